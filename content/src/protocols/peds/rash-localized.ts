import { defineProtocol } from '../../source/define-protocol.ts';
import { unclearSymptom } from '../shared/findings.ts';
import {
  INFANT_FEVER_SCREEN,
  LIFE_THREATENING_SCREEN,
  SCHMITT_PROTOCOLS,
  SEEN_OR_WORSE_NUGGET,
} from './common/shared.ts';

export default defineProtocol({
  slug: 'rash-localized',
  sourceProtocolId: 345,
  audience: 'peds',
  title: 'Rash or Redness (Localized)',
  keywords: [
    'acne',
    'pimples',
    'zits',
    'spots on face',
    'blackheads',
    'rash',
    'rash on arm',
    'rash on face',
    'rash on leg',
    'red spot',
    'red patch',
    'red skin',
    'itchy patch',
    'bumps on skin',
    'skin rash',
    'rashe',
    'rasch',
    'impetigo',
    'impatigo',
    'honey crust',
    'school sores',
    'ringworm',
    'ring worm',
    'circle rash',
    'poison ivy',
    'poison oak',
    'contact dermatitis',
    'rash from new soap',
    'heat rash',
    'prickly heat',
    'molluscum',
    'warts',
    'bullseye rash',
    'bulls eye rash',
    'tick bite rash',
    'drool rash',
    'newborn blisters',
    'blisters on baby',
  ],
  definition:
    '<p>A rash or redness on one part of the body (not widespread), such as on the face, hands, an arm or leg, or around the mouth. Includes acne (pimples) in a child or teen. Not a diaper rash and not eczema in a child who has it.</p>',
  background:
    '<p>Most localized rashes are caused by something touching the skin (contact dermatitis: plants like poison ivy, soaps, metals, drool or food on the cheeks), heat (prickly heat), insect bites, or common skin infections: impetigo (sores with honey-colored crusts, often around the nose and mouth), ringworm (a red ring with a clear center), warts and molluscum.</p>' +
    '<p>Warning signs: purple or blood-colored spots that do not fade with pressure, especially with fever (can be meningococcal infection or another serious illness); a red, hot, tender, spreading area with fever (cellulitis); a red, painful rash with blisters in a band on one side of the body (shingles); an expanding red “bullseye” rash after a tick bite (Lyme disease); and a rash or sores on the genitals in a child (which may raise concern for abuse).</p>',
  initialAssessment: [
    '1. APPEARANCE: What does the rash look like? (spots, blisters, crusts, ring, bumps, red area) What color?',
    '2. LOCATION: Where is it? How big an area?',
    '3. ONSET: When did it start? Is it spreading?',
    '4. PRESS TEST: For red or purple spots: do they fade when pressed with a glass?',
    '5. SYMPTOMS: Is it itchy or painful? Any fever?',
    '6. CAUSE: Any new soap, plant, cream, pet, tick bite or contact with others who have a rash?',
    '7. AGE: How old is your child?',
    '8. SEVERITY: How much does it stop your child doing usual things?',
    '- MILD: plays, eats and sleeps as usual',
    '- MODERATE: stops some play or wakes your child from sleep, still drinks',
    '- SEVERE: cannot play or do anything, cries when moved or touched, or will not drink',
  ].join('\n'),
  references: [
    {
      title: 'Acne',
      author: 'NHS',
      source: 'NHS.uk. https://www.nhs.uk/conditions/acne/',
    },
    {
      title: 'Acne: diagnosis and treatment',
      author: 'American Academy of Dermatology',
      source: 'AAD. https://www.aad.org/public/diseases/acne/derm-treat',
    },
    SCHMITT_PROTOCOLS,
    {
      title: 'Red Book: Report of the Committee on Infectious Diseases',
      author: 'American Academy of Pediatrics, Committee on Infectious Diseases',
      source: 'American Academy of Pediatrics',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'rash-widespread', text: 'The rash is on many parts of the body' },
    { protocol: 'hives', text: 'Raised, itchy welts that come and go' },
    { protocol: 'insect-bite-sting', text: 'A single insect bite or sting' },
    { protocol: 'eczema', text: 'A flare of known eczema' },
    { protocol: 'diaper-rash', text: 'The rash is only in the diaper area' },
    { protocol: 'wound-infection', text: 'Redness around a cut, scrape or bite' },
    { protocol: 'burns', text: 'Sunburn or another burn' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        LIFE_THREATENING_SCREEN,
        {
          text: '<b>Fever with purple or blood-colored spots</b> or bruises on the skin, or such spots in a child who seems unwell (unusually sleepy, floppy, pale, or cold hands and feet)',
          reason:
            'R/O: Meningococcemia, sepsis\nREASON: A non-blanching rash with fever can be meningococcal disease, which can be fatal within hours; a child who seems unwell with such spots needs emergency care with or without a fever (NHS North West London Healthier Together, Cellulitis in children: go to A&E or phone 999).',
        },
        {
          text: 'Not moving, <b>too weak to stand</b>, very hard to wake, or confused',
          reason:
            'R/O: Sepsis, toxic shock syndrome\nREASON: A markedly decreased level of alertness needs emergency care (Seattle Children’s, Rash - localized: call 911 for a child not moving or too weak to stand).',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        INFANT_FEVER_SCREEN,
        {
          text: 'Baby <b>younger than 1 month</b> with a cluster of small <b>blisters</b> (fluid-filled bumps) on the skin',
          reason:
            'R/O: Neonatal herpes simplex infection, staphylococcal infection\nREASON: Blisters in a newborn can be the first sign of herpes, which can spread to the brain and blood within days.\nNOTE: Tiny yellow-white bumps on red blotches in the first week (erythema toxicum) are harmless.',
        },
        {
          text: 'Red, hot, tender, <b>spreading</b> area with a fever, and your child <b>looks or acts sick</b> (not interested in playing, not drinking, or unusually sleepy)',
          reason:
            'R/O: Cellulitis with spread to the blood\nREASON: A spreading skin infection with a fever in a child who looks or acts sick may need antibiotics by vein.\nNOTE: A child who is otherwise acting normally is asked below (see now; issue 31: it was the ED here and a visit now in Wound Infection and Insect Bite).',
        },
        {
          text: 'Red, swollen skin <b>around the eye</b> <b>and</b> any of these:<ul><li>pain when moving the eye, or the eye cannot move normally</li><li>blurred or poor vision</li><li>the eye bulging forward</li><li>a severe headache</li></ul>',
          reason:
            'R/O: Orbital cellulitis\nREASON: Infection behind the eye can threaten sight and spread to the brain (NHS North West London Healthier Together, Cellulitis in children: go to A&E or phone 999). Eye: Red, Pink Eye asks a swollen eyelid the same way.',
          smap: 'eye-red-pink-eye',
        },
        {
          text: 'Rash or sores on the <b>genitals</b> of a child, with a concern that the child may have been abused',
          reason:
            'R/O: Sexually transmitted infection, sexual abuse\nREASON: Genital lesions in a prepubertal child raise the concern of abuse.\nNOTE: Follow practice policy and local law for reporting suspected abuse.',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: 'New <b>purple or blood-colored</b> spots (tiny dots or bruises) in several places, without a fever or an injury, and your child is acting normally',
          reason:
            'R/O: Immune thrombocytopenia (ITP), leukemia, IgA vasculitis\nREASON: Unexplained non-blanching spots need an examination and a blood count without delay.\nNOTE: With a fever, or a child who looks sick, call 911.',
          advice: ['general-care', 'callback'],
        },
        {
          text: 'Red, painful rash with <b>blisters near or on the eye</b>, or on the tip of the nose',
          reason:
            'R/O: Herpes zoster ophthalmicus, herpes simplex of the eye\nREASON: Eye involvement needs prompt antiviral treatment.',
          advice: ['general-care', 'callback'],
        },
        {
          text: 'Red, hot, tender, <b>spreading</b> area with a fever, and your child is otherwise acting normally',
          reason:
            'R/O: Cellulitis\nREASON: A spreading skin infection with a fever needs antibiotics within hours. Children’s pages give a visit now for a child who does not look or act sick: Seattle Children’s (Rash - localized: a bright red area or red streak, call your doctor now; http://www.seattlechildrens.org/medical-conditions/symptom-index/rashes-localized/) and AAP HealthyChildren.org (Wound Infection: a fever with an infected-looking wound, call the doctor or seek care now). Wound Infection, Insect Bite and Animal or Human Bite ask it at the same level; a child who looks or acts sick is asked above (the ED).',
        },
        {
          text: 'A <b>painful</b> (sore rather than itchy), red, warm or swollen area that came on suddenly or is <b>spreading</b>, or a red streak, without a fever',
          reason:
            'R/O: Early cellulitis, lymphangitis\nREASON: Cellulitis needs antibiotics (NHS North East and North Cumbria Healthier Together, Cellulitis: see the GP as soon as possible; Seattle Children’s, Rash - localized: call now for a bright red area or red streak that is not sunburn). An itchy rash after touching a plant or a new product is contact dermatitis, home care below (Seattle Children’s, Rash - localized: mild rash from skin contact with an irritant; blind set 7).',
          advice: ['general-care', 'callback'],
          smap: 'wound-infection',
        },
        {
          text: 'Rash area that is <b>very painful</b> (the child cannot bear it touched)',
          reason:
            'R/O: Cellulitis, early necrotizing infection, herpes zoster\nREASON: A very painful rash needs an examination now (Seattle Children’s, Rash - localized: call now).',
          advice: ['general-care', 'callback'],
        },
        {
          text: '<b>Looks or acts sick</b> with the rash: not interested in playing, or not drinking',
          reason:
            'R/O: Systemic infection\nREASON: A child who looks or acts sick needs an examination now whatever the rash (Seattle Children’s, Rash - localized: call now). A child who is hard to wake or too weak to stand is asked above.',
          advice: ['general-care', 'callback'],
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['callback']),
        {
          text: '<b>Fever with a red or pink rash</b> (not purple or blood-colored)',
          reason:
            'R/O: Cellulitis, scarlet fever, viral rash with a complication\nREASON: A rash with fever needs an examination the same day (Seattle Children’s, Rash - localized: call within 24 hours).',
          advice: ['general-care', 'callback'],
        },
        {
          text: '<b>Severe itching</b> that stops your child sleeping or playing',
          reason:
            'R/O: Scabies, severe contact dermatitis\nREASON: Severe itching needs a diagnosis and may need prescription treatment (Seattle Children’s, Rash - localized: call within 24 hours).',
          advice: ['general-care', 'contact', 'callback'],
          videoVisitEligible: true,
        },
        {
          text: 'Sores with <b>honey-colored crusts</b> (impetigo) <b>and</b> any of these:<ul><li>spreading, or 3 or more sores</li><li>a sore larger than 1 inch (2.5 cm), or sores inside the nose</li><li>worse after 2 days of antibiotic ointment, or keeps coming back</li></ul>',
          reason:
            'R/O: Impetigo\nREASON: Spreading impetigo needs an antibiotic cream or medicine (Seattle Children’s, Impetigo - infected sores; Healthy Dudley, Impetigo: see the GP if it gets worse or keeps coming back).',
          advice: ['impetigo', 'callback'],
          videoVisitEligible: true,
        },
        {
          text: 'A <b>boil</b> (a red, tender lump, often with a yellow center) or another sore that looks infected',
          reason:
            'R/O: Skin abscess (often MRSA), infected sore\nREASON: A boil may need draining or an antibiotic (Seattle Children’s, Rash - localized: call within 24 hours for a boil or infected sore).',
          advice: ['general-care', 'callback'],
          smap: 'wound-infection',
        },
        {
          text: 'Teen with a rash, sores, blisters or bumps in the <b>genital area</b>',
          reason:
            'R/O: Genital herpes, other sexually transmitted infections, contact dermatitis\nREASON: Genital sores in a teen need an examination and testing (Seattle Children’s, Rash - localized: call within 24 hours). Ask the teen privately where possible.',
          advice: ['general-care', 'callback'],
        },
        {
          text: 'Expanding red ring or <b>bullseye</b> rash, larger than 2 inches (5 cm), days to weeks after a tick bite',
          reason: 'R/O: Erythema migrans (Lyme disease)\nREASON: Early Lyme disease is treated with antibiotics.',
          advice: ['general-care', 'callback'],
          videoVisitEligible: true,
        },
        {
          text: 'Painful rash with small blisters in a <b>band</b> on one side of the body',
          reason: 'R/O: Shingles (herpes zoster)\nREASON: Shingles may be treated with antiviral medicine.',
          advice: ['general-care', 'callback'],
          videoVisitEligible: true,
        },
        {
          text: '<b>Poison ivy</b> or oak rash on the face, genitals or a large area, or with severe itching that keeps your child awake',
          reason:
            'R/O: Severe contact dermatitis\nREASON: Widespread or facial poison ivy may need a steroid medicine.',
          advice: ['contact', 'callback'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Rash <b>and</b> any of these:<ul><li>lasting <b>1 week or more</b> despite home care</li><li>blisters with no clear cause (not poison ivy, a burn or a known bite)</li><li>in a stripe or band, without pain</li><li>a ring-shaped patch (ringworm) not better after 2 weeks of antifungal cream, or ringworm of the scalp</li></ul>',
          reason:
            'R/O: Tinea, persistent dermatitis, bullous disorders, lichen striatus\nREASON: A persistent or unusual rash needs a diagnosis; scalp ringworm needs medicine by mouth (Seattle Children’s and OHSU md4kids, Rash - localized: call during weekday office hours).',
          advice: ['ringworm', 'general-care', 'callback'],
          videoVisitEligible: true,
        },
        {
          text: '<b>Acne</b> (pimples, blackheads) and any of these:<ul><li>painful deep lumps or cysts</li><li>leaving scars or dark marks</li><li>upsetting the child or teen</li><li>not better after 2 months of pharmacy acne treatment</li></ul>',
          reason:
            'R/O: Moderate or severe acne\nREASON: NHS, Acne: see a GP if pharmacy medicines have not worked, for moderate or severe acne or acne on the chest and back with painful lumps, or if it is causing distress or scarring; prescription treatment prevents scars (AAD, Acne: diagnosis and treatment). A planned visit (blind set 7: acne had no home).',
          advice: ['acne', 'callback'],
          videoVisitEligible: true,
        },
        {
          text: 'Warts or molluscum (small pearly bumps) that are spreading or bothersome',
          reason: 'R/O: Viral warts, molluscum contagiosum\nREASON: Non-urgent treatment options can be discussed.',
          advice: ['general-care', 'callback'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Mild localized rash (from a plant, soap, heat, drool or rubbing), or a small ringworm patch or 1 or 2 small impetigo sores, and your child is otherwise well with no fever',
          reason:
            'R/O: Contact dermatitis, heat rash, tinea corporis, mild impetigo\nREASON: Most localized rashes clear with home care.',
          advice: ['general-care', 'contact', 'ringworm', 'impetigo', 'callback'],
        },
        {
          text: 'Mild <b>acne</b>: a few pimples, blackheads or whiteheads on the face, chest or back, not painful lumps',
          reason:
            'R/O: Mild acne\nREASON: NHS, Acne: mild acne can be treated with pharmacy gels or creams containing benzoyl peroxide; it takes about 2 months to work.',
          advice: ['acne', 'callback'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Localized Rash Care',
      topics: [
        {
          key: 'general-care',
          title: 'General Care',
          nuggets: [
            'Wash the area once with a mild soap and water to remove any irritant, then avoid soap on it.',
            'For itching: a cool, wet cloth for 10 minutes, or hydrocortisone 1% cream 2 times a day (not on broken skin).',
            'Keep fingernails short and try not to scratch.',
          ],
        },
        {
          key: 'acne',
          title: 'Acne',
          nuggets: [
            'Wash the skin twice a day with a mild soap or cleanser and warm water; do not scrub.',
            'A pharmacy gel or cream with benzoyl peroxide, used as the pack says, helps mild acne; it takes about 2 months to work and can dry or bleach fabrics.',
            'Do not squeeze or pick the spots: it can leave scars.',
            'Use water-based, non-greasy make-up and sun cream.',
          ],
        },
        {
          key: 'contact',
          title: 'Poison Ivy and Other Contact Rashes',
          nuggets: [
            'Wash the skin and under the nails with soap and water as soon as possible after contact with the plant.',
            'Wash clothing, shoes and pets that touched the plant.',
            'The rash can keep appearing for up to 2 weeks; it is not spread by the fluid in the blisters.',
            'Calamine lotion or cool soaks ease itching.',
          ],
        },
        {
          key: 'ringworm',
          title: 'Ringworm',
          nuggets: [
            'Use an antifungal cream (clotrimazole or miconazole, from the pharmacy) 2 times a day, covering 1 inch (2.5 cm) beyond the edge of the rash.',
            'Continue for 1 week after the rash is gone. Pets with patches of hair loss can be the source.',
          ],
        },
        {
          key: 'impetigo',
          title: 'Impetigo',
          nuggets: [
            'Soak off the crusts with warm soapy water, then put on an antibiotic ointment 3 times a day.',
            'Keep fingernails short, wash hands often and do not share towels.',
            'Your child can return to child care or school 24 hours after starting an antibiotic.',
          ],
        },
        {
          key: 'callback',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Purple or blood-colored spots appear, or a fever starts',
            'The rash spreads or becomes red, hot and tender',
            'Not better after 1 week of home care',
            SEEN_OR_WORSE_NUGGET,
          ],
        },
      ],
    },
  ],
});
