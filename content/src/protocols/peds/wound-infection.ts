import { defineProtocol } from '../../source/define-protocol.ts';
import { unclearSymptom } from '../shared/findings.ts';
import {
  INFANT_FEVER_SCREEN,
  LIFE_THREATENING_SCREEN,
  PAIN_MEDICINE_NUGGET,
  SCHMITT_PROTOCOLS,
  SEEN_OR_WORSE_NUGGET,
} from './common/shared.ts';

export default defineProtocol({
  slug: 'wound-infection',
  sourceProtocolId: 326,
  audience: 'peds',
  title: 'Wound Infection',
  keywords: [
    'wound infection',
    'infected cut',
    'infected scrape',
    'infected wound',
    'infected',
    'infeted',
    'infection',
    'pus',
    'puss',
    'oozing',
    'red around cut',
    'red streak',
    'red streaks',
    'red line going up arm',
    'red line going up leg',
    'cellulitis',
    'celulitis',
    'boil',
    'abscess',
    'absess',
    'pimple that hurts',
    'spider bite',
    'infected stitches',
    'infected splinter',
    'hot and swollen',
    'wound is red',
  ],
  definition:
    '<p>A cut, scrape, puncture, bite, stitches or splinter that has become infected: increasing redness, swelling, pain, warmth or pus around the wound, or red streaks spreading from it. Includes boils and skin abscesses.</p>',
  background:
    '<p>Every wound is a little pink and tender for the first 2 days as it heals; this is normal. An infection usually starts 1 to 3 days after the injury with increasing pain, redness that spreads more than 1/2 inch (12 mm) from the wound edge, swelling, warmth and pus. A red streak running up the arm or leg from a wound means the infection is spreading along the lymph channels (lymphangitis) and needs antibiotics the same day.</p>' +
    '<p>Boils (skin abscesses) are pockets of pus under the skin, often caused by staph bacteria, including MRSA. Callers often describe them as a “spider bite”. Small boils may drain with warm soaks; larger ones usually need to be opened by a provider.</p>' +
    '<p>Danger signs are fever with spreading redness, a child who looks sick, severe pain out of proportion to the wound (necrotizing infection), and infection in a baby younger than 3 months or a child with a weak immune system.</p>',
  initialAssessment: [
    '1. WOUND: What kind of wound, and where? When did the injury happen?',
    '2. REDNESS: How far does the redness spread from the edge of the wound? Are there red streaks?',
    '3. PUS: Is there pus or cloudy drainage?',
    '4. PAIN: How bad is the pain? Is it getting worse?',
    '5. FEVER: Is there a fever? How high?',
    '6. GENERAL: How is your child acting?',
    '7. TREATMENT: Is your child already taking an antibiotic? Since when?',
    '8. RISK FACTORS: Any weak immune system, diabetes, or sickle cell disease?',
    '9. SEVERITY: How much does it stop your child doing usual things?',
    '- MILD: plays, eats and sleeps as usual',
    '- MODERATE: stops some play or wakes your child from sleep, still drinks',
    '- SEVERE: cannot play or do anything, cries when moved or touched, or will not drink',
  ].join('\n'),
  references: [
    SCHMITT_PROTOCOLS,
    {
      title:
        'Practice guidelines for the diagnosis and management of skin and soft tissue infections: 2014 update by the Infectious Diseases Society of America',
      author: 'Stevens DL, Bisno AL, Chambers HF, et al.',
      source: 'Clinical Infectious Diseases. 2014;59(2):e10-e52',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'laceration', text: 'A new cut or scrape that is not infected' },
    { protocol: 'animal-human-bite', text: 'A new bite from an animal or a person' },
    { protocol: 'insect-bite-sting', text: 'An insect bite that is itchy or swollen but not infected' },
    { protocol: 'fever-newborn', text: 'A baby younger than 3 months with a fever' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        LIFE_THREATENING_SCREEN,
        {
          text: 'Very weak and floppy (not moving or too weak to stand), very hard to wake, or cold, pale or mottled skin',
          reason: 'R/O: Sepsis, toxic shock syndrome\nREASON: Signs of shock need emergency care.',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        INFANT_FEVER_SCREEN,
        {
          text: '<b>Severe pain</b> much worse than the wound looks, or skin turning purple, black or blistered around the wound',
          reason:
            'R/O: Necrotizing soft tissue infection\nREASON: A deep, fast-spreading infection needs emergency surgery and antibiotics.',
        },
        {
          text: 'Spreading redness with a fever and your child <b>looks or acts sick</b>',
          reason:
            'R/O: Cellulitis with bacteremia\nREASON: A sick-looking child with cellulitis may need antibiotics by vein.',
        },
        {
          text: 'Red, swollen skin <b>around the eye</b> with a fever <b>and any of these</b>:<ul><li>the eye pushed forward, or it hurts to move the eye</li><li>blurred or poor vision</li><li>a baby younger than 1 year</li></ul>',
          reason:
            'R/O: Orbital cellulitis\nREASON: Infection behind the eye can threaten sight and spread to the brain (NHS North West London Healthier Together, Cellulitis in children: redness around the eye with painful or restricted eye movement or poor vision, go to A&E). Eye: Red, Pink Eye or Discharge asks it in the same words at the same level.\nNOTE: Redness around an infected wound on the face with a fever, the eye moving without pain and normal vision, in a child 1 year or older, is a visit now below (issue 31: it was the ED here and a visit now in Eye).',
          smap: 'eye-red-pink-eye',
        },
        {
          text: 'Weak immune system (cancer treatment, transplant, oral steroids), <b>sickle cell disease</b> or diabetes, and spreading redness or fever',
          reason:
            'R/O: Severe or atypical infection\nREASON: These children can become seriously ill from skin infections quickly.',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: '<b>Red streak</b> running from the wound toward the body',
          reason:
            'R/O: Lymphangitis\nREASON: A spreading infection along the lymph channels needs antibiotics without delay.',
          advice: ['soaks', 'callback'],
        },
        {
          text: 'Infected-looking wound or boil (red, swollen, warm or oozing) <b>and any of these</b>: redness around it spreading (getting bigger) or more than 1 inch (2.5 cm) wide, a fever, your child seems unwell (less active or off food), or swollen, tender glands in the neck, armpit or groin',
          reason:
            'R/O: Cellulitis, spreading infection\nREASON: Spreading redness, a fever, a child who seems unwell or tender glands mean the infection is spreading and needs antibiotics without delay.',
          advice: ['soaks', 'pain', 'callback'],
        },
        {
          text: '<b>Severe pain</b> in the wound (your child cannot sleep, play or use the body part because of it)',
          reason:
            'R/O: Abscess, deep infection\nREASON: Severe pain in a wound needs an examination for pus under the skin or a deeper infection.',
          advice: ['soaks', 'pain', 'callback'],
        },
        {
          text: 'Infected-looking wound (redness, swelling or pus) <b>on the face</b>',
          reason:
            'R/O: Facial cellulitis\nREASON: Infections of the face can spread toward the eye and deeper veins and need early antibiotics.',
          advice: ['soaks', 'callback'],
        },
        {
          text: 'Infected-looking wound and your child has <b>never had tetanus shots</b>',
          reason:
            'R/O: Tetanus risk\nREASON: An unvaccinated child with a dirty or infected wound may need tetanus immune globulin as well as a vaccine.',
          advice: ['soaks', 'callback'],
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['callback']),
        {
          text: '<b>Pus</b> or cloudy fluid draining from the wound, or a boil bigger than 1/2 inch (12 mm) or very painful',
          reason: 'R/O: Wound infection, abscess\nREASON: Pus may need draining and antibiotics.',
          advice: ['soaks', 'boil', 'pain', 'callback'],
        },
        {
          text: 'Taking an antibiotic for <b>48 hours or more</b> and the infection is not better or is spreading',
          reason:
            'R/O: Treatment failure, MRSA, abscess needing drainage\nREASON: The antibiotic may need changing or the wound may need draining.',
          advice: ['soaks', 'callback'],
        },
        {
          text: '2 days (48 hours) or more after the injury, the wound is <b>getting more painful, tender or swollen</b>, or is still painful or swollen and not improving',
          reason:
            'R/O: Early wound infection\nREASON: Pain and swelling should ease after the first 2 days; pain or swelling that grows or does not settle is often the first sign of infection.',
          advice: ['soaks', 'pain', 'callback'],
        },
        {
          text: 'Infected-looking wound and <b>no tetanus shot in the past 5 years</b> (or not sure when the last one was)',
          reason: 'R/O: Tetanus risk\nREASON: A tetanus booster should be given with the wound check.',
          advice: ['soaks', 'callback'],
        },
        {
          text: 'Stitches area is red, swollen or draining, or a pimple where a stitch or staple comes through the skin',
          reason: 'R/O: Suture site infection\nREASON: Infected stitches may need removal and antibiotics.',
          advice: ['soaks', 'callback'],
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Boils that <b>keep coming back</b>, or others in the family have boils',
          reason:
            'R/O: Recurrent MRSA skin infection\nREASON: Recurring boils need a plan to reduce staph on the skin.',
          advice: ['boil', 'callback'],
          videoVisitEligible: true,
        },
        {
          text: 'A boil that has <b>not burst and drained</b> by itself 5 days or more after it started',
          reason:
            'R/O: Abscess needing drainage\nREASON: A boil that does not open by itself may need to be opened and drained by a clinician; squeezing it at home can spread the infection.',
          advice: ['boil', 'soaks', 'callback'],
        },
        {
          text: 'Wound has not healed <b>10 days or more</b> after the injury',
          reason: 'R/O: Low-grade infection, retained foreign body\nREASON: A slow-healing wound should be examined.',
          advice: ['soaks', 'callback'],
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Mild pink or red color <b>right at the edge</b> of a healing wound (less than 1/2 inch or 12 mm wide), with no pus, streaks or fever',
          reason:
            'R/O: Normal healing\nREASON: A narrow pink rim and mild tenderness in the first days are part of normal healing.',
          advice: ['normal-healing', 'soaks', 'callback'],
        },
        {
          text: 'Small pimple or boil (smaller than 1/2 inch or 12 mm) without spreading redness or fever',
          reason: 'R/O: Small furuncle, folliculitis\nREASON: Small boils often open and heal with warm soaks.',
          advice: ['boil', 'soaks', 'callback'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Caring for an Infected or Healing Wound',
      topics: [
        {
          key: 'normal-healing',
          title: 'Normal Healing',
          nuggets: [
            'All wounds are a little pink, swollen and tender for 2 days, and scabs and clear yellow fluid are normal.',
            'Keep the wound clean and covered with a bandage and antibiotic ointment.',
            'To check for spreading, draw around any redness with a pen and look again in a few hours.',
          ],
        },
        {
          key: 'soaks',
          title: 'Warm Soaks',
          nuggets: [
            'Soak the wound in warm water or put a warm, wet cloth on it for 10 to 20 minutes, 3 times a day.',
            'Wash gently with soap and water and cover with a clean bandage.',
            'If an antibiotic is prescribed, give every dose until it is finished.',
          ],
        },
        {
          key: 'boil',
          title: 'Boils',
          nuggets: [
            'Do not squeeze a boil; it can spread the infection.',
            'Warm soaks help it open and drain. Cover a draining boil with a bandage.',
            'Wash hands after touching it. Do not share towels, razors or sports gear.',
          ],
        },
        {
          key: 'pain',
          title: 'Pain and Fever',
          nuggets: [PAIN_MEDICINE_NUGGET],
        },
        {
          key: 'callback',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Redness spreads, or a red streak appears',
            'Fever appears, or your child looks or acts sick',
            'Pain becomes severe',
            'Not better after 48 hours on an antibiotic',
            'Any fever in a baby younger than 3 months',
            SEEN_OR_WORSE_NUGGET,
          ],
        },
      ],
    },
  ],
});
