import { defineProtocol } from '../../source/define-protocol.ts';
import { lifeThreateningScreen } from '../shared/adult-advice.ts';
import { unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'sleep-problems',
  sourceProtocolId: 253,
  audience: 'adult',
  title: 'Sleep Problems (Insomnia)',
  keywords: [
    'insomnia',
    'insomina',
    'cant sleep',
    "can't sleep",
    'cannot sleep',
    'trouble sleeping',
    'not sleeping',
    'sleep problems',
    'sleepless',
    'wakes up at night',
    'waking up at night',
    'up all night',
    'sleeping pills',
    'sleep medicine',
    'snoring',
  ],
  definition:
    'Trouble falling asleep, staying asleep or waking too early in an adult, with tiredness or poor functioning in the day.',
  background:
    '<p>Short-term trouble sleeping is common after stress, travel, shift work, illness, caffeine or alcohol and usually settles within a few weeks with good sleep habits. Trouble sleeping on 3 nights or more each week for 3 months or more is chronic insomnia; talking therapy for insomnia (CBT-I) is the first treatment.</p>' +
    '<p>Poor sleep can be the first sign of depression, anxiety, mania, pain, breathlessness at night (heart failure, asthma), an overactive thyroid, sleep apnea or a medicine side effect. A person who does not sleep and feels full of energy, or who has thoughts of suicide, needs help the same day or sooner.</p>',
  initialAssessment: `1. PATTERN: Trouble getting to sleep, staying asleep, or waking too early? How many nights each week?
2. DURATION: How long has it been going on? Did it start after a stress, a new medicine or an illness?
3. DAYTIME: How does it affect the day: work, driving, mood?
4. SEVERITY: What does the poor sleep stop the person doing?
- MILD: tired in the day but does usual activities
- MODERATE: stops some usual activities (misses work, naps to get through the day)
- SEVERE: cannot do usual activities, or falls asleep while driving or at work
5. OTHER SYMPTOMS: Low mood, worry, pain, breathlessness or coughing at night, loud snoring with pauses in breathing?
6. SUBSTANCES: Caffeine, alcohol, nicotine, drugs, or new medicines (steroids, decongestants)?
7. SAFETY: Any thoughts of harming themselves?`,
  references: [
    {
      title: 'Insomnia (Clinical Knowledge Summary)',
      author: 'National Institute for Health and Care Excellence',
      source: 'NICE CKS',
    },
    {
      title: 'Telephone Triage Protocols for Nurses',
      author: 'Briggs JK',
      source: 'Wolters Kluwer (5th edition)',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'depression-suicide-concerns', text: 'Low mood or thoughts of suicide are the main concern.' },
    { protocol: 'anxiety-panic', text: 'Worry or panic attacks are the main concern.' },
    { protocol: 'breathing-difficulty', text: 'Waking up short of breath is the main concern.' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        lifeThreateningScreen(),
        {
          text: 'Has a plan to harm or kill themselves, or has taken too many sleeping pills or other medicines',
          reason: 'R/O: suicide attempt, overdose\nNOTE: Stay on the line.',
          smap: 'depression-suicide-concerns',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: 'Thoughts of suicide without a plan, or cannot keep themselves safe',
          reason: 'R/O: suicide risk needing same-day crisis assessment\nNOTE: Offer 988.',
          smap: 'depression-suicide-concerns',
        },
        {
          text: 'Sleeping 3 hours a night or less for 2 nights or more while feeling full of energy, talking fast, or spending or acting in ways that are unlike the person',
          reason: 'R/O: mania, psychosis\nREASON: Needs an assessment now.',
        },
        {
          text: 'Wakes at night <b>short of breath</b> and has to sit up to breathe',
          reason: 'R/O: heart failure, asthma',
          smap: 'breathing-difficulty',
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['call-back']),
        {
          text: 'Cannot sleep because of pain, a new medicine, or shaking and sweating after cutting down on alcohol or sleeping pills',
          reason: 'R/O: untreated pain, medicine side effect, withdrawal',
          advice: ['sleep-habits', 'call-back'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Trouble sleeping on 2 nights or more a week for <b>4 weeks or more</b>, or that keeps the person from work or usual activities in the day, or that better sleep habits have not helped',
          reason:
            'R/O: chronic insomnia, depression, anxiety\nREASON: NHS inform (insomnia) asks for the GP practice when poor sleep lasts more than a month, affects daily life, or has not got better with changed sleep habits; WebMD asks for a doctor for sleep problems more than once a week for several weeks. Talking therapy for insomnia works and is offered first.',
          advice: ['sleep-habits', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Loud snoring with pauses in breathing, or gasping, snorting or choking noises in sleep, that someone has noticed, or sleepy all day even after a full night in bed',
          reason:
            'R/O: obstructive sleep apnea\nREASON: NHS (sleep apnoea) asks for a GP for breathing that stops and starts, gasping or choking noises in sleep, or always feeling tired in the day; WebMD asks for a doctor for waking tired after a full night.\nNOTE: Advise no driving while drowsy.',
          advice: ['sleep-habits', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Falls asleep without warning in the day (while driving, at work or in the middle of a conversation), or sudden brief weakness (knees buckling, head or jaw dropping) when laughing or with a strong feeling',
          reason:
            'R/O: narcolepsy with cataplexy, obstructive sleep apnea, medicine side effect\nREASON: NHS (narcolepsy) asks for a GP for falling asleep suddenly without warning or for brief muscle weakness set off by emotion; WebMD asks for a doctor when a person has to push through driving or work because of tiredness.\nNOTE: Advise no driving until seen. A collapse with loss of consciousness is asked in Fainting or Seizure.',
          advice: ['sleep-habits', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Sleepwalking, acting out dreams, or jerking or other unusual movements in sleep that someone has noticed',
          reason:
            'R/O: parasomnia, REM sleep behaviour disorder, restless legs or periodic limb movements, seizures in sleep\nREASON: WebMD asks the person to tell the doctor when a bed partner notices snoring, sleepwalking or unusual movements at night; a routine visit. A seizure is asked in Seizure.',
          advice: ['sleep-habits', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Asks for sleeping pills, or for a refill of a sleeping medicine',
          reason: 'REASON: Sleeping pills need a review of the cause and the risks with the provider.',
          advice: ['sleep-habits', 'call-back'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Trouble sleeping for less than 4 weeks, or after a stress, travel or shift change, and the person only feels tired in the day',
          reason: 'REASON: Short-term insomnia. Sleep habits and call back if it lasts.',
          advice: ['sleep-habits', 'call-back'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Home Care Advice',
      topics: [
        {
          key: 'sleep-habits',
          title: 'Sleep Habits That Help',
          nuggets: [
            'Get up at the same time every day, even after a bad night, and avoid naps in the day.',
            'Go to bed only when sleepy. If you are awake for more than about 20 minutes, get up and do something calm in dim light, then go back to bed.',
            'No caffeine after midday; avoid alcohol and nicotine in the evening. Alcohol helps you fall asleep but wakes you later.',
            'Keep the bedroom dark, quiet and cool, and put screens away an hour before bed.',
            'Do not drive or use machines when you are drowsy.',
          ],
        },
        {
          key: 'call-back',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Thoughts of harming yourself: call 911 or 988 now.',
            'Trouble sleeping lasts 4 weeks or more, or stops you from working or usual activities.',
            'You think you need to be seen, or you get worse.',
          ],
        },
      ],
    },
  ],
});
