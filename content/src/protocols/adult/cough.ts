import { defineProtocol } from '../../source/define-protocol.ts';
import { antibioticRequest, relieverNotHelping, unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'cough',
  sourceProtocolId: 208,
  audience: 'adult',
  title: 'Cough',
  keywords: [
    'cough',
    'coughing',
    'caugh',
    'coff',
    'hacking cough',
    'dry cough',
    'wet cough',
    'productive cough',
    'chest cold',
    'bronchitis',
    'phlegm',
    'mucus',
    'coughing up mucus',
    'cant stop coughing',
    'tickle in throat',
    'whooping cough',
    'coughing up blood',
    'cought',
    'coughin',
    'chesty cough',
    'coughing fits',
    'cough wont go away',
  ],
  definition:
    'Coughing in an adult, dry or bringing up mucus (phlegm), new or worse than usual. Includes a chest cold (acute bronchitis).',
  background:
    '<p>Most new cough in adults is caused by a viral infection: a cold, a chest cold (acute bronchitis) or the flu. The cough from a chest cold usually lasts 1 to 3 weeks and can linger up to 8 weeks. Antibiotics are almost never needed for a chest cold and do not shorten the cough much.</p>' +
    '<p>Serious causes to screen for are pneumonia (fever, shortness of breath, chest pain on breathing, looking unwell), pulmonary embolism (sudden shortness of breath, coughing blood), heart failure (cough worse lying flat, leg swelling), an inhaled object, and in older adults or people with a weak immune system, infections that present with few symptoms. Whooping cough (pertussis) causes coughing fits, a whoop or vomiting after coughing, and spreads easily to babies.</p>' +
    '<p>A cough that lasts 3 weeks or more needs an examination. Common causes are post-infectious cough, asthma, acid reflux, postnasal drip and medicines (ACE inhibitors such as lisinopril). Cough with night sweats, weight loss or coughing blood may be tuberculosis or lung cancer.</p>',
  initialAssessment: `1. ONSET: When did the cough start?
2. TYPE: Is the cough dry, or bringing up mucus? What color is the mucus? Any blood?
3. SEVERITY: How bad is it? Does it cause coughing fits, vomiting, or keep you awake?
- MILD: does not stop usual activities or sleep (pain 1 to 3 out of 10)
- MODERATE: stops some usual activities or wakes the person from sleep (pain 4 to 7 out of 10)
- SEVERE: cannot do any usual activities, or the worst ever (pain 8 to 10 out of 10)
4. BREATHING: Any shortness of breath, wheezing or chest pain? Is breathing worse lying flat?
5. FEVER: Is there a fever? How high, and for how long?
6. OTHER SYMPTOMS: Any runny nose, sore throat, night sweats, weight loss or leg swelling?
7. EXPOSURES: Any contact with whooping cough or tuberculosis? Any choking episode?
8. HISTORY: Any asthma, COPD, heart failure, weak immune system, or smoking? Any blood pressure medicine such as lisinopril?`,
  references: [
    {
      title: 'Bronchitis (Chest Cold)',
      author: 'Centers for Disease Control and Prevention',
      source: 'CDC patient information on chest colds and antibiotic use.',
    },
    {
      title: 'Diagnosis and management of cough executive summary: ACCP evidence-based clinical practice guidelines',
      author: 'Irwin RS, Baumann MH, Bolser DC, et al.',
      source: 'Chest. 2006;129(1 Suppl):1S-23S',
    },
    {
      title: 'Telephone Triage Protocols for Nurses',
      author: 'Briggs JK',
      source: 'Wolters Kluwer (5th edition)',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'breathing-difficulty', text: 'Shortness of breath is the main symptom.' },
    { protocol: 'asthma-attack', text: 'The person has asthma and is wheezing or short of breath.' },
    {
      protocol: 'common-cold',
      text: 'Runny or stuffy nose with only a mild cough. A cough that is the reason for the call stays here, with or without a cold.',
    },
    { protocol: 'influenza', text: 'Sudden fever, chills and body aches suggest the flu.' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        {
          text: 'Sounds like a life-threatening emergency to the triager',
          reason:
            'REASON: Triager judgment. Anything that sounds life-threatening needs EMS, even if no specific question fits.',
        },
        {
          text: '<b>Severe difficulty breathing</b> (e.g., struggling for each breath, can only say single words) or bluish lips',
          reason: 'R/O: respiratory failure',
          smap: 'breathing-difficulty',
        },
        {
          text: 'Coughing up <b>large amounts of blood</b> (more than a few teaspoons, or clots)',
          reason: 'R/O: massive hemoptysis\nFIRST AID: Sit up or lie on the side that is thought to be bleeding.',
        },
        {
          text: 'Choked on food or an object and still coughing hard, unable to speak, or having trouble breathing',
          reason: 'R/O: airway foreign body',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: 'Coughing, wheezing or noisy breathing that started <b>after choking</b> on food or an object, or after an object may have been breathed in, and has not gone away',
          reason:
            'R/O: inhaled object in the airway\nREASON: Shared finding (an object that may have been breathed in): the emergency department in every protocol. The cough can settle while the object stays; it needs an X-ray and often removal.',
        },
        {
          text: '<b>Breathing harder than usual</b>, and the caller cannot tell how bad it is (cannot say whether the person talks, plays or feeds normally)',
          reason:
            'R/O: pneumonia, asthma or COPD exacerbation, heart failure\nREASON: Shared finding: breathlessness of unstated severity goes to the emergency department, the safer side.',
          smap: 'breathing-difficulty',
        },
        {
          text: '<b>Short of breath at rest</b> (breathless while sitting still or talking)',
          reason: 'R/O: pneumonia, heart failure, COPD exacerbation, pulmonary embolism',
          smap: 'breathing-difficulty',
        },
        {
          text: 'Coughing up blood (more than a few streaks in the mucus) <b>or</b> sudden cough with sharp chest pain and shortness of breath',
          reason: 'R/O: pulmonary embolism, pneumonia, lung cancer',
        },
        {
          text: 'Cough with fever <b>and</b> looks or acts very sick (e.g., confused, too weak to stand, breathing fast), or has a weak immune system (e.g., chemotherapy, transplant, steroid pills)',
          reason: 'R/O: severe pneumonia, sepsis, neutropenic fever',
        },
        relieverNotHelping(),
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: 'Fever of 100 °F (37.8 °C) or higher <b>and</b> chest pain when breathing, or short of breath with walking',
          reason: 'R/O: pneumonia',
        },
        {
          text: 'New <b>wheezing</b>, or cough worse lying flat with new swelling of the legs',
          reason: 'R/O: asthma, COPD exacerbation, heart failure',
        },
        {
          text: 'Fever of 100 °F (37.8 °C) or higher with a cough bringing up phlegm <b>and</b> any of these:<ul><li>65 years or older</li><li>lung disease (COPD, bronchiectasis, asthma) with breathing worse than usual</li><li>heart failure, diabetes or a weak immune system</li></ul>',
          reason:
            'R/O: Pneumonia, COPD exacerbation\nREASON: Age and chronic disease change the level: pneumonia in older adults and people with lung or heart disease often looks mild on the phone and needs an examination within hours (NICE CKS, chest infections in adults; issue 31, context red flags).',
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['call-back']),
        {
          text: 'Fever of 100 °F (37.8 °C) or higher for <b>3 days or more</b>, or fever that returns after being gone for 24 hours or more',
          reason: 'R/O: pneumonia, secondary bacterial infection',
          advice: ['reassurance', 'fluids-humidity', 'fever-medicine', 'call-back'],
        },
        {
          text: 'Cough getting worse <b>and</b> any of these:<ul><li>65 years or older</li><li>COPD, heart failure or a weak immune system</li></ul>',
          reason: 'R/O: pneumonia with few symptoms, exacerbation of chronic disease',
          advice: ['fluids-humidity', 'fever-medicine', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Cough <b>and</b> chest pain, or a swollen, painful side of the neck',
          reason:
            'R/O: pneumonia, pleurisy, rib injury from coughing, bacterial neck infection\nNOTE: Sudden sharp chest pain with shortness of breath, and fever with chest pain when breathing, are asked above.\nREASON: Public sources (NHS Health A-Z, Cough) ask for an urgent GP appointment or NHS 111 for these (issue 31 reference review).',
          advice: ['cover-cough', 'fluids-humidity', 'call-back'],
        },
        {
          text: 'Coughing fits followed by vomiting or a <b>whooping</b> sound, or exposure to whooping cough',
          reason:
            'R/O: pertussis\nNOTE: Early antibiotics reduce spread; household contacts, especially babies and pregnant women, may need preventive treatment.',
          advice: ['cover-cough', 'fluids-humidity', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Cough with <b>night sweats or unexplained weight loss</b>, or exposure to tuberculosis, or small streaks of blood in the mucus',
          reason: 'R/O: tuberculosis, lung cancer, bronchitis',
          advice: ['cover-cough', 'call-back'],
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Cough lasting <b>3 weeks or more</b>',
          reason: 'R/O: post-infectious cough, asthma, acid reflux, postnasal drip, pertussis',
          advice: ['honey', 'fluids-humidity', 'avoid-smoke', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Dry cough that started after beginning a blood pressure medicine (e.g., lisinopril or another ACE inhibitor)',
          reason:
            'R/O: ACE-inhibitor cough\nNOTE: Do not stop the medicine without talking to the prescriber; it can be switched.',
          advice: ['honey', 'call-back'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Cough from a cold or chest cold with no other concerning symptoms',
          reason: 'REASON: Viral cough (acute bronchitis). Home care; antibiotics will not help.',
          advice: [
            'reassurance',
            'honey',
            'fluids-humidity',
            'avoid-smoke',
            'cover-cough',
            'cough-medicine',
            'call-back',
          ],
        },
        antibioticRequest([
          'reassurance',
          'honey',
          'fluids-humidity',
          'avoid-smoke',
          'cover-cough',
          'cough-medicine',
          'call-back',
        ]),
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
            'Most coughs are caused by viruses and get better on their own.',
            'The cough from a chest cold can last 3 weeks, and sometimes longer.',
            'Antibiotics do not help a viral cough and can cause side effects.',
          ],
        },
        {
          key: 'honey',
          title: 'Honey for Cough',
          nuggets: [
            'Take 1 to 2 teaspoons of honey straight or in warm water or tea, as needed.',
            'Cough drops or hard candy can ease a tickly throat.',
          ],
        },
        {
          key: 'fluids-humidity',
          title: 'Fluids and Moist Air',
          nuggets: [
            'Drink plenty of fluids; they help keep mucus thin.',
            'Breathe warm steam from a shower, or use a clean cool-mist humidifier.',
            'Rest, and sleep propped up on pillows if coughing keeps you awake.',
          ],
        },
        {
          key: 'avoid-smoke',
          title: 'Avoid Smoke',
          nuggets: [
            'Do not smoke or vape; smoke irritates the airways and makes coughs last longer.',
            'Avoid secondhand smoke, dust and strong fumes.',
            'For free help to quit smoking, call 1-800-QUIT-NOW.',
          ],
        },
        {
          key: 'cover-cough',
          title: 'Prevent Spread',
          nuggets: [
            'Cough into a tissue or your elbow, and wash your hands often.',
            'Wear a mask around others, especially babies, older adults and pregnant women, until you have been checked.',
          ],
        },
      ],
    },
    {
      title: 'Medications',
      topics: [
        {
          key: 'cough-medicine',
          title: 'Cough Medicine',
          nuggets: [
            'Cough medicines help only a little. If you use one, a cough suppressant such as dextromethorphan may help at night. Use as directed on the label.',
            'Guaifenesin may loosen mucus. Use as directed on the label.',
            'Check the labels of combination products so you do not take two medicines with the same ingredient.',
          ],
        },
        {
          key: 'fever-medicine',
          title: 'Fever and Aches',
          nuggets: [
            'Acetaminophen: 650 mg every 4 to 6 hours as needed, no more than 3,000 mg a day.',
            'Or ibuprofen 400 mg every 6 to 8 hours with food, no more than 1,200 mg a day, unless you have stomach ulcers, kidney disease or heart failure, take a blood thinner, or are pregnant.',
          ],
        },
        {
          key: 'call-back',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'You become short of breath, wheeze, or have chest pain.',
            'You cough up blood.',
            'A fever lasts 3 days or more, or comes back.',
            'The cough lasts 3 weeks or more.',
            'You think you need to be seen, or you get worse.',
          ],
        },
      ],
    },
  ],
});
