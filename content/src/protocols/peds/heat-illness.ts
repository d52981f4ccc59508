import { defineProtocol } from '../../source/define-protocol.ts';
import { unclearSymptom } from '../shared/findings.ts';
import {
  INFANT_FEVER_SCREEN,
  LIFE_THREATENING_SCREEN,
  SCHMITT_PROTOCOLS,
  SEEN_OR_WORSE_NUGGET,
} from './common/shared.ts';

export default defineProtocol({
  slug: 'heat-illness',
  sourceProtocolId: 355,
  audience: 'peds',
  title: 'Heat Exposure and Heat Illness',
  keywords: [
    'heat exhaustion',
    'heat stroke',
    'heatstroke',
    'heat exaustion',
    'overheated',
    'over heated',
    'too hot',
    'hot car',
    'left in car',
    'left in hot car',
    'heat cramps',
    'dehydrated from heat',
    'sports practice heat',
    'sun stroke',
    'sunstroke',
    'dizzy in the heat',
    'fainted in the heat',
  ],
  definition:
    '<p>Symptoms from being too hot: after exercise or play in hot weather, a hot car, or overdressing: heat cramps, heat exhaustion and heat stroke.</p>',
  background:
    '<p>Children heat up faster than adults. <b>Heat cramps</b> are painful muscle cramps during exercise in the heat. <b>Heat exhaustion</b> causes heavy sweating, tiredness, dizziness, headache, nausea and a normal or slightly raised temperature; it responds to rest, cooling and fluids. <b>Heat stroke</b> is an emergency: a temperature of 104 °F (40 °C) or higher with confusion, strange behavior, fainting, a seizure or hot skin, sometimes without sweating. Cooling must start at once, before transport if possible.</p>' +
    '<p>A child left in a closed car can reach a dangerous temperature within minutes, even on a mild day.</p>',
  initialAssessment: [
    '1. EXPOSURE: What happened (sports, hot car, outdoors, overdressed)? For how long?',
    '2. MENTAL STATUS: Is your child alert and acting normally? Any confusion, fainting or seizure?',
    '3. TEMPERATURE: Has a temperature been taken? How high?',
    '4. SYMPTOMS: Sweating? Headache, dizziness, vomiting, cramps?',
    '5. FLUIDS: Can your child drink? When did your child last pass urine?',
    '6. SEVERITY: How much does it stop your child doing usual things?',
    '- MILD: plays, eats and sleeps as usual',
    '- MODERATE: stops some play or wakes your child from sleep, still drinks',
    '- SEVERE: cannot play or do anything, cries when moved or touched, or will not drink',
  ].join('\n'),
  firstAid:
    '<p><b>Possible heat stroke:</b> call 911, then move your child to a cool place, remove extra clothing, and cool fast: spray or sponge with cool water and fan, or put in a cool bath if alert. Put cold packs in the armpits and groin. Do not give fever medicine (it does not help heat stroke). Give sips of cool water only if fully awake.</p>',
  references: [
    SCHMITT_PROTOCOLS,
    {
      title: 'Climatic Heat Stress and Exercising Children and Adolescents (policy statement)',
      author: 'Council on Sports Medicine and Fitness and Council on School Health; American Academy of Pediatrics',
      source: 'Pediatrics. 2011;128(3):e741-e747',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'burns', text: 'Sunburn is the main problem' },
    { protocol: 'fainting', text: 'Fainting not related to heat' },
    { protocol: 'fever-3-months-or-older', text: 'Fever from an illness (not heat exposure)' },
    { protocol: 'fever-newborn', text: 'A baby younger than 3 months with a fever' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        LIFE_THREATENING_SCREEN,
        {
          text: '<b>Confused</b>, acting strangely, fainted, had a seizure, very hard to wake, or clumsy or unsteady, after heat exposure',
          reason:
            'R/O: Heat stroke\nREASON: Heat stroke damages the brain and organs and needs emergency cooling.\nFIRST AID: Cool your child right away while waiting for help.',
        },
        {
          text: 'Temperature 104 °F (40 °C) or higher after heat exposure or a hot car',
          reason: 'R/O: Heat stroke\nREASON: A very high body temperature from heat needs emergency cooling.',
        },
        {
          text: '<b>Hot skin that is not sweating</b> (it may look red), a racing heartbeat, or breathing very fast or short of breath, after heat exposure',
          reason:
            'R/O: Heat stroke\nREASON: A body that has stopped sweating, or a racing heart and fast breathing in the heat, is heat stroke. Public sources (Public Health Wales, Heat exhaustion and heatstroke) say to call 999 (issue 31 reference review).\nFIRST AID: Cool your child right away while waiting for help.',
        },
        {
          text: 'Baby or young child found in a <b>hot car</b> and not acting normally',
          reason: 'R/O: Heat stroke\nREASON: Children in closed cars overheat within minutes.',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: 'Was shut in a <b>hot car</b> or other hot, closed space for 10 minutes or more, even if acting normally now',
          reason:
            'R/O: Heat illness, evolving heat stroke\nREASON: Body temperature rises quickly in a closed car; the child needs a temperature check and an examination.\nNOTE: Follow practice policy and local law if a child was left alone in a car.',
        },
        INFANT_FEVER_SCREEN,
        {
          text: 'Still dizzy, vomiting, unable to drink, or floppy and sleepy <b>after 30 minutes</b> of rest, cooling and drinking',
          reason: 'R/O: Severe heat exhaustion, dehydration\nREASON: Fluids by vein may be needed.',
        },
        {
          text: 'Signs of <b>dehydration</b>: no urine in 8 hours or more, very dry mouth, no tears',
          reason: 'R/O: Dehydration\nREASON: Dehydration with heat illness needs urgent fluids.',
        },
        {
          text: 'Dark, cola-colored urine or severe muscle pain after exercise in the heat',
          reason: 'R/O: Exertional rhabdomyolysis\nREASON: Muscle breakdown can damage the kidneys.',
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['callback']),
        {
          text: 'Feeling better after cooling but still has a headache or feels weak <b>4 hours or more</b> later',
          reason: 'R/O: Heat exhaustion, dehydration\nREASON: Lingering symptoms need an examination.',
          advice: ['cool-down', 'fluids', 'callback'],
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Heat cramps, or mild heat exhaustion (sweaty, tired, mild headache) that is getting better with rest, cooling and fluids, and your child is alert',
          reason:
            'R/O: Heat cramps, mild heat exhaustion\nREASON: Mild heat illness responds to rest, cooling and fluids at home.',
          advice: ['cool-down', 'fluids', 'prevention', 'callback'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Heat Illness Care',
      topics: [
        {
          key: 'cool-down',
          title: 'Cool Down',
          nuggets: [
            'Move your child to shade or air conditioning and remove extra clothing.',
            'Sponge with cool water and fan the skin, or give a cool shower.',
            'Rest for the rest of the day; no sports until fully recovered.',
            'For cramps, gently stretch and massage the muscle.',
          ],
        },
        {
          key: 'fluids',
          title: 'Fluids',
          nuggets: [
            'Give cool water or a sports drink, small amounts often.',
            'Your child is drinking enough when urine is light yellow.',
          ],
        },
        {
          key: 'prevention',
          title: 'Preventing Heat Illness',
          nuggets: [
            'Drink before, during and after sports in hot weather; take breaks in the shade.',
            'Get used to the heat slowly, during 1 to 2 weeks at the start of the season.',
            'Never leave a child alone in a car, even for a minute.',
          ],
        },
        {
          key: 'callback',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Call 911 for confusion, fainting, a seizure or a temperature of 104 °F (40 °C) or higher',
            'Vomiting, or unable to drink',
            'Not better after 1 hour of rest and cooling',
            SEEN_OR_WORSE_NUGGET,
          ],
        },
      ],
    },
  ],
});
