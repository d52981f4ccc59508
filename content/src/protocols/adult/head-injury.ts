import { defineProtocol } from '../../source/define-protocol.ts';
import { ACETAMINOPHEN_NUGGET, lifeThreateningScreen } from '../shared/adult-advice.ts';
import { unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'head-injury',
  sourceProtocolId: 225,
  audience: 'adult',
  title: 'Head Injury',
  keywords: [
    'head injury',
    'hit head',
    'hit my head',
    'bumped head',
    'bump on head',
    'banged head',
    'knock on the head',
    'head trauma',
    'concussion',
    'concusion',
    'fell and hit head',
    'goose egg',
    'lump on head',
    'head wound',
    'cut on head',
    'scalp cut',
    'hed injury',
    'head bump',
    'whiplash',
  ],
  definition:
    'An injury to the head or scalp in an adult from a fall, blow or collision, including a bump, a scalp cut and a concussion.',
  background:
    '<p>Most head injuries are minor: a bump or bruise on the scalp with no loss of consciousness and no symptoms of brain injury. Scalp cuts bleed heavily but are usually not serious.</p>' +
    '<p>A concussion is a brain injury that may cause a brief loss of consciousness, memory loss around the event, headache, dizziness, confusion, nausea and feeling "foggy". Serious injuries (bleeding inside the skull, skull fracture) can cause worsening headache, repeated vomiting, drowsiness, confusion, seizures or weakness, sometimes hours after the injury.</p>' +
    '<p>Adults who take blood thinners (e.g., warfarin, apixaban, rivaroxaban, dabigatran) and adults 65 years or older are at higher risk of bleeding in the skull, which may develop slowly over hours to days. National guidance (NICE NG232) advises brain imaging after a head injury for anyone taking an anticoagulant, and for adults 65 years or older who lost consciousness or cannot remember the injury. A neck injury must be suspected with any fall from a height, a high-speed collision or neck pain.</p>',
  initialAssessment: `1. MECHANISM: How did the injury happen? (e.g., fall from standing, from a height or stairs, hit by a car, assault, sports)
2. WHEN: When did it happen?
3. CONSCIOUSNESS: Did the person lose consciousness? For how long? Do they remember what happened?
4. NOW: Is the person awake, alert and acting normally now?
5. SYMPTOMS: Any headache, vomiting, confusion, drowsiness, dizziness, vision change, weakness or numbness?
6. WOUND: Any cut or bleeding? Any clear fluid or blood from the nose or ears?
7. NECK: Any neck pain or tingling in the arms or legs?
8. BLOOD THINNERS: Does the person take a blood thinner or have a bleeding disorder?
9. ALCOHOL OR DRUGS: Has the person been drinking alcohol or taking drugs?
10. SEVERITY: How much does it stop the person doing their usual activities?
- MILD: does not stop usual activities or sleep (pain 1 to 3 out of 10)
- MODERATE: stops some usual activities or wakes the person from sleep (pain 4 to 7 out of 10)
- SEVERE: cannot do any usual activities, or the worst ever (pain 8 to 10 out of 10)`,
  firstAid:
    '<p><b>Bleeding scalp:</b> Press firmly on the wound with a clean cloth for 10 minutes without lifting to check.</p>' +
    '<p><b>Suspected neck injury:</b> Do not move the person unless they are in danger; keep the head and neck still until EMS arrives.</p>' +
    '<p><b>Bump:</b> Apply a cold pack or ice wrapped in a cloth for 20 minutes.</p>',
  references: [
    {
      title: 'Head injury: assessment and early management (NICE guideline NG232)',
      author: 'National Institute for Health and Care Excellence',
      source: 'NICE, 2023. https://www.nice.org.uk/guidance/ng232',
    },
    {
      title: 'Telephone Triage Protocols for Nurses',
      author: 'Briggs JK',
      source: 'Wolters Kluwer (5th edition)',
    },
  ],
  useDifferentProtocolIf: [
    {
      protocol: 'cuts-lacerations',
      text: 'A scalp cut is the only concern and there are no symptoms of brain injury.',
    },
    { protocol: 'eye-injury', text: 'The main injury is to the eye.' },
    { protocol: 'headache', text: 'Headache without any injury.' },
    { protocol: 'fainting', text: 'The person fainted first and the fall was minor.' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        lifeThreateningScreen(['waiting-for-ems']),
        {
          text: '<b>Unconscious now</b>, very hard to wake, or having a seizure',
          reason: 'R/O: severe traumatic brain injury, intracranial hemorrhage',
          advice: ['waiting-for-ems'],
        },
        {
          text: 'Confused, slurred speech, or acting very strangely <b>now</b>, or new weakness or numbness of an arm or leg',
          reason: 'R/O: intracranial hemorrhage, brain injury',
          advice: ['waiting-for-ems'],
        },
        {
          text: '<b>Neck pain</b> or tingling or weakness of the arms or legs after a fall from a height, a car crash or diving',
          reason: 'R/O: cervical spine injury\nFIRST AID: Do not move the person; keep the head and neck still.',
          advice: ['waiting-for-ems'],
        },
        {
          text: 'Bleeding from the head that does not stop after 10 minutes of firm pressure',
          reason: 'R/O: major scalp or arterial bleeding',
          advice: ['waiting-for-ems'],
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: '<b>Sleepier than usual</b> or harder to wake than usual since the injury (wakes, but drifts back to sleep)',
          reason:
            'R/O: intracranial bleed\nREASON: Drowsiness after a head injury needs a scan decision now; a person who cannot be woken is answered above (911).',
        },
        {
          text: 'Lost consciousness (even briefly), cannot remember the injury or the time around it, new problems with memory, or a change in behaviour since the injury (e.g., more irritable, not themselves)',
          reason:
            'R/O: concussion with intracranial injury\nNOTE: NICE NG232 advises imaging within 8 hours for these with age 65 years or older or a blood thinner.',
        },
        {
          text: 'Takes a <b>blood thinner</b> (e.g., warfarin, apixaban, rivaroxaban, dabigatran), or has a bleeding disorder or past brain surgery, and hit the head',
          reason:
            'R/O: delayed intracranial hemorrhage\nREASON: NICE NG232 advises brain imaging for anyone on anticoagulants after a head injury.',
        },
        {
          text: '<b>Vomited</b> since the injury, or a headache since the injury that is severe, getting worse or not easing',
          reason:
            'R/O: rising intracranial pressure, intracranial hemorrhage\nNOTE: NICE NG232 refers anyone with vomiting or persistent headache after a head injury to the emergency department.',
        },
        {
          text: 'Age <b>65 years or older</b> <b>and</b> any headache, dizziness, drowsiness or confusion since the injury',
          reason: 'R/O: subdural hematoma\nNOTE: Older adults may have bleeding after a minor fall from standing.',
        },
        {
          text: 'Clear fluid or blood coming from the nose or ears, bruising behind the ears or around both eyes, a black eye where the eye itself was not hit, a dent in the skull, or something stuck in a head wound',
          reason:
            'R/O: skull fracture, penetrating injury\nREASON: Public sources (NHS, Head injury and concussion; Health and Care Portsmouth, Head injury) send a black eye with no damage around the eye and an object in a head wound to 999 (issue 31 reference review).',
        },
        {
          text: 'Dangerous mechanism: fall from a height of more than 3 feet (1 meter) or 5 stairs, a car crash, hit by a car, thrown from a vehicle',
          reason: 'R/O: serious head or neck injury',
        },
        {
          text: 'Double vision or other new problems seeing, or new trouble walking or with balance',
          reason: 'R/O: brain injury',
        },
        {
          text: 'Drank alcohol or took drugs and hit the head, so that the signs of brain injury are hard to judge',
          reason:
            'REASON: Intoxication hides the signs of brain injury (a NICE NG232 reason for emergency assessment).',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: 'Scalp cut that is gaping or more than 1/2 inch (12 mm) long and may need stitches',
          reason: 'R/O: laceration needing closure (best within 6 to 8 hours)',
          smap: 'cuts-lacerations',
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['call-back']),
        {
          text: 'Concussion symptoms (feeling foggy, dizziness, poor concentration, or a mild headache that comes and goes) that started after the injury, with no loss of consciousness and no danger signs above',
          reason: 'R/O: concussion',
          advice: ['concussion-rest', 'pain-medicine', 'watch', 'call-back'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Headache, poor concentration or trouble sleeping still present <b>1 week or more</b> after a head injury',
          reason: 'R/O: post-concussion syndrome',
          advice: ['concussion-rest', 'pain-medicine', 'call-back'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Minor bump or bruise on the head, did not lose consciousness, and is alert and acting normally',
          reason:
            'REASON: Minor head injury. Home care with an adult watching for 24 hours; call back with any danger sign.\nNOTE: Only when not on a blood thinner.',
          advice: ['bump-care', 'watch', 'pain-medicine', 'call-back'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'While Waiting for Help',
      topics: [
        {
          key: 'waiting-for-ems',
          title: 'Until EMS Arrives',
          nuggets: [
            'Keep the head and neck still if a neck injury is possible.',
            'Press firmly on any bleeding with a clean cloth.',
            'If the person vomits, roll them onto the side while keeping the head and neck in line.',
          ],
        },
      ],
    },
    {
      title: 'Home Care Advice',
      topics: [
        {
          key: 'bump-care',
          title: 'Bump or Bruise',
          nuggets: [
            'Apply a cold pack or ice wrapped in a cloth for 20 minutes, several times in the first day.',
            'A lump ("goose egg") is common and goes down over several days.',
          ],
        },
        {
          key: 'watch',
          title: 'Watching for 24 Hours',
          nuggets: [
            'Have another adult stay with you for the next 24 hours.',
            'Sleeping is fine, but the other adult should check that you can be woken normally if they are worried.',
            'Do not drink alcohol, take sleeping pills, drive or play contact sports until fully recovered.',
          ],
        },
        {
          key: 'concussion-rest',
          title: 'Concussion Recovery',
          nuggets: [
            'Rest for 1 to 2 days, then return gradually to normal activities as long as symptoms do not get worse.',
            'Limit screen time and reading if they make the headache worse.',
            'Do not return to sports until free of symptoms and cleared by a doctor.',
          ],
        },
        {
          key: 'pain-medicine',
          title: 'Pain Medicine',
          nuggets: [
            ACETAMINOPHEN_NUGGET,
            'Avoid aspirin and ibuprofen for the first 24 hours; they can increase bleeding.',
          ],
        },
        {
          key: 'call-back',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Hard to wake, confused, slurred speech, seizure, or weakness of an arm or leg: call 911.',
            'Vomiting more than once, or a headache that gets worse.',
            'Clear fluid from the nose or ears.',
            'You think you need to be seen, or you get worse.',
          ],
        },
      ],
    },
  ],
});
