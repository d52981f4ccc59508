import { defineProtocol } from '../../source/define-protocol.ts';
import { unclearSymptom } from '../shared/findings.ts';
import {
  LIFE_THREATENING_SCREEN,
  PAIN_MEDICINE_NUGGET,
  SCHMITT_PROTOCOLS,
  SEEN_OR_WORSE_NUGGET,
} from './common/shared.ts';

export default defineProtocol({
  slug: 'leg-foot-injury',
  sourceProtocolId: 334,
  audience: 'peds',
  title: 'Leg, Foot or Toe Injury',
  keywords: [
    'growing pains',
    'leg pain',
    'hip pain',
    'leg aches at night',
    'leg injury',
    'hurt leg',
    'broken leg',
    'broke his leg',
    'broke her leg',
    'leg fracture',
    'ankle injury',
    'sprained ankle',
    'twisted ankle',
    'rolled ankle',
    'ankle sprain',
    'sprained ancle',
    'knee injury',
    'twisted knee',
    'hurt knee',
    'knee swollen after fall',
    'foot injury',
    'hurt foot',
    'stubbed toe',
    'broken toe',
    'dropped something on foot',
    'limping after fall',
    'limping',
    'limp',
    'wont walk',
    'won’t walk',
    'refuses to walk',
    'cant put weight on leg',
    'cant bear weight',
    'hip injury',
    'toddler fracture',
    'leg cast too tight',
    'pain under leg cast',
    'trampoline injury',
    'sports injury',
  ],
  definition:
    '<p>An injury of the hip, thigh, knee, leg, ankle, foot or toes: bruises, sprains, possible broken bones and dislocations. Includes a child who starts limping or will not walk after a fall.</p>',
  background:
    '<p>Ankle sprains and bruises are the commonest leg injuries in older children; toddlers can break the shin bone from a simple twist or trampoline fall (“toddler’s fracture”) and just refuse to walk. A child who cannot take 4 steps on the leg, or has tenderness over the bone at the back or tip of the ankle bones or the middle of the foot, may have a fracture and needs an X-ray.</p>' +
    '<p>Danger signs are a bone poking through the skin, a deformed leg, a cold, pale or numb foot, severe pain, a suspected thigh bone fracture, a swollen painful knee after a twisting injury, and injuries that do not fit the story in a young child.</p>' +
    '<p>A limp without any injury, especially with fever, can be a joint or bone infection and is not covered here.</p>',
  initialAssessment: [
    '1. MECHANISM: How did the injury happen? When?',
    '2. LOCATION: Where exactly does it hurt: hip, thigh, knee, shin, ankle, foot, toe?',
    '3. WALKING: Can your child stand and walk (4 steps or more)? Limping?',
    '4. APPEARANCE: Is there swelling, bruising, or an odd shape or bend? Any bone showing?',
    '5. CIRCULATION: Is the foot warm and pink? Any numbness or tingling?',
    '6. PAIN: How bad is the pain? Is it getting worse?',
    '7. FEVER: Any fever, or a limp without a known injury?',
    '8. SEVERITY: How much does it stop your child doing usual things?',
    '- MILD: plays, eats and sleeps as usual',
    '- MODERATE: stops some play or wakes your child from sleep, still drinks',
    '- SEVERE: cannot play or do anything, cries when moved or touched, or will not drink',
  ].join('\n'),
  firstAid:
    '<p><b>Suspected broken leg:</b> keep the leg still; do not let your child walk on it. Splint it with a rolled blanket or pillows on both sides. Put a cold pack wrapped in a cloth on it. Call 911 for a suspected broken thigh bone or a child who cannot be moved safely.</p>' +
    '<p><b>Bone through the skin:</b> cover with a clean cloth; do not push it back.</p>',
  references: [
    SCHMITT_PROTOCOLS,
    {
      title: 'A study to develop clinical decision rules for the use of radiography in acute ankle injuries',
      author: 'Stiell IG, Greenberg GH, McKnight RD, et al.',
      source: 'Annals of Emergency Medicine. 1992;21(4):384-390',
    },
    {
      title: 'Fractures (non-complex): assessment and management (NICE guideline NG38)',
      author: 'National Institute for Health and Care Excellence',
      source: 'NICE, 2016',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'laceration', text: 'A cut, scrape or puncture (such as stepping on a nail) is the main injury' },
    { protocol: 'arm-hand-injury', text: 'The injury is of the shoulder, arm, wrist, hand or finger' },
    { protocol: 'fever-3-months-or-older', text: 'A limp or leg pain with fever and no injury' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        LIFE_THREATENING_SCREEN,
        {
          text: '<b>Bone sticking through</b> the skin, or the <b>thigh</b> is deformed or badly swollen after a serious injury',
          reason:
            'R/O: Open fracture, femur fracture\nREASON: These injuries cause major blood loss and need transport by ambulance.\nFIRST AID: Keep the leg still; cover any wound.',
        },
        {
          text: '<b>Major bleeding</b> that will not stop after 10 minutes of firm pressure',
          reason:
            'R/O: Arterial bleeding, major hemorrhage\nREASON: Bleeding that firm pressure does not stop can cause shock.\nFIRST AID: Keep pressing hard on the wound with a cloth and raise the leg.',
        },
        {
          text: 'Serious injury with <b>neck or back pain</b> or <b>several broken bones</b>, or a high-speed crash or fall from a height with other injuries',
          reason:
            'R/O: Multiple trauma, spinal injury\nREASON: Major trauma needs emergency transport.\nFIRST AID: Do not move a child with neck or back pain.',
        },
        {
          text: 'Limp or leg pain with <b>any of these</b>: pale, mottled or cold skin all over the body, bluish lips, hard to wake, very agitated or confused, a seizure, or purple or blood-colored spots',
          reason:
            'R/O: Sepsis, meningococcal disease, bone or joint infection with shock\nREASON: A limping child with signs of shock or a spreading rash is seriously ill and needs an ambulance.',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: 'Leg or ankle is <b>bent or deformed</b>, or a kneecap or joint looks out of place',
          reason: 'R/O: Displaced fracture, dislocation\nREASON: Deformity needs emergency setting.',
        },
        {
          text: 'A <b>crack</b> was heard from the bone when the injury happened (a pop felt in a twisted knee is asked below)',
          reason:
            'R/O: Fracture\nREASON: A crack heard at the time of the injury is a sign of a broken bone (NHS sprains and strains advice sends it to the emergency department).',
        },
        {
          text: 'The injured area, foot or toes are <b>cold, numb, pale, blue or discolored</b> after the injury',
          reason:
            'R/O: Vascular or nerve injury, compartment syndrome\nREASON: Loss of blood flow needs emergency treatment.',
        },
        {
          text: '<b>Severe pain</b>, or pain in the lower leg getting worse in the hours after the injury (or under a cast or splint) and not relieved by pain medicine',
          reason:
            'R/O: Fracture, compartment syndrome\nREASON: Severe or escalating pain, especially in a tight, swollen calf, can be compartment syndrome, a surgical emergency.',
        },
        {
          text: 'Limp, refusal to walk or to move a leg, or a painful, swollen joint, <b>with a fever</b>, with or without an injury',
          reason:
            'R/O: Septic arthritis, osteomyelitis\nREASON: A bone or joint infection can destroy the joint within days and needs urgent treatment.',
        },
        {
          text: 'Baby <b>not yet walking</b> with a leg injury, or an injury that does not fit the story given',
          reason:
            'R/O: Non-accidental injury\nREASON: Fractures in infants who cannot walk are often inflicted.\nNOTE: Follow practice policy and local law for reporting suspected abuse.',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: '<b>Cannot walk</b> or put weight on the leg (fewer than 4 steps), cannot move the leg normally or fully bend and straighten the joint nearest the injury, or a toddler <b>refuses to walk</b> after a fall',
          reason:
            'R/O: Fracture (including toddler’s fracture)\nREASON: Inability to bear weight is a reason for an X-ray under the Ottawa ankle and foot rules.',
          advice: ['rice', 'crutches', 'pain', 'callback'],
        },
        {
          text: '<b>Large swelling</b>, or pain when pressing on the <b>bony bumps of the ankle</b>, the middle of the foot, or one spot of a bone',
          reason: 'R/O: Ankle or foot fracture\nREASON: Bone tenderness suggests a fracture and needs an X-ray.',
          advice: ['rice', 'crutches', 'pain', 'callback'],
        },
        {
          text: '<b>Knee</b> swelled up quickly (within 2 hours) after a twisting injury, a snap or pop was felt at the time, or the knee gives way or locks',
          reason:
            'R/O: Ligament tear (ACL), meniscus tear, patellar dislocation\nREASON: These knee injuries need assessment and often imaging.',
          advice: ['rice', 'crutches', 'pain', 'callback'],
        },
        {
          text: 'Foot or leg caught in a <b>bicycle spoke</b> or a machine (such as a wringer or treadmill)',
          reason:
            'R/O: Crush and shearing injury of the heel or ankle, fracture\nREASON: Spoke and wringer injuries can crush or strip the skin and break bones that look minor at first.',
          advice: ['rice', 'pain', 'callback'],
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['callback']),
        {
          text: '<b>Limp</b>, or hip or leg pain, <b>without an injury and without fever</b>',
          reason:
            'R/O: transient synovitis of the hip, Perthes disease, slipped upper femoral epiphysis, an unnoticed fracture\nREASON: A limp without a known injury needs an examination today; with a fever it is asked above.',
          advice: ['pain', 'callback'],
        },
        {
          text: 'Still <b>limping</b> or the pain is not improving 2 days (48 hours) or more after the injury',
          reason:
            'R/O: Missed fracture, significant sprain\nREASON: Pain and limping that persist need an examination.',
          advice: ['rice', 'pain', 'callback'],
        },
        {
          text: 'Injured <b>toe</b> is crooked, or the big toe is very swollen',
          reason: 'R/O: Toe fracture\nREASON: A crooked toe or big-toe fracture may need to be set or splinted.',
          advice: ['toe', 'pain', 'callback'],
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Mild pain or swelling still present <b>2 weeks or more</b> after the injury',
          reason:
            'R/O: Slow-healing sprain, stress fracture\nREASON: Prolonged symptoms need review and a plan for return to sport.',
          advice: ['rice', 'callback'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: '<b>Growing pains</b>: aching in both legs (thighs, calves or behind the knees) in the evening or at night, gone by morning, with no limp, and the child is well and active during the day',
          reason: 'REASON: Growing pains are common from 3 to 12 years; massage and a warm bath help.',
          advice: ['pain', 'callback'],
        },
        {
          text: 'Minor bruise, bump, twisted ankle or stubbed toe, and your child can <b>walk normally</b> or with only a slight limp',
          reason:
            'R/O: Contusion, mild sprain\nREASON: Mild sprains and bruises heal with rest, ice and pain medicine.',
          advice: ['rice', 'toe', 'pain', 'callback'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Care of a Leg or Foot Injury',
      topics: [
        {
          key: 'rice',
          title: 'Rest, Ice, Compress, Raise',
          nuggets: [
            'Put a cold pack or ice wrapped in a cloth on the injury for 20 minutes every hour for the first 4 hours, then 4 times a day for 2 days.',
            'Wrap a sprained ankle or knee with an elastic bandage, snug but not tight. Loosen it if the toes become numb, cold or blue.',
            'Keep the leg raised on pillows when sitting or lying.',
            'Walking is fine if it does not hurt much. Return to sports when your child can run and jump without pain.',
          ],
        },
        {
          key: 'crutches',
          title: 'Until Seen',
          nuggets: [
            'Do not let your child walk on a leg that may be broken. Carry a young child.',
            'Support the leg on a pillow.',
          ],
        },
        {
          key: 'toe',
          title: 'Stubbed or Injured Toe',
          nuggets: [
            'Soak the toe in cold water for 20 minutes.',
            'Tape it to the toe next to it (buddy taping) and wear a stiff, roomy shoe.',
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
            'The foot or toes become cold, pale, blue or numb',
            'Pain becomes severe, or swelling increases, especially under a cast or splint',
            'Your child cannot walk, or is still limping after 3 days',
            'Fever appears',
            SEEN_OR_WORSE_NUGGET,
          ],
        },
      ],
    },
  ],
});
