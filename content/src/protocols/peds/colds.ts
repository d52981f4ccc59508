import { defineProtocol } from '../../source/define-protocol.ts';
import { antibioticRequest, unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'colds',
  sourceProtocolId: 307,
  audience: 'peds',
  title: 'Colds',
  keywords: [
    'cold',
    'common cold',
    'colds',
    'runny nose',
    'runny noes',
    'runny noze',
    'stuffy',
    'congested',
    'snot',
    'cold symptoms',
    'stuffy nose',
    'stuffed up',
    'blocked nose',
    'congestion',
    'nasal congestion',
    'sniffles',
    'snotty nose',
    'green snot',
    'sneezing',
    'head cold',
    'URI',
    'upper respiratory infection',
    'mucus',
  ],
  definition:
    '<p>A viral infection of the nose and throat. The main symptoms are a runny or stuffy nose and sneezing, often with a mild sore throat, mild cough and low fever for the first few days.</p>',
  background:
    '<p>Colds are caused by many different viruses. Young children get 6 to 8 colds a year, and more if they attend child care. A cold usually lasts 7 to 10 days; the cough can go on for 2 to 3 weeks. Nasal discharge often turns yellow or green for a few days: this is part of a normal cold and does not mean a bacterial infection. Antibiotics do not help colds.</p><p>Babies breathe mainly through the nose, so a blocked nose can interfere with feeding and sleep; saline drops and gentle suction are the main treatment. Over-the-counter cough and cold medicines are not recommended for children younger than 4 years because of side effects and lack of benefit. Complications to watch for are ear infections, sinus infections, pneumonia, and asthma attacks in children with asthma. In babies younger than 3 months, fever with a cold needs to be checked right away.</p>',
  initialAssessment: [
    '1. SYMPTOMS: What are the main symptoms? (runny nose, stuffy nose, sneezing, sore throat, cough)',
    '2. ONSET: When did the cold start? How many days ago?',
    '3. NASAL DISCHARGE: What color is it, and how long has it been yellow or green?',
    '4. BREATHING: Is there any trouble breathing, other than a blocked nose?',
    '- "Is breathing normal after the nose is cleared?"',
    '5. FEVER: Is there a fever? How high, and for how many days?',
    '6. EARS, SINUSES AND EYES: Any ear pain, face or sinus pain, or eye redness, swelling or pus?',
    '7. FEEDING AND SLEEP: For babies, can your baby feed after the nose is cleared? Is the stuffy nose keeping your child from sleeping?',
    '8. AGE AND RISK: How old is your child? Any asthma, heart or lung disease, or weak immune system?',
    '9. TREATMENT: What have you tried so far?',
    '10. SEVERITY: How much does it stop your child doing usual things?',
    '- MILD: plays, eats and sleeps as usual',
    '- MODERATE: stops some play or wakes your child from sleep, still drinks',
    '- SEVERE: cannot play or do anything, cries when moved or touched, or will not drink',
  ].join('\n'),
  references: [
    {
      title: 'Pediatric Telephone Protocols',
      author: 'Schmitt BD',
      source: 'American Academy of Pediatrics (office and after-hours versions)',
    },
    {
      title: 'Treatment of the Common Cold in Children and Adults',
      author: 'Fashner J, Ericson K, Werner S',
      source: 'Am Fam Physician. 2012;86(2):153-159',
    },
    {
      title: 'Treatment of the Common Cold',
      author: 'DeGeorge KC, Ring DJ, Dalrymple SN',
      source: 'Am Fam Physician. 2019;100(5):281-289',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'fever-newborn', text: 'The baby is younger than 3 months and has a fever' },
    {
      protocol: 'cough',
      text: 'Cough is the reason for the call (coughing fits, a cough that keeps your child awake, or a cough for 3 weeks or more). A cold with a mild cough stays here.',
    },
    { protocol: 'sore-throat', text: 'Sore throat is the main symptom' },
    { protocol: 'earache', text: 'Ear pain is the main symptom' },
    { protocol: 'breathing-difficulty', text: 'There is difficulty breathing that is not just a blocked nose' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        {
          text: 'Sounds like a life-threatening emergency to the triager',
          reason:
            'R/O: Life-threatening emergency\nREASON: When the triager judges that the situation may be life-threatening, emergency medical services are the fastest and safest route to care.',
        },
        {
          text: '<b>Severe</b> difficulty breathing (struggling for each breath, unable to speak or cry), breathing that stops, pauses or is irregular, or <b>bluish lips</b>',
          reason:
            'R/O: Severe bronchiolitis, apnea, pneumonia, respiratory failure\nREASON: Severe respiratory distress needs emergency treatment. Young babies with a cold (bronchiolitis, whooping cough) can have pauses in their breathing; public sources (NHS Healthier Together, Cough and cold) send pauses or an irregular breathing pattern to 999 or A&E (issue 31 reference review).',
        },
        {
          text: '<b>Floppy</b>, too weak to stand or walk, or very hard to wake up',
          reason:
            'R/O: Sepsis, respiratory failure\nREASON: A markedly decreased level of alertness is not part of a cold and may mean serious infection or exhaustion.',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: '<b>Breathing harder than usual</b>, and the caller cannot tell how bad it is (cannot say whether the person talks, plays or feeds normally)',
          reason:
            'R/O: pneumonia, asthma, bronchiolitis\nREASON: Shared finding: breathlessness of unstated severity goes to the emergency department, the safer side.',
        },
        {
          text: 'Age <b>younger than 3 months</b> (12 weeks) with a fever of 100 °F (37.8 °C) or higher',
          reason:
            'R/O: Serious bacterial infection\nREASON: Fever in a young infant needs urgent evaluation even when cold symptoms explain it.',
          smap: 'fever-newborn',
        },
        {
          text: 'Trouble breathing that <b>continues after the nose is cleared</b> (skin pulling in between the ribs, breathing very fast, or a harsh sound when breathing in while calm)',
          reason:
            'R/O: Bronchiolitis, pneumonia\nREASON: Breathing difficulty that persists after clearing the nose is from the lower airways. Breathing faster than normal without these signs is a visit now (asked below).',
          smap: 'breathing-difficulty',
        },
        {
          text: 'Signs of <b>dehydration</b>: no urine in 8 hours or more (no wet diaper), very dry mouth, no tears',
          reason:
            'R/O: Dehydration\nREASON: Shared finding: no urine in 8 hours or more is the emergency department. A child with a blocked nose or sore throat may drink too little (issue 31 reference review).',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: 'Breathing <b>faster than normal</b> when calm and the fever is down, after the nose is cleared',
          reason:
            'R/O: Pneumonia, bronchiolitis\nREASON: Fast breathing at rest is the most useful sign of a chest infection in children. The same level as in Cough, Fever and Breathing Difficulty (issue 31: it was the ED here): NICE (NG143 traffic light table) and NHS Healthier Together give it amber, an examination within hours; skin pulling in or very fast breathing is the ED (asked above).',
          smap: 'breathing-difficulty',
        },
        {
          text: '<b>Mild to moderate dehydration</b>: passing urine less often than usual, a dry mouth, lips or tongue, drinking or feeding less than half the usual amount, or not keeping fluids down, with some urine in the past 8 hours',
          reason:
            'R/O: Dehydration, bronchiolitis\nREASON: Shared finding: some dehydration is examined within hours; no urine in 8 hours or more is the emergency department (asked above). Public sources (NHS Healthier Together, Cough and cold) ask for a doctor or nurse the same day for feeding less than half the usual amount, much less urine than normal or not keeping fluids down (issue 31 reference review).',
        },
        {
          text: 'Red or swollen <b>eyelids or skin around the eye</b>',
          reason:
            'R/O: Periorbital or orbital cellulitis\nREASON: Sinus infection can spread to the tissues around the eye and needs prompt antibiotics.',
        },
        {
          text: 'Baby younger than 3 months whose <b>stuffy nose keeps it from feeding</b>, even after saline drops and suction',
          reason:
            'R/O: Dehydration, bronchiolitis\nREASON: Young babies breathe through the nose and cannot feed well when it is blocked; they dehydrate quickly.',
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        {
          text: 'With a fever of 100 °F (37.8 °C) or higher: <b>irritable</b> (cranky most of the time and not playing) or <b>feeding poorly</b> (eating or drinking much less than usual)',
          reason: 'R/O: ear infection, urinary tract infection, pneumonia',
          advice: ['callback'],
        },
        unclearSymptom(['callback']),
        {
          text: 'Earache, ear discharge or pulling at the ear with the cold',
          reason: 'R/O: Acute otitis media\nREASON: Ear infections are the most common complication of colds.',
          advice: ['fever-medicine', 'callback'],
          smap: 'earache',
        },
        {
          text: 'Fever has lasted <b>3 days or more</b>, or fever <b>came back</b> after being gone for 24 hours or more',
          reason:
            'R/O: Ear infection, sinusitis, pneumonia\nREASON: Prolonged or returning fever suggests a bacterial complication.',
          advice: ['fever-medicine', 'fluids-humidity', 'callback'],
        },
        {
          text: 'Sinus pain or pressure around the cheeks or eyes (not just a stuffy nose)',
          reason: 'R/O: Acute bacterial sinusitis\nREASON: Facial pain with a cold may be a sinus infection.',
          advice: ['nose-care', 'saline-drops', 'fever-medicine', 'callback'],
          videoVisitEligible: true,
        },
        {
          text: 'Baby <b>younger than 3 months</b> with cold symptoms, no fever, and feeding normally',
          reason:
            'R/O: Early bronchiolitis, pertussis\nREASON: Young babies with respiratory infections can worsen quickly and need a same-day exam: the same level as a cough in a baby younger than 3 months (Cough). A pediatric practice page (Pan American Pediatric Center, The common cold) asks parents of a baby younger than 3 months with a cold to call the doctor; it was younger than 1 month here (issue 31 reference review).',
          advice: ['nose-care', 'saline-drops', 'callback'],
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Yellow or green nasal discharge lasting <b>14 days or more</b>, or a cold that has lasted 3 weeks or more',
          reason:
            'R/O: Bacterial sinusitis, allergies\nREASON: Symptoms that persist beyond 10 to 14 days without improvement may be a sinus infection.',
          advice: ['nose-care', 'saline-drops', 'callback'],
          videoVisitEligible: true,
        },
        {
          text: '<b>Cough</b> that has lasted 10 days or more with the cold',
          reason:
            'R/O: Sinusitis, asthma, pneumonia, whooping cough\nREASON: The same level as a cough of 10 days or more in Cough; a pediatric practice page (Pan American Pediatric Center, The common cold) asks for an appointment for a cold with a persistent cough (issue 31 reference review).',
          advice: ['cough-relief', 'callback'],
          smap: 'cough',
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Cold with <b>no complications</b>',
          reason:
            'REASON: Colds are caused by viruses and get better on their own in 7 to 10 days. Care at home is appropriate.',
          advice: [
            'nose-care',
            'saline-drops',
            'fluids-humidity',
            'fever-medicine',
            'cough-relief',
            'cold-medicines',
            'contagious',
            'callback',
          ],
        },
        {
          text: 'Caller asking which <b>cold medicines</b> are safe to give',
          reason:
            'REASON: Information request. Over-the-counter cough and cold medicines are not recommended for children younger than 4 years and have little benefit in older children.',
          advice: ['cold-medicines', 'saline-drops', 'cough-relief', 'callback'],
        },
        antibioticRequest([
          'nose-care',
          'saline-drops',
          'fluids-humidity',
          'fever-medicine',
          'cough-relief',
          'cold-medicines',
          'contagious',
          'callback',
        ]),
      ],
    },
  ],
  advice: [
    {
      title: 'Treating the Runny and Stuffy Nose',
      topics: [
        {
          key: 'nose-care',
          title: 'Runny Nose',
          nuggets: [
            'A runny nose is the body’s way of washing out the virus.',
            'Suction or gently wipe the nose for young children. Teach older children to blow the nose one side at a time.',
            'Yellow or green mucus is normal during a cold and does not mean antibiotics are needed.',
            'Put petroleum jelly on the skin under the nose to protect it from rubbing.',
          ],
        },
        {
          key: 'saline-drops',
          title: 'Saline Nose Drops for a Blocked Nose',
          nuggets: [
            'Put 2 or 3 drops of saline in each nostril, wait a minute, then suction or blow the nose.',
            'For babies, do this before each feeding and before sleep.',
            'You can buy saline drops or make them: ½ teaspoon of salt in 1 cup (8 ounces or 240 mL) of warm bottled or boiled water.',
            'Do not use decongestant nose sprays in children younger than 6 years old unless your child’s doctor tells you to.',
          ],
        },
        {
          key: 'fluids-humidity',
          title: 'Fluids and Moist Air',
          nuggets: [
            'Give extra fluids. They thin the mucus.',
            'Run a cool-mist humidifier in the bedroom if the air is dry. Clean it every day.',
            'Rest as needed. Your child does not need to stay in bed.',
          ],
        },
      ],
    },
    {
      title: 'Other Symptoms and Medicines',
      topics: [
        {
          key: 'fever-medicine',
          title: 'Fever and Aches',
          nuggets: [
            'For fever of 102 °F (39 °C) or higher or aches, give acetaminophen (3 months or older) or ibuprofen (6 months or older). Give the dose by weight as directed on the label.',
            'Do not give fever medicine to a baby younger than 3 months old unless a doctor tells you to. Call back right away instead.',
            'Do not give aspirin to children or teens.',
            'Fever with a cold usually lasts 2 to 3 days.',
          ],
        },
        {
          key: 'cough-relief',
          title: 'Cough and Sore Throat',
          nuggets: [
            'Age 1 year and older: give ½ to 1 teaspoon of honey as needed to loosen the cough and soothe the throat.',
            'Do not give honey to babies younger than 1 year old. It can cause infant botulism.',
            'Age 3 months to 1 year: give warm clear fluids (such as warm water or apple juice), 1 to 3 teaspoons up to 4 times a day.',
            'Children 6 years and older can suck on hard candy or cough drops.',
          ],
        },
        {
          key: 'cold-medicines',
          title: 'Cold Medicines and Antibiotics',
          nuggets: [
            'Do not give over-the-counter cough or cold medicines to children younger than 4 years old. They can cause serious side effects.',
            'Ask your child’s doctor before using them in children 4 to 6 years old.',
            'Antibiotics do not help colds because colds are caused by viruses.',
          ],
        },
        {
          key: 'contagious',
          title: 'Spreading the Cold',
          nuggets: [
            'Colds spread easily through coughs, sneezes and hands.',
            'Wash hands often and teach your child to cough into the elbow.',
            'Your child can go back to child care or school once the fever is gone and your child feels well enough.',
          ],
        },
        {
          key: 'callback',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Trouble breathing that does not get better after clearing the nose',
            'Earache, sinus pain, or red or swollen eyelids',
            'Fever lasts 3 days or more, or a baby younger than 3 months gets a fever',
            'Your baby cannot feed, or has fewer wet diapers than usual',
            'Nasal discharge lasts 14 days or more',
            'You think your child needs to be seen',
            'Your child becomes worse',
          ],
        },
      ],
    },
  ],
});
