import { defineProtocol } from '../../source/define-protocol.ts';
import { antibioticRequest, unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'urination-pain',
  sourceProtocolId: 220,
  audience: 'adult',
  title: 'Urination Pain',
  keywords: [
    'painful urination',
    'burning urination',
    'burning pee',
    'burns when i pee',
    'hurts to pee',
    'uti',
    'urinary tract infection',
    'bladder infection',
    'urine infection',
    'kidney infection',
    'cystitis',
    'dysuria',
    'peeing a lot',
    'frequent urination',
    'urinery infection',
    'blood in urine',
    'uit',
    'utis',
    'burning when peeing',
    'pain when peeing',
    'peeing hurts',
    'bladder infecton',
    'urinary infection',
  ],
  definition:
    '<p>Pain, burning or stinging when passing urine in an adult woman or man, often with needing to pass urine often or urgently.</p>',
  background:
    '<p>In women, painful urination is most often caused by a bladder infection (cystitis): burning, frequent urges, small amounts, lower belly discomfort and sometimes blood in the urine. In healthy women who are not pregnant, uncomplicated cystitis is common and is often treated after a telephone or video assessment according to local policy.</p>' +
    '<p>A urinary infection is <b>complicated</b> and needs closer assessment in men, pregnant women, and people with diabetes, a weak immune system, a urinary catheter, kidney stones or an abnormal urinary tract, or after a recent urinary procedure. Fever, chills, pain in the side or back below the ribs (flank), nausea or vomiting suggest a <b>kidney infection</b> (pyelonephritis). Older adults with a urinary infection may show only confusion, weakness or falls, and infection can progress to sepsis.</p>' +
    '<p>Painful urination with vaginal discharge or itching suggests vaginitis or a sexually transmitted infection rather than a bladder infection. In men, especially younger men, urethral discharge or a new partner suggests chlamydia or gonorrhea; pain between the scrotum and anus with fever suggests prostatitis.</p>',
  initialAssessment: [
    '1. SYMPTOMS: Is there burning or pain when passing urine? Needing to go often or urgently?',
    '2. ONSET: When did it start?',
    '3. FEVER AND FLANK: Any fever, chills, or pain in the side or back below the ribs?',
    '4. NAUSEA: Any nausea or vomiting? Able to keep fluids and pills down?',
    '5. BLOOD: Is there blood in the urine?',
    '6. DISCHARGE: Any discharge from the vagina or penis, genital sores or itching?',
    '7. RISK FACTORS: Pregnant? Diabetes? Weak immune system? Urinary catheter? Kidney stones?',
    '8. PREVIOUS UTI: Has the patient had a bladder infection before? Does this feel the same? How many in the past year?',
    '9. SEXUAL HISTORY: Any new sexual partner?',
    '10. MEDICINES: Any antibiotic allergies? Any antibiotics in the past 3 months?',
    '11. SEVERITY: How much does it stop the person doing their usual activities?',
    '- MILD: does not stop usual activities or sleep (pain 1 to 3 out of 10)',
    '- MODERATE: stops some usual activities or wakes the person from sleep (pain 4 to 7 out of 10)',
    '- SEVERE: cannot do any usual activities, or the worst ever (pain 8 to 10 out of 10)',
  ].join('\n'),
  references: [
    {
      title:
        'International clinical practice guidelines for the treatment of acute uncomplicated cystitis and pyelonephritis in women: a 2010 update by the Infectious Diseases Society of America and the European Society for Microbiology and Infectious Diseases',
      author: 'Gupta K, Hooton TM, Naber KG, et al.',
      source: 'Clinical Infectious Diseases. 2011;52(5):e103–e120.',
    },
    {
      title: 'Sexually Transmitted Infections Treatment Guidelines, 2021',
      author: 'Workowski KA, Bachmann LH, Chan PA, et al.',
      source: 'MMWR Recommendations and Reports. 2021;70(4):1–187.',
      pubMedId: '34292926',
    },
    {
      title: 'Telephone Triage Protocols for Nurses',
      author: 'Briggs JK',
      source: 'Philadelphia: Lippincott Williams and Wilkins / Wolters Kluwer (several editions).',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'flank-pain', text: 'Flank pain (side of the back) is the main symptom, with or without fever.' },
    { protocol: 'vaginal-discharge-itching', text: 'Vaginal discharge or itching is the main symptom.' },
    { protocol: 'abdominal-pain', text: 'Belly pain is the main symptom.' },
    { protocol: 'back-pain', text: 'Back pain without urinary symptoms.' },
    {
      protocol: 'diabetes-high-low-blood-sugar',
      text: 'Passing a lot of urine with new thirst (with or without weight loss), without pain (possible new diabetes), or high blood sugar in a person with diabetes.',
    },
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
          text: '<b>Signs of shock</b>: fainted, too weak or dizzy to stand, or cold, clammy skin',
          reason:
            'R/O: Urosepsis with septic shock\nREASON: Low blood pressure from infection needs emergency treatment.',
        },
        {
          text: '<b>Very hard to wake up</b>, or not responding normally',
          reason: 'R/O: Urosepsis\nREASON: A reduced level of consciousness with infection is life-threatening.',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: 'Fever or flank pain, and <b>vomited 2 times or more</b> or unable to keep down fluids or antibiotic pills',
          reason:
            'R/O: Pyelonephritis needing IV treatment, infected kidney stone\nREASON: A kidney infection that cannot be treated by mouth needs IV antibiotics and fluids.',
        },
        {
          text: 'Fever with <b>shaking chills</b>, <b>new confusion</b> (especially in an older adult), or a temperature of 96.8 °F (36 °C) or lower',
          reason:
            'R/O: Urosepsis\nREASON: These are early signs that infection is spreading to the blood. Public sources (Spring Hall Group Practice, What is a UTI) list a very low temperature with urinary symptoms as a reason to contact a clinician (issue 31 reference review).',
          smap: 'confusion-delirium',
        },
        {
          text: 'Fever and a <b>weak immune system</b> (chemotherapy, transplant, steroid pills, HIV with a low CD4 count)',
          reason:
            'R/O: Urosepsis, neutropenic fever\nREASON: Infection can spread to the blood quickly in these patients; they need same-hour assessment.',
        },
        {
          text: '<b>Pregnant</b> with fever or flank pain',
          reason:
            'R/O: Pyelonephritis in pregnancy\nREASON: Kidney infection in pregnancy can trigger preterm labor and sepsis and is usually treated in hospital.\nNOTE: Follow local policy for labor and delivery triage at 20 weeks or later.',
        },
        {
          text: '<b>Unable to pass urine</b>, or only dribbling, with a full, painful bladder',
          reason:
            'R/O: Acute urinary retention (prostate enlargement, prostatitis, medicine side effect)\nREASON: The bladder needs to be drained.',
        },
        {
          text: 'Sudden, severe <b>pain or swelling in a testicle</b>',
          reason:
            'R/O: Testicular torsion, severe epididymo-orchitis\nREASON: A twisted testicle must be treated within hours to save it.',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: '<b>Fever</b> or pain in the side or back below the ribs (flank), and able to keep fluids down',
          reason:
            'R/O: Pyelonephritis\nREASON: A kidney infection needs examination, a urine culture and antibiotics today.',
          advice: ['fluids', 'pain-meds', 'antibiotics', 'call-back'],
        },
        {
          text: 'A <b>man</b> with painful urination and fever, or pain between the scrotum and anus, or a tender testicle',
          reason:
            'R/O: Acute prostatitis, epididymitis\nREASON: These infections need an examination and longer antibiotic treatment.',
          advice: ['fluids', 'pain-meds', 'antibiotics', 'call-back'],
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['call-back']),
        {
          text: '<b>Pregnant</b> with burning or frequent urination (no fever or flank pain)',
          reason:
            'R/O: Cystitis in pregnancy\nREASON: Urinary infections in pregnancy need a urine culture and pregnancy-safe antibiotics.',
          advice: ['fluids', 'bladder-habits', 'antibiotics', 'call-back'],
        },
        {
          text: 'A <b>man</b> with painful urination (no fever)',
          reason:
            'R/O: Urinary tract infection, urethritis (chlamydia, gonorrhea), prostatitis\nREASON: Urinary symptoms in men are never simple cystitis and need testing.',
          advice: ['fluids', 'irritants', 'call-back'],
        },
        {
          text: '<b>Diabetes</b>, weak immune system, urinary catheter, kidney stones, or a recent urinary procedure, with urinary symptoms',
          reason:
            'R/O: Complicated urinary tract infection\nREASON: These patients are more likely to have resistant bacteria or a kidney infection.',
          advice: ['fluids', 'bladder-habits', 'antibiotics', 'call-back'],
        },
        {
          text: '<b>Blood in the urine</b> (red, pink or cola-colored)',
          reason:
            'R/O: Hemorrhagic cystitis, kidney stone, bladder or kidney tumor\nREASON: Visible blood needs a urine test; if it persists after infection is treated, further tests are needed.',
          advice: ['fluids', 'call-back'],
        },
        {
          text: 'A <b>woman</b> with typical bladder infection symptoms (burning, frequency, urgency), no fever, no flank pain, and not pregnant',
          reason:
            'R/O: Uncomplicated cystitis\nREASON: Uncomplicated cystitis responds well to a short course of antibiotics, which can often be arranged by video or phone according to local policy.',
          advice: ['fluids', 'bladder-habits', 'irritants', 'heat', 'pain-meds', 'antibiotics', 'call-back'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Discharge from the penis or vagina, genital sores, or a <b>new sexual partner</b>',
          reason:
            'R/O: Sexually transmitted infection (chlamydia, gonorrhea, trichomoniasis, herpes)\nREASON: Testing is needed, and partners may need treatment.',
          advice: ['fluids', 'call-back'],
          smap: 'vaginal-discharge-itching',
        },
        {
          text: 'Bladder infections that <b>keep coming back</b> (3 or more in a year)',
          reason:
            'R/O: Recurrent urinary tract infection, structural problem, incomplete bladder emptying\nREASON: A prevention plan and sometimes further tests are needed.',
          advice: ['fluids', 'bladder-habits', 'irritants', 'call-back'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Mild burning after sex, or after using a new soap, bubble bath or spermicide, with no other symptoms',
          reason:
            'R/O: Irritation of the urethra\nREASON: Mild irritation often settles within a day with fluids and avoiding the irritant.\nNOTE: Review the call-back reasons with the caller; if burning persists beyond 24 hours, the patient should call back for assessment.',
          advice: ['fluids', 'bladder-habits', 'irritants', 'heat', 'pain-meds', 'call-back'],
        },
        antibioticRequest(['fluids', 'bladder-habits', 'irritants', 'heat', 'pain-meds', 'call-back']),
      ],
    },
  ],
  advice: [
    {
      title: 'Home Care Advice',
      topics: [
        {
          key: 'fluids',
          title: 'Drink Extra Fluids',
          nuggets: [
            'Drink 8 to 10 glasses of water a day, unless your doctor has told you to limit fluids.',
            'Extra fluid helps flush bacteria out of the bladder.',
          ],
        },
        {
          key: 'bladder-habits',
          title: 'Bladder Habits',
          nuggets: [
            'Pass urine every 2 to 3 hours during the day. Do not hold it.',
            'Pass urine soon after sex.',
            'Women: wipe from front to back after using the toilet.',
          ],
        },
        {
          key: 'irritants',
          title: 'Avoid Irritants',
          nuggets: [
            'Avoid drinks that irritate the bladder until you feel better: coffee, tea, alcohol, fizzy drinks and citrus juices.',
            'Avoid bubble baths, scented soaps, douches and feminine sprays.',
            'Wear cotton underwear and avoid tight clothing.',
          ],
        },
        {
          key: 'heat',
          title: 'Warmth for Comfort',
          nuggets: [
            'A heating pad on the lower belly or a warm bath can ease bladder cramping.',
            'Use the heating pad on a low setting, with a cloth between it and your skin.',
          ],
        },
      ],
    },
    {
      title: 'Medications',
      topics: [
        {
          key: 'pain-meds',
          title: 'Pain Relief',
          nuggets: [
            'Acetaminophen: 650 mg by mouth every 4 to 6 hours as needed. Do not take more than 3,000 mg in 24 hours.',
            'Ibuprofen: 400 mg by mouth every 6 to 8 hours as needed, with food. Do not take more than 1,200 mg in 24 hours unless your doctor advises. Avoid it if you have stomach ulcers, kidney disease or heart failure, take a blood thinner, or are pregnant, unless your doctor says it is safe.',
            'Phenazopyridine, a non-prescription urinary pain reliever, can ease burning for up to 2 days. Use it as directed on the label. It turns urine orange and does not treat the infection.',
          ],
        },
        {
          key: 'antibiotics',
          title: 'If an Antibiotic Is Prescribed',
          nuggets: [
            'Take every dose as directed until it is finished, even if you feel better.',
            'Symptoms usually start to improve within 1 to 2 days.',
            'Call back if you are not better after 2 days of antibiotics, or if you get a fever or back pain.',
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
            'Fever, chills, or pain in the back or side below the ribs.',
            'Vomiting, or unable to keep down fluids or pills.',
            'Unable to pass urine.',
            'Burning lasts 24 hours or more, or is not better after 2 days of antibiotics.',
            'You think you need to be seen, or you get worse.',
          ],
        },
      ],
    },
  ],
});
