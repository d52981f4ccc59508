import { defineProtocol } from '../../source/define-protocol.ts';
import { unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'diarrhea',
  sourceProtocolId: 311,
  audience: 'peds',
  title: 'Diarrhea',
  keywords: [
    'diarrhea',
    'diarrhoea',
    'diarhea',
    'diarrea',
    'diahrrea',
    'diareha',
    'diarreah',
    'loose poop',
    'tummy bug',
    'loose stools',
    'loose stool',
    'watery stool',
    'watery poop',
    'runny poop',
    'the runs',
    'stomach flu',
    'stomach bug',
    'gastro',
    'gastroenteritis',
    'squirts',
  ],
  definition:
    '<p>A sudden increase in the number and looseness of stools: watery or very runny stools, usually 3 or more in 24 hours or clearly more than is usual for the child. Breastfed babies normally pass soft, loose stools; for them, diarrhea is a sudden change to more frequent, watery stools.</p>',
  background:
    '<p>Most diarrhea in children is caused by a viral stomach infection (gastroenteritis) such as norovirus or rotavirus. It usually lasts 5 to 7 days, and vomiting, if present, usually stops within 1 to 2 days. Bacterial infections from food, water or animals, and antibiotics, are other causes. Diarrhea with blood, high fever or severe pain may be bacterial.</p><p>The main danger is dehydration, especially in babies younger than 1 year. Signs of dehydration are passing less urine, a dry mouth and fewer tears; severe dehydration shows as no urine in 8 hours or more, no tears, very dry mouth, sunken eyes (or sunken soft spot in a baby), and a child who is very tired or floppy. Oral rehydration solution is the best fluid to replace losses; breastfeeding and normal feeding should continue. Anti-diarrhea medicines are not recommended for children.</p>',
  initialAssessment: [
    '1. NUMBER: How many diarrhea stools in the last 24 hours?',
    '- Mild: 3 to 5 watery stools a day',
    '- Moderate: 6 to 9 watery stools a day',
    '- Severe: 10 or more watery stools a day',
    '2. ONSET: When did the diarrhea start?',
    '3. DESCRIPTION: Are the stools watery? Any blood or mucus?',
    '4. HYDRATION: When did your child last pass urine? Are there tears when crying? Is the mouth moist?',
    '5. VOMITING: Is there any vomiting? How many times? Is the vomit green?',
    '6. FLUIDS: What is your child drinking, and how much?',
    '7. PAIN AND FEVER: Any belly pain? Any fever?',
    '8. CAUSE: Is anyone else sick? Recent antibiotics, travel, undercooked meat, well water, farm or petting-zoo animals?',
    '9. RISK FACTORS: Younger than 6 months, born early, or a chronic illness (diabetes, kidney disease, weak immune system)?',
    '10. SEVERITY: How much does it stop your child doing usual things?',
    '- MILD: plays, eats and sleeps as usual',
    '- MODERATE: stops some play or wakes your child from sleep, still drinks',
    '- SEVERE: cannot play or do anything, cries when moved or touched, or will not drink',
  ].join('\n'),
  firstAid:
    '<p><b>If the child is very weak, floppy or has cold, blotchy hands and feet:</b></p><ul><li>Lay the child down and keep warm.</li><li>If awake and able to swallow, give small sips of oral rehydration solution on the way to care.</li></ul>',
  references: [
    {
      title: 'Pediatric Telephone Protocols',
      author: 'Schmitt BD',
      source: 'American Academy of Pediatrics (office and after-hours versions)',
    },
    {
      title:
        'Diarrhoea and vomiting caused by gastroenteritis in under 5s: diagnosis and management (NICE clinical guideline CG84)',
      author: 'National Institute for Health and Care Excellence',
      source: 'NICE. https://www.nice.org.uk/guidance/cg84',
    },
    {
      title: 'Managing acute gastroenteritis among children: oral rehydration, maintenance, and nutritional therapy',
      author: 'King CK, Glass R, Bresee JS, Duggan C',
      source: 'MMWR Recomm Rep. 2003;52(RR-16):1-16. https://www.cdc.gov/mmwr/preview/mmwrhtml/rr5216a1.htm',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'vomiting', text: 'Vomiting is the main symptom' },
    { protocol: 'blood-in-stool', text: 'Blood in the stool is the main concern' },
    { protocol: 'abdominal-pain', text: 'Belly pain is the main symptom' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        {
          text: 'Sounds like a life-threatening emergency to the triager',
          reason:
            'R/O: Life-threatening emergency\nREASON: When the triager judges that the situation may be life-threatening, emergency medical services are the fastest and safest route to care.',
        },
        {
          text: '<b>Floppy</b>, too weak to stand or walk, very hard to wake up, confused or extremely agitated, a weak or high-pitched cry or cannot be settled, cold, blotchy hands and feet, or blue around the lips or too breathless to talk, eat or drink',
          reason: 'R/O: Hypovolemic shock\nREASON: Shock from fluid loss needs immediate fluids by vein.',
        },
        {
          text: '<b>Purple or blood-colored spots</b> on the skin that do not go away, with or without a fever',
          reason:
            'R/O: Meningococcal sepsis, hemolytic uremic syndrome\nREASON: Public sources (NHS Healthier Together, Diarrhoea in children) send a rash that does not fade to 999 or A&E (issue 31 reference review).',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: 'Signs of <b>severe dehydration</b><ul><li>No urine in 8 hours or more</li><li>No tears when crying</li><li>Very dry mouth</li><li>Sunken eyes, or sunken soft spot in a baby</li></ul>',
          reason:
            'R/O: Severe dehydration\nREASON: Severe dehydration usually needs fluids by vein or nasogastric tube.',
        },
        {
          text: 'Vomiting <b>green (bile-colored)</b> or bloody material',
          reason:
            'R/O: Bowel obstruction, malrotation with volvulus\nREASON: Bilious vomiting is a sign of intestinal obstruction, not simple gastroenteritis.',
        },
        {
          text: '<b>Severe</b> belly pain, constant pain for 2 hours or more, or attacks of crying with the legs drawn up',
          reason:
            'R/O: Intussusception, appendicitis\nREASON: Severe or constant pain is not typical of gastroenteritis and needs surgical evaluation.',
        },
        {
          text: 'Bloody diarrhea and <b>passing much less urine</b>, or pale, sleeping much more than usual, or puffy face or legs',
          reason:
            'R/O: Hemolytic uremic syndrome\nREASON: Hemolytic uremic syndrome after E. coli O157 causes kidney failure and needs urgent blood tests.',
        },
        {
          text: 'Age <b>younger than 3 months</b> with a fever of 100 °F (37.8 °C) or higher (rectal)',
          reason:
            'R/O: Serious bacterial infection\nREASON: Fever in a young infant needs urgent evaluation even when diarrhea is present.',
          smap: 'fever-newborn',
        },
        {
          text: '<b>Sickle cell disease</b> or a <b>weak immune system</b> (cancer treatment, organ transplant, taking oral steroids) and has a fever',
          reason:
            'R/O: Sepsis, bacteremia\nREASON: These children can become septic quickly, and diarrhea adds the risk of dehydration; they need urgent blood tests and treatment.',
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
          advice: ['ors', 'callback'],
        },
        {
          text: 'Cannot keep down any fluids (vomited 3 or more times after small sips), or has stopped drinking or breastfeeding completely, or a baby taking less than half the usual feeds',
          reason:
            'R/O: Dehydration\nREASON: Diarrhea plus persistent vomiting quickly leads to dehydration; the child may need an anti-vomiting medicine or fluids.',
          smap: 'vomiting',
        },
        {
          text: '<b>Very frequent</b> watery diarrhea: 8 or more watery stools in the last 8 hours',
          reason: 'R/O: Rapidly developing dehydration\nREASON: High stool output can outpace what a child can drink.',
        },
        {
          text: '<b>Blood</b> in the diarrhea (more than a few streaks)',
          reason:
            'R/O: Bacterial colitis, E. coli O157, intussusception\nREASON: Bloody diarrhea needs an exam and a stool test.',
          smap: 'blood-in-stool',
        },
        {
          text: 'A <b>weak immune system</b> or a chronic illness such as diabetes or kidney disease',
          reason:
            'R/O: Sepsis, electrolyte imbalance, diabetic ketoacidosis\nREASON: These children decompensate faster with fluid losses.',
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['callback']),
        {
          text: 'Fever that has lasted <b>3 days or more</b>',
          reason:
            'R/O: Bacterial gastroenteritis, urinary tract infection\nREASON: Viral diarrhea rarely causes fever beyond 3 days.',
          advice: ['ors', 'breast-formula', 'food', 'callback'],
        },
        {
          text: 'Baby <b>younger than 1 month</b> with diarrhea (3 or more loose stools that are clearly different from usual)',
          reason:
            'R/O: Infection, milk protein intolerance\nREASON: Newborns become dehydrated quickly and need a same-day check of weight and hydration.',
          advice: ['ors', 'breast-formula', 'callback'],
        },
        {
          text: 'Diarrhea after <b>travel abroad</b>, drinking untreated water, or contact with farm or petting-zoo animals',
          reason:
            'R/O: Bacterial or parasitic infection (E. coli, Giardia, Salmonella)\nREASON: A stool test may be needed to guide treatment.',
          advice: ['ors', 'food', 'hygiene', 'callback'],
          videoVisitEligible: true,
        },
        {
          text: 'Diarrhea has lasted <b>1 week or more</b>, or diarrhea with a fever of 102 °F (38.9 °C) or higher',
          reason:
            'R/O: Bacterial enteritis, post-infectious lactose intolerance, parasites, celiac disease, milk protein allergy\nREASON: Public sources (an NHS practice page, Diarrhoea and vomiting: call 111 at 7 days; Mayo Clinic, Diarrhea: a child with a high fever) ask for medical advice; was 2 weeks at a routine visit (issue 31 reference review).',
          advice: ['food', 'hygiene', 'callback'],
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Diarrhea while taking an <b>antibiotic</b>, with no fever, blood or belly pain',
          reason:
            'REASON: Mild loose stools are a common side effect of antibiotics and usually settle when the course ends.\nNOTE: Severe diarrhea, blood or fever during antibiotics needs re-triage.',
          advice: ['medicines', 'ors', 'food', 'callback'],
        },
        {
          text: 'Mild diarrhea with <b>no complications</b>',
          reason:
            'REASON: Most diarrhea is caused by a viral infection and gets better on its own. The goal of home care is to prevent dehydration.',
          advice: ['ors', 'breast-formula', 'food', 'medicines', 'diaper-rash', 'hygiene', 'callback'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Fluids and Feeding',
      topics: [
        {
          key: 'ors',
          title: 'Oral Rehydration Solution',
          nuggets: [
            'Oral rehydration solution (ORS) replaces the water and salts lost in diarrhea. You can buy it at drugstores without a prescription.',
            'After each large watery stool, give about 2 to 4 ounces (60 to 120 mL) of ORS to children younger than 2 years, and 4 to 8 ounces (120 to 240 mL) to older children.',
            'If your child is also vomiting, give small amounts often: 1 to 2 teaspoons every 5 minutes, then slowly more.',
            'Do not use plain water alone for babies, or sports drinks, soda or undiluted juice. They do not replace salts and can make diarrhea worse.',
          ],
        },
        {
          key: 'breast-formula',
          title: 'Breastfeeding and Formula',
          nuggets: [
            'Keep breastfeeding, and feed more often than usual.',
            'Formula-fed babies should keep getting their usual formula at full strength. Do not water it down.',
            'Give ORS between feedings if your baby has many watery stools.',
          ],
        },
        {
          key: 'food',
          title: 'Food',
          nuggets: [
            'Keep giving your child’s normal food. Eating helps the gut heal.',
            'Starchy foods such as cereal, rice, bread, crackers, pasta and potatoes are easy to digest.',
            'Avoid sugary drinks, fruit juice and fried or fatty foods until the diarrhea is better.',
          ],
        },
        {
          key: 'medicines',
          title: 'Medicines',
          nuggets: [
            'Do not give anti-diarrhea medicines such as loperamide (Imodium) to children unless a doctor tells you to. They can cause serious side effects in young children.',
            'Do not give bismuth subsalicylate to children or teens. It contains a salicylate, like aspirin.',
            'If your child is taking an antibiotic, keep giving it unless the doctor says to stop.',
            'Yogurt with live cultures or a probiotic may shorten diarrhea a little in children over 1 year.',
          ],
        },
      ],
    },
    {
      title: 'Care and Prevention',
      topics: [
        {
          key: 'diaper-rash',
          title: 'Protect the Skin',
          nuggets: [
            'Change diapers often and wash the skin with warm water after each stool.',
            'Let the skin air-dry, then put on a thick layer of zinc oxide or petroleum jelly.',
            'Avoid wipes with alcohol or perfume while the skin is sore.',
          ],
        },
        {
          key: 'hygiene',
          title: 'Stop the Spread',
          nuggets: [
            'Diarrhea spreads easily. Wash hands well with soap after every diaper change and toilet use, and before preparing food.',
            'Keep your child out of child care until the stools are formed enough to stay in the diaper or your child can use the toilet, and the fever is gone.',
            'Do not take your child swimming while the diarrhea lasts.',
          ],
        },
        {
          key: 'callback',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Signs of dehydration: no urine in 8 hours or more, very dry mouth or no tears',
            'Vomiting that will not stop, or green vomiting',
            'Blood in the diarrhea, or severe belly pain',
            'Your child becomes very sleepy, weak or hard to wake up',
            'A baby younger than 3 months gets a fever, or a fever lasts 3 days or more',
            'Diarrhea lasts 2 weeks or more',
            'You think your child needs to be seen',
            'Your child becomes worse',
          ],
        },
      ],
    },
  ],
});
