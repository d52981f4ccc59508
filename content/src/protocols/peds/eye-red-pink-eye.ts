import { defineProtocol } from '../../source/define-protocol.ts';
import { antibioticRequest, unclearSymptom } from '../shared/findings.ts';
import {
  ANTIHISTAMINE_NUGGET,
  INFANT_FEVER_SCREEN,
  LIFE_THREATENING_SCREEN,
  SCHMITT_PROTOCOLS,
  SEEN_OR_WORSE_NUGGET,
} from './common/shared.ts';

export default defineProtocol({
  slug: 'eye-red-pink-eye',
  sourceProtocolId: 323,
  audience: 'peds',
  title: 'Eye: Red, Pink Eye or Discharge',
  keywords: [
    'pink eye',
    'pinkeye',
    'pink eyes',
    'red eye',
    'red eyes',
    'bloodshot eyes',
    'eye infection',
    'conjunctivitis',
    'conjuctivitis',
    'conjunctivitus',
    'goopy eye',
    'goop in eye',
    'gunky eye',
    'crusty eye',
    'eye crust',
    'eyes stuck shut',
    'eye glued shut',
    'eye discharge',
    'yellow eye discharge',
    'eye boogers',
    'sleep in eyes',
    'sore eyes',
    'itchy eyes',
    'watery eyes',
    'swollen eyelid',
    'eyelid swelling',
    'stye',
    'sty',
    'blocked tear duct',
  ],
  definition:
    '<p>A red or pink eye, discharge (pus, mucus or crusts) from the eye, or eyes that are itchy, watery or sore, without an injury to the eye.</p>',
  background:
    '<p>Most red eyes in children are conjunctivitis (“pink eye”), an infection or irritation of the clear lining over the white of the eye. Bacterial conjunctivitis causes yellow or green pus and eyelids stuck together after sleep; it is common with colds and ear infections. Viral conjunctivitis causes a pink eye with watery discharge, often with a cold. Allergic conjunctivitis causes itchy, watery eyes in both eyes, often with sneezing. Pink eye does not harm vision and is not an emergency.</p>' +
    '<p>Warning signs point to a more serious problem: a red, swollen and tender eyelid or skin around the eye with fever (periorbital or orbital cellulitis, which can spread behind the eye), pain on moving the eye, blurred vision, a contact lens wearer with a painful red eye (corneal ulcer), and eye symptoms in a newborn (infection caught at birth can damage the eye quickly). A red eye after an injury or a chemical splash is covered by the Eye Injury protocol.</p>' +
    '<p>A blocked tear duct in a young baby causes a watery eye with some mucus, but the white of the eye stays white; it usually clears by 12 months of age.</p>',
  initialAssessment: [
    '1. EYES: Which eye? Is the white of the eye red or pink?',
    '2. DISCHARGE: Is there any discharge? What color (clear and watery, or yellow or green pus)? Are the eyelids stuck together after sleep?',
    '3. EYELIDS: Are the eyelids or the skin around the eye red or swollen? How much?',
    '4. PAIN AND VISION: Is there eye pain, or pain on moving the eye? Can your child see normally? Does light bother the eye?',
    '5. ONSET: When did it start?',
    '6. FEVER: Is there a fever? How high?',
    '7. CAUSE: Any injury, something in the eye, or a chemical splash? Does your child wear contact lenses?',
    '8. OTHER SYMPTOMS: Any cold symptoms, earache, sneezing or itching?',
    '9. AGE: How old is your child? For babies: how many days or weeks old?',
    '10. SEVERITY: How much does it stop your child doing usual things?',
    '- MILD: plays, eats and sleeps as usual',
    '- MODERATE: stops some play or wakes your child from sleep, still drinks',
    '- SEVERE: cannot play or do anything, cries when moved or touched, or will not drink',
  ].join('\n'),
  references: [
    SCHMITT_PROTOCOLS,
    {
      title: 'Conjunctivitis - infective (Clinical Knowledge Summary)',
      author: 'National Institute for Health and Care Excellence',
      source: 'NICE Clinical Knowledge Summaries',
    },
    {
      title: 'Conjunctivitis Preferred Practice Pattern',
      author: 'American Academy of Ophthalmology',
      source: 'American Academy of Ophthalmology',
    },
  ],
  useDifferentProtocolIf: [
    {
      protocol: 'eye-injury',
      text: 'The eye was hit, scratched, poked or splashed with a chemical, or something is in the eye',
    },
    {
      protocol: 'nasal-allergies',
      text: 'Itchy, watery eyes with sneezing and a runny nose from allergies (hay fever)',
    },
    { protocol: 'colds', text: 'A cold with only mild watery eyes' },
    { protocol: 'fever-newborn', text: 'A baby younger than 3 months with a fever' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        LIFE_THREATENING_SCREEN,
        {
          text: 'Very weak and floppy, very hard to wake, or not responding normally',
          reason: 'R/O: Sepsis, meningitis\nREASON: A markedly decreased level of alertness needs emergency care.',
        },
        {
          text: '<b>Bluish lips</b>, pale and mottled skin, too breathless to talk, a seizure, or purple or blood-colored spots, with the red eye',
          reason:
            'R/O: Sepsis, meningococcal disease\nREASON: A red eye can come with a serious illness; these are its emergency signs. Public sources (Alder Hey Children’s NHS FT, Red or sticky eyes) send them to 999 (issue 31 reference review).',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        INFANT_FEVER_SCREEN,
        {
          text: 'Red, swollen eyelid with the eye <b>pushed forward</b>, or it hurts to move the eye; or a red, swollen eyelid with a fever in a baby <b>younger than 1 year</b>',
          reason:
            'R/O: Orbital cellulitis\nREASON: An infection behind the eye can spread to the brain; it needs urgent antibiotics.',
        },
        {
          text: '<b>Blurred vision</b> or loss of vision that does not clear with blinking, or <b>severe eye pain</b>',
          reason:
            'R/O: Keratitis, iritis, acute glaucoma, orbital cellulitis\nREASON: Pain and loss of vision are signs of a condition that can damage sight.',
        },
        {
          text: 'Baby <b>younger than 1 month</b> with pus in the eye or red, swollen eyelids',
          reason:
            'R/O: Neonatal conjunctivitis (gonococcal or chlamydial)\nREASON: Eye infections caught at birth can damage the eye within a day and need same-day testing and treatment.',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: 'Wears <b>contact lenses</b> and the eye is red and painful, or bright light hurts the eye',
          reason:
            'R/O: Corneal ulcer, keratitis\nREASON: A painful red eye in a contact lens wearer can be a corneal infection that needs an eye examination soon.',
          advice: ['contacts', 'callback'],
        },
        {
          text: 'Eyelid or skin around the eye is <b>red and swollen</b> and there is a <b>fever</b>, the eye moves without pain and vision is normal',
          reason:
            'R/O: Periorbital cellulitis\nREASON: An infection of the eyelid needs an examination and antibiotics within hours; signs behind the eye (pushed forward, painful to move) are asked above.',
          advice: ['cleaning', 'callback'],
        },
        {
          text: 'Eyelid is <b>swollen shut</b> or very swollen, without fever',
          reason:
            'R/O: Early periorbital cellulitis, severe allergic reaction of the eyelid\nREASON: Marked swelling needs an examination to tell infection from allergy.',
          advice: ['cleaning', 'callback'],
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['callback']),
        {
          text: 'Yellow or green pus in the eye that is <b>not better after 3 days</b> of cleaning at home, or a weak immune system',
          reason:
            'R/O: Bacterial conjunctivitis\nREASON: Pus that lasts beyond a few days of cleaning may clear faster with antibiotic eye drops, which a provider can prescribe.\nNOTE: Many practices prescribe by phone or video after a short exam; follow practice policy.',
          advice: ['cleaning', 'eye-drops', 'spread', 'callback'],
          videoVisitEligible: true,
        },
        {
          text: '<b>Red, swollen, tender lump</b> at the inside corner of the eye, beside the nose',
          reason:
            'R/O: Infected tear sac (dacryocystitis)\nREASON: Needs an examination and often antibiotics the same day; with fever, redness spreading onto the eyelid or a baby younger than 1 month, the questions above apply.',
          advice: ['tear-duct', 'callback'],
        },
        {
          text: 'Red eye with an <b>earache</b>, or with a fever',
          reason:
            'R/O: Conjunctivitis-otitis syndrome\nREASON: Pus in the eye with an earache often means an ear infection that needs antibiotics by mouth.',
          advice: ['cleaning', 'spread', 'callback'],
        },
        {
          text: 'Tender, red <b>lump on the eyelid</b> that is spreading, or not better after 3 days of warm compresses',
          reason: 'R/O: Stye with spreading infection, chalazion\nREASON: A stye that spreads needs an examination.',
          advice: ['stye', 'callback'],
        },
        {
          text: 'Red eye that <b>hurts</b> (more than gritty or itchy), with normal vision',
          reason:
            'R/O: Keratitis, iritis, a scratch or object in the eye\nREASON: A painful red eye is not simple pink eye and needs an examination the same day. Public sources (Preferred Pediatrics, Conjunctivitis) ask to call when the eye becomes uncomfortable (issue 31 reference review).',
          advice: ['cleaning', 'callback'],
        },
        {
          text: 'Red eye with a <b>severe headache</b> or vomiting that keeps happening',
          reason:
            'R/O: Acute glaucoma, raised pressure in the skull, meningitis\nREASON: A red eye with a severe headache or repeated vomiting needs an examination the same day. Public sources (Alder Hey Children’s NHS FT, Red or sticky eyes) ask for 111 or an urgent GP appointment (issue 31 reference review).',
          advice: ['callback'],
        },
        {
          text: '<b>Blisters</b> on the skin next to the eye (eyelid, forehead or nose)',
          reason:
            'R/O: Herpes simplex or shingles of the eye\nREASON: Blisters beside the eye can spread to the eye itself and need antiviral treatment. Public sources (Alder Hey Children’s NHS FT, Red or sticky eyes) ask for 111 or an urgent GP appointment (issue 31 reference review).',
          advice: ['callback'],
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Red eye for <b>7 days or more</b>',
          reason: 'R/O: Chronic conjunctivitis, other eye disease\nREASON: Most pink eye clears within a week.',
          advice: ['cleaning', 'callback'],
          videoVisitEligible: true,
        },
        {
          text: 'Watery eye or mucus in the corner of the eye most days in a child <b>1 year or older</b>, and the white of the eye is not red',
          reason:
            'R/O: Blocked tear duct that has not opened\nREASON: Most blocked tear ducts open by age 1 year; one that has not is checked for referral. A baby younger than 1 year has the home-care question below.',
          advice: ['tear-duct', 'callback'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Mild puffy eyelids that are not red or painful (after sleep, crying, a cold or an allergy), with normal vision and a white eye, and the child is otherwise well',
          reason:
            'REASON: Puffy eyelids without redness, pain or a change in vision are a familiar, self-limited problem: home care (issue 31: a catch-all sent them to a visit today). Red or tender swelling, and an eyelid swollen shut, are asked above.',
          advice: ['allergy-eyes', 'callback'],
        },
        {
          text: 'Baby <b>younger than 1 year</b> with a watery eye or mucus in the corner of the eye (often one eye, since birth or the first weeks), the white of the eye is not red and there is no red swelling beside the nose (blocked tear duct)',
          reason:
            'R/O: Blocked tear duct\nREASON: Common in babies; most open by age 1 year with tear-duct massage and cleaning. It is mentioned at the next routine check-up.',
          advice: ['tear-duct', 'cleaning', 'callback'],
        },
        {
          text: 'Pink or red eye with <b>watery</b> discharge or mild crusts, vision normal and no pain (viral pink eye, often with a cold)',
          reason:
            'R/O: Viral conjunctivitis\nREASON: Viral pink eye gets better on its own in 3 to 7 days; antibiotics do not help.',
          advice: ['cleaning', 'spread', 'callback'],
        },
        {
          text: 'Mild pink eye with <b>yellow or green pus</b>, or eyelashes stuck together after sleep, in a child 1 month or older with normal vision, no eye pain and no other symptoms',
          reason:
            'R/O: Bacterial conjunctivitis\nREASON: Mild bacterial pink eye usually clears in a few days with cleaning; the questions above find what needs an examination.\nNOTE: Some child care centers ask for drops before the child returns; follow practice policy.',
          advice: ['cleaning', 'spread', 'callback'],
        },
        {
          text: '<b>Itchy</b>, watery eyes in both eyes, from allergies, and no pus',
          reason: 'R/O: Allergic conjunctivitis\nREASON: Allergic eye symptoms can be treated at home.',
          advice: ['allergy-eyes', 'callback'],
          smap: 'nasal-allergies',
        },
        {
          text: 'Small <b>stye</b> (red bump at the edge of the eyelid) without spreading redness',
          reason: 'R/O: Stye (hordeolum)\nREASON: Most styes drain and heal with warm compresses.',
          advice: ['stye', 'callback'],
        },
        antibioticRequest(['cleaning', 'spread', 'callback']),
      ],
    },
  ],
  advice: [
    {
      title: 'Care of a Pink or Red Eye',
      topics: [
        {
          key: 'cleaning',
          title: 'Clean the Eye',
          nuggets: [
            'Wash away crusts and discharge with warm water and a clean cotton ball or wet cloth, wiping from the inside corner outward.',
            'Use a fresh cotton ball for each eye and each wipe.',
            'Do this every time there is discharge, and before putting in any eye drops.',
            'A cool, wet cloth on the closed eyes can ease soreness.',
          ],
        },
        {
          key: 'eye-drops',
          title: 'Antibiotic Eye Drops (If Prescribed)',
          nuggets: [
            'For a younger child: lay your child down, put the drop in the inside corner of the closed eye, then let your child open the eye so the drop runs in.',
            'Use the drops as prescribed until the eye has been clear of pus for 24 hours.',
            'The pus should be much less after 3 days of drops. Call back if it is not.',
          ],
        },
        {
          key: 'spread',
          title: 'Preventing Spread',
          nuggets: [
            'Pink eye spreads easily. Wash hands after touching the eyes, and do not share towels or washcloths.',
            'Children with pus in the eye can return to child care or school after 24 hours of antibiotic drops, or when the pus is gone. Children with watery pink eye can usually go to school.',
          ],
        },
        {
          key: 'contacts',
          title: 'Contact Lenses',
          nuggets: [
            'Take out contact lenses and do not wear them until the eye is better and a provider has checked it.',
            'Bring the lens case to the visit.',
          ],
        },
      ],
    },
    {
      title: 'Other Eye Problems',
      topics: [
        {
          key: 'allergy-eyes',
          title: 'Allergy Eyes',
          nuggets: [
            'Wash the face and eyelids with water to remove pollen, and wash hair at bedtime.',
            'A cool, wet cloth on the eyes eases itching.',
            ANTIHISTAMINE_NUGGET,
            'Try not to rub the eyes.',
          ],
        },
        {
          key: 'stye',
          title: 'Stye',
          nuggets: [
            'Put a warm, wet cloth on the closed eyelid for 10 minutes, 3 times a day.',
            'Do not squeeze a stye. It will open and drain on its own.',
          ],
        },
        {
          key: 'tear-duct',
          title: 'Blocked Tear Duct',
          nuggets: [
            'Gently massage the inside corner of the eye, next to the nose, 2 to 3 times a day.',
            'Clean mucus away with warm water.',
            'Most blocked tear ducts open on their own by 12 months of age.',
            'Call back if a red, tender swelling appears beside the nose, the white of the eye turns red, or the eye is still watery at 12 months of age.',
          ],
        },
        {
          key: 'callback',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'The eyelid or skin around the eye becomes red and swollen, especially with a fever',
            'Eye pain, trouble seeing, or bright light hurts the eye',
            'Pus is not less after 3 days of antibiotic drops',
            'Redness lasts 7 days or more',
            'Any fever in a baby younger than 3 months',
            SEEN_OR_WORSE_NUGGET,
          ],
        },
      ],
    },
  ],
});
