import { defineProtocol } from '../../source/define-protocol.ts';
import { unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'headache',
  sourceProtocolId: 314,
  audience: 'peds',
  title: 'Headache',
  keywords: [
    'headache',
    'head ache',
    'hedache',
    'headach',
    'head hurts',
    'my head hurts',
    'head pain',
    'pain in head',
    'sore head',
    'pounding head',
    'migraine',
    'migrane',
    'tension headache',
    'sinus headache',
    'headake',
    'migrain',
    'bad headache',
    'head hurting',
  ],
  definition: '<p>Pain or discomfort anywhere in the head of a child, <b>without</b> an injury to the head.</p>',
  background:
    '<p>Headaches are common in children. Most come with a fever or a viral illness such as a cold or influenza, or are tension-type headaches (a band-like ache, often with stress, tiredness, hunger or too little fluid) or migraines (throbbing, often on one side, with nausea and dislike of light and noise, often with a family history).</p>' +
    '<p>Serious causes are rare but must be screened for first: meningitis (fever with a stiff neck or a purple rash), bleeding in the brain (a sudden, very severe “thunderclap” headache), raised pressure in the skull (headaches that wake the child, vomiting on waking, double vision, unsteady walking), a blocked shunt, and carbon monoxide poisoning (several people in the home with headaches, worse at home, with a fuel-burning heater, stove or generator in use).</p>' +
    '<p>For migraine, ibuprofen or acetaminophen taken early in the attack works best. Pain medicine used on more than 2 to 3 days a week can itself cause daily headaches.</p>',
  initialAssessment: [
    '1. ONSET: When did the headache start? Did it begin suddenly, like a thunderclap, or build up slowly?',
    '2. LOCATION: Where does it hurt? (e.g., forehead, one side, back of the head, all over)',
    '3. SEVERITY: How bad is the pain on a scale of 0 to 10? Is it getting worse?',
    '- MILD: plays, eats and sleeps as usual',
    '- MODERATE: stops some play or wakes your child from sleep, still drinks',
    '- SEVERE: cannot play or do anything, cries when moved or touched, or will not drink',
    '4. PATTERN: Has your child had headaches like this before? How often? Do they wake your child from sleep?',
    '5. OTHER SYMPTOMS: Any fever, stiff neck, vomiting, rash, vision changes, weakness, or trouble walking or talking?',
    '6. INJURY: Has there been any injury to the head in the past few days?',
    '7. HOME: Does anyone else in the home have a headache? Is a fuel-burning heater, stove or generator in use?',
    '8. MEDICINES: What pain medicine has been given today? On how many days in the past week?',
    '9. HISTORY: Does your child have migraines, a brain shunt, or another medical condition?',
  ].join('\n'),
  references: [
    {
      title:
        'Practice guideline update summary: Acute treatment of migraine in children and adolescents. Report of the Guideline Development, Dissemination, and Implementation Subcommittee of the American Academy of Neurology and the American Headache Society',
      author: 'Oskoui M, Pringsheim T, Holler-Managan Y, et al.',
      source: 'Neurology. 2019;93(11):487-499',
      pubMedId: '31413171',
    },
    {
      title: 'Pediatric Telephone Protocols',
      author: 'Schmitt BD',
      source: 'American Academy of Pediatrics (office and after-hours versions)',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'head-injury', text: 'The headache started after an injury to the head' },
    { protocol: 'fever-3-months-or-older', text: 'Fever is the main concern and the headache is mild' },
    { protocol: 'sore-throat', text: 'Sore throat is the main symptom' },
    { protocol: 'colds', text: 'Mild headache with a stuffy or runny nose from a cold' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        {
          text: 'Sounds like a life-threatening emergency to the triager',
          reason:
            'REASON: Triager judgment. When the situation sounds life-threatening, emergency medical services are the fastest and safest route to care.',
        },
        {
          text: '<b>Sudden, very severe</b> headache (“the worst headache ever”), or it started like a thunderclap',
          reason:
            'R/O: Subarachnoid hemorrhage, arteriovenous malformation\nREASON: A sudden explosive headache can be bleeding in the brain.',
        },
        {
          text: '<b>Very hard to wake</b> or hard to keep awake, not responding normally, or very confused',
          reason:
            'R/O: Meningitis, encephalitis, intracranial hemorrhage\nREASON: A decreased level of consciousness with a headache needs emergency care.',
        },
        {
          text: 'New <b>weakness or numbness</b> of one side, trouble speaking, a drooping face, or a <b>seizure</b>',
          reason:
            'R/O: Stroke, intracranial hemorrhage, brain tumor\nREASON: New neurological signs with a headache need emergency assessment.',
        },
        {
          text: 'Fever with <b>purple or blood-colored spots</b> on the skin, or such spots in a child who looks unwell',
          reason:
            'R/O: Meningococcal disease\nREASON: A non-blanching rash with fever and headache can be meningococcal infection, which can be fatal within hours.',
        },
        {
          text: 'Others in the home also have headaches, nausea or dizziness, and a <b>fuel-burning heater, stove, fireplace or generator</b> is in use',
          reason:
            'R/O: Carbon monoxide poisoning\nREASON: Carbon monoxide cannot be seen or smelled and can be fatal.\nFIRST AID: Get everyone out of the home into fresh air now, then call 911.',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: '<b>Stiff neck</b> (cannot touch chin to chest), with or without fever',
          reason:
            'R/O: Meningitis, subarachnoid hemorrhage\nREASON: Neck stiffness with fever and headache is a classic sign of meningitis; without fever it can be bleeding around the brain.',
        },
        {
          text: '<b>Sickle cell disease</b> with a fever or a severe headache, or a <b>weak immune system</b> (cancer treatment, organ transplant, taking oral steroids) with a fever',
          reason:
            'R/O: Stroke, meningitis, sepsis\nREASON: Children with sickle cell disease are at risk of stroke and of overwhelming infection; children with weak immune systems can become septic quickly.',
        },
        {
          text: 'New <b>double vision</b>, blurred vision that does not clear, loss of vision, a new squint or unusual eye movements, the head tilted to one side, or <b>unsteady walking</b>',
          reason:
            'R/O: Raised intracranial pressure, brain tumor, hydrocephalus\nREASON: Visual or balance problems with a headache suggest raised pressure inside the skull.',
        },
        {
          text: 'Has a <b>brain shunt</b> (VP shunt) and now has a headache with vomiting or sleepiness',
          reason:
            'R/O: Shunt malfunction\nREASON: A blocked shunt causes a rapid rise in pressure inside the skull and needs emergency evaluation.',
        },
        {
          text: 'Headache with <b>vomiting that keeps happening</b> (overnight, or again and again during the day) without diarrhea',
          reason:
            'R/O: Raised pressure in the skull, meningitis, bleeding\nREASON: Public sources (NHS Healthier Together, Headache in children) send vomiting overnight or persistent daytime vomiting without diarrhoea with a headache to A&E (issue 31 reference review; it was a visit today on more than one morning).',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: '<b>Severe</b> headache: cannot play, do schoolwork or sleep because of the pain, whether or not pain medicine has been given',
          reason:
            'R/O: Severe migraine, serious cause of headache\nREASON: Severe pain needs an exam and often stronger treatment. Severity is enough on its own (issue 31): a child who has had no pain medicine yet is not sent lower; give a dose while arranging the visit.',
          advice: ['pain-relief', 'rest-fluids', 'callback'],
        },
        {
          text: 'The headache began after an <b>injury to the head</b> in the past 3 days',
          reason:
            'R/O: Concussion, intracranial hemorrhage\nREASON: A headache after a head injury needs triage for brain injury.\nNOTE: Use the Head Injury protocol.',
          smap: 'head-injury',
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['callback']),
        {
          text: 'Headache that <b>wakes your child from sleep</b>, is worse on coughing or straining, comes with vomiting once or twice or with bright light hurting the eyes, or keeps your child off school',
          reason:
            'R/O: Raised intracranial pressure, brain tumor\nREASON: Early-morning headaches with vomiting are a warning pattern that needs an exam, even without other symptoms.',
          advice: ['pain-relief', 'headache-diary', 'callback'],
        },
        {
          text: 'Pain or pressure over the <b>cheeks, eyes or forehead</b> with a cold that has lasted 10 days or more, or with fever',
          reason:
            'R/O: Acute bacterial sinusitis\nREASON: Sinus symptoms lasting 10 days or more, or with fever, may need antibiotic treatment.',
          advice: ['pain-relief', 'rest-fluids', 'callback'],
          videoVisitEligible: true,
        },
        {
          text: 'Headache that has lasted <b>24 hours or more</b> despite pain medicine',
          reason:
            'R/O: Prolonged migraine, secondary headache\nREASON: A continuous headache for more than a day needs an exam to find the cause.',
          advice: ['pain-relief', 'rest-fluids', 'callback'],
        },
        {
          text: 'Pain medicine is being used for headaches on <b>more than 2 or 3 days a week</b>',
          reason:
            'R/O: Medication-overuse headache\nREASON: Frequent pain medicine can cause daily headaches; a plan to reduce it is needed. Public sources (NHS Healthier Together, Headache in children) ask for a doctor or nurse the same day (issue 31 reference review; it was a routine visit).',
          advice: ['pain-relief', 'prevention', 'headache-diary', 'callback'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Headaches keep coming back (<b>more than 1 a week</b>) or are becoming more frequent, without warning signs',
          reason:
            'R/O: Migraine, tension-type headache, vision problem\nREASON: Recurring headaches need a diagnosis and a treatment and prevention plan.',
          advice: ['migraine', 'tension', 'prevention', 'headache-diary', 'callback'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Mild headache with a <b>fever, cold or other viral illness</b>, and no warning signs',
          reason: 'REASON: Headaches with viral illnesses are common and go away as the illness gets better.',
          advice: ['pain-relief', 'rest-fluids', 'callback'],
        },
        {
          text: 'Headache like previous <b>migraines or tension headaches</b>, and the usual treatment helps',
          reason: 'REASON: A familiar headache pattern that responds to the usual treatment can be managed at home.',
          advice: ['pain-relief', 'rest-fluids', 'migraine', 'tension', 'callback'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Headache Care',
      topics: [
        {
          key: 'pain-relief',
          title: 'Pain Medicine',
          nuggets: [
            'Ibuprofen (e.g., Motrin, Advil) for children 6 months or older: give the dose for your child’s weight as directed on the label.',
            'Or acetaminophen (e.g., Tylenol) for children 3 months or older: give the dose for your child’s weight as directed on the label.',
            'Do not give pain medicine to a baby younger than 3 months old unless a doctor tells you to.',
            'Give it as soon as the headache starts: it works best early.',
            'Do not use pain medicine for headaches on more than 2 or 3 days a week without talking to your provider.',
            'Do not give aspirin to children or teens.',
          ],
        },
        {
          key: 'rest-fluids',
          title: 'Rest, Fluids and Food',
          nuggets: [
            'Lie down in a quiet, dark room. Sleep often ends a headache.',
            'Drink a glass of water or other fluid.',
            'Eat something if your child has skipped a meal.',
            'A cool, wet cloth on the forehead may help.',
          ],
        },
        {
          key: 'migraine',
          title: 'Migraine Tips',
          nuggets: [
            'Treat early, at the first sign of a migraine, with the medicine your provider recommended.',
            'Rest in a dark, quiet room until the headache is gone.',
            'Common triggers are missed meals, too little sleep, stress, too little fluid and bright screens.',
          ],
        },
        {
          key: 'tension',
          title: 'Stress and Tension Headaches',
          nuggets: [
            'Gently massage the neck and shoulders, or use a warm washcloth on the back of the neck.',
            'Take breaks from screens and schoolwork, and stretch.',
            'Talk with your child about worries at school or at home.',
          ],
        },
      ],
    },
    {
      title: 'Prevention and Follow-Up',
      topics: [
        {
          key: 'prevention',
          title: 'Preventing Headaches',
          nuggets: [
            'Keep regular sleep times, with enough sleep for your child’s age.',
            'Do not skip meals, especially breakfast, and drink fluids through the day.',
            'Limit caffeine (soda, energy drinks, coffee).',
            'Regular exercise helps. Have your child’s eyes checked if headaches come with reading or schoolwork.',
          ],
        },
        {
          key: 'headache-diary',
          title: 'Keep a Headache Diary',
          nuggets: [
            'Write down the date, time, how bad the headache was and how long it lasted.',
            'Note what your child was doing, ate or drank before it started, and any medicine given.',
            'Bring the diary to the appointment.',
          ],
        },
        {
          key: 'callback',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Stiff neck, confusion, or your child is hard to wake',
            'Fever with purple or blood-colored spots on the skin (call 911)',
            'Others in the home also get headaches, nausea or dizziness (get everyone outside into fresh air and call 911)',
            'Weakness, trouble walking or talking, or vision changes',
            'Headache is sudden and severe, or is not better 2 hours after pain medicine',
            'Headaches wake your child from sleep or come with vomiting in the morning',
            'Headache lasts 24 hours or more',
            'Your child becomes worse or you are worried',
          ],
        },
      ],
    },
  ],
});
