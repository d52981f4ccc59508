import { defineProtocol } from '../../source/define-protocol.ts';
import { unclearSymptom } from '../shared/findings.ts';
import { LIFE_THREATENING_SCREEN, SCHMITT_PROTOCOLS, SEEN_OR_WORSE_NUGGET } from './common/shared.ts';

export default defineProtocol({
  slug: 'lice-pinworms',
  sourceProtocolId: 357,
  audience: 'peds',
  title: 'Head Lice and Pinworms',
  keywords: [
    'head lice',
    'lice',
    'lise',
    'louse',
    'nits',
    'nit',
    'bugs in hair',
    'itchy scalp',
    'lice treatment',
    'lice shampoo',
    'pinworms',
    'pin worms',
    'pinworm',
    'threadworms',
    'worms',
    'worms in poop',
    'white threads in poop',
    'itchy bottom',
    'itchy butt at night',
    'scabies',
    'scabbies',
  ],
  definition:
    '<p>Head lice (small insects and their eggs, “nits”, in the hair), pinworms (tiny white threadlike worms around the anus or in the stool, with night-time itching), or a question about scabies.</p>',
  background:
    '<p>Head lice are common in school-age children, spread by head-to-head contact, and do not carry disease. Itching of the scalp and nits stuck to hair shafts near the scalp are typical. Treatment is an over-the-counter lice product, repeated as the label says, with combing; children do not need to miss school.</p>' +
    '<p>Pinworms are the commonest worm infection in children. They cause itching around the anus (and sometimes the vulva) at night; worms are about 1/4 inch (6 mm) long and may be seen at the anus 2 to 3 hours after the child falls asleep. Treatment is a single dose of medicine repeated after 2 weeks, usually for the whole family.</p>' +
    '<p>Scabies causes a very itchy rash of small bumps and burrows between the fingers, on the wrists, armpits and waist, worse at night, often in several family members; it needs a prescription cream. Severe scratching can cause skin infection.</p>',
  initialAssessment: [
    '1. PROBLEM: Lice, nits, worms, or an itchy rash?',
    '2. WHAT WAS SEEN: Live lice, nits, or worms? Where?',
    '3. SKIN: Any red, swollen, crusted or draining areas from scratching? Any fever?',
    '4. TREATMENT: What has been tried, and when?',
    '5. OTHERS: Does anyone else at home have it?',
    '6. AGE: How old is your child? (Lice and worm medicines have age limits.)',
  ].join('\n'),
  references: [
    SCHMITT_PROTOCOLS,
    {
      title: 'Head Lice (clinical report)',
      author: 'Devore CD, Schutze GE; Council on School Health and Committee on Infectious Diseases',
      source: 'Pediatrics. 2015;135(5):e1355-e1365',
    },
    {
      title: 'Red Book: Report of the Committee on Infectious Diseases (pinworm infection; scabies)',
      author: 'American Academy of Pediatrics, Committee on Infectious Diseases',
      source: 'American Academy of Pediatrics',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'rash-localized', text: 'An itchy rash that is not scabies or lice' },
    { protocol: 'vaginal-symptoms', text: 'Vaginal itching or discharge in a girl without worms seen' },
    { protocol: 'wound-infection', text: 'Scratched skin that now looks infected' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        LIFE_THREATENING_SCREEN,
        {
          text: 'Swallowed, or may have swallowed, a lice product or other skin medicine and has a seizure, is very sleepy, or has trouble breathing',
          reason:
            'R/O: Toxic ingestion (lindane, pyrethrin, ivermectin)\nREASON: Some lice products are toxic when swallowed.\nNOTE: Poison Control: 1-800-222-1222.',
          smap: 'poisoning-swallowed-object',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: 'Swallowed, or may have swallowed, a lice product, or used much more than the label says, and has any symptoms',
          reason:
            'R/O: Toxicity from lice treatment\nREASON: Overuse or ingestion can cause poisoning.\nNOTE: Call Poison Control: 1-800-222-1222.',
          smap: 'poisoning-swallowed-object',
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['callback']),
        {
          text: 'Scratched areas look <b>infected</b> (spreading redness, yellow crusts, pus) or there is a fever',
          reason: 'R/O: Secondary bacterial skin infection\nREASON: Infected skin needs an antibiotic.',
          advice: ['lice', 'callback'],
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Live lice still seen after <b>2 treatments</b> done correctly, or a baby younger than 2 months with lice',
          reason:
            'R/O: Resistant lice\nREASON: A prescription treatment may be needed; most products are not for young babies.',
          advice: ['lice', 'callback'],
          videoVisitEligible: true,
        },
        {
          text: 'Worms seen or night-time bottom itching (possible <b>pinworms</b>), or an itchy rash between the fingers or at the wrists (possible <b>scabies</b>)',
          reason:
            'R/O: Enterobiasis, scabies\nREASON: Both need medicine, often for the whole family.\nNOTE: Many practices treat pinworms by phone; follow practice policy.',
          advice: ['pinworms', 'callback'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Head lice or nits in a child 2 months or older, with no skin infection and no other symptoms',
          reason: 'R/O: Pediculosis capitis\nREASON: Lice are treated at home with products from the pharmacy.',
          advice: ['lice', 'callback'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Lice and Pinworms',
      topics: [
        {
          key: 'lice',
          title: 'Treating Head Lice',
          nuggets: [
            'Use an over-the-counter lice product (permethrin 1% cream rinse, for children 2 months or older) exactly as the label says.',
            'Repeat the treatment after 9 days to kill newly hatched lice.',
            'Comb wet hair with a fine-toothed nit comb every 2 to 3 days for 2 weeks.',
            'Wash pillowcases, hats and brushes in hot water; bag stuffed toys for 2 weeks. Check everyone at home and treat only those with lice.',
            'Your child can stay in school. Do not use gasoline, kerosene or pet products on the hair.',
          ],
        },
        {
          key: 'pinworms',
          title: 'Pinworms',
          nuggets: [
            'To check: look at the skin around the anus with a flashlight 2 to 3 hours after your child falls asleep.',
            'Wash hands often, especially after the toilet and before eating; keep nails short.',
            'Wash underwear, pajamas and bedsheets in hot water after treatment.',
          ],
        },
        {
          key: 'callback',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Scratched skin becomes red, swollen, crusted or draining, or a fever starts',
            'Live lice are still seen after 2 treatments',
            'Your child swallowed a lice product (call Poison Control: 1-800-222-1222)',
            SEEN_OR_WORSE_NUGGET,
          ],
        },
      ],
    },
  ],
});
