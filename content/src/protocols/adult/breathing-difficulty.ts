import { defineProtocol } from '../../source/define-protocol.ts';
import { relieverNotHelping, unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'breathing-difficulty',
  sourceProtocolId: 203,
  audience: 'adult',
  title: 'Breathing Difficulty',
  keywords: [
    'breathing difficulty',
    'difficulty breathing',
    'trouble breathing',
    'shortness of breath',
    'short of breath',
    'shortnes of breath',
    'SOB',
    'cant breathe',
    "can't breathe",
    'cant catch my breath',
    'hard to breathe',
    'breathless',
    'out of breath',
    'winded',
    'gasping',
    'dyspnea',
    'breathing problem',
    'cant breath',
    'cannot breathe',
    'shortness of breathe',
    'hard to breath',
    'struggling to breathe',
    'difficulty breething',
  ],
  definition:
    'Shortness of breath or a feeling of not getting enough air, at rest or with activity, in an adult. Use for new breathing trouble or breathing that is worse than usual.',
  background:
    '<p>Shortness of breath has many causes: asthma and COPD flare-ups, pneumonia and other chest infections, heart failure, heart attack, blood clot in the lung (pulmonary embolism), collapsed lung, severe allergic reaction, anemia and anxiety. A blocked nose from a cold can also make breathing feel harder without any problem in the lungs.</p>' +
    '<p>On the phone, listen to the caller. Severe breathing difficulty sounds like struggling for each breath, being able to say only a few words between breaths, grunting, or noisy breathing. Confusion, drowsiness or bluish lips are late signs of low oxygen. A home pulse oximeter reading, if available, is useful: a reading below 92 percent in a person who is usually normal is concerning.</p>' +
    '<p>Suspect a blood clot in the lung when shortness of breath starts suddenly, especially with sharp chest pain on breathing, coughing blood, a swollen painful leg, recent surgery or long travel, cancer, pregnancy or recent delivery, or use of estrogen.</p>',
  initialAssessment: `1. SEVERITY: How bad is the breathing trouble?
- MILD: no shortness of breath at rest, mild shortness of breath with walking, can speak in full sentences
- MODERATE: short of breath at rest, speaks in phrases, prefers to sit
- SEVERE: very short of breath at rest, speaks only single words, struggling to breathe
2. ONSET: When did it start? Did it start suddenly or gradually over days?
3. OTHER SYMPTOMS: Any chest pain, cough, fever, wheezing, or coughing up blood?
4. LIPS AND ALERTNESS: Are the lips or face bluish or grey? Is the person confused or very drowsy?
5. OXYGEN: If there is a home pulse oximeter, what is the reading?
6. POSITION: Is breathing worse lying flat? Any new swelling of the legs or ankles?
7. TRIGGER: Any exposure to a food, medicine or sting that could cause an allergic reaction?
8. HISTORY: Any asthma, COPD, heart failure, blood clots, recent surgery or long travel, pregnancy, or hormone use?`,
  firstAid:
    '<p><b>While waiting for help:</b> Sit upright, leaning slightly forward. Loosen tight clothing. Use any prescribed rescue inhaler.</p>' +
    '<p><b>Severe allergic reaction:</b> If an epinephrine auto-injector has been prescribed, use it now in the outer thigh, then call 911.</p>',
  references: [
    {
      title:
        '2019 ESC Guidelines for the diagnosis and management of acute pulmonary embolism developed in collaboration with the European Respiratory Society (ERS)',
      author: 'Konstantinides SV, Meyer G, Becattini C, et al.',
      source: 'European Heart Journal. 2020;41(4):543-603',
    },
    {
      title: 'Telephone Triage Protocols for Nurses',
      author: 'Briggs JK',
      source: 'Wolters Kluwer (5th edition)',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'asthma-attack', text: 'The person has asthma and this is an asthma attack.' },
    { protocol: 'chest-pain', text: 'Chest pain is the main symptom.' },
    { protocol: 'hives-allergic-reaction', text: 'Hives or swelling after an exposure, without breathing trouble.' },
    { protocol: 'cough', text: 'Cough is the main symptom and breathing is normal.' },
    { protocol: 'common-cold', text: 'Breathing feels harder only because of a stuffy nose from a cold.' },
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
          text: '<b>Severe difficulty breathing</b> (e.g., struggling for each breath, can only say single words, gasping)',
          reason: 'R/O: respiratory failure',
          advice: ['waiting-for-ems'],
        },
        {
          text: 'Lips or face <b>bluish or grey</b>, or the person is confused, very drowsy, hard to wake, or has fainted',
          reason: 'R/O: hypoxia, massive pulmonary embolism',
          advice: ['waiting-for-ems'],
        },
        {
          text: 'Swelling of the face, lips, tongue or throat, or hives all over, <b>and</b> any trouble breathing or swallowing',
          reason:
            'R/O: anaphylaxis\nFIRST AID: Use an epinephrine auto-injector if prescribed, then call 911. A second dose may be given after 5 to 15 minutes if no better.',
          advice: ['waiting-for-ems'],
          smap: 'hives-allergic-reaction',
        },
        {
          text: 'Choking on food or an object and still having trouble breathing or speaking, or new <b>noisy breathing</b> when breathing in (stridor)',
          reason: 'R/O: airway obstruction',
        },
        {
          text: 'Shortness of breath <b>and</b> chest pain, pressure, tightness or heaviness, or pain spreading to the arm, jaw or back',
          reason: 'R/O: heart attack, pulmonary embolism',
          advice: ['waiting-for-ems'],
          smap: 'chest-pain',
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
        },
        {
          text: '<b>Moderate difficulty breathing</b> (e.g., short of breath at rest, speaks in short phrases)',
          reason: 'R/O: pneumonia, heart failure, COPD exacerbation, pulmonary embolism',
        },
        {
          text: 'Sudden shortness of breath <b>and</b> any of these:<ul><li>sharp chest pain when breathing in</li><li>coughing up blood</li><li>one leg swollen or painful</li><li>recent surgery, long travel, cancer, pregnancy or recent delivery</li></ul>',
          reason: 'R/O: pulmonary embolism',
        },
        {
          text: '<b>Coughing up blood</b> (more than a few streaks in the mucus)',
          reason:
            'R/O: pulmonary embolism, pneumonia, lung cancer, bronchiectasis\nREASON: Shared finding: coughing up more than a few streaks of blood is the ED in every protocol (Cough, Common Cold, Hay Fever), with shortness of breath too; small streaks in the mucus are a visit today (issue 31: coughing up blood with shortness of breath that did not start suddenly was a visit today here).',
        },
        {
          text: 'Shortness of breath that is <b>worse lying flat</b> or wakes the person gasping, or with new swelling of both legs',
          reason: 'R/O: new or worsening heart failure',
        },
        {
          text: 'Home pulse oximeter reading <b>below 92 percent</b> (in a person who is usually normal)',
          reason:
            'R/O: hypoxia\nNOTE: People with COPD may have a lower usual reading; compare with their known baseline or care plan.',
        },
        {
          text: 'Shortness of breath with fever <b>and</b> looks or acts very sick (e.g., confused, too weak to stand, breathing very fast), or has a weak immune system (e.g., chemotherapy, transplant, steroid pills)',
          reason: 'R/O: severe pneumonia, sepsis, neutropenic fever',
        },
        relieverNotHelping(),
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: 'Mild shortness of breath <b>and</b> fever of 100 °F (37.8 °C) or higher',
          reason: 'R/O: pneumonia',
        },
        {
          text: 'New <b>wheezing</b> in a person who does not have asthma, or known lung disease (COPD, bronchiectasis, asthma) with breathing worse than usual, despite the usual inhalers or with a fever',
          reason:
            'R/O: bronchospasm, COPD exacerbation, pneumonia, early heart failure\nREASON: A chronic lung disease changes the level: worse breathing with a fever is an exacerbation or pneumonia that needs an examination within hours (NICE CKS, chronic obstructive pulmonary disease; issue 31, context red flags).',
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['call-back']),
        {
          text: 'Shortness of breath with <b>weight gain</b> of 2 to 3 pounds (1 kg) in a day or 5 pounds (2 kg) in a week, with or without known heart failure',
          reason:
            'R/O: new or worsening heart failure (fluid build-up)\nREASON: Quick weight gain is fluid before the legs swell (American Heart Association, Warning signs of heart failure: call the doctor for a gain of 2 to 3 pounds in 24 hours or 5 pounds in a week; NHS, Heart failure: see a GP). Breathlessness lying flat or with new swelling of both legs is asked above (the ED). Blind set 7: only Leg Swelling and Pain asked the weight gain, and only with known heart failure.',
          advice: ['position', 'call-back'],
        },
        {
          text: 'Shortness of breath with mild activity (e.g., walking across a room) that is new or worse over the past few days',
          reason: 'R/O: heart failure, anemia, chest infection',
          advice: ['position', 'slow-breathing', 'call-back'],
        },
        {
          text: 'Cough with yellow or green sputum <b>and</b> mild shortness of breath with activity',
          reason: 'R/O: bronchitis, early pneumonia, COPD exacerbation',
          advice: ['position', 'avoid-smoke', 'inhalers', 'call-back'],
          smap: 'cough',
          videoVisitEligible: true,
        },
        {
          text: 'Shortness of breath <b>and</b> any of these:<ul><li>small streaks of blood in the mucus coughed up</li><li>pain or swelling in one leg</li><li>a racing, skipping or fluttering heartbeat (palpitations)</li><li>feeling sick or vomiting</li></ul>',
          reason:
            'R/O: pulmonary embolism, deep vein thrombosis, arrhythmia, heart attack with atypical symptoms, chest infection\nNOTE: Sudden shortness of breath with coughing blood or a swollen leg is asked above (ED), and coughing up more than a few streaks of blood.\nREASON: Public sources (NHS Health A-Z, Shortness of breath) send these to NHS 111 for a same-day assessment (issue 31 reference review).',
          advice: ['position', 'call-back'],
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Shortness of breath only with heavy exertion, slowly getting worse over weeks',
          reason: 'R/O: deconditioning, anemia, heart or lung disease',
          advice: ['avoid-smoke', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Repeated episodes of fast breathing with tingling fingers or around the mouth during stress, that go away completely',
          reason:
            'R/O: panic attacks, hyperventilation\nNOTE: Only after other causes are ruled out; never assume anxiety when the person has risk factors for heart or lung disease.',
          advice: ['slow-breathing', 'call-back'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Breathing feels harder only because of a <b>stuffy nose</b>, and breathing through the mouth is normal',
          reason: 'REASON: Nasal congestion from a cold; the lungs are not involved.',
          advice: ['nasal-congestion', 'position', 'avoid-smoke', 'call-back'],
          smap: 'common-cold',
        },
      ],
    },
  ],
  advice: [
    {
      title: 'While Waiting for Help',
      topics: [
        {
          key: 'waiting-for-ems',
          title: 'Until EMS Arrives',
          nuggets: [
            'Sit upright, leaning slightly forward with the arms resting on a table or the knees.',
            'Use any prescribed rescue inhaler, or epinephrine auto-injector for an allergic reaction.',
            'Unlock the door and turn on an outside light. Do not drive yourself.',
            'Keep the phone nearby and call 911 again if breathing gets worse.',
          ],
        },
      ],
    },
    {
      title: 'Home Care Advice',
      topics: [
        {
          key: 'nasal-congestion',
          title: 'Clear a Stuffy Nose',
          nuggets: [
            'Use saline (salt water) nose spray or rinses several times a day, then gently blow the nose.',
            'Breathe warm steam from a shower or a bowl of hot water (take care not to get burned).',
            'Drink plenty of fluids to keep mucus thin.',
          ],
        },
        {
          key: 'position',
          title: 'Position and Rest',
          nuggets: [
            'Sit up or rest propped up on pillows; it is usually easier to breathe than lying flat.',
            'Pace yourself: rest between activities and avoid heavy exertion until you are better.',
          ],
        },
        {
          key: 'slow-breathing',
          title: 'Pursed-Lip and Slow Breathing',
          nuggets: [
            'Breathe in slowly through the nose for 2 counts.',
            'Breathe out slowly through pursed lips (as if blowing out a candle) for 4 counts.',
            'Repeat for a few minutes; this helps you feel more in control of your breathing.',
          ],
        },
        {
          key: 'avoid-smoke',
          title: 'Avoid Smoke and Irritants',
          nuggets: [
            'Do not smoke or vape, and stay away from secondhand smoke.',
            'Avoid strong fumes, dust and very cold air.',
            'If you would like help to stop smoking, ask your doctor or call 1-800-QUIT-NOW.',
          ],
        },
      ],
    },
    {
      title: 'Medications',
      topics: [
        {
          key: 'inhalers',
          title: 'Inhalers',
          nuggets: [
            'If you have a prescribed rescue inhaler, use it as directed on your care plan.',
            'Keep taking your regular daily inhalers and medicines.',
            'Use a spacer if you have one; it helps more medicine reach the lungs.',
          ],
        },
        {
          key: 'call-back',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Breathing becomes harder, or you are short of breath at rest. Call 911 if it is severe.',
            'You develop chest pain, cough up blood, or your lips turn bluish.',
            'You develop a fever, or swelling of the legs.',
            'You are not improving as expected.',
            'You think you need to be seen, or you get worse.',
          ],
        },
      ],
    },
  ],
});
