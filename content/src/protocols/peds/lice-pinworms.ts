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
      tier: 'see-now',
      questions: [
        {
          text: 'Scratched areas look <b>infected</b> (spreading redness, red streaks, more pain or warmth, yellow crusts, pus) with a fever',
          reason:
            'R/O: Secondary bacterial skin infection spreading (cellulitis)\nREASON: Infected skin with a fever needs antibiotics within hours: Healthwise via CommonSpirit Health (Lice: more pain, warmth or redness, red streaks or fever, call now) and AAP HealthyChildren.org (Wound Infection: a fever with an infected-looking wound, call the doctor or seek care now). Wound Infection and Rash (Localized) ask a skin infection with a fever at the same level for a child who does not look or act sick (issue 31: it was a visit today here).\nNOTE: A child who looks or acts sick is the Wound Infection protocol’s ED question.',
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['callback']),
        {
          text: 'Scratched areas look <b>infected</b> (spreading redness, red streaks, more pain or warmth, yellow crusts, pus), with no fever',
          reason:
            'R/O: Secondary bacterial skin infection\nREASON: Infected skin needs an antibiotic. Public sources (Healthwise via CommonSpirit Health, Lice: more pain, warmth or redness, red streaks or fever, call now) (issue 31 reference review).',
          advice: ['lice', 'callback'],
        },
        {
          text: 'Head lice in a baby <b>younger than 2 months</b>',
          reason:
            'R/O: Pediculosis in a young infant\nREASON: Lice products are not for young babies; the treatment needs a clinician’s advice. Public sources (Seattle Children’s, Lice - head) say to call the doctor within 24 hours (issue 31 reference review).',
          advice: ['lice', 'callback'],
          videoVisitEligible: true,
        },
        {
          text: 'Pinworms or bottom itching with a <b>fever or belly pain</b>',
          reason:
            'R/O: Another cause of the pain or fever (appendicitis, urine infection), heavy pinworm infection\nREASON: Pinworms do not cause fever; belly pain or fever needs an examination. Public sources (WebMD (Healthwise), Pinworms) say to call the doctor (issue 31 reference review).',
          advice: ['pinworms', 'callback'],
        },
        {
          text: 'Pain or burning on passing urine, passing urine often or urgently, or new wetting (possible urine infection)',
          reason:
            'R/O: Urinary tract infection\nREASON: A urine test is needed; pinworms can carry bacteria to the urinary opening in girls. Public sources (WebMD (Healthwise), Pinworms) say to call the doctor (issue 31 reference review).',
          advice: ['pinworms', 'callback'],
          smap: 'urination-pain',
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Live lice or new nits still seen after a lice product has been used <b>2 times</b> as the label says',
          reason:
            'R/O: Resistant lice\nREASON: A prescription treatment may be needed. Public sources (Healthwise via CommonSpirit Health, Lice; Sterling Medical Advice, Head lice) say to contact the doctor (issue 31 reference review).',
          advice: ['lice', 'callback'],
          videoVisitEligible: true,
        },
        {
          text: 'Head lice in a child <b>younger than 2 years</b>, and the family wants to use a lice medicine',
          reason:
            'R/O: Pediculosis in a young child\nREASON: Most lice products are not tested in young children; wet combing can be used at home meanwhile. Public sources (Sterling Medical Advice, Head lice) say to talk with the doctor before treating a child younger than 2 years (issue 31 reference review).',
          advice: ['lice', 'callback'],
          videoVisitEligible: true,
        },
        {
          text: 'Worms seen (possible <b>pinworms</b>), or worms still seen after pinworm treatment',
          reason:
            'R/O: Enterobiasis, treatment failure\nREASON: Pinworms need medicine, often for the whole family. Public sources (Children’s Hospital Colorado, Pinworms: call during office hours; WebMD (Healthwise), Pinworms: not cleared after treatment, call the doctor) (issue 31 reference review).\nNOTE: Many practices treat pinworms by phone; follow practice policy. A child younger than 2 years, or a pregnant or breastfeeding family member, cannot take the pharmacy medicine without advice.',
          advice: ['pinworms', 'callback'],
          videoVisitEligible: true,
        },
        {
          text: 'Around the bottom or genitals, any of these:<ul><li>red, tender skin around the anus</li><li>redness, tenderness or swelling of the genital area, or vaginal itching, with pinworms</li><li>bottom itching lasting 1 week or more</li></ul>',
          reason:
            'R/O: Perianal streptococcal infection, pinworm vulvovaginitis, persistent pruritus ani\nREASON: These need an examination. Public sources (Children’s Hospital Colorado, Pinworms: call during office hours; WebMD (Healthwise), Pinworms: call the doctor) (issue 31 reference review).',
          advice: ['pinworms', 'callback'],
          videoVisitEligible: true,
        },
        {
          text: 'An itchy rash between the fingers or at the wrists (possible <b>scabies</b>)',
          reason: 'R/O: Scabies\nREASON: Scabies needs a prescription cream, often for the whole family.',
          advice: ['callback'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Head lice or nits in a child 2 months or older, with no skin infection and no other symptoms',
          reason:
            'R/O: Pediculosis capitis\nREASON: Lice are treated at home with wet combing or products from the pharmacy (Just One Norfolk, Head lice; NHS West Yorkshire Healthier Together, Head lice; issue 31 reference review).',
          advice: ['lice', 'callback'],
        },
        {
          text: 'Bottom itching at night with <b>no worms seen</b>, or a question about contact with someone who has pinworms',
          reason:
            'R/O: Irritation, pinworms not yet seen\nREASON: Care at home and checking for worms at night is enough (Children’s Hospital Colorado, Pinworms: self care; issue 31 reference review).',
          advice: ['pinworms', 'callback'],
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
            'Wet combing works at any age: wash the hair, put on plenty of conditioner, and comb from the roots with a fine-toothed nit comb, section by section. Do it on days 1, 5, 9 and 13.',
            'For a child 2 years or older, an over-the-counter lice product (permethrin 1% cream rinse) can be used exactly as the label says; repeat it after 9 days to kill newly hatched lice. For a child younger than 2 years, use wet combing and call the office before using any lice product.',
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
            'If worms are seen, call the office during office hours: a single dose of medicine, repeated after 2 weeks, is usually given to the whole family.',
          ],
        },
        {
          key: 'callback',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Scratched skin becomes red, swollen, crusted or draining, or a fever starts',
            'Live lice are still seen after 2 treatments',
            'Worms are seen, or bottom itching lasts 1 week or more',
            'Fever, belly pain, or pain on passing urine',
            'Your child swallowed a lice product (call Poison Control: 1-800-222-1222)',
            SEEN_OR_WORSE_NUGGET,
          ],
        },
      ],
    },
  ],
});
