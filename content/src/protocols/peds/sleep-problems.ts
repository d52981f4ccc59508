import { defineProtocol } from '../../source/define-protocol.ts';
import { unclearSymptom } from '../shared/findings.ts';
import { LIFE_THREATENING_SCREEN, SCHMITT_PROTOCOLS, SEEN_OR_WORSE_NUGGET } from './common/shared.ts';

export default defineProtocol({
  slug: 'sleep-problems',
  sourceProtocolId: 359,
  audience: 'peds',
  title: 'Sleep Problems (Child or Teen)',
  keywords: [
    'insomnia',
    'cant sleep',
    "can't sleep",
    'trouble sleeping',
    'wont sleep',
    'not sleeping',
    'sleep problems',
    'night waking',
    'wakes up at night',
    'nightmares',
    'night terrors',
    'sleepwalking',
    'snoring',
    'bedtime problems',
  ],
  definition:
    'Trouble falling asleep or staying asleep, night waking, nightmares, night terrors or sleepwalking in a child or teen who is otherwise well.',
  background:
    '<p>Sleep problems are very common. Most are behavioral (bedtime resistance, needing a parent to fall asleep, late screens in teens) and improve with a regular routine. Night terrors and sleepwalking come in the first hours of sleep, the child does not remember them, and they are outgrown.</p>' +
    '<p>Loud snoring with pauses in breathing may be sleep apnea from large adenoids. A teen who stops sleeping may be depressed or anxious; ask about mood and safety.</p>',
  initialAssessment: [
    '1. PATTERN: Trouble falling asleep, waking at night, nightmares or night terrors? How many nights each week?',
    '2. DURATION: How long has it been going on? Any change or stress at home or school?',
    '3. DAYTIME: Sleepy in the day, or trouble at school?',
    '4. SEVERITY: What does it stop your child doing?',
    '- MILD: tired at times but goes to school and plays as usual',
    '- MODERATE: misses some school or activities, or the family is up most nights',
    '- SEVERE: cannot do usual activities, or falls asleep at school most days',
    '5. OTHER SYMPTOMS: Snoring with pauses in breathing, pain, itching, cough at night, low mood or worry?',
    '6. SAFETY (teen): Any thoughts of self-harm?',
  ].join('\n'),
  references: [SCHMITT_PROTOCOLS],
  useDifferentProtocolIf: [
    { protocol: 'suicide-concerns-teen', text: 'Thoughts of suicide or self-harm are the main concern.' },
    { protocol: 'crying-baby', text: 'A baby who cries and cannot be settled.' },
    { protocol: 'breathing-difficulty', text: 'Trouble breathing at night is the main concern.' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        LIFE_THREATENING_SCREEN,
        {
          text: 'Stops breathing in sleep for 20 seconds or more, or turns blue or limp, and is not back to normal',
          reason: 'R/O: apnea, airway obstruction',
          smap: 'breathing-difficulty',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: 'Talks about suicide or self-harm',
          reason: 'R/O: suicide risk\nNOTE: Offer 988.',
          smap: 'suicide-concerns-teen',
        },
        {
          text: 'A night-time spell of stiffening, jerking, or being unable to wake afterwards',
          reason: 'R/O: seizure in sleep',
          smap: 'seizure',
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['call-back']),
        {
          text: 'Cannot sleep because of pain, itching, cough or another symptom',
          reason:
            'R/O: untreated illness\nREASON: The cause needs an examination; the protocol for the symptom may fit better.',
          advice: ['routine', 'call-back'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Loud snoring most nights with pauses in breathing or gasping that a parent has seen',
          reason: 'R/O: obstructive sleep apnea (large tonsils or adenoids)',
          advice: ['routine', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Trouble sleeping on 3 nights or more each week for <b>4 weeks or more</b>, and it keeps your child from school or usual activities',
          reason: 'R/O: chronic insomnia, anxiety, depression',
          advice: ['routine', 'call-back'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Bedtime struggles, night waking, nightmares or night terrors in a child who is otherwise well and only tired at times in the day',
          reason: 'REASON: Common sleep problems. Routine and reassurance.',
          advice: ['routine', 'call-back'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Home Care Advice',
      topics: [
        {
          key: 'routine',
          title: 'A Sleep Routine',
          nuggets: [
            'Keep the same bedtime and wake time every day, with a calm routine of 20 to 30 minutes (bath, teeth, story).',
            'No screens for an hour before bed and no devices in the bedroom at night; no caffeine (cola, energy drinks) after midday.',
            'Put your child to bed drowsy but awake, so they learn to fall asleep on their own.',
            'Night terrors: do not wake your child; keep them safe and wait, it passes within minutes.',
          ],
        },
        {
          key: 'call-back',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Pauses in breathing, turning blue or a seizure in sleep: call 911.',
            'Talk of suicide or self-harm: call 988, or 911 if there is a plan.',
            SEEN_OR_WORSE_NUGGET,
          ],
        },
      ],
    },
  ],
});
