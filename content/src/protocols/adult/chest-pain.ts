import { defineProtocol } from '../../source/define-protocol.ts';
import { unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'chest-pain',
  sourceProtocolId: 205,
  audience: 'adult',
  title: 'Chest Pain',
  keywords: [
    'chest pain',
    'chestpain',
    'chest pian',
    'chest pressure',
    'chest tightness',
    'tight chest',
    'chest discomfort',
    'chest hurts',
    'pain in chest',
    'heart attack',
    'heart pain',
    'angina',
    'crushing chest',
    'pressure on chest',
    'heartburn',
    'sharp pain in chest',
    'chest pains',
    'chest ache',
    'heart burn',
    'heart attak',
    'squeezing chest',
  ],
  definition:
    'Pain, pressure, tightness, squeezing, burning or discomfort anywhere in the chest in an adult, including pain felt from the shoulders to the upper abdomen when it may come from the heart.',
  background:
    '<p>Chest pain has many causes, from strained chest muscles and heartburn to heart attack. The triager cannot tell them apart reliably by phone, so chest pain with any feature of heart disease is treated as an emergency. The guideline term is chest pain, but many people describe heart pain as pressure, tightness, squeezing, heaviness or burning rather than pain, and it may be felt in the arm, shoulder, neck, jaw, back or upper abdomen.</p>' +
    '<p>Heart pain often comes on with exertion or stress and may come with shortness of breath, sweating, nausea, lightheadedness or unusual tiredness. Women, older adults and people with diabetes more often have these other symptoms with little or no chest pain. Other life-threatening causes to screen for are aortic dissection (sudden tearing pain to the back), pulmonary embolism (sudden shortness of breath, sharp pain on breathing, risk factors for clots) and collapsed lung.</p>' +
    '<p>Chest wall pain that is sharp, brief, reproduced by pressing on one spot or by movement, in a younger person without risk factors, and heartburn that clearly follows meals and settles with antacids, can usually be managed less urgently.</p>',
  initialAssessment: `1. LOCATION: Where is the pain? Does it spread to the arm, shoulder, neck, jaw or back?
2. ONSET: When did it start? Did it start suddenly? Is it there now?
3. CHARACTER: What does it feel like? (e.g., pressure, squeezing, heaviness, tightness, burning, sharp, tearing)
4. SEVERITY: How bad is the pain on a scale of 0 to 10?
- MILD: does not stop usual activities or sleep (pain 1 to 3 out of 10)
- MODERATE: stops some usual activities or wakes the person from sleep (pain 4 to 7 out of 10)
- SEVERE: cannot do any usual activities, or the worst ever (pain 8 to 10 out of 10)
5. DURATION AND PATTERN: How long does it last? Does it come on with activity or stress and ease with rest? Is it worse with breathing, coughing or pressing on the chest?
6. OTHER SYMPTOMS: Any shortness of breath, sweating, nausea, lightheadedness, fainting, or racing or irregular heartbeat?
7. RISK FACTORS: Any history of heart disease, stents or bypass, diabetes, high blood pressure, high cholesterol, smoking, or family history of early heart disease?
8. CLOT RISK: Any recent surgery, long travel, leg swelling, cancer, pregnancy, or estrogen use?
9. SUBSTANCES: Any recent cocaine or methamphetamine use?`,
  firstAid:
    '<p><b>Possible heart attack while waiting for EMS:</b> Chew one adult aspirin (325 mg) or four low-dose aspirin (81 mg each), unless allergic to aspirin, told by a doctor not to take it, already bleeding, or the pain is a sudden tearing pain going through to the back (possible aortic dissection). Do not take ibuprofen or naproxen instead.</p>' +
    '<p>If nitroglycerin has been prescribed, take 1 dose under the tongue while sitting, and repeat every 5 minutes up to 3 doses if the pain continues. Do not take it after using erectile dysfunction medicine (such as sildenafil or tadalafil).</p>' +
    '<p>Sit or lie down, unlock the door, and do not drive yourself to the hospital.</p>',
  references: [
    {
      title: '2021 AHA/ACC/ASE/CHEST/SAEM/SCCT/SCMR Guideline for the Evaluation and Diagnosis of Chest Pain',
      author: 'Gulati M, Levy PD, Mukherjee D, et al.',
      source: 'Circulation. 2021. https://www.ahajournals.org/doi/10.1161/CIR.0000000000001029',
      pubMedId: '34709879',
    },
    {
      title: 'Telephone Triage Protocols for Nurses',
      author: 'Briggs JK',
      source: 'Wolters Kluwer (5th edition)',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'breathing-difficulty', text: 'Shortness of breath is the main symptom, without chest pain.' },
    { protocol: 'abdominal-pain', text: 'Pain is mainly in the abdomen and there are no heart symptoms.' },
    { protocol: 'cough', text: 'Mild chest soreness only when coughing, from a cold or chest cold.' },
    { protocol: 'back-pain', text: 'Pain is mainly in the back from a strain, without chest pain.' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        {
          text: 'Sounds like a life-threatening emergency to the triager',
          reason:
            'REASON: Triager judgment. Anything that sounds life-threatening needs EMS, even if no specific question fits.',
          advice: ['waiting-for-ems'],
        },
        {
          text: 'Fainted or had a seizure, too weak to stand, confused, skin that is cold and sweaty, pale or grey, or blue lips',
          reason: 'R/O: cardiogenic shock, arrhythmia, massive pulmonary embolism, aortic dissection',
          advice: ['waiting-for-ems'],
        },
        {
          text: '<b>Sudden severe tearing or ripping</b> pain in the chest that goes through to the back',
          reason: 'R/O: aortic dissection\nNOTE: Do not give aspirin if dissection is suspected.',
          advice: ['waiting-for-ems'],
        },
        {
          text: 'Chest pain that feels like <b>pressure, squeezing, tightness or heaviness</b>, or spreads to the arm, shoulder, neck, jaw or back',
          reason:
            'R/O: heart attack (acute coronary syndrome)\nFIRST AID: Chew aspirin 325 mg while waiting for EMS, unless allergic or the pain is a sudden tearing pain through to the back.',
          advice: ['waiting-for-ems'],
        },
        {
          text: 'Chest pain <b>and</b> any of these:<ul><li>shortness of breath</li><li>sweating</li><li>nausea or vomiting</li><li>lightheadedness</li><li>racing or irregular heartbeat</li></ul>',
          reason:
            'R/O: heart attack, arrhythmia, pulmonary embolism\nFIRST AID: Chew aspirin 325 mg while waiting for EMS, unless allergic or the pain is a sudden tearing pain through to the back.',
          advice: ['waiting-for-ems'],
        },
        {
          text: 'Chest pain lasting <b>5 minutes or more</b> <b>and</b> any of these:<ul><li>35 years or older</li><li>heart disease, diabetes, high blood pressure, high cholesterol or smoking</li></ul>(Pain that is sore to press on one spot, and burning pain with a band of blisters, have their own questions below.)',
          reason:
            'R/O: heart attack\nNOTE: Atypical symptoms are common in women, older adults and people with diabetes. Burning pain after meals in this group is treated as possible heart pain.\nFIRST AID: Chew aspirin 325 mg while waiting for EMS, unless allergic or the pain is a sudden tearing pain through to the back.',
          advice: ['waiting-for-ems'],
        },
        {
          text: 'Chest pain <b>and</b> sudden shortness of breath or coughing up blood',
          reason: 'R/O: pulmonary embolism',
          advice: ['waiting-for-ems'],
        },
        {
          text: 'Chest pain after using <b>cocaine or methamphetamine</b>',
          reason: 'R/O: drug-induced heart attack or aortic dissection',
          advice: ['waiting-for-ems'],
        },
        {
          text: '<b>Severe</b> chest pain: the worst the person has had, or so bad they cannot do anything (not heartburn that antacids relieve, asked below)',
          reason:
            'R/O: Heart attack, aortic dissection, pulmonary embolism, collapsed lung\nREASON: Severe chest pain is enough on its own, whatever its character (issue 31: severity stands alone; a public source, Banner Health HouseCalls, sends severe chest pain to 911).',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: 'Chest pain is gone now, but it came on with <b>exertion or stress</b> and eased with rest, and is new or happening more often',
          reason: 'R/O: unstable angina',
        },
        {
          text: 'Sharp chest pain when breathing in <b>and</b> one leg swollen or painful, or recent surgery, long travel, cancer, pregnancy or estrogen use',
          reason: 'R/O: pulmonary embolism',
        },
        {
          text: 'Sudden sharp chest pain with shortness of breath after a chest injury, or in a tall thin young adult or a person with lung disease',
          reason: 'R/O: collapsed lung (pneumothorax)',
        },
        {
          text: 'Known heart disease and chest pain that is different from usual, or not relieved by the usual nitroglycerin',
          reason: 'R/O: acute coronary syndrome',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: 'Chest pain with <b>fever</b> and cough',
          reason: 'R/O: pneumonia, pleurisy, pericarditis',
          smap: 'cough',
        },
        {
          text: 'Chest pain that is worse lying down and better sitting forward',
          reason: 'R/O: pericarditis',
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['call-back']),
        {
          text: 'Burning pain on one side of the chest <b>with a rash</b> of blisters in a band',
          reason: 'R/O: shingles\nNOTE: Antiviral medicine works best if started within 72 hours of the rash.',
          advice: ['pain-medicine', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Burning pain behind the breastbone after meals (heartburn) that is <b>not relieved</b> by antacids',
          reason:
            'R/O: reflux, ulcer\nNOTE: Heart pain can feel like heartburn. If there are any heart symptoms or risk factors, use a higher disposition.',
          advice: ['heartburn', 'antacids', 'call-back'],
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Chest wall pain (sore when pressing on one spot or with movement) lasting <b>1 week or more</b>',
          reason: 'R/O: costochondritis, muscle strain, rib injury',
          advice: ['chest-wall-pain', 'pain-medicine', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Heartburn <b>more than 2 times a week</b>, or needing antacids every day',
          reason: 'R/O: reflux disease',
          advice: ['heartburn', 'antacids', 'call-back'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Mild chest wall pain from a muscle strain or coughing, made worse by pressing on the spot or moving, <b>with no heart symptoms</b>',
          reason:
            'REASON: Chest wall strain. Home care and call back if worse.\nNOTE: Only when the person is younger than 35 years with no heart risk factors, or the cause is clear and the pain is clearly reproducible.',
          advice: ['chest-wall-pain', 'pain-medicine', 'call-back'],
        },
        {
          text: 'Heartburn that antacids relieve, however bad it feels before they work: burning in the upper abdomen or behind the breastbone after meals or when lying down, with no other symptoms',
          reason:
            'R/O: reflux, indigestion\nNOTE: Heart pain can feel like heartburn: any heart symptom, or pain of 5 minutes or more in a person 35 or older or with heart risk factors, is answered above.',
          advice: ['heartburn', 'antacids', 'call-back'],
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
            'Chew one adult aspirin (325 mg) or four low-dose aspirin (81 mg each), unless allergic to aspirin, told not to take it, or a tearing pain to the back is present.',
            'If prescribed nitroglycerin, take 1 dose under the tongue while sitting; repeat every 5 minutes, up to 3 doses, if the pain continues.',
            'Sit or lie down and rest. Do not drive yourself.',
            'Unlock the door and gather your medicine list.',
          ],
        },
      ],
    },
    {
      title: 'Home Care Advice',
      topics: [
        {
          key: 'chest-wall-pain',
          title: 'Chest Wall Pain',
          nuggets: [
            'Chest wall pain comes from the muscles, ribs and cartilage; it is sore when you press on it or move.',
            'Avoid heavy lifting and the activity that caused the strain for a few days.',
            'Apply a warm pack or heating pad on low for 20 minutes, several times a day.',
            'It usually improves within 1 to 2 weeks.',
          ],
        },
        {
          key: 'heartburn',
          title: 'Heartburn',
          nuggets: [
            'Eat smaller meals and avoid eating within 3 hours of bedtime.',
            'Avoid foods that trigger heartburn, such as fatty or spicy foods, chocolate, coffee, alcohol and peppermint.',
            'Raise the head of the bed 6 inches (15 cm) with blocks under the legs of the bed.',
            'Stop smoking.',
          ],
        },
      ],
    },
    {
      title: 'Medications',
      topics: [
        {
          key: 'pain-medicine',
          title: 'Pain Medicine',
          nuggets: [
            'Acetaminophen: 650 mg every 4 to 6 hours as needed, no more than 3,000 mg a day.',
            'Or ibuprofen 400 mg every 6 to 8 hours with food, no more than 1,200 mg a day, unless you have stomach ulcers, kidney disease or heart failure, take a blood thinner, or are pregnant.',
          ],
        },
        {
          key: 'antacids',
          title: 'Antacids',
          nuggets: [
            'An antacid (liquid or chewable) may relieve heartburn. Use as directed on the label.',
            'An acid reducer such as famotidine may be taken as directed on the label.',
          ],
        },
        {
          key: 'call-back',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'You have chest pressure or squeezing, pain spreading to the arm, neck, jaw or back, or chest pain with shortness of breath, sweating or lightheadedness. Call 911 right away.',
            'The pain becomes constant or severe, or comes on with activity.',
            'You develop a fever or cough up blood.',
            'The pain is not better in 1 week.',
            'You think you need to be seen, or you get worse.',
          ],
        },
      ],
    },
  ],
});
