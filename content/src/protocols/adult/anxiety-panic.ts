import { defineProtocol } from '../../source/define-protocol.ts';
import { lifeThreateningScreen } from '../shared/adult-advice.ts';
import { unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'anxiety-panic',
  sourceProtocolId: 245,
  audience: 'adult',
  title: 'Anxiety and Panic Attack',
  keywords: [
    'anxiety',
    'anxious',
    'anxiety attack',
    'panic attack',
    'panic attacks',
    'panicking',
    'panick attack',
    'anxeity',
    'nervous',
    'nerves',
    'stressed out',
    'stress',
    'worried all the time',
    'cant calm down',
    'freaking out',
    'feel like im dying',
    'hyperventilating',
    'hyperventilation',
    'cant breathe anxiety',
    'racing thoughts',
    'overwhelmed',
  ],
  definition:
    'Feelings of fear, worry or nervousness in an adult, and sudden episodes of intense fear with physical symptoms (panic attacks) such as a racing heart, fast breathing, shaking, sweating, tingling and a feeling of doom.',
  background:
    '<p>A panic attack comes on suddenly, peaks within about 10 minutes and usually settles within 30 minutes. It can cause a pounding heart, chest tightness, shortness of breath, tingling of the hands and around the mouth, dizziness, shaking and a fear of dying or losing control. Panic attacks are very unpleasant but not dangerous.</p>' +
    '<p>The triager must not assume that symptoms are "just anxiety": heart attack, pulmonary embolism, asthma, arrhythmia, low blood sugar, an overactive thyroid, and alcohol or sedative withdrawal can look like panic, especially in a first episode, in older adults and in people with risk factors. Chest pain with heart features is triaged with the Chest Pain protocol.</p>' +
    '<p>Anxiety often comes with depression. Every caller with severe anxiety should be asked about thoughts of suicide; the 988 Suicide and Crisis Lifeline (call or text 988 in the US) is available at any hour.</p>',
  initialAssessment: `1. SYMPTOMS: What is the person feeling? Any chest pain, shortness of breath, racing heart, tingling, shaking?
2. ONSET: When did it start? Is this the first time, or a familiar pattern?
3. SEVERITY: Can the person talk in full sentences? Is it getting better or worse?
- MILD: does not stop usual activities or sleep (pain 1 to 3 out of 10)
- MODERATE: stops some usual activities or wakes the person from sleep (pain 4 to 7 out of 10)
- SEVERE: cannot do any usual activities, or the worst ever (pain 8 to 10 out of 10)
4. SAFETY: Any thoughts of harming themselves or others? Any plan?
5. TRIGGERS: Any recent stress, caffeine, stimulants or drugs? Any recent stopping of alcohol or sedative medicines?
6. HISTORY: Any anxiety or panic disorder, depression, heart or lung disease, diabetes or thyroid disease?
7. TREATMENT: Any medicines or counseling for anxiety? Are they being taken?`,
  references: [
    {
      title: 'Generalised anxiety disorder and panic disorder in adults: management (NICE clinical guideline CG113)',
      author: 'National Institute for Health and Care Excellence',
      source: 'NICE, 2011',
    },
    {
      title: '988 Suicide and Crisis Lifeline',
      author: 'Substance Abuse and Mental Health Services Administration',
    },
    {
      title: 'Telephone Triage Protocols for Nurses',
      author: 'Briggs JK',
      source: 'Wolters Kluwer (5th edition)',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'depression-suicide-concerns', text: 'Depression or thoughts of suicide are the main concern.' },
    { protocol: 'chest-pain', text: 'Chest pain is present.' },
    { protocol: 'breathing-difficulty', text: 'Shortness of breath without a clear pattern of panic.' },
    { protocol: 'heart-palpitations', text: 'A racing or irregular heartbeat without other anxiety symptoms.' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        lifeThreateningScreen(),
        {
          text: 'Has a plan to harm or kill themselves or someone else, or has already taken an overdose or harmed themselves',
          reason: 'R/O: imminent suicide or violence risk\nNOTE: Stay on the line; ask about access to means.',
          smap: 'depression-suicide-concerns',
        },
        {
          text: 'Chest pain with pressure, spreading to the arm, jaw or back, or with sweating, <b>or</b> severe difficulty breathing or bluish lips',
          reason: 'R/O: heart attack, pulmonary embolism, severe asthma presenting as "panic"',
          smap: 'chest-pain',
        },
        {
          text: 'Confused, fainting, or a seizure',
          reason: 'R/O: hypoglycemia, withdrawal seizure, arrhythmia',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: 'Thoughts of suicide or of harming someone else, without a plan, or not feeling safe (too distressed to keep themselves or the people nearby safe)',
          reason:
            'R/O: suicide or violence risk needing same-day crisis assessment\nREASON: NHS mental health crisis pages (NHS 111 option 2) name thoughts of harming yourself, not feeling safe, or feeling that others nearby may be at risk.\nNOTE: Offer 988; do not leave the person alone.',
          smap: 'depression-suicide-concerns',
        },
        {
          text: 'Shaking, sweating, racing heart or seeing things after stopping or cutting down on alcohol or sedative medicines (e.g., alprazolam, lorazepam)',
          reason: 'R/O: alcohol or benzodiazepine withdrawal (risk of seizures and delirium)',
        },
        {
          text: 'Hearing voices or seeing things others do not, or acting very strangely',
          reason: 'R/O: psychosis, delirium, intoxication',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: '<b>First</b> attack of this kind in a person 40 years or older, or with heart or lung disease, now settled',
          reason:
            'R/O: cardiac arrhythmia, angina, pulmonary embolism mimicking panic\nNOTE: Needs an examination and ECG before calling it panic.',
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['call-back']),
        {
          text: "Severe anxiety or repeated panic attacks today that are not settling with the person's usual coping methods",
          reason: 'R/O: acute anxiety disorder needing treatment review',
          advice: ['during-attack', 'support', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: '<b>Unable to cope</b> or feeling out of control: too anxious to leave the house, or overwhelming anxiety, stress or panic stopping day-to-day life',
          reason:
            'R/O: mental health crisis, acute anxiety disorder needing treatment\nREASON: NHS GP practice pages on NHS 111 option 2 (Norwood Medical Centre, Pendeen Surgery) send feeling out of control or unable to cope, too anxious to leave the house, or unable to cope with day-to-day life to the 24-hour mental health crisis line: an assessment the same day. Thoughts of harm are asked above.',
          advice: ['during-attack', 'support', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Anxiety that started with a new medicine, stimulants, or with weight loss, heat intolerance and tremor',
          reason: 'R/O: medicine side effect, hyperthyroidism',
          advice: ['daily-care', 'call-back'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Worry or nervousness on most days for <b>2 weeks or more</b> that gets in the way of work, sleep or relationships, or is causing distress',
          reason:
            'R/O: generalized anxiety disorder, depression\nREASON: NHS inform (anxiety) asks for the GP when anxiety affects daily life or causes distress.\nNOTE: Talking therapy and medicine both help.',
          advice: ['daily-care', 'support', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Panic attacks, now settled, that a doctor has not yet checked (the first attack, or attacks that keep coming back)',
          reason:
            'R/O: panic disorder; a physical cause (thyroid, heart rhythm, medicines) not yet ruled out\nREASON: NHS (panic disorder) asks for a GP for regular sudden attacks of panic; Talk Wandsworth (NHS Talking Therapies) asks for a GP check to rule out a physical cause. A first attack at 40 or older or with heart or lung disease is asked above (see now).',
          advice: ['during-attack', 'daily-care', 'support', 'call-back'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Panic attack that has settled, in a person who has had the same pattern before and was checked by a doctor, with no chest pain, no thoughts of self-harm and normal breathing now',
          reason:
            'REASON: Known panic disorder with a typical attack. Home care and follow-up with the usual provider.',
          advice: ['during-attack', 'daily-care', 'support', 'call-back'],
        },
        {
          text: 'Mild worry or stress from a clear cause (e.g., work, exams, family), sleeping and coping, with no thoughts of self-harm',
          reason: 'REASON: Normal stress reaction. Home care.',
          advice: ['daily-care', 'support', 'call-back'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Home Care Advice',
      topics: [
        {
          key: 'during-attack',
          title: 'During a Panic Attack',
          nuggets: [
            'Remind yourself that a panic attack is frightening but not dangerous, and that it will pass within minutes.',
            'Breathe slowly: in through the nose for 4 seconds, hold for 2, out through pursed lips for 6 seconds. Do not breathe into a paper bag.',
            'Focus on something around you: name 5 things you can see, 4 you can hear, 3 you can touch.',
          ],
        },
        {
          key: 'daily-care',
          title: 'Everyday Ways to Reduce Anxiety',
          nuggets: [
            'Cut down on caffeine, alcohol and nicotine.',
            'Be active every day; even a 20-minute walk helps. Keep regular sleep hours.',
            'Make time each day for something relaxing, such as breathing exercises, stretching or music.',
          ],
        },
        {
          key: 'support',
          title: 'Getting Support',
          nuggets: [
            'Talk to someone you trust about how you feel.',
            'The 988 Suicide and Crisis Lifeline (call or text 988) is open at any hour if you feel overwhelmed.',
            'Ask your provider about counseling (cognitive behavioral therapy) and treatment.',
          ],
        },
        {
          key: 'call-back',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Thoughts of harming yourself or others: call 911 or 988 now.',
            'Chest pain, fainting or severe shortness of breath: call 911.',
            'Attacks become more frequent or do not settle.',
            'You think you need to be seen, or you get worse.',
          ],
        },
      ],
    },
  ],
});
