import { defineProtocol } from '../../source/define-protocol.ts';
import { unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'blood-in-stool',
  sourceProtocolId: 305,
  audience: 'peds',
  title: 'Blood in Stool',
  keywords: [
    'blood in stool',
    'bloody stool',
    'bloody stools',
    'bloddy stool',
    'bloody poop',
    'blood in poop',
    'bloody poo',
    'blood in poo',
    'poop with blood',
    'blood when wiping',
    'blood in diaper',
    'bloody diaper',
    'red poop',
    'rectal bleeding',
    'bleeding from bottom',
    'blood on toilet paper',
    'black stool',
    'black poop',
    'tarry stool',
    'bloody diarrhea',
    'anal fissure',
  ],
  definition:
    '<p>Red blood or black, tarry material in or on the stool, blood in the diaper that came from the bottom, or blood on the toilet paper after wiping.</p>',
  background:
    '<p>The most common cause of a small amount of bright red blood is an anal fissure: a small tear at the opening of the bottom from passing a large or hard stool. The blood streaks the outside of the stool or the toilet paper, and passing the stool hurts. In babies, specks of blood with mucus in a thriving infant are often from cow’s milk protein allergy, and breastfed newborns can pass blood swallowed from a mother’s cracked nipple. Bloody diarrhea is usually from a bacterial infection (such as Shigella, Salmonella, Campylobacter or E. coli O157), which can rarely lead to hemolytic uremic syndrome, a form of kidney failure.</p><p>Serious causes are less common but must be screened for: intussusception (red currant-jelly stool with attacks of severe crying or pain, usually in children younger than 3 years), malrotation with volvulus (green vomiting), Meckel’s diverticulum (large, painless bleeding), inflammatory bowel disease and bleeding disorders. Black, tarry stool suggests bleeding higher in the gut.</p><p>Many things only look like blood: red foods and drinks (beets, red gelatin, fruit punch, red candy), red medicines, and the antibiotic cefdinir. Iron and bismuth medicines turn stool black.</p>',
  initialAssessment: [
    '1. AMOUNT: How much blood is there?',
    '- Small: streaks on the outside of the stool, or on the toilet paper',
    '- Moderate: mixed in the stool, or more than a few drops',
    '- Large: the stool is mostly blood, or there are clots',
    '2. COLOR: Is it bright red, dark red, like red currant jelly, or black and tarry?',
    '3. STOOL TYPE: Is the stool hard, normal or diarrhea? How many stools today?',
    '4. PAIN: Does passing the stool hurt? Is there belly pain or attacks of crying?',
    '5. ONSET: When was the blood first seen? How many times?',
    '6. AGE AND FEEDING: How old is your child? Breastfed or formula? (For breastfed babies: are the mother’s nipples cracked or bleeding?)',
    '7. LOOK-ALIKES: Any red foods or drinks, iron, bismuth or antibiotics (such as cefdinir) in the past 2 days?',
    '8. OTHER SYMPTOMS: Fever, vomiting (green?), pale skin, weakness, bruising, passing less urine?',
    '9. EXPOSURES: Recent antibiotics, others sick with diarrhea, undercooked meat, farm or petting-zoo animals, or travel?',
    '10. SEVERITY: How much does it stop your child doing usual things?',
    '- MILD: plays, eats and sleeps as usual',
    '- MODERATE: stops some play or wakes your child from sleep, still drinks',
    '- SEVERE: cannot play or do anything, cries when moved or touched, or will not drink',
  ].join('\n'),
  firstAid:
    '<p><b>If the child is pale, weak or faint:</b></p><ul><li>Have the child lie down with the legs raised on a pillow.</li><li>Keep the child warm and give nothing by mouth until seen.</li></ul><p>Save the stool or diaper, or take a photo, to show the doctor.</p>',
  references: [
    {
      title: 'Pediatric Telephone Protocols',
      author: 'Schmitt BD',
      source: 'American Academy of Pediatrics (office and after-hours versions)',
    },
    {
      title: 'Gastrointestinal bleeding in children: diagnostic approach',
      author: 'Piccirillo M, Pucinischi V, Mennini M, et al',
      source: 'Ital J Pediatr. 2024;50:13. https://doi.org/10.1186/s13052-024-01592-2',
    },
    {
      title: 'Acute Abdominal Pain in Children',
      author: 'Reust CE, Williams A',
      source: 'Am Fam Physician. 2016;93(10):830-836',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'diarrhea', text: 'Diarrhea is the main symptom and no blood has been seen' },
    { protocol: 'abdominal-pain', text: 'Belly pain is the main symptom and no blood has been seen' },
    {
      protocol: 'poisoning-swallowed-object',
      text: 'The child may have swallowed an object, a poison or someone else’s medicine (such as iron tablets)',
    },
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
          text: 'Fainted, <b>too weak to stand or walk</b>, so sleepy that it is hard to keep the child awake, or pale with cold, sweaty skin',
          reason:
            'R/O: Hemorrhagic shock\nREASON: Signs of shock with rectal bleeding mean major blood loss.\nFIRST AID: Lie the child down with the legs raised; nothing by mouth.',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: '<b>Large amount</b> of blood (stool is mostly blood, or clots) or bleeding that keeps coming',
          reason:
            'R/O: Meckel’s diverticulum, major lower gastrointestinal bleeding\nREASON: Large-volume bleeding can cause anemia and shock and needs emergency evaluation.',
        },
        {
          text: '<b>Red currant-jelly</b> stool, or <b>attacks of severe crying</b> or pain with the legs drawn up, coming every 15 to 30 minutes',
          reason:
            'R/O: Intussusception\nREASON: Currant-jelly stool and intermittent colicky pain are classic signs of intussusception, which needs urgent reduction.',
        },
        {
          text: 'Vomiting <b>green (bile-colored)</b> material or vomiting again and again, a swollen, tight belly, or <b>severe belly pain</b> that does not go away',
          reason:
            'R/O: Malrotation with volvulus, bowel obstruction, ischemic bowel\nREASON: Bilious vomiting, a distended belly or constant severe pain with rectal bleeding suggests a twisted or blocked bowel with damaged blood supply.',
        },
        {
          text: '<b>Black, tarry</b> stool and the child has not taken iron or bismuth',
          reason:
            'R/O: Upper gastrointestinal bleeding\nREASON: Melena means bleeding from the stomach or upper bowel, which can be significant.',
        },
        {
          text: 'Bloody diarrhea and <b>passing much less urine</b> or pink or tea-colored urine, or pale, sleeping much more than usual, or puffy face or legs',
          reason:
            'R/O: Hemolytic uremic syndrome, dehydration\nREASON: Hemolytic uremic syndrome follows E. coli O157 infection and causes kidney failure and anemia.',
        },
        {
          text: '<b>Purple or blood-colored</b> spots or unexplained bruises on the skin, or bleeding from the gums or nose',
          reason:
            'R/O: Bleeding disorder, Henoch-Schönlein purpura, leukemia, sepsis\nREASON: Blood in the stool with skin bleeding suggests a problem with platelets or blood vessels.',
        },
        {
          text: 'Newborn (younger than 1 month) with blood in the stool and a <b>swollen belly</b>, poor feeding or vomiting',
          reason:
            'R/O: Necrotizing enterocolitis, volvulus\nREASON: These are surgical emergencies in newborns, especially those born early.',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: 'Baby younger than 3 months (12 weeks) with blood in the stool who is otherwise feeding and acting normally',
          reason:
            'R/O: Swallowed maternal blood, allergic proctocolitis, early necrotizing enterocolitis\nREASON: Blood in a young baby’s stool needs an exam and a stool test without delay. Public sources (Seattle Children’s, Stools - Blood In) say to call the doctor now for a baby younger than 12 weeks: widened from 1 month in issue 31.',
        },
        {
          text: '<b>Bloody diarrhea</b> (more than a few streaks of blood), with or without fever',
          reason:
            'R/O: Bacterial colitis (Shigella, Salmonella, Campylobacter, E. coli O157)\nREASON: Invasive bacterial diarrhea needs a stool culture within hours; E. coli O157 should not be treated with antibiotics or anti-diarrhea medicine, and the child is watched for less urine, paleness and puffiness. The same level as blood in the diarrhea in Diarrhea (issue 31: it was a same-day visit here without fever).',
          advice: ['bloody-diarrhea-care', 'save-sample', 'callback'],
        },
        {
          text: 'Blood in the stool with belly pain or crying (other than pain only while passing a hard stool)',
          reason:
            'R/O: Intussusception (early), colitis, Meckel’s diverticulum\nREASON: Public sources (Seattle Children’s, Stools - Blood In) say to call the doctor now when blood comes with belly pain or crying (issue 31 reference review); attacks of crying with the legs drawn up are asked above.',
        },
        {
          text: 'Bleeding after an injury to the bottom (anus or rectum)',
          reason:
            'R/O: Tear of the anus or rectum, foreign object, abuse\nREASON: Public sources (Seattle Children’s, Stools - Blood In) say to call the doctor now (issue 31 reference review).\nNOTE: Follow local safeguarding policy if the story does not explain the injury.',
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['callback']),
        {
          text: 'Diarrhea with mucus (no blood) that began <b>during or after antibiotics</b>',
          reason:
            'R/O: Clostridioides difficile colitis\nREASON: Antibiotic-associated colitis needs a stool test and specific treatment.',
          advice: ['bloody-diarrhea-care', 'save-sample', 'callback'],
        },
        {
          text: 'Blood in the stool with <b>no clear cause</b> (stools are not hard, no red foods), seen more than once',
          reason:
            'R/O: Juvenile polyp, inflammatory bowel disease, allergic colitis\nREASON: Unexplained rectal bleeding needs an exam.',
          advice: ['save-sample', 'red-look-alikes', 'callback'],
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Baby 3 months or older with <b>specks or streaks</b> of blood and mucus in the stool who is feeding well, gaining weight and happy',
          reason:
            'R/O: Cow’s milk protein allergy (allergic proctocolitis)\nREASON: This is common and not urgent, but needs a doctor to confirm and advise on feeding.\nNOTE: Do not switch formula or start a maternal diet without medical advice.',
          advice: ['milk-allergy', 'save-sample', 'callback'],
          videoVisitEligible: true,
        },
        {
          text: 'Small streaks of blood from a probable <b>anal fissure</b> that keep happening after 3 days of home treatment',
          reason:
            'R/O: Chronic anal fissure, constipation, strep infection around the anus\nREASON: A fissure that does not heal usually needs treatment of constipation and an exam.',
          advice: ['fissure-care', 'softer-stools', 'callback'],
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Only <b>small streaks</b> of bright red blood on the outside of a <b>hard stool</b> or on the toilet paper, with pain when passing the stool, and the child is otherwise well',
          reason: 'REASON: A small anal fissure is the most likely cause; it heals with soaks and softer stools.',
          advice: ['fissure-care', 'softer-stools', 'callback'],
        },
        {
          text: 'Red or black color is probably from a <b>food, drink or medicine</b> (such as beets, red gelatin, fruit punch, iron or bismuth) and the child is well',
          reason:
            'REASON: Many foods and medicines change stool color and are harmless.\nNOTE: If in doubt, the office can test a stool sample for blood.',
          advice: ['red-look-alikes', 'callback'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Anal Fissure and Hard Stools',
      topics: [
        {
          key: 'fissure-care',
          title: 'Helping a Small Tear Heal',
          nuggets: [
            'Have your child sit in a few inches of warm water for 10 to 15 minutes, 2 or 3 times a day. This eases pain and helps healing.',
            'Put a little petroleum jelly on the opening of the bottom before stools to help them pass more easily.',
            'Clean the area gently with warm water after stools.',
            'Most small tears heal within 1 to 2 weeks once stools are soft.',
          ],
        },
        {
          key: 'softer-stools',
          title: 'Keeping Stools Soft',
          nuggets: [
            'For babies over 1 month: give pear, prune or apple juice, 1 ounce (30 mL) a day for each month of age, up to 4 ounces (120 mL) a day.',
            'For older children: give more fruits, vegetables, beans and whole grains, and plenty of water.',
            'Limit milk to about 16 ounces (480 mL) a day.',
            'Have your child sit on the toilet for 5 minutes after meals.',
          ],
        },
      ],
    },
    {
      title: 'Other Causes',
      topics: [
        {
          key: 'red-look-alikes',
          title: 'Things That Look Like Blood',
          nuggets: [
            'Red foods and drinks (beets, red gelatin, fruit punch, red candy) can turn stools red.',
            'Some medicines make stools red, such as the antibiotic cefdinir.',
            'Iron and bismuth medicines turn stools black or dark green.',
            'If the color comes back after the food or medicine is stopped, call back.',
          ],
        },
        {
          key: 'milk-allergy',
          title: 'Milk Protein Allergy in Babies',
          nuggets: [
            'Some babies react to cow’s milk protein in formula or in the mother’s diet, with specks of blood and mucus in the stool.',
            'Keep breastfeeding. Do not change formula or cut foods out of your diet until you have talked to your baby’s doctor.',
            'The bleeding is usually small and the baby otherwise thrives.',
          ],
        },
        {
          key: 'bloody-diarrhea-care',
          title: 'Care for Bloody Diarrhea',
          nuggets: [
            'Give plenty of fluids. Oral rehydration solution is best for babies and toddlers.',
            'Do not give anti-diarrhea medicines. They can make some infections worse.',
            'Wash hands well after diaper changes and toilet use. Bloody diarrhea can spread to others.',
            'Keep your child out of child care and swimming pools until the diarrhea has stopped.',
          ],
        },
        {
          key: 'save-sample',
          title: 'Bring a Sample',
          nuggets: [
            'Save the diaper or a stool sample in a clean container, or take a clear photo, to show the doctor.',
            'Keep a stool sample in the refrigerator until the visit.',
          ],
        },
        {
          key: 'callback',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'The amount of blood increases, or the stool turns black and tarry',
            'Your child becomes pale, weak or dizzy',
            'Attacks of severe crying or belly pain, or green vomiting',
            'Passing much less urine, or the face or legs look puffy',
            'A fever starts, or purple spots or unexplained bruises appear on the skin',
            'You think your child needs to be seen',
            'Your child becomes worse',
          ],
        },
      ],
    },
  ],
});
