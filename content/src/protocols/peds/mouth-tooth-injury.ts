import { defineProtocol } from '../../source/define-protocol.ts';
import { unclearSymptom } from '../shared/findings.ts';
import {
  LIFE_THREATENING_SCREEN,
  PAIN_MEDICINE_NUGGET,
  SCHMITT_PROTOCOLS,
  SEEN_OR_WORSE_NUGGET,
} from './common/shared.ts';

export default defineProtocol({
  slug: 'mouth-tooth-injury',
  sourceProtocolId: 328,
  audience: 'peds',
  title: 'Mouth or Tooth Injury',
  keywords: [
    'tooth injury',
    'knocked out tooth',
    'tooth knocked out',
    'tooth fell out after fall',
    'lost tooth fall',
    'broken tooth',
    'chipped tooth',
    'cracked tooth',
    'loose tooth after fall',
    'tooth pushed in',
    'tooth turned gray',
    'mouth injury',
    'cut lip',
    'split lip',
    'fat lip',
    'bit tongue',
    'bit his tongue',
    'bit her tongue',
    'tongue cut',
    'mouth bleeding',
    'gum bleeding after fall',
    'fell on mouth',
    'hit in mouth',
    'pencil in mouth fall',
    'stick in mouth',
    'toothbrush injury',
    'frenulum tear',
    'avulsed tooth',
    'dental trauma',
  ],
  definition:
    '<p>An injury to the teeth, gums, lips, tongue or inside of the mouth: a knocked-out, loosened, pushed-in or broken tooth, or a cut or bruise in or around the mouth.</p>',
  background:
    '<p>Mouth injuries are very common in toddlers learning to walk. The mouth bleeds a lot, but most cuts of the lips, tongue and gums stop with pressure and heal quickly without stitches.</p>' +
    '<p>A <b>knocked-out permanent (adult) tooth</b> is a dental emergency: it can often be saved if it is put back in its socket within 30 to 60 minutes, or kept in milk or the child’s saliva and brought to a dentist at once. Baby teeth that are knocked out are not put back (it can damage the adult tooth underneath).</p>' +
    '<p>A fall with a stick, pencil, toothbrush or lollipop stick in the mouth can push it into the back of the throat or the soft palate and injure the deep tissues or the big blood vessels of the neck; these injuries need an examination. A cut that goes through the lip edge (the line between lip and skin) needs careful repair for a good result.</p>',
  initialAssessment: [
    '1. MECHANISM: How did it happen? Was there something in the mouth (stick, pencil, toothbrush) at the time of the fall?',
    '2. TEETH: Is a tooth knocked out, loose, pushed in, moved out of place or broken? Is it a baby tooth or an adult tooth?',
    '3. BLEEDING: Is it still bleeding after 10 minutes of pressure?',
    '4. CUTS: Where is the cut: inside the lip, through the lip edge, on the tongue, at the back of the mouth?',
    '5. BITE: Do the teeth close together normally? Can your child open the mouth fully?',
    '6. OTHER INJURIES: Any head injury, knocked out, or neck pain?',
    '7. TIME: When did it happen?',
    '8. SEVERITY: How much does it stop your child doing usual things?',
    '- MILD: plays, eats and sleeps as usual',
    '- MODERATE: stops some play or wakes your child from sleep, still drinks',
    '- SEVERE: cannot play or do anything, cries when moved or touched, or will not drink',
  ].join('\n'),
  firstAid:
    '<p><b>Knocked-out adult tooth:</b> pick it up by the crown (white part), not the root. If dirty, rinse it briefly in milk or water (do not scrub). Put it back in the socket and have your child bite on a cloth, or keep it in cold milk or inside the cheek of an older child, and go to a dentist or emergency department at once.</p>' +
    '<p><b>Bleeding from the mouth:</b> press on the cut with a clean cloth or gauze for 10 minutes. For a lip, squeeze the lip between finger and thumb.</p>',
  references: [
    SCHMITT_PROTOCOLS,
    {
      title:
        'International Association of Dental Traumatology guidelines for the management of traumatic dental injuries: 2. Avulsion of permanent teeth',
      author: 'Fouad AF, Abbott PV, Tsilingaridis G, et al.',
      source: 'Dental Traumatology. 2020;36(4):331-342',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'toothache', text: 'Tooth pain without an injury' },
    { protocol: 'head-injury', text: 'The head was also hit, or your child was knocked out' },
    { protocol: 'laceration', text: 'A cut on the face or chin outside the lips' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        LIFE_THREATENING_SCREEN,
        {
          text: '<b>Trouble breathing</b> or swallowing, or drooling and unable to swallow, after the injury',
          reason: 'R/O: Airway injury, swelling of the throat\nREASON: An injured airway can close.',
        },
        {
          text: 'Bleeding from the mouth that <b>will not stop</b> after 10 minutes of firm pressure, with a lot of blood lost',
          reason:
            'R/O: Major hemorrhage\nREASON: Heavy ongoing bleeding needs emergency care.\nFIRST AID: Keep pressing on the bleeding point.',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: 'After the injury, <b>any of these</b>: knocked out (even briefly), vomited 2 or more times, double vision or other new problems with eyesight, slurred speech, or weakness or numbness of an arm or leg',
          reason:
            'R/O: Head injury, concussion, facial fracture\nREASON: A blow hard enough to injure the mouth can injure the brain or the bones around the eye; these signs need an emergency examination.\nNOTE: Use the Head Injury protocol after the call.',
          smap: 'head-injury',
        },
        {
          text: 'Bleeding from the mouth that <b>has not stopped after 10 minutes</b> of firm pressure',
          reason:
            'R/O: Laceration of the tongue, lip or cheek needing repair, bleeding disorder\nREASON: A mouth wound that keeps bleeding through firm pressure needs to be closed or treated in the emergency department.\nFIRST AID: Press on the bleeding point with a clean cloth or gauze, and keep pressing on the way.',
        },
        {
          text: '<b>Adult (permanent) tooth knocked out</b>',
          reason:
            'R/O: Avulsed permanent tooth\nREASON: A tooth put back within 60 minutes has the best chance of surviving.\nFIRST AID: Put it back in the socket, or keep it in cold milk; go to a dentist or emergency department at once.\nNOTE: Practice policy may direct the family to an emergency dentist.',
        },
        {
          text: 'Fell with a <b>stick, pencil, toothbrush</b> or other object in the mouth and it hit the <b>back of the throat</b> or the roof of the mouth',
          reason:
            'R/O: Oropharyngeal penetrating injury, carotid artery injury\nREASON: Injuries at the back of the mouth can damage deep tissues and blood vessels of the neck.',
        },
        {
          text: '<b>Baby not yet walking</b> with any mouth injury (including a torn strip of skin between lip and gum), or an injury that <b>does not fit the story</b> given',
          reason:
            'R/O: Non-accidental injury\nREASON: A baby who cannot yet walk rarely injures the mouth by accident; a torn lip or gum strip (frenulum) at this age can be a sign of abuse and needs a full examination now.\nNOTE: Follow practice policy and local law for reporting suspected abuse.',
        },
        {
          text: 'Cut <b>through the lip edge</b> (the border between lip and skin), a gaping cut of the tongue, or a cut inside the mouth that is gaping or more than 1/2 inch (12 mm) long',
          reason:
            'R/O: Laceration needing repair\nREASON: Cuts through the lip border or large cuts of the tongue need stitches for a good result.',
        },
        {
          text: 'Teeth do not close together normally, or severe jaw pain, or cannot open the mouth',
          reason: 'R/O: Jaw fracture, displaced teeth\nREASON: These are signs of a broken jaw or badly moved teeth.',
        },
        {
          text: 'Tooth <b>pushed up into the gum</b>, knocked out of line, or very loose',
          reason:
            'R/O: Intrusion, luxation\nREASON: Displaced teeth need a dentist the same day to protect the tooth and the adult tooth underneath.\nNOTE: Practice policy may direct the family to an emergency dentist.',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: '<b>Broken</b> adult tooth with pink or red showing, or a broken tooth with severe pain',
          reason:
            'R/O: Crown fracture with pulp exposure\nREASON: An exposed nerve needs a dentist promptly.\nNOTE: Refer to a dentist.',
          advice: ['tooth-care', 'pain', 'callback'],
        },
        {
          text: '<b>Jaw hurts</b> when opening or closing the mouth, or the jaw or cheekbone is swollen, after the injury',
          reason:
            'R/O: Jaw or cheekbone fracture, jaw joint injury\nREASON: Pain on moving the jaw or a swollen cheekbone can be a broken bone that needs an examination and X-ray.',
          advice: ['pain', 'callback'],
        },
        {
          text: 'Something <b>stuck</b> in the tongue, cheek, lip or roof of the mouth (a splinter, a piece of tooth, dirt or grit that does not rinse out)',
          reason:
            'R/O: Retained foreign body\nREASON: Something left in a mouth wound causes infection and must be removed by a clinician.\nNOTE: Do not pull out an object stuck in the back of the throat or the roof of the mouth: that is the ED (asked above).',
          advice: ['mouth-cuts', 'callback'],
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['callback']),
        {
          text: '<b>Baby tooth knocked out</b>, or a chipped tooth, or a tooth that is a little loose',
          reason:
            'R/O: Avulsed primary tooth, enamel fracture, subluxation\nREASON: A dentist should check the tooth and the tooth underneath.\nNOTE: Baby teeth are not put back in. Refer to a dentist.',
          advice: ['tooth-care', 'pain', 'callback'],
        },
        {
          text: 'Injured tooth <b>hurts a lot</b> when touched or when biting, or with hot or cold drinks',
          reason:
            'R/O: Injury to the tooth’s nerve or root\nREASON: A tooth that hurts a lot after an injury may be cracked or have a bruised or exposed nerve, and needs a dentist.\nNOTE: Refer to a dentist.',
          advice: ['tooth-care', 'pain', 'callback'],
        },
        {
          text: 'In the days after the injury: <b>more swelling</b>, redness or pain, pus, or a fever',
          reason:
            'R/O: Infected mouth wound, tooth abscess\nREASON: A mouth wound or injured tooth that becomes infected may need antibiotics or a dentist.',
          advice: ['mouth-cuts', 'callback'],
        },
        {
          text: 'Mouth or lip wound from a <b>dirty or rusty object</b>, and no tetanus shot in the past 5 years (or not sure when the last one was)',
          reason:
            'R/O: Tetanus risk\nREASON: A tetanus booster should be given, ideally within 72 hours of the injury.',
          advice: ['mouth-cuts', 'callback'],
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'A tooth has <b>turned gray or dark</b> in the days or weeks after an injury',
          reason: 'R/O: Pulp injury\nREASON: A darkening tooth should be checked by a dentist.',
          advice: ['tooth-care', 'callback'],
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Minor cut or bruise of the lip, gum or tongue, or a torn strip of skin between lip and gum, that stops bleeding with pressure, in a child who walks, and the teeth are fine',
          reason: 'REASON: Most small mouth cuts heal within 3 to 4 days without stitches.',
          advice: ['mouth-cuts', 'pain', 'callback'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Care After a Mouth Injury',
      topics: [
        {
          key: 'mouth-cuts',
          title: 'Mouth Cuts',
          nuggets: [
            'Press on a bleeding cut with a clean cloth for 10 minutes.',
            'Hold a cold pack or ice wrapped in a cloth on the lip for 20 minutes, or give an ice pop to suck.',
            'Offer soft foods and avoid salty or sour foods for a few days.',
            'Rinse the mouth with water after meals. A cut inside the mouth often turns white or yellow while it heals; this is normal.',
          ],
        },
        {
          key: 'tooth-care',
          title: 'Injured Teeth',
          nuggets: [
            'Give soft foods for 3 days and avoid biting with the injured teeth.',
            'Brush gently with a soft brush.',
            'Keep any broken piece of tooth in milk and bring it to the dentist.',
            'Use a mouth guard for contact sports.',
          ],
        },
        {
          key: 'pain',
          title: 'Pain',
          nuggets: [PAIN_MEDICINE_NUGGET],
        },
        {
          key: 'callback',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Bleeding starts again and does not stop with 10 minutes of pressure',
            'Trouble swallowing or breathing, or drooling',
            'Fever, or swelling of the face or neck',
            'A tooth becomes more loose, painful or dark',
            SEEN_OR_WORSE_NUGGET,
          ],
        },
      ],
    },
  ],
});
