import { defineProtocol } from '../../source/define-protocol.ts';
import { antibioticRequest, unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'urination-pain',
  sourceProtocolId: 321,
  audience: 'peds',
  title: 'Urination Pain',
  keywords: [
    'blood in urine',
    'cola-colored urine',
    'red urine',
    'urination pain',
    'painful urination',
    'pain peeing',
    'hurts to pee',
    'pee hurts',
    'burning pee',
    'burning when peeing',
    'uti',
    'urinary tract infection',
    'urinary infecton',
    'bladder infection',
    'frequent urination',
    'peeing a lot',
    'dysuria',
    'wetting again',
    'pee burns',
    'burns when i pee',
    'peeing hurts',
    'stings to pee',
  ],
  definition:
    '<p>Pain, burning or stinging when passing urine, or a young child crying while urinating. Includes needing to pass urine often or urgently, and new daytime wetting in a child who was dry.</p>',
  background:
    '<p>Pain on passing urine in children is most often caused by irritation of the skin around the urethra (from bubble baths, soaps, shampoo in the bath water, wet swimsuits or poor wiping) or by a urinary tract infection (UTI). UTIs are more common in girls and in uncircumcised baby boys. Constipation and pinworms can also cause urinary symptoms.</p>' +
    '<p>In babies and young children a UTI may show only as fever, vomiting or irritability, and with fever it may involve the kidneys; a urine test is needed to diagnose it, and antibiotics treat it. Fever with back or side pain, vomiting, or a child who looks ill suggests a kidney infection.</p>' +
    '<p>Other causes to screen for are testicular torsion (sudden pain or swelling of the scrotum: an emergency), diabetes (thirst, passing large amounts of urine, weight loss; vomiting and fast breathing suggest ketoacidosis), sexually transmitted infection in teens, and sexual abuse.</p>',
  initialAssessment: [
    '1. SYMPTOMS: Does it hurt or burn when passing urine? How often is your child passing urine?',
    '2. ONSET: When did it start?',
    '3. FEVER: Is there a fever? How high?',
    '4. PAIN: Any pain in the belly, side or back? For boys: any pain or swelling of the scrotum or testicles?',
    '5. URINE: Any blood in the urine, or cloudy or bad-smelling urine?',
    '6. FLUIDS: Is your child drinking normally? Any vomiting?',
    '7. THIRST: Is your child unusually thirsty, passing large amounts of urine, or losing weight?',
    '8. GENITAL AREA: Is the skin around the genitals red, sore or itchy? Any discharge?',
    '9. HISTORY: Any past urinary infections, kidney problems, or constipation?',
    '10. SEVERITY: How much does it stop your child doing usual things?',
    '- MILD: plays, eats and sleeps as usual',
    '- MODERATE: stops some play or wakes your child from sleep, still drinks',
    '- SEVERE: cannot play or do anything, cries when moved or touched, or will not drink',
  ].join('\n'),
  references: [
    {
      title:
        'Urinary Tract Infection: Clinical Practice Guideline for the Diagnosis and Management of the Initial UTI in Febrile Infants and Children 2 to 24 Months',
      author:
        'Subcommittee on Urinary Tract Infection, Steering Committee on Quality Improvement and Management (Roberts KB, chair)',
      source: 'Pediatrics. 2011;128(3):595-610. https://doi.org/10.1542/peds.2011-1330',
    },
    {
      title: 'Pediatric Telephone Protocols',
      author: 'Schmitt BD',
      source: 'American Academy of Pediatrics (office and after-hours versions)',
    },
  ],
  useDifferentProtocolIf: [
    {
      protocol: 'diabetes-high-low-blood-sugar',
      text: 'New thirst, passing much more urine or wetting again, and weight loss (possible new diabetes), or a child with diabetes and high or low blood sugar',
    },
    { protocol: 'abdominal-pain', text: 'Belly pain is the main symptom, without pain on passing urine' },
    { protocol: 'fever-3-months-or-older', text: 'Fever without any urinary symptoms' },
    { protocol: 'fever-newborn', text: 'A baby younger than 3 months with a fever' },
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
          text: '<b>Floppy</b>, too weak to stand or walk, confused, extremely agitated or hard to wake, or skin that is cold, pale or mottled',
          reason:
            'R/O: Urosepsis, septic shock\nREASON: Signs of shock with a possible urinary infection need emergency treatment.',
        },
        {
          text: '<b>Bluish lips</b>, pauses in breathing, or irregular breathing',
          reason:
            'R/O: Urosepsis, septic shock\nREASON: Poor breathing or colour with a possible urinary infection is sepsis until shown otherwise. Public sources (NHS Healthier Together, Urinary tract infection) send blue lips, pauses or irregular breathing to 999 (issue 31 reference review).',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: 'Age <b>younger than 3 months</b> (12 weeks) with a fever of 100 °F (37.8 °C) or higher (rectal)',
          reason:
            'R/O: Urinary tract infection with bacteremia, serious bacterial infection\nREASON: Fever in a young infant needs urgent evaluation; a urinary infection at this age can spread to the blood.',
          smap: 'fever-newborn',
        },
        {
          text: 'Baby <b>younger than 1 year</b> with a fever who is vomiting, not feeding well, or less alert than usual',
          reason:
            'R/O: Pyelonephritis, urosepsis\nREASON: Infants with a kidney infection can become very ill quickly and may need antibiotics by vein; a catheter urine sample is needed.',
        },
        {
          text: 'Boy with <b>pain or swelling of the scrotum or a testicle</b>',
          reason: 'R/O: Testicular torsion\nREASON: A twisted testicle must be treated within hours to save it.',
        },
        {
          text: '<b>Very thirsty</b> and passing large amounts of urine, with vomiting, belly pain or fast, deep breathing',
          reason:
            'R/O: Diabetic ketoacidosis\nREASON: Undiagnosed diabetes can present as frequent urination and progress to ketoacidosis, a medical emergency.',
          smap: 'diabetes-high-low-blood-sugar',
        },
        {
          text: '<b>Sickle cell disease</b> or a <b>weak immune system</b> (cancer treatment, organ transplant, taking oral steroids) and has a fever',
          reason:
            'R/O: Sepsis, pyelonephritis\nREASON: These children can become septic quickly and need urgent blood and urine tests and antibiotics.',
        },
        {
          text: 'Fever with <b>vomiting</b> that keeps down no fluids, or signs of <b>dehydration</b> (no urine in 8 hours, very dry mouth, sunken eyes)',
          reason:
            'R/O: Pyelonephritis with dehydration\nREASON: A kidney infection with vomiting may need fluids and antibiotics by vein.',
        },
        {
          text: '<b>Cannot pass any urine</b> for 8 hours or more, with a full or painful bladder',
          reason: 'R/O: Urinary retention\nREASON: A bladder that cannot empty needs to be drained.',
        },
        {
          text: 'A <b>genital injury</b> that is not explained, or concern that the child has been <b>sexually abused</b>',
          reason:
            'R/O: Sexual abuse, genital trauma\nREASON: The child needs an examination by trained staff and protection.\nNOTE: Follow practice policy and local law for reporting suspected abuse.',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: '<b>Blood in the urine</b> (red, pink or cola-colored) with puffy eyes or face, swollen legs, a headache, or passing much less urine than usual',
          reason:
            'R/O: acute glomerulonephritis (for example after a strep throat or skin infection)\nREASON: Needs a blood pressure check and urine test within hours.',
          advice: ['callback'],
        },
        {
          text: 'Fever with <b>pain in the side or back</b>, new back pain with the urinary symptoms, uncontrollable shaking (shivering fits), or a child <b>younger than 2 years</b> with a fever who cries when passing urine',
          reason:
            'R/O: Pyelonephritis\nREASON: Kidney infection needs prompt urine testing and antibiotics; young children with a febrile UTI are at most risk of kidney involvement.',
          advice: ['fluids', 'pain-relief', 'callback'],
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['callback']),
        {
          text: 'Taking an antibiotic for a urine infection and cannot take it, vomits it, or is not better or is getting worse after 2 days or more of it',
          reason:
            'R/O: Resistant infection, kidney infection\nREASON: An antibiotic that is not taken or not working needs another plan the same day. Public sources (NHS Healthier Together, Urinary tract infection; UTIs, advice for parents) ask for a doctor or nurse today (issue 31 reference review).',
          advice: ['fluids', 'pain-relief', 'callback'],
        },
        {
          text: 'Pain or burning on passing urine <b>with fever</b>',
          reason:
            'R/O: Urinary tract infection, pyelonephritis\nREASON: A UTI with fever may involve the kidneys and needs a urine test and treatment today.',
          advice: ['fluids', 'pain-relief', 'urine-sample', 'antibiotic', 'callback'],
        },
        {
          text: 'Pain or burning on passing urine, or passing urine very often, <b>without fever</b>, and not just sore skin',
          reason: 'R/O: Cystitis\nREASON: A bladder infection needs a urine test and, if confirmed, an antibiotic.',
          advice: ['soak', 'fluids', 'urine-sample', 'antibiotic', 'callback'],
        },
        {
          text: '<b>Blood in the urine</b> (red, pink or cola-colored)',
          reason:
            'R/O: Hemorrhagic cystitis, glomerulonephritis, kidney stone\nREASON: Blood in the urine needs a urine test and an exam.',
          advice: ['fluids', 'urine-sample', 'callback'],
        },
        {
          text: 'Teen with a <b>discharge</b>, genital sores, or possible sexual contact',
          reason:
            'R/O: Sexually transmitted infection\nREASON: STIs need testing and treatment, and partners may need treatment too.\nNOTE: Respect the teen’s confidentiality as the law and practice policy allow.',
          advice: ['fluids', 'callback'],
        },
        {
          text: '<b>Unusually thirsty</b>, passing large amounts of urine, or losing weight, without vomiting',
          reason:
            'R/O: New-onset diabetes mellitus\nREASON: A simple urine or blood sugar test today can diagnose diabetes before ketoacidosis develops.',
          advice: ['fluids', 'callback'],
          smap: 'diabetes-high-low-blood-sugar',
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: '<b>New daytime wetting</b> in a child who was toilet trained, with no other symptoms',
          reason:
            'R/O: UTI, constipation, diabetes, stress\nREASON: New wetting has treatable causes and needs a urine test and review.',
          advice: ['fluids', 'constipation', 'urine-sample', 'callback'],
          videoVisitEligible: true,
        },
        {
          text: 'Itching or soreness around the genitals that is <b>not better after 3 days</b> of home care',
          reason:
            'R/O: Vulvitis, pinworms, yeast infection, contact dermatitis\nREASON: Persistent irritation needs an exam to find the cause.',
          advice: ['soak', 'hygiene', 'callback'],
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Mild pain only when urine touches <b>red, irritated skin</b> (for example after a bubble bath), with no fever',
          reason:
            'R/O: Chemical urethritis, vulvitis\nREASON: Irritated skin stings when urine touches it; it heals within a few days once the irritant is stopped.',
          advice: ['soak', 'hygiene', 'fluids', 'callback'],
        },
        {
          text: 'Boy with mild stinging and redness at the <b>tip of the penis</b>, passing urine normally',
          reason:
            'R/O: Meatitis, balanitis\nREASON: Irritation of the opening of the penis settles with warm soaks and gentle care.',
          advice: ['soak', 'hygiene', 'pain-relief', 'callback'],
        },
        antibioticRequest(['soak', 'hygiene', 'fluids', 'callback']),
      ],
    },
  ],
  advice: [
    {
      title: 'Relieving Urination Pain',
      topics: [
        {
          key: 'soak',
          title: 'Warm Water Soaks',
          nuggets: [
            'Have your child sit in a tub of plain warm water for 10 minutes, 2 or 3 times a day. No soap or bubble bath.',
            'Your child may pass urine in the bath water if it hurts too much on the toilet.',
            'Rinse the genital area with plain water and pat it dry.',
          ],
        },
        {
          key: 'hygiene',
          title: 'Gentle Hygiene',
          nuggets: [
            'Girls should wipe from front to back after using the toilet.',
            'Use plain water or a mild soap on the genital area; no bubble baths, perfumed soaps or shampoo in the bath water.',
            'Cotton underwear is best. Change out of wet swimsuits promptly.',
          ],
        },
        {
          key: 'fluids',
          title: 'Drink More Fluids',
          nuggets: [
            'Offer extra water through the day; diluted urine stings less.',
            'Remind your child to pass urine every 2 to 3 hours and not to hold it.',
          ],
        },
        {
          key: 'pain-relief',
          title: 'Pain Medicine',
          nuggets: [
            'Acetaminophen (e.g., Tylenol) for children 3 months or older: give the dose for your child’s weight as directed on the label.',
            'Or ibuprofen (e.g., Motrin, Advil) for children 6 months or older: give the dose for your child’s weight as directed on the label.',
            'Do not give fever or pain medicine to a baby younger than 3 months old unless a doctor tells you to.',
          ],
        },
        {
          key: 'constipation',
          title: 'Prevent Constipation',
          nuggets: [
            'Constipation can press on the bladder and cause wetting and infections.',
            'Offer fruits, vegetables, whole grains and plenty of water.',
            'Have your child sit on the toilet for a few minutes after meals.',
          ],
        },
      ],
    },
    {
      title: 'Urine Tests and Treatment',
      topics: [
        {
          key: 'urine-sample',
          title: 'Collecting a Urine Sample',
          nuggets: [
            'Ask the office how to collect the sample: a clean container, and the genital area washed with water first.',
            'Catch the urine midstream, after the first few drops.',
            'Keep the sample in the refrigerator and bring it within a few hours.',
            'Babies in diapers usually need the sample taken at the office.',
          ],
        },
        {
          key: 'antibiotic',
          title: 'If an Antibiotic Is Prescribed',
          nuggets: [
            'Give every dose until the medicine is finished, even when your child feels better.',
            'The fever and pain should be better within 48 hours of starting the antibiotic.',
            'Call back if there is still a fever after 48 hours on the antibiotic.',
          ],
        },
        {
          key: 'callback',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Fever, back or side pain, or vomiting',
            'Pain or swelling of the scrotum or a testicle (go to the emergency department now)',
            'No urine in 8 hours or more',
            'Very thirsty, passing large amounts of urine, or fast, deep breathing',
            'Any fever in a baby younger than 3 months, or a fever that lasts 48 hours or more on an antibiotic',
            'Blood in the urine',
            'Pain is not better after 3 days of home care',
            'Your child becomes worse or you are worried',
          ],
        },
      ],
    },
  ],
});
