import { defineProtocol } from '../../source/define-protocol.ts';
import { unclearSymptom } from '../shared/findings.ts';
import {
  LIFE_THREATENING_SCREEN,
  PAIN_MEDICINE_NUGGET,
  SCHMITT_PROTOCOLS,
  SEEN_OR_WORSE_NUGGET,
} from './common/shared.ts';

export default defineProtocol({
  slug: 'ear-object-wax-injury',
  sourceProtocolId: 352,
  audience: 'peds',
  title: 'Ear: Object, Earwax or Injury',
  keywords: [
    'something in ear',
    'object in ear',
    'bead in ear',
    'bug in ear',
    'insect in ear',
    'bug crawled in ear',
    'stuck in ear',
    'battery in ear',
    'earwax',
    'ear wax',
    'earwacks',
    'wax buildup',
    'blocked ear wax',
    'cotton swab ear',
    'q tip in ear',
    'qtip injury',
    'ear bleeding',
    'blood from ear',
    'ear injury',
    'hit on ear',
    'cauliflower ear',
    'torn earlobe',
    'earring infection',
    'earring stuck',
    'ear piercing infected',
    'popped eardrum',
    'ruptured eardrum',
  ],
  definition:
    '<p>Something put or stuck in the ear canal (beads, food, insects, batteries), earwax questions, and injuries of the ear: a poke from a cotton swab or stick, a blow to the outer ear, and earlobe or piercing problems.</p>',
  background:
    '<p>Young children often put small objects in their ears. Most are harmless and can be removed in the office, but a <b>button battery</b> can burn the ear canal within hours, and pushing at an object with tweezers or a swab often drives it deeper. A live insect can be killed and floated out with a few drops of mineral or cooking oil (if there is no ear tube or hole in the eardrum).</p>' +
    '<p>Earwax protects the ear and normally works its way out; cotton swabs push it deeper. A poke into the ear canal can tear the eardrum: pain, a little bleeding and muffled hearing; most small tears heal on their own, but dizziness, vomiting, facial weakness or marked hearing loss mean a deeper injury. A blow to the outer ear that causes a swelling of blood under the skin needs draining to prevent a “cauliflower ear”. Bleeding or clear fluid from the ear after a head injury is covered by the Head Injury protocol.</p>',
  initialAssessment: [
    '1. WHAT HAPPENED: Object in the ear, poke into the ear, blow to the ear, or earwax question? When?',
    '2. OBJECT: What is it? Could it be a button battery? Is it a live insect?',
    '3. SYMPTOMS: Any ear pain, bleeding, discharge, or muffled hearing?',
    '4. BALANCE: Any dizziness, vomiting or weakness of the face?',
    '5. HEAD: Was the head hit too? Any knocked out?',
    '6. EARS: Does your child have ear tubes or a known hole in the eardrum?',
    '7. SEVERITY: How much does it stop your child doing usual things?',
    '- MILD: plays, eats and sleeps as usual',
    '- MODERATE: stops some play or wakes your child from sleep, still drinks',
    '- SEVERE: cannot play or do anything, cries when moved or touched, or will not drink',
  ].join('\n'),
  references: [
    SCHMITT_PROTOCOLS,
    {
      title: 'Clinical Practice Guideline (Update): Earwax (Cerumen Impaction)',
      author: 'Schwartz SR, Magit AE, Rosenfeld RM, et al.',
      source: 'Otolaryngology–Head and Neck Surgery. 2017;156(1_suppl):S1-S29',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'earache', text: 'Ear pain or discharge without an object or injury' },
    { protocol: 'head-injury', text: 'Bleeding or clear fluid from the ear after a head injury' },
    { protocol: 'nosebleed', text: 'The object is in the nose' },
    { protocol: 'poisoning-swallowed-object', text: 'The object was swallowed' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        LIFE_THREATENING_SCREEN,
        {
          text: 'Knocked out, or hard to wake, after a blow to the head or ear',
          reason: 'R/O: Head injury\nREASON: Loss of consciousness needs emergency care.',
          smap: 'head-injury',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: '<b>Button battery</b> in the ear, or possibly in the ear',
          reason:
            'R/O: Button battery in the ear canal\nREASON: Batteries burn the ear canal and eardrum within hours and must be removed at once.',
        },
        {
          text: '<b>Dizziness</b>, vomiting, weakness of the face, or marked hearing loss after a poke into the ear',
          reason:
            'R/O: Inner ear injury, ossicular injury, facial nerve injury\nREASON: A deep ear injury needs urgent specialist care.',
        },
        {
          text: 'Object stuck <b>deep</b> in the ear with severe pain or bleeding, or a sharp object',
          reason:
            'R/O: Ear canal laceration, eardrum perforation\nREASON: Deep or sharp objects need removal under direct view.',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: 'Swelling of the <b>outer ear</b> after a blow (soft, puffy, changes the ear’s shape)',
          reason:
            'R/O: Auricular hematoma\nREASON: Blood under the skin of the ear needs draining within a day or two to prevent a cauliflower ear.',
          advice: ['ear-injury', 'callback'],
        },
        {
          text: 'Live insect in the ear that is still moving after oil drops, or an object that causes pain',
          reason: 'R/O: Foreign body in the ear canal\nREASON: A painful object needs prompt removal.',
          advice: ['object', 'callback'],
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['callback']),
        {
          text: 'Ear pain, a little bleeding or muffled hearing after a <b>poke</b> into the ear (swab, stick, pencil)',
          reason:
            'R/O: Traumatic eardrum perforation\nREASON: A torn eardrum needs an examination and a hearing check later.',
          advice: ['ear-injury', 'callback'],
        },
        {
          text: '<b>Earlobe or piercing</b> is red, swollen and painful, or the earring back is buried in the skin',
          reason:
            'R/O: Piercing infection, embedded earring\nREASON: An infected or embedded earring needs an examination.',
          advice: ['piercing', 'callback'],
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Small object (bead, food, paper) in the ear <b>without pain</b>, or earwax that blocks hearing',
          reason:
            'R/O: Ear canal foreign body, cerumen impaction\nREASON: Painless objects and wax can be removed at a routine visit.',
          advice: ['object', 'wax', 'callback'],
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Question about earwax, or a little wax seen at the opening of the ear, with normal hearing and no pain',
          reason: 'R/O: Normal earwax\nREASON: Earwax is normal and cleans itself.',
          advice: ['wax', 'callback'],
        },
        {
          text: 'Minor bump or scratch of the outer ear without swelling, and an object that has already come out on its own',
          reason: 'R/O: Minor ear contusion\nREASON: Minor ear bumps heal on their own.',
          advice: ['ear-injury', 'callback'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Ear Care',
      topics: [
        {
          key: 'object',
          title: 'Object in the Ear',
          nuggets: [
            'Do not try to remove it with tweezers, a swab or a pin: it is easily pushed deeper.',
            'Tilt the head with the ear down and gently shake; some objects fall out.',
            'For a live insect: if your child has no ear tubes and no known hole in the eardrum, put a few drops of mineral or cooking oil in the ear to stop it moving, then tilt the ear down.',
          ],
        },
        {
          key: 'wax',
          title: 'Earwax',
          nuggets: [
            'Earwax protects the ear and moves out on its own. Clean only the outer ear with a washcloth.',
            'Do not use cotton swabs in the ear canal; they push wax deeper and can injure the eardrum.',
            'Do not use ear candles.',
          ],
        },
        {
          key: 'ear-injury',
          title: 'Ear Injury',
          nuggets: [
            'Put a cold pack wrapped in a cloth on a bruised outer ear for 20 minutes.',
            'After a poke into the ear, keep water out of the ear until it has been checked.',
            PAIN_MEDICINE_NUGGET,
          ],
        },
        {
          key: 'piercing',
          title: 'Ear Piercing Care',
          nuggets: [
            'Clean the piercing 2 times a day with soap and water and turn the earring gently.',
            'Use earrings with a loose back, and take them out if the earlobe becomes swollen.',
          ],
        },
        {
          key: 'callback',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Dizziness, vomiting or weakness of the face',
            'Pain or bleeding gets worse, or pus drains from the ear',
            'Hearing is not back to normal in 2 weeks',
            SEEN_OR_WORSE_NUGGET,
          ],
        },
      ],
    },
  ],
});
