import { defineProtocol } from '../../source/define-protocol.ts';
import { ACETAMINOPHEN_NUGGET, lifeThreateningScreen } from '../shared/adult-advice.ts';
import { unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'eye-injury',
  sourceProtocolId: 230,
  audience: 'adult',
  title: 'Eye Injury',
  keywords: [
    'eye injury',
    'hurt my eye',
    'hit in the eye',
    'poked in the eye',
    'poked eye',
    'scratched eye',
    'scratch on eye',
    'corneal abrasion',
    'something in my eye',
    'something in eye',
    'speck in eye',
    'dirt in eye',
    'metal in eye',
    'chemical in eye',
    'bleach in eye',
    'splashed in eye',
    'black eye',
    'shiner',
    'eye injry',
    'eye trauma',
    'sand in eye',
    'eyelash in eye',
  ],
  definition:
    'Injury to the eye or eyelid in an adult: a blow, a scratch, a foreign body (something in the eye), a chemical splash or a cut of the eyelid.',
  background:
    '<p>Chemical splashes, especially alkalis (drain cleaner, oven cleaner, lime, cement, bleach), can destroy the surface of the eye within minutes. Immediate rinsing with large amounts of water for 20 minutes, before anything else, is the most important treatment.</p>' +
    '<p>Injuries that threaten sight include a cut or puncture of the eyeball, a metal fragment from hammering or grinding (which can enter the eye at high speed with little pain), blood in front of the colored part of the eye (hyphema), and a blow followed by loss of vision, double vision or new floaters and flashes. A blowout fracture of the eye socket causes double vision and numbness of the cheek.</p>' +
    '<p>A scratch of the clear front of the eye (corneal abrasion) causes pain, tearing, light sensitivity and a feeling of something in the eye; it usually heals in 1 to 3 days but should be examined. A black eye with normal vision is usually minor.</p>',
  initialAssessment: `1. MECHANISM: What happened? (e.g., blow, poke, scratch, something flew in, chemical splash, hammering or grinding metal)
2. VISION: Is the vision blurred, double, or lost in any part? Any new floaters or flashes?
3. PAIN: How bad is the pain? Can the eye be opened?
4. APPEARANCE: Any blood in the colored part of the eye, a cut on the eyeball or eyelid, or a change in the shape of the pupil?
5. CHEMICAL: If a chemical, what was it? Has the eye been rinsed? For how long?
6. CONTACT LENSES: Does the person wear contact lenses? Is a lens still in?
7. WHEN: When did it happen?
8. SEVERITY: How much does it stop the person doing their usual activities?
- MILD: does not stop usual activities or sleep (pain 1 to 3 out of 10)
- MODERATE: stops some usual activities or wakes the person from sleep (pain 4 to 7 out of 10)
- SEVERE: cannot do any usual activities, or the worst ever (pain 8 to 10 out of 10)`,
  firstAid:
    '<p><b>Chemical in the eye:</b> Rinse the eye right away with lukewarm tap water for 20 minutes, holding the eyelids open (a shower or running tap works). Remove contact lenses. Then call 911 or go to the emergency department, and call Poison Control (1-800-222-1222) about the chemical.</p>' +
    '<p><b>Object stuck in the eye:</b> Do not remove it or press on the eye. Cover the eye with a paper cup taped in place and keep the other eye closed.</p>' +
    '<p><b>Speck in the eye:</b> Rinse with water. Do not rub the eye.</p>',
  references: [
    {
      title: 'Evaluation and Management of Corneal Abrasions',
      author: 'Wipperman JL, Dorsch JN',
      source: 'American Family Physician. 2013;87(2):114-120',
    },
    {
      title: 'Telephone Triage Protocols for Nurses',
      author: 'Briggs JK',
      source: 'Wolters Kluwer (5th edition)',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'eye-red-pain-discharge', text: 'A red or painful eye without any injury.' },
    { protocol: 'head-injury', text: 'A head injury with any symptoms of brain injury.' },
    {
      protocol: 'cuts-lacerations',
      text: 'A cut of the skin near the eye that does not involve the eyelid edge or the eye.',
    },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        lifeThreateningScreen(['waiting-for-help']),
        {
          text: 'An object is <b>stuck in the eye</b>, or the eyeball has been cut or punctured',
          reason:
            'R/O: penetrating eye injury\nFIRST AID: Do not remove the object or press on the eye; shield it with a cup.',
          advice: ['waiting-for-help'],
        },
        {
          text: '<b>Strong chemical</b> in the eye (e.g., drain or oven cleaner, lye, lime, cement, battery acid)',
          reason:
            'R/O: alkali or acid burn of the eye\nFIRST AID: Rinse with water for 20 minutes first, then call 911.',
          advice: ['waiting-for-help'],
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: 'Any other chemical in the eye that still hurts or blurs vision after rinsing for 20 minutes',
          reason: 'R/O: chemical injury of the cornea',
        },
        {
          text: '<b>Loss of vision</b>, blurred or double vision, new floaters or flashes, or a curtain over the vision after an injury',
          reason: 'R/O: hyphema, retinal detachment, orbital fracture, ruptured globe',
        },
        {
          text: 'Blood in front of the colored part of the eye, or the pupil is a different shape or size',
          reason: 'R/O: hyphema, ruptured globe',
        },
        {
          text: 'Something hit the eye at <b>high speed</b> (hammering or grinding metal, power tools, glass) and the eye hurts',
          reason: 'R/O: intraocular foreign body',
        },
        {
          text: 'Cut of the eyelid edge or through the eyelid, or <b>severe eye pain</b> after an injury',
          reason: 'R/O: eyelid laceration involving the margin or tear duct, globe injury',
        },
        {
          text: 'Eye injury <b>and</b> any of these:<ul><li>headache, fever, or light hurting the eye</li><li>feeling sick or vomiting</li><li>cannot move the eye or keep it open</li><li>blood or pus coming from the eye</li></ul>',
          reason:
            'R/O: globe injury, raised eye pressure, infection, orbital fracture\nREASON: Public sources (NHS 111 Wales, Eye injuries) send these to A&E or 999 (issue 31 reference review).',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: 'Feels like something is still in the eye after rinsing, or scratched eye with pain, tearing and light sensitivity',
          reason: 'R/O: corneal foreign body, corneal abrasion',
        },
        {
          text: 'Eye injury in a contact lens wearer with pain or redness',
          reason: 'R/O: corneal abrasion with risk of infection (corneal ulcer)',
        },
        {
          text: 'Blow to the eye <b>and</b> numbness of the cheek or upper lip, or pain on looking up or down',
          reason: 'R/O: orbital floor (blowout) fracture',
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['call-back']),
        {
          text: 'Mild chemical (e.g., soap, shampoo) in the eye, rinsed, with mild irritation still present after 1 hour but normal vision',
          reason: 'R/O: mild chemical conjunctivitis',
          advice: ['rinse-eye', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Eye injury that is not better after 24 hours (bruising around the eye is asked below), or any eye injury in a person who takes a blood thinner or has a bleeding disorder',
          reason:
            'R/O: corneal abrasion or foreign body, bleeding in or behind the eye\nREASON: Public sources (NHS 111 Wales, Eye injuries; Health and Care Portsmouth, Eye injury) ask for an optician, NHS 111 or an urgent treatment centre (issue 31 reference review).',
          advice: ['rinse-eye', 'call-back'],
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Black eye with normal vision that is still swollen or painful after <b>1 week or more</b>',
          reason: 'R/O: slow healing, missed fracture',
          advice: ['black-eye', 'call-back'],
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Black eye or bruised eyelid with <b>normal vision</b>, no double vision and no pain when moving the eye',
          reason: 'REASON: Minor blunt eye injury. Home care.',
          advice: ['black-eye', 'pain-medicine', 'call-back'],
        },
        {
          text: 'Speck, eyelash or sand in the eye that came out with rinsing, and the eye now feels normal',
          reason: 'REASON: Foreign body removed. Home care.',
          advice: ['rinse-eye', 'call-back'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'While Waiting for Help',
      topics: [
        {
          key: 'waiting-for-help',
          title: 'On the Way to Care',
          nuggets: [
            'For a chemical, keep rinsing the eye with water until help arrives, for 20 minutes in all.',
            'Do not rub or press on an injured eye. Cover it with a paper cup if something is stuck in it.',
            'Do not drive yourself.',
          ],
        },
      ],
    },
    {
      title: 'Home Care Advice',
      topics: [
        {
          key: 'rinse-eye',
          title: 'Rinsing the Eye',
          nuggets: [
            'Rinse the eye with lukewarm tap water or saline for 5 to 10 minutes, holding the eyelids open.',
            'Pulling the upper lid down over the lower lid can help sweep out a speck.',
            'Do not rub the eye or use tweezers or cotton swabs on the eye itself.',
          ],
        },
        {
          key: 'black-eye',
          title: 'Black Eye',
          nuggets: [
            'Apply a cold pack wrapped in a cloth for 20 minutes every 1 to 2 hours on the first day. Do not press on the eye.',
            'After 48 hours, warm packs help the bruise fade. Bruising may spread to the cheek before it fades within 1 to 2 weeks.',
            'Sleep with the head raised on an extra pillow.',
          ],
        },
        {
          key: 'pain-medicine',
          title: 'Pain Medicine',
          nuggets: [ACETAMINOPHEN_NUGGET],
        },
        {
          key: 'call-back',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Blurred or double vision, new floaters or flashes, or a curtain over the vision: go to the emergency department now.',
            'Pain, tearing or light sensitivity, or the feeling that something is still in the eye.',
            'You think you need to be seen, or you get worse.',
          ],
        },
      ],
    },
  ],
});
