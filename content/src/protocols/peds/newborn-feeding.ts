import { defineProtocol } from '../../source/define-protocol.ts';
import { unclearSymptom } from '../shared/findings.ts';
import {
  INFANT_FEVER_SCREEN,
  LIFE_THREATENING_SCREEN,
  SCHMITT_PROTOCOLS,
  SEEN_OR_WORSE_NUGGET,
} from './common/shared.ts';

export default defineProtocol({
  slug: 'newborn-feeding',
  sourceProtocolId: 341,
  audience: 'peds',
  title: 'Feeding Problems (Baby Younger Than 3 Months)',
  keywords: [
    'feeding problem',
    'not feeding',
    'not eating baby',
    'wont eat',
    'won’t take bottle',
    'refusing bottle',
    'wont latch',
    'won’t latch',
    'latch problem',
    'latching',
    'breastfeeding',
    'breast feeding',
    'brestfeeding',
    'nursing problems',
    'not enough milk',
    'low milk supply',
    'milk not in',
    'is baby getting enough',
    'how much formula',
    'formula amount',
    'sleepy feeder',
    'falls asleep feeding',
    'wet diapers',
    'not enough wet diapers',
    'weight loss newborn',
    'not gaining weight',
    'sore nipples',
    'cluster feeding',
    'feeding every hour',
    'chokes when feeding',
    'formula switch',
    'tongue tie',
  ],
  definition:
    '<p>Concerns about feeding a baby younger than 3 months: not feeding well, too little or too much, breastfeeding or bottle-feeding problems, or worry that the baby is not getting enough milk.</p>',
  background:
    '<p>Feeding questions are among the commonest calls about newborns. Newborns feed 8 to 12 times in 24 hours; babies lose up to 7 to 10% of birth weight in the first days and should be back to birth weight by 10 to 14 days. Good intake shows in the diapers: by day 5 of life, 6 or more wet diapers and 3 or more yellow stools a day (breastfed babies). Cluster feeding in the evening and growth spurts (about 2 to 3 weeks, 6 weeks and 3 months) are normal.</p>' +
    '<p>A young baby who suddenly feeds poorly may be ill: poor feeding can be the first sign of infection, heart disease or a metabolic problem. Red flags are a baby who is too sleepy to feed, floppy, breathing fast or turning blue or sweaty with feeds, with fewer wet diapers, fever or a low temperature, or vomiting green. Breastfeeding problems (latch, sore nipples, supply) are best helped early by a lactation consultant.</p>',
  initialAssessment: [
    '1. AGE: How old is your baby in days or weeks? Born early?',
    '2. FEEDING: Breast, bottle or both? How often and how long (or how many ounces)? What has changed?',
    '3. BEHAVIOR: Is your baby alert and hungry, or sleepy and hard to wake for feeds?',
    '4. DIAPERS: How many wet diapers and stools in the last 24 hours?',
    '5. BREATHING: Any fast breathing, color change or sweating during feeds?',
    '6. VOMITING: Any vomiting? Forceful? Green?',
    '7. TEMPERATURE: Has a rectal temperature been taken? What was it?',
    '8. WEIGHT: When was your baby last weighed? Back to birth weight?',
  ].join('\n'),
  references: [
    SCHMITT_PROTOCOLS,
    {
      title: 'Policy Statement: Breastfeeding and the Use of Human Milk',
      author: 'Meek JY, Noble L; Section on Breastfeeding',
      source: 'Pediatrics. 2022;150(1):e2022057988',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'fever-newborn', text: 'The baby has a fever or a low temperature' },
    { protocol: 'spitting-up', text: 'Spitting up after feeds is the main concern' },
    { protocol: 'vomiting', text: 'The baby is vomiting forcefully' },
    { protocol: 'jaundice-newborn', text: 'The baby looks yellow' },
    { protocol: 'crying-baby', text: 'Crying is the main concern' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        LIFE_THREATENING_SCREEN,
        {
          text: 'Too <b>sleepy to feed</b> or hard to wake for feeds',
          reason:
            'R/O: Sepsis, hypoglycemia, dehydration\nREASON: A young baby who is too sleepy to feed may be seriously ill.\nNOTE: A baby who is awake and alert but has refused 2 or more feeds in a row is asked below (see now).',
        },
        {
          text: '<b>Not breathing</b>, pauses in breathing, <b>bluish or gray</b> lips or face, or skin pale, mottled (blotchy) and unusually cold to touch',
          reason:
            'R/O: Apnea, congenital heart disease, sepsis\nREASON: Respiratory failure or cyanosis needs emergency care.\nFIRST AID: Start infant CPR if not breathing.',
        },
        {
          text: 'Very hard to wake, <b>very weak and floppy</b> or barely moving, or not responding normally',
          reason:
            'R/O: Sepsis, hypoglycemia, metabolic disease\nREASON: A markedly decreased level of alertness needs emergency care.',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        INFANT_FEVER_SCREEN,
        {
          text: 'Signs of <b>dehydration</b>: no wet diaper in 6 hours or more, dark urine, dry mouth, or a sunken soft spot',
          reason: 'R/O: Dehydration\nREASON: Young babies become dehydrated quickly.',
        },
        {
          text: 'Breathing <b>fast</b>, or <b>sweating</b> or turning pale or blue during feeds',
          reason:
            'R/O: Congenital heart disease, respiratory infection\nREASON: Heart failure in babies shows as tiring and sweating with feeds.',
        },
        {
          text: 'A <b>weak or high-pitched cry</b> that is different from usual, or crying nonstop for 2 hours or more that nothing settles (not cuddling, not feeding)',
          reason:
            'R/O: Sepsis, meningitis, raised intracranial pressure, intussusception\nREASON: A weak, high-pitched or continuous cry in a baby younger than 3 months is a red sign (Oxfordshire Healthier Together, Fever in babies younger than 3 months: go to A&E); Crying Baby asks it at the same level.',
          smap: 'crying-baby',
        },
        {
          text: '<b>Green</b> (bile-colored) vomit',
          reason:
            'R/O: Malrotation with volvulus\nREASON: Bilious vomiting in a baby can mean a twisted bowel, a surgical emergency.',
          smap: 'vomiting',
        },
        {
          text: 'Low temperature: rectal temperature 97.4 °F (36.3 °C) or lower that does not come up after 30 minutes of warming',
          reason: 'R/O: Sepsis, hypothermia\nREASON: A low temperature in a young baby can be a sign of infection.',
          smap: 'fever-newborn',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: '<b>Forceful</b> (projectile) vomiting after feeds, more than once',
          reason:
            'R/O: Pyloric stenosis\nREASON: Pyloric stenosis usually starts at 2 to 8 weeks and leads to dehydration.',
          advice: ['enough', 'callback'],
          smap: 'vomiting',
        },
        {
          text: 'Has <b>refused 2 or more feeds in a row</b>, and is awake and alert',
          reason:
            'R/O: Infection, dehydration, a feeding or breathing problem\nREASON: A young baby who refuses feeds may be ill and needs an examination within hours. Public pages give a visit now, not an ambulance: Seattle Children’s (Newborn illness, how to recognize: poor feeding or a sudden change in feeding, call the doctor or seek care now), Winnie Palmer Hospital (Sick baby: refusing several feeds in a row, call the doctor), OC Children’s (Formula feeding: drinking very little for 8 hours or more, call now); NICE NG143 lists poor feeding in infants as amber. Crying Baby and Fever in babies younger than 3 months ask it at the same level (issue 31: it was 911 here).\nNOTE: Too sleepy to feed or hard to wake for feeds is asked above (911); no wet diaper in 6 hours or more above (ED).',
        },
        {
          text: '<b>Fewer wet diapers</b> than usual or than expected for age (fewer than 6 heavy wet diapers a day after day 5), with a wet diaper in the past 6 hours',
          reason:
            'R/O: Insufficient milk intake, dehydration\nREASON: Fewer wet diapers in a baby younger than 3 months is an amber sign: an examination and a weight check within hours (NHS GGC Royal Hospital for Children, Fever in babies younger than 3 months: fewer wet nappies, get help urgently; https://rightdecisions.scot.nhs.uk/rhcg/royal-hospital-for-children-for-patients-carers-visitors/about-your-childs-health-information-resources/newborns-and-infants/concerned-your-baby-is-unwell-newborns-and-babies-less-than-3-months/fever-high-temperature-babies-aged-under-3-months). Fever in babies younger than 3 months asks it at the same level, as every protocol asks mild to moderate dehydration (issue 31: it was a visit today here and the ED there).\nNOTE: No wet diaper in 6 hours or more, dark urine, a dry mouth or a sunken soft spot is asked above (the ED).',
          advice: ['enough', 'breast', 'callback'],
        },
        {
          text: 'Taking <b>less than half</b> the usual amount at feeds, or drinking very little for <b>8 hours or more</b>',
          reason:
            'R/O: Infection, dehydration, a feeding or breathing problem\nREASON: Poor feeding in a young baby needs an examination now (Oxfordshire Healthier Together: less than half the usual feeds, call the GP or 111; OC Children’s, Formula feeding: drinking very little for 8 hours or more, call now). Refusing 2 or more feeds in a row is asked above.',
          advice: ['enough', 'callback'],
        },
        {
          text: 'Baby <b>younger than 1 month</b> who is acting differently from usual in any other way, and the parent feels something is wrong',
          reason:
            'R/O: Early sepsis, heart or metabolic disease\nREASON: Illness in the first month can show only as a change in behavior (OC Children’s, Formula feeding: a baby younger than 1 month acting abnormal in any way, call now). A parent with normal feeding questions about a baby who is acting as usual is answered below.',
          advice: ['enough', 'callback'],
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['callback']),
        {
          text: 'A breastfed baby <b>younger than 1 month</b> (5 days or older) with fewer than 3 stools a day, and the expected wet diapers',
          reason:
            'R/O: Insufficient milk intake\nREASON: Too little intake needs a weight check and feeding review today (East Lancashire Hospitals NHS Trust, Early breastfeeding days: fewer wet and dirty nappies than expected, tell the midwife).\nNOTE: Fewer wet diapers than expected is asked above (see now).',
          advice: ['enough', 'breast', 'callback'],
        },
        {
          text: '<b>Not back to birth weight</b> by 2 weeks, losing weight after day 5, or does not seem to be gaining weight',
          reason: 'R/O: Poor weight gain\nREASON: Poor weight gain needs a feeding assessment.',
          advice: ['enough', 'breast', 'bottle', 'callback'],
        },
        {
          text: '<b>Feeding not going well</b>, any of these:<ul><li>breastfed fewer than 8 times in 24 hours</li><li>feeds that are always very short, or take 45 minutes or more</li><li>weak suck or poor latch, or keeps coming on and off the breast</li><li>the parent is not sure the baby is swallowing milk</li><li>younger than 1 week and the mother’s milk is not yet in</li></ul>',
          reason:
            'R/O: Breastfeeding difficulty, weak suck from illness, risk of dehydration and jaundice\nREASON: Early help protects the baby and the milk supply (East Lancashire Hospitals NHS Trust, Early breastfeeding days: share these with the midwife; St. Louis Children’s advice: call the doctor for a weak suck, poor latch or feeds of 45 minutes or more).',
          advice: ['breast', 'enough', 'callback'],
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Ongoing breastfeeding problems: <b>painful latch</b>, sore, cracked or pinched-looking nipples after feeds, or worry about milk supply, and the baby has enough wet diapers',
          reason:
            'R/O: Latch problem, tongue tie, low supply\nREASON: A lactation consultant or provider visit can fix most problems.',
          advice: ['breast', 'enough', 'callback'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Normal feeding questions (how much, how often, cluster feeding, growth spurt), and the baby is alert, feeding and has enough wet diapers',
          reason: 'R/O: Normal newborn feeding\nREASON: Reassurance and advice are all that is needed.',
          advice: ['enough', 'breast', 'bottle', 'callback'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Feeding Your Baby',
      topics: [
        {
          key: 'enough',
          title: 'Is My Baby Getting Enough?',
          nuggets: [
            'Newborns feed 8 to 12 times in 24 hours, every 2 to 3 hours, sometimes more often in the evening.',
            'By day 5, expect 6 or more wet diapers a day, and for breastfed babies 3 or more yellow stools a day.',
            'A baby who is alert, feeds eagerly and seems content after feeds is usually getting enough.',
            'Babies should be back to birth weight by 2 weeks and then gain about 1 ounce (30 g) a day.',
          ],
        },
        {
          key: 'breast',
          title: 'Breastfeeding Tips',
          nuggets: [
            'Feed on demand; wake a sleepy newborn to feed if 3 hours have passed during the day.',
            'A deep latch takes in much of the dark area around the nipple, and the baby’s lips turn outward. Feeding should not hurt after the first few sucks.',
            'Offer both breasts at each feed. Skin-to-skin contact helps feeding and milk supply.',
            'A lactation consultant can help with latch, pain and supply.',
          ],
        },
        {
          key: 'bottle',
          title: 'Bottle Feeding',
          nuggets: [
            'Most newborns take 1 to 3 ounces (30 to 90 mL) per feed in the first weeks, increasing to 4 to 5 ounces (120 to 150 mL) by 2 months.',
            'Mix formula exactly as the label says: never add extra water.',
            'Hold your baby fairly upright and let your baby set the pace; do not prop the bottle.',
            'Do not give water, juice or cereal in the bottle to a baby this young.',
          ],
        },
        {
          key: 'callback',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Your baby is too sleepy to feed, or misses 2 feeds in a row',
            'No wet diaper in 6 hours, or dark urine',
            'Any fever of 100 °F (37.8 °C) or higher (rectal), or a low temperature',
            'Green or forceful vomiting',
            'Fast breathing, or color change with feeds',
            SEEN_OR_WORSE_NUGGET,
          ],
        },
      ],
    },
  ],
});
