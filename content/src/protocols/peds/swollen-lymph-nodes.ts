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
  slug: 'swollen-lymph-nodes',
  sourceProtocolId: 354,
  audience: 'peds',
  title: 'Swollen Glands (Lymph Nodes)',
  keywords: [
    'swollen glands',
    'swollen gland',
    'swolen glands',
    'glands',
    'lymph nodes',
    'lymph node',
    'swollen lymph node',
    'limph node',
    'lump in neck',
    'lump on neck',
    'bump on neck',
    'lump behind ear',
    'lump in armpit',
    'lump in groin',
    'pea sized lump',
    'neck lump',
    'lymphadenitis',
    'mumps',
    'swollen cheek jaw',
  ],
  definition:
    '<p>A swollen lymph node (gland) or lump in the neck, behind the ears, under the jaw, in the armpit or in the groin.</p>',
  background:
    '<p>Lymph nodes filter germs and often swell with colds, sore throats, ear infections, skin infections and scalp rashes. Pea- or bean-sized soft, movable nodes are normal in children and can last weeks after an illness. A node that becomes large, red, warm and tender is infected (lymphadenitis) and needs an antibiotic; it can turn into an abscess.</p>' +
    '<p>Warning signs: a node that keeps growing, is hard and fixed, is above the collarbone, or comes with night sweats, weight loss, unexplained fevers or pale skin or bruising (rare but possible lymphoma or leukemia); a swollen neck with drooling, trouble swallowing or breathing (deep neck infection); and several days of fever with red eyes, red lips, rash and swollen hands or feet (Kawasaki disease).</p>',
  initialAssessment: [
    '1. LOCATION: Where is the lump? One or several?',
    '2. SIZE: How big (pea, grape, walnut, golf ball)? Getting bigger?',
    '3. APPEARANCE: Is it red, warm or tender? Soft and movable, or hard and fixed?',
    '4. ONSET: When did you notice it?',
    '5. FEVER: Is there a fever? For how many days?',
    '6. OTHER SYMPTOMS: Sore throat, earache, scalp rash, cat scratch? Night sweats, weight loss, tiredness, bruising?',
    '7. BREATHING AND SWALLOWING: Any trouble breathing or swallowing, or drooling?',
  ].join('\n'),
  references: [
    SCHMITT_PROTOCOLS,
    {
      title: 'Red Book: Report of the Committee on Infectious Diseases',
      author: 'American Academy of Pediatrics, Committee on Infectious Diseases',
      source: 'American Academy of Pediatrics',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'sore-throat', text: 'Sore throat is the main symptom' },
    { protocol: 'neck-pain-stiffness', text: 'Neck pain or stiffness without a lump' },
    { protocol: 'penis-scrotum-symptoms', text: 'A bulge in the groin of a boy that comes and goes' },
    { protocol: 'mouth-tooth-injury', text: 'A swollen face after a mouth or tooth injury' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        LIFE_THREATENING_SCREEN,
        {
          text: '<b>Trouble breathing</b>, or drooling and unable to swallow, with a swollen neck',
          reason: 'R/O: Deep neck infection, airway compression\nREASON: Airway compromise needs emergency care.',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        INFANT_FEVER_SCREEN,
        {
          text: 'Swollen neck with fever and your child <b>looks very sick</b> (lying around, not playing even when the fever is down), or cannot move the neck, or has trouble swallowing',
          reason:
            'R/O: Deep neck abscess, severe lymphadenitis\nREASON: A sick child with a neck infection may need antibiotics by vein and drainage.',
        },
        {
          text: 'Fever for <b>4 days or more</b> with red eyes, red cracked lips, a rash, or swollen hands or feet',
          reason:
            'R/O: Kawasaki disease\nREASON: Kawasaki disease needs treatment within 10 days of the fever to protect the heart.',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: 'Node is <b>red, warm and tender</b> and larger than 1 inch (2.5 cm), or redness is spreading',
          reason:
            'R/O: Bacterial lymphadenitis, abscess\nREASON: An infected node needs an antibiotic and sometimes drainage.',
          advice: ['warm', 'pain', 'callback'],
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['callback']),
        {
          text: 'Lump <b>above the collarbone</b>, or a node that is hard and does not move, or with night sweats, weight loss, pale skin or unexplained bruising',
          reason: 'R/O: Lymphoma, leukemia\nREASON: These features need an examination and possibly blood tests soon.',
          advice: ['watch', 'callback'],
        },
        {
          text: 'Painful swelling in front of the ear or along the jaw (mumps-like), or a tender node after a <b>cat scratch</b>',
          reason:
            'R/O: Parotitis, mumps, cat scratch disease\nREASON: These need an examination and sometimes tests or antibiotics.',
          advice: ['pain', 'callback'],
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Node larger than 1 inch (2.5 cm) that is not tender, or any node <b>still growing</b> after 2 weeks or present <b>4 weeks or more</b>',
          reason: 'R/O: Persistent lymphadenopathy\nREASON: Persistent or growing nodes need a non-urgent examination.',
          advice: ['watch', 'callback'],
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Small (pea- or bean-sized), soft, movable glands, with a cold, sore throat or other minor illness, or found on a well child',
          reason:
            'R/O: Reactive lymph nodes\nREASON: Small nodes are normal in children and shrink slowly after an illness.',
          advice: ['watch', 'pain', 'callback'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Swollen Gland Care',
      topics: [
        {
          key: 'watch',
          title: 'Watching a Gland',
          nuggets: [
            'Small nodes can take 2 to 4 weeks, or longer, to shrink back after an illness.',
            'Measure the node once a week; do not squeeze it every day.',
            'Look for the cause: sore throat, ear infection, scalp rash, insect bites or scratches.',
          ],
        },
        {
          key: 'warm',
          title: 'Warm Compresses',
          nuggets: ['Put a warm, wet cloth on a tender node for 20 minutes, 3 times a day.'],
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
            'Trouble breathing or swallowing, or drooling',
            'The node becomes red, warm and tender, or grows quickly',
            'Fever lasts 3 days or more',
            'Night sweats, weight loss or unexplained bruising',
            SEEN_OR_WORSE_NUGGET,
          ],
        },
      ],
    },
  ],
});
