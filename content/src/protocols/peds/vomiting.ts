import { defineProtocol } from '../../source/define-protocol.ts';
import { unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'vomiting',
  sourceProtocolId: 322,
  audience: 'peds',
  title: 'Vomiting',
  keywords: [
    'vomiting',
    'vomit',
    'vommiting',
    'vomitting',
    'throwing up',
    'throw up',
    'threw up',
    'puking',
    'puke',
    'barf',
    'being sick',
    'stomach bug',
    'stomach flu',
    'cant keep anything down',
    'sick to stomach',
    'puked',
    'throwin up',
    'vommit',
    'cant keep food down',
  ],
  definition:
    '<p>Forceful emptying of the stomach (throwing up) in a child. Not for the effortless spitting up of small amounts of milk that is normal in babies.</p>',
  background:
    '<p>Most vomiting in children is caused by a stomach virus (gastroenteritis), often followed by diarrhea, and stops within 1 to 2 days. The main risk is dehydration, especially in babies. Small, frequent sips of an oral rehydration solution prevent dehydration in most children, and breastfeeding should continue.</p>' +
    '<p>Warning signs of a more serious cause must be screened for first: green (bile-colored) vomit, especially in a baby (a blocked or twisted bowel); forceful (projectile) vomiting in a baby 2 to 8 weeks old (pyloric stenosis); blood or “coffee grounds” in the vomit; severe or constant belly pain (appendicitis, intussusception); vomiting after a head injury; a stiff neck or severe headache (meningitis); diabetes (ketoacidosis); testicular pain in boys (torsion); and swallowed medicines, chemicals or button batteries.</p>' +
    '<p>Medicines to stop vomiting are not usually needed and should only be given if prescribed.</p>',
  initialAssessment: [
    '1. ONSET AND FREQUENCY: When did the vomiting start? How many times in the last 8 hours?',
    '2. APPEARANCE: What does the vomit look like? (food, clear, green, bloody, like coffee grounds)',
    '3. FLUIDS: Can your child keep down any fluids? What, and how much?',
    '4. HYDRATION: When did your child last pass urine? Are there tears when crying? Is the mouth moist?',
    '5. DIARRHEA: Is there diarrhea? How many times today?',
    '6. PAIN: Any belly pain? Where, and how bad? Does it come and go?',
    '7. FEVER: Is there a fever? How high?',
    '8. OTHER SYMPTOMS: Any headache, stiff neck, recent head injury, unusual sleepiness, or fast breathing?',
    '9. AGE: How old is your child? For babies: is the vomiting forceful (shooting out)?',
    '10. CAUSE: Could your child have swallowed a medicine, chemical or object? Does your child have diabetes?',
    '11. SEVERITY: How much does it stop your child doing usual things?',
    '- MILD: plays, eats and sleeps as usual',
    '- MODERATE: stops some play or wakes your child from sleep, still drinks',
    '- SEVERE: cannot play or do anything, cries when moved or touched, or will not drink',
  ].join('\n'),
  references: [
    {
      title:
        'Diarrhoea and vomiting caused by gastroenteritis in under 5s: diagnosis and management (NICE clinical guideline CG84)',
      author: 'National Institute for Health and Care Excellence',
      source: 'NICE, published 22 April 2009. https://www.nice.org.uk/guidance/cg84',
    },
    {
      title: 'Pediatric Telephone Protocols',
      author: 'Schmitt BD',
      source: 'American Academy of Pediatrics (office and after-hours versions)',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'diarrhea', text: 'Diarrhea is the main symptom and the vomiting has stopped' },
    { protocol: 'abdominal-pain', text: 'Belly pain is the main symptom' },
    { protocol: 'head-injury', text: 'The vomiting started after a head injury' },
    {
      protocol: 'diabetes-high-low-blood-sugar',
      text: 'Your child has diabetes, or is very thirsty and losing weight',
    },
    {
      protocol: 'poisoning-swallowed-object',
      text: 'Your child may have swallowed a medicine, chemical, battery or object',
    },
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
          text: '<b>Very hard to wake</b>, not responding, or very weak and floppy, or cold, pale, mottled skin, or blue lips',
          reason:
            'R/O: Severe dehydration with shock, sepsis\nREASON: Signs of shock need emergency fluids and treatment.',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: '<b>Green</b> (bile-colored) vomit, or bright yellow or brown vomit',
          reason:
            'R/O: Malrotation with volvulus, bowel obstruction\nREASON: Bilious vomiting, especially in a baby, can mean a twisted or blocked bowel, which is a surgical emergency.',
        },
        {
          text: 'Signs of <b>dehydration</b>: no urine in 8 hours or more, no tears, very dry mouth, sunken eyes or a sunken soft spot',
          reason:
            'R/O: Moderate to severe dehydration\nREASON: A child with these signs may need fluids by vein or tube.',
        },
        {
          text: 'Age <b>younger than 3 months</b> (12 weeks) with a fever of 100 °F (37.8 °C) or higher (rectal)',
          reason:
            'R/O: Serious bacterial infection (urinary infection, meningitis, sepsis)\nREASON: Fever with vomiting in a young infant needs urgent evaluation.',
          smap: 'fever-newborn',
        },
        {
          text: '<b>Blood</b> (more than a few streaks) or material like <b>coffee grounds</b> in the vomit',
          reason:
            'R/O: Upper gastrointestinal bleeding\nREASON: Significant blood in the vomit needs an emergency assessment.\nNOTE: A few streaks of blood after repeated hard vomiting are usually from irritation of the esophagus.',
        },
        {
          text: '<b>Severe or constant belly pain</b>, or attacks of pain with drawing up of the legs in a young child',
          reason:
            'R/O: Appendicitis, intussusception\nREASON: Severe belly pain with vomiting can be a surgical emergency.',
          smap: 'abdominal-pain',
        },
        {
          text: 'Vomiting started after a <b>head injury</b> in the past 3 days',
          reason:
            'R/O: Intracranial injury\nREASON: Vomiting after a head injury can be a sign of brain injury.\nNOTE: Use the Head Injury protocol.',
          smap: 'head-injury',
        },
        {
          text: 'Vomiting after swallowing, or possibly swallowing, a <b>medicine, chemical, button battery or magnet</b>',
          reason:
            'R/O: Toxic ingestion, esophageal or bowel foreign body\nREASON: Vomiting can be the first sign of poisoning or of a stuck battery or magnets.\nNOTE: Use the Poisoning and Swallowed Object protocol; Poison Control: 1-800-222-1222.',
          smap: 'poisoning-swallowed-object',
        },
        {
          text: '<b>Stiff neck</b>, severe headache, or confusion with the vomiting',
          reason:
            'R/O: Meningitis, raised intracranial pressure\nREASON: Vomiting with these signs can mean an infection of, or pressure on, the brain.',
        },
        {
          text: 'Has <b>diabetes</b> and is vomiting, or is very thirsty with fast, deep breathing',
          reason:
            'R/O: Diabetic ketoacidosis\nREASON: Vomiting in a child with diabetes (or undiagnosed diabetes) can be ketoacidosis, which is life-threatening.',
          smap: 'diabetes-high-low-blood-sugar',
        },
        {
          text: '<b>Sickle cell disease</b> or a <b>weak immune system</b> (cancer treatment, organ transplant, taking oral steroids) and has a fever',
          reason:
            'R/O: Sepsis, bacteremia\nREASON: These children can become septic quickly, and vomiting adds the risk of dehydration; they need urgent blood tests and treatment.',
        },
        {
          text: 'Boy with <b>pain or swelling of the scrotum</b> or a testicle',
          reason:
            'R/O: Testicular torsion\nREASON: Torsion often causes vomiting and must be treated within hours to save the testicle.',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: '<b>Mild to moderate dehydration</b>: passing urine less often than usual, a dry mouth or lips, or fewer tears, with some urine in the past 8 hours',
          reason:
            'R/O: dehydration\nREASON: Shared finding: some dehydration is examined within hours (as in adults); no urine in 8 hours or more is the emergency department.',
          advice: ['ors-child', 'dehydration-signs', 'callback'],
        },
        {
          text: 'Baby <b>younger than 3 months</b> who vomits forcefully (shooting out) or more than twice, not just spitting up',
          reason:
            'R/O: Pyloric stenosis, serious infection\nREASON: Young babies dehydrate quickly and forceful vomiting at 2 to 8 weeks can be pyloric stenosis.\nNOTE: A baby younger than 3 months with a fever: use Fever (Newborn).',
          advice: ['ors-infant', 'dehydration-signs', 'callback'],
          smap: 'fever-newborn',
        },
        {
          text: 'Age <b>younger than 1 year</b> and has vomited all fluids for 8 hours or more',
          reason:
            'R/O: Impending dehydration\nREASON: Babies who keep nothing down for 8 hours are close to becoming dehydrated.',
          advice: ['ors-infant', 'dehydration-signs', 'callback'],
        },
        {
          text: 'Cannot keep down any fluids (vomited 3 or more times after small sips), or has stopped drinking or breastfeeding completely',
          reason:
            'R/O: Dehydration, a cause other than a stomach virus\nREASON: Public sources (NHS Healthier Together, Vomiting in children) ask for a doctor or nurse the same day when a child cannot keep any fluids down or stops drinking (issue 31 reference review); the same wording as in pediatric Diarrhea.',
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['callback']),
        {
          text: 'Vomiting has lasted <b>24 hours or more</b> in a child younger than 2 years, or <b>48 hours or more</b> in an older child',
          reason:
            'R/O: Dehydration, cause other than gastroenteritis\nREASON: Vomiting from a stomach virus usually stops within 1 to 2 days.',
          advice: ['ors-child', 'dehydration-signs', 'callback'],
        },
        {
          text: 'Vomiting with <b>pain or burning on passing urine</b>',
          reason:
            'R/O: Urinary tract infection\nREASON: Urinary infections often cause vomiting and need a urine test.',
          advice: ['ors-child', 'fever-medicine', 'callback'],
          smap: 'urination-pain',
        },
        {
          text: 'Fever with vomiting and no diarrhea',
          reason:
            'R/O: Urinary tract infection, ear or chest infection, early appendicitis or meningitis\nREASON: Vomiting with a fever and no diarrhea is not a stomach virus until shown otherwise: a same-day examination and often a urine test. The same level as in Fever (issue 31).',
          advice: ['ors-child', 'fever-medicine', 'callback'],
        },
        {
          text: 'Vomiting with a fever of 102 °F (38.9 °C) or higher, with or without diarrhea',
          reason:
            'R/O: Bacterial gastroenteritis, urinary tract infection, other bacterial infection\nREASON: The same level as a high fever with diarrhea in Diarrhea (Mayo Clinic, Diarrhea in children: a high fever, call the doctor; blind set 7: only Diarrhea raised a high fever). Feeling hot without a reading is asked in the question above.',
          advice: ['ors-child', 'fever-medicine', 'callback'],
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Vomiting on and off for <b>1 week or more</b>, or after most meals, and the child is otherwise well',
          reason:
            'R/O: Gastroesophageal reflux, food intolerance, pregnancy in a teen\nREASON: Recurrent vomiting needs a review of the cause.',
          advice: ['diet', 'callback'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Vomiting with diarrhea (stomach virus), keeping some fluids down, and no signs of dehydration',
          reason:
            'R/O: Viral gastroenteritis\nREASON: Most children with a stomach virus can be kept hydrated at home with small, frequent sips.',
          advice: ['ors-infant', 'ors-child', 'diet', 'dehydration-signs', 'spread', 'callback'],
        },
        {
          text: 'Mild vomiting: vomited once or twice and is otherwise acting normally',
          reason: 'REASON: A few episodes of vomiting in a well child need only home care and observation.',
          advice: ['ors-child', 'diet', 'callback'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Fluids for Vomiting',
      topics: [
        {
          key: 'ors-infant',
          title: 'Babies: Small, Frequent Feeds',
          nuggets: [
            'Breastfed babies: keep breastfeeding, but feed for 5 minutes every 30 to 60 minutes.',
            'Formula-fed babies: give 1 ounce (30 mL) every 20 to 30 minutes, or an oral rehydration solution (e.g., Pedialyte) instead for a few hours.',
            'If vomiting continues, give 1 to 2 teaspoons (5 to 10 mL) of oral rehydration solution every 5 minutes.',
            'Do not give plain water or juice as the only fluid to a baby younger than 1 year; use breast milk, formula or an oral rehydration solution.',
            'After 4 hours without vomiting, go back to normal feeds.',
          ],
        },
        {
          key: 'ors-child',
          title: 'Children: Small Sips of Fluid',
          nuggets: [
            'Give an oral rehydration solution (e.g., Pedialyte), 1 tablespoon (15 mL) every 5 minutes.',
            'Slowly give more as your child keeps it down. Ice pops made from rehydration solution also work.',
            'Avoid large drinks, sports drinks, soda and full-strength juice, which can make vomiting worse.',
            'If your child vomits, wait 10 minutes and start again with small sips.',
          ],
        },
        {
          key: 'diet',
          title: 'Rest the Stomach, Then Foods',
          nuggets: [
            'After 8 hours without vomiting, offer bland foods such as crackers, rice, bread, bananas or cereal.',
            'Return to a normal diet within 24 hours.',
            'Let your child sleep: sleep often settles the stomach.',
          ],
        },
        {
          key: 'dehydration-signs',
          title: 'Watch for Dehydration',
          nuggets: [
            'Your child is getting enough fluid if urine is passed at least every 8 hours.',
            'Warning signs: no urine in 8 hours, a very dry mouth, no tears, or unusual sleepiness.',
            'Call back at once if you see any of these signs.',
          ],
        },
      ],
    },
    {
      title: 'Medicines and Spread',
      topics: [
        {
          key: 'fever-medicine',
          title: 'Medicines',
          nuggets: [
            'Do not give medicines to stop vomiting unless your provider prescribed them.',
            'For fever, acetaminophen (e.g., Tylenol) for children 3 months or older: give the dose for your child’s weight as directed on the label; wait until your child can keep fluids down.',
            'Do not give fever medicine to a baby younger than 3 months old unless a doctor tells you to. A baby this young with a fever needs to be seen right away.',
            'Ask before stopping any prescribed medicine.',
          ],
        },
        {
          key: 'spread',
          title: 'Preventing Spread',
          nuggets: [
            'Stomach viruses spread easily. Wash hands well with soap and water after every diaper change and toilet trip.',
            'Clean surfaces soiled with vomit using a bleach-based cleaner.',
            'Keep your child home until at least 24 hours after the last vomiting.',
          ],
        },
        {
          key: 'callback',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Green or bloody vomit, or vomit that looks like coffee grounds',
            'Signs of dehydration: no urine in 8 hours, very dry mouth, no tears',
            'Severe or constant belly pain, or pain or swelling of a testicle',
            'Stiff neck, severe headache, or confusion',
            'Any fever in a baby younger than 3 months',
            'Vomiting lasts 24 hours or more (younger than 2 years) or 48 hours (2 years and older)',
            'Your child is very sleepy or hard to wake',
            'Your child becomes worse or you are worried',
          ],
        },
      ],
    },
  ],
});
