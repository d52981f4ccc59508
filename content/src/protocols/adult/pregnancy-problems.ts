import { defineProtocol } from '../../source/define-protocol.ts';
import { ACETAMINOPHEN_NUGGET, lifeThreateningScreen } from '../shared/adult-advice.ts';
import { unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'pregnancy-problems',
  sourceProtocolId: 232,
  audience: 'adult',
  title: 'Pregnancy Problems (Bleeding, Pain, Baby Moving Less)',
  keywords: [
    'itching in pregnancy',
    'itchy palms pregnancy',
    'cholestasis',
    'pregnant',
    'pregnancy',
    'pregant',
    'pregnent',
    'bleeding while pregnant',
    'spotting pregnant',
    'vaginal bleeding pregnancy',
    'miscarriage',
    'miscarrage',
    'cramping pregnant',
    'pain in pregnancy',
    'baby not moving',
    'baby moving less',
    'decreased fetal movement',
    'reduced movements',
    'water broke',
    'waters broken',
    'leaking fluid',
    'contractions',
    'labor pains',
    'in labor',
    'preeclampsia',
    'swelling in pregnancy',
    'morning sickness',
    'ectopic',
    'round ligament pain',
  ],
  definition:
    'Symptoms in a person who is or may be pregnant: vaginal bleeding or spotting, abdominal or pelvic pain, the baby moving less, leaking fluid, contractions, headache or swelling in late pregnancy, and vomiting in pregnancy.',
  background:
    '<p><b>Early pregnancy (first 20 weeks):</b> Light spotting is common, but bleeding with pain may be a miscarriage or, more dangerously, an <b>ectopic pregnancy</b> (pregnancy outside the womb), which can rupture and bleed internally, usually at 6 to 10 weeks. Warning signs of rupture are severe one-sided lower abdominal pain, shoulder-tip pain, dizziness or fainting. Anyone with a positive test who has not had an ultrasound confirming a pregnancy in the womb is at risk.</p>' +
    '<p><b>Later pregnancy (from 20 weeks):</b> Any vaginal bleeding may be placental abruption or placenta previa and needs emergency assessment. Preeclampsia (high blood pressure of pregnancy) can cause severe headache, vision changes, upper abdominal pain and sudden swelling of the face and hands, and can lead to seizures; it can also occur in the first 6 weeks after delivery. Leaking fluid, regular contractions before 37 weeks, and a baby that is moving less than usual from 24 weeks all need assessment in labor and delivery the same day, without waiting until the next day.</p>' +
    '<p>Mild nausea, brief sharp pains on the side of the lower abdomen when changing position (round ligament pain), backache, heartburn and mild ankle swelling late in the day are common and can be managed at home. Ibuprofen and naproxen should be avoided in pregnancy; acetaminophen is preferred.</p>',
  initialAssessment: `1. PREGNANCY: How many weeks pregnant? Has an ultrasound shown the pregnancy is in the womb? Is there any chance of pregnancy (if not known)?
2. BLEEDING: Any vaginal bleeding? How much (spotting, a pad an hour)? Any clots or tissue?
3. PAIN: Any abdominal or pelvic pain or cramping? Where? Constant or coming and going? How bad? Any shoulder-tip pain?
4. BABY'S MOVEMENTS (24 weeks or later): Is the baby moving less than usual?
5. FLUID AND CONTRACTIONS: Any leaking of fluid from the vagina? Any regular tightening or contractions? How often?
6. BLOOD PRESSURE SIGNS (20 weeks or later, or after delivery): Any severe headache, vision changes, upper abdominal pain, or sudden swelling of the face or hands?
7. GENERAL: Any dizziness, fainting, fever, vomiting, or pain with passing urine?
8. HISTORY: Any problems in this pregnancy or past pregnancies (e.g., placenta previa, preterm birth, ectopic pregnancy)?
9. SEVERITY: How much does it stop the person doing their usual activities?
- MILD: does not stop usual activities or sleep (pain 1 to 3 out of 10)
- MODERATE: stops some usual activities or wakes the person from sleep (pain 4 to 7 out of 10)
- SEVERE: cannot do any usual activities, or the worst ever (pain 8 to 10 out of 10)`,
  firstAid:
    '<p><b>Heavy bleeding or fainting while waiting for EMS:</b> Lie down on the left side with the legs raised. Save any pads or tissue passed to show the care team. Give nothing to eat or drink.</p>' +
    "<p><b>Baby being born:</b> Call 911. Lie down; do not push the baby back. Support the baby's head as it comes out, dry the baby and place it skin-to-skin on the mother, covered with a towel.</p>",
  references: [
    {
      title: 'Gestational Hypertension and Preeclampsia (ACOG Practice Bulletin No. 222)',
      author: 'American College of Obstetricians and Gynecologists',
      source: 'Obstetrics and Gynecology. 2020;135(6):e237-e260',
    },
    {
      title: 'Tubal Ectopic Pregnancy (ACOG Practice Bulletin No. 193)',
      author: 'American College of Obstetricians and Gynecologists',
      source: 'Obstetrics and Gynecology. 2018;131(3):e91-e103',
    },
    {
      title: 'Reduced Fetal Movements (Green-top Guideline No. 57)',
      author: 'Royal College of Obstetricians and Gynaecologists',
      source: 'RCOG, 2011',
    },
    {
      title: 'Telephone Triage Protocols for Nurses',
      author: 'Briggs JK',
      source: 'Wolters Kluwer (5th edition)',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'abdominal-pain', text: 'Abdominal pain and pregnancy is very unlikely.' },
    { protocol: 'vomiting', text: 'Vomiting is the main symptom and the person is not known to be pregnant.' },
    { protocol: 'urination-pain', text: 'Pain or burning when passing urine is the main symptom.' },
    { protocol: 'vaginal-discharge-itching', text: 'Vaginal discharge or itching without bleeding or pain.' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        lifeThreateningScreen(['waiting-for-ems']),
        {
          text: 'Fainted, or too weak or dizzy to stand, or cold and clammy',
          reason: 'R/O: shock from ruptured ectopic pregnancy, placental abruption or hemorrhage',
          advice: ['waiting-for-ems'],
        },
        {
          text: '<b>Heavy vaginal bleeding</b>: soaking a pad in less than 1 hour, or passing large clots',
          reason: 'R/O: miscarriage with hemorrhage, placental abruption, placenta previa',
          advice: ['waiting-for-ems'],
        },
        {
          text: 'Could be or is in early pregnancy <b>and</b> severe lower abdominal pain, or pain in the shoulder tip',
          reason: 'R/O: ruptured ectopic pregnancy',
          advice: ['waiting-for-ems'],
        },
        {
          text: 'Seizure, or severe trouble breathing, or chest pain, during pregnancy or in the 6 weeks after delivery',
          reason: 'R/O: eclampsia, pulmonary embolism, peripartum cardiomyopathy',
          advice: ['waiting-for-ems'],
        },
        {
          text: "Baby's head or the umbilical cord can be seen or felt, or the urge to push",
          reason:
            'R/O: imminent delivery, cord prolapse\nFIRST AID: For a cord, get on hands and knees with the bottom raised and do not push.',
          advice: ['waiting-for-ems'],
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: 'Pain and swelling in one or both legs that came on suddenly or is getting worse',
          reason:
            'R/O: deep vein thrombosis, pre-eclampsia\nREASON: Public sources (Raising Children Network, Serious health problems in pregnancy) ask for the midwife, doctor or maternity hospital; at the ED as a swollen, painful calf is in Leg Swelling and Pain, so one finding has one level (issue 31 reference review).',
        },
        {
          text: 'Short of breath at rest during pregnancy or in the 6 weeks after delivery',
          reason:
            'R/O: pulmonary embolism, peripartum cardiomyopathy, pneumonia\nREASON: Public sources (Raising Children Network, Serious health problems in pregnancy) give shortness of breath at rest in pregnancy the ambulance if very concerned (issue 31 reference review).',
        },
        {
          text: 'Pregnant <b>20 weeks or later</b> <b>and</b> any vaginal bleeding (more than a streak of mucus)',
          reason:
            'R/O: placental abruption, placenta previa, preterm labor\nNOTE: Go to labor and delivery (or the emergency department before 20 weeks).',
        },
        {
          text: 'Pregnant <b>24 weeks or later</b> <b>and</b> the baby is moving less than usual, or not at all',
          reason:
            'R/O: fetal compromise\nNOTE: Go to labor and delivery now for monitoring; do not wait until the next day or count kicks for hours first.',
        },
        {
          text: 'Pregnant 20 weeks or later, or delivered in the past 6 weeks, <b>and</b> severe headache, vision changes (blurring, flashing lights), pain under the right ribs, or sudden swelling of the face or hands',
          reason: 'R/O: preeclampsia with severe features, HELLP syndrome',
        },
        {
          text: 'Leaking or a gush of fluid from the vagina',
          reason: 'R/O: rupture of membranes (preterm or term)\nNOTE: Go to labor and delivery.',
        },
        {
          text: 'Regular contractions or tightening (more than 3 in 1 hour), or constant pelvic pressure or low backache, before 37 weeks',
          reason: 'R/O: preterm labor',
        },
        {
          text: 'Sharp or constant abdominal pain that does not come and go in waves or ease with rest, or abdomen hard and tender, at any stage of pregnancy',
          reason:
            'R/O: placental abruption, ectopic pregnancy, miscarriage, appendicitis\nREASON: Public sources (University Hospitals Birmingham, When to call the midwife; Liverpool University Hospitals maternity) call 999 or attend now for sharp or continuous pain that does not come and go; it read second half of pregnancy only (issue 31 reference review).',
        },
        {
          text: 'A blow to the abdomen, a fall onto the abdomen, or a car crash, during pregnancy',
          reason:
            'R/O: placental abruption after trauma\nNOTE: Needs fetal monitoring in labor and delivery even if feeling well (20 weeks or later).\nREASON: Public sources (Raising Children Network, Serious health problems in pregnancy) ask for the midwife or doctor after any blow to the tummy; it read 20 weeks or later only (issue 31 reference review).',
        },
        {
          text: 'Early pregnancy, no ultrasound yet showing the pregnancy in the womb, <b>and</b> one-sided lower abdominal pain or vaginal bleeding with pain',
          reason: 'R/O: ectopic pregnancy before rupture',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: 'Thoughts of harming herself or the baby',
          reason:
            'R/O: perinatal depression, postpartum psychosis\nNOTE: Ask about suicide and safety now, and stay on the line if there is a plan.\nREASON: Public sources (Raising Children Network, Serious health problems in pregnancy) ask for the midwife, doctor or maternity hospital now (issue 31 reference review).',
          smap: 'depression-suicide-concerns',
        },
        {
          text: '<b>Itching</b> in pregnancy with yellow skin or eyes, or dark urine',
          reason:
            'R/O: obstetric cholestasis with jaundice, hepatitis\nREASON: Needs blood tests and an examination within hours.',
          advice: ['call-back'],
        },
        {
          text: 'Light spotting or bleeding in early pregnancy (before 20 weeks) with <b>no pain</b>, before any ultrasound has shown the pregnancy in the womb',
          reason:
            'R/O: ectopic pregnancy, threatened miscarriage\nREASON: Until a scan has shown the pregnancy in the womb, bleeding needs an examination and a pregnancy hormone test within hours; pain or dizziness is answered above (ED).',
          advice: ['call-back'],
        },
        {
          text: 'Vomiting and unable to keep down any fluids for <b>12 hours or more</b>, or signs of dehydration (very little urine, dizzy on standing)',
          reason: 'R/O: hyperemesis gravidarum with dehydration',
        },
        {
          text: 'Fever 100 °F (37.8 °C) or higher during pregnancy',
          reason: 'R/O: chorioamnionitis, pyelonephritis, influenza (higher risk in pregnancy)',
        },
        {
          text: 'Pregnant before 20 weeks, with vaginal bleeding more than spotting and mild cramps, but no severe pain and no dizziness',
          reason:
            'R/O: threatened or incomplete miscarriage\nNOTE: Check blood type; Rh-negative people may need Rh immune globulin.',
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['call-back']),
        {
          text: '<b>Itching</b> of the palms or soles, or all over, without a rash, in pregnancy 20 weeks or later',
          reason:
            'R/O: obstetric cholestasis (intrahepatic cholestasis of pregnancy)\nREASON: Needs bile acid and liver blood tests today; it raises the risk to the baby late in pregnancy.',
          advice: ['call-back'],
        },
        {
          text: 'Light spotting (a few drops, pink or brown) in early pregnancy, with <b>no pain</b>, and a pregnancy already seen in the womb on ultrasound',
          reason: 'R/O: threatened miscarriage, cervical irritation (e.g., after sex)',
          advice: ['spotting', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Pain or burning when passing urine, or unable to pass urine, during pregnancy',
          reason: 'R/O: urinary tract infection (treated in pregnancy to prevent kidney infection and preterm labor)',
          advice: ['fluids', 'call-back'],
          smap: 'urination-pain',
        },
        {
          text: 'Swelling of both feet and ankles that is new and does not go down overnight, with no headache or vision change',
          reason: 'R/O: preeclampsia (needs a blood pressure check)',
          advice: ['swelling', 'call-back'],
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Nausea and vomiting that is keeping down fluids but interfering with eating or work for <b>1 week or more</b>',
          reason: 'R/O: nausea and vomiting of pregnancy needing treatment',
          advice: ['nausea', 'fluids', 'call-back'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Mild itching only of the stretching skin of the belly or breasts, with dry skin, and no itching of the palms or soles',
          reason: 'REASON: Dry, stretching skin itches in pregnancy; moisturiser and cool showers help.',
          advice: ['call-back'],
        },
        {
          text: 'Brief sharp pain low on one or both sides of the abdomen when changing position or coughing, that goes away with rest, with no bleeding and a normally moving baby',
          reason: 'REASON: Round ligament pain. Home care.\nNOTE: Only when the pregnancy is known to be in the womb.',
          advice: ['common-aches', 'pain-medicine', 'call-back'],
        },
        {
          text: 'Mild nausea or vomiting of early pregnancy, keeping fluids down',
          reason: 'REASON: Common in early pregnancy. Home care.',
          advice: ['nausea', 'fluids', 'call-back'],
        },
        {
          text: 'Mild backache, heartburn or ankle swelling at the end of the day that goes down overnight, with none of the symptoms above',
          reason: 'REASON: Common discomforts of pregnancy. Home care.',
          advice: ['common-aches', 'swelling', 'pain-medicine', 'call-back'],
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
            'Lie down on the left side. If faint, raise the legs.',
            'Save any pads or tissue passed to show the care team.',
            'Give nothing to eat or drink. Unlock the door.',
          ],
        },
      ],
    },
    {
      title: 'Home Care Advice',
      topics: [
        {
          key: 'spotting',
          title: 'Light Spotting',
          nuggets: [
            'Rest and avoid sex and tampons until the spotting has stopped for 2 days.',
            'Wear a pad so you can tell how much bleeding there is.',
          ],
        },
        {
          key: 'nausea',
          title: 'Nausea of Pregnancy',
          nuggets: [
            'Eat small amounts often; keep plain crackers by the bed and eat a few before getting up.',
            'Avoid smells and fatty or spicy foods that trigger nausea. Ginger may help.',
            'Ask your prenatal provider before taking any medicine for nausea.',
          ],
        },
        {
          key: 'fluids',
          title: 'Fluids',
          nuggets: ['Drink small sips of water or other clear fluids often, aiming for pale yellow urine.'],
        },
        {
          key: 'common-aches',
          title: 'Aches and Heartburn',
          nuggets: [
            'For round ligament pain, change position slowly and support the belly when you cough or sneeze.',
            'For backache, use good posture, low-heeled shoes and a warm (not hot) pack.',
            'For heartburn, eat small meals, avoid lying down for 2 hours after eating, and raise the head of the bed.',
          ],
        },
        {
          key: 'swelling',
          title: 'Ankle Swelling',
          nuggets: [
            'Put your feet up when you sit, lie on your left side to rest, and avoid standing for long periods.',
            'Sudden swelling of the face or hands, or with a headache, needs a blood pressure check right away.',
          ],
        },
        {
          key: 'pain-medicine',
          title: 'Pain Medicine in Pregnancy',
          nuggets: [
            ACETAMINOPHEN_NUGGET,
            'Do not take ibuprofen, naproxen or aspirin in pregnancy unless your provider has told you to.',
          ],
        },
        {
          key: 'call-back',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Heavy bleeding, severe pain, fainting, or a seizure: call 911.',
            'Any bleeding after 20 weeks, leaking fluid, regular contractions before 37 weeks, or the baby moving less: go to labor and delivery now.',
            'Severe headache, vision changes or sudden swelling of the face or hands.',
            'Fever, or unable to keep fluids down.',
            'You think you need to be seen, or you get worse.',
          ],
        },
      ],
    },
  ],
});
