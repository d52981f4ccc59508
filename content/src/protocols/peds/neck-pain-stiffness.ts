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
  slug: 'neck-pain-stiffness',
  sourceProtocolId: 353,
  audience: 'peds',
  title: 'Neck Pain or Stiffness',
  keywords: [
    'neck pain',
    'neck hurts',
    'stiff neck',
    'sore neck',
    'neck stiffness',
    'nek pain',
    'cant turn head',
    'can’t turn head',
    'head tilted',
    'crick in neck',
    'kink in neck',
    'slept wrong neck',
    'wry neck',
    'torticollis',
    'tortocollis',
    'meningitis',
    'menengitis',
    'neck swelling',
    'neck injury',
    'whiplash',
  ],
  definition:
    '<p>Pain or stiffness of the neck, or a child who holds the head tilted or will not turn the head, with or without an injury.</p>',
  background:
    '<p>Most neck pain in children comes from a strained muscle (after sleeping in an odd position, sports or carrying a heavy bag: “wry neck”), or from swollen, tender lymph nodes with a sore throat. These improve in a few days with heat, gentle stretching and pain medicine.</p>' +
    '<p>A <b>stiff neck with fever</b> (especially trouble touching the chin to the chest, headache, vomiting, sleepiness or a rash) can be meningitis, an emergency. Fever with neck pain, drooling, trouble swallowing or a muffled voice can be a deep neck abscess. Neck pain after a fall from a height, diving or a car crash may be a spine injury. A young child who will not move the neck after a cold or throat infection needs to be seen.</p>',
  initialAssessment: [
    '1. ONSET: When did it start? After an injury, sleep, or an illness?',
    '2. MOVEMENT: Can your child touch the chin to the chest? Turn the head side to side?',
    '3. FEVER: Is there a fever? How high?',
    '4. OTHER SYMPTOMS: Headache, vomiting, sleepiness, rash, sore throat, drooling, trouble swallowing or breathing?',
    '5. INJURY: Any fall, dive, sports collision or car crash? Any numbness, tingling or weakness of the arms or legs?',
    '6. SEVERITY: How bad is the pain?',
    '- MILD: plays, eats and sleeps as usual',
    '- MODERATE: stops some play or wakes your child from sleep, still drinks',
    '- SEVERE: cannot play or do anything, cries when moved or touched, or will not drink',
  ].join('\n'),
  firstAid:
    '<p><b>Neck injury with pain, numbness or weakness:</b> do not move your child; keep the head and neck still until help arrives.</p>',
  references: [
    SCHMITT_PROTOCOLS,
    {
      title:
        'Meningitis (bacterial) and meningococcal disease: recognition, diagnosis and management (NICE guideline NG240)',
      author: 'National Institute for Health and Care Excellence',
      source: 'NICE, 2024',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'head-injury', text: 'Neck pain after a head injury' },
    { protocol: 'sore-throat', text: 'Sore throat is the main symptom' },
    { protocol: 'swollen-lymph-nodes', text: 'A lump or swollen gland in the neck is the main concern' },
    { protocol: 'fever-3-months-or-older', text: 'Fever without neck pain or stiffness' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        LIFE_THREATENING_SCREEN,
        {
          text: 'Neck pain after a <b>serious injury</b> (fall from a height, diving, car crash) with numbness, tingling or weakness of the arms or legs',
          reason:
            'R/O: Cervical spine injury with cord involvement\nREASON: A spinal injury needs the neck kept still and transport by ambulance.\nFIRST AID: Do not move the child.',
        },
        {
          text: 'Stiff neck with a fever and a <b>purple or blood-colored rash</b>, or very hard to wake',
          reason: 'R/O: Meningococcal meningitis, sepsis\nREASON: These can be fatal within hours.',
        },
        {
          text: '<b>Trouble breathing</b>, or drooling and unable to swallow, with neck pain or swelling',
          reason: 'R/O: Retropharyngeal abscess, epiglottitis\nREASON: A deep neck infection can block the airway.',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        INFANT_FEVER_SCREEN,
        {
          text: '<b>Stiff neck</b> (cannot touch the chin to the chest) with a fever, headache, vomiting, a rash or bright light hurting the eyes, or in a baby with a weak suck, a high-pitched cry or a bulging soft spot',
          reason:
            'R/O: Meningitis\nREASON: Neck stiffness with fever is a classic sign of meningitis.\nNOTE: Ask the caller to bend the head forward gently while the child is calm.',
        },
        {
          text: 'Neck pain with fever and <b>trouble swallowing</b>, a muffled voice, or refusing to move the neck',
          reason:
            'R/O: Retropharyngeal or parapharyngeal abscess\nREASON: A deep neck infection needs urgent imaging and treatment.',
        },
        {
          text: 'Neck pain after a <b>serious injury</b> (fall from a height, diving, car crash, sports collision), without numbness or weakness',
          reason:
            'R/O: Cervical spine injury\nREASON: A possible spine injury needs an emergency assessment.\nFIRST AID: Keep the neck still.',
        },
        {
          text: 'Head held <b>tilted</b> and will not straighten, after a cold or sore throat, in a child who is unwell',
          reason:
            'R/O: Atlantoaxial rotatory subluxation (Grisel syndrome), deep neck infection\nREASON: This needs urgent imaging.',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: 'Neck pain within 30 days after a tick bite (the chin can touch the chest)',
          reason:
            'R/O: Lyme disease, Rocky Mountain spotted fever\nREASON: Shared finding: illness within 30 days after a tick bite is examined within hours. Public sources (KidsHealth-derived advice, Stiff neck) ask for medical care for a stiff neck after a tick bite in the last month (issue 31 reference review).',
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['callback']),
        {
          text: 'Severe neck pain, or neck pain that is getting worse, without fever or injury',
          reason:
            'R/O: Torticollis, lymphadenitis, other cause\nREASON: Severe or worsening pain needs an examination.',
          advice: ['heat', 'pain', 'callback'],
        },
        {
          text: 'Baby who always turns the head to one side, or a lump in a baby’s neck muscle',
          reason: 'R/O: Congenital muscular torticollis\nREASON: Early stretching exercises work best.',
          advice: ['baby-torticollis', 'callback'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Neck pain lasting <b>1 week or more</b>, or coming back often',
          reason: 'R/O: Chronic musculoskeletal pain, posture\nREASON: Persistent pain deserves a review.',
          advice: ['heat', 'pain', 'callback'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Minor neck pain from a <b>strained muscle</b> (slept wrong, sports, heavy bag) that lets the child play and sleep, can touch the chin to the chest, and no fever',
          reason: 'R/O: Muscle strain, wry neck\nREASON: Muscle strain improves in a few days with home care.',
          advice: ['heat', 'pain', 'callback'],
        },
        {
          text: 'Sore neck from <b>tender glands</b> with a cold or sore throat, and can move the neck fully',
          reason:
            'R/O: Reactive lymph nodes\nREASON: Glands with a viral illness are sore for a few days and then settle.',
          advice: ['pain', 'callback'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Neck Pain Care',
      topics: [
        {
          key: 'heat',
          title: 'Heat and Stretching',
          nuggets: [
            'Put a warm, wet cloth or heating pad on the neck for 20 minutes, 3 times a day.',
            'Gently stretch the neck by turning the head slowly to each side, several times a day.',
            'Use a low pillow; avoid carrying heavy bags on one shoulder.',
          ],
        },
        {
          key: 'pain',
          title: 'Pain',
          nuggets: [PAIN_MEDICINE_NUGGET],
        },
        {
          key: 'baby-torticollis',
          title: 'Babies Who Favor One Side',
          nuggets: [
            'Give plenty of tummy time while awake and watched.',
            'Place toys and talk to your baby from the side your baby does not turn to.',
          ],
        },
        {
          key: 'callback',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Fever with a stiff neck, headache or vomiting',
            'Trouble swallowing or breathing, or drooling',
            'Numbness, tingling or weakness of the arms or legs',
            'Pain lasts 1 week or more',
            SEEN_OR_WORSE_NUGGET,
          ],
        },
      ],
    },
  ],
});
