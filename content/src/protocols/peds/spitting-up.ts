import { defineProtocol } from '../../source/define-protocol.ts';
import { unclearSymptom } from '../shared/findings.ts';
import {
  INFANT_FEVER_SCREEN,
  LIFE_THREATENING_SCREEN,
  SCHMITT_PROTOCOLS,
  SEEN_OR_WORSE_NUGGET,
} from './common/shared.ts';

export default defineProtocol({
  slug: 'spitting-up',
  sourceProtocolId: 343,
  audience: 'peds',
  title: 'Spitting Up (Reflux) in Babies',
  keywords: [
    'spitting up',
    'spit up',
    'spits up',
    'spitting up a lot',
    'spit up after feeding',
    'spitup',
    'spiting up',
    'reflux',
    'acid reflux baby',
    'refluks',
    'gerd baby',
    'gastroesophageal reflux',
    'milk coming out nose',
    'posseting',
    'happy spitter',
    'curdled milk',
    'spit up through nose',
    'baby throws up after every feed',
    'wet burps',
    'arching after feeds',
  ],
  definition:
    '<p>Effortless bringing up of milk or formula (spitting up) during or after feeds in a baby younger than 12 months. Not forceful vomiting.</p>',
  background:
    '<p>Spitting up is normal: about half of babies spit up several times a day in the first months, because the valve at the top of the stomach is still immature. It peaks at about 4 months and is gone in most babies by 12 months. The amount often looks bigger than it is. A baby who spits up but is gaining weight and is happy (“happy spitter”) needs no tests or medicine.</p>' +
    '<p>Spitting up needs attention when the baby is not gaining weight, refuses feeds or cries with pain at every feed, chokes or turns blue, or when the vomiting is forceful, green or bloody. Forceful (projectile) vomiting in a baby 2 to 8 weeks old can be pyloric stenosis. Green vomit can mean a twisted bowel and is an emergency.</p>',
  initialAssessment: [
    '1. AGE: How old is your baby?',
    '2. AMOUNT AND FORCE: How much comes up? Does it dribble out, or shoot out forcefully?',
    '3. COLOR: What color is it: milk, green, bloody, or like coffee grounds?',
    '4. FEEDING AND WEIGHT: Is your baby feeding well? Gaining weight? How many wet diapers a day?',
    '5. BEHAVIOR: Is your baby happy between feeds, or crying with pain at feeds?',
    '6. BREATHING: Any choking, coughing, pauses in breathing or color change with spitting up?',
    '7. FEVER: Is there a fever (rectal)?',
  ].join('\n'),
  references: [
    SCHMITT_PROTOCOLS,
    {
      title:
        'Pediatric Gastroesophageal Reflux Clinical Practice Guidelines: Joint Recommendations of NASPGHAN and ESPGHAN',
      author: 'Rosen R, Vandenplas Y, Singendonk M, et al.',
      source: 'Journal of Pediatric Gastroenterology and Nutrition. 2018;66(3):516-554',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'vomiting', text: 'Forceful vomiting, or vomiting with diarrhea' },
    { protocol: 'fever-newborn', text: 'A baby younger than 3 months with a fever' },
    { protocol: 'newborn-feeding', text: 'Feeding is the main concern and there is little spitting up' },
    { protocol: 'crying-baby', text: 'Crying is the main concern' },
    { protocol: 'blood-in-stool', text: 'Blood in the stool' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        LIFE_THREATENING_SCREEN,
        {
          text: 'Stopped breathing, or turned <b>blue or limp</b> with spitting up or choking, and is not back to normal',
          reason:
            'R/O: Brief resolved unexplained event with ongoing compromise, aspiration\nREASON: A baby who is still not normal after such an event needs emergency care.\nFIRST AID: Start infant CPR if not breathing.',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        INFANT_FEVER_SCREEN,
        {
          text: '<b>Green</b> (bile-colored) vomit',
          reason:
            'R/O: Malrotation with volvulus\nREASON: Bilious vomiting in a baby can mean a twisted bowel, a surgical emergency.',
        },
        {
          text: 'Had an episode of choking with trouble breathing, or turning <b>blue, limp or not breathing</b>, with spitting up, now back to normal',
          reason:
            'R/O: Brief resolved unexplained event (BRUE), apnea\nREASON: These events need an urgent assessment even when the baby seems well afterward.',
        },
        {
          text: '<b>Blood</b> or coffee-ground material in the spit-up (not from a cracked nipple)',
          reason:
            'R/O: Upper gastrointestinal bleeding\nREASON: Bloody vomit in a baby needs urgent assessment.\nNOTE: Swallowed blood from a breastfeeding mother’s cracked nipple is a common harmless cause.',
        },
        {
          text: 'Signs of <b>dehydration</b>: no wet diaper in 6 hours or more, dry mouth, sunken soft spot',
          reason: 'R/O: Dehydration\nREASON: Young babies become dehydrated quickly.',
        },
        {
          text: '<b>Swollen</b>, hard or tender belly with the spitting up',
          reason:
            'R/O: Bowel obstruction, malrotation, necrotizing enterocolitis\nREASON: Vomiting with a swollen or tender belly in a baby can be a blocked bowel (nidirect, Reflux in babies: a swollen or tender tummy needs a doctor); Constipation asks vomiting with a swollen, hard belly at the same level.',
        },
        {
          text: 'Breathing fast or <b>working hard to breathe</b>, or wheezing, after spitting up',
          reason:
            'R/O: Aspiration of milk, pneumonia\nREASON: Trouble breathing with spitting up may mean milk went into the lungs (eMedicineHealth, Spitting up in infants: call the doctor for difficulty breathing).',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: '<b>Forceful</b> (projectile) vomiting after feeds in a baby <b>younger than 3 months</b>, more than once',
          reason:
            'R/O: Pyloric stenosis\nREASON: Pyloric stenosis usually starts at 2 to 8 weeks and leads to dehydration.',
          advice: ['feeding-tips', 'callback'],
          smap: 'vomiting',
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['callback']),
        {
          text: '<b>Not gaining weight</b> or losing weight, or refusing feeds because of spitting up',
          reason:
            'R/O: GERD with poor weight gain, cow’s milk protein allergy\nREASON: Poor weight gain needs an assessment.',
          advice: ['feeding-tips', 'callback'],
        },
        {
          text: 'At most feeds, any of these:<ul><li>cries with <b>pain</b> during or after the feed</li><li>arches the back or draws the legs up to the tummy</li><li>coughs or gags while feeding</li></ul>',
          reason:
            'R/O: Gastroesophageal reflux disease, milk protein allergy, aspiration\nREASON: Painful reflux may need feeding changes or treatment (nidirect, Reflux in babies: contact the health visitor or GP for coughing or gagging, excessive crying, or arching the back at feeds).',
          advice: ['feeding-tips', 'callback'],
          videoVisitEligible: true,
        },
        {
          text: 'Spitting up <b>and</b> any of these:<ul><li>age 3 months or older with a fever of 100 °F (37.8 °C) or higher</li><li>diarrhea</li><li>much fussier than usual and hard to settle</li></ul>',
          reason:
            'R/O: Infection (urine, ear, gut), milk protein allergy\nREASON: Spitting up with signs of illness is not simple reflux (eMedicineHealth, Spitting up in infants: call the doctor for fever, diarrhea or unusual fussiness). A fever younger than 3 months is asked above.',
          advice: ['feeding-tips', 'callback'],
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Spitting up that <b>starts</b> or gets worse after 6 months of age, still spitting up a lot at 12 months, or not better after 2 weeks of feeding changes (upright feeds, burping, smaller feeds)',
          reason:
            'R/O: Persistent reflux, another cause of vomiting\nREASON: Spitting up should lessen after 6 months (nidirect, Reflux in babies: contact the GP for reflux starting after 6 months or lasting beyond 1 year; Frimley Healthier Together: contact the GP surgery when feeding changes have not helped).',
          advice: ['feeding-tips', 'callback'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Normal spitting up: milk dribbles out during or after feeds, baby is happy, feeding well and gaining weight (sneezing and hiccups are normal too)',
          reason:
            'R/O: Physiologic reflux\nREASON: Spitting up in a happy, growing baby is normal and goes away with time.',
          advice: ['reassure', 'feeding-tips', 'callback'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Spitting Up Care',
      topics: [
        {
          key: 'reassure',
          title: 'Spitting Up Is Normal',
          nuggets: [
            'Most babies spit up some milk after feeds. It does not hurt them and does not slow growth.',
            'It is usually worst at about 4 months and gone by 12 months.',
            'Milk coming out of the nose is normal too; wipe it away.',
          ],
        },
        {
          key: 'feeding-tips',
          title: 'Feeding Tips',
          nuggets: [
            'Give smaller feeds more often, and do not overfeed.',
            'Burp your baby during and after feeds.',
            'Hold your baby upright for 20 to 30 minutes after feeds, and avoid tight diapers and pressure on the belly.',
            'Always put your baby to sleep on the back, even with reflux. Do not raise the head of the crib or use wedges.',
            'Do not change formula or start medicine unless your provider advises it.',
          ],
        },
        {
          key: 'callback',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Green, bloody or forceful vomiting',
            'Choking or turning blue with spitting up',
            'Any fever of 100 °F (37.8 °C) or higher (rectal) in a baby younger than 3 months',
            'Fewer wet diapers, or not gaining weight',
            SEEN_OR_WORSE_NUGGET,
          ],
        },
      ],
    },
  ],
});
