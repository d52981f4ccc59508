import { defineProtocol } from '../../source/define-protocol.ts';
import { lifeThreateningScreen, painMedicineTopic } from '../shared/adult-advice.ts';
import { unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'leg-ankle-foot-injury',
  sourceProtocolId: 239,
  audience: 'adult',
  title: 'Leg, Ankle or Foot Injury',
  keywords: [
    'leg injury',
    'hurt my leg',
    'broken leg',
    'broke my leg',
    'ankle injury',
    'sprained ankle',
    'twisted ankle',
    'rolled my ankle',
    'rolled ankle',
    'broken ankle',
    'ankel',
    'foot injury',
    'broken foot',
    'broken toe',
    'stubbed toe',
    'dropped something on foot',
    'knee injury',
    'twisted knee',
    'hurt my knee',
    'hip injury',
    'fell and hurt hip',
    'cant walk',
    'cant put weight on it',
    'achilles',
    'pulled muscle leg',
    'hamstring',
    'sprain',
  ],
  definition:
    'Injury to the hip, thigh, knee, lower leg, ankle, foot or toes in an adult from a fall, twist, blow or crush: possible fracture, dislocation, sprain, strain or bruise.',
  background:
    '<p>Most leg injuries are bruises, sprains and muscle strains. The ankle is the most commonly sprained joint. The Ottawa ankle and foot rules help decide who needs an X-ray: the inability to take 4 steps both right after the injury and now, or tenderness at the back edge or tip of either ankle bone or over the midfoot bones, suggest a fracture.</p>' +
    '<p>In older adults, a fall followed by hip or groin pain and inability to walk or stand is a hip fracture until proven otherwise, even if the leg looks normal; it needs prompt surgery. A pop at the back of the ankle with difficulty pushing off suggests a torn Achilles tendon. A knee that gives way or locks, or swells within hours, may have a ligament or cartilage tear.</p>' +
    '<p>Emergencies are an open fracture, an obvious deformity, a cold, pale or numb foot, and severe increasing pain with a tight swollen calf after a crush or fracture (compartment syndrome). Calf pain and swelling days after an injury or a cast may be a blood clot.</p>',
  initialAssessment: `1. MECHANISM: How did the injury happen? (twist, fall, blow, crush, sports) When?
2. LOCATION: Where exactly is the pain? Hip, thigh, knee, leg, ankle, foot, toe?
3. DEFORMITY: Does it look bent or out of place? Is a bone showing?
4. WALKING: Could the person walk 4 steps right after the injury? Can they now?
5. CIRCULATION AND FEELING: Is the foot warm and pink? Any numbness or tingling?
6. SWELLING AND PAIN: How swollen? How bad is the pain (0 to 10)?
7. SOUND: Was there a pop or snap?
8. HISTORY: Age, osteoporosis, blood thinners, diabetes, recent cast or surgery?
9. SEVERITY: How much does it stop the person doing their usual activities?
- MILD: does not stop usual activities or sleep (pain 1 to 3 out of 10)
- MODERATE: stops some usual activities or wakes the person from sleep (pain 4 to 7 out of 10)
- SEVERE: cannot do any usual activities, or the worst ever (pain 8 to 10 out of 10)`,
  firstAid:
    '<p><b>Possible fracture:</b> Do not move the leg or try to straighten it; support it with pillows or rolled blankets. Do not put weight on it. Apply a cold pack wrapped in a cloth for 20 minutes.</p>' +
    '<p><b>Bone through the skin:</b> Cover the wound with a clean cloth; do not push the bone back.</p>',
  references: [
    {
      title: 'A study to develop clinical decision rules for the use of radiography in acute ankle injuries',
      author: 'Stiell IG, Greenberg GH, McKnight RD, et al.',
      source: 'Annals of Emergency Medicine. 1992;21(4):384-390',
    },
    {
      title: 'Telephone Triage Protocols for Nurses',
      author: 'Briggs JK',
      source: 'Wolters Kluwer (5th edition)',
    },
  ],
  useDifferentProtocolIf: [
    {
      protocol: 'leg-swelling-pain',
      text: 'Leg pain or swelling, or a joint pain (hip, knee, ankle), without an injury.',
    },
    { protocol: 'cuts-lacerations', text: 'A cut is the main injury.' },
    { protocol: 'back-pain', text: 'The pain is mainly in the back.' },
    { protocol: 'burns', text: 'A burn of the leg or foot.' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        lifeThreateningScreen(['waiting-for-help']),
        {
          text: 'Major bleeding that will not stop with firm pressure, or a foot or toe cut off',
          reason: 'R/O: arterial bleeding, amputation',
          advice: ['waiting-for-help'],
        },
        {
          text: 'Possible broken <b>thigh bone</b> (severe thigh pain and deformity) or injury from a high-speed crash or a fall from a height',
          reason: 'R/O: femur fracture with major blood loss, multiple trauma',
          advice: ['waiting-for-help'],
        },
        {
          text: 'Pale, cold and sweaty (clammy), fainting, or confused after the injury',
          reason:
            'R/O: shock from blood loss (a broken thigh or pelvis can lose a lot of blood inside)\nREASON: Issue 31: pale, cold and sweaty after a leg injury is shock (NHS, Broken leg: get help).',
          advice: ['waiting-for-help'],
        },
        {
          text: 'Sudden <b>shortness of breath</b> or chest pain days after a leg injury, cast or surgery',
          reason: 'R/O: pulmonary embolism',
          smap: 'chest-pain',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: 'Bone sticking through the skin, or a wound over a possible fracture',
          reason: 'R/O: open fracture',
          advice: ['waiting-for-help'],
        },
        {
          text: 'Foot or toes <b>cold, pale, blue or numb</b> after the injury',
          reason: 'R/O: vascular or nerve injury (e.g., knee dislocation)',
          advice: ['waiting-for-help'],
        },
        {
          text: 'Leg, knee or ankle <b>looks deformed</b> or out of place',
          reason: 'R/O: displaced fracture, dislocation',
          advice: ['waiting-for-help'],
        },
        {
          text: 'Severe pain in the thigh or shin after an injury <b>and</b> cannot put any weight on the leg',
          reason:
            'R/O: broken leg (femur, tibia)\nREASON: Issue 31: a suspected broken leg (severe pain, cannot walk on it) is A&E (NHS, Broken leg). An ankle or foot injury that stops walking is asked below (Ottawa rules).',
          advice: ['waiting-for-help'],
        },
        {
          text: 'Leg, ankle or foot crushed, run over, or hit hard by a heavy object',
          reason:
            'R/O: crush fracture, compartment syndrome, open or multiple fractures\nREASON: Issue 31: an injury from severe force, such as a blow from a heavy object, is 999 or A&E (Sheffield Aches and Pains, NHS MSK, Ankle sprain).',
          advice: ['waiting-for-help'],
        },
        {
          text: 'Fall with hip or groin pain <b>and</b> cannot stand or walk, or the leg is shortened or turned out',
          reason:
            'R/O: hip fracture\nNOTE: Common in older adults after a minor fall. Call 911 for transport if the person cannot be moved safely.',
          advice: ['waiting-for-help'],
        },
        {
          text: 'Severe pain that keeps getting worse, with a tight, swollen calf, after a crush injury or in a cast',
          reason: 'R/O: compartment syndrome',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: '<b>Cannot take 4 steps</b> on the injured leg (both right after the injury and now), or bone tenderness at the ankle bones or middle of the foot',
          reason: 'R/O: ankle or foot fracture (Ottawa rules)',
        },
        {
          text: 'A crack or snap heard or felt at the time of the injury',
          reason:
            'R/O: fracture\nREASON: Issue 31: a crack heard at the time of injury suggests a broken bone; an X-ray today (urgent care), as for a suspected fracture without deformity, a wound or a cold foot.',
        },
        {
          text: 'Knee swelled up within a few hours of a twist, or the knee is locked and cannot be straightened',
          reason: 'R/O: ligament tear with bleeding into the joint, meniscal tear, fracture',
        },
        {
          text: 'A pop at the back of the ankle with trouble pushing off or standing on tiptoe',
          reason: 'R/O: Achilles tendon rupture',
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['call-back']),
        {
          text: 'Can walk but with a marked limp, and moderate pain or swelling',
          reason: 'R/O: moderate sprain, possible non-displaced fracture',
          advice: ['rice', 'walking', 'pain-medicine', 'call-back'],
        },
        {
          text: 'Diabetes with loss of feeling in the feet, and a foot injury with swelling or a wound',
          reason: 'R/O: missed fracture or infection in a neuropathic foot',
          advice: ['rice', 'call-back'],
        },
        {
          text: 'New calf pain, swelling or warmth days after a leg injury or while in a cast',
          reason: 'R/O: deep vein thrombosis',
          advice: ['call-back'],
          smap: 'leg-swelling-pain',
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Pain or limping not improving after 1 week, or the knee keeps giving way',
          reason: 'R/O: missed fracture, ligament or meniscal injury',
          advice: ['rice', 'walking', 'pain-medicine', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Painful, swollen toe that may be broken, with normal walking otherwise',
          reason: 'R/O: toe fracture (buddy taping is usually enough; the big toe may need an X-ray)',
          advice: ['toe', 'rice', 'pain-medicine', 'call-back'],
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Mild sprain, strain or bruise: can walk on it with little or no limp, and the foot is warm with normal feeling',
          reason: 'REASON: Mild sprain, strain or bruise. Home care.',
          advice: ['rice', 'walking', 'pain-medicine', 'call-back'],
        },
        {
          text: 'Stubbed or jammed toe (not the big toe) that is sore but straight',
          reason: 'REASON: Minor toe injury. Home care.',
          advice: ['toe', 'pain-medicine', 'call-back'],
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
            'Do not put weight on the leg. Support it with pillows in the position it is in.',
            'Apply a cold pack wrapped in a cloth. Do not eat or drink in case surgery is needed.',
            'Do not drive yourself.',
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
            'Rest the injured leg for 1 to 2 days.',
            'Apply a cold pack or ice wrapped in a cloth for 20 minutes every 2 to 3 hours for the first 2 days.',
            'An elastic bandage may reduce swelling; loosen it if the toes become numb, cold or blue.',
            'Raise the leg above the heart level when sitting or lying.',
          ],
        },
        {
          key: 'walking',
          title: 'Walking',
          nuggets: [
            'Walk as much as the pain allows; gentle movement speeds healing of sprains.',
            'Use crutches or a cane if walking is painful, and wear a supportive shoe or ankle brace.',
          ],
        },
        {
          key: 'toe',
          title: 'Toe Injury',
          nuggets: [
            'Tape the injured toe to the toe next to it with a piece of gauze between them (buddy taping).',
            'Wear a stiff-soled, roomy shoe.',
          ],
        },
        painMedicineTopic(),
        {
          key: 'call-back',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Sudden shortness of breath or chest pain: call 911.',
            'The foot becomes cold, pale, blue or numb, or the pain becomes severe.',
            'You cannot walk, or the calf becomes swollen, warm and painful.',
            'The pain is not better after 1 week.',
            'You think you need to be seen, or you get worse.',
          ],
        },
      ],
    },
  ],
});
