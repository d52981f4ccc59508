import { defineProtocol } from '../../source/define-protocol.ts';
import { unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'vomiting',
  sourceProtocolId: 222,
  audience: 'adult',
  title: 'Vomiting',
  keywords: [
    'vomiting',
    'vomitting',
    'vommiting',
    'vomit',
    'throwing up',
    'puking',
    'puke',
    'barfing',
    'nausea',
    'nauseous',
    'sick to stomach',
    'stomach flu',
    'food poisoning',
    'dry heaves',
    'retching',
    'cant keep anything down',
    'throw up',
    'threw up',
    'vomting',
    'nausia',
    'nauseated',
    'vomiting blood',
    'upset stomach',
  ],
  definition:
    '<p>Forceful emptying of the stomach through the mouth (throwing up) in an adult, with or without nausea. Includes dry heaves.</p>',
  background:
    '<p>Most sudden vomiting in adults is caused by a stomach virus (gastroenteritis) or food poisoning and settles within 1 to 2 days, often with diarrhea. The main risk is <b>dehydration</b>, especially in older adults and in people with diabetes or kidney disease or who take water pills.</p>' +
    '<p>Vomiting can also be a sign of a serious illness. Warning signs include blood or "coffee grounds" in the vomit (bleeding in the stomach), green vomit with a swollen belly and no stool or gas (bowel obstruction, especially after previous belly surgery or with a hernia), severe or constant belly pain (appendicitis, pancreatitis, gallbladder disease), headache with stiff neck or after a head injury, chest pain (heart attack, particularly in women, older adults and people with diabetes), high blood sugar with fast breathing in diabetes (diabetic ketoacidosis), and sudden testicle pain in young men (testicular torsion).</p>' +
    '<p>In pregnancy, nausea and vomiting are common in the first trimester; being unable to keep fluids down (hyperemesis) needs treatment. Vomiting can also be a side effect or a sign of toxicity of medicines such as digoxin, lithium and some antibiotics.</p>',
  initialAssessment: [
    '1. ONSET: When did the vomiting start?',
    '2. FREQUENCY: How many times in the past 24 hours? When was the last time?',
    '3. APPEARANCE: What does the vomit look like?',
    '- Examples: (food, clear or yellow, green, red blood, dark "coffee grounds")',
    '4. FLUIDS: Is the patient keeping any fluids down? When did they last pass urine?',
    '5. DEHYDRATION: Any dizziness on standing, very dry mouth, or dark urine?',
    '6. ABDOMEN: Any belly pain? Where, and how bad? Is the belly swollen? Passing gas or stool?',
    '7. OTHER SYMPTOMS: Diarrhea, fever, headache, stiff neck, chest pain?',
    '8. CAUSE: Any sick contacts, suspicious food, alcohol, new medicine, or head injury?',
    '9. CONDITIONS: Diabetes (what are the blood sugars and ketones)? Previous belly surgery? Pregnancy?',
    '10. MEDICINES: What medicines are taken? Is the patient able to keep important medicines down?',
    '11. SEVERITY: How much does it stop the person doing their usual activities?',
    '- MILD: does not stop usual activities or sleep (pain 1 to 3 out of 10)',
    '- MODERATE: stops some usual activities or wakes the person from sleep (pain 4 to 7 out of 10)',
    '- SEVERE: cannot do any usual activities, or the worst ever (pain 8 to 10 out of 10)',
  ].join('\n'),
  references: [
    {
      title: 'Evaluation of nausea and vomiting: a case-based approach',
      author: 'Anderson WD, Strayer SM',
      source: 'American Family Physician. 2013;88(6):371–379.',
      pubMedId: '24134044',
    },
    {
      title: 'Telephone Triage Protocols for Nurses',
      author: 'Briggs JK',
      source: 'Philadelphia: Lippincott Williams and Wilkins / Wolters Kluwer (several editions).',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'poisoning-overdose', text: 'Vomiting after swallowing a poison, a chemical or too much medicine.' },
    { protocol: 'diarrhea', text: 'Diarrhea is the main symptom.' },
    { protocol: 'abdominal-pain', text: 'Belly pain is the main symptom.' },
    { protocol: 'influenza', text: 'Vomiting is part of flu symptoms with fever, cough and body aches.' },
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
          text: 'Vomiting <b>large amounts of blood</b>',
          reason:
            'R/O: Major upper gastrointestinal bleeding (ulcer, varices)\nREASON: Rapid blood loss can cause shock.\nFIRST AID: Lie on the side; nothing by mouth.',
        },
        {
          text: '<b>Signs of shock</b>: fainted, too weak or dizzy to stand, or cold, clammy skin',
          reason:
            'R/O: Shock from severe dehydration, hidden bleeding or sepsis\nREASON: Low blood pressure needs emergency treatment.',
        },
        {
          text: '<b>Chest pain or pressure</b> that is not just soreness from retching, or pain spreading to the jaw, neck, shoulder or back',
          reason:
            'R/O: Heart attack, aortic dissection, esophageal rupture\nREASON: Nausea and vomiting may be the main symptoms of a heart attack, especially in women, older adults and people with diabetes.',
          smap: 'chest-pain',
        },
        {
          text: '<b>Very hard to wake up</b>, or not responding normally',
          reason:
            'R/O: Bleeding in the brain, diabetic coma, poisoning, sepsis\nREASON: Reduced consciousness with vomiting risks choking and needs emergency care.\nFIRST AID: Lay the patient on their side.',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: 'Vomit contains <b>blood</b> (more than streaks) or looks like <b>coffee grounds</b>',
          reason:
            'R/O: Upper gastrointestinal bleeding (ulcer, tear of the esophagus)\nREASON: Bleeding needs a blood count and often an endoscopy.',
          advice: ['nothing-by-mouth'],
        },
        {
          text: 'Vomit is <b>green</b>, or the belly is swollen and hard, with no stool or gas passed',
          reason:
            'R/O: Bowel obstruction, volvulus\nREASON: A blocked bowel can cut off its own blood supply and needs surgery assessment.',
          advice: ['nothing-by-mouth'],
        },
        {
          text: '<b>Severe or constant belly pain</b> for 2 hours or more',
          reason:
            'R/O: Appendicitis, pancreatitis, gallbladder infection, bowel obstruction\nREASON: Vomiting with constant severe pain suggests a surgical or inflammatory cause.',
          advice: ['nothing-by-mouth'],
          smap: 'abdominal-pain',
        },
        {
          text: 'Severe headache, <b>stiff neck</b>, or vomiting after a <b>head injury</b>',
          reason:
            'R/O: Meningitis, bleeding in the brain, raised pressure in the skull\nREASON: Vomiting with neurological symptoms needs emergency assessment and often a scan.',
          smap: 'headache',
        },
        {
          text: '<b>Severe dehydration</b>: no urine in 12 hours or more, very dry mouth, or unable to keep any fluids down for 24 hours',
          reason: 'R/O: Severe dehydration, acute kidney injury\nREASON: IV fluids are needed.',
        },
        {
          text: '<b>Diabetes</b> with blood sugar of 300 mg/dL (16.7 mmol/L) or higher, moderate or large ketones, or fast, deep breathing',
          reason:
            'R/O: Diabetic ketoacidosis, hyperosmolar hyperglycemic state\nREASON: These conditions are life-threatening and need IV insulin and fluids.\nNOTE: Ketoacidosis can occur with near-normal sugars in people taking SGLT2 inhibitor medicines (names ending in "-gliflozin").',
        },
        {
          text: '<b>Pregnant</b> and vomiting with severe belly pain, vaginal bleeding, fainting, or a severe headache',
          reason:
            'R/O: Ectopic pregnancy, placental abruption, preeclampsia\nREASON: These are obstetric emergencies.\nNOTE: Follow local policy for labor and delivery triage at 20 weeks or later.',
        },
        {
          text: 'Fever and a <b>weak immune system</b> (chemotherapy, transplant, steroid pills, HIV with a low CD4 count)',
          reason:
            'R/O: Neutropenic fever, sepsis, adrenal crisis in patients on steroids\nREASON: These patients can deteriorate quickly and cannot rely on oral medicines while vomiting.',
        },
        {
          text: 'Sudden <b>pain or swelling in a testicle</b>',
          reason:
            'R/O: Testicular torsion\nREASON: Torsion often causes vomiting; the testicle must be untwisted within hours.',
        },
        {
          text: 'Vomiting <b>and</b> any of these:<ul><li>new confusion</li><li>blurred vision</li><li>a fever of 103 °F (39.4 °C) or higher</li><li>pain looking at bright lights</li><li>vomit that looks or smells like poo</li></ul>',
          reason:
            'R/O: Meningitis, sepsis, raised pressure in the head, bowel obstruction\nREASON: Public sources (Middlesex Health, Vomiting; St John Ambulance, Vomiting and diarrhoea) send vomiting with these to a doctor immediately or to A&E (issue 31 reference review).',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: 'Unable to keep fluids down for <b>12 hours or more</b>, dizzy when standing up (including in pregnancy), or signs of dehydration: very thirsty, or passing only small amounts of dark urine',
          reason:
            'R/O: Moderate dehydration, hyperemesis gravidarum\nREASON: Anti-nausea medicine and fluids given early can prevent the need for hospital care.\nNOTE: In pregnancy, also ask about weight loss; hyperemesis needs prompt treatment.',
          advice: ['nothing-by-mouth', 'small-sips', 'rest', 'call-back'],
        },
        {
          text: 'Taking <b>digoxin or lithium</b>, or unable to keep down essential medicines (transplant, seizure, steroid, or heart medicines) for more than one dose',
          reason:
            'R/O: Medicine toxicity, missed critical medicine (adrenal crisis, seizures, transplant rejection)\nREASON: Vomiting may be a sign of toxicity, and missed doses of some medicines are dangerous.',
          advice: ['medicines', 'small-sips', 'call-back'],
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['call-back']),
        {
          text: 'Vomiting has lasted <b>48 hours or more</b> and is not improving',
          reason:
            'R/O: Dehydration, non-infectious cause of vomiting\nREASON: Most stomach viruses improve within 48 hours; longer vomiting needs assessment.',
          advice: ['small-sips', 'diet', 'rest', 'medicines', 'call-back'],
        },
        {
          text: 'Age 65 or older, or has diabetes, kidney disease or heart failure, and has vomited more than 3 times',
          reason:
            'R/O: Dehydration, kidney injury, high or low blood sugar\nREASON: These patients become dehydrated faster, and their medicines may need adjusting while they cannot eat.',
          advice: ['nothing-by-mouth', 'small-sips', 'rest', 'medicines', 'call-back'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Nausea or vomiting off and on for <b>1 week or more</b>, or with weight loss',
          reason:
            'R/O: Pregnancy, medicine side effect, gastroparesis, reflux or ulcer disease, gallbladder disease, cancer\nREASON: Ongoing vomiting needs a planned work-up.',
          advice: ['diet', 'medicines', 'call-back'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Mild vomiting (stomach flu or food poisoning) with no signs of dehydration and no other concerning symptoms',
          reason:
            'REASON: Most vomiting from a stomach virus or food poisoning stops within 1 to 2 days with small sips of fluid.\nNOTE: Review the call-back reasons with the caller.',
          advice: ['nothing-by-mouth', 'small-sips', 'diet', 'rest', 'contagious', 'medicines', 'call-back'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Home Care Advice',
      topics: [
        {
          key: 'nothing-by-mouth',
          title: 'Nothing by Mouth',
          nuggets: [
            'After vomiting, let the stomach rest: take nothing by mouth for 30 to 60 minutes. You may rinse your mouth with water and spit it out.',
            'If you are going to the emergency department with belly pain or bleeding, do not eat or drink until you have been seen.',
          ],
        },
        {
          key: 'small-sips',
          title: 'Sip Clear Fluids Slowly',
          nuggets: [
            'Start with 1 to 2 tablespoons of clear fluid every 5 to 10 minutes.',
            'Good choices are an oral rehydration solution, half-strength sports drinks, clear broth, water, weak tea or ice chips.',
            'If there is no vomiting for an hour, slowly drink larger amounts.',
            'If vomiting starts again, rest the stomach for another hour and then start over with small sips.',
            'Avoid alcohol, coffee and fizzy drinks until you are better.',
          ],
        },
        {
          key: 'diet',
          title: 'Return to Eating',
          nuggets: [
            'After 6 to 8 hours without vomiting, try small amounts of bland foods such as crackers, toast, rice, bananas, applesauce or soup.',
            'Avoid fatty, fried, spicy or heavy foods for a day or two.',
            'Return to your normal diet over 24 to 48 hours.',
          ],
        },
        {
          key: 'rest',
          title: 'Rest',
          nuggets: [
            'Rest in bed or on a couch until the vomiting stops.',
            'Lying on your side lowers the risk of choking if you vomit.',
            'Get up slowly from lying or sitting to avoid fainting.',
          ],
        },
        {
          key: 'contagious',
          title: 'Preventing Spread',
          nuggets: [
            'Stomach viruses spread easily. Wash your hands with soap and water after using the toilet and before handling food; hand gel does not kill all stomach viruses.',
            'Clean surfaces and toilets with a bleach-based cleaner.',
            'Do not prepare food for others until 2 days after the vomiting and diarrhea have stopped.',
          ],
        },
      ],
    },
    {
      title: 'Medications',
      topics: [
        {
          key: 'medicines',
          title: 'Medicines While Vomiting',
          nuggets: [
            'Avoid ibuprofen, aspirin and other medicines that can upset the stomach until the vomiting stops.',
            'Do not stop prescribed medicines without advice. If you cannot keep them down, call back.',
            'If you take insulin, other diabetes medicines or water pills, call your doctor for advice about doses while you cannot eat or drink normally, and check your blood sugar often.',
            'Use an anti-nausea medicine only if your doctor has prescribed one, and take it as directed.',
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
            'Blood or coffee grounds in the vomit, or green vomit.',
            'Constant or severe belly pain, or a swollen belly.',
            'No urine for 12 hours, very dry mouth, or too dizzy to stand.',
            'Severe headache, stiff neck, chest pain, or confusion (call 911 for chest pain or if very hard to wake).',
            'Unable to keep down any fluids for 12 hours, or vomiting lasts 48 hours or more.',
            'You think you need to be seen, or you get worse.',
          ],
        },
      ],
    },
  ],
});
