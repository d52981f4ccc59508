import { defineProtocol } from '../../source/define-protocol.ts';
import { unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'abdominal-pain',
  sourceProtocolId: 303,
  audience: 'peds',
  title: 'Abdominal Pain',
  keywords: [
    'abdominal pain',
    'abd pain',
    'stomach ache',
    'stomachache',
    'stomache',
    'tummy ache',
    'tummy hurts',
    'belly hurts',
    'belly pain',
    'tummy pain',
    'tummyache',
    'stomach hurts',
    'stomack ache',
    'belly ache',
    'bellyache',
    'stomach pain',
    'stomach cramps',
    'cramps',
    'side pain',
    'appendix',
    'appendicitis',
    'gut ache',
  ],
  definition:
    '<p>Pain or discomfort anywhere between the bottom of the ribs and the groin, in a child old enough to say that it hurts. For a baby who cannot talk, crying and drawing up the legs may be the only signs.</p>',
  background:
    '<p>Most stomach aches in children are harmless and go away within a few hours. Common causes are constipation, viral gastroenteritis, eating too much, gas, strep throat, urinary tract infection and stress (pain that comes and goes over weeks, often around the navel, in a child who is otherwise well).</p><p>Serious causes need to be picked up early. Appendicitis is the most common surgical cause: pain often starts around the navel, then moves to the lower right side; it is constant, gets worse with walking, jumping or bumps in the car, and often comes with loss of appetite, vomiting and fever. In children younger than 3 years, intussusception causes sudden attacks of severe crying with legs drawn up, every 15 to 30 minutes, sometimes with a red jelly-like stool. Testicular torsion in boys can be felt as lower belly pain. In teen girls, pregnancy (including ectopic pregnancy) and ovarian torsion must be considered. Green vomiting suggests a blocked bowel.</p>',
  initialAssessment: [
    '1. LOCATION: Where is the pain? (Ask your child to point with one finger.)',
    '- "Pain in the lower right side is more concerning."',
    '2. ONSET: When did the pain start? Did it start suddenly?',
    '3. SEVERITY: How bad is the pain?',
    '- Mild: can play and do normal activities',
    '- Moderate: keeps the child from normal activities or wakes the child from sleep',
    '- Severe: crying or screaming, cannot walk, cannot do anything',
    '4. PATTERN: Is the pain constant, or does it come and go? How long does each episode last?',
    '5. WALKING: Can your child walk normally and jump up and down? (Ask the child to jump; pain with jumping suggests appendicitis.)',
    '6. VOMITING AND STOOLS: Any vomiting (green or bloody)? Diarrhea? When was the last bowel movement, and was it hard?',
    '7. URINE AND GROIN: Any pain or burning with urination? For boys: any pain or swelling of the scrotum or testicles?',
    '8. FEVER: Does your child have a fever?',
    '9. TEEN GIRLS: When was the last menstrual period? Could she be pregnant?',
    '10. CAUSE: Any injury to the belly, or could your child have swallowed an object, medicine or chemical?',
  ].join('\n'),
  references: [
    {
      title: 'Pediatric Telephone Protocols',
      author: 'Schmitt BD',
      source: 'American Academy of Pediatrics (office and after-hours versions)',
    },
    {
      title: 'Acute Abdominal Pain in Children',
      author: 'Reust CE, Williams A',
      source: 'Am Fam Physician. 2016;93(10):830-836',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'crying-baby', text: 'The child is a baby too young to talk and crying is the main concern' },
    { protocol: 'vomiting', text: 'Vomiting is the main symptom' },
    { protocol: 'diarrhea', text: 'Diarrhea is the main symptom' },
    { protocol: 'urination-pain', text: 'Pain or burning with urination is the main symptom' },
    { protocol: 'poisoning-swallowed-object', text: 'The child may have swallowed a poison, medicine or object' },
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
          text: 'Not moving, <b>too weak to stand or walk</b>, drowsy or very hard to wake up, a baby who is pale and floppy, or fainted',
          reason:
            'R/O: Shock from peritonitis, volvulus or internal bleeding\nREASON: Collapse with belly pain suggests shock and needs emergency transport.',
        },
        {
          text: 'Belly pain after a <b>serious injury</b> (car crash, bicycle handlebar, fall from a height) and the child is pale, sweaty or dizzy',
          reason:
            'R/O: Spleen or liver laceration, internal bleeding\nREASON: Abdominal trauma with signs of shock can mean life-threatening internal bleeding.\nFIRST AID: Have the child lie down and keep warm; give nothing by mouth.',
        },
        {
          text: 'Going <b>blue around the lips</b>, or hands and feet cold to touch while the body is warm',
          reason:
            'R/O: Shock, sepsis\nREASON: Blue lips or cold hands and feet with belly pain can be shock from peritonitis, a twisted bowel or sepsis. Public sources (NHS Healthier Together, Abdominal pain) send them to 999 (issue 31 reference review).',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: '<b>Severe</b> pain (crying or screaming, cannot walk or move)',
          reason:
            'R/O: Appendicitis, bowel obstruction, ovarian or testicular torsion\nREASON: Severe abdominal pain in a child needs emergency evaluation for a surgical cause.',
        },
        {
          text: 'Pain or swelling of the <b>scrotum or testicle</b> (boys), or a <b>painful bulge in the groin</b>',
          reason:
            'R/O: Testicular torsion, incarcerated hernia\nREASON: Torsion can present as lower belly pain, and the testicle can be lost within hours without surgery. A trapped (incarcerated) hernia can cut off the blood supply to the bowel.',
        },
        {
          text: 'Vomiting <b>green (bile-colored)</b>, bloody or dark brown material',
          reason:
            'R/O: Bowel obstruction, malrotation with volvulus\nREASON: Bilious vomiting is a sign of intestinal obstruction until proven otherwise.',
        },
        {
          text: 'Could have swallowed a <b>button battery</b> or <b>magnets</b>, even if there are no other symptoms',
          reason:
            'R/O: Button battery or magnet ingestion\nREASON: A button battery can burn through the esophagus within 2 hours; 2 or more magnets (or a magnet and a metal object) can pinch the bowel wall and cause a perforation.\nNOTE: Give nothing to eat or drink until seen.',
          smap: 'poisoning-swallowed-object',
        },
        {
          text: 'Younger than 3 years with <b>attacks of severe crying</b> and drawing up the legs that come and go, or a <b>red jelly-like</b> stool',
          reason:
            'R/O: Intussusception\nREASON: Intermittent colicky pain with drawing up of the legs, and currant-jelly stool, are classic signs of intussusception, which needs urgent reduction.',
        },
        {
          text: '<b>Constant pain in the lower right side</b> for 2 hours or more, or pain when walking or jumping (walks bent over, will not jump)',
          reason:
            'R/O: Appendicitis\nREASON: Localized right lower pain and pain with movement (peritoneal signs) suggest appendicitis.\nNOTE: Give nothing to eat or drink until seen.',
        },
        {
          text: 'Teen girl who is or <b>could be pregnant</b> and has belly pain',
          reason:
            'R/O: Ectopic pregnancy, miscarriage\nREASON: Abdominal pain in early pregnancy can be an ectopic pregnancy, which can bleed internally.',
        },
        {
          text: '<b>Excessive thirst and urination</b>, weight loss, or fast deep breathing with the belly pain',
          reason:
            'R/O: Diabetic ketoacidosis\nREASON: New-onset diabetes often presents with belly pain and vomiting; ketoacidosis needs emergency treatment.',
          smap: 'diabetes-high-low-blood-sugar',
        },
        {
          text: '<b>Sickle cell disease</b> or a <b>weak immune system</b> (cancer treatment, organ transplant, taking oral steroids) and has a fever or a swollen belly',
          reason:
            'R/O: Sepsis, splenic sequestration, acute chest syndrome\nREASON: These children can become septic or lose blood into the spleen quickly and need urgent blood tests and treatment.',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: 'Moderate pain that has been <b>constant for 2 hours or more</b>',
          reason:
            'R/O: Early appendicitis\nREASON: Constant pain is more often from a serious cause than cramping pain that comes and goes.',
        },
        {
          text: '<b>Blood in the stool</b> (more than a few streaks on the outside of a hard stool), or <b>blood in the urine</b> (pink, red or cola-colored)',
          reason:
            'R/O: Bacterial colitis, intussusception, inflammatory bowel disease\nREASON: Belly pain with blood in the stool needs an exam and often a stool test.',
          smap: 'blood-in-stool',
        },
        {
          text: 'Belly pain after a <b>blow to the belly</b> in the past 3 days (not severe, child alert)',
          reason:
            'R/O: Contusion or laceration of the spleen, liver or kidney\nREASON: Solid organ injuries can bleed slowly and need an exam.',
        },
        {
          text: 'Fever with the belly pain and the child looks or acts sick',
          reason:
            'R/O: Appendicitis, kidney infection, pneumonia\nREASON: Fever with abdominal pain in an ill-appearing child needs prompt assessment.',
        },
        {
          text: '<b>Mild to moderate dehydration</b>: passing urine less often than usual, a dry mouth or lips, or fewer tears, with some urine in the past 8 hours',
          reason:
            'R/O: Dehydration\nREASON: Shared finding: some dehydration is examined within hours (as in adults). Public sources (Belfast HSC Trust, Abdominal pain) ask for advice today when a child with tummy pain is weeing much less than normal (issue 31 reference review).',
          advice: ['fluids-diet', 'callback'],
        },
        {
          text: 'A baby with a <b>swollen (bloated, tight) belly</b>',
          reason:
            'R/O: Bowel obstruction, constipation, infection\nREASON: A swollen belly in a baby with pain needs an examination within hours. Public sources (Belfast HSC Trust, Abdominal pain) ask for advice today (issue 31 reference review).',
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['callback']),
        {
          text: 'Mild pain that comes and goes and has lasted <b>24 hours or more</b>, with normal stools',
          reason:
            'R/O: Urinary tract infection, constipation, strep throat, early appendicitis\nREASON: Pain that persists beyond a day needs an exam to find the cause.',
          advice: ['rest', 'fluids-diet', 'medicines', 'callback'],
        },
        {
          text: 'Pain or burning when passing urine',
          reason:
            'R/O: Urinary tract infection\nREASON: Urinary tract infection is a common cause of belly pain in children and needs a urine test.',
          advice: ['rest', 'fluids-diet', 'callback'],
          smap: 'urination-pain',
        },
        {
          text: 'Sore throat with the stomach ache',
          reason: 'R/O: Strep throat\nREASON: Strep throat often causes belly pain and vomiting in children.',
          advice: ['rest', 'fluids-diet', 'medicines', 'callback'],
          smap: 'sore-throat',
        },
        {
          text: 'Fever that has lasted <b>3 days or more</b>',
          reason:
            'R/O: Appendix abscess, kidney infection, pneumonia\nREASON: A fever that lasts with belly pain needs an exam. Public sources (Belfast HSC Trust, Abdominal pain) ask for advice today for fever or symptoms lasting 5 days or more (issue 31 reference review).',
          advice: ['rest', 'fluids-diet', 'medicines', 'callback'],
        },
        {
          text: '<b>Yellow skin</b> or yellow whites of the eyes',
          reason:
            'R/O: Hepatitis, gallstones, blood disorder\nREASON: Jaundice with belly pain needs an examination and blood tests. Public sources (Belfast HSC Trust, Abdominal pain) ask for advice today (issue 31 reference review).',
          advice: ['rest', 'callback'],
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Belly pain that <b>comes and goes over weeks</b> (recurrent episodes) in a child who is otherwise well and growing',
          reason:
            'R/O: Functional abdominal pain, chronic constipation, celiac disease\nREASON: Recurrent pain deserves a non-urgent review, including stool pattern, diet and stress.\nNOTE: Ask about weight loss, night waking, blood in stool or poor growth; any of these needs a sooner visit.',
          advice: ['rest', 'toilet-sitting', 'constipation-diet', 'callback'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Mild pain that comes and goes, with <b>hard or infrequent stools</b> (probable constipation), for any length of time',
          reason:
            'REASON: Constipation is the most common cause of belly pain in children and usually responds to diet changes and toilet sitting.',
          advice: ['toilet-sitting', 'constipation-diet', 'fluids-diet', 'callback'],
        },
        {
          text: 'Mild belly pain with no complications',
          reason:
            'REASON: Mild pain from gas, overeating or a viral illness usually goes away within 2 hours. Care at home is appropriate.',
          advice: ['rest', 'fluids-diet', 'toilet-sitting', 'medicines', 'callback'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Relieving the Pain',
      topics: [
        {
          key: 'rest',
          title: 'Rest and Watch',
          nuggets: [
            'Have your child lie down and rest until feeling better.',
            'A warm (not hot) wet washcloth or heating pad on the belly for 20 minutes may help.',
            'Most mild stomach aches go away within 2 hours.',
            'Check on your child every hour. Watch for pain that moves to the lower right side or gets worse with walking or jumping.',
          ],
        },
        {
          key: 'fluids-diet',
          title: 'Fluids and Food',
          nuggets: [
            'Offer clear fluids only (water, diluted juice) in small sips while the pain is present.',
            'When the pain is gone, start with bland foods such as crackers, rice or bananas.',
            'If your child vomits, give only small sips of clear fluids for a few hours.',
          ],
        },
        {
          key: 'toilet-sitting',
          title: 'Try Sitting on the Toilet',
          nuggets: [
            'Ask your child to sit on the toilet and try to pass a stool. Pain from a full bowel often gets better afterward.',
            'Have your child sit on the toilet for 5 minutes after meals each day.',
            'Put a stool under the feet so the knees are higher than the hips.',
          ],
        },
        {
          key: 'medicines',
          title: 'Medicines',
          nuggets: [
            'Do not give pain medicine, laxatives or enemas for unexplained belly pain. They can hide or worsen some problems.',
            'If your child has a fever of 102 °F (39 °C) or higher and is uncomfortable, acetaminophen can be given. Give the dose by weight as directed on the label.',
            'Do not give aspirin to children or teens.',
          ],
        },
      ],
    },
    {
      title: 'Preventing Constipation',
      topics: [
        {
          key: 'constipation-diet',
          title: 'Diet for Softer Stools',
          nuggets: [
            'Give more fruits and vegetables every day, such as pears, prunes, peas and beans.',
            'Use whole-grain bread and cereals.',
            'Offer plenty of water through the day.',
            'Limit milk to about 16 ounces (480 mL) a day, and cut back on cheese and processed foods.',
          ],
        },
        {
          key: 'callback',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Pain becomes severe, is constant for 2 hours or more, or moves to the lower right side',
            'Vomiting green or bloody material, or blood in the stool',
            'Pain or swelling of the scrotum or testicle',
            'Pain when walking or jumping, or a fever starts',
            'Mild pain lasts 24 hours or more',
            'You think your child needs to be seen',
            'Your child becomes worse',
          ],
        },
      ],
    },
  ],
});
