import { defineProtocol } from '../../source/define-protocol.ts';
import { antibioticRequest, unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'sore-throat',
  sourceProtocolId: 319,
  audience: 'peds',
  title: 'Sore Throat',
  keywords: [
    'sore throat',
    'sore throte',
    'sorethroat',
    'throat hurts',
    'throat pain',
    'scratchy throat',
    'hurts to swallow',
    'pain swallowing',
    'strep',
    'strep throat',
    'tonsillitis',
    'tonsils',
    'swollen glands',
    'pharyngitis',
    'sore throught',
    'strep throte',
    'throat infection',
    'swollen tonsils',
  ],
  definition:
    '<p>Pain or discomfort in the throat, or pain when swallowing. Young children may instead refuse to eat or drink, or drool.</p>',
  background:
    '<p>Most sore throats in children are caused by viruses, often with a cold (runny nose, cough, hoarse voice), and get better within a week without antibiotics. Group A streptococcus (“strep throat”) causes a minority of sore throats, mostly in school-age children from about 5 to 15 years; it is uncommon in children younger than 3 years. Strep is more likely with fever, painful swallowing and swollen neck glands <b>without</b> cold symptoms, and can cause a sandpaper-like rash (scarlet fever). It is diagnosed with a throat swab and treated with an antibiotic such as penicillin or amoxicillin.</p>' +
    '<p>Warning signs of a serious throat infection are trouble breathing or noisy breathing, drooling or being unable to swallow saliva, being unable to open the mouth fully, a muffled (“hot potato”) voice, a stiff or painful neck, and dehydration from refusing to drink.</p>' +
    '<p>Infectious mononucleosis causes a sore throat with marked tiredness and swollen glands, usually in teens, and can last 1 to 2 weeks or more.</p>',
  initialAssessment: [
    '1. ONSET: When did the sore throat start?',
    '2. SEVERITY: How bad is it? Can your child swallow liquids and their own saliva?',
    '- MILD: plays, eats and sleeps as usual',
    '- MODERATE: stops some play or wakes your child from sleep, still drinks',
    '- SEVERE: cannot play or do anything, cries when moved or touched, or will not drink',
    '3. BREATHING: Any trouble breathing, noisy breathing, or drooling?',
    '4. MOUTH AND VOICE: Can your child open the mouth fully? Does the voice sound muffled?',
    '5. FEVER: Is there a fever? How high?',
    '6. COLD SYMPTOMS: Any runny nose, cough or hoarse voice?',
    '7. OTHER SYMPTOMS: Any rash, belly pain, headache, swollen neck glands, or stiff neck?',
    '8. EXPOSURE: Has anyone at home, school or child care had strep throat recently?',
    '9. FLUIDS: How much has your child had to drink today? When did your child last pass urine?',
  ].join('\n'),
  references: [
    {
      title:
        'Clinical Practice Guideline for the Diagnosis and Management of Group A Streptococcal Pharyngitis: 2012 Update by the Infectious Diseases Society of America',
      author: 'Shulman ST, Bisno AL, Clegg HW, et al.',
      source: 'Clin Infect Dis. 2012;55(10):e86-e102. https://doi.org/10.1093/cid/cis629',
      pubMedId: '22965026',
    },
    {
      title: 'Pediatric Telephone Protocols',
      author: 'Schmitt BD',
      source: 'American Academy of Pediatrics (office and after-hours versions)',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'colds', text: 'A runny or stuffy nose is the main symptom' },
    { protocol: 'cough', text: 'Cough is the main symptom' },
    { protocol: 'earache', text: 'Ear pain is the main symptom' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        {
          text: 'Sounds like a life-threatening emergency to the triager',
          reason:
            'REASON: Triager judgment. When the situation sounds life-threatening, emergency medical services are the fastest and safest route to care.',
        },
        {
          text: '<b>Severe trouble breathing</b>, struggling for each breath, breathing very fast, pauses in breathing, unable to talk because of breathing, or <b>noisy breathing</b> (stridor) while resting',
          reason:
            'R/O: Epiglottitis, severe airway obstruction\nREASON: Upper airway obstruction can progress to complete blockage.\nNOTE: Keep the child calm and sitting up; do not look into the throat.',
        },
        {
          text: '<b>Floppy</b>, too weak to stand or walk, confused, or hard to wake',
          reason: 'R/O: Sepsis, toxic shock\nREASON: A child this ill needs emergency care.',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: '<b>Trouble breathing</b> (not severe) that is not just from a blocked nose',
          reason:
            'R/O: Epiglottitis, peritonsillar or retropharyngeal abscess, pneumonia\nREASON: Any breathing difficulty with a sore throat can mean swelling of the airway and needs an emergency assessment.\nNOTE: Keep the child calm and sitting up; do not look into the throat.',
        },
        {
          text: '<b>Drooling</b> or spitting out saliva because swallowing is too painful, or cannot swallow, drink or keep liquids down',
          reason:
            'R/O: Epiglottitis, peritonsillar or retropharyngeal abscess\nREASON: Inability to swallow saliva is a sign of serious swelling in the throat.',
        },
        {
          text: '<b>Cannot open the mouth fully</b>, has a muffled voice, or one side of the throat is swollen',
          reason:
            'R/O: Peritonsillar abscess\nREASON: An abscess beside the tonsil needs drainage and can block the airway.',
        },
        {
          text: '<b>Stiff or painful neck</b> that your child will not move, with fever',
          reason:
            'R/O: Retropharyngeal abscess, meningitis\nREASON: Neck stiffness with fever and sore throat can be a deep neck infection or meningitis.',
        },
        {
          text: '<b>Sickle cell disease</b> or a <b>weak immune system</b> (cancer treatment, organ transplant, taking oral steroids) and has a fever',
          reason:
            'R/O: Sepsis, bacteremia\nREASON: These children can become septic quickly and need urgent blood tests and antibiotics.',
        },
        {
          text: 'Signs of <b>dehydration</b>: no urine in 8 hours or more, very dry mouth, no tears',
          reason:
            'R/O: Dehydration\nREASON: Children who refuse to drink because of throat pain can become dehydrated and need fluids.',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: 'Looks or acts <b>very sick</b> (lying around, not interested in anything), even after the fever has come down',
          reason:
            'R/O: Serious bacterial infection\nREASON: A child who still looks ill after fever medicine needs a prompt exam.',
          advice: ['pain-relief', 'fluids', 'callback'],
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['callback']),
        {
          text: 'Sore throat with <b>white or yellow spots</b> (pus) at the back of the throat, or <b>swollen, tender glands</b> at the front of the neck, and no cough or runny nose',
          reason:
            'R/O: Group A streptococcal pharyngitis, mononucleosis\nREASON: The same signs and level as in the adult Sore Throat (NICE NG84, FeverPAIN and Centor: pus on the tonsils and tender front neck glands without a cough make strep more likely; a same-day examination and swab). Blind set 7: the child protocol did not ask them.',
          advice: ['pain-relief', 'soothe-throat', 'strep-care', 'callback'],
        },
        {
          text: 'Sore throat with <b>marked tiredness</b> (sleeping much more, too tired for usual activities) <b>and swollen neck glands</b>',
          reason:
            'R/O: Infectious mononucleosis (glandular fever), strep\nREASON: The same level as the adult Sore Throat (extreme tiredness and swollen glands, see today); was a routine visit here (blind set 7). Mononucleosis can enlarge the spleen and needs an examination.',
          advice: ['pain-relief', 'soothe-throat', 'callback'],
        },
        {
          text: 'Sore throat with a <b>fever of 100 °F (37.8 °C) or higher</b> and <b>no cold symptoms</b>',
          reason:
            'R/O: Group A streptococcal pharyngitis\nREASON: These features make strep more likely; a throat swab decides whether an antibiotic is needed.',
          advice: ['pain-relief', 'soothe-throat', 'fluids', 'strep-care', 'callback'],
        },
        {
          text: 'A rash with the sore throat (for example a red rash that <b>feels like sandpaper</b>)',
          reason:
            'R/O: Scarlet fever\nREASON: Scarlet fever is caused by strep and needs testing and antibiotic treatment.',
          advice: ['pain-relief', 'strep-care', 'callback'],
        },
        {
          text: 'Someone at home or in class has <b>strep throat</b>, and your child now has a sore throat',
          reason: 'R/O: Group A streptococcal pharyngitis\nREASON: Contacts with symptoms should be tested for strep.',
          advice: ['pain-relief', 'strep-care', 'spread', 'callback'],
        },
        {
          text: 'Taking an antibiotic for strep for <b>2 days or more</b> and still has a fever or is getting worse',
          reason:
            'R/O: Treatment failure, peritonsillar abscess, other diagnosis\nREASON: Fever should settle within 2 days of starting an antibiotic for strep.',
          advice: ['pain-relief', 'strep-care', 'callback'],
        },
        {
          text: 'Sore throat lasting <b>7 days or more</b>',
          reason:
            'R/O: Infectious mononucleosis, peritonsillar abscess, other diagnosis\nREASON: A sore throat that has not settled in a week needs an examination. Public sources (Mayo Clinic, Sore throat in children) say to see the doctor as soon as possible (issue 31 reference review; 5 to 6 days is a routine visit).',
          advice: ['pain-relief', 'callback'],
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Sore throat lasting <b>5 days or more</b>',
          reason:
            'R/O: Infectious mononucleosis, untreated strep\nREASON: A sore throat that lasts needs an exam and sometimes blood tests.',
          advice: ['pain-relief', 'soothe-throat', 'callback'],
        },
        {
          text: 'Repeated sore throats or <b>several strep infections</b> this year, and the family wants to discuss surgery (tonsillectomy)',
          reason:
            'R/O: Recurrent tonsillitis\nREASON: Frequent infections can be reviewed, and referral discussed, on a routine or video visit.',
          advice: ['spread', 'callback'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Sore throat with <b>cold symptoms</b> (runny nose, cough, hoarse voice)',
          reason:
            'R/O: Viral pharyngitis\nREASON: Sore throats with cold symptoms are almost always viral and need no antibiotic.',
          advice: ['pain-relief', 'soothe-throat', 'fluids', 'spread', 'callback'],
        },
        {
          text: 'Mild sore throat with no other concerning symptoms',
          reason: 'REASON: Most mild sore throats get better within a few days with home care.',
          advice: ['pain-relief', 'soothe-throat', 'fluids', 'callback'],
        },
        antibioticRequest(['pain-relief', 'soothe-throat', 'fluids', 'spread', 'callback']),
      ],
    },
  ],
  advice: [
    {
      title: 'Sore Throat Care',
      topics: [
        {
          key: 'pain-relief',
          title: 'Pain Medicine',
          nuggets: [
            'Acetaminophen (e.g., Tylenol) for children 3 months or older: give the dose for your child’s weight as directed on the label.',
            'Or ibuprofen (e.g., Motrin, Advil) for children 6 months or older: give the dose for your child’s weight as directed on the label.',
            'Do not give fever or pain medicine to a baby younger than 3 months old unless a doctor tells you to.',
            'Give a dose 30 minutes before meals if swallowing hurts.',
            'Do not give aspirin to children or teens.',
          ],
        },
        {
          key: 'soothe-throat',
          title: 'Soothe the Throat',
          nuggets: [
            'Children over 1 year can sip warm fluids such as chicken broth or apple juice.',
            'Cold foods such as ice pops, frozen yogurt or ice cream also soothe the throat.',
            'Children over 6 years can suck on hard candy or throat lozenges.',
            'Children over 8 years can gargle with warm salt water (1/4 teaspoon of salt in a cup of water).',
          ],
        },
        {
          key: 'fluids',
          title: 'Fluids and Soft Foods',
          nuggets: [
            'Drinking enough is more important than eating.',
            'Offer soft foods such as soup, yogurt, pudding or mashed potatoes.',
            'Your child is drinking enough if urine is passed at least every 8 hours.',
          ],
        },
        {
          key: 'strep-care',
          title: 'If Your Child Has Strep Throat',
          nuggets: [
            'Give the antibiotic exactly as prescribed until it is all gone, even when your child feels better.',
            'Your child can go back to school or child care after at least 12 hours of antibiotic and once the fever is gone.',
            'The sore throat should be much better within 2 to 3 days of starting the antibiotic.',
          ],
        },
      ],
    },
    {
      title: 'Preventing Spread',
      topics: [
        {
          key: 'spread',
          title: 'Preventing Spread',
          nuggets: [
            'Wash hands often, especially after blowing the nose and before eating.',
            'Do not share cups, utensils or toothbrushes.',
            'Cover coughs and sneezes with a tissue or elbow.',
          ],
        },
        {
          key: 'callback',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Trouble breathing or noisy breathing (call 911 if severe)',
            'Drooling, or cannot swallow liquids',
            'Cannot open the mouth fully, or a stiff neck',
            'No urine in 8 hours or more',
            'Very sleepy or weak, or looks very sick',
            'A red rash that feels like sandpaper',
            'Sore throat lasts 5 days or more, or fever 3 days or more',
            'Your child becomes worse or you are worried',
          ],
        },
      ],
    },
  ],
});
