import { defineProtocol } from '../../source/define-protocol.ts';
import { lifeThreateningScreen } from '../shared/adult-advice.ts';
import { unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'eating-disorder-concerns',
  sourceProtocolId: 254,
  audience: 'adult',
  title: 'Eating Disorder Concerns',
  keywords: [
    'eating disorder',
    'anorexia',
    'anorexic',
    'bulimia',
    'bulimic',
    'binge eating',
    'bingeing',
    'purging',
    'making myself sick',
    'making herself sick',
    'not eating',
    'starving myself',
    'weight loss on purpose',
    'laxative abuse',
    'afraid of gaining weight',
  ],
  definition:
    'Worry about eating in an adult: eating very little, bingeing, making oneself vomit, misusing laxatives or exercising to control weight, or a caller worried about someone who does.',
  background:
    '<p>Anorexia, bulimia, binge eating and related eating disorders are common, serious and treatable; the earlier treatment starts, the better. People with an eating disorder may not see it as a problem, and a normal weight does not rule one out.</p>' +
    "<p>The danger on the telephone is the body's reaction to starvation and purging: fainting, a slow or irregular heartbeat, low potassium from vomiting or laxatives (weakness, palpitations), and dehydration. Thoughts of suicide are more common than in other people and are asked about on every call.</p>",
  initialAssessment: `1. CONCERN: What is happening with eating: eating little, bingeing, vomiting on purpose, laxatives, exercise?
2. DURATION: How long? How much weight lost, over how long?
3. BODY: Any fainting, dizziness on standing, racing or irregular heartbeat, chest pain, weakness, vomiting blood?
4. SEVERITY: What does it stop the person doing?
- MILD: eats some meals and does usual activities
- MODERATE: skips most meals, or vomits or uses laxatives most days, and still does usual activities
- SEVERE: too weak or dizzy for usual activities, or eats almost nothing
5. SAFETY: Any thoughts of harming themselves?
6. CARE: Is the person already in treatment? Could the person be pregnant or have diabetes?`,
  references: [
    {
      title: 'Eating disorders: recognition and treatment (NICE guideline NG69)',
      author: 'National Institute for Health and Care Excellence',
      source: 'NICE, 2017',
    },
    {
      title: 'Telephone Triage Protocols for Nurses',
      author: 'Briggs JK',
      source: 'Wolters Kluwer (5th edition)',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'depression-suicide-concerns', text: 'Low mood or thoughts of suicide are the main concern.' },
    { protocol: 'fainting', text: 'Fainting is the main concern.' },
    { protocol: 'vomiting', text: 'Vomiting from an illness, not on purpose.' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        lifeThreateningScreen(),
        {
          text: 'Fainted and is not back to normal, had a seizure, or has chest pain or a racing or irregular heartbeat now',
          reason:
            'R/O: arrhythmia from starvation or low potassium, seizure from low sugar or salts\nREASON: Eating-disorder patient pages (Something Fishy, when to contact a medical professional) send fainting, an irregular pulse or a seizure in anorexia to the emergency room or 911.',
        },
        {
          text: 'Has a plan to harm or kill themselves, or has taken an overdose or harmed themselves',
          reason: 'R/O: suicide attempt\nNOTE: Stay on the line.',
          smap: 'depression-suicide-concerns',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: 'Fainted and now back to normal, or so dizzy on standing that they nearly faint',
          reason: 'R/O: low blood pressure, slow heart rate, dehydration',
        },
        {
          text: 'Too weak to get out of bed or to walk, eats or drinks almost nothing for 2 days or more, or no urine in 8 hours or more',
          reason:
            'R/O: severe malnutrition, dehydration, low potassium or sugar\nREASON: NICE (eating disorders, information for the public) says a person who is very dehydrated or has a severe imbalance of body salts needs medical care straightaway.\nNOTE: Other adult protocols ask no urine in 12 hours or more; here the cut-off is 8 hours, as for children, because a person who vomits on purpose or hardly eats or drinks loses body salts as well as water (issue 31: a cut-off of the condition’s own risk, at the same level).',
        },
        {
          text: '<b>Short of breath at rest</b> (breathless while sitting still or talking)',
          reason:
            'R/O: heart failure from starvation or refeeding, arrhythmia, pneumonia\nREASON: Shared finding: breathlessness at rest goes to the emergency department in every complaint.',
        },
        {
          text: 'Vomiting blood or material like coffee grounds',
          reason:
            'R/O: tear of the gullet from repeated vomiting\nREASON: Shared finding (vomiting blood): the emergency department in every protocol.',
        },
        {
          text: 'Thoughts of suicide without a plan, or cannot keep themselves safe',
          reason: 'R/O: suicide risk needing same-day crisis assessment\nNOTE: Offer 988.',
          smap: 'depression-suicide-concerns',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: 'Pregnant or has diabetes, and is skipping meals, vomiting on purpose or misusing insulin to lose weight',
          reason: 'R/O: risk to the pregnancy, low or high blood sugar',
        },
        {
          text: 'Chest pain, palpitations (a pounding, racing or fluttering heartbeat) or shortness of breath that came and went, in a person who is restricting food, purging or over-exercising',
          reason:
            'R/O: arrhythmia from low potassium or starvation, heart muscle damage\nREASON: Eating Disorders Advice (health facts, written by a registered nurse) says to always seek medical advice for shortness of breath, chest pain or palpitations; an ECG and blood salts are needed within hours. Symptoms present now are asked above (911).',
          advice: ['support', 'call-back'],
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['call-back']),
        {
          text: 'Vomits on purpose or uses laxatives or water pills most days, and has muscle cramps or weakness that come and go',
          reason: 'R/O: low potassium or other salt imbalance\nREASON: Needs blood tests the same day.',
          advice: ['support', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: '<b>Unable to cope</b> or feeling out of control (e.g., with eating, bingeing or vomiting), without thoughts of harm',
          reason:
            'R/O: mental health crisis with an eating disorder\nREASON: NHS GP practice pages on NHS 111 option 2 (Norwood Medical Centre) send feeling out of control or unable to cope to the 24-hour mental health crisis line: an assessment the same day. Thoughts of harm are asked above.',
          advice: ['support', 'call-back'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Eating very little, bingeing, vomiting on purpose, laxatives or hard exercise to control weight, or a fear of gaining weight, without the symptoms above',
          reason:
            'R/O: anorexia, bulimia, binge eating disorder\nREASON: Early assessment and referral to treatment improve recovery.',
          advice: ['support', 'call-back'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Already in treatment for an eating disorder, no new symptoms, and only wants advice or support until the next appointment',
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
          title: 'Support',
          nuggets: [
            'Eating disorders are illnesses, not choices, and they can be treated. Keep every appointment with the care team.',
            'Eat regular meals and snacks; do not skip meals to make up for eating more earlier.',
            'A family member or friend can help by eating meals together and talking without blame about food or weight.',
            'If you make yourself sick, see a dentist regularly, rinse with a non-acidic mouthwash after vomiting and do not brush your teeth straight away.',
            'The 988 Suicide and Crisis Lifeline (call or text 988) is open at any hour.',
          ],
        },
        {
          key: 'call-back',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Fainting, a seizure, chest pain or a racing or irregular heartbeat: call 911.',
            'Palpitations, chest pain or breathlessness that came and went: call back the same day.',
            'Thoughts of harming yourself: call 911 or 988 now.',
            'Too weak or dizzy to stand, or vomiting blood: go to the emergency department.',
            'You think you need to be seen, or you get worse.',
          ],
        },
      ],
    },
  ],
});
