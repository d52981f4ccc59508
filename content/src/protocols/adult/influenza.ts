import { defineProtocol } from '../../source/define-protocol.ts';
import { antibioticRequest, unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'influenza',
  sourceProtocolId: 215,
  audience: 'adult',
  title: 'Influenza',
  keywords: [
    'flu',
    'the flu',
    'flue',
    'influenza',
    'influensa',
    'influenza a',
    'influenza b',
    'flu symptoms',
    'flu-like symptoms',
    'body aches',
    'fever and chills',
    'flu exposure',
    'flu test',
    'tamiflu',
    'oseltamivir',
    'flew',
    'infuenza',
    'influenzia',
    'flu like symptoms',
    'aching all over',
    'grippe',
  ],
  definition:
    '<p>Known or suspected influenza in an adult: sudden fever or chills, body aches, headache and tiredness, with cough or sore throat, during flu season; or a positive flu test; or questions after close contact with someone who has flu.</p>',
  background:
    '<p>Influenza is a contagious viral infection of the nose, throat and lungs. Symptoms start suddenly 1 to 4 days after exposure. Most healthy adults recover in 1 to 2 weeks with rest and fluids, though tiredness and cough can last longer. Not everyone with flu has a fever.</p>' +
    '<p>Some people are at <b>higher risk of complications</b> such as pneumonia, worsening of chronic illness, and hospitalization: adults 65 or older; pregnant women and women up to 2 weeks after delivery; nursing home residents; people with asthma, chronic lung disease, heart disease, diabetes, kidney, liver, blood or neurological disorders; people with a weak immune system; and people with a body mass index of 40 or more.</p>' +
    '<p>Antiviral medicine (for example oseltamivir) shortens the illness and lowers the risk of complications. It works best when started within 48 hours of the first symptoms, and is recommended for anyone in a high-risk group or severely ill. Emergency warning signs include trouble breathing, chest pain or pressure, persistent dizziness, confusion, seizures, not urinating, severe muscle pain or weakness, and symptoms that improve and then return with fever and a worse cough.</p>',
  initialAssessment: [
    '1. ONSET: When did the symptoms start? (antiviral medicine works best within 48 hours)',
    '2. FEVER: Is there a fever? How high?',
    '3. BREATHING: Any shortness of breath, fast breathing, chest pain or pressure?',
    '4. SYMPTOMS: Which symptoms are present?',
    '- Examples: (cough, sore throat, body aches, headache, runny nose, vomiting, diarrhea)',
    '5. FLU TEST: Has a flu test been done? Any known contact with someone who has flu?',
    '6. HIGH RISK: Is the patient in a high-risk group?',
    '- Age: 65 or older; pregnant or within 2 weeks after delivery; nursing home resident',
    '- Conditions: asthma, COPD, heart disease, diabetes, kidney or liver disease, weak immune system, BMI 40 or more',
    '7. FLUIDS: Is the patient drinking enough and passing urine normally?',
    '8. COURSE: Were they getting better and then got worse again?',
    '9. VACCINE: Has the patient had this season’s flu vaccine?',
    '10. SEVERITY: How much does it stop the person doing their usual activities?',
    '- MILD: does not stop usual activities or sleep (pain 1 to 3 out of 10)',
    '- MODERATE: stops some usual activities or wakes the person from sleep (pain 4 to 7 out of 10)',
    '- SEVERE: cannot do any usual activities, or the worst ever (pain 8 to 10 out of 10)',
  ].join('\n'),
  references: [
    {
      title:
        'Clinical Practice Guidelines by the Infectious Diseases Society of America: 2018 Update on Diagnosis, Treatment, Chemoprophylaxis, and Institutional Outbreak Management of Seasonal Influenza',
      author: 'Uyeki TM, Bernstein HH, Bradley JS, et al.',
      source: 'Clinical Infectious Diseases. 2019;68(6):e1–e47. doi:10.1093/cid/ciy866',
      pubMedId: '30566567',
    },
    {
      title: 'Signs and Symptoms of Flu',
      author: 'Centers for Disease Control and Prevention',
      source: 'CDC Influenza (Flu) web pages.',
    },
    {
      title: 'People at Increased Risk for Flu Complications',
      author: 'Centers for Disease Control and Prevention',
      source: 'CDC Influenza (Flu) web pages.',
    },
    {
      title: 'Telephone Triage Protocols for Nurses',
      author: 'Briggs JK',
      source: 'Philadelphia: Lippincott Williams and Wilkins / Wolters Kluwer (several editions).',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'common-cold', text: 'Runny nose, sneezing and congestion without fever or body aches.' },
    { protocol: 'cough', text: 'Cough is the main symptom.' },
    { protocol: 'breathing-difficulty', text: 'Shortness of breath is the main symptom.' },
    { protocol: 'fever', text: 'Fever without cough, sore throat or body aches.' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        {
          text: 'Sounds like a life-threatening emergency to the triager',
          reason:
            'REASON: The caller’s description, voice or background suggests an immediate threat to life.\nNOTE: Trust your judgment. Have the caller hang up and dial 911, or connect them, and stay on the line if you can.',
        },
        {
          text: '<b>Severe difficulty breathing</b> (struggling for each breath, can only say single words) or lips or face turning blue or gray',
          reason:
            'R/O: Influenza pneumonia, secondary bacterial pneumonia, respiratory failure\nREASON: Low oxygen from flu pneumonia can worsen rapidly.',
          smap: 'breathing-difficulty',
        },
        {
          text: '<b>Very hard to wake up</b>, not responding normally, or had a seizure',
          reason:
            'R/O: Sepsis, influenza-associated encephalopathy, severe low oxygen\nREASON: These are emergency warning signs of severe influenza.',
        },
        {
          text: '<b>Signs of shock</b>: fainted, too weak or dizzy to stand, or cold, clammy, pale or mottled skin',
          reason: 'R/O: Septic shock, severe dehydration\nREASON: Low blood pressure needs emergency treatment.',
        },
        {
          text: '<b>Chest pressure or squeezing</b>, or chest pain with sweating or spreading to the arm, jaw or back, that is not just soreness from coughing',
          reason:
            'R/O: Heart attack (influenza raises the risk), myocarditis, pneumonia\nREASON: Chest pain during flu must be treated as cardiac until proven otherwise.',
          smap: 'chest-pain',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: '<b>Short of breath</b> or breathing fast while resting, or can only speak in short phrases',
          reason:
            'R/O: Influenza pneumonia, bacterial pneumonia, asthma or COPD flare\nREASON: Shortness of breath is a CDC emergency warning sign; oxygen levels need to be checked. Speech is graded as in Breathing Difficulty: short phrases the ED, single words 911 (blind set 7: this protocol put any breathlessness that stops full sentences at 911).',
          smap: 'breathing-difficulty',
        },
        {
          text: '<b>New confusion</b>, or dizziness that does not go away when lying down',
          reason:
            'R/O: Sepsis, severe dehydration, encephalopathy\nREASON: Confusion and persistent dizziness are emergency warning signs of severe flu.',
        },
        {
          text: 'Symptoms <b>got better and then came back</b> with fever and a worse cough',
          reason:
            'R/O: Secondary bacterial pneumonia (including Staphylococcus aureus)\nREASON: A relapse after improvement suggests a bacterial complication that can progress quickly.',
        },
        {
          text: '<b>No urine in 12 hours or more</b>, or unable to keep any fluids down',
          reason:
            'R/O: Dehydration, kidney injury\nREASON: Not urinating is an emergency warning sign; IV fluids may be needed. The adult cut-off is 12 hours in every adult protocol (issue 31: the HSE (The emergency department) sends an adult who has passed no urine for 12 hours or more, and feels no need to, to the emergency department; 8 hours is the cut-off for children, who dry out faster, and for an adult with an eating disorder).',
        },
        {
          text: '<b>Severe muscle pain</b> or weakness (unable to walk), or dark brown urine',
          reason:
            'R/O: Myositis, rhabdomyolysis\nREASON: Muscle breakdown can damage the kidneys and needs blood tests and fluids.',
        },
        {
          text: '<b>Weak immune system</b> (chemotherapy, transplant, steroid pills, HIV with low CD4) and a fever of 100 °F (37.8 °C) or higher',
          reason:
            'R/O: Neutropenic fever, severe influenza, bacterial co-infection\nREASON: These patients can deteriorate quickly and need same-hour assessment.',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: 'A <b>chronic illness is getting worse</b> with the flu (asthma or COPD needing more inhaler, heart failure symptoms, blood sugars running high)',
          reason:
            'R/O: Asthma or COPD exacerbation, heart failure decompensation, diabetic crisis\nREASON: Flu often worsens chronic conditions; early treatment prevents admission.\nNOTE: Severe breathlessness at rest: treat as ED now.',
        },
        {
          text: '<b>Pregnant</b>, or gave birth in the past 2 weeks, with flu symptoms',
          reason:
            'R/O: Severe influenza in pregnancy, pneumonia\nREASON: Pregnant women are at high risk of complications and should start antiviral treatment as soon as possible.\nNOTE: Fever in pregnancy also needs evaluation for other causes.',
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['call-back']),
        {
          text: 'Flu symptoms in a <b>high-risk</b> patient: age 65 or older, nursing home resident, asthma or another chronic lung disease, heart, kidney, liver, blood or neurological disease, diabetes, a weak immune system, or BMI 40 or more',
          reason:
            'R/O: Influenza complications\nREASON: Antiviral treatment is recommended for high-risk patients, ideally within 48 hours but still helpful later.',
          advice: ['rest', 'fluids', 'fever-pain', 'antiviral', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Symptoms started <b>within the past 48 hours</b> and the patient wants antiviral treatment',
          reason:
            'R/O: Uncomplicated influenza\nREASON: In healthy adults antivirals started early can shorten the illness by about a day; the clinician decides.',
          advice: ['rest', 'fluids', 'fever-pain', 'antiviral', 'stay-home', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Flu symptoms (fever, aches, feeling ill) for <b>7 days or more</b> and not getting better (a cough alone that lingers after the flu is asked below)',
          reason:
            'R/O: Pneumonia, bacterial complication, another illness\nREASON: Most people with flu feel better within about a week; symptoms that are not improving after 7 days need an examination (NHS-based advice: contact NHS 111 or a GP urgently).',
          advice: ['rest', 'fluids', 'fever-pain', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Fever for <b>3 days or more</b> and still there today, or new earache or sinus pain',
          reason:
            'R/O: Pneumonia, sinusitis, ear infection\nREASON: A long fever or new local pain suggests a bacterial complication. A fever that has gone is not counted here; one that went and came back with a worse cough is asked above (blind set 7: unclear when the fever had gone).',
          advice: ['rest', 'fluids', 'fever-pain', 'call-back'],
        },
        {
          text: 'No symptoms, but <b>close contact with flu</b> in the past 48 hours and in a high-risk group',
          reason:
            'R/O: Influenza exposure in a high-risk person\nREASON: Preventive antiviral medicine may be offered to some high-risk contacts.',
          advice: ['stay-home', 'antiviral', 'call-back'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Cough has lasted <b>3 weeks or more</b> after the flu',
          reason:
            'R/O: Post-viral cough, asthma, whooping cough, pneumonia that has not cleared\nREASON: A long-lasting cough needs a planned examination.',
          advice: ['cough-relief', 'call-back'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Mild flu symptoms (fever, aches, cough) in a patient who is <b>not high risk</b>, with no other concerning symptoms',
          reason:
            'REASON: Most healthy adults with flu recover at home with rest, fluids and symptom relief.\nNOTE: Review the emergency warning signs and call-back reasons with the caller.',
          advice: ['rest', 'fluids', 'cough-relief', 'stay-home', 'expect', 'fever-pain', 'call-back'],
        },
        {
          text: 'Flu symptoms in a patient who is <b>not high risk</b>, feeling awful or staying in bed, but drinking enough, passing urine, breathing normally and able to get up, with no other concerning symptoms',
          reason:
            'REASON: Flu that feels bad but has none of the complications asked above is treated at home in a healthy adult ',
          advice: ['rest', 'fluids', 'cough-relief', 'stay-home', 'expect', 'fever-pain', 'call-back'],
        },
        antibioticRequest(['rest', 'fluids', 'cough-relief', 'stay-home', 'expect', 'fever-pain', 'call-back']),
      ],
    },
  ],
  advice: [
    {
      title: 'Home Care Advice',
      topics: [
        {
          key: 'rest',
          title: 'Rest',
          nuggets: [
            'Rest as much as you can until the fever is gone and you feel stronger.',
            'Do not exercise while you have a fever or body aches.',
            'Ask someone to check on you at least once a day if you live alone.',
          ],
        },
        {
          key: 'fluids',
          title: 'Drink Plenty of Fluids',
          nuggets: [
            'Drink at least 8 glasses of fluid a day: water, broth, tea, diluted juice or sports drinks.',
            'Fluids replace water lost through fever and help loosen mucus.',
            'If you feel sick to your stomach, take small sips often.',
          ],
        },
        {
          key: 'cough-relief',
          title: 'Cough and Sore Throat Relief',
          nuggets: [
            'Warm drinks with honey (1 to 2 teaspoons) can soothe a cough and sore throat.',
            'Suck on hard candy or throat lozenges.',
            'Use a cool-mist humidifier or breathe steam from a warm shower.',
            'Avoid smoking and second-hand smoke.',
          ],
        },
        {
          key: 'stay-home',
          title: 'Stay Home and Prevent Spread',
          nuggets: [
            'Stay home and away from others until you have had no fever for at least 24 hours without fever medicine and your symptoms are getting better.',
            'After that, for several days, wear a well-fitting mask around others and wash your hands often.',
            'Cover coughs and sneezes with a tissue or your elbow.',
            'Keep away from babies, pregnant women, older adults and anyone with a weak immune system.',
            'A yearly flu vaccine is the best protection for you and your household.',
          ],
        },
        {
          key: 'expect',
          title: 'What to Expect',
          nuggets: [
            'Fever and body aches usually last 3 to 5 days.',
            'Cough and tiredness can last 1 to 2 weeks or more.',
            'You should feel a little better each day after the fever is gone.',
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
            'Acetaminophen: 650 mg by mouth every 4 to 6 hours as needed. Do not take more than 3,000 mg in 24 hours.',
            'Ibuprofen: 400 mg by mouth every 6 to 8 hours as needed, with food. Do not take more than 1,200 mg in 24 hours unless your doctor advises. Avoid it if you have stomach ulcers, kidney disease or heart failure, take a blood thinner, or are pregnant, unless your doctor says it is safe.',
            'Many cold and flu products already contain acetaminophen. Count it toward your daily total.',
          ],
        },
        {
          key: 'antiviral',
          title: 'Antiviral Medicine',
          nuggets: [
            'Prescription antiviral medicine, such as oseltamivir, works best when started within 48 hours of the first symptoms.',
            'Take oseltamivir with food to reduce nausea, and finish the full course (usually 5 days).',
            'Antibiotics do not work against the flu virus.',
            'People in your home who are at high risk should call their own doctor about preventive medicine.',
          ],
        },
      ],
    },
    {
      title: 'When to Call Back',
      topics: [
        {
          key: 'call-back',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Trouble breathing, chest pain or pressure, or lips turning blue (call 911).',
            'Confusion, dizziness that does not go away, or very hard to wake.',
            'Not urinating, or unable to keep fluids down.',
            'You start to feel better, then get worse again with fever and a worse cough.',
            'You think you need to be seen, or you get worse.',
          ],
        },
      ],
    },
  ],
});
