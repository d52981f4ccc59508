import { defineProtocol } from '../../source/define-protocol.ts';
import { unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'head-injury',
  sourceProtocolId: 313,
  audience: 'peds',
  title: 'Head Injury',
  keywords: [
    'head injury',
    'head injurey',
    'hit head',
    'bumped head',
    'bump on head',
    'head bump',
    'goose egg',
    'fell on head',
    'fell off bed',
    'hit his head',
    'hit her head',
    'knocked out',
    'concussion',
    'concusion',
    'head trauma',
    'cut on head',
    'fell',
    'fall',
    'banged head',
    'bonked head',
    'lump on head',
    'concusson',
  ],
  definition:
    '<p>Injury to the head from a fall, a blow or a collision, including bumps, bruises and cuts of the scalp and a possible concussion.</p>',
  background:
    '<p>Most head injuries in children are minor: a bump (“goose egg”) or a small cut on the scalp, with a child who cries at once and then acts normally. Scalp cuts bleed a lot because the scalp has many blood vessels, but the bleeding stops with firm pressure.</p>' +
    '<p>A concussion is a temporary change in how the brain works after an injury: headache, dizziness, nausea, feeling foggy or slowed down, or trouble concentrating. Signs of a more serious brain injury include being knocked out, repeated vomiting, a severe or worsening headache, confusion, unusual sleepiness, a seizure, weakness, unsteady walking, and clear fluid or blood from the nose or ears.</p>' +
    '<p>Children younger than 2 years need extra care: they cannot describe symptoms, and a swelling on the side or back of the head, a fall from a height or a child who is not acting normally are risk factors for injury inside the skull. An injury that does not fit the story given, particularly in a baby who is not yet walking, raises the concern of abuse. Blood thinners and bleeding disorders increase the risk of bleeding inside the skull.</p>',
  initialAssessment: [
    '1. MECHANISM: How did the injury happen? If a fall, how far, and onto what surface?',
    '2. TIME: When did it happen?',
    '3. CONSCIOUSNESS: Was your child knocked out, even briefly? Does your child remember what happened?',
    '4. BEHAVIOR NOW: Is your child acting normally: alert, talking, walking and playing as usual?',
    '5. VOMITING: Has your child vomited since the injury? How many times?',
    '6. HEADACHE: Is there a headache? How bad, and is it getting worse?',
    '7. SCALP: Is there a swelling, a cut or a dent in the skull? Where on the head?',
    '- SWELLING SIZE: bigger than a golf ball?',
    '- CUT: is it gaping, or still bleeding after 10 minutes of pressure?',
    '8. NECK: Any neck pain, or numbness, tingling or weakness of the arms or legs?',
    '9. RISK FACTORS: How old is your child? Any bleeding disorder, blood-thinning medicine or brain shunt?',
    '10. SEVERITY: How much does it stop your child doing usual things?',
    '- MILD: plays, eats and sleeps as usual',
    '- MODERATE: stops some play or wakes your child from sleep, still drinks',
    '- SEVERE: cannot play or do anything, cries when moved or touched, or will not drink',
  ].join('\n'),
  firstAid:
    '<p><b>Possible neck injury</b> (fall from a height, diving, neck pain): do not move the child unless there is danger; keep the head and neck still until help arrives.</p>' +
    '<p><b>Bleeding scalp cut:</b> press firmly on the cut with a clean cloth for 10 minutes without letting go.</p>' +
    '<p><b>Swelling:</b> hold a cold pack or ice wrapped in a cloth on the bump for 20 minutes.</p>',
  references: [
    {
      title: 'Head injury: assessment and early management (NICE guideline NG232)',
      author: 'National Institute for Health and Care Excellence',
      source: 'NICE, 2023. https://www.nice.org.uk/guidance/ng232',
    },
    {
      title:
        'Identification of children at very low risk of clinically-important brain injuries after head trauma: a prospective cohort study',
      author: 'Kuppermann N, Holmes JF, Dayan PS, et al.; PECARN',
      source: 'Lancet. 2009;374(9696):1160-1170',
      pubMedId: '19758692',
    },
    {
      title: 'Pediatric Telephone Protocols',
      author: 'Schmitt BD',
      source: 'American Academy of Pediatrics (office and after-hours versions)',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'headache', text: 'Headache without any injury to the head' },
    { protocol: 'vomiting', text: 'Vomiting with no head injury in the past 3 days' },
    { protocol: 'crying-baby', text: 'A baby is crying and unsettled and no injury is known' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        {
          text: 'Sounds like a life-threatening emergency to the triager',
          reason:
            'REASON: Triager judgment. When the situation sounds life-threatening, emergency medical services are the fastest and safest route to care.',
        },
        {
          text: 'Breathing is <b>slow, irregular or noisy</b>, or lips are bluish',
          reason:
            'R/O: Severe brain injury with respiratory compromise\nREASON: Abnormal breathing after a head injury is a sign of severe injury.',
        },
        {
          text: '<b>Knocked out for 1 minute or more</b>, or not responding normally now, or very hard to wake',
          reason:
            'R/O: Traumatic brain injury, intracranial hemorrhage\nREASON: A prolonged loss of consciousness or a decreased level of consciousness needs emergency imaging and care.',
        },
        {
          text: '<b>Seizure</b> (convulsion) after the injury',
          reason:
            'R/O: Intracranial hemorrhage, brain contusion\nREASON: A seizure after a head injury is a sign of possible brain injury.',
        },
        {
          text: '<b>Neck pain</b>, or numbness, tingling or <b>weakness of the arms or legs</b>, after a serious fall or collision',
          reason:
            'R/O: Cervical spine injury\nREASON: A possible spinal injury needs the neck kept still and transport by ambulance.\nFIRST AID: Do not move the child; keep the head and neck still.',
        },
        {
          text: 'Bleeding that <b>will not stop</b> after 10 minutes of firm pressure, or an object stuck in the head',
          reason:
            'R/O: Major scalp hemorrhage, penetrating head injury\nREASON: Uncontrolled bleeding and penetrating injuries need emergency care.\nFIRST AID: Keep pressing on the wound; do not remove an object stuck in the head.',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: '<b>Sleepier than usual</b> or harder to wake than usual since the injury (wakes, but drifts back to sleep), a baby who does not wake for feeds, or crying constantly and cannot be soothed',
          reason:
            'R/O: intracranial bleed\nREASON: Drowsiness after a head injury needs a scan decision now; a child who cannot be woken is answered above (911).',
        },
        {
          text: '<b>Confused</b> or unaware of surroundings, slurred speech or trouble speaking or understanding, unsteady walking or losing balance, weakness of an arm or leg, new problems with eyesight, or acting very differently from normal',
          reason:
            'R/O: Concussion with intracranial injury\nREASON: A change in mental status or coordination after a head injury needs an emergency assessment.',
        },
        {
          text: 'Was <b>knocked out</b>, even briefly, or cannot remember the injury or what happened just before or after it',
          reason:
            'R/O: Intracranial injury\nREASON: Any loss of consciousness or amnesia for the event increases the risk of injury inside the skull.',
        },
        {
          text: '<b>Vomited 2 or more times</b> since the injury',
          reason:
            'R/O: Raised intracranial pressure, intracranial hemorrhage\nREASON: Repeated vomiting after a head injury is a risk factor for brain injury.',
        },
        {
          text: '<b>Severe headache</b>, or a headache that keeps getting worse',
          reason:
            'R/O: Intracranial hemorrhage\nREASON: A worsening headache after a head injury can be a sign of bleeding inside the skull.',
        },
        {
          text: 'Age <b>younger than 2 years</b> <b>and</b> any of these:<ul><li>a swelling on the side or back of the head</li><li>a fall from higher than 3 feet (about 1 meter)</li><li>not acting normally</li></ul>',
          reason:
            'R/O: Skull fracture, intracranial injury, non-accidental injury\nREASON: These are risk factors for brain injury in young children, who cannot describe their symptoms.\nNOTE: If the injury does not fit the story given, follow practice policy for suspected abuse.',
        },
        {
          text: '<b>Clear fluid or blood</b> from the nose or ears, bruising around the eyes or behind the ears, or a <b>dent</b> in the skull',
          reason: 'R/O: Basilar or depressed skull fracture\nREASON: These are signs of a skull fracture.',
        },
        {
          text: 'A bruise, swelling or cut on the head <b>larger than 2 inches (5 cm)</b> across',
          reason:
            'R/O: Skull fracture, bleeding under the skull\nREASON: A large bruise or swelling of the scalp goes with a skull fracture more often than a small bump. Public sources (NHS Healthier Together, Head injury) send a bruise, swelling or cut larger than 5 cm to A&E (issue 31 reference review; a goose egg of any size was home care when the child acted normally).',
        },
        {
          text: 'A <b>high-force injury</b>: a serious car crash, hit by a car while walking or biking, a fall from higher than 3 feet (1 meter) or the child’s own height, a fall down 5 or more stairs, or hit on the head by a fast-moving object such as a baseball bat or golf club',
          reason:
            'R/O: Intracranial injury, skull fracture\nREASON: A severe mechanism of injury raises the risk of brain injury even when the child seems well at first.\nNOTE: With neck pain or weakness after the injury, keep the child still and call 911.',
        },
        {
          text: 'Has a <b>bleeding disorder</b> (such as hemophilia), takes a blood-thinning medicine, or has a <b>brain shunt</b> (VP shunt)',
          reason:
            'R/O: Intracranial hemorrhage, shunt damage\nREASON: Bleeding inside the skull is more likely, and may develop slowly, when blood does not clot normally; a shunt can be damaged by a blow to the head.',
        },
        {
          text: 'The injury <b>does not fit the story</b> given (for example a head injury in a baby who cannot yet roll over), or there is any concern that the child was <b>hurt on purpose</b>',
          reason:
            'R/O: Abusive head trauma\nREASON: Abusive head trauma is a leading cause of serious brain injury in infants and may have few outward signs.\nNOTE: Follow practice policy and local law for reporting suspected abuse.',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: 'A <b>cut on the scalp or face</b> that is gaping or longer than 1/2 inch (12 mm) and may need stitches',
          reason: 'R/O: Laceration needing closure\nREASON: Cuts heal best when closed within hours of the injury.',
          advice: ['scalp-care', 'callback'],
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['callback']),
        {
          text: 'Mild <b>concussion symptoms</b> (mild headache, dizziness, nausea, vomited once, feeling foggy) but none of the warning signs above',
          reason:
            'R/O: Concussion\nREASON: A child with concussion symptoms should be examined and given a plan for rest and return to school and sports.',
          advice: ['watch-closely', 'pain-relief', 'concussion-rest', 'return-to-sports', 'callback'],
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Still has concussion symptoms (headaches, poor concentration, trouble sleeping) <b>1 week or more</b> after the injury',
          reason:
            'R/O: Persistent post-concussion symptoms\nREASON: Symptoms lasting beyond a week need review and a graded return to school and activity.',
          advice: ['concussion-rest', 'return-to-sports', 'callback'],
          videoVisitEligible: true,
        },
        {
          text: 'Dirty cut or scrape and <b>no tetanus shot in the past 5 years</b>',
          reason:
            'R/O: Tetanus risk\nREASON: A tetanus booster is recommended for dirty wounds when the last dose was 5 years ago or longer, ideally within 72 hours.',
          advice: ['scalp-care', 'callback'],
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Minor head injury: a bump, lump (goose egg) or small scrape anywhere on the head or forehead, smaller than 2 inches (5 cm), and your child is acting normally',
          reason:
            'REASON: A child who cried at once, was never knocked out and is acting normally has a very low risk of brain injury and can be watched at home.',
          advice: ['watch-closely', 'scalp-care', 'pain-relief', 'diet', 'callback'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Care After a Head Injury',
      topics: [
        {
          key: 'watch-closely',
          title: 'Watch Your Child Closely for 24 Hours',
          nuggets: [
            'Keep your child close by and check often how your child is acting for the next 24 hours.',
            'Your child may nap or go to sleep at the usual time.',
            'During the first night, wake your child once about 4 hours after falling asleep: your child should wake up easily, know you and act normally.',
            'Quiet play is fine. No rough play, climbing or sports until you have talked with a provider.',
          ],
        },
        {
          key: 'scalp-care',
          title: 'Bumps and Cuts',
          nuggets: [
            'Hold a cold pack or ice wrapped in a cloth on a bump for 20 minutes. Repeat in 1 hour if needed.',
            'For a bleeding cut, press firmly with a clean cloth for 10 minutes without peeking.',
            'Wash a scrape or small cut with soap and water, then cover it with antibiotic ointment and a bandage.',
            'A large bump on the forehead can take a week or more to go away, and bruising may spread around the eyes.',
          ],
        },
        {
          key: 'pain-relief',
          title: 'Pain Medicine',
          nuggets: [
            'Acetaminophen (e.g., Tylenol) for children 3 months or older: give the dose for your child’s weight as directed on the label.',
            'Do not give pain medicine to a baby younger than 3 months old unless a doctor tells you to.',
            'Ask your provider before giving ibuprofen in the first 24 hours after a significant head injury.',
            'Call back if the headache gets worse or is not helped by pain medicine.',
          ],
        },
        {
          key: 'diet',
          title: 'Food and Drink',
          nuggets: [
            'Offer only clear fluids (water, diluted juice) for the first 2 hours, because some children feel sick after a head injury.',
            'If there is no vomiting, your child can go back to a normal diet.',
          ],
        },
      ],
    },
    {
      title: 'Concussion Recovery',
      topics: [
        {
          key: 'concussion-rest',
          title: 'Rest for the Brain',
          nuggets: [
            'Rest for the first 1 to 2 days: quiet activities, and less screen time, reading and loud music.',
            'Then slowly return to normal activities as long as symptoms do not get worse.',
            'Your child may need shorter school days or extra breaks at first; tell the school about the concussion.',
            'Most children feel better within 1 to 4 weeks.',
          ],
        },
        {
          key: 'return-to-sports',
          title: 'Return to Sports and Play',
          nuggets: [
            'Never return to sports on the same day as a possible concussion.',
            'Return to sports only after a provider has cleared your child, step by step.',
            'A second head injury before the brain has healed can be serious.',
            'Use helmets for biking, skating and skiing, and car seats or seat belts on every ride.',
          ],
        },
        {
          key: 'callback',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Your child is hard to wake, confused, or acting strangely (call 911 if you cannot wake your child)',
            'Vomiting 2 or more times',
            'Headache becomes severe or keeps getting worse',
            'Unsteady walking, weakness, slurred speech or a seizure',
            'Neck pain, numbness or tingling of the arms or legs, or blurred or double vision',
            'Clear fluid or blood from the nose or ears',
            'You are worried about your child',
          ],
        },
      ],
    },
  ],
});
