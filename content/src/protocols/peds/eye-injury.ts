import { defineProtocol } from '../../source/define-protocol.ts';
import { unclearSymptom } from '../shared/findings.ts';
import {
  LIFE_THREATENING_SCREEN,
  PAIN_MEDICINE_NUGGET,
  SCHMITT_PROTOCOLS,
  SEEN_OR_WORSE_NUGGET,
} from './common/shared.ts';

export default defineProtocol({
  slug: 'eye-injury',
  sourceProtocolId: 324,
  audience: 'peds',
  title: 'Eye Injury',
  keywords: [
    'eye injury',
    'eye injurey',
    'hit in the eye',
    'poked in the eye',
    'poked eye',
    'scratched eye',
    'scratch on eye',
    'corneal abrasion',
    'black eye',
    'shiner',
    'something in eye',
    'something in my eye',
    'sand in eye',
    'dirt in eye',
    'eyelash in eye',
    'foreign body eye',
    'chemical in eye',
    'splash in eye',
    'bleach in eye',
    'soap in eye',
    'sanitizer in eye',
    'eye cut',
    'eyelid cut',
    'ball hit eye',
    'eye hurts after',
    'bruised eye',
  ],
  definition:
    '<p>An injury to the eye or eyelid: a blow, a scratch or poke, a cut, something in the eye, or a chemical splashed into the eye.</p>',
  background:
    '<p>Most eye injuries in children are minor: a black eye from a bump, or an eyelash or grain of sand that washes out. A scratch of the clear front of the eye (corneal abrasion) hurts a lot, makes the eye water and light painful, and heals within 1 to 3 days with treatment.</p>' +
    '<p>Serious injuries need emergency care: chemicals in the eye (alkalis such as drain cleaner, oven cleaner, lime and dishwasher detergent are the most damaging), a cut or puncture of the eyeball, a high-speed object (BB pellet, metal from hammering, fireworks), blood in the colored part of the eye (hyphema), loss of vision, and a cut through the edge of the eyelid. For any chemical splash, the eye must be rinsed with water at once, before calling for more help.</p>',
  initialAssessment: [
    '1. MECHANISM: What happened? What hit or got into the eye? When?',
    '2. CHEMICAL: Was anything splashed into the eye? What is the product? (rinse first, then ask)',
    '3. VISION: Can your child see normally with the injured eye (cover the other eye)?',
    '4. PAIN: How bad is the pain? Is your child keeping the eye shut?',
    '5. APPEARANCE: Is there blood in the colored part of the eye, a cut on the eye or eyelid, or a change in the shape of the pupil?',
    '6. OBJECT: Can you see something on the eye? Is something stuck in the eye?',
    '7. OTHER INJURIES: Any head injury, knocked out, or vomiting?',
    '8. SEVERITY: How much does it stop your child doing usual things?',
    '- MILD: plays, eats and sleeps as usual',
    '- MODERATE: stops some play or wakes your child from sleep, still drinks',
    '- SEVERE: cannot play or do anything, cries when moved or touched, or will not drink',
  ].join('\n'),
  firstAid:
    '<p><b>Chemical in the eye:</b> rinse the eye at once with lukewarm tap water for 20 minutes (pour from a cup, or hold the face under a gently running tap or shower), holding the eyelids open. Then call back or call Poison Control (1-800-222-1222).</p>' +
    '<p><b>Object stuck in the eye or a cut eyeball:</b> do not remove the object or press on the eye. Cover the eye loosely with a paper cup and keep your child from rubbing it.</p>' +
    '<p><b>Black eye:</b> a cold pack wrapped in a cloth on the eye for 20 minutes.</p>',
  references: [
    SCHMITT_PROTOCOLS,
    {
      title: 'Eye injuries: recognizing and responding (patient education)',
      author: 'American Academy of Ophthalmology',
      source: 'American Academy of Ophthalmology, EyeSmart',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'eye-red-pink-eye', text: 'A red eye or discharge without any injury' },
    { protocol: 'head-injury', text: 'The head was also injured, or your child was knocked out' },
    { protocol: 'laceration', text: 'A cut on the face that does not involve the eye or eyelid' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        LIFE_THREATENING_SCREEN,
        {
          text: '<b>Knocked out</b> or not responding normally after the injury',
          reason:
            'R/O: Head injury\nREASON: Loss of consciousness needs emergency care.\nNOTE: Use the Head Injury protocol after the call.',
          smap: 'head-injury',
        },
        {
          text: '<b>Strong chemical</b> (drain or oven cleaner, bleach, dishwasher detergent, lye, lime, cement, battery acid) in the eye',
          reason:
            'R/O: Alkali or acid burn of the eye\nREASON: Strong chemicals burn the eye within minutes and can cause blindness.\nFIRST AID: Rinse the eye with running water for 20 minutes, and keep rinsing on the way to care.',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: 'Object <b>stuck in the eyeball</b>, or a <b>cut on the eyeball</b>, or the pupil has changed shape or is a different size from the other pupil',
          reason:
            'R/O: Penetrating eye injury, ruptured globe\nREASON: An open eye injury needs an eye surgeon urgently.\nFIRST AID: Do not remove the object or press on the eye; cover it loosely with a paper cup.',
        },
        {
          text: '<b>Vision is blurred</b> or lost, or your child sees flashes of light or a shadow, after the injury, and it does not clear with blinking',
          reason:
            'R/O: Hyphema, retinal injury or detachment, corneal injury\nREASON: Loss of vision, flashes or a shadow after an injury need emergency eye care.',
        },
        {
          text: '<b>Blood in the colored part</b> of the eye (a red layer in front of the iris)',
          reason: 'R/O: Hyphema\nREASON: Bleeding inside the eye can raise eye pressure and cause further bleeding.',
        },
        {
          text: 'Hit by a <b>high-speed</b> object (BB or pellet gun, fireworks, a golf ball, something thrown by a lawn mower or power tool, metal chip from hammering or grinding)',
          reason:
            'R/O: Intraocular foreign body\nREASON: Small fast objects can enter the eye with little to see from outside.',
        },
        {
          text: 'Any other <b>chemical</b> splash and the eye is still painful or red <b>after 20 minutes of rinsing</b>',
          reason:
            'R/O: Chemical injury of the cornea\nREASON: Pain that persists after rinsing means the surface of the eye may be burned.\nNOTE: Soap, shampoo and hand sanitizer usually settle with rinsing; call Poison Control with any product question.',
        },
        {
          text: 'Cut through the <b>edge of the eyelid</b>, or a deep cut near the inner corner of the eye',
          reason:
            'R/O: Eyelid margin or tear duct laceration\nREASON: These cuts need repair by a specialist to protect the eye and tear duct.',
        },
        {
          text: '<b>Double vision</b>, or cannot look up or down, or numbness of the cheek after a blow to the eye',
          reason: 'R/O: Orbital floor (blowout) fracture\nREASON: These are signs of a broken bone around the eye.',
        },
        {
          text: '<b>Vomiting</b> or feeling sick, or a <b>headache</b>, after the eye injury',
          reason:
            'R/O: Raised pressure in the eye after bleeding inside it, trapped eye muscle in a broken eye socket, head injury\nREASON: Nausea, vomiting or a headache after an eye injury can mean rising pressure inside the eye or a trapped muscle, which need treatment within hours.\nNOTE: If the head was hit too, also use the Head Injury protocol.',
        },
        {
          text: '<b>Blood or pus</b> coming out of the eye itself (not only from a cut on the skin), or a <b>fever</b>, after the injury',
          reason:
            'R/O: Open eye injury, infection inside the eye or of the eye socket\nREASON: Blood from the eye can mean the eyeball is cut; pus or a fever after an eye injury can mean a spreading infection that threatens sight.',
        },
        {
          text: '<b>Baby not yet crawling</b> with a black eye, a bruise near the eye, or blood in the white of the eye that was not there since birth, or an injury that <b>does not fit the story</b> given',
          reason:
            'R/O: Non-accidental injury\nREASON: A baby who cannot yet move about rarely bruises the face by accident; facial bruising or eye bleeding at this age can be a sign of abuse and needs a full examination now. Red patches in the whites of the eyes from the birth itself are common and fade within 2 to 3 weeks.\nNOTE: Follow practice policy and local law for reporting suspected abuse.',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: '<b>Severe pain</b>, or cannot keep the eye open (keeps it covered or refuses to open it), constant tearing or blinking, or bright light hurts the eye, after the injury',
          reason:
            'R/O: Corneal abrasion, corneal foreign body, traumatic iritis\nREASON: A scratched cornea needs an examination with a special dye and antibiotic drops; light hurting the eye after a blow can be inflammation inside the eye.',
          advice: ['object-in-eye', 'callback'],
        },
        {
          text: 'Feels like <b>something is still in the eye</b> after rinsing',
          reason:
            'R/O: Retained foreign body under the eyelid\nREASON: A speck stuck on the eye or under the lid needs removal.',
          advice: ['object-in-eye', 'callback'],
        },
        {
          text: 'A <b>cut on the eyelid</b> (not through the edge) that is gaping or may need stitches',
          reason: 'R/O: Eyelid laceration\nREASON: Cuts heal best when closed within hours of the injury.',
          advice: ['black-eye', 'callback'],
        },
        {
          text: '<b>Baby younger than 1 year</b> with any injury to the eye or eyelid',
          reason:
            'R/O: Hidden eye injury\nREASON: A baby cannot show or say that vision is affected; an examination is the only way to know the eye is unharmed.',
          advice: ['object-in-eye', 'black-eye', 'callback'],
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['callback']),
        {
          text: '<b>Red, sore or irritated eyeball</b> after a blow, scratch or poke, or any eye injury <b>not better 24 hours</b> or more after it',
          reason:
            'R/O: Corneal abrasion, traumatic iritis, retained speck\nREASON: A red or sore eye after a blow or scratch needs an examination, and minor eye injuries (soap, dust) should be better within a day.',
          advice: ['object-in-eye', 'callback'],
        },
        {
          text: 'Child <b>younger than 5 years</b> with a black eye, or blood in the white of the eye, after an injury',
          reason:
            'R/O: Hidden eye injury\nREASON: A young child cannot reliably tell whether vision is affected, so a bruise near the eye needs an examination, even when the injury seems minor.',
          advice: ['black-eye', 'callback'],
        },
        {
          text: 'Cut on the eyelid or near the eye: dirty and <b>no tetanus shot in the past 5 years</b>, or clean and none in the past 10 years (or never had tetanus shots)',
          reason:
            'R/O: Tetanus risk\nREASON: A tetanus booster should be given, ideally within 72 hours of the injury.\nNOTE: A cut that is not near the eye: use the Cuts, Scrapes and Puncture Wounds protocol.',
          advice: ['black-eye', 'callback'],
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: '<b>Black eye</b> or bruised eyelid after a bump, with normal vision and no pain in the eye itself, in a child 5 years or older',
          reason:
            'R/O: Periorbital contusion\nREASON: A black eye with normal vision heals on its own in 1 to 2 weeks.',
          advice: ['black-eye', 'callback'],
        },
        {
          text: 'Something small (sand, eyelash, soap, shampoo) got into the eye, and it feels normal after rinsing',
          reason:
            'R/O: Minor foreign body or irritant, washed out\nREASON: Once rinsed and comfortable, no visit is needed.',
          advice: ['object-in-eye', 'callback'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Care After an Eye Injury',
      topics: [
        {
          key: 'black-eye',
          title: 'Black Eye and Bruising',
          nuggets: [
            'Put a cold pack or ice wrapped in a cloth on the eye for 20 minutes, several times on the first day.',
            'After 48 hours, warm, wet cloths help the bruise go away.',
            'Swelling is worst on day 2. The bruise may spread and change color during the next 1 to 2 weeks.',
            PAIN_MEDICINE_NUGGET,
          ],
        },
        {
          key: 'object-in-eye',
          title: 'Something in the Eye',
          nuggets: [
            'Do not let your child rub the eye.',
            'Rinse the eye with lukewarm water for 5 to 10 minutes, or have an older child blink under water in a bowl.',
            'An eyelash on the white of the eye can be lifted off with a wet cotton swab.',
            'Never use tweezers or anything sharp near the eye.',
            'Protect the eyes with safety glasses for hammering, mowing and sports with flying balls.',
          ],
        },
        {
          key: 'callback',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Vision becomes blurred, or there is double vision',
            'Pain gets worse, or bright light hurts the eye',
            'It still feels like something is in the eye',
            'The eye becomes red, or pus appears',
            SEEN_OR_WORSE_NUGGET,
          ],
        },
      ],
    },
  ],
});
