import { defineProtocol } from '../../source/define-protocol.ts';
import { antibioticRequest, unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'earache',
  sourceProtocolId: 312,
  audience: 'peds',
  title: 'Earache',
  keywords: [
    'earache',
    'ear ache',
    'eerache',
    'earake',
    'ear hurts',
    'ear pain',
    'sore ear',
    'pulling at ear',
    'tugging ear',
    'ear infection',
    'ear infecton',
    'otitis',
    'ear drainage',
    'pus from ear',
    'swimmers ear',
    'ear pressure',
    'ear hurting',
    'earach',
    'ear infektion',
  ],
  definition:
    '<p>Pain in or around the ear, or a baby or young child pulling or rubbing at the ear while fussy. Includes fluid or pus draining from the ear canal.</p>',
  background:
    '<p>Most earaches in children come with or just after a cold. The commonest cause is a middle-ear infection (acute otitis media); others are swimmer’s ear (an infection of the ear canal, painful when the outer ear is pulled), pressure changes when flying, teething or a sore throat that is felt in the ear.</p>' +
    '<p>Many ear infections get better on their own within 2 to 3 days, and pain relief is the first treatment for every earache. Current guidance allows some children over 6 months with mild symptoms to be watched for 2 to 3 days before an antibiotic is started; babies younger than 6 months, and children with high fever or severe pain, need an exam promptly.</p>' +
    '<p>Serious complications are rare but must be screened for: mastoiditis (red, tender swelling behind the ear that pushes the ear forward), meningitis (stiff neck, very sleepy or confused child), weakness of the face, and a button battery or other object put into the ear.</p>',
  initialAssessment: [
    '1. LOCATION: Which ear hurts? Is the pain deep inside the ear or on the outer ear?',
    '2. ONSET: When did the ear pain start?',
    '3. SEVERITY: How bad is the pain?',
    '- MILD: does not keep your child from playing or sleeping',
    '- MODERATE: wakes your child from sleep or stops normal play',
    '- SEVERE: cries constantly and cannot be comforted',
    '4. FEVER: Is there a fever? How high, and how was it measured?',
    '5. DRAINAGE: Is anything coming out of the ear? (pus, blood, clear fluid)',
    '6. BEHIND THE EAR: Is there swelling, redness or tenderness behind the ear?',
    '7. COLD SYMPTOMS: Has your child had a runny nose, cough or sore throat?',
    '8. CAUSE: Could something be in the ear? Any recent swimming, flying, or injury to the ear or head?',
    '9. HISTORY: How old is your child? Any ear tubes, or an ear infection in the past month?',
  ].join('\n'),
  references: [
    {
      title: 'The Diagnosis and Management of Acute Otitis Media (clinical practice guideline)',
      author: 'Lieberthal AS, Carroll AE, Chonmaitree T, et al.',
      source: 'Pediatrics. 2013;131(3):e964-e999. https://doi.org/10.1542/peds.2012-3488',
      pubMedId: '23439909',
    },
    {
      title: 'Pediatric Telephone Protocols',
      author: 'Schmitt BD',
      source: 'American Academy of Pediatrics (office and after-hours versions)',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'sore-throat', text: 'Sore throat is the main symptom and the ear only hurts when swallowing' },
    { protocol: 'colds', text: 'Blocked or popping ears with a cold, without ear pain' },
    { protocol: 'head-injury', text: 'Ear pain, bleeding or fluid from the ear after a blow to the head' },
    { protocol: 'fever-3-months-or-older', text: 'Fever is the main concern and there is no ear pain' },
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
          text: 'Not moving, <b>very weak and floppy</b>, or very hard to wake up',
          reason:
            'R/O: Meningitis, sepsis\nREASON: A child this ill with an ear infection may have spread of infection to the brain or blood.',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: '<b>Stiff neck</b> (cannot touch chin to chest) or <b>confused</b>, with the earache',
          reason:
            'R/O: Meningitis, intracranial spread of ear infection\nREASON: Neck stiffness or confusion with an ear infection suggests infection has spread beyond the ear.',
        },
        {
          text: 'Age <b>younger than 3 months</b> (12 weeks) with a fever of 100 °F (37.8 °C) or higher (rectal)',
          reason:
            'R/O: Serious bacterial infection\nREASON: Fever in a young infant needs urgent evaluation even when an ear infection could explain it.',
          smap: 'fever-newborn',
        },
        {
          text: '<b>Sickle cell disease</b> or a <b>weak immune system</b> (cancer treatment, organ transplant, taking oral steroids) and has a fever',
          reason:
            'R/O: Sepsis, bacteremia\nREASON: These children can become septic quickly from an infection that starts in the ear; they need urgent blood tests and antibiotics.',
        },
        {
          text: '<b>Red or pink swelling behind or around the ear</b>, or the ear is pushed forward or sticks out',
          reason:
            'R/O: Mastoiditis\nREASON: Infection of the mastoid bone needs intravenous antibiotics and sometimes surgery.',
        },
        {
          text: 'New <b>weakness of one side of the face</b> (crooked smile, an eye that will not close)',
          reason:
            'R/O: Facial nerve palsy from a complicated ear infection\nREASON: Facial weakness with an ear infection needs urgent evaluation and treatment.',
        },
        {
          text: 'A <b>button battery</b> is in the ear, or an object in the ear is causing severe pain or bleeding',
          reason:
            'R/O: Caustic injury of the ear canal or eardrum\nREASON: A button battery can burn through the ear canal and eardrum within hours and must be removed now.\nNOTE: Do not let the caller put drops or oil in the ear.',
        },
        {
          text: '<b>Clear fluid or blood</b> coming from the ear after a head injury',
          reason:
            'R/O: Skull fracture with leak of spinal fluid\nREASON: Fluid from the ear after a head injury can be a sign of a skull fracture.',
          smap: 'head-injury',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: '<b>Severe</b> ear pain: crying and cannot be comforted or distracted, or cannot sleep or play, whether or not pain medicine has been given',
          reason:
            'R/O: Severe acute otitis media, foreign body\nREASON: Severe pain needs an exam and treatment without delay. Severity is enough on its own (issue 31): a child who has had no pain medicine yet is not sent lower; give a dose while arranging the visit.',
        },
        {
          text: 'Fever of <b>104 °F (40 °C) or higher</b> with the earache',
          reason:
            'R/O: Severe acute otitis media, bacteremia\nREASON: Very high fever with ear pain needs a prompt exam to look for severe or spreading infection.',
        },
        {
          text: 'New <b>dizziness or unsteady walking</b>, or a headache, with the earache',
          reason:
            'R/O: Labyrinthitis, complicated otitis media\nREASON: Inner-ear involvement needs a prompt exam to rule out complications.',
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['callback']),
        {
          text: 'Baby <b>younger than 6 months</b> with ear pain, shown by crying or fussiness with pulling at the ear',
          reason:
            'R/O: Acute otitis media\nREASON: Babies younger than 6 months with a suspected ear infection should be examined and treated rather than watched.\nNOTE: A baby younger than 3 months with a fever: use Fever (Newborn).',
          advice: ['pain-relief', 'comfort', 'callback'],
          smap: 'fever-newborn',
        },
        {
          text: 'Earache with <b>fever</b>, or earache in a child <b>younger than 2 years</b>, or a child with earache who seems generally unwell (not eating, not playing)',
          reason:
            'R/O: Acute otitis media\nREASON: Young children and children with fever are the ones most likely to benefit from an exam and, when the ear is infected, an antibiotic.',
          advice: ['pain-relief', 'comfort', 'antibiotic-course', 'callback'],
        },
        {
          text: '<b>Pus, cloudy fluid, blood or other fluid</b> draining from the ear canal',
          reason:
            'R/O: Acute otitis media with a ruptured eardrum, otitis externa\nREASON: Drainage usually means a ruptured eardrum or an ear canal infection; both are treated after an exam.',
          advice: ['pain-relief', 'ear-drainage', 'callback'],
        },
        {
          text: 'Ear pain after swimming that is worse when the <b>outer ear is pulled or pressed</b>',
          reason:
            'R/O: Otitis externa (swimmer’s ear)\nREASON: An ear canal infection is treated with prescription ear drops after an exam.',
          advice: ['pain-relief', 'swimmers-ear', 'callback'],
        },
        {
          text: 'Taking an antibiotic for an ear infection for <b>2 days or more</b> and the fever or ear pain is no better',
          reason:
            'R/O: Treatment failure, resistant bacteria\nREASON: Children who are not improving after 48 to 72 hours of antibiotic need to be re-examined and may need a different antibiotic.',
          advice: ['pain-relief', 'antibiotic-course', 'callback'],
        },
        {
          text: 'New <b>hearing loss</b> or a change in hearing with the earache',
          reason:
            'R/O: Middle ear effusion, perforated eardrum, inner ear infection\nREASON: A change in hearing with ear pain needs an examination. Public sources (NHS Mid and South Essex, Earache) ask for an urgent GP appointment or NHS 111 (issue 31 reference review).',
          advice: ['pain-relief', 'callback'],
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Earache lasting <b>3 days or more</b>, or earaches that keep coming back',
          reason:
            'R/O: Ear infection not settling, recurrent otitis media\nREASON: Most earaches settle within 3 days; one that does not, or keeps coming back, needs an ear examination. Public sources (NHS Mid and South Essex, Earache) say to see the GP (issue 31 reference review).',
          advice: ['pain-relief', 'callback'],
          videoVisitEligible: true,
        },
        {
          text: '<b>Muffled hearing</b> or a blocked feeling in the ear lasting 1 week or more after a cold or ear infection',
          reason:
            'R/O: Otitis media with effusion, earwax blockage\nREASON: Fluid behind the eardrum is common after an infection and usually clears, but hearing should be checked if it lasts.',
          advice: ['hearing', 'callback'],
        },
        {
          text: 'Itchy, red or crusty <b>outer ear or earlobe</b> (for example after new earrings), without ear pain inside',
          reason:
            'R/O: Contact dermatitis, mild skin infection of the earlobe\nREASON: A skin problem of the outer ear can often be assessed on a video visit.',
          advice: ['comfort', 'callback'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Mild earache with no other concerning symptoms',
          reason:
            'REASON: Most mild earaches with a cold get better within 2 to 3 days with pain medicine and comfort measures.\nNOTE: Call back if fever appears or the pain lasts 2 days or more.',
          advice: ['pain-relief', 'comfort', 'callback'],
        },
        {
          text: 'Ear pressure or popping from flying, or from a stuffy nose, with only mild discomfort',
          reason:
            'REASON: Pressure changes and blocked Eustachian tubes cause temporary ear discomfort that settles with swallowing and time.',
          advice: ['air-travel', 'pain-relief', 'callback'],
        },
        antibioticRequest(['pain-relief', 'comfort', 'callback']),
      ],
    },
  ],
  advice: [
    {
      title: 'Ear Pain Care',
      topics: [
        {
          key: 'pain-relief',
          title: 'Pain Medicine',
          nuggets: [
            'Acetaminophen (e.g., Tylenol) for children 3 months or older: give the dose for your child’s weight as directed on the label.',
            'Or ibuprofen (e.g., Motrin, Advil) for children 6 months or older: give the dose for your child’s weight as directed on the label.',
            'Do not give fever or pain medicine to a baby younger than 3 months old unless a doctor tells you to.',
            'Ear pain is often worse at night: give a dose at bedtime if your child is uncomfortable.',
            'Do not give aspirin to children or teens.',
          ],
        },
        {
          key: 'comfort',
          title: 'Comfort Measures',
          nuggets: [
            'Hold a cold pack or a warm, damp washcloth against the outer ear for up to 20 minutes.',
            'Children 4 years or older can chew gum or suck on a hard candy to help the ears pop.',
            'Do not put anything into the ear canal, and use ear drops only if a provider prescribed them.',
            'Your child can go to school or child care once the fever is gone and your child feels well enough.',
          ],
        },
        {
          key: 'ear-drainage',
          title: 'Ear Drainage',
          nuggets: [
            'Wipe away the drainage from the outer ear with a clean, damp cloth. Do not push cotton swabs into the ear.',
            'A loose piece of cotton in the outer ear can catch drainage; change it often.',
            'Keep water out of the ear until a provider has checked it.',
            'A small hole in the eardrum from an ear infection usually heals on its own within a week or two after treatment.',
          ],
        },
        {
          key: 'swimmers-ear',
          title: 'Swimmer’s Ear',
          nuggets: [
            'No swimming until the ear has been checked and the pain is gone.',
            'Dry the outer ear gently with a towel after bathing; do not use cotton swabs.',
            'Use prescribed ear drops exactly as directed, for the full number of days.',
          ],
        },
        {
          key: 'antibiotic-course',
          title: 'If an Antibiotic Is Prescribed',
          nuggets: [
            'Give every dose until the medicine is finished, even when your child feels better.',
            'The fever should be gone and the pain better within 2 to 3 days of starting the antibiotic.',
            'Keep giving pain medicine as needed for the first day or two; the antibiotic does not relieve pain quickly.',
          ],
        },
      ],
    },
    {
      title: 'Special Situations',
      topics: [
        {
          key: 'air-travel',
          title: 'Ear Pressure With Flying or a Stuffy Nose',
          nuggets: [
            'Swallowing opens the ear tubes: breastfeed or give a bottle to babies during take-off and landing.',
            'Children 4 years or older can chew gum, drink through a straw or yawn during the descent.',
            'Saline nose drops or spray can help a stuffy nose drain.',
          ],
        },
        {
          key: 'hearing',
          title: 'Hearing After an Ear Infection',
          nuggets: [
            'Fluid can stay behind the eardrum for weeks after an infection and muffle hearing.',
            'Face your child and speak clearly; reduce background noise.',
            'Ask for a hearing check if your child still does not hear well after the fluid should have cleared.',
          ],
        },
        {
          key: 'callback',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Stiff neck, or your child is very sleepy or confused',
            'Swelling or redness behind the ear, or the ear sticks out',
            'Weakness of the face, dizziness or unsteady walking',
            'Fever of 104 °F (40 °C) or higher, or any fever in a baby younger than 3 months',
            'Pus, blood or clear fluid draining from the ear',
            'Pain is severe, or is not better 2 hours after pain medicine',
            'Fever or ear pain lasts 2 days or more, or 2 days or more after starting an antibiotic',
            'Your child becomes worse or you are worried',
          ],
        },
      ],
    },
  ],
});
