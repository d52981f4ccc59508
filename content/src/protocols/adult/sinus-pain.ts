import { defineProtocol } from '../../source/define-protocol.ts';
import { lifeThreateningScreen, painMedicineTopic } from '../shared/adult-advice.ts';
import { antibioticRequest, unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'sinus-pain',
  sourceProtocolId: 235,
  audience: 'adult',
  title: 'Sinus Pain or Congestion',
  keywords: [
    'sinus',
    'sinus pain',
    'sinus pressure',
    'sinus infection',
    'sinus headache',
    'sinusitis',
    'sinusitus',
    'sinis',
    'sinus congestion',
    'blocked sinuses',
    'facial pain',
    'face pressure',
    'pain behind eyes',
    'pain in cheeks',
    'stuffy nose',
    'blocked nose',
    'congestion',
    'green snot',
    'yellow mucus from nose',
    'post nasal drip',
  ],
  definition:
    'Pain, pressure or fullness of the face (forehead, around the eyes, cheeks or upper teeth) with a stuffy nose or nasal discharge in an adult, usually during or after a cold.',
  background:
    '<p>Most sinus pain and congestion comes from a viral cold, which inflames the sinuses as well as the nose. Thick yellow or green mucus is common in viral colds and does not by itself mean a bacterial infection. Viral sinusitis usually improves within 7 to 10 days.</p>' +
    '<p>Bacterial sinusitis is suspected when symptoms last 10 days or more without improving, when they get worse again after first getting better ("double sickening"), or with high fever and facial pain for 3 to 4 days at the start. Even then, many adults get better without antibiotics.</p>' +
    '<p>Rare but serious complications are spread of infection to the eye socket (red, swollen eyelids, pain on moving the eye, double vision), to the brain (severe headache, stiff neck, confusion), or to the bone of the forehead (a soft swelling of the forehead).</p>',
  initialAssessment: `1. LOCATION: Where is the pain or pressure? (forehead, around the eyes, cheeks, upper teeth)
2. ONSET: When did the symptoms start? Were they getting better and then got worse again?
3. DISCHARGE: What color is the nasal discharge?
4. FEVER: Is there a fever? How high?
5. EYES: Any swelling or redness around the eye, pain on moving the eye, or vision changes?
6. HEADACHE: Any severe headache, stiff neck or confusion?
7. TREATMENT: What has been tried?
8. HISTORY: Any weak immune system, or frequent sinus infections?
9. SEVERITY: How much does it stop the person doing their usual activities?
- MILD: does not stop usual activities or sleep (pain 1 to 3 out of 10)
- MODERATE: stops some usual activities or wakes the person from sleep (pain 4 to 7 out of 10)
- SEVERE: cannot do any usual activities, or the worst ever (pain 8 to 10 out of 10)`,
  references: [
    {
      title: 'Clinical Practice Guideline (Update): Adult Sinusitis',
      author: 'Rosenfeld RM, Piccirillo JF, Chandrasekhar SS, et al.',
      source: 'Otolaryngology-Head and Neck Surgery. 2015;152(2 Suppl):S1-S39',
    },
    {
      title: 'Telephone Triage Protocols for Nurses',
      author: 'Briggs JK',
      source: 'Wolters Kluwer (5th edition)',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'common-cold', text: 'Runny nose, sore throat and cough from a cold, without facial pain.' },
    { protocol: 'hay-fever', text: 'Sneezing and itchy nose or eyes from allergies.' },
    { protocol: 'headache', text: 'Headache without nasal symptoms.' },
    { protocol: 'toothache', text: 'Pain in one tooth is the main symptom.' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        lifeThreateningScreen(),
        {
          text: 'Confused, very drowsy, or hard to wake, with headache and fever',
          reason: 'R/O: meningitis, brain abscess',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: '<b>Double vision</b> or another new change in vision, pain on moving the eye, or the eye bulging, with or without swelling around the eye',
          reason:
            'R/O: orbital cellulitis, cavernous sinus thrombosis\nNOTE: It needed redness or swelling around the eye too; a change in vision with sinusitis is an emergency sign on its own.',
        },
        {
          text: '<b>Stiff neck</b> (cannot touch the chin to the chest), or a severe headache with vomiting and fever',
          reason: 'R/O: meningitis, intracranial spread of sinusitis',
        },
        {
          text: 'Soft swelling of the forehead with headache and fever',
          reason: 'R/O: frontal bone infection (Pott puffy tumor)',
        },
        {
          text: 'Red or swollen eyelid or cheek <b>with</b> a fever, even with normal vision and eye movement',
          reason:
            'R/O: periorbital or facial cellulitis\nREASON: A skin infection around the eye with a fever can spread behind the eye. Wound Infection (red, swollen skin around the eye or nose with fever) and Eye: Red, Pain or Discharge (red, swollen eyelids and fever) ask it at the ED, and NICE (cellulitis and erysipelas, NG141) asks to consider hospital for an infection near the eyes or nose (issue 31: with a fever it was a visit now here).',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: 'Red or swollen eyelid or cheek, without fever, and normal vision and eye movement',
          reason:
            'R/O: periorbital or facial cellulitis\nREASON: Swelling around the eye with sinusitis needs an examination within hours (Nuffield Health, sinusitis: urgent medical attention).\nNOTE: With a fever it is asked above at the ED.',
        },
        {
          text: 'Fever 102 °F (38.9 °C) or higher <b>and</b> severe facial pain',
          reason: 'R/O: acute bacterial sinusitis with severe onset',
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['call-back']),
        {
          text: 'Sinus symptoms <b>and</b> any of these:<ul><li>feels very unwell (in bed most of the day, or cannot do usual activities)</li><li>a fever of 102 °F (38.9 °C) or higher</li></ul>',
          reason:
            'R/O: acute bacterial sinusitis, influenza, spread of infection\nREASON: Sinusitis with feeling very unwell or a very high fever needs an urgent GP visit (NHS, sinusitis: urgent GP appointment or NHS 111; Nuffield Health: urgent medical attention).\nNOTE: A fever of 102 °F (38.9 °C) or higher with severe facial pain is asked above at see now.',
          advice: ['nasal-rinse', 'pain-medicine', 'call-back'],
        },
        {
          text: 'Sinus pain, pressure or headache that keeps <b>getting worse</b>, or that pain medicine (acetaminophen or ibuprofen) does not ease',
          reason:
            'R/O: acute bacterial sinusitis, spread of infection\nREASON: NHS (sinusitis) asks for an urgent GP appointment when painkillers do not help or symptoms get worse.\nNOTE: Worse again after getting better is asked below; a severe headache with vomiting and fever, or a stiff neck, is asked above at the ED.',
          advice: ['nasal-rinse', 'pain-medicine', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Weak immune system (e.g., chemotherapy, transplant, steroid pills) <b>and</b> sinus pain or congestion, with or without fever',
          reason: 'R/O: invasive fungal or bacterial sinusitis',
          advice: ['nasal-rinse', 'pain-medicine', 'call-back'],
        },
        {
          text: 'Got better, then <b>worse again</b> with new fever or more facial pain',
          reason: 'R/O: acute bacterial sinusitis ("double sickening")',
          advice: ['nasal-rinse', 'pain-medicine', 'call-back'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Sinus pain or congestion lasting <b>10 days or more</b> without improving, or not better after 7 days of medicine from a pharmacy or a doctor',
          reason: 'R/O: acute bacterial sinusitis',
          advice: ['nasal-rinse', 'decongestant', 'pain-medicine', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Sinus symptoms that keep coming back (more than 3 times a year) or have lasted <b>12 weeks or more</b>',
          reason: 'R/O: recurrent or chronic rhinosinusitis, nasal polyps',
          advice: ['nasal-rinse', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Sinus symptoms with <b>nosebleeds</b> that keep coming back, or blood-stained discharge from one side of the nose',
          reason:
            'R/O: nasal polyp or tumour, fungal sinusitis, dry, inflamed lining\nREASON: Bleeding or blood-stained discharge from one side needs a planned examination (Your Health Hub, sinusitis: tell your doctor about a nosebleed).\nNOTE: A nosebleed that will not stop: use the Nosebleed protocol.',
          advice: ['nasal-rinse', 'call-back'],
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Mild facial pressure with a stuffy nose or colored discharge for <b>less than 10 days</b>, a temperature of 101 °F (38.3 °C) or lower, and no eye swelling',
          reason: 'REASON: Probable viral sinusitis with a cold. Home care; most improve within 7 to 10 days.',
          advice: ['reassurance', 'nasal-rinse', 'decongestant', 'pain-medicine', 'call-back'],
        },
        antibioticRequest(['reassurance', 'nasal-rinse', 'decongestant', 'pain-medicine', 'call-back']),
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
            'Most sinus congestion is part of a cold and gets better by itself within 7 to 10 days.',
            'Yellow or green mucus is common with a cold and does not mean you need an antibiotic.',
          ],
        },
        {
          key: 'nasal-rinse',
          title: 'Saline Nose Rinse',
          nuggets: [
            'Rinse the nose with saline using a squeeze bottle or neti pot 2 to 3 times a day. Use distilled or boiled and cooled water, never plain tap water.',
            'Breathing steam from a warm shower and applying a warm wet cloth to the face can ease pressure.',
            'Drink plenty of fluids.',
          ],
        },
        {
          key: 'decongestant',
          title: 'Decongestants',
          nuggets: [
            'A decongestant nasal spray (oxymetazoline) may be used for up to 3 days only; longer use causes rebound stuffiness.',
            'Decongestant pills (pseudoephedrine) may help; avoid them with high blood pressure, heart disease, glaucoma, prostate trouble or pregnancy unless a doctor says it is safe.',
            'A steroid nasal spray (fluticasone) used as directed on the label may help.',
          ],
        },
        painMedicineTopic(),
        {
          key: 'call-back',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Swelling or redness around the eye, double vision, severe headache or stiff neck: go to the emergency department now.',
            'Symptoms last 10 days or more, or get better and then worse again.',
            'High fever or severe facial pain.',
            'You think you need to be seen, or you get worse.',
          ],
        },
      ],
    },
  ],
});
