import { defineProtocol } from '../../source/define-protocol.ts';
import { unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'crying-baby',
  sourceProtocolId: 310,
  audience: 'peds',
  title: 'Crying Baby',
  keywords: [
    'crying baby',
    'crying',
    'cryng',
    'baby crying',
    "won't stop crying",
    'wont stop crying',
    'inconsolable',
    'fussy',
    'fussy baby',
    'fussing',
    'colic',
    'colicky',
    'colick',
    'fussey',
    'crying alot',
    'cant stop crying',
    'baby wont settle',
    'screaming baby',
    'irritable',
    'cranky baby',
    'crying all night',
    'upset baby',
  ],
  definition:
    '<p>A baby younger than 1 year old who is crying or fussy, where the crying itself is the main concern and the cause is not clear.</p>',
  background:
    '<p>All babies cry. Crying normally increases from 2 weeks of age, peaks at about 6 weeks (often 2 to 3 hours a day, mostly in the late afternoon and evening) and settles by 3 to 4 months. Colic is crying for 3 hours or more a day, 3 days or more a week, in a baby who is otherwise healthy, feeding well and growing. It is harmless for the baby, but very stressful for parents. Most crying is from hunger, tiredness, overstimulation or needing to be held.</p><p>A small number of crying babies have a medical cause: fever or infection, an ear infection, a hair wrapped tightly around a finger, toe or penis (hair tourniquet), a hernia or twisted testicle, intussusception, or an injury. Crying that is constant for 2 hours or more, a cry that sounds different (high-pitched, weak or moaning), or crying with vomiting, fever or swelling needs to be checked.</p><p>Crying is the most common trigger for shaking a baby. Abusive head trauma is most common at 2 to 4 months of age, when crying is at its peak. The triager should ask gently how the caregiver is coping, and treat a caregiver who is afraid of losing control, or any sign that a baby has been shaken or hit, as an emergency.</p>',
  initialAssessment: [
    '1. CRYING NOW: How long has your baby been crying? Can you comfort your baby at all?',
    '- "Is this your baby’s usual fussy time, or is this different?"',
    '2. ONSET: When did the crying start? Did it start suddenly?',
    '3. TYPE OF CRY: Does the cry sound different (high-pitched, weak, moaning or in pain)?',
    '4. OTHER SYMPTOMS: Any fever, vomiting (green?), diarrhea, blood in the stool, cough or trouble breathing?',
    '5. PAIN CLUES: Does your baby draw up the legs in attacks, pull at an ear, or not move an arm or leg? Any swelling in the groin or scrotum? Any hair wrapped around a finger or toe?',
    '6. FEEDING: How often and how much is your baby feeding? How many wet diapers today? Any recent formula change?',
    '7. INJURY: Has there been a fall or injury? Any bruises or swelling? Who has been looking after your baby?',
    '8. CAREGIVER: How are you coping? Are you worried you might lose control or hurt your baby?',
    '9. AGE AND HISTORY: How old is your baby? Born early? Any vaccines or new medicines in the past 2 days?',
    '10. SEVERITY: How much does it stop your child doing usual things?',
    '- MILD: plays, eats and sleeps as usual',
    '- MODERATE: stops some play or wakes your child from sleep, still drinks',
    '- SEVERE: cannot play or do anything, cries when moved or touched, or will not drink',
  ].join('\n'),
  firstAid:
    '<p><b>If you feel you are losing control:</b></p><ul><li>Put your baby down safely on the back in a crib, close the door and step away for 10 to 15 minutes.</li><li>Call a partner, friend or relative to come and help.</li><li>Never shake a baby.</li></ul>',
  references: [
    {
      title: 'Pediatric Telephone Protocols',
      author: 'Schmitt BD',
      source: 'American Academy of Pediatrics (office and after-hours versions)',
    },
    {
      title: 'Infantile Colic: Recognition and Treatment',
      author: 'Johnson JD, Cocker K, Chang E',
      source: 'Am Fam Physician. 2015;92(7):577-582',
    },
    {
      title: 'Abusive Head Trauma in Infants and Children',
      author: 'Narang SK, Fingarson A, Lukefahr J',
      source: 'Pediatrics. 2020;145(4):e20200203. https://doi.org/10.1542/peds.2020-0203',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'fever-newborn', text: 'The baby is younger than 3 months old and has a fever' },
    { protocol: 'fever-3-months-or-older', text: 'The baby is 3 months or older and fever is the main concern' },
    { protocol: 'head-injury', text: 'The crying started after a fall or a blow to the head' },
    { protocol: 'vomiting', text: 'Vomiting is the main symptom' },
    { protocol: 'earache', text: 'The baby is pulling at an ear or has ear discharge' },
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
          text: '<b>Limp</b>, suddenly floppy or stiff, not moving, hard to wake or cannot be woken up; or a <b>weak, moaning</b> cry',
          reason:
            'R/O: Sepsis, meningitis, abusive head trauma, shock\nREASON: A weak cry or poor responsiveness signals serious illness or injury.',
        },
        {
          text: '<b>Struggling to breathe</b>, or <b>bluish, gray or very pale</b> lips or face',
          reason:
            'R/O: Respiratory failure, sepsis, heart failure\nREASON: Severe respiratory distress or cyanosis in an infant needs emergency treatment.',
        },
        {
          text: 'Caller reports the baby was <b>shaken, thrown or hit</b>',
          reason:
            'R/O: Abusive head trauma, fractures, internal injury\nREASON: Shaking can cause bleeding in the brain even without visible injury.\nNOTE: Stay calm and non-judgmental; the baby’s safety comes first. Follow local child-protection reporting requirements.',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: 'Caregiver is <b>afraid they might hurt or shake</b> the baby, or feels out of control',
          reason:
            'R/O: Risk of abusive head trauma\nREASON: A caregiver at the breaking point needs immediate help to keep the baby safe.\nNOTE: Advise putting the baby down safely in a crib and stepping away; help arrange another adult to take over. Call 911 if the baby is in immediate danger.',
        },
        {
          text: '<b>Bruises</b>, swelling, or not moving an arm or leg, in a baby who is not yet crawling',
          reason:
            'R/O: Fracture, inflicted injury\nREASON: Bruising in a non-mobile infant is uncommon without injury and needs evaluation for abuse and fractures.',
        },
        {
          text: 'Bulging soft spot, or a <b>high-pitched cry</b> that is different from usual',
          reason:
            'R/O: Meningitis, raised intracranial pressure (including abusive head trauma)\nREASON: A bulging fontanelle or high-pitched cry suggests a problem in the brain.',
        },
        {
          text: 'Crying <b>nonstop for 2 hours or more</b> and cannot be comforted by any method',
          reason:
            'R/O: Serious source of pain (intussusception, torsion, fracture, corneal abrasion, meningitis)\nREASON: Inconsolable crying for 2 hours or more in a young infant is not colic until proven otherwise.',
        },
        {
          text: '<b>Attacks</b> of severe crying every 15 to 30 minutes with the legs drawn up, or a <b>red jelly-like</b> stool',
          reason:
            'R/O: Intussusception\nREASON: Intermittent severe colicky pain and currant-jelly stool are classic signs of intussusception.',
        },
        {
          text: 'Vomiting <b>green (bile-colored)</b> material',
          reason:
            'R/O: Malrotation with volvulus\nREASON: Bilious vomiting in an infant is a surgical emergency until proven otherwise.',
        },
        {
          text: 'Swelling or tenderness in the <b>groin or scrotum</b>',
          reason:
            'R/O: Incarcerated inguinal hernia, testicular torsion\nREASON: Both can cut off blood supply and need urgent surgical assessment.',
        },
        {
          text: 'Age <b>younger than 3 months</b> with a fever of 100 °F (37.8 °C) or higher (rectal)',
          reason: 'R/O: Serious bacterial infection\nREASON: Fever in a young infant needs urgent evaluation.',
          smap: 'fever-newborn',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: 'A <b>hair or thread wrapped tightly</b> around a finger, toe or the penis',
          reason:
            'R/O: Hair tourniquet\nREASON: A tight hair cuts off circulation and may need removal by a clinician if it cannot be removed easily at home.',
        },
        {
          text: 'Crying with a <b>fever</b>, age 3 months or older',
          reason:
            'R/O: Ear infection, urinary tract infection, other infection\nREASON: A febrile infant who is crying and irritable needs an exam to find the source.',
          smap: 'fever-3-months-or-older',
        },
        {
          text: '<b>Forceful (projectile) vomiting</b>, or vomiting for 6 hours or more',
          reason:
            'R/O: Pyloric stenosis, bowel obstruction, infection\nREASON: Forceful or continued vomiting in a crying baby needs an examination within hours. Public sources (Pediatrics of Baton Rouge, When to call your doctor) ask to call the doctor (issue 31 reference review).',
          smap: 'vomiting',
        },
        {
          text: 'Has <b>stopped feeding</b> normally, or refused 2 or more feeds in a row',
          reason:
            'R/O: Serious infection, dehydration\nREASON: A crying baby who stops feeding may be ill and becomes dehydrated quickly. Public sources (Pediatrics of Baton Rouge; Winnie Palmer Hospital, Sick baby) ask to call the doctor (issue 31 reference review).',
        },
        {
          text: 'Unusually sleepy between crying spells, or will not make eye contact',
          reason:
            'R/O: Sepsis, meningitis, head injury\nREASON: A baby who is listless between spells may be seriously ill. Public sources (Mayo Clinic content, Sick baby; Winnie Palmer Hospital, Sick baby) ask to contact the doctor right away (issue 31 reference review).',
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['callback']),
        {
          text: 'Crying and fussing <b>more than usual for 24 hours or more</b>, but can be comforted',
          reason:
            'R/O: Ear infection, urinary tract infection, constipation, reflux\nREASON: A change in crying pattern lasting over a day deserves an exam.',
          advice: ['check-basics', 'soothing', 'feeding-tips', 'callback'],
        },
        {
          text: 'Caregiver is <b>very stressed or exhausted</b> by the crying (but not at risk of hurting the baby)',
          reason:
            'R/O: Caregiver exhaustion, postpartum depression\nREASON: Support for the caregiver prevents harm to the baby and helps the family.\nNOTE: Ask about low mood, sleep and support at home.',
          advice: ['never-shake', 'take-breaks', 'soothing', 'callback'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: '<b>Colic-type</b> crying (3 hours or more a day) that is not getting better after 1 week of home care, in a baby who is feeding well and growing',
          reason:
            'R/O: Cow’s milk protein allergy, reflux, feeding problems\nREASON: Persistent colic deserves a check of feeding and growth and support for the family.',
          advice: ['soothing', 'feeding-tips', 'colic-course', 'take-breaks', 'callback'],
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Probable <b>colic</b>: crying in the late afternoon or evening, baby can be soothed some of the time, feeding well and acting normally between spells',
          reason:
            'REASON: Colic is common in healthy babies younger than 4 months and improves with time. Home care and caregiver support are appropriate.',
          advice: [
            'soothing',
            'check-basics',
            'feeding-tips',
            'colic-course',
            'never-shake',
            'take-breaks',
            'callback',
          ],
        },
        {
          text: '<b>Normal crying</b> that stops with feeding, holding, a diaper change or sleep',
          reason: 'REASON: Crying from hunger, tiredness or needing comfort is normal baby behavior.',
          advice: ['check-basics', 'soothing', 'never-shake', 'callback'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Soothing Your Baby',
      topics: [
        {
          key: 'check-basics',
          title: 'Check for Simple Causes',
          nuggets: [
            'Check whether your baby is hungry, tired, too hot or too cold, or needs a diaper change.',
            'Look at each finger, toe and the penis for a hair wrapped tightly around it.',
            'Check for fever with a thermometer if your baby feels warm.',
            'Too much noise, light or handling can overtire a baby. A quiet, dim room can help.',
          ],
        },
        {
          key: 'soothing',
          title: 'Ways to Calm a Crying Baby',
          nuggets: [
            'Swaddle your baby snugly in a thin blanket (stop swaddling once your baby starts to roll).',
            'Hold your baby close and rock, sway or walk gently.',
            'Make a steady shushing sound or use white noise.',
            'Offer a pacifier, or take your baby for a ride in a stroller or car.',
            'Always put your baby to sleep on the back in a crib, even after soothing on the side or tummy in your arms.',
          ],
        },
        {
          key: 'feeding-tips',
          title: 'Feeding Tips',
          nuggets: [
            'Burp your baby during and after each feeding.',
            'Feed when your baby shows hunger, but not as the answer to every cry. Overfeeding can cause discomfort.',
            'Do not change formula or stop breastfeeding without talking to your baby’s doctor.',
            'Medicines such as simethicone and gripe water have not been shown to help colic.',
          ],
        },
        {
          key: 'colic-course',
          title: 'What to Expect With Colic',
          nuggets: [
            'Colic usually starts at 2 to 3 weeks of age, peaks at about 6 weeks, and is gone by 3 to 4 months.',
            'It does not harm your baby and is not caused by anything you did.',
            'Keeping a diary of crying, feeding and sleep can help you and the doctor see patterns.',
          ],
        },
      ],
    },
    {
      title: 'Caring for Yourself',
      topics: [
        {
          key: 'never-shake',
          title: 'Never Shake a Baby',
          nuggets: [
            'Shaking a baby can cause brain damage, blindness or death.',
            'If you feel angry or overwhelmed, put your baby safely on the back in the crib and step away for 10 to 15 minutes.',
            'It is all right to let your baby cry in a safe place while you calm down.',
            'Make sure everyone who cares for your baby knows this plan.',
          ],
        },
        {
          key: 'take-breaks',
          title: 'Take Breaks and Get Support',
          nuggets: [
            'Take turns with a partner, relative or friend, so each of you can rest.',
            'Sleep when your baby sleeps when you can.',
            'Feeling sad, hopeless or unable to cope for 2 weeks or more may be postpartum depression. Tell your doctor or your baby’s doctor.',
          ],
        },
        {
          key: 'callback',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Your baby cries nonstop for 2 hours or more and cannot be comforted',
            'The cry sounds different: high-pitched, weak or moaning',
            'Your baby is limp, very sleepy or hard to wake, or has a bulging soft spot',
            'Fever, green vomiting, blood in the stool, or swelling in the groin',
            'You feel you might lose control or hurt your baby',
            'You think your child needs to be seen',
            'Your child becomes worse',
          ],
        },
      ],
    },
  ],
});
