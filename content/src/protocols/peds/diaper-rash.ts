import { defineProtocol } from '../../source/define-protocol.ts';
import { unclearSymptom } from '../shared/findings.ts';
import {
  INFANT_FEVER_SCREEN,
  LIFE_THREATENING_SCREEN,
  SCHMITT_PROTOCOLS,
  SEEN_OR_WORSE_NUGGET,
} from './common/shared.ts';

export default defineProtocol({
  slug: 'diaper-rash',
  sourceProtocolId: 339,
  audience: 'peds',
  title: 'Diaper Rash',
  keywords: [
    'diaper rash',
    'diaper rashe',
    'diper rash',
    'daiper rash',
    'nappy rash',
    'red bottom',
    'red bum',
    'red butt',
    'sore bottom',
    'raw bottom',
    'bleeding bottom',
    'rash on bottom',
    'rash in diaper area',
    'yeast rash',
    'yeast diaper rash',
    'thrush diaper',
    'bumps on bottom',
    'rash on private parts',
    'red vulva baby',
    'butt rash',
    'baby bum rash',
  ],
  definition: '<p>A rash in the diaper area (buttocks, genitals, groin, lower belly) of a baby or toddler.</p>',
  background:
    '<p>Most diaper rashes are caused by skin contact with urine and stool (irritant rash): red, shiny skin on the buttocks and genitals that spares the skin creases. Diarrhea makes it worse. A rash that lasts 3 days or more often becomes infected with yeast (Candida): bright red, including the creases, with small red spots at the edges. Both improve with frequent changes, air drying, a barrier ointment and, for yeast, an antifungal cream.</p>' +
    '<p>Warning signs: a baby who looks sick or has a fever, blisters or pus bumps (staph infection), bright red skin peeling around the anus with fever (strep), a rash spreading beyond the diaper area, open sores or bleeding, and bruises or burns in the diaper area that do not fit the story. In a baby younger than 3 months with a fever, fever is the problem to be triaged.</p>',
  initialAssessment: [
    '1. APPEARANCE: What does the rash look like? Red, raw, bumps, blisters, pus, open sores?',
    '2. LOCATION: Only in the diaper area, or in the skin creases too? Spreading elsewhere?',
    '3. ONSET: How long has it been there?',
    '4. FEVER: Is there a fever? How high? How is your baby acting?',
    '5. STOOLS: Any diarrhea? Any recent antibiotics?',
    '6. TREATMENT: What creams have been tried?',
    '7. AGE: How old is your baby?',
    '8. SEVERITY: How much does it stop your child doing usual things?',
    '- MILD: plays, eats and sleeps as usual',
    '- MODERATE: stops some play or wakes your child from sleep, still drinks',
    '- SEVERE: cannot play or do anything, cries when moved or touched, or will not drink',
  ].join('\n'),
  references: [
    SCHMITT_PROTOCOLS,
    {
      title: 'Caring for Your Baby and Young Child: Birth to Age 5',
      author: 'American Academy of Pediatrics; Altmann TR, Hill DL, editors',
      source: 'American Academy of Pediatrics (Bantam)',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'fever-newborn', text: 'A baby younger than 3 months with a fever' },
    { protocol: 'diarrhea', text: 'Diarrhea is the main problem' },
    { protocol: 'rash-widespread', text: 'A rash on other parts of the body that did not start as a diaper rash' },
    { protocol: 'eczema', text: 'A baby with eczema elsewhere on the body' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        LIFE_THREATENING_SCREEN,
        {
          text: 'Very weak and floppy, very hard to wake, or not responding normally',
          reason: 'R/O: Sepsis, toxic shock\nREASON: A markedly decreased level of alertness needs emergency care.',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        INFANT_FEVER_SCREEN,
        {
          text: 'Fever with <b>blisters</b>, peeling skin or spreading redness, and your baby looks or acts sick',
          reason:
            'R/O: Staphylococcal scalded skin syndrome, cellulitis\nREASON: Spreading skin infection in a sick baby needs urgent treatment.',
        },
        {
          text: '<b>Burns</b> or bruises in the diaper area, or an injury that does not fit the story given',
          reason:
            'R/O: Inflicted injury\nREASON: Burns and bruises of the buttocks and genitals in a young child raise concern for abuse.\nNOTE: Follow practice policy and local law for reporting suspected abuse.',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: 'Baby <b>younger than 1 month</b> with pus bumps or blisters in the diaper area',
          reason:
            'R/O: Neonatal staphylococcal or herpes infection\nREASON: Skin infections in a newborn can spread quickly and need an examination the same day.',
          advice: ['diaper-care', 'callback'],
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['callback']),
        {
          text: '<b>Pus bumps</b>, blisters, honey-colored crusts, open sores (small ulcers), or large bumps or lumps in the diaper area',
          reason:
            'R/O: Bullous impetigo, staphylococcal infection, abscess, granuloma\nREASON: Bacterial infection of a diaper rash needs an antibiotic; large bumps need an examination (AAFP familydoctor.org and WebMD, Diaper rash: call your doctor).',
          advice: ['diaper-care', 'callback'],
        },
        {
          text: 'Bright red rash <b>around the anus</b> with pain when passing stool, or a fever with the diaper rash',
          reason:
            'R/O: Perianal streptococcal dermatitis\nREASON: Strep infection around the anus needs an antibiotic.',
          advice: ['diaper-care', 'callback'],
        },
        {
          text: 'Rash is raw and <b>bleeding</b>, or your baby cries with pain at every diaper change',
          reason: 'R/O: Severe irritant dermatitis\nREASON: Severe diaper rash needs a review of treatment.',
          advice: ['diaper-care', 'yeast', 'callback'],
          videoVisitEligible: true,
        },
        {
          text: 'Cries or seems in pain <b>every time they pee</b> (wee), not only when the rash is touched',
          reason:
            'R/O: Urinary tract infection\nREASON: A baby who is irritable every time they pass urine may have a urine infection, which needs a urine test (WebMD, Diaper rash: call your doctor).',
          advice: ['diaper-care', 'callback'],
          smap: 'urination-pain',
        },
        {
          text: 'Feeding less than usual or <b>losing weight</b>, with the diaper rash',
          reason:
            'R/O: Systemic illness, infection, zinc deficiency\nREASON: A baby with a rash who is feeding poorly or losing weight needs an examination (AAFP familydoctor.org, Diaper rash: call your doctor).',
          advice: ['diaper-care', 'callback'],
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Diaper rash <b>and</b> any of these:<ul><li><b>not better after 3 days</b> of the care advice (barrier ointment, or yeast cream for a yeast rash)</li><li>getting worse despite the care advice</li><li>spreading beyond the diaper area (tummy, arms, face or scalp)</li><li>keeps coming back</li><li>a white coating inside the mouth or on the tongue that does not wipe off (thrush)</li></ul>',
          reason:
            'R/O: Resistant Candida, oral and diaper thrush, psoriasis, seborrheic dermatitis\nREASON: A persistent or spreading diaper rash needs an examination (NHS, Nappy rash: see a health visitor or GP if it does not go away or spreads; AAFP familydoctor.org: call after 1 week of home treatment or if it spreads to the arms, face or scalp; WebMD: call for thrush in the mouth with the rash).',
          advice: ['diaper-care', 'yeast', 'callback'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Mild red diaper rash <b>without</b> blisters, pus or open sores, and your baby is acting normally',
          reason:
            'R/O: Irritant diaper dermatitis\nREASON: Most diaper rashes clear within 3 days with frequent changes and a barrier ointment.',
          advice: ['diaper-care', 'callback'],
        },
        {
          text: 'Bright red rash in the <b>skin creases</b> with small red spots at the edges (yeast rash), and no fever',
          reason:
            'R/O: Candida diaper dermatitis\nREASON: Yeast diaper rash is treated with an antifungal cream from the pharmacy (NHS Scotland East Region Formulary, Nappy rash: clotrimazole under Pharmacy First). Not better after 3 days, or thrush in the mouth too, is a visit (asked above).',
          advice: ['diaper-care', 'yeast', 'callback'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Diaper Rash Care',
      topics: [
        {
          key: 'diaper-care',
          title: 'Diaper Care',
          nuggets: [
            'Change the diaper as soon as it is wet or soiled, including once during the night.',
            'Rinse the skin with warm water; avoid wipes with alcohol or fragrance. Pat dry.',
            'Let the skin air-dry without a diaper for 10 minutes at several changes a day.',
            'Apply a thick layer of zinc oxide or petroleum jelly ointment at every change. There is no need to wipe it all off each time.',
            'Avoid tight plastic pants, and use a larger diaper size if needed.',
          ],
        },
        {
          key: 'yeast',
          title: 'Yeast (Candida) Rash',
          nuggets: [
            'Use an antifungal cream (clotrimazole or miconazole, from the pharmacy) 3 times a day under the barrier ointment.',
            'Continue for 2 days after the rash is gone.',
            'Check the mouth for thrush (white patches that do not wipe off).',
          ],
        },
        {
          key: 'callback',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Blisters, pus bumps or open sores appear',
            'A fever starts, or your baby looks sick',
            'The rash is not better after 3 days of treatment',
            SEEN_OR_WORSE_NUGGET,
          ],
        },
      ],
    },
  ],
});
