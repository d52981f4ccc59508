import { defineProtocol } from '../../source/define-protocol.ts';
import { unclearSymptom } from '../shared/findings.ts';
import { LIFE_THREATENING_SCREEN, SCHMITT_PROTOCOLS, SEEN_OR_WORSE_NUGGET } from './common/shared.ts';

export default defineProtocol({
  slug: 'nasal-allergies',
  sourceProtocolId: 331,
  audience: 'peds',
  title: 'Nasal Allergies (Hay Fever)',
  keywords: [
    'allergies',
    'alergies',
    'allergys',
    'nasal allergies',
    'hay fever',
    'hayfever',
    'pollen allergy',
    'seasonal allergies',
    'spring allergies',
    'allergic rhinitis',
    'sneezing',
    'sneezing a lot',
    'itchy nose',
    'runny nose allergies',
    'stuffy nose allergies',
    'itchy watery eyes',
    'dust allergy',
    'cat allergy',
    'dog allergy',
    'allergic to cat',
    'allergy medicine',
    'zyrtec',
    'claritin',
    'allergic salute',
    'dark circles under eyes',
  ],
  definition:
    '<p>A runny, stuffy or itchy nose with sneezing, caused by an allergy to pollen, dust mites, animals or mold. Often with itchy, watery eyes.</p>',
  background:
    '<p>Nasal allergies are common in school-age children and teens and often run in families with asthma or eczema. Seasonal allergies come each spring, summer or fall with pollen; year-round allergies come from dust mites, pets or mold. Typical signs are clear nasal discharge, sneezing, itching of the nose, eyes or throat, rubbing the nose upward (“allergic salute”) and dark circles under the eyes. There is no fever; a fever points to an infection instead.</p>' +
    '<p>Treatment is to avoid the trigger and use an antihistamine by mouth or a steroid nasal spray. Allergies can trigger asthma: wheezing or trouble breathing must be triaged as such. Swelling of the lips, tongue or throat, or trouble breathing, after a food or sting is anaphylaxis, not hay fever.</p>',
  initialAssessment: [
    '1. SYMPTOMS: Is there a runny or stuffy nose, sneezing, itching? Itchy or watery eyes?',
    '2. PATTERN: Same time every year, all year round, or after contact with a pet?',
    '3. BREATHING: Any wheezing, cough or trouble breathing? Does your child have asthma?',
    '4. FEVER: Is there a fever?',
    '5. TREATMENT: What allergy medicines have been tried? Do they help?',
    '6. IMPACT: Are the symptoms affecting sleep, school or sports?',
  ].join('\n'),
  references: [
    SCHMITT_PROTOCOLS,
    {
      title: 'Allergic Rhinitis and its Impact on Asthma (ARIA) guidelines: 2016 revision',
      author: 'Brożek JL, Bousquet J, Agache I, et al.',
      source: 'Journal of Allergy and Clinical Immunology. 2017;140(4):950-958',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'colds', text: 'Runny nose with fever, sore throat or other cold symptoms' },
    { protocol: 'asthma-attack', text: 'Wheezing or trouble breathing in a child with asthma' },
    { protocol: 'hives', text: 'Itchy raised welts on the skin' },
    { protocol: 'eye-red-pink-eye', text: 'Red eye with yellow or green pus' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        LIFE_THREATENING_SCREEN,
        {
          text: 'In a <b>sudden allergic reaction</b> (after a food, medicine or sting, or with hives): <b>trouble breathing</b> or swallowing, wheezing, noisy breathing or a hoarse voice, trouble speaking, tightness in the chest or throat, or <b>swelling inside the mouth, or of the tongue or throat</b>',
          reason:
            'R/O: Anaphylaxis\nREASON: This is a severe allergic reaction, not hay fever, and needs epinephrine.\nFIRST AID: Use an epinephrine auto-injector if your child has one.',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: '<b>Wheezing</b>, or working hard to breathe (skin pulling in between the ribs), not relieved by the asthma inhaler',
          reason:
            'R/O: Asthma exacerbation triggered by allergy\nREASON: Allergic asthma needs urgent treatment when the inhaler does not work.',
          smap: 'asthma-attack',
        },
        {
          text: '<b>Swelling of the lips or face</b> that started within 2 hours of a food, medicine or sting, without breathing trouble',
          reason:
            'R/O: Angioedema, early anaphylaxis\nREASON: Lip or facial swelling after a trigger can spread to the mouth and throat; the child needs observation and treatment, as in the Hives protocol (issue 31: lip swelling alone was 911 here, joined by ‘or’ to the airway signs; the shared finding is the ED).',
          smap: 'hives',
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['callback']),
        {
          text: '<b>Wheezing</b>, a tight chest, breathlessness or <b>a lot of coughing</b> with the allergies, with no skin pulling in between the ribs, and the asthma inhaler helps (or your child has none)',
          reason: 'R/O: Allergic asthma\nREASON: The asthma plan may need to be stepped up.',
          advice: ['avoid', 'medicines', 'callback'],
          smap: 'asthma-attack',
        },
        {
          text: 'Yellow or green nasal discharge with <b>sinus pain</b> or facial swelling, or a fever, or sinus pain around the cheekbones or eyes (not just a stuffy nose) that allergy medicine does not relieve',
          reason: 'R/O: Sinusitis\nREASON: Sinus infection may need antibiotics.',
          advice: ['medicines', 'callback'],
        },
        {
          text: 'Sneezing, runny nose or watery eyes that started <b>suddenly after a food, medicine or sting</b>, with no trouble breathing and no swelling',
          reason:
            'R/O: Mild allergic reaction (not hay fever)\nREASON: A reaction to a food, medicine or sting needs a clinician to identify the trigger and plan for a worse reaction next time.\nNOTE: Any breathing trouble, swelling or hives: see the questions above, or use the Hives protocol.',
          advice: ['medicines', 'callback'],
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Allergy symptoms are <b>not controlled</b> by allergy medicines, or interfere with sleep or school',
          reason: 'R/O: Uncontrolled allergic rhinitis\nREASON: A steroid nasal spray or allergy testing may help.',
          advice: ['avoid', 'medicines', 'callback'],
          videoVisitEligible: true,
        },
        {
          text: 'Wants a prescription or an allergy check, or a doctor has not yet checked these allergy symptoms',
          reason:
            'R/O: Allergic rhinitis, chronic sinusitis\nREASON: A first diagnosis and a treatment plan are best made in a visit.',
          advice: ['avoid', 'medicines', 'callback'],
          videoVisitEligible: true,
        },
        {
          text: 'Nasal allergy symptoms <b>all year round</b>, or frequent <b>snoring</b> with a blocked nose',
          reason:
            'R/O: Perennial allergic rhinitis (dust mites, pets, mould), enlarged adenoids\nREASON: Year-round symptoms need the trigger found, and frequent snoring needs a check for large adenoids and disturbed sleep.',
          advice: ['avoid', 'medicines', 'callback'],
          videoVisitEligible: true,
        },
        {
          text: 'Baby <b>younger than 1 year</b> with what look like allergy symptoms (sneezing, runny or blocked nose, itchy or watery eyes)',
          reason:
            'R/O: Viral cold, other causes of a blocked nose in infancy\nREASON: Hay fever is uncommon in the first year, and allergy medicines are not licensed for all babies; a clinician should check the cause.',
          advice: ['avoid', 'nose-rinse', 'callback'],
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Typical nasal allergy symptoms (sneezing, clear runny or itchy nose, itchy eyes) and no other symptoms such as fever or breathing problems',
          reason:
            'R/O: Allergic rhinitis\nREASON: Nasal allergies can be treated at home with trigger avoidance and medicines from the pharmacy.',
          advice: ['avoid', 'medicines', 'nose-rinse', 'callback'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Treating Nasal Allergies',
      topics: [
        {
          key: 'medicines',
          title: 'Allergy Medicines',
          nuggets: [
            'A long-acting antihistamine (such as cetirizine or loratadine) once a day works well; use the dose for your child’s age and weight as directed on the label. For a child younger than 2 years, ask your provider first.',
            'During pollen season, give it every day for the best control.',
            'A steroid nasal spray is the most effective treatment for a stuffy nose; it takes a few days to work. Ask your provider before using it in a child younger than 4 years.',
            'Older antihistamines such as diphenhydramine (Benadryl) cause sleepiness; do not use them for long-term control.',
          ],
        },
        {
          key: 'nose-rinse',
          title: 'Saline Nose Rinses',
          nuggets: [
            'Saline nose spray or rinses wash out pollen and thin mucus. Use them before nasal steroid sprays.',
            'Wash your child’s face and hair after outdoor play during pollen season.',
          ],
        },
        {
          key: 'avoid',
          title: 'Avoiding Triggers',
          nuggets: [
            'Keep windows closed on high-pollen days and run the air conditioning.',
            'Keep pets out of the bedroom, and use dust-mite covers on pillows and mattress.',
            'Avoid tobacco smoke in the home and car.',
          ],
        },
        {
          key: 'callback',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Wheezing, coughing spells or trouble breathing',
            'Fever, or yellow or green discharge with sinus pain',
            'Symptoms are not controlled by allergy medicines',
            SEEN_OR_WORSE_NUGGET,
          ],
        },
      ],
    },
  ],
});
