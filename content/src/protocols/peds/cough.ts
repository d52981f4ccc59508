import { defineProtocol } from '../../source/define-protocol.ts';
import { antibioticRequest, relieverNotHelping, unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'cough',
  sourceProtocolId: 308,
  audience: 'peds',
  title: 'Cough',
  keywords: [
    'cough',
    'coughing',
    'coff',
    'caugh',
    'coughin',
    'cof',
    'cough wont stop',
    'chest congestion',
    'hacking cough',
    'chesty cough',
    'wet cough',
    'dry cough',
    'cough at night',
    'coughing fits',
    'whooping cough',
    'phlegm',
    'coughing up mucus',
    'chest cold',
    'bronchitis',
  ],
  definition:
    '<p>A child whose main symptom is coughing: the sound of air being pushed out of the lungs to clear the airways. Includes dry and wet (mucus) coughs.</p>',
  background:
    '<p>Cough is a protective reflex that clears mucus and irritants from the airways. Most coughs in children are caused by viral colds and bronchitis, and they can last 2 to 3 weeks even after the other cold symptoms are gone. Other causes include asthma, croup (barky cough), bronchiolitis, pneumonia, sinus drainage and whooping cough (pertussis). A cough that starts suddenly after choking on food or a small object may mean something has been inhaled into the airway.</p><p>Whooping cough causes long coughing fits, sometimes ending with a whoop or vomiting. Young babies with whooping cough may not cough much; instead they may gag, turn blue or stop breathing, and they need urgent care. Over-the-counter cough medicines are not recommended for children younger than 4 years; honey is a safe home remedy for children over 1 year. Antibiotics do not help viral coughs.</p>',
  initialAssessment: [
    '1. ONSET: When did the cough start?',
    '2. TYPE: What does the cough sound like? (dry, wet, barky like a seal, coughing fits, whoop)',
    '3. SEVERITY: How bad is the cough?',
    '- Mild: a few coughs, does not interfere with school, play or sleep',
    '- Moderate: frequent cough that interferes with school or sleep',
    '- Severe: constant cough or coughing fits, may vomit or turn red in the face',
    '4. BREATHING: Is there any trouble breathing, fast breathing or wheezing?',
    '5. CHOKING: Could your child have choked on food or a small object just before the cough started?',
    '6. FEVER: Is there a fever? How high and for how many days?',
    '7. CHEST PAIN: Does your child have chest pain? Does it hurt to take a deep breath?',
    '8. BLOOD: Has your child coughed up any blood?',
    '9. RISK FACTORS: Asthma, heart or lung disease, born early, weak immune system? Are whooping cough shots up to date? Any contact with whooping cough?',
  ].join('\n'),
  firstAid:
    '<p><b>Choking (cannot breathe, cough or make a sound):</b></p><ul><li>Baby younger than 1 year: give 5 back blows, then 5 chest thrusts. Repeat.</li><li>Child 1 year or older: give abdominal thrusts (Heimlich maneuver).</li><li>If the child becomes unresponsive, start CPR and call 911.</li></ul><p>A child who is coughing forcefully is moving air: let the child keep coughing and do not slap the back.</p>',
  references: [
    {
      title: 'Pediatric Telephone Protocols',
      author: 'Schmitt BD',
      source: 'American Academy of Pediatrics (office and after-hours versions)',
    },
    {
      title: 'Honey for acute cough in children',
      author: 'Oduwole O, Udoh EE, Oyo-Ita A, Meremikwu MM',
      source: 'Cochrane Database Syst Rev. 2018, CD007094. https://doi.org/10.1002/14651858.CD007094.pub5',
    },
    {
      title: 'Treatment of the Common Cold in Children and Adults',
      author: 'Fashner J, Ericson K, Werner S',
      source: 'Am Fam Physician. 2012;86(2):153-159',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'croup', text: 'The cough is barky, like a seal' },
    { protocol: 'asthma-attack', text: 'The child has asthma and is wheezing or short of breath' },
    { protocol: 'breathing-difficulty', text: 'Difficulty breathing is the main symptom' },
    {
      protocol: 'colds',
      text: 'Runny or stuffy nose with only a mild cough. A cough that is the reason for the call stays here, with or without a cold.',
    },
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
          text: '<b>Choking</b> now on food or an object and cannot breathe, talk or cry',
          reason:
            'R/O: Airway obstruction\nREASON: A completely blocked airway is fatal within minutes.\nFIRST AID: Back blows and chest thrusts for babies younger than 1 year; abdominal thrusts at 1 year and older.',
        },
        {
          text: '<b>Severe</b> difficulty breathing (struggling for each breath, unable to speak or cry) or <b>bluish lips</b>',
          reason: 'R/O: Respiratory failure\nREASON: Severe respiratory distress needs emergency treatment.',
        },
        {
          text: '<b>Passed out</b> or <b>stopped breathing</b>, or a baby who turns blue during or after coughing spells',
          reason:
            'R/O: Pertussis with apnea\nREASON: Young infants with whooping cough can have life-threatening apnea.',
        },
        {
          text: '<b>Not alert</b> when awake: drowsy, hard to wake or not responding normally',
          reason:
            'R/O: Hypoxia, sepsis\nREASON: A child who is not alert when awake may be short of oxygen or septic. Public sources (Children’s Hospital Colorado, Cough) send a child who is not alert when awake to the ER now (issue 31 reference review); hard to wake is a 911 finding in every protocol.',
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
          text: '<b>Moderate</b> difficulty breathing (breathing hard, skin pulling in between the ribs, can say only short phrases), or stridor (harsh sound breathing in) when calm and resting',
          reason:
            'R/O: Pneumonia, bronchiolitis, asthma\nREASON: Retractions are a sign of moderate respiratory distress.',
          smap: 'breathing-difficulty',
        },
        {
          text: 'Cough started suddenly after <b>choking</b> on food or a small object (breathing now normal), or a violent cough that started suddenly without a cold',
          reason:
            'R/O: Inhaled foreign body\nREASON: An object in the airway can cause pneumonia or sudden blockage and may need removal by bronchoscopy.',
        },
        {
          text: 'Coughed up <b>blood</b>, or blood in the mucus',
          reason:
            'R/O: Inhaled foreign body, pneumonia, lung disease\nREASON: True hemoptysis in a child is uncommon and needs urgent evaluation.',
        },
        {
          text: 'Age <b>younger than 3 months</b> (12 weeks) with a fever of 100 °F (37.8 °C) or higher (rectal)',
          reason:
            'R/O: Serious bacterial infection, pneumonia, pertussis\nREASON: Fever in a young infant needs urgent evaluation even when a cough explains it.',
          smap: 'fever-newborn',
        },
        relieverNotHelping(),
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: '<b>Coughing fits</b> that last more than a minute, end with a whoop or vomiting, or make the face turn red or dark',
          reason:
            'R/O: Pertussis\nREASON: Paroxysmal cough suggests whooping cough, which needs testing, antibiotics and protection of contacts.',
        },
        {
          text: 'Breathing <b>faster than normal</b> when calm and the fever is down',
          reason: 'R/O: Pneumonia\nREASON: Fast breathing at rest is the most useful sign of pneumonia in children.',
        },
        {
          text: '<b>Wheezing</b> (whistling sound breathing out) in a child who does not have asthma, or stridor (harsh sound breathing in) only when crying or coughing',
          reason:
            'R/O: Bronchiolitis, first asthma attack, inhaled object\nREASON: New wheezing needs an exam and may need treatment.',
        },
        {
          text: '<b>Chest pain</b> that is there even when not coughing, or pain when taking a deep breath',
          reason:
            'R/O: Pneumonia, pleurisy, pneumothorax\nREASON: Pleuritic chest pain suggests lung inflammation rather than simple muscle strain from coughing.',
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['callback']),
        {
          text: 'Breathing a little faster than usual, while talking (or crying) normally, playing or feeding as usual, and no skin pulling in between the ribs',
          reason:
            'R/O: early pneumonia, bronchiolitis, asthma\nREASON: The caller can tell how bad it is: a child who talks, plays and feeds is examined the same day. Worse than this (working to breathe, short phrases, not feeding) is asked above.',
          advice: ['callback'],
          videoVisitEligible: true,
        },
        {
          text: 'Fever that has lasted <b>3 days or more</b>, or came back after being gone for 24 hours or more',
          reason:
            'R/O: Pneumonia, sinusitis, ear infection\nREASON: Prolonged or returning fever with cough suggests a bacterial complication.',
          advice: ['fever-medicine', 'honey', 'humidifier', 'callback'],
        },
        {
          text: 'Baby <b>younger than 3 months</b> with a cough (no fever, breathing normally)',
          reason:
            'R/O: Pertussis, bronchiolitis, chlamydia pneumonia\nREASON: Young infants with cough can worsen quickly and need a same-day exam.',
          advice: ['humidifier', 'cough-medicines', 'callback'],
        },
        {
          text: 'Close contact with someone who has <b>whooping cough</b>',
          reason:
            'R/O: Pertussis exposure\nREASON: Close contacts, especially babies and households with babies, may need preventive antibiotics.',
          advice: ['cough-medicines', 'callback'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Cough that has lasted <b>10 days or more</b>, or is <b>not getting better</b> after 5 days or more',
          reason:
            'R/O: Sinusitis, pneumonia, pertussis\nREASON: Most cold coughs are improving within a few days; one that is not, or still there at 10 days, needs a routine exam. Public sources (BayCare, a child’s cough; Drugs.com care notes, acute cough in children) ask to call the doctor (issue 31 reference review).',
          advice: ['honey', 'smoke-free', 'callback'],
          videoVisitEligible: true,
        },
        {
          text: 'Cough has lasted <b>3 weeks or more</b>',
          reason:
            'R/O: Pertussis, asthma, sinusitis, inhaled foreign body\nREASON: A cough lasting 3 weeks or more is no longer a simple cold and needs an exam.',
          advice: ['honey', 'smoke-free', 'callback'],
        },
        {
          text: 'Cough mainly <b>at night or with exercise</b>, coming back again and again',
          reason:
            'R/O: Cough-variant asthma, allergies\nREASON: A recurrent night or exercise cough suggests asthma, which can be treated.',
          advice: ['humidifier', 'smoke-free', 'callback'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Cough with a cold and <b>no complications</b>',
          reason:
            'REASON: Most coughs are caused by viral infections and get better on their own. Care at home is appropriate.',
          advice: ['honey', 'warm-fluids', 'humidifier', 'cough-medicines', 'fever-medicine', 'smoke-free', 'callback'],
        },
        antibioticRequest([
          'honey',
          'warm-fluids',
          'humidifier',
          'cough-medicines',
          'fever-medicine',
          'smoke-free',
          'callback',
        ]),
      ],
    },
  ],
  advice: [
    {
      title: 'Cough Relief',
      topics: [
        {
          key: 'honey',
          title: 'Honey for Children 1 Year and Older',
          nuggets: [
            'Give ½ to 1 teaspoon of honey as needed. It thins the mucus and soothes the cough.',
            'Honey can be given at bedtime to help with night cough.',
            'Do not give honey to babies younger than 1 year old. It can cause infant botulism.',
          ],
        },
        {
          key: 'warm-fluids',
          title: 'Warm Fluids and Cough Drops',
          nuggets: [
            'Age 3 months to 1 year: give warm clear fluids (such as warm water or apple juice), 1 to 3 teaspoons up to 4 times a day when coughing.',
            'Age 1 year and older: warm drinks such as warm water with honey can relax the airway.',
            'Age 6 years and older: cough drops or hard candy can help. Do not give them to younger children because they can choke.',
          ],
        },
        {
          key: 'humidifier',
          title: 'Moist Air',
          nuggets: [
            'Run a cool-mist humidifier in your child’s bedroom. Clean it every day.',
            'For coughing fits, sit with your child in a steamy bathroom for 10 minutes.',
            'Give plenty of fluids to keep the mucus thin.',
          ],
        },
        {
          key: 'cough-medicines',
          title: 'About Cough Medicines',
          nuggets: [
            'Coughing helps protect the lungs. The goal is to loosen the cough, not stop it.',
            'Do not give over-the-counter cough or cold medicines to children younger than 4 years old. Ask your child’s doctor before using them at 4 to 6 years.',
            'Antibiotics do not help coughs caused by viruses.',
          ],
        },
      ],
    },
    {
      title: 'General Care',
      topics: [
        {
          key: 'fever-medicine',
          title: 'Fever Medicine',
          nuggets: [
            'For fever of 102 °F (39 °C) or higher or discomfort, give acetaminophen (over 3 months) or ibuprofen (6 months or older). Give the dose by weight as directed on the label.',
            'Do not give aspirin to children or teens.',
          ],
        },
        {
          key: 'smoke-free',
          title: 'Avoid Smoke',
          nuggets: [
            'Tobacco and vaping smoke make coughs worse and last longer.',
            'Do not allow smoking in your home or car.',
          ],
        },
        {
          key: 'callback',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Trouble breathing, fast breathing or wheezing',
            'Coughing fits with a whoop, vomiting, or turning blue',
            'Chest pain when breathing in, or coughing up blood',
            'A baby younger than 3 months gets a fever of 100 °F (37.8 °C) or higher',
            'Fever lasts 3 days or more, or the cough lasts 3 weeks or more',
            'You think your child needs to be seen',
            'Your child becomes worse',
          ],
        },
      ],
    },
  ],
});
