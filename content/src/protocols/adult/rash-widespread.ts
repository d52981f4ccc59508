import { defineProtocol } from '../../source/define-protocol.ts';
import { unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'rash-widespread',
  sourceProtocolId: 218,
  audience: 'adult',
  title: 'Rash (Widespread)',
  keywords: [
    'rash',
    'rash all over',
    'body rash',
    'skin rash',
    'rach',
    'rassh',
    'red spots',
    'red bumps',
    'spots all over',
    'itchy rash',
    'rash with fever',
    'drug rash',
    'heat rash',
    'measles',
    'peeling skin',
    'blisters all over',
    'rashes',
    'raash',
    'chickenpox',
    'chicken pox',
    'purple spots',
    'skin peeling',
  ],
  definition:
    '<p>A rash covering large areas of the body, or spread over several body parts (for example the chest, back, arms and legs), in an adult. Excludes hives (raised itchy welts that come and go) and rashes limited to one small area.</p>',
  background:
    '<p>Most widespread rashes in adults are harmless: viral rashes, mild reactions to medicines, heat rash, or irritation from a new soap or detergent. Many fade within a week.</p>' +
    '<p>The triager must recognise the few dangerous rashes. <b>Purple or blood-red spots that do not fade when pressed</b> (test with a clear glass), together with fever or a sick-looking patient, suggest meningococcal infection, sepsis or Rocky Mountain spotted fever. <b>Painful skin, blisters, peeling, or sores in the mouth, eyes or genitals</b>, usually 1 to 8 weeks after starting a medicine (for example some antibiotics, seizure medicines, allopurinol), suggest Stevens-Johnson syndrome or toxic epidermal necrolysis, which are treated in hospital. A sunburn-like rash with fever, vomiting and dizziness suggests toxic shock syndrome. Fever, rash and facial swelling weeks after a new medicine suggest a severe drug reaction (DRESS).</p>' +
    '<p>Rash illnesses such as measles, chickenpox and rubella are contagious and dangerous in pregnancy; ask the clinic to prepare before a patient with fever and rash arrives.</p>',
  initialAssessment: [
    '1. APPEARANCE: What does the rash look like?',
    '- Type: (flat red spots, raised bumps, blisters, tiny purple dots, bruises, peeling skin)',
    '2. LOCATION: Where did it start, and where is it now? Is it on the palms, soles or face?',
    '3. ONSET: When did it start? Is it spreading?',
    '4. FEVER: Is there a fever? Does the patient look or act sick?',
    '5. GLASS TEST: For red or purple spots, press a clear glass on them. Do they fade?',
    '6. PAIN: Is the skin painful or burning, rather than just itchy?',
    '7. MOUTH AND EYES: Any sores in the mouth, eyes or genitals? Red or painful eyes?',
    '8. MEDICINES: Any new medicine in the past 8 weeks?',
    '- Examples: (antibiotics, seizure medicines, allopurinol, anti-inflammatory pain relievers)',
    '9. EXPOSURES: Any contact with someone with a rash illness, recent travel, tick bite, tampon use, or new soap or detergent?',
    '10. PREGNANCY: Is the patient pregnant or could she be?',
    '11. SEVERITY: How much does it stop the person doing their usual activities?',
    '- MILD: does not stop usual activities or sleep (pain 1 to 3 out of 10)',
    '- MODERATE: stops some usual activities or wakes the person from sleep (pain 4 to 7 out of 10)',
    '- SEVERE: cannot do any usual activities, or the worst ever (pain 8 to 10 out of 10)',
  ].join('\n'),
  references: [
    {
      title: 'U.K. guidelines for the management of Stevens–Johnson syndrome/toxic epidermal necrolysis in adults 2016',
      author: 'Creamer D, Walsh SA, Dziewulski P, et al.',
      source: 'British Journal of Dermatology. 2016;174(6):1194–1227.',
    },
    {
      title: 'The Third International Consensus Definitions for Sepsis and Septic Shock (Sepsis-3)',
      author: 'Singer M, Deutschman CS, Seymour CW, et al.',
      source: 'JAMA. 2016;315(8):801–810.',
    },
    {
      title: 'Telephone Triage Protocols for Nurses',
      author: 'Briggs JK',
      source: 'Philadelphia: Lippincott Williams and Wilkins / Wolters Kluwer (several editions).',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'hives-allergic-reaction', text: 'Raised, itchy welts that come and go (hives).' },
    { protocol: 'insect-bite-sting', text: 'Spots that are insect bites or stings.' },
    { protocol: 'fever', text: 'Fever is the main symptom and there is no rash.' },
    { protocol: 'vaginal-discharge-itching', text: 'Rash or itching only in the genital area.' },
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
          text: 'Fever with <b>purple or blood-colored spots</b> or bruises on the skin',
          reason:
            'R/O: Meningococcal sepsis, other sepsis, Rocky Mountain spotted fever\nREASON: A non-blanching rash with fever can be fatal within hours; antibiotics are needed immediately.',
        },
        {
          text: '<b>Trouble breathing</b>, or swelling of the tongue or throat, with the rash',
          reason:
            'R/O: Anaphylaxis\nREASON: Airway involvement is life-threatening.\nFIRST AID: Use the epinephrine auto-injector now if the patient has one.',
          smap: 'hives-allergic-reaction',
        },
        {
          text: 'Too weak to stand, <b>fainting</b>, confused, or very hard to wake up',
          reason: 'R/O: Toxic shock syndrome, septic shock\nREASON: Shock with a rash is an emergency.',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: 'Swelling of the <b>lips or face</b> that came on suddenly with the rash, with normal breathing and swallowing',
          reason:
            'R/O: angioedema, early anaphylaxis\nREASON: Swelling of the lips can spread to the tongue and throat within minutes; the shared finding (lip swelling after a food, medicine or sting) is the ED in every protocol, as in Hives, and with trouble breathing or a swollen tongue or throat it is asked above (911) (issue 31: lip swelling alone was 911 here, joined by ‘or’ to the airway signs).\nFIRST AID: If there is an epinephrine auto-injector and any breathing, throat, dizziness or vomiting symptoms appear, use it and call 911.',
          smap: 'hives-allergic-reaction',
        },
        {
          text: '<b>Blisters, peeling</b>, or skin that looks burned or is very painful, especially with sores in the mouth, eyes or genitals',
          reason:
            'R/O: Stevens-Johnson syndrome, toxic epidermal necrolysis, staphylococcal scalded skin syndrome\nREASON: Skin loss behaves like a burn and needs specialised hospital care; the causative medicine must be stopped.',
        },
        {
          text: 'Sunburn-like red rash all over with <b>fever and vomiting, diarrhea or dizziness</b>, especially with tampon use, a recent wound or recent surgery',
          reason:
            'R/O: Toxic shock syndrome\nREASON: Toxic shock progresses quickly to low blood pressure and organ failure.\nFIRST AID: If a tampon, menstrual cup or sponge is in place, remove it now.',
        },
        {
          text: 'Rash with <b>fever</b> and a medicine started in the past 8 weeks, with swelling of the face or swollen glands',
          reason:
            'R/O: Drug reaction with eosinophilia and systemic symptoms (DRESS)\nREASON: DRESS can damage the liver, kidneys and heart and needs urgent blood tests.',
        },
        {
          text: 'Rash with fever and a <b>weak immune system</b> (chemotherapy, transplant, steroid pills, HIV with low CD4)',
          reason:
            'R/O: Disseminated infection (bacterial, viral or fungal), neutropenic sepsis\nREASON: Infections spread quickly in these patients and need same-hour assessment.',
        },
        {
          text: 'Rash <b>and</b> mouth sores so painful that the person cannot drink even small sips',
          reason:
            'R/O: Stevens-Johnson syndrome, severe viral infection, dehydration\nREASON: Public sources (eMedicineHealth, Life-Threatening Skin Rashes) send these to the emergency department (issue 31 reference review).',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: 'Tiny <b>purple or red dots</b> or bruises that appeared without an injury, with a normal temperature, or with bleeding gums or nosebleeds',
          reason:
            'R/O: Low platelet count (immune thrombocytopenia, leukemia), vasculitis\nREASON: A blood count is needed today; a very low platelet count can cause serious bleeding.',
        },
        {
          text: 'Rash with <b>fever</b>, without the danger signs above',
          reason:
            'R/O: Viral rash, measles, secondary syphilis, early Rocky Mountain spotted fever, acute HIV infection\nREASON: Fever with a widespread rash needs an examination within hours.\nNOTE: Call the clinic ahead so the patient can be isolated if measles or chickenpox is possible.',
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['call-back']),
        {
          text: 'Rash started after a <b>new medicine</b>, without fever, blisters or mouth sores',
          reason:
            'R/O: Drug eruption (morbilliform)\nREASON: The prescriber needs to decide whether to stop the medicine and record the reaction.\nNOTE: Do not stop an essential medicine (for example seizure or heart medicine) without talking to the prescriber.',
          advice: ['new-med', 'skin-care', 'itch-meds', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Rash <b>and</b> any of these:<ul><li>covers most of the body, or is spreading fast</li><li>painful</li><li>sudden red, sore eyes</li><li>on the eyes, lips, mouth or genitals</li><li>dizzy or light-headed on standing</li><li>signs of infection: pus, yellow crusts, warmth, swelling or a bad smell</li></ul>',
          reason:
            'R/O: Early serious drug reaction, infected rash, systemic illness\nREASON: Public sources (American Academy of Dermatology, Rash 101 in adults; eMedicineHealth, Life-Threatening Skin Rashes) ask for a doctor for these (issue 31 reference review).',
          advice: ['skin-care', 'itch-meds', 'call-back'],
        },
        {
          text: '<b>Pregnant</b> with a new rash, or pregnant and exposed to measles, chickenpox, rubella or fifth disease',
          reason:
            'R/O: Rubella, chickenpox, parvovirus B19, measles infection in pregnancy\nREASON: Some rash illnesses can harm the baby; immunity testing or preventive treatment may be needed.',
          advice: ['contagious', 'call-back'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Rash has lasted <b>1 week or more</b>, or the itching keeps the patient awake',
          reason:
            'R/O: Eczema, psoriasis, scabies, pityriasis rosea, contact dermatitis\nREASON: A lasting rash needs a diagnosis and sometimes prescription treatment.',
          advice: ['skin-care', 'cool', 'irritants', 'itch-meds', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Rash on the <b>palms and soles</b>, or a rash after a new sexual partner',
          reason:
            'R/O: Secondary syphilis, acute HIV infection\nREASON: These infections need blood tests and treatment, and partners need to be told.',
          advice: ['skin-care', 'call-back'],
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Mild rash with no fever and no other concerning symptoms (for example heat rash, a mild viral rash, or irritation from a new soap)',
          reason:
            'REASON: Most widespread rashes without fever or other symptoms are harmless and fade within a week.\nNOTE: Review the call-back reasons with the caller, including the glass test.',
          advice: ['skin-care', 'cool', 'irritants', 'contagious', 'itch-meds', 'call-back'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Home Care Advice',
      topics: [
        {
          key: 'skin-care',
          title: 'Gentle Skin Care',
          nuggets: [
            'Wash with lukewarm water and a mild, unscented soap. Pat the skin dry.',
            'Apply a plain, fragrance-free moisturizing cream after bathing.',
            'Wear loose, soft cotton clothing.',
          ],
        },
        {
          key: 'cool',
          title: 'Cool Baths and Compresses',
          nuggets: [
            'A cool bath or cool wet cloths on the skin for 10 to 20 minutes can ease itching.',
            'Adding plain colloidal oatmeal to the bath can soothe the skin.',
            'Avoid hot showers and overheating; heat makes itching worse.',
          ],
        },
        {
          key: 'irritants',
          title: 'Avoid Irritants',
          nuggets: [
            'Stop using any new soap, lotion, detergent, perfume or cosmetic that may have started the rash.',
            'Try not to scratch. Keep fingernails short.',
            'Avoid heavy creams or tight clothing on a heat rash; keep the skin cool and dry.',
          ],
        },
        {
          key: 'contagious',
          title: 'Avoid Spreading a Rash Illness',
          nuggets: [
            'If you have a fever with the rash, stay home and away from others until you have been seen or the fever is gone.',
            'Stay away from pregnant women, newborns and people with a weak immune system until you know the cause.',
            'Call the clinic before you go in, so they can prepare for a possibly contagious rash.',
          ],
        },
      ],
    },
    {
      title: 'Medications',
      topics: [
        {
          key: 'itch-meds',
          title: 'Anti-Itch Medicines',
          nuggets: [
            'Hydrocortisone 1% cream, used as directed on the label, can help small itchy areas. Do not use it on broken skin.',
            'Calamine lotion can soothe itchy skin.',
            'A non-drowsy antihistamine such as cetirizine 10 mg once a day can reduce itching.',
            'Diphenhydramine 25 to 50 mg at bedtime can help itching at night but causes drowsiness.',
          ],
        },
        {
          key: 'new-med',
          title: 'If You Started a New Medicine',
          nuggets: [
            'Tell the doctor who prescribed it about the rash today.',
            'Do not stop an essential medicine (for example seizure, heart or transplant medicine) unless a clinician tells you to.',
            'If blisters, peeling skin, mouth sores or fever appear, stop and go to the emergency department now.',
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
            'Purple or red spots that do not fade when pressed with a glass, especially with fever (call 911 if very sick).',
            'Blisters, peeling skin, or sores in the mouth or eyes.',
            'Fever, or the rash becomes painful.',
            'The rash lasts 1 week or more.',
            'You think you need to be seen, or you get worse.',
          ],
        },
      ],
    },
  ],
});
