import { defineProtocol } from '../../source/define-protocol.ts';
import { unclearSymptom } from '../shared/findings.ts';
import {
  LIFE_THREATENING_SCREEN,
  PAIN_MEDICINE_NUGGET,
  SCHMITT_PROTOCOLS,
  SEEN_OR_WORSE_NUGGET,
} from './common/shared.ts';

export default defineProtocol({
  slug: 'toothache',
  sourceProtocolId: 329,
  audience: 'peds',
  title: 'Toothache and Teething',
  keywords: [
    'toothache',
    'tooth ache',
    'tooth hurts',
    'teeth hurt',
    'tooth pain',
    'toothace',
    'cavity',
    'cavities',
    'rotten tooth',
    'tooth abscess',
    'abcess tooth',
    'gum boil',
    'swollen gum',
    'swollen face tooth',
    'swollen cheek',
    'sore gums',
    'teething',
    'teething pain',
    'cutting teeth',
    'new tooth coming in',
    'molars coming in',
    'drooling and chewing',
    'wisdom teeth',
    'braces pain',
    'mouth sores',
    'canker sore',
  ],
  definition:
    '<p>Pain in or around a tooth or the gums without an injury, including pain from teething in babies and toddlers.</p>',
  background:
    '<p>Most toothaches in children are caused by a cavity (tooth decay), food stuck between the teeth, a new adult tooth coming in, or braces. A cavity that reaches the nerve can form an abscess: a pocket of pus at the root, which may cause a swollen gum (“gum boil”) or a swollen face. A tooth abscess needs a dentist and often an antibiotic; a swollen face with fever, trouble swallowing or swelling spreading to the eye or neck can be a dangerous spreading infection.</p>' +
    '<p><b>Teething</b> causes drooling, chewing on things and mild gum soreness, usually between 6 months and 2 years of age. Teething does not cause a fever of 100 °F (37.8 °C) or higher, diarrhea, a rash or bad crying: these mean another illness and should be triaged on their own. Teething gels with benzocaine and teething tablets or necklaces should not be used.</p>',
  initialAssessment: [
    '1. LOCATION: Which tooth or area hurts?',
    '2. SEVERITY: How bad is the pain? Does it keep your child awake?',
    '- MILD: plays, eats and sleeps as usual',
    '- MODERATE: stops some play or wakes your child from sleep, still drinks',
    '- SEVERE: cannot play or do anything, cries when moved or touched, or will not drink',
    '3. SWELLING: Is the gum or face swollen? Is the swelling spreading toward the eye or neck?',
    '4. FEVER: Is there a fever? How high?',
    '5. SWALLOWING: Any trouble swallowing, opening the mouth or breathing?',
    '6. CAUSE: Any injury? Known cavities, new teeth coming in, or braces?',
    '7. AGE: How old is your child? (Teething in babies and toddlers)',
  ].join('\n'),
  references: [
    SCHMITT_PROTOCOLS,
    {
      title:
        'FDA Drug Safety Communication: Risk of serious and potentially fatal blood disorder prompts FDA action on oral over-the-counter benzocaine products used for teething and mouth pain',
      author: 'U.S. Food and Drug Administration',
      source: 'U.S. Food and Drug Administration, 2018',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'mouth-tooth-injury', text: 'Tooth or mouth pain after an injury' },
    { protocol: 'sore-throat', text: 'Pain is in the throat rather than the teeth' },
    { protocol: 'fever-3-months-or-older', text: 'A teething baby has a fever (teething does not cause fever)' },
    { protocol: 'crying-baby', text: 'A baby is crying a lot and cannot be comforted' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        LIFE_THREATENING_SCREEN,
        {
          text: '<b>Trouble breathing</b> or speaking, or drooling and unable to swallow, with a swollen face, jaw or neck',
          reason:
            'R/O: Ludwig angina, deep neck infection\nREASON: A spreading dental infection under the tongue and in the neck can block the airway.',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: 'Age <b>younger than 3 months</b> with a fever of 100 °F (37.8 °C) or higher (teething does not cause fever)',
          reason:
            'R/O: Serious bacterial infection\nREASON: Any fever in a baby younger than 3 months needs an examination right away.',
          smap: 'fever-newborn',
        },
        {
          text: '<b>Swollen face</b> or jaw with a <b>fever</b>, or swelling spreading toward the <b>eye</b> or down the neck',
          reason:
            'R/O: Facial cellulitis from a dental abscess\nREASON: A spreading dental infection may need antibiotics by vein and drainage.',
        },
        {
          text: 'Cannot open the mouth normally, or cannot swallow fluids, with tooth or jaw pain',
          reason:
            'R/O: Deep space infection of the face or neck\nREASON: Trismus and painful swallowing are signs of a deep infection.',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: 'Toothache with a <b>fever</b>, or your child with a toothache <b>seems unwell</b> (not drinking, not playing, hard to settle)',
          reason:
            'R/O: Dental abscess with spreading infection\nREASON: A fever or a child who seems unwell with a toothache can mean the infection is spreading beyond the tooth and needs antibiotics the same day.\nNOTE: A swollen face or jaw with a fever is the ED (asked above).',
          advice: ['tooth-pain', 'callback'],
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['callback']),
        {
          text: '<b>Swollen or red gum</b>, a pimple or lump on the gum, pain on biting, or a bad taste in the mouth, with a painful tooth that is already in (not a gum where a new tooth is coming through), or a mildly swollen cheek without fever',
          reason:
            'R/O: Dental abscess\nREASON: An abscess needs a dentist within 24 hours and may need an antibiotic.\nNOTE: Refer to a dentist; follow practice policy if no dentist is available.',
          advice: ['tooth-pain', 'callback'],
        },
        {
          text: '<b>Severe toothache</b>: cannot sleep, eat or play because of the pain, whether or not pain medicine has been given',
          reason:
            'R/O: Pulpitis, abscess\nREASON: Severe dental pain needs a dentist soon. Severity is enough on its own (issue 31).\nNOTE: Refer to a dentist.',
          advice: ['tooth-pain', 'callback'],
        },
        {
          text: 'Pain medicine (acetaminophen or ibuprofen at the right dose) <b>does not ease</b> the toothache',
          reason:
            'R/O: Pulpitis, abscess\nREASON: Tooth pain that pain medicine does not ease needs a dentist soon, however bad it is.\nNOTE: Refer to a dentist.',
          advice: ['tooth-pain', 'callback'],
        },
        {
          text: 'Toothache that has lasted <b>24 hours or more</b>, or a dark spot or hole (cavity) in the painful tooth',
          reason:
            'R/O: Dental caries, pulpitis\nREASON: A toothache that lasts a day or more, or a painful tooth with a cavity, needs a dentist within 24 hours.\nNOTE: Refer to a dentist; give the care advice while waiting for the appointment.',
          advice: ['tooth-pain', 'prevention', 'callback'],
        },
        {
          text: 'A <b>lump, swelling or patch</b> inside the mouth that is getting bigger, or has lasted 2 weeks or more',
          reason:
            'R/O: Mucocele, abscess, oral lesion needing a diagnosis\nREASON: A growing or lasting lump or patch in the mouth needs a dentist or doctor to look at it.',
          advice: ['tooth-pain', 'callback'],
        },
        {
          text: 'Baby or toddler thought to be teething who <b>seems unwell</b> (not feeding or drinking well, not playing, hard to settle, or behaving unusually)',
          reason:
            'R/O: Illness other than teething (ear infection, viral illness, urinary infection)\nREASON: Teething causes only mild gum soreness and drooling; a baby who seems unwell probably has another illness.\nNOTE: A fever is not from teething: use the Fever protocol.',
          advice: ['teething', 'callback'],
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'A <b>possible cavity</b> (a dark spot or hole in a tooth) that does not hurt, or brief twinges with cold or sweet foods that stop within seconds',
          reason:
            'R/O: Dental caries, sensitive teeth\nREASON: Cavities need a dentist within a few days before they reach the nerve.\nNOTE: Refer to a dentist.',
          advice: ['tooth-pain', 'prevention', 'callback'],
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Baby or toddler with <b>teething</b> symptoms (drooling, chewing, mild gum soreness) and no fever',
          reason: 'R/O: Teething\nREASON: Teething is normal and needs only comfort measures.',
          advice: ['teething', 'callback'],
        },
        {
          text: 'Mild pain from a <b>new tooth coming in</b>, food stuck between teeth, braces, or a small mouth sore, without swelling',
          reason: 'REASON: These causes of mild tooth or gum pain can be managed at home.',
          advice: ['tooth-pain', 'prevention', 'callback'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Tooth and Gum Pain',
      topics: [
        {
          key: 'tooth-pain',
          title: 'Toothache',
          nuggets: [
            'Floss and brush around the sore tooth to remove stuck food, then rinse with warm salt water (1/2 teaspoon of salt in a cup of water).',
            PAIN_MEDICINE_NUGGET,
            'A cold pack on the cheek for 20 minutes can help.',
            'Do not put aspirin or pain medicine directly on the gum.',
          ],
        },
        {
          key: 'teething',
          title: 'Teething',
          nuggets: [
            'Rub the gum with a clean finger for 2 minutes, or give a cold (not frozen) teething ring or wet washcloth to chew.',
            'Wipe drool from the face often to prevent a rash.',
            'Do not use teething gels with benzocaine, homeopathic teething tablets, or amber teething necklaces: they can be dangerous.',
            'For a baby 6 months or older who is very uncomfortable, acetaminophen or ibuprofen can be given at bedtime; give the dose for your child’s weight as directed on the label.',
            'Teething does not cause a fever of 100 °F (37.8 °C) or higher, diarrhea or a rash. If these happen, call back.',
          ],
        },
        {
          key: 'prevention',
          title: 'Preventing Cavities',
          nuggets: [
            'Brush teeth twice a day with a fluoride toothpaste: a smear the size of a grain of rice for children younger than 3 years, a pea-sized amount from 3 years.',
            'Do not put a baby to bed with a bottle of milk or juice.',
            'Limit sweet drinks and sticky snacks, and see a dentist every 6 months.',
          ],
        },
        {
          key: 'callback',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'The face, gum or jaw becomes swollen',
            'Fever appears',
            'Trouble swallowing, opening the mouth or breathing',
            'Pain is not helped by pain medicine',
            SEEN_OR_WORSE_NUGGET,
          ],
        },
      ],
    },
  ],
});
