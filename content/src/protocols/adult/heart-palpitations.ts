import { defineProtocol } from '../../source/define-protocol.ts';
import { lifeThreateningScreen } from '../shared/adult-advice.ts';
import { unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'heart-palpitations',
  sourceProtocolId: 244,
  audience: 'adult',
  title: 'Heart Palpitations (Racing or Irregular Heartbeat)',
  keywords: [
    'palpitations',
    'palpatations',
    'palpitaions',
    'heart racing',
    'racing heart',
    'heart pounding',
    'pounding heart',
    'heart fluttering',
    'flutter in chest',
    'skipped beats',
    'skipping beats',
    'irregular heartbeat',
    'irregular heart beat',
    'heart beating fast',
    'fast heart rate',
    'fast pulse',
    'afib',
    'a fib',
    'atrial fibrillation',
    'heart flip flop',
    'extra beats',
    'defibrillator shock',
    'icd fired',
  ],
  definition:
    'An awareness of the heartbeat in an adult: racing, pounding, fluttering, skipped or extra beats, or an irregular heartbeat, including a shock from an implanted defibrillator.',
  background:
    '<p>Most palpitations are harmless extra beats (a "flip-flop" or a skipped beat) or a normal fast heart rate from anxiety, exercise, fever, caffeine, nicotine, alcohol, decongestants, stimulants, thyroid medicine, dehydration or pregnancy.</p>' +
    '<p>Palpitations are dangerous when they come with chest pain, shortness of breath, fainting or near-fainting, or in people with heart disease, heart failure or a family history of sudden death; these suggest a fast heart rhythm (ventricular tachycardia, very fast atrial fibrillation) or a heart attack. A racing heart at rest that does not settle needs an ECG while it is happening.</p>' +
    '<p>A new irregular heartbeat may be atrial fibrillation, which raises the risk of stroke; it needs an ECG and a decision about blood thinners. A shock from an implanted defibrillator needs a same-day check if the person feels well after one shock, and 911 if there are several shocks or symptoms.</p>',
  initialAssessment: `1. DESCRIPTION: What does it feel like? (racing, pounding, fluttering, skipped beats, irregular)
2. RATE: How fast is the heart beating (pulse per minute)? Is it regular or irregular?
3. ONSET AND DURATION: When did it start? Is it there now? How long does each episode last?
4. SYMPTOMS: Any chest pain, shortness of breath, dizziness, fainting or near-fainting?
5. TRIGGERS: Any caffeine, alcohol, energy drinks, nicotine, stimulants, decongestants, new medicines, or anxiety?
6. HISTORY: Any heart disease, heart failure, atrial fibrillation, pacemaker or defibrillator, thyroid disease? Family history of sudden death?
7. PREGNANCY: Is the person pregnant?
8. SEVERITY: How much does it stop the person doing their usual activities?
- MILD: does not stop usual activities or sleep (pain 1 to 3 out of 10)
- MODERATE: stops some usual activities or wakes the person from sleep (pain 4 to 7 out of 10)
- SEVERE: cannot do any usual activities, or the worst ever (pain 8 to 10 out of 10)`,
  references: [
    {
      title: 'Diagnostic Approach to Palpitations',
      author: 'Abbott AV',
      source: 'American Family Physician. 2005;71:743-750',
    },
    {
      title: 'Telephone Triage Protocols for Nurses',
      author: 'Briggs JK',
      source: 'Wolters Kluwer (5th edition)',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'chest-pain', text: 'Chest pain is the main symptom.' },
    { protocol: 'fainting', text: 'The person fainted.' },
    { protocol: 'anxiety-panic', text: 'Palpitations are part of a known pattern of anxiety or panic attacks.' },
    { protocol: 'dizziness', text: 'Dizziness is the main symptom.' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        lifeThreateningScreen(),
        {
          text: 'Palpitations <b>with</b> fainting, near-fainting, confusion, or chest pain, or severe shortness of breath',
          reason: 'R/O: ventricular tachycardia, unstable arrhythmia, heart attack',
          smap: 'chest-pain',
        },
        {
          text: 'Heart rate <b>150 per minute or faster</b> at rest, or more than 1 shock from an implanted defibrillator',
          reason: 'R/O: sustained tachyarrhythmia, electrical storm',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: 'Racing heartbeat at rest (120 per minute or faster) lasting <b>15 minutes or more</b>, or still present now',
          reason:
            'R/O: supraventricular tachycardia, atrial fibrillation or flutter with fast rate\nNOTE: An ECG during the episode is most useful.',
        },
        {
          text: 'Palpitations now with shortness of breath, or with lightheadedness in a person with heart disease or heart failure',
          reason:
            'R/O: arrhythmia in structural heart disease, arrhythmia with poor heart output\nREASON: Public sources (NHS 111 Wales, Heart palpitations) send palpitations now with shortness of breath to 999 or A&E, with or without heart disease; it read mild shortness of breath in heart disease (issue 31 reference review).',
        },
        {
          text: 'Family history of sudden death at a young age (younger than 50 years) and new palpitations with exertion',
          reason: 'R/O: inherited arrhythmia syndrome, cardiomyopathy',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: 'New irregular heartbeat that is still present, with a heart rate lower than 120 per minute and no other symptoms',
          reason: 'R/O: new atrial fibrillation\nNOTE: Needs an ECG today and a stroke risk assessment.',
        },
        {
          text: 'One shock from an implanted defibrillator, and feels well now',
          reason: 'R/O: appropriate or inappropriate ICD therapy\nNOTE: Needs a device check today.',
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['call-back']),
        {
          text: 'Palpitations <b>and</b> any of these:<ul><li>came with chest pain, shortness of breath or feeling faint, and have now stopped</li><li>a known heart condition</li></ul>',
          reason:
            'R/O: arrhythmia, structural heart disease\nREASON: Public sources (NHS, Heart palpitations; NHS 111 Wales) ask for an urgent GP appointment or NHS 111 for palpitations with these symptoms that have stopped, and a GP for palpitations with a heart condition (issue 31 reference review).',
          advice: ['triggers', 'record', 'call-back'],
        },
        {
          text: 'Palpitations that started with a new medicine, thyroid medicine, or during pregnancy',
          reason: 'R/O: drug effect, hyperthyroidism, pregnancy-related arrhythmia',
          advice: ['triggers', 'record', 'call-back'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Episodes of palpitations that keep coming back, each lasting a few minutes, that settle by themselves with no other symptoms',
          reason:
            'R/O: paroxysmal SVT, paroxysmal atrial fibrillation, frequent ectopic beats\nNOTE: May need a heart monitor.',
          advice: ['triggers', 'record', 'vagal', 'call-back'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Brief skipped or extra beats, or a flutter lasting a few seconds, with no other symptoms',
          reason: 'REASON: Probable harmless extra beats (ectopic beats). Home care.',
          advice: ['reassurance', 'triggers', 'record', 'call-back'],
        },
        {
          text: 'Fast heartbeat that settled within minutes after caffeine, an energy drink, exercise or a stressful moment, with no other symptoms',
          reason: 'REASON: Normal fast heart rate (sinus tachycardia) with a clear trigger. Home care.',
          advice: ['reassurance', 'triggers', 'call-back'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Home Care Advice',
      topics: [
        {
          key: 'reassurance',
          title: 'Reassurance',
          nuggets: [
            'Most skipped or extra beats are harmless and common, especially when tired or stressed.',
            'They often feel like a flip-flop, a thump or a pause in the chest.',
          ],
        },
        {
          key: 'triggers',
          title: 'Avoiding Triggers',
          nuggets: [
            'Cut down on coffee, tea, cola and energy drinks, alcohol and nicotine.',
            'Avoid decongestants and stimulants. Get enough sleep and drink enough fluids.',
          ],
        },
        {
          key: 'record',
          title: 'Recording an Episode',
          nuggets: [
            'When it happens, check your pulse at the wrist or neck for 30 seconds and double it, and note whether it is regular.',
            'Write down the time, how long it lasted, what you were doing and any symptoms. A smartwatch ECG recording can be shown to your provider.',
          ],
        },
        {
          key: 'vagal',
          title: 'Stopping a Racing Heart',
          nuggets: [
            'If you have been told you have SVT, lie down and bear down hard as if straining on the toilet for 15 seconds, or splash ice-cold water on your face.',
          ],
        },
        {
          key: 'call-back',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Chest pain, fainting, near-fainting or severe shortness of breath: call 911.',
            'A racing heart at rest that lasts 15 minutes or more.',
            'A new irregular heartbeat.',
            'You think you need to be seen, or you get worse.',
          ],
        },
      ],
    },
  ],
});
