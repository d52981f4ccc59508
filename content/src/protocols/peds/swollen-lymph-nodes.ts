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
          text: '<b>Trouble breathing</b> (too breathless to talk, eat or drink), pauses in breathing, bluish lips, or drooling and unable to swallow',
          reason:
            'R/O: Deep neck infection, airway compression, respiratory failure\nREASON: Airway compromise needs emergency care. Public sources (NHS Healthier Together via Hounslow and Richmond Community Healthcare, Lymphadenopathy; NHS content on nidirect, Swollen glands) say to go to A&E or call 999 (issue 31 reference review).',
        },
        {
          text: '<b>Hard to wake</b>, confused, extremely agitated or floppy (very lethargic), or a seizure (fit)',
          reason:
            'R/O: Sepsis, meningitis, encephalopathy\nREASON: A reduced level of consciousness or a seizure needs emergency care. Public sources (NHS Healthier Together via Hounslow and Richmond Community Healthcare, Lymphadenopathy) say to go to A&E or phone 999 (issue 31 reference review).',
        },
        {
          text: 'Fever with purple or blood-colored spots or dots on the skin',
          reason:
            'R/O: Meningococcal sepsis\nREASON: A purple or blood-colored rash with fever may be meningococcal infection, which needs treatment within minutes (issue 31 reference review: NHS Healthier Together, Lymphadenopathy, a rash that does not fade: A&E or 999).',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        INFANT_FEVER_SCREEN,
        {
          text: 'Tiny <b>purple or blood-colored spots</b> or dots on the skin (like pinpricks) without a fever',
          reason:
            'R/O: Leukemia, low platelets (ITP)\nREASON: Pinpoint bleeding spots with swollen glands need a blood count now. Public sources (NHS Healthier Together via Hounslow and Richmond Community Healthcare, Lymphadenopathy) say to go to A&E or phone 999 for a rash that does not fade (issue 31 reference review).',
        },
        {
          text: 'Your child <b>looks or acts very sick</b> (lying around, not playing even when any fever is down), or a swollen neck with fever and cannot move the neck or has trouble swallowing',
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
          text: 'The skin over a node is <b>red</b>, or a node is red, warm and painful, or redness is spreading, or a node is <b>2 inches (5 cm)</b> or larger across',
          reason:
            'R/O: Bacterial lymphadenitis, abscess\nREASON: An infected node needs an antibiotic and sometimes drainage. Public sources (Pediatric Advisor (Schmitt) via Island Coast Pediatrics, Lymph nodes swollen; NHS Healthier Together, Lymphadenopathy) say to call the doctor right away or the same day (issue 31 reference review).',
          advice: ['warm', 'pain', 'callback'],
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['callback']),
        {
          text: 'Lump <b>above or around the collarbone</b>, or a node that is hard and does not move, or with night sweats, weight loss, pale skin or unexplained bruising',
          reason: 'R/O: Lymphoma, leukemia\nREASON: These features need an examination and possibly blood tests soon.',
          advice: ['watch', 'callback'],
        },
        {
          text: 'A node that keeps <b>getting bigger</b>, or a node <b>1 inch (2.5 cm)</b> or larger across (about the size of a quarter)',
          reason:
            'R/O: Lymphadenitis, persistent lymphadenopathy\nREASON: A large or growing node needs an examination. Public sources (NHS Healthier Together, Lymphadenopathy: growing, bigger than a 10p coin, contact a doctor today; Pediatric Advisor (Schmitt): 1 to 2 inches, call within 24 hours) (issue 31 reference review; it was a routine visit).',
          advice: ['watch', 'callback'],
        },
        {
          text: 'Swollen glands with a <b>fever lasting 3 days or more</b>, or with a sore throat and a fever but no cold symptoms',
          reason:
            'R/O: Strep throat, infectious mononucleosis, lymphadenitis, Kawasaki disease\nREASON: A lasting fever or a sore throat with fever needs an examination and sometimes a strep test. Public sources (Pediatric Advisor (Schmitt) via Island Coast Pediatrics, Lymph nodes swollen: a sore throat or a fever of 4 days or more, within 24 hours; NHS Healthier Together, Lymphadenopathy: a fever of 6 days or more, today) (issue 31 reference review). Glands with a cold or a sore throat without fever are home care below (NHS content on nidirect, Swollen glands).',
          advice: ['pain', 'callback'],
          smap: 'sore-throat',
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
          text: 'A swollen gland still there <b>3 weeks or more</b> and not getting smaller, or a newly found swollen gland with no illness or infection to explain it',
          reason:
            'R/O: Persistent lymphadenopathy\nREASON: A persistent node, or one without a cause, needs a non-urgent examination. Public sources (NHS content on nidirect, Swollen glands) say to see the GP (issue 31 reference review). Small pea-sized glands that have been there a long time or are getting smaller are home care below.',
          advice: ['watch', 'callback'],
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Small (pea- or bean-sized), soft, movable glands, with a cold, sore throat or other minor illness, or small glands that have been there a long time or are slowly getting smaller',
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
            'Fever lasts 3 days or more, or the node is larger than a quarter (1 inch, 2.5 cm)',
            'Night sweats, weight loss or unexplained bruising',
            SEEN_OR_WORSE_NUGGET,
          ],
        },
      ],
    },
  ],
});
