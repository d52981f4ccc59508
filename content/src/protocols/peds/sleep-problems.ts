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
        {
          text: 'New <b>bedwetting</b> with thirst, passing much more urine or weight loss, or with pain on passing urine',
          reason:
            'R/O: new diabetes, urinary tract infection\nREASON: New wetting with thirst or weight loss needs a urine and blood sugar test the same day; with pain it needs a urine test. Public sources (CHOC Children’s, Sleep FAQ) ask parents to seek help for new bedwetting in an older child (issue 31 reference review).',
          advice: ['call-back'],
          smap: 'urination-pain',
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Loud snoring most nights, or pauses in breathing or gasping in sleep that a parent has seen',
          reason:
            'R/O: obstructive sleep apnea (large tonsils or adenoids)\nREASON: Public sources (CHOC Children’s, Sleep FAQ) ask parents to seek help for loud snoring or gasping in sleep (issue 31 reference review).',
          advice: ['routine', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'A sleep problem <b>and</b> any of these:<ul><li>trouble falling asleep or staying asleep on 4 nights or more each week</li><li>going on for 3 weeks or more even with a regular bedtime routine</li><li>it clearly affects concentration, behavior or mood in the day</li><li>low mood, worry or anxiety seems to be part of it</li><li>a long-term condition that can affect sleep (such as asthma, eczema, ADHD or autism)</li></ul>',
          reason:
            'R/O: chronic insomnia, anxiety, depression, a medical cause\nREASON: A frequent, lasting or disabling sleep problem needs an assessment. Public sources (Boys Town National Research Hospital: most nights, more than a few weeks, or affecting the day, see a pediatrician; Offspring Health, Insomnia in children: more than 3 nights a week or a medical condition, consult a doctor; CHOC Children’s, Sleep FAQ: depression or anxiety) (issue 31 reference review; it needed 4 weeks and missed activities).',
          advice: ['routine', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: '<b>Nightmares</b> that keep coming back about the same thing, or that started after a frightening or upsetting experience',
          reason:
            'R/O: anxiety, post-traumatic stress\nREASON: Repeated or trauma-related nightmares may need counselling. Public sources (NHS content via Zana, Nightmares) say to see the GP (issue 31 reference review).',
          advice: ['routine', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: '<b>Sleepwalking</b> that puts your child in danger (leaving the house, going near stairs, windows or the road)',
          reason:
            'R/O: parasomnia with injury risk\nREASON: Safety planning and sometimes treatment are needed. Public sources (CHOC Children’s, Sleep FAQ) ask parents to seek help for safety concerns at night (issue 31 reference review).',
          advice: ['routine', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'New <b>bedwetting</b> in a child who had been dry at night, with no thirst, no weight loss and no pain on passing urine',
          reason:
            'R/O: constipation, stress, urinary tract infection\nREASON: New wetting in an older child needs a check and a urine test. Public sources (CHOC Children’s, Sleep FAQ) ask parents to seek help (issue 31 reference review).',
          advice: ['routine', 'call-back'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Bedtime struggles, trouble falling asleep, night waking, occasional nightmares or night terrors in a child or teen who is otherwise well and only tired at times in the day',
          reason:
            'REASON: Common sleep problems. Routine and reassurance (NHS content on nidirect, Night terrors; NHS Healthier Together (what0-18), Sleeping; issue 31 reference review).',
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
            'Night terrors: do not wake your child; keep them safe and wait, it passes within minutes. If they come at the same time most nights, gently waking your child 15 minutes before that time for 7 nights can stop them.',
            'Nightmares: comfort your child and talk about worries in the day; a calm, relaxing bedtime routine helps.',
            'Sleepwalking: lock outside doors and windows, put a gate at the top of the stairs, and gently lead your child back to bed.',
          ],
        },
        {
          key: 'call-back',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Pauses in breathing, turning blue or a seizure in sleep: call 911.',
            'Talk of suicide or self-harm: call 988, or 911 if there is a plan.',
            'The sleep problem is on most nights, lasts 3 weeks or more, or affects your child in the day.',
            SEEN_OR_WORSE_NUGGET,
          ],
        },
      ],
    },
  ],
});
