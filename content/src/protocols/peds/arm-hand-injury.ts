import { defineProtocol } from '../../source/define-protocol.ts';
import { unclearSymptom } from '../shared/findings.ts';
import {
  LIFE_THREATENING_SCREEN,
  PAIN_MEDICINE_NUGGET,
  SCHMITT_PROTOCOLS,
  SEEN_OR_WORSE_NUGGET,
} from './common/shared.ts';

export default defineProtocol({
  slug: 'arm-hand-injury',
  sourceProtocolId: 333,
  audience: 'peds',
  title: 'Arm, Hand or Finger Injury',
  keywords: [
    'arm injury',
    'hurt arm',
    'broken arm',
    'broke his arm',
    'broke her arm',
    'arm fracture',
    'fractured wrist',
    'broken wrist',
    'sprained wrist',
    'wrist pain after fall',
    'elbow injury',
    'nursemaid elbow',
    'nursemaids elbow',
    'pulled elbow',
    'wont use arm',
    'won’t move arm',
    'not using arm',
    'arm hanging',
    'collarbone',
    'collar bone',
    'shoulder injury',
    'dislocated shoulder',
    'finger injury',
    'jammed finger',
    'smashed finger',
    'finger slammed in door',
    'shut finger in door',
    'crushed finger',
    'blood under nail',
    'cast too tight',
    'pain under cast',
    'broken finger',
    'hand injury',
    'fell on outstretched hand',
    'fell off monkey bars',
    'fell off trampoline',
  ],
  definition:
    '<p>An injury of the shoulder, collarbone, arm, elbow, wrist, hand or fingers: bruises, sprains, possible broken bones, dislocations and crushed fingers.</p>',
  background:
    '<p>Falls onto an outstretched hand (from playground equipment, trampolines, bikes) are the commonest cause of arm injuries in children, and wrist and elbow fractures are frequent. Children’s bones can break without obvious deformity, and a child who will not use the arm, or has swelling and tenderness over a bone, may have a fracture even if the fingers can move.</p>' +
    '<p><b>Pulled elbow</b> (nursemaid’s elbow) happens in children 1 to 4 years old when the arm is pulled or the child is swung by the arm: the child suddenly stops using the arm, holding it slightly bent by the side, with no swelling. It is easily put back in place in the office.</p>' +
    '<p>Danger signs are a bone poking through the skin, a limb that is bent or deformed, a cold, pale or numb hand (injury to an artery or nerve, especially with elbow fractures), severe pain, and injuries that do not fit the story in young children.</p>',
  initialAssessment: [
    '1. MECHANISM: How did the injury happen? When?',
    '2. LOCATION: Where exactly does it hurt: shoulder, collarbone, elbow, wrist, hand, finger?',
    '3. USE: Can your child move the arm and use the hand normally? Will your child use it to play?',
    '4. APPEARANCE: Is there swelling, bruising, or an odd shape or bend? Any bone showing?',
    '5. CIRCULATION: Are the hand and fingers warm and pink? Any numbness or tingling?',
    '6. PAIN: How bad is the pain? Is it getting worse?',
    '7. AGE: How old is your child? (pulled elbow in toddlers; non-accidental injury in babies)',
    '8. SEVERITY: How much does it stop your child doing usual things?',
    '- MILD: plays, eats and sleeps as usual',
    '- MODERATE: stops some play or wakes your child from sleep, still drinks',
    '- SEVERE: cannot play or do anything, cries when moved or touched, or will not drink',
  ].join('\n'),
  firstAid:
    '<p><b>Suspected broken bone:</b> keep the arm still. Make a splint from a rolled magazine or piece of cardboard with the arm in the position found, or support it with a sling made from a folded towel. Put a cold pack wrapped in a cloth on it. Do not give food or drink in case surgery is needed.</p>' +
    '<p><b>Bleeding:</b> press on the wound with a clean cloth for 10 minutes. <b>Bone through the skin:</b> cover with a clean cloth; do not push it back.</p>',
  references: [
    SCHMITT_PROTOCOLS,
    {
      title: 'Fractures (non-complex): assessment and management (NICE guideline NG38)',
      author: 'National Institute for Health and Care Excellence',
      source: 'NICE, 2016',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'laceration', text: 'A cut or scrape is the main injury' },
    { protocol: 'animal-human-bite', text: 'The injury is a bite' },
    { protocol: 'burns', text: 'The injury is a burn' },
    { protocol: 'leg-foot-injury', text: 'The injury is of the hip, leg, ankle, foot or toe' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        LIFE_THREATENING_SCREEN,
        {
          text: '<b>Bone sticking through</b> the skin, or an <b>amputation</b> of a finger or larger part',
          reason:
            'R/O: Open fracture, amputation\nREASON: Open fractures need emergency antibiotics and surgery; amputated parts may be reattached.\nFIRST AID: Cover the wound; wrap an amputated part in a damp cloth in a plastic bag placed on ice.',
        },
        {
          text: '<b>Major bleeding</b> that will not stop after 10 minutes of firm pressure',
          reason:
            'R/O: Arterial bleeding, major hemorrhage\nREASON: Bleeding that firm pressure does not stop can cause shock.\nFIRST AID: Keep pressing hard on the wound with a cloth and raise the arm.',
        },
        {
          text: 'Serious injury with <b>neck pain</b> or <b>several broken bones</b>, or a high-speed crash or fall from a height with other injuries',
          reason:
            'R/O: Multiple trauma, spinal injury\nREASON: Major trauma needs emergency transport.\nFIRST AID: Do not move a child with neck pain.',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: 'Arm is <b>bent or deformed</b> (an odd shape), or a joint looks out of place',
          reason:
            'R/O: Displaced fracture, dislocation\nREASON: Deformity means a displaced fracture or dislocation that needs setting.\nFIRST AID: Splint in the position found.',
        },
        {
          text: '<b>Cannot move</b> the shoulder, elbow or wrist <b>at all</b> (not a toddler who stopped using the arm after it was pulled)',
          reason:
            'R/O: Fracture or dislocation of a large joint\nREASON: An arm that cannot move at a large joint after an injury usually has a fracture or dislocation that needs an X-ray and splinting now.\nFIRST AID: Splint the arm in the position found, or support it in a sling.',
        },
        {
          text: 'A <b>crack or snap</b> was heard when the injury happened',
          reason:
            'R/O: Fracture\nREASON: A crack heard at the time of the injury is a sign of a broken bone (NHS sprains and strains advice sends it to the emergency department).',
        },
        {
          text: 'The injured area, hand or fingers are <b>cold, numb, pale, blue or discolored</b> after the injury',
          reason:
            'R/O: Vascular or nerve injury, compartment syndrome\nREASON: Loss of blood flow or nerve function needs emergency treatment to save function.',
        },
        {
          text: '<b>Severe pain</b> that keeps your child from moving the arm at all, pain that keeps getting worse in the hours after the injury (or under a cast or splint) despite pain medicine, or swelling getting rapidly worse',
          reason:
            'R/O: Fracture, supracondylar fracture, compartment syndrome\nREASON: Severe pain and rapid swelling point to a significant fracture; pain that keeps rising after an elbow or forearm injury, or under a cast, can mean pressure building up in the muscles (compartment syndrome), which needs surgery within hours.',
        },
        {
          text: 'Baby <b>not yet walking</b> with an arm injury, or an injury that does not fit the story given',
          reason:
            'R/O: Non-accidental injury\nREASON: Fractures in infants who cannot walk are often inflicted.\nNOTE: Follow practice policy and local law for reporting suspected abuse.',
        },
        {
          text: 'Fingertip is <b>crushed</b> with a cut nail bed or the nail torn off, or a deep cut over a knuckle',
          reason:
            'R/O: Nail bed injury, open fracture of the fingertip, fight bite\nREASON: These need repair and often antibiotics.',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: '<b>Will not use the arm</b> or hand normally, or cannot move a finger, wrist or elbow fully',
          reason: 'R/O: Fracture, pulled elbow\nREASON: Loss of normal use needs an examination and often an X-ray.',
          advice: ['rice', 'sling', 'pain', 'callback'],
        },
        {
          text: 'Swelling or a large bruise, or pain when pressing on one spot of a bone (collarbone, wrist, finger)',
          reason:
            'R/O: Non-displaced fracture, buckle fracture\nREASON: Point tenderness over a bone suggests a fracture.',
          advice: ['rice', 'sling', 'pain', 'callback'],
        },
        {
          text: 'Toddler <b>suddenly stopped using an arm</b> after it was pulled or after a swing by the arms',
          reason:
            'R/O: Pulled elbow (radial head subluxation)\nREASON: A pulled elbow is quickly put back in place in the office.',
          advice: ['pulled-elbow', 'callback'],
        },
        {
          text: 'Crushed fingertip with <b>blood under the nail</b> (a dark red or purple patch) or a lot of swelling',
          reason:
            'R/O: Subungual hematoma, fingertip fracture\nREASON: Releasing the blood relieves throbbing pain, and a swollen crushed fingertip may hide a broken bone or nail-bed cut.',
          advice: ['finger', 'pain', 'callback'],
        },
        {
          text: '<b>Fever</b>, or feeling hot and shivery, after the injury',
          reason:
            'R/O: Infected wound, septic arthritis, bone infection\nREASON: A fever after an injury can mean an infection of the wound, joint or bone that needs an examination the same day.',
          advice: ['pain', 'callback'],
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['callback']),
        {
          text: 'Pain is <b>not improving</b> 3 days or more after the injury, or your child still favors the arm',
          reason: 'R/O: Missed fracture\nREASON: Pain that does not improve after a few days may be a fracture.',
          advice: ['rice', 'pain', 'callback'],
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Still has mild pain or stiffness <b>2 weeks or more</b> after the injury',
          reason: 'R/O: Healing fracture, sprain\nREASON: Prolonged symptoms need review.',
          advice: ['rice', 'callback'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Minor bruise, bump or sprain, and your child uses the arm and hand <b>normally</b>',
          reason:
            'R/O: Contusion, minor sprain\nREASON: Bruises and mild sprains heal with rest, ice and pain medicine.',
          advice: ['rice', 'finger', 'pain', 'callback'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Care of an Arm or Hand Injury',
      topics: [
        {
          key: 'rice',
          title: 'Rest, Ice and Raise',
          nuggets: [
            'Put a cold pack or ice wrapped in a cloth on the injury for 20 minutes every hour for the first 4 hours, then 4 times a day for 2 days.',
            'Rest the arm and keep it raised on pillows.',
            'After 48 hours, warm soaks may help stiffness.',
            'Your child can go back to sports when the pain is gone.',
          ],
        },
        {
          key: 'sling',
          title: 'Support Until Seen',
          nuggets: [
            'Support the arm in a sling made from a folded towel or triangle of cloth, or keep it resting on a pillow.',
            'Take off rings, watches and bracelets in case of swelling.',
          ],
        },
        {
          key: 'pulled-elbow',
          title: 'Pulled Elbow',
          nuggets: [
            'Support the arm and bring your child to be seen.',
            'To prevent it: lift young children under the armpits, not by the hands or arms, and do not swing them by the arms.',
          ],
        },
        {
          key: 'finger',
          title: 'Jammed or Smashed Finger',
          nuggets: [
            'Soak the finger in cold water for 20 minutes.',
            'Tape it to the finger next to it (buddy taping) for comfort.',
            'A bruise under the nail may make the nail fall off in a few weeks; a new nail grows back.',
          ],
        },
        {
          key: 'pain',
          title: 'Pain',
          nuggets: [PAIN_MEDICINE_NUGGET],
        },
        {
          key: 'callback',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'The hand or fingers become cold, pale, blue or numb',
            'Pain becomes severe or swelling increases, especially under a cast or splint',
            'Your child is not using the arm normally after 3 days',
            SEEN_OR_WORSE_NUGGET,
          ],
        },
      ],
    },
  ],
});
