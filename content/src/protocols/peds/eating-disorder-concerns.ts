import { defineProtocol } from '../../source/define-protocol.ts';
import { unclearSymptom } from '../shared/findings.ts';
import { LIFE_THREATENING_SCREEN, SCHMITT_PROTOCOLS, SEEN_OR_WORSE_NUGGET } from './common/shared.ts';

export default defineProtocol({
  slug: 'eating-disorder-concerns',
  sourceProtocolId: 358,
  audience: 'peds',
  title: 'Eating Disorder Concerns (Child or Teen)',
  keywords: [
    'eating disorder',
    'anorexia',
    'anorexic',
    'bulimia',
    'bulimic',
    'binge eating',
    'purging',
    'making herself sick',
    'making himself sick',
    'not eating to lose weight',
    'starving herself',
    'afraid of getting fat',
    'obsessed with weight',
    'weight loss teen',
  ],
  definition:
    'A parent or a young person worried about eating: eating very little, bingeing, vomiting on purpose, laxatives or hard exercise to control weight, or a fear of gaining weight.',
  background:
    '<p>Eating disorders often start in the early teens and can affect boys as well as girls. The young person may deny the problem; a parent’s worry is enough reason for an assessment. Family-based treatment works best when started early.</p>' +
    '<p>Danger signs on the telephone are fainting, a slow or irregular heartbeat, being too weak to stand, vomiting blood, and thoughts of suicide.</p>',
  initialAssessment: [
    '1. CONCERN: What is happening with eating: eating little, bingeing, vomiting on purpose, laxatives, exercise?',
    '2. DURATION: How long? How much weight lost? Have periods stopped?',
    '3. BODY: Any fainting, dizziness on standing, racing or irregular heartbeat, chest pain, feeling cold all the time?',
    '4. SEVERITY: What does it stop your child doing?',
    '- MILD: eats some meals, goes to school and plays sports as usual',
    '- MODERATE: skips most meals, or vomits most days, and still goes to school',
    '- SEVERE: too weak or dizzy for school or play, or eats almost nothing',
    '5. SAFETY: Any thoughts of self-harm or suicide?',
    '6. CARE: Is your child already seeing a doctor or therapist for this?',
  ].join('\n'),
  references: [
    {
      title: 'Eating disorders: recognition and treatment (NICE guideline NG69)',
      author: 'National Institute for Health and Care Excellence',
      source: 'NICE, 2017',
    },
    SCHMITT_PROTOCOLS,
  ],
  useDifferentProtocolIf: [
    { protocol: 'suicide-concerns-teen', text: 'Thoughts of suicide or self-harm are the main concern.' },
    { protocol: 'fainting', text: 'Fainting is the main concern.' },
    { protocol: 'vomiting', text: 'Vomiting from an illness, not on purpose.' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        LIFE_THREATENING_SCREEN,
        {
          text: 'Fainted and is not back to normal, or has chest pain or a racing or irregular heartbeat now',
          reason: 'R/O: arrhythmia from starvation or low potassium',
        },
        {
          text: 'Has had a <b>seizure</b> (fit), even if it has stopped',
          reason:
            'R/O: low sodium, sugar, potassium or phosphate from starvation, purging or drinking large amounts of water\nREASON: A seizure in a young person with an eating disorder is a medical emergency. Public sources (A.D.A.M. text reproduced by Something Fishy, Anorexia nervosa: when to contact a medical professional) say to go to the emergency room or call 911 (issue 31 reference review).\nFIRST AID: Lay the young person on their side; nothing in the mouth.',
        },
        {
          text: 'Has a plan to harm or kill themselves, or has taken an overdose',
          reason: 'R/O: suicide attempt\nNOTE: Stay on the line.',
          smap: 'suicide-concerns-teen',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: 'Fainted and now back to normal, or so dizzy on standing that your child nearly faints',
          reason: 'R/O: slow heart rate, low blood pressure, dehydration',
        },
        {
          text: 'Too weak to get out of bed or to walk, or eats or drinks almost nothing for 2 days or more',
          reason: 'R/O: severe malnutrition, dehydration, low potassium or sugar',
        },
        {
          text: 'Vomiting blood or material like coffee grounds',
          reason:
            'R/O: tear of the gullet from repeated vomiting\nREASON: Shared finding (vomiting blood): the emergency department in every protocol.',
        },
        {
          text: 'Talks about suicide or self-harm without a plan',
          reason: 'R/O: suicide risk needing same-day crisis assessment\nNOTE: Offer 988.',
          smap: 'suicide-concerns-teen',
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['call-back']),
        {
          text: 'Vomits on purpose or uses laxatives most days, or has lost weight that family or friends noticed within a few weeks',
          reason: 'R/O: salt imbalance, rapid malnutrition\nREASON: Needs an examination and blood tests the same day.',
          advice: ['support', 'call-back'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Eating very little, bingeing, vomiting on purpose, hard exercise to control weight, or a fear of gaining weight, without the symptoms above',
          reason:
            'R/O: anorexia, bulimia, avoidant eating, binge eating disorder\nREASON: Early assessment and family-based treatment improve recovery.',
          advice: ['support', 'call-back'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Already in treatment for an eating disorder, no new symptoms, and the parent only wants advice until the next appointment',
          reason: 'REASON: Known eating disorder with a care team. Support and reasons to call back.',
          advice: ['support', 'call-back'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Home Care Advice',
      topics: [
        {
          key: 'support',
          title: 'Supporting Your Child',
          nuggets: [
            'Eat regular family meals together and keep mealtimes calm; avoid comments about weight or body shape, including your own.',
            'Eating disorders are illnesses, not choices. Keep every appointment with the care team.',
            'The 988 Suicide and Crisis Lifeline (call or text 988) is open at any hour for teens and parents.',
          ],
        },
        {
          key: 'call-back',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Fainting, a seizure, chest pain or a racing or irregular heartbeat: call 911.',
            'Talk of suicide or self-harm: call 988, or 911 if there is a plan.',
            SEEN_OR_WORSE_NUGGET,
          ],
        },
      ],
    },
  ],
});
