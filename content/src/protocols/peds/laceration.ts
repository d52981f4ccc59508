import { defineProtocol } from '../../source/define-protocol.ts';
import { unclearSymptom } from '../shared/findings.ts';
import {
  LIFE_THREATENING_SCREEN,
  PAIN_MEDICINE_NUGGET,
  SCHMITT_PROTOCOLS,
  SEEN_OR_WORSE_NUGGET,
} from './common/shared.ts';

export default defineProtocol({
  slug: 'laceration',
  sourceProtocolId: 325,
  audience: 'peds',
  title: 'Cuts, Scrapes and Puncture Wounds',
  keywords: [
    'cut',
    'cuts',
    'laceration',
    'lacerashun',
    'lacaration',
    'gash',
    'deep cut',
    'cut finger',
    'sliced finger',
    'cut himself',
    'cut herself',
    'needs stitches',
    'stitches',
    'stiches',
    'sutures',
    'scrape',
    'scraped knee',
    'skinned knee',
    'road rash',
    'graze',
    'abrasion',
    'boo boo',
    'owie',
    'puncture wound',
    'stepped on a nail',
    'nail in foot',
    'splinter',
    'sliver',
    'bleeding',
    'wont stop bleeding',
    'split lip',
    'cut chin',
  ],
  definition:
    '<p>A cut (laceration), scrape (abrasion) or puncture wound of the skin, or a splinter, from an injury.</p>',
  background:
    '<p>Most cuts and scrapes in children are minor and heal well with cleaning and a bandage. A cut needs closing (stitches, skin glue or strips) when the edges gape open, when it is more than 1/4 inch (6 mm) long on the face or more than 3/4 inch (2 cm) long elsewhere, or when it is over a joint; any cut through the skin of the face is checked, since a scar there shows. Closure works best within 6 to 12 hours (up to 24 hours on the face), so such a cut should be seen the same day.</p>' +
    '<p>Danger signs are bleeding that does not stop with pressure, a cut that shows fat, muscle or bone, numbness or trouble moving a finger or toe beyond the cut (nerve or tendon injury), a wound from a high-pressure tool, and a deep puncture through a shoe. Tetanus protection needs to be up to date: a booster is advised for a clean minor wound if 10 years or more have passed since the last dose, and for a dirty wound if 5 years or more have passed.</p>',
  initialAssessment: [
    '1. LOCATION: Where is the cut or wound?',
    '2. SIZE: How long is it? Do the edges gape open? Can you see fat (yellow), muscle or bone?',
    '3. BLEEDING: Is it still bleeding after 10 minutes of firm, steady pressure?',
    '4. MECHANISM: How did it happen? What caused it (glass, knife, nail, animal, machine)? Could something be left in the wound?',
    '5. FUNCTION: Can your child move and feel the fingers or toes beyond the cut normally?',
    '6. TIME: When did it happen?',
    '7. TETANUS: When was your child’s last tetanus shot? Is your child up to date on shots?',
  ].join('\n'),
  firstAid:
    '<p><b>Bleeding:</b> press firmly on the wound with a clean cloth or gauze for 10 minutes without lifting it to look. If blood soaks through, add another cloth on top and keep pressing.</p>' +
    '<p><b>Amputated fingertip or part:</b> wrap it in a damp clean cloth, put it in a sealed plastic bag, and place the bag on ice (not directly on ice). Bring it along.</p>' +
    '<p><b>Object stuck in the wound:</b> do not pull it out; pad around it and go to care.</p>',
  references: [
    SCHMITT_PROTOCOLS,
    {
      title: 'Tetanus: information for clinicians (wound management)',
      author: 'Centers for Disease Control and Prevention',
      source: 'Centers for Disease Control and Prevention',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'head-injury', text: 'A cut on the scalp or a head injury' },
    { protocol: 'animal-human-bite', text: 'The wound is from an animal or human bite' },
    { protocol: 'wound-infection', text: 'An older wound now looks infected (red, swollen, pus)' },
    { protocol: 'eye-injury', text: 'The cut is on the eye or the edge of the eyelid' },
    { protocol: 'mouth-tooth-injury', text: 'The cut is inside the mouth or a tooth is injured' },
    { protocol: 'burns', text: 'The injury is a burn' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        LIFE_THREATENING_SCREEN,
        {
          text: '<b>Spurting</b> blood, or bleeding that <b>will not stop</b> after 10 minutes of firm pressure',
          reason:
            'R/O: Arterial bleeding, major hemorrhage\nREASON: Uncontrolled bleeding can lead to shock.\nFIRST AID: Keep pressing hard on the wound until help arrives.',
        },
        {
          text: 'Fainted, or is pale, sweaty and weak after losing a lot of blood',
          reason:
            'R/O: Hemorrhagic shock\nREASON: Signs of shock need emergency care.\nFIRST AID: Lay your child down with the legs raised.',
        },
        {
          text: 'Deep wound of the <b>chest, belly or neck</b>, or an <b>amputation</b> of a finger, toe or larger part',
          reason:
            'R/O: Penetrating trunk injury, amputation\nREASON: Deep wounds of the trunk can injure organs; amputated parts may be reattached if cared for quickly.\nFIRST AID: Wrap the part in a damp cloth in a plastic bag on ice.',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: 'Cannot move or feel a finger or toe normally beyond the cut, <b>numbness</b> near the cut or trouble moving the injured part, or the finger or toe is pale or cold',
          reason:
            'R/O: Tendon, nerve or artery injury\nREASON: Injured tendons, nerves and arteries need repair by a surgeon. Public sources (HSE, When to get medical advice for cuts and bleeding in children) ask for care for numbness near the wound or trouble moving a body part anywhere, not only in the fingers and toes (issue 31 reference review).',
        },
        {
          text: 'A <b>bone may be broken</b> where the cut is: the arm, leg, hand or foot looks bent or out of shape, or your child will not use it or put weight on it',
          reason:
            'R/O: Open fracture\nREASON: A cut over a broken bone lets germs into the bone and needs antibiotics and repair in an emergency department. Public sources (HSE, When to get medical advice for cuts and bleeding in children) send a possibly more serious injury or a broken limb to the emergency department (issue 31 reference review).\nFIRST AID: Cover the cut with a clean cloth and keep the limb still.',
        },
        {
          text: 'Cut with <b>fat, muscle or bone</b> showing, or a very long or wide gaping cut',
          reason: 'R/O: Complex laceration\nREASON: Large or deep wounds may need repair in an emergency department.',
        },
        {
          text: '<b>Object stuck</b> in the wound, or a piece of glass or metal may still be inside (sharp pain when pressing, or part of the object is missing)',
          reason:
            'R/O: Retained foreign body\nREASON: Objects left in a wound cause infection and may need imaging and removal.',
        },
        {
          text: 'Injury from a <b>high-pressure tool</b> (paint or grease gun), a lawn mower, or a crush in a machine',
          reason:
            'R/O: Deep tissue injury, compartment syndrome\nREASON: These wounds look small but hide severe damage underneath.',
        },
        {
          text: '<b>Baby not yet crawling</b> with a cut or puncture, or an injury that <b>does not fit the story</b> given',
          reason:
            'R/O: Non-accidental injury\nREASON: A baby who cannot yet move about rarely cuts the skin by accident; the baby needs a full examination now.\nNOTE: Follow practice policy and local law for reporting suspected abuse.',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: 'Cut with <b>gaping edges</b>, a cut through the skin on the <b>face</b> (not a scrape or scratch), a cut more than 3/4 inch (2 cm) long elsewhere, or a cut over a joint',
          reason:
            'R/O: Laceration needing closure\nREASON: Cuts heal better and scar less when closed within 6 to 12 hours (up to 24 hours on the face). Any cut through the skin of the face is seen: public sources (HSE, When to get medical advice for cuts and bleeding in children) ask for care for a cut on the face, and a children’s urgent care page closes face cuts longer than 1/4 inch (6 mm); it was more than 1/2 inch (12 mm) here (issue 31 reference review).\nNOTE: Bleeding that stops with pressure: the child can be brought in by car.',
          advice: ['bleeding', 'clean-cut', 'callback'],
        },
        {
          text: '<b>Deep puncture</b> wound through a shoe, or on the sole of the foot, or a puncture from a dirty object',
          reason:
            'R/O: Deep puncture wound, Pseudomonas infection\nREASON: Deep punctures need cleaning and sometimes a check for a retained object.',
          advice: ['puncture', 'callback'],
        },
        {
          text: 'Dirt or gravel is <b>ground into</b> a scrape and will not wash out after 15 minutes of scrubbing',
          reason:
            'R/O: Traumatic tattooing, infection\nREASON: Embedded dirt needs removal to prevent infection and permanent marks.',
          advice: ['clean-scrape', 'callback'],
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['callback']),
        {
          text: 'Dirty wound and <b>no tetanus shot in the past 5 years</b>, or clean wound and none in the past 10 years (or never had tetanus shots)',
          reason:
            'R/O: Tetanus risk\nREASON: A tetanus booster should be given, ideally within 72 hours of the injury.',
          advice: ['clean-cut', 'callback'],
        },
        {
          text: 'A <b>splinter</b> that you cannot remove, or that is deep or very painful',
          reason: 'R/O: Retained foreign body\nREASON: A splinter left in the skin can become infected.',
          advice: ['splinter', 'callback'],
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Minor cut, scrape or puncture: the bleeding has stopped, the edges stay together and your child can move normally',
          reason: 'REASON: Minor wounds heal well with cleaning and a bandage at home.',
          advice: ['bleeding', 'clean-cut', 'clean-scrape', 'puncture', 'pain', 'callback'],
        },
        {
          text: 'Small, shallow <b>splinter</b>',
          reason: 'REASON: Most splinters can be removed at home.',
          advice: ['splinter', 'callback'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Caring for the Wound',
      topics: [
        {
          key: 'bleeding',
          title: 'Stop the Bleeding',
          nuggets: [
            'Press firmly on the wound with a clean cloth for 10 minutes without lifting to look.',
            'If blood soaks through, put another cloth on top and keep pressing.',
          ],
        },
        {
          key: 'clean-cut',
          title: 'Cuts',
          nuggets: [
            'Wash the cut with soap and running water for 5 minutes.',
            'Put on an antibiotic ointment and cover with a bandage. Change it daily or when wet or dirty.',
            'A small cut whose edges lie together can be closed at home with adhesive strips.',
            'If stitches or glue are used, keep them dry for 24 hours (or as told by the provider).',
          ],
        },
        {
          key: 'clean-scrape',
          title: 'Scrapes',
          nuggets: [
            'Scrub dirt out with soap, water and a washcloth; this may sting but prevents infection.',
            'Cover with antibiotic ointment and a non-stick bandage. Scrapes heal faster kept moist and covered.',
          ],
        },
        {
          key: 'puncture',
          title: 'Puncture Wounds',
          nuggets: [
            'Soak the wound in warm soapy water for 15 minutes.',
            'Do not try to open or cut the wound.',
            'Watch for redness, swelling or pain over the next days: punctures of the foot can become infected.',
          ],
        },
        {
          key: 'splinter',
          title: 'Splinters',
          nuggets: [
            'Clean the skin, then pull a splinter that sticks out with tweezers, at the same angle it went in.',
            'A splinter under the skin can be lifted out with a needle cleaned with rubbing alcohol.',
            'Tiny painless slivers can be left: the skin will push them out over days.',
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
            'Signs of infection: spreading redness, red streaks, pus, increasing pain or swelling, or fever',
            'Numbness or trouble moving a finger or toe',
            'The wound does not heal in 10 days',
            SEEN_OR_WORSE_NUGGET,
          ],
        },
      ],
    },
  ],
});
