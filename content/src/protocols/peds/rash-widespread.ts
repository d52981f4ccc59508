import { defineProtocol } from '../../source/define-protocol.ts';
import { unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'rash-widespread',
  sourceProtocolId: 318,
  audience: 'peds',
  title: 'Rash (Widespread)',
  keywords: [
    'rash',
    'rashes',
    'rach',
    'rash all over',
    'widespread rash',
    'body rash',
    'skin rash',
    'red spots',
    'spots all over',
    'red dots on skin',
    'purple spots',
    'viral rash',
    'chickenpox',
    'chicken pox',
    'measles',
    'itchy rash all over',
    'rash everywhere',
    'bumps all over',
    'measels',
    'chiken pox',
  ],
  definition:
    '<p>A rash of red, pink or purple spots, bumps or blisters over large areas of the body, or on both sides of the body.</p><p>Not for hives (raised itchy welts that come and go), or a rash in one small area.</p>',
  background:
    '<p>Most widespread rashes in children are caused by viral infections. They are pink spots or blotches that fade when pressed, often appear with or after a fever or a cold, and go away on their own within a few days. Roseola, for example, causes a pink rash just after 3 days of high fever end.</p>' +
    '<p>The most important rash to recognize is <b>purple or blood-colored spots that do not fade when pressed</b> (press a clear glass against the skin). With fever, or in a child who looks ill, this can be meningococcal infection and is an emergency. Other serious patterns are blistering or peeling skin with sore eyes or mouth (a severe drug reaction), a rash with fever for 5 days and red eyes or lips (Kawasaki disease), blisters in a newborn (herpes infection) and bruises or purple spots without an injury (a low platelet count).</p>' +
    '<p>Scarlet fever (a sandpaper-like rash with a sore throat) is treated with antibiotics. Chickenpox and measles are contagious; measles exposures should be reported and the child kept away from others until seen.</p>',
  initialAssessment: [
    '1. APPEARANCE: What does the rash look like? (flat pink spots, raised bumps, blisters, purple or blood-colored dots)',
    '2. GLASS TEST: Do the spots fade when you press a clear glass against them?',
    '3. LOCATION: Where did the rash start, and where is it now?',
    '4. ONSET: When did the rash start?',
    '5. FEVER: Is there a fever? How high, and for how many days?',
    '6. BEHAVIOR: How is your child acting? Alert and playing, or very sleepy and ill?',
    '7. OTHER SYMPTOMS: Any sore throat, red eyes, red or cracked lips, mouth sores, joint pain, or peeling skin?',
    '8. EXPOSURES: Any new medicine in the past 3 weeks? Contact with chickenpox or measles? Are vaccines up to date?',
    '9. ITCH: Is the rash itchy or painful?',
    '10. SEVERITY: How much does it stop your child doing usual things?',
    '- MILD: plays, eats and sleeps as usual',
    '- MODERATE: stops some play or wakes your child from sleep, still drinks',
    '- SEVERE: cannot play or do anything, cries when moved or touched, or will not drink',
  ].join('\n'),
  references: [
    {
      title: 'Rocky Mountain Spotted Fever (signs and symptoms; for health care providers: treat early)',
      author: 'Centers for Disease Control and Prevention',
      source: 'CDC. https://www.cdc.gov/rocky-mountain-spotted-fever/',
    },
    {
      title: 'Skin rashes in children: life-threatening rashes (Rocky Mountain spotted fever)',
      author: 'WebMD',
      source: 'WebMD. http://www.webmd.com/children/skin-rashes-in-children-treatment?page=6',
    },
    {
      title: 'Fever in under 5s: assessment and initial management (NICE guideline NG143)',
      author: 'National Institute for Health and Care Excellence',
      source: 'NICE, published 7 November 2019. https://www.nice.org.uk/guidance/ng143',
    },
    {
      title: 'Pediatric Telephone Protocols',
      author: 'Schmitt BD',
      source: 'American Academy of Pediatrics (office and after-hours versions)',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'hives', text: 'Raised, itchy welts that come and go' },
    { protocol: 'insect-bite-sting', text: 'Itchy bumps from known insect bites' },
    { protocol: 'fever-3-months-or-older', text: 'Fever is the main concern and the rash is mild' },
    { protocol: 'sore-throat', text: 'Sore throat is the main symptom' },
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
          text: '<b>Fever with purple or blood-colored spots</b> or bruises on the skin',
          reason:
            'R/O: Meningococcal disease, sepsis\nREASON: A non-blanching rash with fever can be meningococcal infection, which can be fatal within hours.',
        },
        {
          text: '<b>Floppy, too weak to stand or walk</b>, confused or hard to wake, or extremely agitated and crying nonstop (cannot be comforted), with the rash',
          reason:
            'R/O: Sepsis, toxic shock syndrome\nREASON: A rash in a child with decreased alertness needs emergency care.',
        },
        {
          text: 'New rash with <b>trouble breathing</b>, swelling of the face or tongue, or the throat feeling tight or trouble swallowing',
          reason:
            'R/O: Anaphylaxis\nREASON: Breathing trouble or tongue swelling with a new rash is a severe allergic reaction.\nFIRST AID: Give the epinephrine auto-injector if one is prescribed.',
          smap: 'hives',
        },
        {
          text: 'Going <b>blue around the lips</b>, or skin pale, mottled (blotchy) and unusually cold to touch, with the rash',
          reason:
            'R/O: Sepsis, shock\nREASON: Blue lips or pale, mottled, cold skin with a rash is poor circulation, which can be meningococcal or other sepsis. Public sources (Alder Hey Children’s NHS FT, Rashes) send them to 999 (issue 31 reference review).',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: 'Fever <b>and a rash</b> after a tick bite, or after time in woods, long grass or brush in the tick season (spring to autumn) even without a known bite (for example red spots that started on the wrists and ankles)',
          reason:
            'R/O: Rocky Mountain spotted fever, other rickettsial (tick-borne) illness\nREASON: Rocky Mountain spotted fever can be rapidly fatal and is treated on suspicion, before any test (CDC, Rocky Mountain spotted fever: treat early); for a child in whom it is suspected the advice is to go to the hospital (WebMD, Skin rashes in children: life-threatening rashes, Rocky Mountain spotted fever). Most families never saw the tick (CDC). Blind set 7: this child went to a lower level through Rash (Widespread), which did not ask the exposure.',
        },
        {
          text: '<b>Purple or blood-colored spots</b> or <b>bruises</b> that appeared without an injury, with a normal temperature',
          reason:
            'R/O: Immune thrombocytopenia, leukemia\nREASON: Unexplained bleeding into the skin needs a blood count now.\nNOTE: Tiny dots only on the face after hard coughing or vomiting are usually harmless.',
        },
        {
          text: '<b>Blisters</b>, peeling or raw skin, or sores in the mouth and eyes, or skin very painful to touch',
          reason:
            'R/O: Stevens-Johnson syndrome, toxic epidermal necrolysis, staphylococcal scalded skin syndrome\nREASON: Blistering rashes with mucosal involvement are emergencies.',
        },
        {
          text: 'Age <b>younger than 3 months</b> (12 weeks) with a fever of 100 °F (37.8 °C) or higher (rectal)',
          reason:
            'R/O: Serious bacterial infection\nREASON: Fever in a young infant needs urgent evaluation even when a viral rash could explain it.',
          smap: 'fever-newborn',
        },
        {
          text: 'Age <b>younger than 1 month</b> with a rash of blisters or pus bumps',
          reason:
            'R/O: Neonatal herpes simplex infection, bacterial skin infection\nREASON: Blisters in a newborn can be herpes infection, which can spread to the brain and needs urgent treatment.',
        },
        {
          text: 'Rash with fever, or chickenpox, in a child with <b>sickle cell disease</b> or a <b>weak immune system</b> (cancer treatment, organ transplant, taking oral steroids)',
          reason:
            'R/O: Sepsis, serious infection, disseminated varicella\nREASON: These children can become seriously ill quickly from infections that are mild in others; they need urgent blood tests and treatment.',
        },
        {
          text: 'Fever for <b>4 days or more</b> with the rash, and red eyes, red cracked lips, or swollen red hands or feet',
          reason:
            'R/O: Kawasaki disease\nREASON: Kawasaki disease needs diagnosis and treatment without delay to protect the heart (coronary artery aneurysms).',
        },
        {
          text: '<b>Stiff neck</b> (cannot touch the chin to the chest), bright light hurting the eyes, a severe headache, or trouble with balance, with the rash',
          reason:
            'R/O: Meningitis, encephalitis\nREASON: A rash with a stiff neck, light hurting the eyes or a severe headache may be meningitis. Public sources (NHS content via Plowright Medical Centre, Rashes in babies and children; NHS Healthier Together, Rashes) send them to 999 or A&E (issue 31 reference review).',
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        {
          text: '<b>Fever with a red or pink rash</b> (not purple or blood-colored)',
          reason:
            'R/O: scarlet fever, measles, Kawasaki disease, viral rash\nREASON: Shared finding: a rash with fever needs an examination the same day.',
          advice: ['callback'],
        },
        unclearSymptom(['callback']),
        {
          text: 'Red rash that <b>feels like sandpaper</b>, with a sore throat or fever',
          reason:
            'R/O: Scarlet fever (group A streptococcus)\nREASON: Scarlet fever needs a strep test and antibiotic treatment.',
          advice: ['fever-care', 'contagious', 'callback'],
          smap: 'sore-throat',
        },
        {
          text: 'Rash started after a <b>new medicine</b> taken in the past 3 weeks, without blisters or mouth sores',
          reason:
            'R/O: Drug eruption\nREASON: The provider needs to decide whether to stop the medicine.\nNOTE: Ask the caller not to give the next dose until the provider has been consulted.',
          advice: ['itch-relief', 'callback'],
          videoVisitEligible: true,
        },
        {
          text: 'Chickenpox sores with <b>spreading redness</b>, pain, swelling or yellow crusts, or a child with chickenpox who is now more unwell with a high fever',
          reason:
            'R/O: Secondary bacterial infection (streptococcus, staphylococcus)\nREASON: Infected chickenpox sores can become serious and need antibiotics.',
          advice: ['chickenpox', 'callback'],
        },
        {
          text: 'Possible <b>measles</b> (fever, cough, red eyes and a rash that started on the face), or contact with measles',
          reason:
            'R/O: Measles\nREASON: Measles needs testing, public health reporting, and protection of infants and other vulnerable contacts.\nNOTE: The family must call before arriving, so that the child can be kept away from others.',
          advice: ['fever-care', 'contagious', 'callback'],
        },
        {
          text: '<b>Red lips</b> or a red (strawberry) tongue with the rash',
          reason:
            'R/O: Scarlet fever, Kawasaki disease\nREASON: Red lips or a red tongue with a rash need an examination the same day. Public sources (Alder Hey Children’s NHS FT, Rashes) ask for 111 or an urgent GP appointment (issue 31 reference review).',
          advice: ['callback'],
        },
        {
          text: 'Red rash covering <b>nearly all of the skin</b>',
          reason:
            'R/O: Erythroderma, drug reaction, toxic shock syndrome\nREASON: A rash over almost the whole body needs an examination the same day. Public sources (Alder Hey Children’s NHS FT, Rashes) ask for 111 or an urgent GP appointment for a rash over more than 90% of the body (issue 31 reference review).',
          advice: ['callback'],
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Itchy rash lasting <b>1 week or more</b>, or others at home also have an itchy rash',
          reason:
            'R/O: Eczema, scabies, contact dermatitis\nREASON: A rash that lasts or spreads to family members needs a diagnosis and treatment.',
          advice: ['itch-relief', 'callback'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Pink or red spots (not purple or blood-colored) with a cold, and your child is acting normally',
          reason: 'R/O: Viral exanthem\nREASON: Viral rashes in a well child go away on their own within a few days.',
          advice: ['viral-rash', 'glass-test', 'fever-care', 'callback'],
        },
        {
          text: 'Pink rash that appeared just after <b>3 days of fever</b> went away, in a child younger than 3 years who is acting well',
          reason: 'R/O: Roseola\nREASON: Roseola is a harmless viral illness; the rash fades in 1 to 2 days.',
          advice: ['viral-rash', 'callback'],
        },
        {
          text: 'Mild <b>chickenpox</b> in a healthy child',
          reason:
            'R/O: Varicella\nREASON: Chickenpox in healthy children is usually mild and treated at home.\nNOTE: Ask about pregnant or immunocompromised contacts and newborns in the home.',
          advice: ['chickenpox', 'contagious', 'itch-relief', 'callback'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Rash Care',
      topics: [
        {
          key: 'viral-rash',
          title: 'Viral Rashes',
          nuggets: [
            'Most widespread rashes in children come with viral infections and fade within 2 to 3 days.',
            'No creams are needed unless the rash itches.',
            'Wash hands often; your child can go back to child care or school when the fever has been gone for 24 hours.',
          ],
        },
        {
          key: 'glass-test',
          title: 'Check the Spots With a Glass',
          nuggets: [
            'Press the side of a clear drinking glass firmly against the spots.',
            'Spots that fade under the glass are usually harmless.',
            'If the spots do not fade and your child has a fever or seems ill, call 911.',
          ],
        },
        {
          key: 'itch-relief',
          title: 'Itch Relief',
          nuggets: [
            'Give a lukewarm bath, then pat dry and apply a fragrance-free moisturizer.',
            'Apply 1% hydrocortisone cream to small itchy areas up to 3 times a day.',
            'An antihistamine by mouth as directed on the label for age can ease itching. For children younger than 2 years, ask your provider first.',
            'Keep nails short to prevent scratching and infection.',
          ],
        },
        {
          key: 'fever-care',
          title: 'Fever and Pain Medicine',
          nuggets: [
            'Acetaminophen (e.g., Tylenol) for children 3 months or older: give the dose for your child’s weight as directed on the label.',
            'Or ibuprofen (e.g., Motrin, Advil) for children 6 months or older (but not during chickenpox): give the dose for your child’s weight as directed on the label.',
            'Do not give fever medicine to a baby younger than 3 months old unless a doctor tells you to. A baby this young with a fever needs to be seen right away.',
            'Offer extra fluids.',
          ],
        },
      ],
    },
    {
      title: 'Chickenpox and Spread',
      topics: [
        {
          key: 'chickenpox',
          title: 'Chickenpox Care',
          nuggets: [
            'Lukewarm baths with baking soda or oatmeal, and calamine lotion, ease the itch.',
            'Use acetaminophen for fever or pain. Avoid ibuprofen while the chickenpox sores are present unless your provider advises it.',
            'Never give aspirin: with chickenpox it can cause Reye syndrome.',
            'Cut fingernails short to prevent scratching and infection.',
          ],
        },
        {
          key: 'contagious',
          title: 'Preventing Spread',
          nuggets: [
            'Chickenpox: keep your child home until all the sores have crusted over, usually about 1 week.',
            'Keep your child away from pregnant women, newborns and people with weak immune systems.',
            'Wash hands often, and do not share cups or towels.',
          ],
        },
        {
          key: 'callback',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Purple or blood-colored spots that do not fade with the glass test (call 911 if there is a fever)',
            'Your child is very sleepy, weak or hard to wake',
            'Blisters, peeling skin, or sores in the mouth or eyes',
            'Fever lasts 3 days or more, or any fever in a baby younger than 3 months',
            'Red eyes, red cracked lips, or swollen red hands or feet with a fever',
            'The rash becomes painful, spreads fast, or looks infected',
            'Your child becomes worse or you are worried',
          ],
        },
      ],
    },
  ],
});
