import { defineProtocol } from '../../source/define-protocol.ts';
import { unclearSymptom } from '../shared/findings.ts';
import {
  INFANT_FEVER_SCREEN,
  LIFE_THREATENING_SCREEN,
  SCHMITT_PROTOCOLS,
  SEEN_OR_WORSE_NUGGET,
} from './common/shared.ts';

export default defineProtocol({
  slug: 'umbilical-cord',
  sourceProtocolId: 342,
  audience: 'peds',
  title: 'Umbilical Cord and Belly Button (Newborn)',
  keywords: [
    'umbilical cord',
    'umbilical',
    'umbilicle cord',
    'umbillical',
    'cord stump',
    'belly button',
    'bellybutton',
    'navel',
    'belly button bleeding',
    'cord bleeding',
    'cord smells',
    'smelly belly button',
    'oozing belly button',
    'belly button pus',
    'cord fell off',
    'cord not falling off',
    'red belly button',
    'belly button redness',
    'granuloma',
    'belly button lump',
    'umbilical hernia',
    'outie',
    'belly button sticking out',
  ],
  definition:
    '<p>Questions or problems with the umbilical cord stump or the belly button of a baby younger than 3 months: bleeding, discharge, odor, redness, a moist lump, a cord that has not fallen off, or a bulging belly button.</p>',
  background:
    '<p>The cord stump dries and falls off, usually 1 to 3 weeks after birth. Keeping it clean and dry (“dry cord care”) is all that is needed. A small amount of clear or slightly yellow sticky discharge, a mild odor and a few drops of blood when the cord comes off are normal.</p>' +
    '<p>Infection of the cord area (omphalitis) is rare but dangerous in newborns: redness spreading onto the belly skin around the navel, swelling, pus with a foul odor, fever or a baby who acts sick. A pink, moist lump after the cord falls off is an umbilical granuloma, treated in the office. A soft bulge of the belly button that gets bigger with crying is an umbilical hernia: common, harmless, and most close on their own by age 4 to 5 years; a hernia that becomes hard, tender and cannot be pushed back is an emergency.</p>',
  initialAssessment: [
    '1. AGE: How old is your baby in days or weeks?',
    '2. CORD: Has the cord fallen off? When?',
    '3. BLEEDING: Is it bleeding? How much? Does it stop with pressure?',
    '4. DISCHARGE: Any discharge or pus? Color? Bad odor?',
    '5. REDNESS: Is the skin around the belly button red? How far does the redness spread (measure in inches or cm)?',
    '6. FEVER AND BEHAVIOR: Any fever (rectal)? Is your baby feeding and acting normally?',
    '7. BULGE: Is there a bulge at the belly button? Soft, and can it be pushed back in?',
    '8. SEVERITY: How much does it stop your child doing usual things?',
    '- MILD: plays, eats and sleeps as usual',
    '- MODERATE: stops some play or wakes your child from sleep, still drinks',
    '- SEVERE: cannot play or do anything, cries when moved or touched, or will not drink',
  ].join('\n'),
  references: [
    SCHMITT_PROTOCOLS,
    {
      title: 'Umbilical Cord Care in the Newborn Infant (clinical report)',
      author: 'Stewart D, Benitz W; Committee on Fetus and Newborn',
      source: 'Pediatrics. 2016;138(3):e20162149',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'fever-newborn', text: 'A baby younger than 3 months with a fever' },
    { protocol: 'crying-baby', text: 'Crying is the main concern' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        LIFE_THREATENING_SCREEN,
        {
          text: 'Very hard to wake, <b>very floppy</b>, or cold, pale or mottled skin',
          reason: 'R/O: Sepsis from omphalitis\nREASON: A markedly decreased level of alertness needs emergency care.',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        INFANT_FEVER_SCREEN,
        {
          text: 'Redness spreading onto the <b>belly skin</b> around the navel (more than 1/2 inch or 12 mm), red streaks, or skin around the navel that is swollen, hard, warm or tender',
          reason:
            'R/O: Omphalitis, necrotizing fasciitis\nREASON: Cord infection can spread quickly into the belly wall and blood in newborns (eMedicineHealth, Umbilical cord care: redness, warmth, swelling or tenderness around the navel, go to the emergency department).',
        },
        {
          text: 'Bleeding from the cord that <b>will not stop</b> after 10 minutes of pressure, a spot of blood on the diaper or clothes 2 inches (5 cm) across or larger, or more than a few drops that keeps coming back',
          reason:
            'R/O: Vitamin K deficiency bleeding, clotting disorder\nREASON: Ongoing cord bleeding needs urgent assessment.',
        },
        {
          text: 'Belly button bulge that is <b>hard, tender</b>, red or discolored, or cannot be pushed back in; or a bulge with vomiting, a swollen belly, or crying that cannot be comforted',
          reason:
            'R/O: Incarcerated umbilical hernia\nREASON: A trapped hernia can cut off blood supply to the bowel (Nationwide Children’s, Umbilical hernia: marked swelling, color change, tenderness, vomiting or pain, go to the emergency room). Crying or vomiting is not needed when the bulge itself is hard, tender or discolored.',
        },
        {
          text: 'Baby acts <b>sick</b>: feeding poorly, very sleepy, or a low temperature, with any cord problem',
          reason: 'R/O: Sepsis\nREASON: Omphalitis can spread to the blood.',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: 'Baby <b>younger than 1 month</b> who is acting differently from usual in any other way, and the parent feels something is wrong',
          reason:
            'R/O: Early sepsis from the cord or elsewhere\nREASON: Illness in the first month can show only as a change in behavior (Seattle Children’s, Umbilical cord symptoms: call now if a baby younger than 1 month looks or acts abnormal in any way). Feeding Problems asks it at the same level.',
          advice: ['callback'],
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['callback']),
        {
          text: '<b>Pus</b> or cloudy discharge with a bad smell, a lot of any drainage (yellow-green, mucus, or clear fluid like urine), or redness only at the base of the stump',
          reason:
            'R/O: Early omphalitis, urachal or omphalomesenteric remnant\nREASON: Early cord infection needs an examination and possibly an antibiotic; a lot of drainage needs an examination within 24 hours (Seattle Children’s, Umbilical cord symptoms; Derbyshire Family Health Service, Care of the belly button: contact the GP).',
          advice: ['dry-care', 'callback'],
        },
        {
          text: '<b>Pimples, blisters or sores</b> on the skin around the navel',
          reason:
            'R/O: Staphylococcal skin infection, neonatal herpes\nREASON: Skin spots around the navel in a young baby need an examination within 24 hours (Seattle Children’s, Umbilical cord symptoms).',
          advice: ['dry-care', 'callback'],
        },
        {
          text: 'Small bleeds (a few drops) from the navel that keep coming back for <b>3 days or more</b>',
          reason:
            'R/O: Umbilical granuloma, clotting problem\nREASON: Bleeding that keeps coming back needs an examination within 24 hours (Seattle Children’s, Umbilical cord symptoms). A few drops as the cord separates are normal.',
          advice: ['dry-care', 'callback'],
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'A <b>pink, moist lump</b> in the belly button after the cord has fallen off, a navel still moist or oozing after <b>3 days</b> of dry care, or clear discharge lasting <b>2 weeks or more</b> after the cord fell off',
          reason:
            'R/O: Umbilical granuloma, urachal remnant\nREASON: A granuloma is treated in the office with silver nitrate.',
          advice: ['dry-care', 'callback'],
        },
        {
          text: 'Cord has <b>not fallen off</b> by 4 weeks of age',
          reason: 'R/O: Delayed cord separation (rarely an immune problem)\nREASON: A check is advised.',
          advice: ['dry-care', 'callback'],
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Normal cord changes: a little sticky discharge, mild odor, a few drops of blood as it separates, or a <b>soft belly button bulge</b> that pushes back easily, in a baby who is feeding and acting normally',
          reason: 'R/O: Normal cord separation, umbilical hernia\nREASON: These are normal and need only routine care.',
          advice: ['dry-care', 'hernia', 'callback'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Cord and Belly Button Care',
      topics: [
        {
          key: 'dry-care',
          title: 'Keep the Cord Clean and Dry',
          nuggets: [
            'Keep the cord dry and open to the air. Fold the diaper down below the cord.',
            'If the cord gets dirty, clean it with a cotton swab and water, then dry it well.',
            'Give sponge baths until the cord falls off and the area is dry.',
            'Do not pull the cord off, even when it is hanging by a thread.',
            'A few drops of blood when the cord comes off are normal: press with a clean gauze for 10 minutes.',
          ],
        },
        {
          key: 'hernia',
          title: 'Umbilical Hernia',
          nuggets: [
            'A soft bulge that gets bigger with crying and pushes back easily is harmless and does not hurt.',
            'Do not tape a coin or use a band over it; this does not help.',
            'Most close on their own by 4 to 5 years of age.',
          ],
        },
        {
          key: 'callback',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Redness spreads onto the belly, or pus or a bad smell appears',
            'Bleeding does not stop with 10 minutes of pressure',
            'Any fever of 100 °F (37.8 °C) or higher (rectal), or your baby acts sick',
            'A bulge becomes hard, tender or cannot be pushed back',
            SEEN_OR_WORSE_NUGGET,
          ],
        },
      ],
    },
  ],
});
