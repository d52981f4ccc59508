import { defineProtocol } from '../../source/define-protocol.ts';
import { lifeThreateningScreen } from '../shared/adult-advice.ts';
import { unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'high-blood-pressure',
  sourceProtocolId: 243,
  audience: 'adult',
  title: 'High Blood Pressure',
  keywords: [
    'high blood pressure',
    'blood pressure high',
    'bp high',
    'high bp',
    'hypertension',
    'hypertention',
    'blood pressure reading',
    'blood presure',
    'bloodpressure',
    'pressure is up',
    'my pressure is high',
    'elevated blood pressure',
    'bp machine',
    'blood pressure 180',
    'blood pressure 200',
    'missed blood pressure pill',
    'out of blood pressure medicine',
  ],
  definition:
    'A high blood pressure reading in an adult, taken at home, at a pharmacy or elsewhere, with or without symptoms. Includes questions about high readings in people already treated for high blood pressure.',
  background:
    '<p>Most high readings at home are not dangerous by themselves. Blood pressure rises with pain, anxiety, caffeine, nicotine, a full bladder, talking, and a cuff that is the wrong size. A reading should be repeated after sitting quietly for 5 minutes with the back supported, feet flat and the arm resting at heart level.</p>' +
    '<p>A <b>hypertensive emergency</b> is very high blood pressure (usually 180/120 or higher) with signs of damage to organs: chest pain, shortness of breath, stroke signs, confusion, severe headache, vision loss. It needs 911. Very high blood pressure without symptoms (hypertensive urgency) is not an emergency; it needs a review of treatment within a day or so, and lowering the pressure too quickly can be harmful.</p>' +
    '<p>In pregnancy from 20 weeks and in the 6 weeks after delivery, a reading of 140/90 or higher may be preeclampsia and needs assessment the same day in labor and delivery; 160/110 or higher, or a high reading with headache, vision changes or upper abdominal pain, is an emergency.</p>',
  initialAssessment: `1. READING: What is the blood pressure? Top and bottom numbers? Has it been repeated after resting 5 minutes?
2. USUAL: What is the usual blood pressure? Is it treated? Any missed doses or recent medicine changes?
3. SYMPTOMS: Any chest pain, shortness of breath, severe headache, confusion, weakness or numbness, trouble speaking, or vision changes?
4. PREGNANCY: Is the person pregnant, or did they give birth in the past 6 weeks?
5. TRIGGERS: Any pain, anxiety, caffeine, smoking, cold or decongestant medicines, stimulants or drugs?
6. HISTORY: Any heart disease, stroke, kidney disease or diabetes?
7. SEVERITY: How much does it stop the person doing their usual activities?
- MILD: does not stop usual activities or sleep (pain 1 to 3 out of 10)
- MODERATE: stops some usual activities or wakes the person from sleep (pain 4 to 7 out of 10)
- SEVERE: cannot do any usual activities, or the worst ever (pain 8 to 10 out of 10)`,
  references: [
    {
      title:
        '2017 ACC/AHA/AAPA/ABC/ACPM/AGS/APhA/ASH/ASPC/NMA/PCNA Guideline for the Prevention, Detection, Evaluation, and Management of High Blood Pressure in Adults',
      author: 'Whelton PK, Carey RM, Aronow WS, et al.',
      source: 'Hypertension. 2018;71(6):e13-e115',
    },
    {
      title: 'Gestational Hypertension and Preeclampsia (ACOG Practice Bulletin No. 222)',
      author: 'American College of Obstetricians and Gynecologists',
      source: 'Obstetrics and Gynecology. 2020;135(6):e237-e260',
    },
    {
      title: 'Telephone Triage Protocols for Nurses',
      author: 'Briggs JK',
      source: 'Wolters Kluwer (5th edition)',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'chest-pain', text: 'Chest pain is present.' },
    { protocol: 'weakness-numbness', text: 'Weakness or numbness of the face, arm or leg, or trouble speaking.' },
    { protocol: 'headache', text: 'Headache is the main symptom and the blood pressure is not known to be high.' },
    {
      protocol: 'pregnancy-problems',
      text: 'Pregnant with other problems such as bleeding, pain or the baby moving less.',
    },
    { protocol: 'dizziness', text: 'Dizziness or low blood pressure readings.' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        lifeThreateningScreen(),
        {
          text: 'High blood pressure <b>with</b> chest pain, shortness of breath, new confusion, weakness or numbness, trouble speaking, or loss of vision; or blood pressure with the top number 180 or higher, or the bottom number 120 or higher, with back pain or any change in vision',
          reason:
            'R/O: hypertensive emergency (heart attack, heart failure, stroke, aortic dissection)\nREASON: American Heart Association (hypertensive crisis): a reading this high with chest pain, shortness of breath, back pain, numbness or weakness, a change in vision or difficulty speaking is a call to 911; do not wait to see if it comes down.',
          smap: 'weakness-numbness',
        },
        {
          text: 'Pregnant or gave birth in the past 6 weeks <b>and</b> a seizure, or blood pressure with the top number 160 or higher, or the bottom number 110 or higher, with headache or vision changes',
          reason: 'R/O: eclampsia, severe preeclampsia',
          smap: 'pregnancy-problems',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: 'Blood pressure with the top number 160 or higher, or the bottom number 100 or higher, <b>and</b> a severe headache, blurred vision, or vomiting',
          reason:
            'R/O: hypertensive emergency (hypertensive encephalopathy), brain hemorrhage raising the blood pressure',
        },
        {
          text: 'Pregnant 20 weeks or later, or gave birth in the past 6 weeks, <b>and</b> blood pressure on repeat with the top number 140 or higher, or the bottom number 90 or higher',
          reason: 'R/O: preeclampsia\nNOTE: Go to labor and delivery (or the emergency department after delivery).',
        },
        {
          text: 'Pregnant 20 weeks or later, or gave birth in the past 6 weeks, <b>and</b> a severe headache, vision changes (blurring, flashing lights), pain just below the ribs, or sudden swelling of the face, hands or feet, whatever the blood pressure reading',
          reason:
            'R/O: preeclampsia, HELLP syndrome\nREASON: Best Beginnings (pre-eclampsia, verified with the Royal College of Midwives) asks for the midwife right away for these signs; asked at the same level as in Pregnancy Problems. No reading is needed to answer yes.\nNOTE: Go to labor and delivery (or the emergency department after delivery).',
          smap: 'pregnancy-problems',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: 'Blood pressure on repeat after resting with the top number 180 or higher, or the bottom number 120 or higher, with <b>no symptoms</b>',
          reason:
            'R/O: severe hypertension without organ damage (hypertensive urgency)\nNOTE: Needs assessment and a treatment change today; not a reason for rapid lowering.',
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['call-back']),
        {
          text: 'Blood pressure on repeat with the top number 160 or higher, or the bottom number 100 or higher, with no symptoms, or out of blood pressure medicine for 2 days or more',
          reason: 'R/O: uncontrolled hypertension, rebound after stopping medicine (e.g., clonidine, beta blockers)',
          advice: ['measure', 'medicine-tips', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'High blood pressure with a headache that does not go away, blurred or double vision, or nosebleeds, at a lower reading than above or with no reading',
          reason:
            'R/O: very high or poorly controlled blood pressure\nREASON: NHS (symptoms of high blood pressure, 2009 wording) asks for a GP as soon as possible for persistent headaches, blurred or double vision, nosebleeds or shortness of breath that may come from very high blood pressure. A reading at the levels above, shortness of breath, or a sudden change in vision, speech or strength is asked above.',
          advice: ['measure', 'medicine-tips', 'call-back'],
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Blood pressure on repeated readings over several days with the top number 140 or higher, or the bottom number 90 or higher, with no symptoms',
          reason: 'R/O: untreated or under-treated hypertension',
          advice: ['measure', 'lifestyle', 'medicine-tips', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Side effects from a blood pressure medicine that bother the person (e.g., light-headed on standing, a dry cough, ankle swelling, upset stomach)',
          reason:
            'R/O: medicine side effect needing a change of dose or medicine\nREASON: Blood Pressure UK (medication side effects) says to speak to the doctor, nurse or pharmacist about worrying side effects; a routine contact.\nNOTE: Do not stop the medicine without advice. Fainting is asked in Fainting, and swelling of the face or tongue in Hives or Allergic Reaction (911).',
          advice: ['medicine-tips', 'call-back'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'One high reading that is lower on repeat after resting 5 minutes, or a mild rise (top number lower than 160 and bottom number lower than 100) with a clear cause such as pain, stress or caffeine, and no symptoms',
          reason: 'REASON: Probable temporary rise. Home care: measure correctly and keep a log for the next visit.',
          advice: ['measure', 'lifestyle', 'call-back'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Home Care Advice',
      topics: [
        {
          key: 'measure',
          title: 'Measuring Blood Pressure at Home',
          nuggets: [
            'Avoid caffeine, smoking and exercise for 30 minutes before. Empty the bladder.',
            'Sit quietly for 5 minutes with the back supported, feet flat and the arm resting at heart level. Use a cuff that fits the upper arm.',
            'Take 2 readings 1 minute apart, morning and evening, and write them down for your provider.',
          ],
        },
        {
          key: 'lifestyle',
          title: 'Lowering Blood Pressure',
          nuggets: [
            'Eat less salt, more fruit and vegetables, and limit alcohol.',
            'Be active for 30 minutes on most days and stop smoking.',
            'Avoid decongestant medicines (pseudoephedrine, phenylephrine) and regular ibuprofen or naproxen, which raise blood pressure.',
          ],
        },
        {
          key: 'medicine-tips',
          title: 'Blood Pressure Medicine',
          nuggets: [
            'Take your blood pressure medicine every day as prescribed, even when you feel well.',
            'If you missed a dose, take it when you remember unless it is nearly time for the next one; do not double up.',
            'Do not take extra doses to bring a high reading down quickly unless your provider has told you to.',
          ],
        },
        {
          key: 'call-back',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Chest pain, shortness of breath, weakness or numbness, trouble speaking, confusion or loss of vision: call 911.',
            'A severe headache or blurred vision with a high reading.',
            'Readings of 180/120 or higher on repeat.',
            'You think you need to be seen, or you get worse.',
          ],
        },
      ],
    },
  ],
});
