import { defineProtocol } from '../../source/define-protocol.ts';
import { antibioticRequest, unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'common-cold',
  sourceProtocolId: 206,
  audience: 'adult',
  title: 'Common Cold',
  keywords: [
    'common cold',
    'comon cold',
    'cold',
    'head cold',
    'chest and head cold',
    'runny nose',
    'stuffy nose',
    'blocked nose',
    'stuffed up',
    'congestion',
    'nasal congestion',
    'sniffles',
    'sneezing',
    'post nasal drip',
    'URI',
    'upper respiratory infection',
    'sinus congestion',
    'cold symptoms',
    'runy nose',
    'congested',
    'stuffy head',
    'snotty nose',
  ],
  definition:
    'A viral infection of the nose and throat in an adult, with runny or stuffy nose, sneezing, sore or scratchy throat, mild cough and sometimes a low fever.',
  background:
    '<p>Colds are caused by many different viruses, most often rhinoviruses. Adults average 2 to 3 colds a year. Symptoms peak in 1 to 3 days and usually last 7 to 10 days, though a cough can last up to 3 weeks. Fever is uncommon and mild in adults. Nasal discharge often turns yellow or green during a cold; this does not by itself mean a bacterial infection.</p>' +
    '<p>Antibiotics do not help colds and cause side effects. Treatment is aimed at symptoms: pain relievers, decongestants, saline, fluids and rest. The triager screens for complications and for illnesses that can look like a cold at first: pneumonia, bacterial sinusitis, ear infection, strep throat and influenza. People with asthma, COPD, heart failure or a weak immune system may have a flare of their illness during a cold.</p>',
  initialAssessment: `1. SYMPTOMS: What are the main symptoms? (e.g., runny nose, stuffy nose, sore throat, cough, sneezing)
2. ONSET: When did the symptoms start? Are they getting better or worse?
3. FEVER: Is there a fever? How high, and for how long?
4. BREATHING: Any shortness of breath, wheezing or chest pain?
5. SINUS AND EARS: Any pain in the face or forehead, swelling around the eyes, or earache?
6. THROAT: Is the sore throat severe? Can you swallow fluids?
7. FLU SYMPTOMS: Did it start suddenly with high fever, chills and body aches?
8. HIGH RISK: Any asthma, COPD, heart disease, diabetes, weak immune system, pregnancy, or age 65 years or older?
9. SEVERITY: How much does it stop the person doing their usual activities?
- MILD: does not stop usual activities or sleep (pain 1 to 3 out of 10)
- MODERATE: stops some usual activities or wakes the person from sleep (pain 4 to 7 out of 10)
- SEVERE: cannot do any usual activities, or the worst ever (pain 8 to 10 out of 10)`,
  references: [
    {
      title: 'Prevention and treatment of the common cold: making sense of the evidence',
      author: 'Allan GM, Arroll B',
      source: 'CMAJ. 2014;186(3):190-199',
      pubMedId: '24468694',
    },
    {
      title: 'Telephone Triage Protocols for Nurses',
      author: 'Briggs JK',
      source: 'Wolters Kluwer (5th edition)',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'influenza', text: 'Sudden fever, chills and body aches suggest the flu.' },
    { protocol: 'sore-throat', text: 'Sore throat is the main symptom.' },
    {
      protocol: 'cough',
      text: 'Cough is the reason for the call, or has lasted longer than the cold. A cold with a mild cough stays here.',
    },
    { protocol: 'fever', text: 'Fever is the main concern.' },
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
          reason: 'R/O: respiratory failure, severe pneumonia',
          smap: 'breathing-difficulty',
        },
        {
          text: '<b>Drooling</b> or unable to swallow saliva, or noisy, high-pitched breathing (stridor)',
          reason: 'R/O: epiglottitis, peritonsillar or retropharyngeal abscess, airway obstruction',
          smap: 'sore-throat',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: '<b>Breathing harder than usual</b>, and the caller cannot tell how bad it is (cannot say whether the person talks, plays or feeds normally)',
          reason:
            'R/O: pneumonia, asthma or COPD exacerbation, heart failure\nREASON: Shared finding: breathlessness of unstated severity goes to the emergency department, the safer side.',
          smap: 'breathing-difficulty',
        },
        {
          text: '<b>Short of breath at rest</b> (breathless while sitting still or talking)',
          reason: 'R/O: pneumonia, asthma or COPD exacerbation',
          smap: 'breathing-difficulty',
        },
        {
          text: '<b>Coughing up blood</b> (more than a few streaks in the mucus)',
          reason:
            'R/O: pneumonia, pulmonary embolism, bleeding from the lung\nREASON: Asked at the same level as in Cough; a few streaks in the mucus are asked below.',
          smap: 'cough',
        },
        {
          text: 'Fever <b>and</b> any of these: stiff neck, severe headache, new confusion, or a rash of purple or dark red spots',
          reason: 'R/O: meningitis, sepsis',
        },
        {
          text: 'Looks or acts very sick (e.g., too weak to stand, confused, breathing fast, cold clammy skin)',
          reason: 'R/O: sepsis',
        },
        {
          text: 'Fever <b>and</b> a weak immune system (e.g., chemotherapy in the past 6 weeks, transplant, steroid pills)',
          reason:
            'R/O: neutropenic fever, serious bacterial infection\nREASON: Fever may be the only sign of a serious infection; needs assessment within the hour.',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: 'Chest pain when breathing, or mild shortness of breath with fever',
          reason: 'R/O: pneumonia',
          smap: 'cough',
        },
        {
          text: "<b>New wheezing or a tight chest</b> (not the person's usual asthma or COPD), or short of breath when walking or with light activity",
          reason:
            'R/O: bronchitis, pneumonia, first asthma, heart failure\nREASON: Boots WebMD (cold: when to seek medical advice) asks for urgent medical advice for chest tightness, difficulty breathing or wheezing with a cold; new wheezing is asked at the same level in Cough. Short of breath at rest is asked above; known asthma or COPD worse than usual is asked below.',
          smap: 'breathing-difficulty',
        },
        {
          text: 'Redness or swelling of the eyelids or around the eye, with sinus pain',
          reason: 'R/O: periorbital or orbital cellulitis from sinusitis',
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['call-back']),
        {
          text: 'Fever of <b>102 °F (38.9 °C) or higher</b>, or a fever with chills (feeling hot and shivery)',
          reason:
            "R/O: influenza, pneumonia, bacterial sinusitis\nREASON: Fever in a cold is usually absent or low in adults; NHS pages (a very high temperature, or feeling hot and shivery), Boots WebMD, NHS Wirral and Mayo Clinic (a temperature of 102 °F (38.9 °C) or higher, rounded down from their cut-offs) ask for a doctor's assessment. Sudden fever, chills and body aches point to the flu: the Influenza protocol.",
          advice: ['fluids-rest', 'fever-pain', 'call-back'],
          smap: 'influenza',
        },
        {
          text: 'Fever of 100 °F (37.8 °C) or higher for <b>3 days or more</b>, or fever that comes back after being gone for 24 hours or more',
          reason: 'R/O: secondary bacterial infection (sinusitis, ear infection, pneumonia)',
          advice: ['reassurance', 'fluids-rest', 'fever-pain', 'call-back'],
        },
        {
          text: 'Earache, or fluid draining from the ear',
          reason: 'R/O: middle ear infection, ruptured eardrum',
          advice: ['fever-pain', 'call-back'],
        },
        {
          text: 'Sudden fever, chills and body aches <b>and</b> high risk for flu complications (e.g., 65 years or older, pregnant, chronic heart or lung disease, diabetes, weak immune system)',
          reason:
            'R/O: influenza\nNOTE: Antiviral treatment works best when started within 48 hours of the first symptoms.',
          advice: ['fluids-rest', 'fever-pain', 'prevent-spread', 'call-back'],
          smap: 'influenza',
          videoVisitEligible: true,
        },
        {
          text: 'Sore throat so severe that swallowing fluids is hard',
          reason: 'R/O: strep throat, peritonsillar abscess',
          advice: ['sore-throat-cough', 'fever-pain', 'call-back'],
          smap: 'sore-throat',
        },
        {
          text: '<b>Severe sinus pain</b>: pain in the face or forehead that stops sleep or usual activities',
          reason:
            'R/O: bacterial sinusitis\nREASON: Mayo Clinic (common cold) asks for medical attention for severe sinus pain; mild facial pressure with a blocked nose is part of a cold.',
          advice: ['runny-nose', 'fever-pain', 'call-back'],
          smap: 'sinus-pain',
        },
        {
          text: 'Small <b>streaks of blood</b> in the mucus coughed up',
          reason:
            'R/O: bronchitis, pneumonia, other lung disease\nREASON: NHS pages ask for a GP for coughing up blood with a cold; more than a few streaks is asked above (emergency department), as in Cough.',
          advice: ['sore-throat-cough', 'call-back'],
          smap: 'cough',
        },
        {
          text: 'Cold symptoms in a person with a <b>weak immune system</b> (e.g., chemotherapy in the past 6 weeks, transplant, steroid pills), without a fever',
          reason:
            'R/O: pneumonia or other serious infection in a person less able to fight it\nREASON: NHS pages ask a person with a weakened immune system and a cold to contact the GP or NHS 111; with a fever it is asked above (emergency department).',
          advice: ['fluids-rest', 'prevent-spread', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: '<b>Asthma or COPD</b> symptoms worse than usual during the cold (e.g., needing the reliever inhaler more than usual), but breathing comfortably at rest',
          reason:
            'R/O: asthma or COPD flare triggered by a viral infection\nREASON: Boots WebMD (cold: when to seek medical advice) asks for urgent medical advice for wheeze or a tight chest in asthma and a cold; the Asthma Attack protocol sees a reliever needed more than usual the same day. Short of breath at rest is asked above (emergency department).',
          advice: ['fluids-rest', 'call-back'],
          smap: 'asthma-attack',
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Nasal discharge or congestion lasting <b>10 days or more</b>, any other cold symptom lasting <b>3 weeks or more</b>, or getting worse again after starting to improve',
          reason:
            'R/O: bacterial sinusitis, another cause of the symptoms\nNOTE: Colored nasal discharge alone during the first week does not mean a bacterial infection. A cough can linger for 2 to 3 weeks after a cold in a healthy adult (nidirect, common cold): that alone is home care.',
          advice: ['runny-nose', 'decongestants', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: '<b>Swollen glands</b> in the neck that are large enough to see, or swollen glands in the armpits',
          reason:
            'R/O: glandular fever, bacterial infection, another cause of swollen lymph nodes\nREASON: NHS pages and Boots WebMD ask for a GP for (severely) swollen glands in the neck or armpits with a cold; small tender glands under the jaw are part of a cold.',
          advice: ['fever-pain', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Cold in a person with a <b>long-term condition</b> (e.g., diabetes, or a heart, lung, kidney or neurological condition)',
          reason:
            'R/O: a cold unsettling the condition, a chest infection\nREASON: NHS pages ask a person with a long-term condition and a cold to see a GP; a routine visit, since breathlessness, fever with a chronic illness and an asthma or COPD flare are asked above.',
          advice: ['fluids-rest', 'prevent-spread', 'call-back'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Cold symptoms with no complications',
          reason: 'REASON: Uncomplicated viral cold. Home care for symptom relief; antibiotics will not help.',
          advice: [
            'reassurance',
            'runny-nose',
            'fluids-rest',
            'prevent-spread',
            'fever-pain',
            'decongestants',
            'sore-throat-cough',
            'call-back',
          ],
        },
        antibioticRequest([
          'reassurance',
          'runny-nose',
          'fluids-rest',
          'prevent-spread',
          'fever-pain',
          'decongestants',
          'sore-throat-cough',
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
            'Colds are caused by viruses and get better on their own.',
            'Most colds last 7 to 10 days; a cough may last up to 3 weeks.',
            'Antibiotics do not help colds and can cause side effects.',
            'Yellow or green nasal mucus is common during a cold and does not mean you need an antibiotic.',
          ],
        },
        {
          key: 'runny-nose',
          title: 'Runny or Stuffy Nose',
          nuggets: [
            'Use saline (salt water) nose spray or rinses several times a day, then blow the nose gently.',
            'If you rinse with a sinus rinse bottle, use distilled, sterile or boiled and cooled water, never plain tap water.',
            'Breathe warm steam from a shower; a clean cool-mist humidifier may help at night.',
          ],
        },
        {
          key: 'fluids-rest',
          title: 'Fluids and Rest',
          nuggets: [
            'Drink plenty of fluids, such as water, warm tea or soup.',
            'Get extra rest and sleep.',
            'Do not smoke, and avoid secondhand smoke.',
          ],
        },
        {
          key: 'prevent-spread',
          title: 'Prevent Spread',
          nuggets: [
            'Wash your hands often with soap and water, or use hand sanitizer.',
            'Cough or sneeze into a tissue or your elbow, and throw tissues away.',
            'Stay home from work while you have a fever.',
          ],
        },
      ],
    },
    {
      title: 'Medications',
      topics: [
        {
          key: 'fever-pain',
          title: 'Fever and Aches',
          nuggets: [
            'Acetaminophen: 650 mg every 4 to 6 hours as needed, no more than 3,000 mg a day.',
            'Or ibuprofen 400 mg every 6 to 8 hours with food, no more than 1,200 mg a day, unless you have stomach ulcers, kidney disease or heart failure, take a blood thinner, or are pregnant.',
            'Many cold medicines already contain acetaminophen; check labels so you do not take too much.',
          ],
        },
        {
          key: 'decongestants',
          title: 'Decongestants',
          nuggets: [
            'A decongestant such as pseudoephedrine may relieve a stuffy nose. Use as directed on the label.',
            'Avoid oral decongestants if you have high blood pressure, heart disease, glaucoma or an enlarged prostate, unless your doctor says they are safe.',
            'Decongestant nose sprays (such as oxymetazoline) should not be used for 3 days or more; longer use makes congestion worse.',
          ],
        },
        {
          key: 'sore-throat-cough',
          title: 'Sore Throat and Cough',
          nuggets: [
            'Suck on throat lozenges or hard candy, or gargle with warm salt water.',
            'A teaspoon of honey in warm water or tea can soothe a cough.',
            'Cough medicines help little; if used, follow the directions on the label.',
          ],
        },
        {
          key: 'call-back',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'You have trouble breathing, wheezing, a tight chest or chest pain, or you cough up blood.',
            'Fever lasts 3 days or more, or comes back after being gone.',
            'You develop an earache, severe sinus pain, or swelling around the eyes.',
            'Nasal congestion lasts 10 days or more, or any symptom lasts 3 weeks or more.',
            'You think you need to be seen, or you get worse.',
          ],
        },
      ],
    },
  ],
});
