import { defineProtocol } from '../../source/define-protocol.ts';
import { lifeThreateningScreen } from '../shared/adult-advice.ts';
import { unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'seizure',
  sourceProtocolId: 249,
  audience: 'adult',
  title: 'Seizure',
  keywords: [
    'seizure',
    'seziure',
    'fit',
    'convulsion',
    'epilepsy',
    'shaking spell',
    'blackout with jerking',
    'fitting',
  ],
  definition:
    '<p>An adult who has had, or may have had, a seizure: jerking or stiffening of the body, or a spell of staring and not responding, with or without known epilepsy.</p>',
  background:
    '<p>Most seizures stop on their own within 2 minutes. A seizure lasting 5 minutes or more, or seizures one after another without waking between them, is an emergency (status epilepticus). A seizure in a person not known to have epilepsy needs an emergency evaluation for its cause (stroke, bleeding, infection, low blood sugar, alcohol withdrawal). A person with known epilepsy who has a usual seizure and recovers fully may be safe at home with their care plan.</p>',
  initialAssessment: `1. NOW: Is the seizure still going on? How long did it last?
2. AWAKE: Is the person awake and back to normal now?
3. HISTORY: Does the person have epilepsy? Is this like their usual seizures?
4. CAUSE: Any head injury, fever, diabetes, pregnancy, alcohol stopped suddenly, or drugs?
5. INJURY: Any injury during the seizure?
6. SEVERITY: How much does it stop the person doing their usual activities?
- MILD: does not stop usual activities or sleep (pain 1 to 3 out of 10)
- MODERATE: stops some usual activities or wakes the person from sleep (pain 4 to 7 out of 10)
- SEVERE: cannot do any usual activities, or the worst ever (pain 8 to 10 out of 10)`,
  references: [
    {
      title: 'Seizure First Aid',
      author: 'Centers for Disease Control and Prevention',
      source: 'CDC epilepsy information on seizure first aid.',
    },
    { title: 'Telephone Triage Protocols for Nurses', author: 'Briggs JK', source: 'Wolters Kluwer (5th edition)' },
  ],
  useDifferentProtocolIf: [
    { protocol: 'fainting', text: 'A brief faint with quick recovery and no jerking beyond a few seconds.' },
    { protocol: 'head-injury', text: 'A head injury is the main concern.' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        lifeThreateningScreen(['first-aid']),
        {
          text: "Seizure still going on, lasting <b>5 minutes or more</b>, or lasting 2 minutes or more longer than the person's usual seizures",
          reason:
            'R/O: status epilepticus\nREASON: Public sources (Epilepsy Society, When to dial 999) call 999 for a seizure 2 minutes longer than usual for the person (issue 31 reference review).',
          advice: ['first-aid'],
        },
        {
          text: 'A second seizure, or not back to normal after the seizure stopped',
          reason: 'R/O: seizure cluster, stroke, serious cause',
          advice: ['first-aid'],
        },
        {
          text: 'Seizure after a head injury, or in a pregnant woman or a person with diabetes, or with trouble breathing',
          reason:
            'R/O: brain bleeding, eclampsia, low blood sugar\nREASON: Public sources (Epilepsy Foundation, When does a seizure require medical attention?) seek immediate help for a seizure in someone pregnant or with diabetes (issue 31 reference review).',
          advice: ['first-aid'],
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: 'Seizure in a person who does not take seizure medicine, now awake',
          reason: 'R/O: new seizure from stroke, infection, low blood sugar, alcohol withdrawal',
        },
        {
          text: 'Seizure with fever, severe headache or stiff neck',
          reason: 'R/O: meningitis, encephalitis',
        },
        {
          text: 'Hurt during the seizure (e.g., head injury, a cut that needs stitches, shoulder pain)',
          reason: 'R/O: injury during seizure',
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['call-back']),
        {
          text: 'Known epilepsy and seizures happening more often than usual, or after missed medicine doses',
          reason: 'R/O: breakthrough seizures',
          advice: ['epilepsy-care', 'call-back'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Known epilepsy, <b>one usual seizure</b> that stopped in less than 5 minutes, and back to normal now',
          reason: 'REASON: Usual seizure with full recovery; follow the care plan.',
          advice: ['epilepsy-care', 'call-back'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Care Advice',
      topics: [
        {
          key: 'first-aid',
          title: 'Seizure First Aid',
          nuggets: [
            'Keep the person safe: move hard objects away and put something soft under the head.',
            'Turn the person on their side. Put nothing in the mouth.',
            'Time the seizure.',
          ],
        },
        {
          key: 'epilepsy-care',
          title: 'After a Usual Seizure',
          nuggets: [
            'Take seizure medicine exactly as prescribed; do not skip doses.',
            'Do not drive, swim alone or work at heights until your provider says it is safe.',
          ],
        },
        {
          key: 'call-back',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: ['Another seizure happens.', 'You think you need to be seen, or you get worse.'],
        },
      ],
    },
  ],
});
