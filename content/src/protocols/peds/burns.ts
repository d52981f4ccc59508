import { defineProtocol } from '../../source/define-protocol.ts';
import { unclearSymptom } from '../shared/findings.ts';
import {
  LIFE_THREATENING_SCREEN,
  PAIN_MEDICINE_NUGGET,
  SCHMITT_PROTOCOLS,
  SEEN_OR_WORSE_NUGGET,
} from './common/shared.ts';

export default defineProtocol({
  slug: 'burns',
  sourceProtocolId: 330,
  audience: 'peds',
  title: 'Burns and Sunburn',
  keywords: [
    'burn',
    'burns',
    'burnt',
    'burned',
    'burnd',
    'burned hand',
    'burnt hand',
    'burned finger',
    'hand burn',
    'burned on stove',
    'stove burn',
    'scald',
    'scalded',
    'hot water burn',
    'hot coffee spilled',
    'spilled tea',
    'touched the stove',
    'hot stove',
    'oven burn',
    'curling iron burn',
    'hair straightener burn',
    'iron burn',
    'blister from burn',
    'burn blister',
    'sunburn',
    'sun burn',
    'sunburnt',
    'sun poisoning',
    'chemical burn',
    'electrical burn',
    'electric shock',
    'shocked by outlet',
    'bit electric cord',
    'fireworks burn',
    'smoke inhalation',
    'breathed in smoke',
    'house fire',
    'campfire burn',
    'owie hot',
  ],
  definition:
    '<p>A burn of the skin from heat (hot liquids, steam, stoves, irons, flames), the sun, chemicals or electricity.</p>',
  background:
    '<p>Scalds from hot drinks, bath water and cooking are the commonest burns in young children. <b>Superficial (first-degree)</b> burns, including most sunburns, are red and painful without blisters. <b>Partial-thickness (second-degree)</b> burns blister. <b>Full-thickness (third-degree)</b> burns look white, leathery or charred and may not hurt. Burns of the face, hands, feet, genitals and over joints, and burns larger than the child’s palm, need medical care.</p>' +
    '<p>Cool running water for 20 minutes, started as soon as possible (up to 3 hours after the burn), reduces the depth of the burn. Ice, butter and toothpaste should not be used. Smoke inhalation, electrical injuries from household current or lightning, and burns in a pattern that does not fit the story (for example cigarette-shaped or “glove” burns from immersion) need emergency or urgent assessment.</p>',
  initialAssessment: [
    '1. CAUSE: What caused the burn (hot liquid, object, flame, sun, chemical, electricity)? When?',
    '2. LOCATION: Where is the burn? Face, hands, feet, genitals, over a joint?',
    '3. SIZE: How big is it compared with the palm of your child’s hand? (A parent’s hand is 2 to 4 times a young child’s palm: "bigger than my hand" is larger than the child’s palm.)',
    '4. APPEARANCE: Is the skin red only, blistered, or white, leathery or charred?',
    '5. BREATHING: Was your child in a fire or smoke? Any cough, hoarse voice or trouble breathing?',
    '6. FIRST AID: Has the burn been cooled with running water?',
    '7. SUNBURN: Any fever, headache, vomiting or feeling faint with a sunburn?',
    '8. SEVERITY: How much does it stop your child doing usual things?',
    '- MILD: plays, eats and sleeps as usual',
    '- MODERATE: stops some play or wakes your child from sleep, still drinks',
    '- SEVERE: cannot play or do anything, cries when moved or touched, or will not drink',
  ].join('\n'),
  firstAid:
    '<p><b>Heat burns:</b> hold the burn under cool running tap water for 20 minutes. Remove clothing and jewelry from the area unless stuck to the skin. Do not use ice, butter or ointments. Keep the child warm otherwise.</p>' +
    '<p><b>Chemical burns:</b> brush off dry powder, then rinse with running water for 20 minutes. Call Poison Control (1-800-222-1222) about the product.</p>' +
    '<p><b>Electrical injury:</b> turn off the power before touching the child.</p>',
  references: [
    SCHMITT_PROTOCOLS,
    {
      title: 'Burns and scalds (Clinical Knowledge Summary)',
      author: 'National Institute for Health and Care Excellence',
      source: 'NICE Clinical Knowledge Summaries',
    },
    {
      title: 'Guidelines for the operation of burn centers (referral criteria)',
      author: 'American Burn Association',
      source: 'American Burn Association and American College of Surgeons Committee on Trauma',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'eye-injury', text: 'A chemical or burn involves the eye' },
    { protocol: 'wound-infection', text: 'A burn 2 days or more old now looks infected' },
    { protocol: 'poisoning-swallowed-object', text: 'A chemical was swallowed' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        LIFE_THREATENING_SCREEN,
        {
          text: '<b>Trouble breathing</b>, coughing, hoarse voice, soot in the mouth or nose, or burns of the face, mouth or nose, after a fire or smoke',
          reason:
            'R/O: Inhalation injury, airway burn, carbon monoxide poisoning\nREASON: Burns of the airway can swell shut within hours, and smoke can carry carbon monoxide.',
        },
        {
          text: 'Large burn (not sunburn): blistered or deep burns covering <b>more than 10 palms</b> of your child’s hand, or the child is confused or very drowsy',
          reason:
            'R/O: Major burn, burn shock\nREASON: Large burns cause fluid loss and shock and need a burn center.\nFIRST AID: Cool with water for 20 minutes if possible, then cover with clean plastic wrap or a clean sheet and keep the child warm.',
        },
        {
          text: 'Electric shock from <b>high voltage</b> or lightning, or any electric shock followed by fainting, a seizure or an irregular heartbeat',
          reason:
            'R/O: Cardiac arrhythmia, deep tissue injury\nREASON: Electrical injuries can stop the heart and burn deep tissues.',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: 'Blistered or deep burn (not sunburn) <b>larger than your child’s palm</b> (the child’s own palm and fingers; a burn as big as an adult’s hand is larger), or a <b>white, leathery or charred</b> burn of any size',
          reason:
            'R/O: Significant partial- or full-thickness burn\nREASON: These burns need wound care in an emergency department or burn center.',
        },
        {
          text: 'Blistered burn of the <b>face or genitals</b>, a blistered burn <b>larger than a coin</b> on the hands or feet or over a joint, or a burn that goes all the way around a finger, arm or leg',
          reason:
            'R/O: Burn of a critical area\nREASON: Burns of these areas can cause scarring that limits movement and need specialist care.',
        },
        {
          text: 'Electric shock from a household outlet or cord with any burn, or a child who <b>bit an electric cord</b>',
          reason:
            'R/O: Electrical burn of the mouth, deep tissue injury\nREASON: Electrical burns are deeper than they look; mouth burns from cords can bleed days later.',
        },
        {
          text: '<b>Chemical burn</b>: the skin is still red, blistered or painful after 20 minutes of rinsing',
          reason:
            'R/O: Chemical burn\nREASON: Chemical burns keep burning until fully washed off and may be deep. Public sources (NHS GGC Royal Hospital for Children, Burns and scalds; Seattle Children’s, Burns) send chemical burns to the emergency department; it was only a chemical burn with blisters or still hurting here (issue 31 reference review).\nNOTE: Skin that looks and feels normal after rinsing is not a burn: give the first aid and reasons to call back.',
        },
        {
          text: 'Breathed in smoke in a <b>house fire</b> or another closed space, even with no cough or breathing trouble now',
          reason:
            'R/O: Smoke inhalation, carbon monoxide poisoning\nREASON: Cough, a sore throat and trouble breathing can start hours after smoke is breathed in, and carbon monoxide can only be measured with a blood test. Public sources (NHS GGC Royal Hospital for Children, Burns and scalds: seek medical attention after breathing in smoke or fumes, symptoms may be delayed; Seattle Children’s, Burns: house fire burn) (issue 31 reference review). Trouble breathing, coughing or a hoarse voice is 911 (asked above).',
        },
        {
          text: 'Burn pattern does not fit the story, or concern that the burn was <b>not an accident</b>',
          reason:
            'R/O: Inflicted burn\nREASON: Burns are a common form of child abuse (cigarette burns, immersion burns of hands, feet or buttocks).\nNOTE: Follow practice policy and local law for reporting suspected abuse.',
        },
        {
          text: '<b>Sunburn</b> with fever, vomiting, headache, confusion or feeling faint',
          reason:
            'R/O: Heat exhaustion, heat stroke, severe sunburn with dehydration\nREASON: These symptoms need urgent cooling and fluids.',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: 'Small blistered burn (<b>smaller than a coin</b>) on a hand, finger or foot',
          reason:
            'R/O: Partial-thickness burn of a functional area\nREASON: Burns of the hands and feet can limit movement as they heal and need proper dressings and follow-up.',
          advice: ['burn-care', 'pain', 'callback'],
        },
        {
          text: 'Blistered burn <b>smaller than the palm</b> of your child’s hand with pain that keeps the child from sleeping or playing even after pain medicine, or a burn in a baby <b>younger than 1 year</b>',
          reason:
            'R/O: Partial-thickness burn\nREASON: Blistered burns need dressings and follow-up, and babies need a careful look at the cause and the depth.',
          advice: ['burn-care', 'pain', 'callback'],
        },
        {
          text: 'Sunburn with <b>large blisters</b> or swelling, or the child cannot sleep from the pain',
          reason: 'R/O: Severe (second-degree) sunburn\nREASON: Blistering sunburns need wound care and pain control.',
          advice: ['sunburn', 'pain', 'callback'],
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['callback']),
        {
          text: 'Blistered burn with a blister <b>1/2 inch (12 mm) or larger</b>, a blister that has broken open, or 2 blisters or more, all smaller than the palm of your child’s hand, not on the face, hands, feet, genitals or a joint, with pain that pain medicine helps',
          reason:
            'REASON: A partial-thickness burn needs its blisters and dressing checked today. Seattle Children’s (Burns) asks for a visit within 24 hours when a blister is present, except a small closed blister smaller than 1/2 inch (12 mm); it was a blister larger than a coin here (issue 31 reference review).',
          advice: ['burn-care', 'pain', 'callback'],
        },
        {
          text: 'Burn looks <b>infected</b> (spreading redness, pus, increasing pain) or smells bad',
          reason: 'R/O: Burn wound infection\nREASON: Infected burns need antibiotics.',
          advice: ['burn-care', 'callback'],
          smap: 'wound-infection',
        },
        {
          text: 'No tetanus shot in the past 5 years and the burn is blistered or deeper',
          reason:
            'R/O: Tetanus risk\nREASON: A tetanus booster is advised for burns deeper than first degree when the last dose was 5 years ago or longer.',
          advice: ['burn-care', 'callback'],
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Minor burn: red and painful <b>without blisters</b> (first-degree) anywhere on the body, or one small closed blister smaller than 1/2 inch (12 mm) that is not on the face, hands, feet or genitals',
          reason: 'R/O: Superficial burn\nREASON: Small superficial burns heal in about 1 week with home care.',
          advice: ['burn-care', 'pain', 'prevention', 'callback'],
        },
        {
          text: 'Mild <b>sunburn</b>: red and sore skin, no blisters or only a few small ones, and your child feels well',
          reason: 'R/O: Mild sunburn\nREASON: Mild sunburn can be treated at home.',
          advice: ['sunburn', 'pain', 'prevention', 'callback'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Burn Care',
      topics: [
        {
          key: 'burn-care',
          title: 'Minor Burns',
          nuggets: [
            'Cool the burn under running tap water for 20 minutes if not already done.',
            'Wash gently with soap and water. Do not use ice, butter or toothpaste.',
            'Leave small blisters unbroken. If a blister breaks, trim the loose skin with clean scissors, put on antibiotic ointment and cover with a non-stick bandage.',
            'Change the dressing every day, or when it gets wet or dirty.',
          ],
        },
        {
          key: 'sunburn',
          title: 'Sunburn',
          nuggets: [
            'Cool baths or cool, wet cloths for 10 minutes, several times a day.',
            'A moisturizing cream or aloe vera gel can soothe the skin. Do not use creams ending in “-caine”.',
            'Give extra fluids for the next 2 days.',
            'Keep your child out of the sun until the skin has healed.',
          ],
        },
        {
          key: 'pain',
          title: 'Pain',
          nuggets: [PAIN_MEDICINE_NUGGET],
        },
        {
          key: 'prevention',
          title: 'Preventing Burns',
          nuggets: [
            'Set the water heater to 120 °F (49 °C) or lower, and test bath water before your child gets in.',
            'Keep hot drinks and pot handles out of reach. Do not hold a child while drinking a hot drink.',
            'Use a broad-spectrum sunscreen (SPF 30 or higher) on children 6 months or older, hats and shade. Keep babies younger than 6 months out of direct sun.',
          ],
        },
        {
          key: 'callback',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Signs of infection: spreading redness, pus, red streaks, increasing pain, or fever',
            'Blisters become large or the burn looks deeper',
            'Pain is not helped by pain medicine',
            'The burn is not healed in 10 days',
            SEEN_OR_WORSE_NUGGET,
          ],
        },
      ],
    },
  ],
});
