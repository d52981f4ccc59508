import { defineProtocol } from '../../source/define-protocol.ts';
import { lifeThreateningScreen, painMedicineTopic } from '../shared/adult-advice.ts';
import { unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'arm-hand-injury',
  sourceProtocolId: 238,
  audience: 'adult',
  title: 'Arm, Hand or Finger Injury',
  keywords: [
    'arm injury',
    'hurt my arm',
    'broken arm',
    'broke my arm',
    'broken wrist',
    'sprained wrist',
    'wrist injury',
    'hand injury',
    'hurt my hand',
    'broken hand',
    'finger injury',
    'jammed finger',
    'broken finger',
    'dislocated finger',
    'finger crushed',
    'smashed finger',
    'finger slammed in door',
    'blood under nail',
    'shoulder injury',
    'dislocated shoulder',
    'elbow injury',
    'fell on outstretched hand',
    'fracture',
    'fractured',
    'sprain',
    'strain',
    'brocken arm',
  ],
  definition:
    'Injury to the shoulder, upper arm, elbow, forearm, wrist, hand or fingers in an adult from a fall, blow, twist or crush: possible fracture, dislocation, sprain, strain or bruise.',
  background:
    '<p>Most arm and hand injuries are bruises, sprains and strains that heal with rest, ice and pain medicine. A fracture or dislocation is likely when there is an obvious deformity, severe pain, swelling that comes on quickly, or the person cannot use the arm or hand. A wrist fracture is common after a fall on an outstretched hand, especially in older adults; pain in the hollow at the base of the thumb may be a scaphoid fracture, which can be missed and heal poorly.</p>' +
    '<p>Emergencies are a bone through the skin (open fracture), a cold, pale or numb hand or fingers (damage to the blood supply or nerves), and severe, increasing pain with tight swelling of the forearm after a crush (compartment syndrome). Rings should be removed at once before the fingers swell.</p>' +
    '<p>A finger that cannot be straightened at the tip after a jam (mallet finger) needs a splint within days. Blood under a nail after a crush is painful but can be relieved.</p>',
  initialAssessment: `1. MECHANISM: How did the injury happen? (fall, twist, blow, crush) When?
2. LOCATION: Where exactly is the pain? Shoulder, arm, elbow, wrist, hand, which finger?
3. DEFORMITY: Does it look bent, out of place, or is a bone showing?
4. USE: Can the person move the arm, wrist and fingers? Grip? Straighten the finger?
5. CIRCULATION AND FEELING: Are the hand and fingers warm and pink? Any numbness or tingling?
6. SWELLING AND PAIN: How swollen? How bad is the pain (0 to 10)?
7. WOUND: Any cut over the injury?
8. HISTORY: Any osteoporosis, blood thinners, or previous injury here?
9. SEVERITY: How much does it stop the person doing their usual activities?
- MILD: does not stop usual activities or sleep (pain 1 to 3 out of 10)
- MODERATE: stops some usual activities or wakes the person from sleep (pain 4 to 7 out of 10)
- SEVERE: cannot do any usual activities, or the worst ever (pain 8 to 10 out of 10)`,
  firstAid:
    '<p><b>Possible fracture:</b> Support the arm in the position found with a sling or pillow; do not try to straighten it. Remove rings, watches and bracelets right away. Apply a cold pack wrapped in a cloth for 20 minutes.</p>' +
    '<p><b>Bone through the skin:</b> Cover the wound with a clean cloth; do not push the bone back.</p>',
  references: [
    {
      title: 'Common Finger Fractures and Dislocations',
      author: 'Borchers JR, Best TM',
      source: 'American Family Physician. 2012;85(8):805-810',
    },
    {
      title: 'Telephone Triage Protocols for Nurses',
      author: 'Briggs JK',
      source: 'Wolters Kluwer (5th edition)',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'cuts-lacerations', text: 'A cut is the main injury.' },
    { protocol: 'burns', text: 'A burn of the arm or hand.' },
    { protocol: 'animal-human-bite', text: 'A bite of the arm or hand.' },
    {
      protocol: 'chest-pain',
      text: 'Arm or shoulder pain with chest pain, shortness of breath or sweating. (Arm pain from overuse or a strain, without these, stays in this protocol.)',
    },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        lifeThreateningScreen(['waiting-for-help']),
        {
          text: 'Major bleeding that will not stop with firm pressure, or a finger, hand or arm cut off',
          reason: 'R/O: arterial bleeding, amputation',
          advice: ['waiting-for-help'],
        },
        {
          text: 'Arm pain that started <b>without an injury</b> and comes with chest pain, shortness of breath or sweating',
          reason: 'R/O: heart attack (referred pain)',
          smap: 'chest-pain',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: 'Bone sticking through the skin, or a wound over a possible fracture',
          reason: 'R/O: open fracture (needs antibiotics and surgery within hours)',
          advice: ['waiting-for-help'],
        },
        {
          text: 'Hand or fingers <b>cold, pale, blue or numb</b> after the injury',
          reason: 'R/O: vascular or nerve injury',
          advice: ['waiting-for-help'],
        },
        {
          text: 'Arm, elbow, wrist or shoulder <b>looks deformed</b> or out of place',
          reason: 'R/O: displaced fracture, dislocation',
          advice: ['waiting-for-help'],
        },
        {
          text: 'Severe pain that keeps getting worse, with tight, swollen forearm or hand, after a crush injury or in a cast',
          reason: 'R/O: compartment syndrome',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: '<b>Cannot use</b> the arm or hand normally (cannot lift, bend the elbow, turn the wrist or grip) because of pain',
          reason: 'R/O: fracture',
        },
        {
          text: 'Finger that is crooked, rotated or cannot be bent or straightened, or a crushed fingertip with a wound',
          reason: 'R/O: finger fracture or dislocation, tendon injury, nail bed injury',
        },
        {
          text: 'Fall on an outstretched hand with pain in the hollow at the base of the thumb, or wrist swelling',
          reason: 'R/O: scaphoid or distal radius fracture',
        },
        {
          text: 'Tingling or pins and needles in the hand or fingers since the injury, with normal colour and warmth',
          reason:
            'R/O: nerve stretched or pressed by a fracture or swelling\nREASON: Issue 31: tingling or numbness after an arm or wrist injury is A&E or a minor injuries unit (NHS 111 Wales, Broken arm or wrist). A cold, pale, blue or numb hand is asked above (ED).',
        },
        {
          text: 'A snap, crack or grinding noise heard or felt at the time of the injury',
          reason:
            'R/O: fracture\nREASON: Issue 31: a snap or grinding noise at the time of injury is A&E or a minor injuries unit (NHS 111 Wales, Broken arm or wrist); an X-ray today.',
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['call-back']),
        {
          text: 'Moderate pain or swelling that makes it hard to use the arm, wrist or hand, but the person can still move it',
          reason: 'R/O: sprain, possible non-displaced fracture',
          advice: ['rice', 'sling', 'pain-medicine', 'call-back'],
        },
        {
          text: 'Tip of the finger droops and cannot be straightened after a jam',
          reason: 'R/O: mallet finger (needs a splint)',
          advice: ['rice', 'pain-medicine', 'call-back'],
        },
        {
          text: 'Painful blood under a fingernail after a crush',
          reason: 'R/O: subungual hematoma (can be drained to relieve pain)',
          advice: ['rice', 'pain-medicine', 'call-back'],
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Pain not improving after 1 week, or the person still cannot use the arm or hand fully',
          reason: 'R/O: missed fracture, tendon or ligament injury',
          advice: ['rice', 'pain-medicine', 'call-back'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Mild pain, bruising or swelling, and the person can move and use the arm, hand and fingers normally',
          reason: 'REASON: Bruise, mild sprain or strain. Home care.',
          advice: ['rice', 'pain-medicine', 'call-back'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'While Waiting for Help',
      topics: [
        {
          key: 'waiting-for-help',
          title: 'On the Way to Care',
          nuggets: [
            'Support the arm with a sling or pillow in the position it is in; do not try to straighten it.',
            'Remove rings, watches and bracelets before swelling starts.',
            'Apply a cold pack wrapped in a cloth. Do not eat or drink in case surgery is needed.',
          ],
        },
      ],
    },
    {
      title: 'Home Care Advice',
      topics: [
        {
          key: 'rice',
          title: 'Rest, Ice, Compression, Elevation',
          nuggets: [
            'Rest the injured part and avoid activities that cause pain for 1 to 2 days.',
            'Apply a cold pack or ice wrapped in a cloth for 20 minutes every 2 to 3 hours for the first 2 days.',
            'An elastic bandage may reduce swelling; loosen it if the fingers become numb, cold or blue.',
            'Keep the hand raised above the heart level as much as possible.',
          ],
        },
        {
          key: 'sling',
          title: 'Sling',
          nuggets: [
            'A sling can rest a painful arm, but take it off and gently move the shoulder a few times a day to prevent stiffness.',
          ],
        },
        painMedicineTopic(),
        {
          key: 'call-back',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Fingers become cold, pale, blue or numb, or the pain becomes severe: go to the emergency department now.',
            'You cannot use the arm or hand.',
            'The pain is not better after 1 week.',
            'You think you need to be seen, or you get worse.',
          ],
        },
      ],
    },
  ],
});
