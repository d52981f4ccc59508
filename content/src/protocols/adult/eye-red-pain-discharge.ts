import { defineProtocol } from '../../source/define-protocol.ts';
import { lifeThreateningScreen } from '../shared/adult-advice.ts';
import { antibioticRequest, unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'eye-red-pain-discharge',
  sourceProtocolId: 231,
  audience: 'adult',
  title: 'Eye - Red, Painful or Discharge',
  keywords: [
    'red eye',
    'pink eye',
    'pinkeye',
    'conjunctivitis',
    'conjuctivitis',
    'eye infection',
    'goopy eye',
    'gunk in eye',
    'crusty eye',
    'eye matted shut',
    'eye discharge',
    'eye pus',
    'bloodshot eye',
    'blood in white of eye',
    'burst blood vessel in eye',
    'itchy eyes',
    'watery eyes',
    'eye pain',
    'sore eye',
    'stye',
    'sty',
    'swollen eyelid',
    'eyelid bump',
    'contact lens pain',
    'blurry vision red eye',
  ],
  definition:
    'Redness of the white of the eye, eye pain, or discharge (pus, mucus, crusting) from the eye in an adult, without an injury. Includes swollen or lumpy eyelids.',
  background:
    '<p>Most red eyes have a minor cause: viral conjunctivitis (watery discharge, gritty feeling, often with a cold), bacterial conjunctivitis (yellow or green pus, lids stuck together in the morning), allergy (itching, watering, both eyes), a stye, or a burst blood vessel under the surface of the eye (a flat bright-red patch with no pain, which looks alarming but is harmless and fades in 2 weeks).</p>' +
    '<p>Serious causes threaten sight and cause <b>pain, light sensitivity or blurred vision</b> that does not clear with blinking: acute angle-closure glaucoma (severe eye pain, headache, nausea, halos around lights), inflammation inside the eye (iritis), corneal ulcer (often in contact lens wearers), and shingles of the eye. Redness and swelling of the eyelids with fever, pain on moving the eye or double vision suggest orbital cellulitis, which can spread to the brain.</p>',
  initialAssessment: `1. EYE: One eye or both? What does it look like (red all over, a red patch, swollen lid, lump on the lid)?
2. VISION: Is the vision blurred or reduced, even after blinking? Any halos around lights?
3. PAIN: Is there pain (more than a gritty or itchy feeling)? How bad? Does light hurt the eye?
4. DISCHARGE: Any discharge? Watery, or yellow or green pus? Are the lids stuck together in the morning?
5. ONSET: When did it start?
6. OTHER SYMPTOMS: Any fever, headache, vomiting, cold symptoms, rash on the forehead?
7. CONTACT LENSES: Does the person wear contact lenses?
8. INJURY: Any chance of something in the eye or an injury?
9. SEVERITY: How much does it stop the person doing their usual activities?
- MILD: does not stop usual activities or sleep (pain 1 to 3 out of 10)
- MODERATE: stops some usual activities or wakes the person from sleep (pain 4 to 7 out of 10)
- SEVERE: cannot do any usual activities, or the worst ever (pain 8 to 10 out of 10)`,
  references: [
    {
      title: 'Diagnosis and Management of Red Eye in Primary Care',
      author: 'Cronau H, Kankanala RR, Mauger T',
      source: 'American Family Physician. 2010;81(2):137-144',
    },
    {
      title: 'Conjunctivitis Preferred Practice Pattern',
      author: 'American Academy of Ophthalmology',
    },
    {
      title: 'Telephone Triage Protocols for Nurses',
      author: 'Briggs JK',
      source: 'Wolters Kluwer (5th edition)',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'eye-injury', text: 'The eye was injured, or something or a chemical got into it.' },
    { protocol: 'hay-fever', text: 'Itchy, watery eyes with sneezing and a runny nose from allergies.' },
    { protocol: 'headache', text: 'Headache is the main symptom and the eye is not red.' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        lifeThreateningScreen(),
        {
          text: 'Sudden loss of vision <b>with</b> face drooping, weakness of an arm or leg, or trouble speaking',
          reason: 'R/O: stroke',
          smap: 'weakness-numbness',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: 'Sudden loss or blurring of vision that does not clear with blinking, wavy lines or flashing lights, or a curtain over part of the vision',
          reason: 'R/O: retinal detachment, central retinal artery occlusion, glaucoma, uveitis',
        },
        {
          text: '<b>Severe eye pain</b> with headache, nausea or vomiting, or halos around lights',
          reason: 'R/O: acute angle-closure glaucoma',
        },
        {
          text: 'Red, swollen eyelids <b>and</b> fever, pain on moving the eye, double vision, or the eye bulging',
          reason: 'R/O: orbital cellulitis',
        },
        {
          text: 'Red eye <b>and</b> any of these:<ul><li>it hurts to look at light</li><li>a severe headache and feeling sick</li><li>the eye is very dark red</li><li>one pupil is bigger than the other</li></ul>',
          reason:
            'R/O: acute glaucoma, iritis, keratitis, scleritis\nREASON: Public sources (NHS, Red eye) send these to 999 or A&E (issue 31 reference review).',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: 'Red eye <b>with</b> moderate pain (more than gritty or itchy), or blurred vision that clears with blinking',
          reason: 'R/O: iritis, keratitis, corneal ulcer',
        },
        {
          text: 'Contact lens wearer with a red, painful eye',
          reason: 'R/O: bacterial or amoebic keratitis (corneal ulcer)\nNOTE: Remove the lenses and bring them.',
        },
        {
          text: 'Red eye with a blistering rash on the forehead, scalp or tip of the nose on the same side',
          reason: 'R/O: shingles of the eye (herpes zoster ophthalmicus)',
        },
        {
          text: 'Eyelid red, swollen and tender (not just a small stye), without fever and with normal vision and eye movement',
          reason:
            'R/O: preseptal (periorbital) cellulitis\nREASON: Cellulitis around the eye can spread behind the eye and needs antibiotics within hours: NHS (cellulitis: get advice from 111 now if the face or the area around the eye is affected; https://www.nicswell.co.uk/conditions-and-treatments/cellulitis/). Sinus Pain and Rash (Localized) ask it at the same level (issue 31: it was a visit today here).\nNOTE: With a fever, pain on moving the eye, double vision or a bulging eye it is asked above at the ED.',
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['call-back']),
        {
          text: 'Yellow or green pus in the eye that is <b>not better after 3 days</b> of home care, or a weak immune system',
          reason: 'R/O: bacterial conjunctivitis needing antibiotic drops',
          advice: ['pink-eye', 'call-back'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Stye or lump on the eyelid that is not better after 1 week of warm compresses',
          reason: 'R/O: chalazion',
          advice: ['warm-compress', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Red or watery eye with a gritty feeling lasting <b>1 week or more</b>, with normal vision',
          reason: 'R/O: dry eye, blepharitis, chronic conjunctivitis',
          advice: ['pink-eye', 'call-back'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Mild puffy eyelids that are not red or painful (after sleep, crying, a cold or an allergy), with normal vision and a white eye',
          reason:
            'REASON: Puffy eyelids without redness, pain or a change in vision are a familiar, self-limited problem: home care (issue 31: a catch-all sent them to a visit today). Red, tender or spreading swelling is asked above.',
          advice: ['warm-compress', 'call-back'],
        },
        {
          text: 'Pink or red eye with watery or mucus discharge or crusting, a gritty feeling but <b>no real pain</b>, and normal vision',
          reason: 'REASON: Conjunctivitis (usually viral, often with a cold). Home care; most clear in 1 to 2 weeks.',
          advice: ['pink-eye', 'prevent-spread', 'call-back'],
        },
        {
          text: 'Flat, bright-red patch on the white of the eye with no pain and normal vision',
          reason:
            'REASON: Subconjunctival hemorrhage (burst blood vessel). Harmless; fades in 1 to 2 weeks.\nNOTE: If on warfarin, or it happens again, check with the doctor.',
          advice: ['red-patch', 'call-back'],
        },
        {
          text: 'Small tender bump at the edge of the eyelid (stye), with normal vision',
          reason: 'REASON: Stye. Home care with warm compresses.',
          advice: ['warm-compress', 'call-back'],
        },
        antibioticRequest(['pink-eye', 'prevent-spread', 'call-back']),
      ],
    },
  ],
  advice: [
    {
      title: 'Home Care Advice',
      topics: [
        {
          key: 'pink-eye',
          title: 'Pink Eye (Conjunctivitis)',
          nuggets: [
            'Wipe away discharge with a clean wet cotton ball or cloth, from the inner corner outwards; use a new one for each eye.',
            'Artificial tears and cool compresses can ease the gritty feeling.',
            'Stop wearing contact lenses until the eye is clear, and throw away disposable lenses worn during the infection.',
          ],
        },
        {
          key: 'prevent-spread',
          title: 'Preventing Spread',
          nuggets: [
            'Pink eye spreads easily. Wash your hands after touching the eyes and do not share towels or pillows.',
            'Throw away eye makeup used during the infection.',
          ],
        },
        {
          key: 'red-patch',
          title: 'Burst Blood Vessel in the Eye',
          nuggets: [
            'A bright-red patch on the white of the eye after coughing, straining or rubbing is a small bleed under the surface.',
            'It does not affect vision and needs no treatment; it may spread slightly and turn yellow before it fades.',
          ],
        },
        {
          key: 'warm-compress',
          title: 'Warm Compresses',
          nuggets: [
            'Apply a clean, warm wet cloth to the closed eyelid for 10 minutes, 4 times a day.',
            'Do not squeeze a stye.',
          ],
        },
        {
          key: 'call-back',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Severe eye pain, headache with vomiting, or sudden loss of vision: go to the emergency department now.',
            'Pain, light sensitivity or blurred vision that does not clear with blinking.',
            'The eyelids become red and swollen, or you develop a fever.',
            'Yellow or green pus that is not better after 3 days.',
            'You think you need to be seen, or you get worse.',
          ],
        },
      ],
    },
  ],
});
