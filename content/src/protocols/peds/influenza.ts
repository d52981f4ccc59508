import { defineProtocol } from '../../source/define-protocol.ts';
import { antibioticRequest, unclearSymptom } from '../shared/findings.ts';
import {
  INFANT_FEVER_SCREEN,
  LIFE_THREATENING_SCREEN,
  SCHMITT_PROTOCOLS,
  SEEN_OR_WORSE_NUGGET,
} from './common/shared.ts';

export default defineProtocol({
  slug: 'influenza',
  sourceProtocolId: 351,
  audience: 'peds',
  title: 'Influenza (Flu)',
  keywords: [
    'flu',
    'the flu',
    'influenza',
    'influenze',
    'infuenza',
    'flu symptoms',
    'flu like symptoms',
    'flu test positive',
    'positive for flu',
    'flu a',
    'flu b',
    'body aches',
    'achy',
    'muscle aches',
    'chills and fever',
    'exposed to flu',
    'flu exposure',
    'sibling has flu',
    'tamiflu',
    'tamaflu',
    'oseltamivir',
    'flu medicine',
    'covid',
    'covid positive',
  ],
  definition:
    '<p>A child with flu symptoms (sudden fever, cough, sore throat, runny nose, body aches, headache, tiredness) during flu season or after a positive flu test, or a child exposed to someone with the flu. The same approach fits COVID-19 and other flu-like illnesses.</p>',
  background:
    '<p>Flu usually causes 2 to 3 days of high fever and 1 to 2 weeks of cough and tiredness. Most children recover at home. Antiviral medicine (oseltamivir) is recommended for children at <b>high risk</b> of complications and for any child with severe illness, and works best if started within 48 hours of the first symptoms. High-risk children are those younger than 5 years (especially younger than 2 years), and those with asthma or other lung disease, heart disease, diabetes, kidney, liver, blood (including sickle cell) or nerve and muscle conditions, a weak immune system, long-term aspirin therapy, or severe obesity, and pregnant teens.</p>' +
    '<p>Emergency warning signs (CDC): fast breathing or trouble breathing, bluish lips or face, ribs pulling in with each breath, chest pain, severe muscle pain (refusing to walk), dehydration, not alert or not interacting when awake, seizures, fever of 104 °F (40 °C) or higher, fever or cough that improves and then returns or worsens, and worsening of a chronic condition.</p>',
  initialAssessment: [
    '1. SYMPTOMS: What symptoms? When did they start? Has a flu or COVID test been done?',
    '2. BREATHING: Any fast or hard breathing, ribs pulling in, or bluish color?',
    '3. FEVER: How high is the fever? How many days? Did it go away and come back?',
    '4. ALERTNESS: Is your child alert and interacting when the fever is down?',
    '5. FLUIDS: Is your child drinking? When did your child last pass urine?',
    '6. MUSCLES: Any severe leg pain or refusing to walk?',
    '7. RISK FACTORS: Age? Asthma, heart, lung, diabetes, sickle cell, nerve or muscle conditions, weak immune system?',
    '8. SEVERITY: How much does it stop your child doing usual things?',
    '- MILD: plays, eats and sleeps as usual',
    '- MODERATE: stops some play or wakes your child from sleep, still drinks',
    '- SEVERE: cannot play or do anything, cries when moved or touched, or will not drink',
  ].join('\n'),
  references: [
    SCHMITT_PROTOCOLS,
    {
      title:
        'Flu Symptoms and Complications; Emergency Warning Signs of Flu; People at Higher Risk of Flu Complications',
      author: 'Centers for Disease Control and Prevention',
      source: 'Centers for Disease Control and Prevention',
    },
    {
      title: 'Recommendations for Prevention and Control of Influenza in Children (annual policy statement)',
      author: 'American Academy of Pediatrics, Committee on Infectious Diseases',
      source: 'Pediatrics (published each season)',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'fever-newborn', text: 'A baby younger than 3 months with a fever' },
    { protocol: 'breathing-difficulty', text: 'Trouble breathing is the main problem' },
    { protocol: 'cough', text: 'Cough without fever or body aches' },
    { protocol: 'colds', text: 'Mild cold symptoms only' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        LIFE_THREATENING_SCREEN,
        {
          text: '<b>Severe</b> trouble breathing (struggling for each breath, grunting, too breathless to speak, cry, eat or drink, or pauses in breathing), or bluish lips or face',
          reason:
            'R/O: Influenza pneumonia, respiratory failure\nREASON: Severe respiratory distress needs emergency care. Public sources (NHS Humber and North Yorkshire Healthier Together, Flu) send a child too breathless to talk, eat or drink, or with pauses in breathing, to A&E or 999 (issue 31 reference review).',
        },
        {
          text: 'Skin <b>pale and mottled</b> (blotchy, greyish patches), or the body feels unusually cold to the touch',
          reason:
            'R/O: Sepsis, shock\nREASON: Mottled, pale or cold skin in a sick child is a sign of poor circulation. Public sources (NHS Humber and North Yorkshire Healthier Together, Flu) say to go to A&E or phone 999 (issue 31 reference review).\nNOTE: Cold hands and feet alone while a fever is rising, in a child who is alert, is common; ask about the body and the color of the skin.',
        },
        {
          text: 'Fever with purple or blood-colored spots or dots on the skin',
          reason:
            'R/O: Meningococcal sepsis\nREASON: A purple or blood-colored rash with fever may be meningococcal infection, which needs treatment within minutes. Public sources (NHS Humber and North Yorkshire Healthier Together, Flu) say to go to A&E or phone 999 for a rash that does not fade (issue 31 reference review).',
        },
        {
          text: 'Not responding, <b>very hard to wake</b>, or a seizure lasting 5 minutes or more',
          reason:
            'R/O: Influenza encephalopathy, sepsis\nREASON: A markedly decreased level of consciousness needs emergency care.',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        INFANT_FEVER_SCREEN,
        {
          text: 'Working hard to breathe (ribs <b>pulling in</b> with each breath), or breathing very fast',
          reason:
            'R/O: Pneumonia, bronchiolitis, asthma exacerbation\nREASON: Increased work of breathing needs an urgent assessment. Breathing faster than normal without these signs is a visit now (asked below).',
          smap: 'breathing-difficulty',
        },
        {
          text: 'Not alert or not interacting when awake and the fever is down, or confused',
          reason:
            'R/O: Encephalopathy, sepsis, severe dehydration\nREASON: Altered behavior is a CDC emergency warning sign.',
        },
        {
          text: '<b>Extremely agitated</b>, or crying that nothing stops (cannot be comforted or distracted), or so irritable that your child does not want to be held',
          reason:
            'R/O: Meningitis, encephalopathy, sepsis\nREASON: A child who cannot be comforted may have a serious infection. Public sources (NHS Humber and North Yorkshire Healthier Together, Flu) say to go to A&E or phone 999; Seattle Children’s (Flu symptoms) says to call the doctor now for a child too irritable to be held (issue 31 reference review).',
        },
        {
          text: 'Signs of <b>dehydration</b>: no urine in 8 hours or more, no tears when crying, a very dry mouth, or an older child who has stopped drinking completely',
          reason:
            'R/O: Dehydration\nREASON: Fluids by vein may be needed. CDC emergency warning signs (quoted by UK HealthCare, Flu can be dangerous) include not drinking enough fluids and an infant unable to eat with no tears or fewer wet diapers (issue 31 reference review): a baby who will not feed and has no tears, a very dry mouth or no urine in 8 hours is this question.\nNOTE: A baby who has refused 2 or more feeds in a row but is awake and alert, with none of these signs, is asked below (see now, the shared finding; issue 31: "a baby who will not feed" was asked here at the ED).',
        },
        {
          text: '<b>Severe leg pain</b> or refusing to walk, or dark (cola-colored) urine',
          reason: 'R/O: Influenza myositis, rhabdomyolysis\nREASON: Muscle breakdown can damage the kidneys.',
        },
        {
          text: 'Short seizure with the flu, now stopped',
          reason: 'R/O: Febrile seizure, encephalitis\nREASON: A seizure during flu needs an examination.',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: 'Breathing <b>faster than normal</b> when calm and the fever is down',
          reason:
            'R/O: Pneumonia\nREASON: Fast breathing at rest is the most useful sign of pneumonia in children. The same level as in Cough, Fever and Breathing Difficulty (issue 31: it was the ED here): NICE (NG143 traffic light table) and NHS Healthier Together give it amber, an examination within hours; very fast breathing or ribs pulling in is the ED (asked above).',
          smap: 'breathing-difficulty',
        },
        {
          text: 'Fever or cough got <b>better and then came back worse</b>',
          reason:
            'R/O: Secondary bacterial pneumonia or ear infection\nREASON: A returning fever after improvement is a CDC warning sign of a complication.',
          advice: ['fever-care', 'callback'],
        },
        {
          text: 'Fever of 104 °F (40 °C) or higher that does not come down with fever medicine',
          reason: 'R/O: Severe influenza, bacterial co-infection\nREASON: Very high fever needs an examination.',
          advice: ['fever-care', 'callback'],
        },
        {
          text: 'Asthma getting worse with the flu (using the inhaler more often than every 4 hours)',
          reason:
            'R/O: Asthma exacerbation\nREASON: A reliever needed more often than every 4 hours is an attack getting out of control: the same level as in Asthma Attack (issue 31: it was a same-day visit here). The asthma plan may need stepping up.',
          advice: ['fever-care', 'callback'],
          smap: 'asthma-attack',
        },
        {
          text: 'A baby who has <b>refused 2 or more feeds in a row</b>, and is awake and alert',
          reason:
            'R/O: Dehydration, a worsening chest infection\nREASON: A baby who refuses feeds needs an examination within hours: NICE NG143 lists poor feeding in infants as amber, and Seattle Children’s (Newborn illness: poor feeding, call the doctor or seek care now) gives a visit now; Feeding Problems, Crying Baby and Fever in babies younger than 3 months ask it at the same level (the shared finding).\nNOTE: Too sleepy to feed or hard to wake is asked above (911); with no tears, a very dry mouth or no urine in 8 hours, the dehydration question above (the ED).',
        },
        {
          text: '<b>Mild to moderate dehydration</b>: passing urine less often than usual (fewer wet diapers), a dry mouth, lips or tongue, or drinking or feeding less than half the usual amount, with some urine in the past 8 hours',
          reason:
            'R/O: Dehydration\nREASON: Some dehydration needs an examination within hours and a plan for fluids (the shared finding). Public sources (Cincinnati Pediatrics, Influenza FAQ) ask for a child with fewer than 3 to 4 wet diapers a day to be seen right away (issue 31 reference review).',
          advice: ['fever-care', 'callback'],
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['callback']),
        {
          text: 'Flu symptoms in a <b>high-risk</b> child (younger than 5 years, or with asthma or another lung condition, a heart, kidney, liver or blood condition (such as sickle cell), a nerve, muscle or developmental condition, diabetes, a weak immune system, long-term aspirin, severe obesity, or a pregnant teen)',
          reason:
            'R/O: Influenza in a high-risk child\nREASON: Antiviral treatment is recommended for high-risk children; it works best when started within 48 hours of the first symptoms.\nNOTE: Many practices prescribe by phone or video; follow practice policy.',
          advice: ['antiviral', 'fever-care', 'callback'],
          videoVisitEligible: true,
        },
        {
          text: 'Fever with a red or pink rash',
          reason:
            'R/O: Viral rash, scarlet fever, measles, Kawasaki disease\nREASON: A rash with fever needs an examination the same day (the shared finding). Public sources (Seattle Children’s, Flu symptoms) say to call the doctor now for a fever with a rash (issue 31 reference review); a purple or blood-colored rash is asked above.',
          advice: ['fever-care', 'callback'],
        },
        {
          text: 'Fever lasting <b>3 days or more</b>, or an earache, or sinus pain',
          reason:
            'R/O: Ear infection, sinusitis, pneumonia\nREASON: A prolonged fever or new localized pain suggests a complication.',
          advice: ['fever-care', 'callback'],
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Cough lasting <b>3 weeks or more</b> after the flu',
          reason: 'R/O: Post-viral cough, asthma, pertussis\nREASON: A long cough needs a non-urgent check.',
          advice: ['cough-care', 'callback'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Mild flu symptoms (fever, cough, aches) in a child who is <b>not high-risk</b>, breathing normally, drinking, and alert when the fever is down',
          reason: 'R/O: Uncomplicated influenza\nREASON: Most children recover from the flu at home.',
          advice: ['fever-care', 'cough-care', 'spread', 'callback'],
        },
        {
          text: '<b>Exposed</b> to someone with the flu, and has no symptoms',
          reason:
            'REASON: Watching for symptoms is enough for most children; high-risk children may be offered preventive medicine.\nNOTE: Tell the office about high-risk children during office hours.',
          advice: ['spread', 'callback'],
        },
        antibioticRequest(['fever-care', 'cough-care', 'spread', 'callback']),
      ],
    },
  ],
  advice: [
    {
      title: 'Flu Care',
      topics: [
        {
          key: 'fever-care',
          title: 'Fever and Aches',
          nuggets: [
            'Give extra fluids and let your child rest.',
            'Acetaminophen (e.g., Tylenol) or ibuprofen (e.g., Advil, Motrin) helps fever and aches; give the dose for your child’s weight as directed on the label. Ibuprofen is only for children 6 months or older.',
            'Never give aspirin to a child or teen with the flu (risk of Reye syndrome).',
            'Fever usually lasts 2 to 3 days; tiredness and cough can last 1 to 2 weeks.',
          ],
        },
        {
          key: 'cough-care',
          title: 'Cough and Stuffy Nose',
          nuggets: [
            'For children 1 year or older, 1/2 to 1 teaspoon of honey can ease the cough. Do not give honey to babies younger than 1 year.',
            'Saline nose drops and suction help a stuffy nose.',
            'Do not give over-the-counter cough and cold medicines to a child younger than 4 years; they do not help and can cause serious side effects.',
          ],
        },
        {
          key: 'antiviral',
          title: 'Flu Antiviral Medicine',
          nuggets: [
            'Antiviral medicine (such as oseltamivir) shortens the illness and lowers the risk of complications, especially when started within 48 hours.',
            'Give it with food to lessen stomach upset, and finish the course.',
          ],
        },
        {
          key: 'spread',
          title: 'Preventing Spread',
          nuggets: [
            'Stay home until the fever has been gone for 24 hours without fever medicine.',
            'Cover coughs, wash hands often, and do not share cups.',
            'A yearly flu vaccine is recommended for everyone 6 months or older.',
          ],
        },
        {
          key: 'callback',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Trouble breathing, ribs pulling in, or bluish lips (call 911 if severe)',
            'Not alert or not interacting when the fever is down',
            'Signs of dehydration, or severe leg pain',
            'Fever or cough gets better and then comes back worse',
            'A rash with the fever (call 911 for purple or blood-colored spots)',
            SEEN_OR_WORSE_NUGGET,
          ],
        },
      ],
    },
  ],
});
