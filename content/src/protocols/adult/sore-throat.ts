import { defineProtocol } from '../../source/define-protocol.ts';
import { antibioticRequest, unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'sore-throat',
  sourceProtocolId: 219,
  audience: 'adult',
  title: 'Sore Throat',
  keywords: [
    'sore throat',
    'sore throte',
    'throat pain',
    'throat hurts',
    'strep',
    'strep throat',
    'scratchy throat',
    'raw throat',
    'painful swallowing',
    'hurts to swallow',
    'tonsillitis',
    'tonsils',
    'swollen glands',
    'pharyngitis',
    'throat infection',
    'sorethroat',
    'sore throut',
    'throat ache',
    'strep throught',
    'tonsilitis',
    'cant swallow',
  ],
  definition: '<p>Pain, scratchiness or irritation of the throat in an adult, often worse when swallowing.</p>',
  background:
    '<p>Most sore throats are caused by viruses (colds, flu, COVID-19, mononucleosis) and get better in 5 to 7 days without antibiotics. Group A streptococcus ("strep throat") causes only about 5 to 15 out of 100 sore throats in adults. Strep is more likely with fever, white patches on the tonsils, swollen tender glands at the front of the neck, and no cough or runny nose. Antibiotics are given only after a positive strep test.</p>' +
    '<p>Rare but serious complications must be screened for: <b>epiglottitis</b> (rapidly worsening severe pain, drooling, unable to swallow, noisy breathing, sitting forward to breathe), <b>peritonsillar abscess</b> (severe one-sided pain, muffled "hot potato" voice, trouble opening the mouth), and deep neck infections (neck swelling or stiffness). A sore throat with fever in someone taking a medicine that can lower white blood cells (chemotherapy, methimazole, propylthiouracil, clozapine, sulfasalazine) may be the first sign of a dangerous drop in white cells.</p>' +
    '<p>Mononucleosis causes a severe sore throat, large tonsils, marked tiredness and swollen glands; contact sports should be avoided for several weeks because the spleen may be enlarged.</p>',
  initialAssessment: [
    '1. ONSET: When did the sore throat start?',
    '2. SWALLOWING: Can the patient swallow liquids? Their own saliva?',
    '3. BREATHING: Any trouble breathing, or noisy or high-pitched breathing?',
    '4. VOICE: Is the voice muffled ("hot potato" voice) or hoarse?',
    '5. ONE SIDE: Is the pain much worse on one side? Can the patient open the mouth fully?',
    '6. FEVER: Is there a fever? How high?',
    '7. OTHER SYMPTOMS: Any cough, runny nose, white patches on the tonsils, tender swollen glands in the neck, rash or earache?',
    '8. EXPOSURE: Any contact with someone with strep throat, flu or COVID-19?',
    '9. RISK: Does the patient have a weak immune system, or take a medicine that can lower white blood cells?',
    '- Examples: (chemotherapy, methimazole, propylthiouracil, clozapine, sulfasalazine)',
    '10. SEVERITY: How much does it stop the person doing their usual activities?',
    '- MILD: does not stop usual activities or sleep (pain 1 to 3 out of 10)',
    '- MODERATE: stops some usual activities or wakes the person from sleep (pain 4 to 7 out of 10)',
    '- SEVERE: cannot do any usual activities, or the worst ever (pain 8 to 10 out of 10)',
  ].join('\n'),
  references: [
    {
      title:
        'Clinical Practice Guideline for the Diagnosis and Management of Group A Streptococcal Pharyngitis: 2012 Update by the Infectious Diseases Society of America',
      author: 'Shulman ST, Bisno AL, Clegg HW, Gerber MA, Kaplan EL, Lee G, Martin JM, Van Beneden C.',
      source: 'Clinical Infectious Diseases. 2012;55(10):e86–e102. doi:10.1093/cid/cis629',
    },
    {
      title:
        'Executive summary: clinical practice guideline for the diagnosis and management of group A streptococcal pharyngitis: 2012 update by the Infectious Diseases Society of America',
      author: 'Shulman ST, Bisno AL, Clegg HW, et al.',
      source:
        'Clinical Infectious Diseases. 2012;55(10):1279–1282. https://academic.oup.com/cid/article/55/10/1279/324779',
    },
    {
      title: 'Telephone Triage Protocols for Nurses',
      author: 'Briggs JK',
      source: 'Philadelphia: Lippincott Williams and Wilkins / Wolters Kluwer (several editions).',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'common-cold', text: 'Sore throat with runny nose, sneezing and congestion as part of a cold.' },
    { protocol: 'influenza', text: 'Sore throat with fever, cough and body aches during flu season.' },
    { protocol: 'cough', text: 'Cough is the main symptom.' },
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
          text: '<b>Severe difficulty breathing</b>, or noisy, high-pitched breathing (stridor)',
          reason:
            'R/O: Epiglottitis, airway obstruction from abscess or swelling\nREASON: The airway can close suddenly.\nNOTE: Keep the patient sitting upright; do not try to look in the throat.',
          smap: 'breathing-difficulty',
        },
        {
          text: '<b>Drooling</b> or spitting because unable to swallow saliva, or leaning forward to breathe',
          reason:
            'R/O: Epiglottitis, severe peritonsillar or retropharyngeal abscess\nREASON: Inability to handle saliva signals a threatened airway.',
        },
        {
          text: 'Swelling of the <b>tongue or throat</b> after a food, medicine or sting',
          reason:
            'R/O: Anaphylaxis, angioedema\nREASON: Allergic throat swelling can block the airway.\nFIRST AID: Use the epinephrine auto-injector now if the patient has one.',
          smap: 'hives-allergic-reaction',
        },
        {
          text: 'Fever with <b>purple or blood-colored spots</b> or bruises on the skin',
          reason:
            'R/O: Meningococcal sepsis\nREASON: The shared finding: a rash that does not fade when pressed, with fever, may be meningococcal disease, which can start with a sore throat (a red or pink rash is asked below at see today).',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: 'Swelling of the <b>lips or face</b> after a food, medicine or sting, with normal breathing and swallowing',
          reason:
            'R/O: angioedema, early anaphylaxis\nREASON: Swelling of the lips can spread to the tongue and throat within minutes; the shared finding (lip swelling after a food, medicine or sting) is the ED in every protocol, as in Hives, and with trouble breathing or a swollen tongue or throat it is asked above (911) (issue 31: lip swelling alone was 911 here, joined by ‘or’ to the airway signs).\nFIRST AID: If there is an epinephrine auto-injector and any breathing, throat, dizziness or vomiting symptoms appear, use it and call 911.',
          smap: 'hives-allergic-reaction',
        },
        {
          text: 'Sore throat <b>and</b> any of these:<ul><li>short of breath at rest, or breathing harder than usual</li><li>hard to swallow: food or drink will not go down or comes back up (more than pain on swallowing)</li><li>severe and getting worse quickly, over hours</li></ul>',
          reason:
            'R/O: Epiglottitis, peritonsillar or retropharyngeal abscess, airway swelling\nREASON: Difficulty breathing or swallowing, or a severe sore throat getting worse fast, can come before the airway closes (NHS, sore throat: call 999).\nNOTE: Pain on swallowing with drinking much less is asked below at see now.',
        },
        {
          text: '<b>Muffled "hot potato" voice</b>, unable to open the mouth fully, or severe pain on one side of the throat',
          reason:
            'R/O: Peritonsillar abscess\nREASON: An abscess usually needs drainage and can spread or block the airway.',
        },
        {
          text: '<b>Unable to swallow any fluids</b>, or no urine in 12 hours or more',
          reason:
            'R/O: Severe dehydration, peritonsillar abscess, epiglottitis\nREASON: The patient may need IV fluids and examination of the airway. The adult cut-off is 12 hours in every adult protocol (issue 31: the HSE (The emergency department) sends an adult who has passed no urine for 12 hours or more, and feels no need to, to the emergency department; 8 hours is the cut-off for children).',
        },
        {
          text: '<b>Neck swelling</b>, stiff neck, or painful swelling on one side of the neck below the jaw',
          reason:
            'R/O: Retropharyngeal or deep neck abscess, Lemierre syndrome, meningitis\nREASON: Deep neck infections can spread to the chest and bloodstream.',
        },
        {
          text: 'Sore throat with <b>fever</b> <b>and</b> any of these: a weak immune system, or taking a medicine that can <b>lower white blood cells</b> (chemotherapy, methimazole, propylthiouracil, clozapine, sulfasalazine)',
          reason:
            'R/O: Agranulocytosis, neutropenic infection\nREASON: A very low white cell count makes any infection life-threatening; a blood count is needed now.\nNOTE: Advise not to take the next dose of the suspect medicine until seen.',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: 'Swallowing is <b>very painful</b> and the patient is drinking much less than normal',
          reason:
            'R/O: Early peritonsillar abscess, severe tonsillitis, dehydration\nREASON: An examination within hours can catch an abscess early and prevent dehydration.',
          advice: ['fluids', 'soothe', 'pain-meds', 'call-back'],
        },
        {
          text: '<b>Mild to moderate dehydration</b>: passing much less urine than usual, dry mouth, or dizzy when standing',
          reason:
            'R/O: Dehydration from not drinking, peritonsillar abscess, severe tonsillitis\nREASON: The shared finding: some dehydration is examined within hours.',
          advice: ['fluids', 'soothe', 'pain-meds', 'call-back'],
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['call-back']),
        {
          text: 'Sore throat with a <b>fever of 100 °F (37.8 °C) or higher</b>, and no cough or runny nose',
          reason:
            'R/O: Group A streptococcal pharyngitis\nREASON: A rapid strep test is needed; antibiotics are given only if it is positive.',
          advice: ['soothe', 'gargle', 'fluids', 'pain-meds', 'antibiotics', 'call-back'],
        },
        {
          text: 'Sore throat with a <b>fever of 103 °F (39.4 °C) or higher</b>, or shaking chills, with or without a cough or runny nose',
          reason:
            'R/O: Strep throat, influenza, mononucleosis, peritonsillar abscess\nREASON: A very high temperature or shaking chills with a sore throat needs an examination soon (NHS, sore throat: see a GP; Mayo Clinic: see your doctor as soon as possible).',
          advice: ['soothe', 'fluids', 'pain-meds', 'call-back'],
        },
        {
          text: 'Sore throat with <b>pus</b> (yellow or white spots) at the back of the throat, or small <b>streaks of blood</b> in the saliva or phlegm',
          reason:
            'R/O: Group A streptococcal pharyngitis, mononucleosis, bleeding from the throat or chest\nREASON: Needs an examination and a rapid strep test (Mayo Clinic, sore throat: see your doctor as soon as possible).\nNOTE: Coughing up more than streaks of blood: use the Cough protocol.',
          advice: ['soothe', 'gargle', 'fluids', 'pain-meds', 'call-back'],
        },
        {
          text: 'Sore throat in a person with a <b>weak immune system</b> (e.g., chemotherapy, transplant, steroid pills, HIV) or diabetes',
          reason:
            'R/O: Neutropenia, fungal or bacterial infection\nREASON: Infections are harder to fight and may show fewer signs (NHS, sore throat: see a GP with a weakened immune system).\nNOTE: With a fever: asked above at the ED.',
          advice: ['soothe', 'fluids', 'pain-meds', 'call-back'],
        },
        {
          text: 'Sore throat with <b>swollen, tender glands</b> at the front of the neck, and no cough or runny nose',
          reason: 'R/O: Group A streptococcal pharyngitis, mononucleosis',
          advice: ['soothe', 'gargle', 'fluids', 'pain-meds', 'call-back'],
        },
        {
          text: 'Sore throat after <b>close contact with strep throat</b> in the past 7 days',
          reason:
            'R/O: Group A streptococcal pharyngitis\nREASON: Recent exposure makes strep more likely; test before treating.',
          advice: ['soothe', 'gargle', 'pain-meds', 'antibiotics', 'contagious', 'call-back'],
        },
        {
          text: 'Sore throat with a <b>rash</b> (e.g., fine, sandpaper-like) or a red, bumpy tongue, or with extreme tiredness and swollen glands',
          reason:
            'R/O: Scarlet fever, infectious mononucleosis\nREASON: Both need an examination and testing.\nNOTE: With possible mononucleosis, avoid contact sports until cleared.',
          advice: ['soothe', 'fluids', 'pain-meds', 'call-back'],
        },
        {
          text: 'Sore throat with fever lasting <b>3 days or more</b>',
          reason:
            'R/O: Strep throat, mononucleosis, peritonsillar abscess\nREASON: Most viral sore throats begin to improve by day 3.',
          advice: ['soothe', 'fluids', 'pain-meds', 'call-back'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Sore throat lasting <b>1 week or more</b>, or hoarseness for 2 weeks or more',
          reason:
            'R/O: Chronic pharyngitis, acid reflux, post-nasal drip, laryngeal disease including cancer in smokers\nREASON: Persistent throat symptoms need a planned examination.',
          advice: ['soothe', 'humidify', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Sore throats that <b>keep coming back</b> (several times a year)',
          reason:
            'R/O: Recurrent tonsillitis, chronic pharyngitis, reflux, post-nasal drip\nREASON: A planned visit to look for a cause and discuss treatment (NHS, sore throat: see a GP if you often get sore throats).',
          advice: ['soothe', 'gargle', 'pain-meds', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Sore throat after <b>oral sex</b> with a new partner',
          reason:
            'R/O: Gonococcal or chlamydial pharyngitis\nREASON: A throat swab is needed; throat gonorrhea often causes few symptoms but can be passed on.',
          advice: ['soothe', 'pain-meds', 'call-back'],
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Mild sore throat with cold symptoms (cough, runny nose)',
          reason:
            'REASON: A sore throat with cold symptoms is almost always viral and gets better in about a week.\nNOTE: Review the call-back reasons with the caller.',
          advice: ['soothe', 'gargle', 'fluids', 'humidify', 'contagious', 'pain-meds', 'call-back'],
        },
        antibioticRequest(['soothe', 'gargle', 'fluids', 'humidify', 'contagious', 'pain-meds', 'call-back']),
      ],
    },
  ],
  advice: [
    {
      title: 'Home Care Advice',
      topics: [
        {
          key: 'soothe',
          title: 'Soothe the Throat',
          nuggets: [
            'Sip warm liquids such as tea with honey or warm broth.',
            'Cold foods and drinks, such as ice pops or ice water, can also numb the pain.',
            'Suck on throat lozenges or hard candy.',
          ],
        },
        {
          key: 'gargle',
          title: 'Salt Water Gargle',
          nuggets: [
            'Mix half a teaspoon of salt in a glass (8 ounces) of warm water.',
            'Gargle and spit it out several times a day.',
          ],
        },
        {
          key: 'fluids',
          title: 'Fluids and Soft Foods',
          nuggets: [
            'Drink plenty of fluids so the throat does not get dry and you do not get dehydrated.',
            'Eat soft foods such as soup, yogurt, mashed potatoes or scrambled eggs.',
            'Avoid spicy, acidic or very crunchy foods while the throat is sore.',
          ],
        },
        {
          key: 'humidify',
          title: 'Humidify the Air',
          nuggets: [
            'Use a cool-mist humidifier in the bedroom, especially at night.',
            'Avoid smoking, second-hand smoke and other irritants.',
          ],
        },
        {
          key: 'contagious',
          title: 'Preventing Spread',
          nuggets: [
            'Wash your hands often and do not share cups, utensils or toothbrushes.',
            'With strep throat, stay home from work or school until you have no fever and have taken antibiotics for at least 12 hours.',
          ],
        },
      ],
    },
    {
      title: 'Medications',
      topics: [
        {
          key: 'pain-meds',
          title: 'Pain Medicines',
          nuggets: [
            'Acetaminophen: 650 mg by mouth every 4 to 6 hours as needed. Do not take more than 3,000 mg in 24 hours.',
            'Ibuprofen: 400 mg by mouth every 6 to 8 hours as needed, with food. Do not take more than 1,200 mg in 24 hours unless your doctor advises. Avoid it if you have stomach ulcers, kidney disease or heart failure, take a blood thinner, or are pregnant, unless your doctor says it is safe.',
            'Numbing throat sprays or lozenges can be used as directed on the label.',
          ],
        },
        {
          key: 'antibiotics',
          title: 'Antibiotics Are Only for Strep',
          nuggets: [
            'Most sore throats are caused by viruses, and antibiotics do not help them.',
            'Antibiotics are used only if a strep test is positive.',
            'If an antibiotic is prescribed, take every dose until it is finished, even when you feel better.',
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
            'Trouble breathing, drooling, or unable to swallow your saliva (call 911).',
            'Muffled voice, trouble opening your mouth, or severe pain on one side.',
            'Unable to drink enough fluids, or not urinating.',
            'Fever lasts 3 days or more, or the sore throat lasts 1 week or more.',
            'You think you need to be seen, or you get worse.',
          ],
        },
      ],
    },
  ],
});
