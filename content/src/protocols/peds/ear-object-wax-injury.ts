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
          text: '<b>Dizziness</b> or unsteady walking, vomiting, weakness of the face, or marked hearing loss after a poke into the ear, a blow to the ear or with an object in the ear',
          reason:
            'R/O: Inner ear injury, ossicular injury, facial nerve injury\nREASON: A deep ear injury needs urgent specialist care. Public sources ask for an urgent visit for sudden hearing loss or dizziness after an object in the ear (Healthwise via CommonSpirit Health, Object in the ear) and a call now for unsteady walking after an ear injury (Schmitt-Thompson via Wesley Kids, Ear - injury) (issue 31 reference review).',
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
        {
          text: 'A <b>pointed object</b> (pencil, stick, straw, wire, or a cotton swab pushed in deep) went into the ear canal',
          reason:
            'R/O: Punctured eardrum, ear canal laceration\nREASON: Long pointed objects can puncture the eardrum. Public sources (Schmitt-Thompson via Wesley Kids and Seattle Children’s, Ear injury) say to call the doctor now (issue 31 reference review). Dizziness, unsteady walking or marked hearing loss with it are asked above.',
          advice: ['ear-injury', 'callback'],
        },
        {
          text: 'After an <b>ear injury</b>, any of these:<ul><li>bleeding that has not stopped after 10 minutes of firm pressure</li><li>a cut that gapes and may need stitches</li><li>clear, watery fluid draining from the ear canal</li><li>severe ear pain (cannot play or sleep)</li><li>a baby younger than 1 year</li></ul>',
          reason:
            'R/O: Ear laceration needing repair, punctured eardrum, serious injury in a baby\nREASON: These injuries need an examination within hours. Public sources (Schmitt-Thompson via Wesley Kids and Seattle Children’s, Ear injury) say to call the doctor now (issue 31 reference review).\nNOTE: Clear fluid from the ear after a head injury: use the Head Injury protocol.',
          advice: ['ear-injury', 'callback'],
        },
        {
          text: 'A pierced <b>upper ear</b> (cartilage) that is red and swollen, or a pierced ear that looks infected with a fever',
          reason:
            'R/O: Perichondritis, spreading infection\nREASON: Infection of the ear cartilage can destroy it and needs antibiotics soon. Public sources (Schmitt-Thompson via Pediatric Associates (NC), Ear piercing symptoms) say to seek care now (issue 31 reference review).',
          advice: ['piercing', 'callback'],
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['callback']),
        {
          text: 'After a <b>minor ear injury</b>, a cotton swab or an ear exam: ear pain or crying that keeps going, a few drops of blood from the ear canal, or hearing that is less on that side (muffled)',
          reason:
            'R/O: Traumatic eardrum perforation, ear canal scratch\nREASON: A torn eardrum needs an examination and a hearing check later. Public sources (Schmitt-Thompson via Wesley Kids, Ear - injury) say to call the doctor within 24 hours (issue 31 reference review).',
          advice: ['ear-injury', 'callback'],
        },
        {
          text: '<b>Pierced ear</b> with redness or swelling spreading beyond the piercing, or the earring back is buried in the skin or stuck and cannot be taken out',
          reason:
            'R/O: Spreading piercing infection (cellulitis), embedded earring\nREASON: Spreading infection or an embedded earring needs an examination. Public sources (Pediatric Advisor (Schmitt) via KPJ Penang, Pierced ear infection) say to call the doctor right away for a stuck clasp and during office hours for spreading redness (issue 31 reference review); a mild infection only at the piercing is home care below.',
          advice: ['piercing', 'callback'],
        },
        {
          text: '<b>Small object</b> (bead, food, paper) or a dead insect still in the ear, even without pain',
          reason:
            'R/O: Ear canal foreign body\nREASON: An object left in the ear is harder to remove and can cause infection; it needs removal by a clinician within a day. Public sources say to attend for removal (St John Ambulance, Foreign object in the nose or ear) and to see a doctor if it is still there after 24 hours (Healthwise via CommonSpirit Health, Object in the ear) (issue 31 reference review; it was a routine visit).',
          advice: ['object', 'callback'],
        },
        {
          text: 'Without an injury, any of these:<ul><li><b>sudden</b> hearing loss</li><li>ringing in the ear, or dizziness</li><li>a lot of ear pain (stops your child sleeping or playing)</li><li>ear pain that pain medicine does not ease</li></ul>',
          reason:
            'R/O: Ear infection, sudden sensorineural hearing loss, impacted wax with complications\nREASON: These are unlikely to be from wax alone and need an examination. Public sources (Raising Children Network, Ear wax; Just One Norfolk, Ear wax) say to see the GP or contact NHS 111 (issue 31 reference review).',
          advice: ['wax', 'callback'],
          smap: 'earache',
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: '<b>Earwax</b> that still muffles hearing after softening drops from the pharmacy, or wax blocking the ear of a child with ear tubes or a burst ear (perforation) the doctor has told you about',
          reason:
            'R/O: Cerumen impaction\nREASON: Wax that drops have not softened can be removed at a routine visit. Public sources (Raising Children Network, Ear wax) say to see the GP (issue 31 reference review).',
          advice: ['wax', 'callback'],
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
          text: 'Hard <b>earwax</b> with muffled hearing or a mild ache (plays and sleeps as usual), no discharge, and no ear tubes or known burst ear (perforation)',
          reason:
            'R/O: Cerumen impaction\nREASON: Softening drops from the pharmacy clear most hard wax. Public sources (Just One Norfolk, Ear wax) say to talk to the pharmacist (issue 31 reference review).',
          advice: ['wax', 'callback'],
        },
        {
          text: 'Pierced <b>earlobe</b> that is sore, red and a little swollen, with some yellow crust or fluid, only at the piercing and no fever',
          reason:
            'R/O: Minor pierced-earlobe infection\nREASON: Most mild earlobe infections clear with cleaning and an antibiotic ointment (Pediatric Advisor (Schmitt) via KPJ Penang, Pierced ear infection; issue 31 reference review).',
          advice: ['piercing', 'callback'],
        },
        {
          text: 'Minor bump, scratch or small cut of the outer ear without swelling (any bleeding stopped with pressure), and an object that has already come out on its own',
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
            'For hard wax that muffles hearing, ask the pharmacist about softening drops (such as olive oil drops) for a few days. Do not put drops in an ear with ear tubes, a known hole in the eardrum, pain or discharge.',
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
            'For a mildly infected earlobe, clean the earring and both sides of the earlobe 3 times a day and put an antibiotic ointment (such as bacitracin or Polysporin, no prescription needed) on the post. Most mild infections clear in 1 to 2 weeks.',
          ],
        },
        {
          key: 'callback',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Dizziness, vomiting or weakness of the face',
            'Redness spreading beyond a piercing, or a fever',
            'Hearing still muffled after softening drops',
            'Pain or bleeding gets worse, or pus drains from the ear',
            'Hearing is not back to normal in 2 weeks',
            SEEN_OR_WORSE_NUGGET,
          ],
        },
      ],
    },
  ],
});
