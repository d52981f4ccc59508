import { defineProtocol } from '../../source/define-protocol.ts';
import { unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'diarrhea',
  sourceProtocolId: 210,
  audience: 'adult',
  title: 'Diarrhea',
  keywords: [
    'diarrhea',
    'diarrhoea',
    'diarhea',
    'diarrea',
    'diahrrea',
    'runs',
    'the runs',
    'the trots',
    'loose stools',
    'loose bowels',
    'watery stools',
    'watery poop',
    'stomach bug',
    'stomach flu',
    'gastroenteritis',
    'food poisoning',
    'travelers diarrhea',
    'diarreah',
    'diareah',
    'diarrhia',
    'loose poop',
    'runny poop',
    'squirts',
  ],
  definition: 'Passing loose or watery stools more often than usual (usually 3 or more in 24 hours) in an adult.',
  background:
    '<p>Most sudden diarrhea in adults is caused by a viral stomach infection (such as norovirus) or food poisoning and gets better within 2 to 4 days. The main risk is dehydration, especially in older adults, people with chronic illness, and people taking diuretics or medicines for blood pressure or diabetes. Most adults can keep up with fluid losses by drinking water, juices, soups and sports drinks and eating salty crackers; an oral rehydration solution is best for severe watery diarrhea and for older adults.</p>' +
    '<p>The triager screens for dehydration and shock, for bleeding (bloody or black stools), for severe abdominal pain, for signs of invasive bacterial infection (fever with bloody diarrhea), and for Clostridioides difficile infection after recent antibiotics or hospital stays. Diarrhea that has lasted 3 days or more without getting better, or 5 days or more, and diarrhea after travel abroad need an examination and stool testing.</p>' +
    '<p>Loperamide can ease watery diarrhea in adults but should not be used with fever or bloody stools. Antibiotics are not needed for most cases. People with diarrhea should not prepare food for others and should wash their hands carefully to avoid spreading infection.</p>',
  initialAssessment: `1. ONSET: When did the diarrhea start?
2. FREQUENCY: How many loose or watery stools in the past 24 hours?
3. BLOOD: Is there any blood in the stool? Are the stools black or tarry?
4. HYDRATION: Are you drinking? When did you last pass urine? Is your mouth dry? Do you feel dizzy when standing?
5. PAIN: Is there abdominal pain? How bad, and is it constant or cramping?
6. OTHER SYMPTOMS: Any vomiting or fever? How high?
7. EXPOSURES: Any recent antibiotics or hospital stay? Recent travel outside the country? Others sick who ate the same food?
8. HISTORY: Any pregnancy, diabetes, kidney or heart disease, weak immune system, or medicines such as diuretics?
9. SEVERITY: How much does it stop the person doing their usual activities?
- MILD: does not stop usual activities or sleep (pain 1 to 3 out of 10)
- MODERATE: stops some usual activities or wakes the person from sleep (pain 4 to 7 out of 10)
- SEVERE: cannot do any usual activities, or the worst ever (pain 8 to 10 out of 10)`,
  firstAid:
    '<p><b>Shock suspected while waiting for EMS:</b> Lie the person down with the legs raised about 12 inches (30 cm). Keep them warm.</p>',
  references: [
    {
      title: 'ACG Clinical Guideline: Diagnosis, Treatment, and Prevention of Acute Diarrheal Infections in Adults',
      author: 'Riddle MS, DuPont HL, Connor BA',
      source:
        'American Journal of Gastroenterology. 2016;111:602-622. https://gi.org/guideline/diagnosis-treatment-and-prevention-of-acute-diarrheal-infections-in-adults/',
    },
    {
      title: 'Telephone Triage Protocols for Nurses',
      author: 'Briggs JK',
      source: 'Wolters Kluwer (5th edition)',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'illness-after-travel', text: 'The diarrhea started during or after travel outside the country.' },
    { protocol: 'vomiting', text: 'Vomiting is the main symptom.' },
    { protocol: 'abdominal-pain', text: 'Abdominal pain is the main symptom and diarrhea is mild.' },
    { protocol: 'fever', text: 'Fever is the main concern and diarrhea is mild.' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        {
          text: 'Sounds like a life-threatening emergency to the triager',
          reason:
            'REASON: Triager judgment. Anything that sounds life-threatening needs EMS, even if no specific question fits.',
        },
        {
          text: '<b>Shock suspected</b> (e.g., fainted, too weak to stand, cold clammy or pale skin, new confusion)',
          reason:
            'R/O: hypovolemic shock from severe dehydration or bleeding, sepsis\nFIRST AID: Lie down with legs raised.',
        },
        {
          text: 'Passing <b>large amounts of blood</b> or black tarry stool <b>and</b> dizzy or weak',
          reason: 'R/O: major gastrointestinal bleeding',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: '<b>Severe dehydration</b>: no urine in 12 hours or more, very dry mouth, so dizzy on standing that they nearly faint or must lie down, or unable to keep any fluids down',
          reason: 'R/O: severe dehydration needing IV fluids, kidney injury',
        },
        {
          text: '<b>Black or tarry</b> stools (not from iron tablets or bismuth subsalicylate)',
          reason: 'R/O: upper gastrointestinal bleeding',
        },
        {
          text: '<b>Severe abdominal pain</b>, or pain that has been constant for 2 hours or more',
          reason: 'R/O: bowel ischemia, appendicitis, diverticulitis, severe colitis',
          smap: 'abdominal-pain',
        },
        {
          text: 'Diarrhea with fever <b>and</b> looks or acts very sick (e.g., confused, too weak to stand, breathing fast)',
          reason: 'R/O: sepsis',
        },
        {
          text: '<b>Weak immune system</b> (e.g., chemotherapy in the past 6 weeks, transplant, steroid pills) <b>and</b> fever of 100 °F (37.8 °C) or higher',
          reason:
            'R/O: neutropenic fever, invasive bacterial infection\nREASON: Fever may be the only sign of a serious infection; needs assessment within the hour.',
        },
        {
          text: 'Diarrhea <b>and</b> any of these:<ul><li>a stiff neck</li><li>pain looking at bright lights</li><li>sleepy and not acting like themselves</li></ul>',
          reason:
            'R/O: meningitis, sepsis, severe dehydration\nREASON: Public sources (St John Ambulance, Vomiting and diarrhoea; eMedicineHealth, Diarrhea - When to Seek Medical Care) send these to 999, A&E or the emergency department (issue 31 reference review).',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: '<b>Blood in the stool</b> (more than a few streaks), or bloody diarrhea with fever',
          reason:
            'R/O: invasive bacterial infection (e.g., Shigella, Campylobacter, E. coli O157), inflammatory bowel disease\nNOTE: Do not use loperamide.',
          advice: ['fluids', 'hand-hygiene', 'call-back'],
        },
        {
          text: '<b>Mild to moderate dehydration</b>: passing much less urine than usual, dry mouth, or dizzy when standing',
          reason: 'R/O: dehydration',
          advice: ['fluids', 'call-back'],
        },
        {
          text: 'Fever or frequent watery stools <b>and</b> any of these:<ul><li>65 years or older</li><li>pregnant</li><li>weak immune system (e.g., chemotherapy, transplant, HIV)</li><li>diabetes, or heart, kidney or liver disease</li></ul>',
          reason:
            'R/O: complicated infection, dehydration in a high-risk person\nREASON: Public sources (eMedicineHealth, Diarrhea - When to Seek Medical Care) ask people with diabetes, heart, kidney or liver disease to call a health professional when diarrhoea begins (issue 31 reference review).',
          advice: ['fluids', 'call-back'],
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['call-back']),
        {
          text: 'Took antibiotics or was in hospital in the <b>past 3 months</b>, and now has 3 or more watery stools a day',
          reason:
            'R/O: Clostridioides difficile infection\nNOTE: Alcohol hand gel does not kill C. difficile spores; wash hands with soap and water.',
          advice: ['fluids', 'hand-hygiene', 'call-back'],
        },
        {
          text: 'Fever of 101 °F (38.3 °C) or higher with diarrhea',
          reason: 'R/O: bacterial gastroenteritis',
          advice: ['fluids', 'diet', 'fever-medicine', 'hand-hygiene', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Diarrhea that started during or after <b>travel to another country</b> and has lasted 3 days or more',
          reason: 'R/O: travelers diarrhea needing antibiotics, parasites (e.g., Giardia)',
          advice: ['fluids', 'diet', 'hand-hygiene', 'call-back'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Diarrhea that has lasted <b>3 days or more</b> and is not getting better, or has lasted <b>5 days or more</b>',
          reason:
            'R/O: persistent infection, parasites, lactose intolerance, medicine side effect, inflammatory bowel disease\nREASON: Public sources (Mayo Clinic, Diarrhea - When to see a doctor: 2 days without improvement; St John Ambulance: 5 days) ask for a visit; it read 7 days or more (issue 31 reference review).',
          advice: ['fluids', 'diet', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Diarrhea that keeps coming back, or alternates with constipation, over weeks',
          reason: 'R/O: irritable bowel syndrome, celiac disease, inflammatory bowel disease, colon cancer',
          advice: ['diet', 'call-back'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Mild or moderate diarrhea (6 or fewer loose stools a day, drinking well) with no other concerning symptoms',
          reason: 'REASON: Probably viral gastroenteritis or mild food poisoning. Fluids and home care.',
          advice: ['fluids', 'diet', 'hand-hygiene', 'skin-care', 'loperamide', 'call-back'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Home Care Advice',
      topics: [
        {
          key: 'fluids',
          title: 'Drink Extra Fluids',
          nuggets: [
            'Drink more fluids than usual to replace what you are losing; take small sips often if you feel sick.',
            'Good choices are water, broth, soups, diluted fruit juice and sports drinks, with salty crackers.',
            'For severe watery diarrhea, or if you are older, an oral rehydration solution from the pharmacy is best. Mix and use as directed on the label.',
            'You are drinking enough if you pass light yellow urine every few hours.',
          ],
        },
        {
          key: 'diet',
          title: 'What to Eat',
          nuggets: [
            'Keep eating; food helps the gut recover. Start with bland foods such as rice, bananas, toast, potatoes, crackers and soups.',
            'Avoid alcohol, coffee, and fatty, fried or very sweet foods until the diarrhea is better.',
            'Milk products may make diarrhea worse for a few days; cut down if they do.',
          ],
        },
        {
          key: 'hand-hygiene',
          title: 'Prevent Spread',
          nuggets: [
            'Wash your hands with soap and water after using the toilet and before touching food.',
            'Do not prepare food for others until 2 days after the diarrhea stops.',
            'Clean toilet and bathroom surfaces with a bleach-based cleaner.',
            'Stay home from work while you have diarrhea, especially if you handle food or care for others.',
          ],
        },
        {
          key: 'skin-care',
          title: 'Sore Bottom',
          nuggets: [
            'Clean gently with water or unscented wipes after each stool and pat dry.',
            'A barrier cream such as zinc oxide or petroleum jelly can protect sore skin.',
          ],
        },
      ],
    },
    {
      title: 'Medications',
      topics: [
        {
          key: 'loperamide',
          title: 'Anti-Diarrhea Medicine',
          nuggets: [
            'Loperamide can reduce watery diarrhea in adults. Use as directed on the label and do not take more than the label maximum in 24 hours.',
            'Bismuth subsalicylate is another option, as directed on the label. It turns stools and the tongue black. Do not use it if you are allergic to aspirin or take a blood thinner.',
            'Do not use these medicines if you have a fever or blood in the stool, or after recent antibiotics, unless a doctor advises.',
          ],
        },
        {
          key: 'fever-medicine',
          title: 'Fever and Cramps',
          nuggets: [
            'Acetaminophen: 650 mg every 4 to 6 hours as needed, no more than 3,000 mg a day.',
            'Avoid ibuprofen and naproxen while you are dehydrated; they can harm the kidneys.',
          ],
        },
        {
          key: 'call-back',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'You have signs of dehydration: very little urine, very dry mouth, or dizziness when standing.',
            'There is blood in the stool, or the stool is black.',
            'You develop severe or constant abdominal pain, or a fever of 101 °F (38.3 °C) or higher.',
            'The diarrhea has lasted 3 days or more without getting better, or 5 days or more.',
            'You think you need to be seen, or you get worse.',
          ],
        },
      ],
    },
  ],
});
