import { defineProtocol } from '../../source/define-protocol.ts';
import { unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'hives',
  sourceProtocolId: 315,
  audience: 'peds',
  title: 'Hives',
  keywords: [
    'hives',
    'hive',
    'heives',
    'hivs',
    'welts',
    'whelps',
    'wheals',
    'itchy bumps',
    'itchy welts',
    'allergic reaction',
    'allergic rxn',
    'allergy rash',
    'urticaria',
    'raised red blotches',
    'food allergy rash',
    'swollen lips',
    'hieves',
    'itchy rash',
    'bumps all over',
    'allergic',
  ],
  definition:
    '<p>Raised, itchy, pink or red welts (wheals) on the skin, often with pale centers, that come and go and move around. They may be in one area or all over the body, and may come with swelling of the face, lips or eyelids.</p>',
  background:
    '<p>Hives are common in children. The most frequent cause is a viral infection; other causes are foods (such as peanut, tree nuts, egg, milk, fish, shellfish), medicines, insect stings, and contact with plants, pollen or animals. Often no cause is found. Each welt usually fades within hours, while new ones appear; viral hives can continue for several days.</p>' +
    '<p>Hives themselves are not dangerous, but they can be the first sign of <b>anaphylaxis</b>, a severe allergic reaction. Anaphylaxis is likely when hives come with trouble breathing, a hoarse voice, trouble swallowing, repeated vomiting or crampy belly pain, or weakness and fainting, usually within minutes to 2 hours of a food, medicine or sting. Epinephrine is the first treatment for anaphylaxis; antihistamines do not treat it.</p>' +
    '<p>Swelling of the lips or eyelids without breathing trouble (angioedema) often comes with hives and is usually not dangerous, but swelling of the tongue or throat is.</p>',
  initialAssessment: [
    '1. ONSET: When did the hives start?',
    '2. LOCATION: Where are the hives? In one area or all over the body?',
    '3. APPEARANCE: What do they look like? Raised welts that come and go, or flat spots that stay?',
    '4. BREATHING AND SWALLOWING: Any trouble breathing, wheezing, hoarse voice, cough, or trouble swallowing?',
    '5. SWELLING: Any swelling of the lips, tongue, face or eyes?',
    '6. OTHER SYMPTOMS: Any vomiting, belly pain, dizziness, fainting or unusual sleepiness?',
    '7. CAUSE: Any new food, medicine, insect sting or other exposure in the 2 hours before the hives started?',
    '8. ALLERGY HISTORY: Any known severe allergies or past anaphylaxis? Is an epinephrine auto-injector prescribed?',
    '9. ILLNESS: Any cold symptoms, fever or other illness now?',
    '10. SEVERITY: How much does it stop your child doing usual things?',
    '- MILD: plays, eats and sleeps as usual',
    '- MODERATE: stops some play or wakes your child from sleep, still drinks',
    '- SEVERE: cannot play or do anything, cries when moved or touched, or will not drink',
  ].join('\n'),
  firstAid:
    '<p><b>Signs of anaphylaxis</b> (trouble breathing or swallowing, hoarse voice, hives with vomiting, weakness or fainting):</p>' +
    '<ul><li>If an epinephrine auto-injector has been prescribed, give it into the outer thigh now, then call 911.</li><li>Lay the child down with the legs raised; let the child sit up if breathing is hard.</li><li>If symptoms do not improve after 5 to 15 minutes and a second auto-injector is available, give the second dose.</li></ul>',
  references: [
    {
      title:
        'Anaphylaxis—a 2020 practice parameter update, systematic review, and Grading of Recommendations, Assessment, Development and Evaluation (GRADE) analysis',
      author: 'Shaker MS, Wallace DV, Golden DBK, et al.',
      source: 'J Allergy Clin Immunol. 2020;145(4):1082-1123',
      pubMedId: '32001253',
    },
    {
      title: 'Pediatric Telephone Protocols',
      author: 'Schmitt BD',
      source: 'American Academy of Pediatrics (office and after-hours versions)',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'insect-bite-sting', text: 'The hives started after an insect sting' },
    {
      protocol: 'rash-widespread',
      text: 'The rash is not raised welts: flat red spots, blisters, or purple or blood-colored spots',
    },
    { protocol: 'breathing-difficulty', text: 'Trouble breathing is the main symptom and there are no hives' },
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
          text: '<b>Trouble breathing</b>, wheezing, a hoarse voice or a croupy cough with the hives',
          reason:
            'R/O: Anaphylaxis\nREASON: Breathing symptoms with hives mean a severe allergic reaction that needs epinephrine now.\nFIRST AID: Give the epinephrine auto-injector if one is prescribed, then call 911.',
        },
        {
          text: '<b>Trouble swallowing</b>, drooling, slurred speech, or a swollen tongue',
          reason:
            'R/O: Anaphylaxis with airway swelling\nREASON: Swelling of the tongue or throat can block the airway.\nFIRST AID: Give the epinephrine auto-injector if one is prescribed.',
        },
        {
          text: '<b>Too weak to stand or walk</b> (a baby: floppy), pale, fainted, suddenly light-headed or confused, or hard to wake',
          reason:
            'R/O: Anaphylactic shock\nREASON: Low blood pressure from anaphylaxis is life-threatening.\nFIRST AID: Lay the child down with the legs raised and give the epinephrine auto-injector if one is prescribed.',
        },
        {
          text: 'Hives with <b>vomiting, diarrhea or crampy belly pain</b> within 2 hours of a food, medicine or sting',
          reason:
            'R/O: Anaphylaxis\nREASON: Skin and stomach symptoms together after an allergen are anaphylaxis even without breathing trouble.',
        },
        {
          text: 'Had <b>anaphylaxis before</b> to the same food, medicine or sting, and now has hives after another exposure',
          reason:
            'R/O: Anaphylaxis\nREASON: Children who have had anaphylaxis can react severely again; early epinephrine saves lives.\nNOTE: Follow the child’s anaphylaxis action plan if there is one.',
        },
        {
          text: 'An <b>epinephrine auto-injector was given</b>, even if the child now seems better',
          reason:
            'R/O: Biphasic anaphylaxis\nREASON: Symptoms can return hours after epinephrine wears off; the child needs observation in an emergency department, and an ambulance is called even if the child seems better (NHS, anaphylaxis): the same level as for adults (issue 31).',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: '<b>Swelling of the lips or face</b> that started within 2 hours of a food, medicine or sting, without breathing trouble',
          reason:
            'R/O: Evolving anaphylaxis, angioedema\nREASON: Facial swelling soon after an allergen can progress to airway swelling and needs observation.',
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['callback']),
        {
          text: 'Hives started after a <b>new medicine</b> (such as an antibiotic), an unusual food or a sting, with no breathing or swallowing trouble',
          reason:
            'R/O: Drug allergy\nREASON: The provider needs to decide whether to stop or change the medicine.\nNOTE: Ask the caller not to give the next dose until the provider has been consulted.',
          advice: ['antihistamine', 'cool', 'callback'],
          videoVisitEligible: true,
        },
        {
          text: '<b>Severe itching</b> that stops sleep or school and is not helped after 2 doses of an antihistamine',
          reason:
            'R/O: Severe urticaria\nREASON: Hives not controlled by standard treatment may need a different medicine.',
          advice: ['antihistamine', 'cool', 'callback'],
        },
        {
          text: 'Hives with <b>fever, belly pain, or swollen or painful joints</b>',
          reason:
            'R/O: Serum sickness-like reaction, vasculitis\nREASON: Hives with joint swelling and fever need an exam to find the cause.',
          advice: ['antihistamine', 'callback'],
        },
        {
          text: 'Hives not improving after 2 days, spreading, or coming back again and again',
          reason:
            'R/O: Hives with a cause that needs treatment (infection, medicine), angioedema, chronic hives\nREASON: Public sources (NHS.uk and NHS 111 Wales, Hives) ask for an urgent GP appointment or 111 for hives not improving after 2 days, spreading or keeping coming back (issue 31 reference review); the same question in adult and pediatric Hives.',
          advice: ['antihistamine', 'cool', 'callback'],
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Hives have come and gone for <b>1 week or more</b>',
          reason:
            'R/O: Chronic or recurrent urticaria\nREASON: Hives that keep returning need a review of possible causes and a longer treatment plan.',
          advice: ['antihistamine', 'avoid-trigger', 'callback'],
          videoVisitEligible: true,
        },
        {
          text: 'Hives after eating a food, now gone, and the child is well',
          reason:
            'R/O: Food allergy\nREASON: A possible food allergy needs evaluation, and the child may need an epinephrine auto-injector and an action plan.',
          advice: ['food-allergy', 'epinephrine', 'callback'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Mild hives, in one area or all over, with no other symptoms',
          reason:
            'REASON: Hives without breathing, swallowing, stomach or fainting symptoms are not dangerous and usually respond to an antihistamine.',
          advice: ['antihistamine', 'cool', 'what-to-expect', 'callback'],
        },
        {
          text: 'Hives only where the skin <b>touched something</b> (a plant, pet, food or grass)',
          reason: 'REASON: Contact hives stay in the area of contact and fade within hours once the skin is washed.',
          advice: ['avoid-trigger', 'cool', 'antihistamine', 'callback'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Hives Care',
      topics: [
        {
          key: 'antihistamine',
          title: 'Allergy Medicine',
          nuggets: [
            'An antihistamine helps the itch: cetirizine (e.g., Zyrtec) or loratadine (e.g., Claritin) as directed on the label for age.',
            'Diphenhydramine (e.g., Benadryl) also works but causes sleepiness; do not give it to children younger than 6 years unless your provider tells you to.',
            'For children younger than 2 years, ask your provider before giving any allergy medicine.',
            'Give the medicine regularly until the hives have been gone for 24 hours.',
            'Allergy medicine does not treat a severe reaction: use epinephrine and call 911 for breathing trouble.',
          ],
        },
        {
          key: 'cool',
          title: 'Cool the Skin',
          nuggets: [
            'A cool bath or a cool, wet cloth on the itchy areas for 10 minutes eases the itch.',
            'Avoid hot baths and overheating, which make hives worse.',
            'Dress your child in loose cotton clothing.',
          ],
        },
        {
          key: 'avoid-trigger',
          title: 'Avoid the Cause',
          nuggets: [
            'If you think a food or medicine caused the hives, do not give it again until you have talked with a provider.',
            'Wash the skin with soap and water after touching a plant, pet or other suspected cause.',
            'Write down what your child ate, touched or took before the hives started.',
          ],
        },
        {
          key: 'what-to-expect',
          title: 'What to Expect',
          nuggets: [
            'Each welt usually fades within a few hours, but new ones may appear.',
            'Hives from a viral illness can come and go for several days, and sometimes for 1 to 2 weeks.',
            'Hives are not contagious; your child can go to school or child care.',
          ],
        },
      ],
    },
    {
      title: 'Severe Allergy',
      topics: [
        {
          key: 'epinephrine',
          title: 'Epinephrine Auto-Injector',
          nuggets: [
            'If an auto-injector is prescribed, keep two with your child at all times, including at school.',
            'Use it at once for trouble breathing or swallowing, a hoarse voice, fainting, or hives with vomiting after a known allergen.',
            'Inject into the outer thigh, through clothing if needed, then call 911.',
            'Check the expiry dates and replace used or expired injectors.',
          ],
        },
        {
          key: 'food-allergy',
          title: 'Possible Food Allergy',
          nuggets: [
            'Do not give the suspected food again until your child has been seen.',
            'Do not test the food at home to see if it causes hives again.',
            'Read food labels, and tell school and child-care staff about the possible allergy.',
          ],
        },
        {
          key: 'callback',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Trouble breathing or swallowing, a hoarse voice, a swollen tongue, or fainting (call 911)',
            'Swelling of the lips or face',
            'Vomiting, belly pain, dizziness or fainting',
            'Severe itching not helped by allergy medicine',
            'Fever with swollen or painful joints',
            'Spots that turn purple or blood-colored, or blisters',
            'Hives last 1 week or more',
            'Your child becomes worse or you are worried',
          ],
        },
      ],
    },
  ],
});
