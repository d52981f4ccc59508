import { defineProtocol } from '../../source/define-protocol.ts';
import { unclearSymptom } from '../shared/findings.ts';
import { LIFE_THREATENING_SCREEN, SCHMITT_PROTOCOLS, SEEN_OR_WORSE_NUGGET } from './common/shared.ts';

export default defineProtocol({
  slug: 'nosebleed',
  sourceProtocolId: 332,
  audience: 'peds',
  title: 'Nosebleed',
  keywords: [
    'nosebleed',
    'nose bleed',
    'nose bleeding',
    'bloody nose',
    'blood from nose',
    'nose is bleeding',
    'nosebleeds',
    'nose bleeds a lot',
    'bleeding nose',
    'nose bled',
    'epistaxis',
    'epistaxsis',
    'picked nose bleeding',
    'blood in nose',
    'nosebleed wont stop',
    'nose hit',
    'broken nose',
    'something up nose',
    'bead in nose',
    'object in nose',
    'battery in nose',
    'magnet in nose',
  ],
  definition:
    '<p>Bleeding from one or both nostrils, including a nosebleed after a blow to the nose, and objects stuck in the nose.</p>',
  background:
    '<p>Nosebleeds are very common in children, especially in dry winter air, with colds and allergies, and from nose picking. Almost all come from blood vessels at the front of the nose and stop with 10 minutes of firm pinching of the soft part of the nose. Tilting the head back or lying down lets blood run down the throat and causes vomiting; the child should sit up and lean forward.</p>' +
    '<p>A nosebleed needs medical care when it does not stop with 2 tries of 10 minutes of correct pressure, when a lot of blood is lost, or when the child has a bleeding disorder or takes a blood thinner. Frequent nosebleeds with easy bruising or bleeding gums may be a sign of a bleeding disorder. A one-sided, bad-smelling discharge, sometimes bloody, in a young child suggests an object stuck in the nose.</p>',
  initialAssessment: [
    '1. AMOUNT: How much blood? Is it still bleeding?',
    '2. PRESSURE: Has the nose been pinched firmly for 10 minutes without letting go?',
    '3. CAUSE: Any injury to the nose or face? Could something be stuck in the nose?',
    '4. GENERAL: Is your child pale, dizzy or faint?',
    '5. FREQUENCY: How often does your child get nosebleeds?',
    '6. RISK FACTORS: Any bleeding disorder, blood thinner, easy bruising or bleeding gums? Other bleeding?',
  ].join('\n'),
  firstAid:
    '<p><b>To stop a nosebleed:</b> sit your child up and lean forward. Pinch the soft lower part of the nose shut (both sides) with thumb and finger for 10 minutes by the clock without letting go. Have your child spit out any blood in the mouth. If it is still bleeding, repeat once for another 10 minutes.</p>',
  references: [
    SCHMITT_PROTOCOLS,
    {
      title: 'Clinical Practice Guideline: Nosebleed (Epistaxis)',
      author: 'Tunkel DE, Anne S, Payne SC, et al.',
      source: 'Otolaryngology–Head and Neck Surgery. 2020;162(1_suppl):S1-S38',
    },
  ],
  useDifferentProtocolIf: [
    {
      protocol: 'head-injury',
      text: 'The nosebleed came with a head injury, or clear fluid runs from the nose after a head injury',
    },
    { protocol: 'colds', text: 'Only streaks of blood in the mucus of a cold' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        LIFE_THREATENING_SCREEN,
        {
          text: '<b>Fainted</b>, or too weak to stand, or pale and sweaty, with a nosebleed',
          reason:
            'R/O: Hemorrhagic shock\nREASON: Signs of major blood loss need emergency care.\nFIRST AID: Lay your child on the side and keep pinching the nose.',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: '<b>Button battery</b> or a magnet in the nose, or possibly in the nose',
          reason:
            'R/O: Nasal button battery or magnets\nREASON: A button battery burns the inside of the nose within hours, and magnets on both sides of the septum can erode through it.\nFIRST AID: Do not put drops in the nose or try to remove it.',
        },
        {
          text: 'Baby <b>not yet crawling</b> with a nosebleed, or a nosebleed with a spell of <b>not breathing, turning blue or going limp</b>',
          reason:
            'R/O: Non-accidental injury (smothering), brief resolved unexplained event\nREASON: Blood from the nose of a baby who cannot yet move about, or with a breathing spell, can be a sign of smothering or another serious cause and needs a full examination now.',
        },
        {
          text: 'Bleeding that <b>will not stop</b> after 2 tries of 10 minutes of firm pinching (20 minutes in all)',
          reason:
            'R/O: Persistent epistaxis, posterior bleed\nREASON: A nosebleed that does not stop with correct pressure needs packing or cautery. Public sources give 20 minutes of correct first aid (NHS inform, Nosebleed; Alder Hey and Belfast Trust children’s symptom checkers; Seattle Children’s, Nosebleed); the NHS.uk 10 to 15 minutes is one pinch, after which the caller is coached through a second (issue 31 reference review).\nNOTE: First check that the soft part of the nose was pinched correctly and continuously; if not, coach and retry.',
        },
        {
          text: 'Blood running down the throat so that the child <b>chokes on it or vomits blood</b>, even when sitting up and leaning forward',
          reason:
            'R/O: Posterior epistaxis, large blood loss\nREASON: Blood that runs down the throat despite leaning forward comes from the back of the nose, which pinching does not reach. Public sources (NHS.uk, Nosebleed: swallowing so much blood that it causes vomiting; Alder Hey children’s symptom checker: choking on the blood) send these to A&E (issue 31 reference review).\nNOTE: Vomiting once after the bleeding has stopped, from blood swallowed earlier, is common: answer from the nosebleed now.',
        },
        {
          text: 'Feels <b>dizzy or weak</b> with the nosebleed (can still stand)',
          reason:
            'R/O: Blood loss\nREASON: Dizziness or weakness may mean a lot of blood has been lost. Public sources (NHS.uk, Nosebleed) send a nosebleed with feeling weak or dizzy to A&E (issue 31 reference review). Fainting or too weak to stand is 911 (asked above).\nFIRST AID: Sit your child down, leaning forward, and keep pinching the nose.',
        },
        {
          text: '<b>Trouble breathing</b> with the nosebleed (more than breathing through the mouth while the nose is pinched)',
          reason:
            'R/O: Airway compromise from blood, posterior bleed\nREASON: Public sources (NHS.uk, Nosebleed; Alder Hey and Belfast Trust children’s symptom checkers) send a nosebleed with difficulty breathing to A&E (issue 31 reference review).',
        },
        {
          text: 'Has a <b>bleeding disorder</b> (such as hemophilia or low platelets) or takes a blood thinner, and the nosebleed is large',
          reason: 'R/O: Coagulopathy\nREASON: These children may need treatment to help the blood clot.',
        },
        {
          text: 'Nose is <b>crooked</b> after an injury, or a swelling inside the nose blocks one side after an injury',
          reason:
            'R/O: Nasal fracture, septal hematoma\nREASON: A blood clot inside the nasal septum must be drained urgently to prevent damage to the nose.',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: '<b>Object</b> (not a battery or magnet) stuck in the nose that will not come out with blowing',
          reason:
            'R/O: Nasal foreign body\nREASON: Objects in the nose need removal before they are breathed in or cause infection.\nNOTE: A button battery or a magnet is triaged above (emergency department now).',
          advice: ['object-nose', 'callback'],
        },
        {
          text: 'New skin bruises, tiny red or purple dots on the skin, or bleeding gums with the nosebleed',
          reason:
            'R/O: Thrombocytopenia, leukemia, bleeding disorder\nREASON: Other bleeding signs need a blood test soon.',
          advice: ['stop-bleeding', 'callback'],
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['callback']),
        {
          text: 'Child <b>younger than 2 years</b> with a nosebleed',
          reason:
            'R/O: Injury, bleeding disorder, non-accidental injury\nREASON: Nosebleeds are rare in babies and toddlers and need an examination to find the cause. NHS inform (Nosebleed) asks parents to contact the GP for a nosebleed in a child younger than 2 years; it was younger than 1 year here (issue 31 reference review). A baby not yet crawling is the ED (asked above).\nNOTE: If the story does not explain the bleeding, follow practice policy for suspected abuse.',
          advice: ['stop-bleeding', 'callback'],
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Nosebleeds are <b>frequent</b> (more than 3 in 1 week, or more than 10 in the last 2 months) or keep coming back',
          reason:
            'R/O: Recurrent anterior epistaxis, bleeding disorder\nREASON: Frequent nosebleeds may need cautery or testing.',
          advice: ['stop-bleeding', 'prevention', 'callback'],
          videoVisitEligible: true,
        },
        {
          text: 'Bad-smelling or bloody discharge from <b>one side</b> of the nose for 1 week or more',
          reason:
            'R/O: Hidden nasal foreign body\nREASON: A one-sided smelly discharge in a child is often a forgotten object in the nose.',
          advice: ['object-nose', 'callback'],
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Nosebleed that has stopped, or stops with 10 minutes of pinching, and no other symptoms',
          reason:
            'R/O: Anterior epistaxis\nREASON: Most nosebleeds stop with correct pressure and need only home care.',
          advice: ['stop-bleeding', 'prevention', 'callback'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Nosebleed Care',
      topics: [
        {
          key: 'stop-bleeding',
          title: 'How to Stop a Nosebleed',
          nuggets: [
            'Sit up and lean forward. Do not tilt the head back or lie down.',
            'Pinch the soft part of the nose firmly for 10 minutes by the clock. Do not let go to check.',
            'If it is still bleeding, blow out the clots and pinch again for 10 minutes.',
            'After it stops, no nose blowing, picking or rough play for 12 hours.',
          ],
        },
        {
          key: 'prevention',
          title: 'Preventing Nosebleeds',
          nuggets: [
            'Put a thin layer of petroleum jelly just inside each nostril twice a day to keep the lining moist.',
            'Use a humidifier in the bedroom during dry weather, and saline nose spray if the nose is dry.',
            'Keep fingernails short and discourage nose picking.',
          ],
        },
        {
          key: 'object-nose',
          title: 'Object in the Nose',
          nuggets: [
            'Have an older child blow hard while you close the other nostril.',
            'Do not try to pull out a round object with tweezers: it can be pushed deeper.',
            'Go to the emergency department now if the object is a button battery or magnets.',
          ],
        },
        {
          key: 'callback',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'A nosebleed does not stop after 2 tries of 10 minutes of pinching',
            'Your child becomes pale, dizzy or faint',
            'New bruises or bleeding gums appear',
            'Nosebleeds keep coming back',
            SEEN_OR_WORSE_NUGGET,
          ],
        },
      ],
    },
  ],
});
