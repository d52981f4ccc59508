import { defineProtocol } from '../../source/define-protocol.ts';
import { unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'fever-newborn',
  sourceProtocolId: 302,
  audience: 'peds',
  title: 'Fever (Newborn)',
  keywords: [
    'newborn fever',
    'fever',
    'baby fever',
    'infant fever',
    'feaver',
    'fever younger than 3 months',
    'temp',
    'temperature baby',
    'hot baby',
    'baby feels hot',
    'baby feels warm',
    'hot to touch',
    'baby temp',
    'neonate fever',
    'rectal temperature',
    'low temperature baby',
    'cold baby',
    'newborn temp',
  ],
  definition:
    '<p>A baby younger than 3 months (12 weeks) old who has, or may have, an abnormal body temperature:</p><ul><li>Fever: rectal temperature 100 °F (37.8 °C) or higher (fever is usually defined as 100.4 °F (38 °C); this content uses the whole number a parent reads, the safer side)</li><li>Low temperature: rectal temperature below 97.5 °F (36.4 °C)</li><li>The baby feels warm or cold to the caregiver</li></ul>',
  background:
    '<p>In babies younger than 3 months old, fever may be the only sign of a serious bacterial infection such as a urinary tract infection, bloodstream infection (bacteremia) or meningitis. Young babies cannot show where they are sick and can become very ill quickly. The risk is highest in the first 28 days of life. For this reason every baby younger than 3 months with a fever needs to be examined right away, and most need blood and urine tests; newborns usually also need a spinal fluid test.</p><p>A rectal temperature is the most accurate method at this age. Forehead, ear and under-the-arm readings can miss a fever. A low temperature can also be a sign of infection in a newborn. Overbundling can raise skin temperature a little, but a rectal temperature of 100 °F (37.8 °C) or higher should never be explained away by bundling.</p><p>Fever medicines should not be given before the baby is seen unless a doctor advises it: they can hide the fever, and acetaminophen dosing at this age needs medical direction. Ibuprofen is not used younger than 6 months of age.</p>',
  initialAssessment: [
    '1. AGE: How old is your baby in days or weeks? Was your baby born early (premature)?',
    '2. TEMPERATURE: What is the temperature, and how was it taken?',
    '- "A rectal temperature is the most accurate at this age."',
    '- Ask the caller to take a rectal temperature now if another method was used.',
    '3. ONSET: When was the fever (or low temperature) first noticed?',
    '4. BEHAVIOR: Is your baby alert and moving normally, or sleepy, floppy or hard to wake?',
    '5. FEEDING: How is your baby feeding compared with usual? When was the last wet diaper?',
    '6. BREATHING: Is there fast breathing, grunting, pauses in breathing or a change in color?',
    '7. OTHER SYMPTOMS: Any cough, runny nose, vomiting, diarrhea, rash or yellow skin?',
    '8. MEDICINES AND SHOTS: Has any fever medicine been given? Any vaccines in the past 48 hours?',
    '9. RISK FACTORS: Was your baby in the NICU? Did the mother have a fever or an infection around the time of delivery? Is anyone at home sick?',
    '10. SEVERITY: How much does it stop your child doing usual things?',
    '- MILD: plays, eats and sleeps as usual',
    '- MODERATE: stops some play or wakes your child from sleep, still drinks',
    '- SEVERE: cannot play or do anything, cries when moved or touched, or will not drink',
  ].join('\n'),
  firstAid:
    '<p><b>While arranging care for a baby who is not breathing normally:</b></p><ul><li>Gently stimulate the baby by rubbing the back or flicking the soles of the feet.</li><li>If the baby is not breathing, start infant CPR and call 911.</li></ul><p><b>Low temperature:</b> while waiting for care, hold the baby skin-to-skin against a parent’s chest with a blanket over both.</p>',
  references: [
    {
      title: 'Pediatric Telephone Protocols',
      author: 'Schmitt BD',
      source: 'American Academy of Pediatrics (office and after-hours versions)',
    },
    {
      title: 'Evaluation and Management of Well-Appearing Febrile Infants 8 to 60 Days Old',
      author: 'Pantell RH, Roberts KB, Adams WG, et al; Subcommittee on Febrile Infants',
      source: 'Pediatrics. 2021;148(2):e2021052228. https://doi.org/10.1542/peds.2021-052228',
    },
    {
      title: 'Fever in under 5s: assessment and initial management (NICE guideline NG143)',
      author: 'National Institute for Health and Care Excellence',
      source: 'NICE, published 7 November 2019. https://www.nice.org.uk/guidance/ng143',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'fever-3-months-or-older', text: 'The child is 3 months (12 weeks) old or older' },
    { protocol: 'colds', text: 'Runny or stuffy nose without fever is the main symptom' },
    { protocol: 'crying-baby', text: 'Crying or fussiness without fever is the main concern' },
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
          text: '<b>Very sleepy</b> (hard to wake for feeds), very agitated or <b>cannot be comforted</b>, or has a bulging soft spot',
          reason:
            'R/O: Meningitis, sepsis\nREASON: Lethargy, inconsolable irritability or a bulging fontanelle may be the first signs of meningitis in a young infant.',
        },
        {
          text: '<b>Not breathing</b>, pauses in breathing of 20 seconds or more, <b>bluish or gray</b> lips or face, or skin pale, mottled (blotchy) and unusually cold to touch',
          reason:
            'R/O: Apnea, sepsis, respiratory failure\nREASON: Apnea or cyanosis in a young infant is immediately life-threatening.\nFIRST AID: Stimulate the baby; start infant CPR if not breathing.',
        },
        {
          text: '<b>Limp, floppy</b> or cannot be woken up',
          reason:
            'R/O: Septic shock, meningitis\nREASON: Poor responsiveness in a young infant is a sign of shock or central nervous system infection.',
        },
        {
          text: '<b>Severe</b> difficulty breathing<ul><li>Struggling for each breath</li><li>Grunting with each breath</li><li>Deep sucking in between the ribs</li></ul>',
          reason:
            'R/O: Respiratory failure, pneumonia, severe bronchiolitis\nREASON: Severe respiratory distress in a young infant can progress to respiratory failure quickly.',
        },
        {
          text: '<b>Purple or blood-colored</b> spots or dots on the skin, or a seizure (stiffening, jerking or rhythmic movements)',
          reason:
            'R/O: Sepsis, meningococcemia, meningitis\nREASON: A non-blanching rash or a seizure in a young infant points to a serious invasive infection.',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: 'Mild or moderate difficulty breathing<ul><li>Breathing faster than 60 breaths a minute when calm</li><li>Skin pulling in between the ribs</li><li>Flaring of the nostrils</li></ul>',
          reason:
            'R/O: Pneumonia, bronchiolitis, sepsis\nREASON: Increased work of breathing in a young infant needs prompt assessment and possibly oxygen.',
        },
        {
          text: 'Fever of <b>100 °F (37.8 °C) or higher</b> and age <b>younger than 1 month</b> (28 days)<ul><li>Rectal temperature, or any method if a rectal temperature cannot be taken; under the arm, 99 °F (37.2 °C) or higher counts</li></ul>',
          reason:
            'R/O: Bacteremia, meningitis, urinary tract infection, neonatal herpes\nREASON: Febrile newborns have the highest risk of invasive bacterial infection and need blood, urine and spinal fluid tests and usually admission.\nNOTE: Do not give fever medicine before the baby is seen.',
        },
        {
          text: 'Fever of <b>100 °F (37.8 °C) or higher</b> and age <b>1 month or older and younger than 3 months</b> (12 weeks)<ul><li>Rectal temperature, or any method if a rectal temperature cannot be taken; under the arm, 99 °F (37.2 °C) or higher counts</li></ul>',
          reason:
            'R/O: Urinary tract infection, bacteremia, meningitis\nREASON: Young infants with fever need an urgent exam and laboratory testing.\nNOTE: This still applies if the fever began within 24 hours after vaccines; the vaccine cannot be assumed to be the cause. The triager may discuss with the on-call provider.',
        },
        {
          text: '<b>Low temperature</b>: rectal temperature of 97.4 °F (36.3 °C) or lower that does not come up after 30 minutes of warming',
          reason:
            'R/O: Neonatal sepsis, hypoglycemia\nREASON: Young infants with serious infection may have a low temperature rather than a fever.',
        },
        {
          text: '<b>Signs of dehydration</b>: no wet diaper in 6 hours or more, a dry mouth, or sunken eyes or a sunken soft spot',
          reason:
            'R/O: Sepsis, dehydration\nREASON: Young infants become dehydrated quickly, and dehydration with a possible fever needs an examination now. Newborn Feeding Problems and Spitting Up ask no wet diaper in 6 hours or more at the same level.\nNOTE: Fewer wet diapers than usual, with a wet one in the past 6 hours and no other sign, is asked below (see now; issue 31: it was asked here). Feeding poorly in a baby who is awake and alert, with no sign of dehydration, is asked below (see now).',
        },
        {
          text: 'Baby <b>feels hot</b> and the caregiver <b>cannot take a temperature</b>, even if the baby is otherwise acting normally',
          reason:
            'R/O: Unrecognized fever in a young infant\nREASON: A possible fever in a baby younger than 3 months cannot be safely assumed to be absent.\nNOTE: First coach the caller to take a rectal temperature if possible. If it is normal, re-triage; if it cannot be taken, the baby needs to be seen now.',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: '<b>Mild to moderate dehydration</b>: fewer wet diapers than usual, with a wet diaper in the past 6 hours, and no fever',
          reason:
            'R/O: Dehydration from poor intake\nREASON: Fewer wet diapers in a baby younger than 3 months is an amber sign: an examination within hours (NHS GGC Royal Hospital for Children, Fever in babies younger than 3 months: dry mouth, sunken eyes, no tears or fewer wet nappies, get help urgently; https://rightdecisions.scot.nhs.uk/rhcg/royal-hospital-for-children-for-patients-carers-visitors/about-your-childs-health-information-resources/newborns-and-infants/concerned-your-baby-is-unwell-newborns-and-babies-less-than-3-months/fever-high-temperature-babies-aged-under-3-months). Newborn Feeding Problems asks it at the same level (issue 31: it was the ED here and a visit today there).\nNOTE: With a fever, the fever questions above apply (the ED); no wet diaper in 6 hours, a dry mouth or sunken eyes is asked above (the ED).',
        },
        {
          text: '<b>Feeding poorly</b>: has refused 2 or more feeds in a row, or is taking much less than usual, and is awake and alert',
          reason:
            'R/O: Early serious infection, dehydration\nREASON: Poor feeding is an early sign of illness in young infants and needs an examination within hours. Public pages give a visit now: Seattle Children’s (Newborn illness, how to recognize: poor feeding, call the doctor or seek care now); NICE NG143 lists poor feeding in infants as amber. Feeding Problems and Crying Baby ask refusing 2 or more feeds in a row at the same level (issue 31: it was the ED here).\nNOTE: A temperature of 100 °F (37.8 °C) or higher, a baby who feels hot when it cannot be measured, a low temperature, dehydration or a baby too sleepy to feed is asked above (ED or 911).',
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['callback']),
        {
          text: 'Rectal temperature of <b>99.5 to 99.9 °F (37.5 to 37.7 °C)</b> on 2 checks 30 minutes apart after unbundling, and the baby is acting normally',
          reason:
            'R/O: Early febrile illness\nREASON: A borderline temperature that persists deserves a same-day exam in a young infant.\nNOTE: Any later reading of 100 °F (37.8 °C) or higher means the ED now.',
          advice: ['taking-temperature', 'overbundling', 'feeding', 'no-fever-medicine', 'callback'],
        },
        {
          text: 'Cold symptoms (stuffy or runny nose) with <b>no fever</b>, younger than 1 month, feeding normally',
          reason:
            'R/O: Early bronchiolitis, pertussis\nREASON: Newborns with respiratory symptoms can worsen quickly and deserve a same-day exam.',
          advice: ['taking-temperature', 'feeding', 'callback'],
          smap: 'colds',
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Baby felt warm, but the <b>rectal temperature is normal</b>: 97.5 to 99.4 °F (36.4 to 37.4 °C), and the baby is acting normally',
          reason:
            'REASON: A normal rectal temperature in a well-appearing infant does not need a visit. Babies often feel warm when bundled or after feeding.',
          advice: ['taking-temperature', 'normal-temperature', 'overbundling', 'no-fever-medicine', 'callback'],
        },
        {
          text: 'Caller only has questions about <b>how to take a temperature</b>; baby is well',
          reason: 'REASON: Information request. Teach rectal temperature technique and the fever threshold.',
          advice: ['taking-temperature', 'normal-temperature', 'callback'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Checking Your Baby’s Temperature',
      topics: [
        {
          key: 'taking-temperature',
          title: 'How to Take a Rectal Temperature',
          nuggets: [
            'A rectal temperature is the most accurate way to check for fever in babies younger than 3 months old.',
            'Use a digital thermometer. Put a little petroleum jelly on the tip.',
            'Lay your baby on the back with knees bent toward the chest.',
            'Gently insert the tip about ½ inch (1 cm) into the bottom, or until the silver tip is just inside. Hold it in place until it beeps.',
            'Forehead, ear and under-the-arm readings can miss a fever at this age. If one of them reads high, check a rectal temperature.',
          ],
        },
        {
          key: 'normal-temperature',
          title: 'Normal Temperatures',
          nuggets: [
            'A normal rectal temperature is 97.5 to 99.4 °F (36.4 to 37.4 °C). Fever is usually defined as 100.4 °F (38 °C); this content counts 100 °F (37.8 °C) or higher as fever, the whole number a parent reads. If it stays at 99.5 °F (37.5 °C) or higher on 2 checks 30 minutes apart after unbundling, call back so your baby can be checked today.',
            'A rectal temperature of 100 °F (37.8 °C) or higher is a fever. In a baby younger than 3 months, this means your baby needs to be seen right away.',
            'A rectal temperature of 97.4 °F (36.3 °C) or lower that does not come up with warming also needs to be checked right away.',
          ],
        },
        {
          key: 'overbundling',
          title: 'Bundling and Warm Rooms',
          nuggets: [
            'Babies need only one more layer of clothing than an adult would wear to be comfortable.',
            'If your baby feels warm, take off extra blankets and layers, then check a rectal temperature after 15 minutes.',
            'Never assume a rectal temperature of 100 °F (37.8 °C) or higher is from bundling. Call back right away.',
          ],
        },
      ],
    },
    {
      title: 'Caring for Your Baby',
      topics: [
        {
          key: 'feeding',
          title: 'Feeding and Wet Diapers',
          nuggets: [
            'Keep breastfeeding or giving formula as usual. Do not give water or juice.',
            'Count wet diapers. Most babies have a wet diaper at least every 6 hours.',
            'A baby who refuses 2 feedings in a row or has no wet diaper in 6 hours needs to be seen right away.',
          ],
        },
        {
          key: 'no-fever-medicine',
          title: 'Medicines for Young Babies',
          nuggets: [
            'Do not give a baby younger than 3 months any fever medicine unless a doctor tells you to. It can hide a fever that needs to be checked.',
            'If a doctor advises acetaminophen, give the dose by weight as directed by the doctor and the label.',
            'Do not give ibuprofen to babies younger than 6 months old.',
            'Never give aspirin to a baby or child.',
          ],
        },
        {
          key: 'callback',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Rectal temperature is 100 °F (37.8 °C) or higher, or 97.4 °F (36.3 °C) or lower',
            'Your baby is hard to wake, floppy, or cannot be comforted',
            'Your baby refuses 2 feedings in a row or has no wet diaper in 6 hours',
            'Breathing becomes fast or hard, has pauses, or the lips look blue or gray',
            'A seizure, or purple or blood-colored spots on the skin',
            'You think your child needs to be seen',
            'Your child becomes worse',
          ],
        },
      ],
    },
  ],
});
