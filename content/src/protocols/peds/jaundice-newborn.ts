import { defineProtocol } from '../../source/define-protocol.ts';
import { unclearSymptom } from '../shared/findings.ts';
import {
  INFANT_FEVER_SCREEN,
  LIFE_THREATENING_SCREEN,
  SCHMITT_PROTOCOLS,
  SEEN_OR_WORSE_NUGGET,
} from './common/shared.ts';

export default defineProtocol({
  slug: 'jaundice-newborn',
  sourceProtocolId: 340,
  audience: 'peds',
  title: 'Jaundice (Newborn)',
  keywords: [
    'jaundice',
    'jaundise',
    'jaundiced',
    'jaundace',
    'yellow baby',
    'baby looks yellow',
    'yellow skin',
    'yellow eyes',
    'whites of eyes yellow',
    'newborn yellow',
    'bilirubin',
    'billirubin',
    'bili',
    'bili lights',
    'bili blanket',
    'phototherapy',
    'breast milk jaundice',
    'orange baby',
    'pale poop',
    'white poop baby',
    'clay colored stool',
  ],
  definition:
    '<p>Yellow color of the skin or the whites of the eyes in a baby younger than 1 month old (or jaundice that began in the first month and is still present).</p>',
  background:
    '<p>Jaundice is very common in the first week of life: bilirubin builds up because a newborn’s liver is not yet fully working. It usually appears on day 2 to 4, starts on the face and spreads down the body as the level rises, and goes away within 2 weeks (up to 3 weeks in breastfed babies). Frequent feeding (8 to 12 times a day) helps clear it.</p>' +
    '<p>Very high bilirubin can damage the brain (kernicterus). Babies at higher risk are those born before 38 weeks, those with jaundice in the first 24 hours of life, bruising from birth, a sibling who needed light treatment, or poor feeding. Warning signs of a dangerous level are a baby who is very sleepy and hard to wake, not feeding, floppy or stiff, arching the back, or crying with a high pitch, and yellow skin reaching the legs or soles.</p>' +
    '<p>Pale (white, gray or clay-colored) stools or dark urine with jaundice can mean a blockage of the bile ducts (biliary atresia), which needs surgery within weeks of birth. Jaundice that lasts 2 weeks or more (3 weeks if breastfed) needs a blood test.</p>',
  initialAssessment: [
    '1. AGE: How old is your baby in days? Born early?',
    '2. EXTENT: Where is the yellow color: eyes, face, chest, belly, legs, soles? (Press the skin with a finger in daylight and look at the color as it fades.)',
    '3. ONSET: When did the yellow color first appear? Was it in the first 24 hours of life?',
    '4. BEHAVIOR: Is your baby alert when awake, or very sleepy and hard to wake? Any high-pitched cry, arching, floppiness?',
    '5. FEEDING: Breast or bottle? How many feeds a day? How well?',
    '6. DIAPERS: How many wet diapers and stools in 24 hours? What color are the stools?',
    '7. FEVER: Is there a fever (rectal)?',
    '8. TESTS: Has a bilirubin level been checked since birth? Any light treatment? When is the next check?',
    '9. SEVERITY: How much does it stop your child doing usual things?',
    '- MILD: plays, eats and sleeps as usual',
    '- MODERATE: stops some play or wakes your child from sleep, still drinks',
    '- SEVERE: cannot play or do anything, cries when moved or touched, or will not drink',
  ].join('\n'),
  references: [
    SCHMITT_PROTOCOLS,
    {
      title:
        'Clinical Practice Guideline Revision: Management of Hyperbilirubinemia in the Newborn Infant 35 or More Weeks of Gestation',
      author: 'Kemper AR, Newman TB, Slaughter JL, et al.',
      source: 'Pediatrics. 2022;150(3):e2022058859',
    },
    {
      title: 'Jaundice in newborn babies under 28 days (NICE clinical guideline CG98)',
      author: 'National Institute for Health and Care Excellence',
      source: 'NICE, 2010',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'fever-newborn', text: 'A baby younger than 3 months with a fever' },
    { protocol: 'newborn-feeding', text: 'Feeding is the main concern and the baby is not yellow' },
    { protocol: 'crying-baby', text: 'Crying is the main concern' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        LIFE_THREATENING_SCREEN,
        {
          text: '<b>Sleepy and hard to wake</b> for feeds or sleepier than usual, feeding poorly, irritable, does not startle at a loud noise, or a high-pitched cry, with jaundice',
          reason:
            'R/O: Severe hyperbilirubinemia, sepsis\nREASON: These signs suggest a high bilirubin level or infection.',
        },
        {
          text: '<b>Very hard to wake</b>, not responding, very floppy, pauses in breathing, rhythmic jerking of the arms or legs, or stiff with the back and neck <b>arching</b> backward',
          reason:
            'R/O: Acute bilirubin encephalopathy, sepsis\nREASON: These are signs of brain effects from very high bilirubin or of serious infection.',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        INFANT_FEVER_SCREEN,
        {
          text: 'Yellow color appeared in the <b>first 24 hours</b> of life',
          reason: 'R/O: Hemolytic disease of the newborn\nREASON: Early jaundice is never normal and can rise quickly.',
        },
        {
          text: 'Yellow color reaches the <b>legs or soles</b> of the feet, or the skin looks orange',
          reason:
            'R/O: High bilirubin level\nREASON: Spread of jaundice to the legs suggests a level that may need treatment.',
        },
        {
          text: 'Signs of <b>dehydration</b>: no wet diaper in 8 hours or more, fewer than 4 wet diapers in 24 hours (after day 4), or a dry mouth',
          reason:
            'R/O: Poor feeding with dehydration\nREASON: Poor intake raises bilirubin and needs urgent assessment.',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: 'Yellow color spreading to the <b>chest or belly</b> or getting worse quickly, a baby who looks very pale as well as yellow, or a baby born <b>before 37 weeks</b> with any jaundice',
          reason: 'R/O: Rising bilirubin, higher-risk infant\nREASON: A bilirubin level is needed today.',
          advice: ['feeding', 'callback'],
        },
        {
          text: '<b>Pale</b> (white, gray or clay-colored) stools or <b>dark</b> urine, with jaundice',
          reason:
            'R/O: Biliary atresia, other cholestasis\nREASON: Biliary atresia needs diagnosis and surgery as early as possible.',
          advice: ['stool-color', 'callback'],
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['callback']),
        {
          text: 'Yellow face or eyes and the jaundice has <b>not been checked</b> by a provider since leaving the hospital',
          reason:
            'R/O: Physiologic or breast milk jaundice needing a level\nREASON: A first check of the bilirubin level is needed.',
          advice: ['feeding', 'stool-color', 'callback'],
        },
        {
          text: 'Still yellow <b>2 weeks or more</b> after birth (<b>3 weeks or more</b> if born before 37 weeks)',
          reason:
            'R/O: Prolonged jaundice, cholestasis, hypothyroidism\nREASON: Prolonged jaundice needs blood tests to find the cause.',
          advice: ['feeding', 'stool-color', 'callback'],
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Mild yellow color of the face or eyes only, baby feeding well and alert when awake, and a provider has <b>already checked</b> the jaundice and planned follow-up',
          reason:
            'R/O: Physiologic jaundice\nREASON: Mild jaundice that is already being followed needs good feeding and watching.',
          advice: ['feeding', 'stool-color', 'callback'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Newborn Jaundice Care',
      topics: [
        {
          key: 'feeding',
          title: 'Feed Often',
          nuggets: [
            'Breastfeed 8 to 12 times every 24 hours, or give formula every 2 to 3 hours. Wake your baby for feeds if needed.',
            'Do not give water or sugar water; they do not help jaundice.',
            'By day 5, expect 6 or more wet diapers and 3 or more yellow stools a day.',
            'Putting your baby in sunlight at home is not a safe treatment for jaundice.',
          ],
        },
        {
          key: 'stool-color',
          title: 'Check the Stool Color',
          nuggets: [
            'Normal stools are yellow, green or brown.',
            'Call at once if stools are pale yellow, white, gray or clay-colored, or the urine is dark.',
          ],
        },
        {
          key: 'callback',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Your baby is very sleepy, hard to wake, floppy, or feeding poorly',
            'The yellow color spreads to the belly, legs or soles',
            'Any fever of 100 °F (37.8 °C) or higher (rectal)',
            'Pale stools or dark urine',
            'Still yellow at 2 weeks (3 weeks if breastfed)',
            SEEN_OR_WORSE_NUGGET,
          ],
        },
      ],
    },
  ],
});
