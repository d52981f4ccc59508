import { defineProtocol } from '../../source/define-protocol.ts';
import { unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'croup',
  sourceProtocolId: 309,
  audience: 'peds',
  title: 'Croup',
  keywords: [
    'croup',
    'crupe',
    'croop',
    'crup',
    'croupe',
    'strider',
    'barky cough',
    'barking cough',
    'seal cough',
    'sounds like a seal',
    'croupy cough',
    'stridor',
    'noisy breathing',
    'hoarse voice',
    'hoarse',
    'laryngitis',
    'harsh breathing',
    'whistling breathing in',
  ],
  definition:
    '<p>A tight, low-pitched, barking cough (like a seal or a dog), usually with a hoarse voice. Some children also have stridor: a harsh, raspy sound when breathing in.</p>',
  background:
    '<p>Croup is a viral infection (most often parainfluenza) that causes swelling of the voice box and windpipe just below the vocal cords. It is most common between 6 months and 3 years of age, usually starts with a cold, and is worst at night. The barky cough usually lasts 3 to 5 days and is worst in the first 2 nights.</p><p>The most important sign is stridor. Stridor only when crying or coughing is mild; stridor while calm and resting means the airway is significantly narrowed and needs emergency treatment. A single dose of an oral steroid (dexamethasone) reduces swelling in croup of any severity and lowers the chance of return visits; severe croup may also need epinephrine by nebulizer. Crying makes the airway narrower, so keeping the child calm is part of treatment.</p><p>Conditions that can look like croup are more dangerous: epiglottitis and bacterial tracheitis (drooling, high fever, child looks very ill), an inhaled object (sudden stridor after choking), and allergic swelling (after a sting, food or medicine).</p>',
  initialAssessment: [
    '1. STRIDOR: Is there a harsh, raspy sound when your child breathes in?',
    '- Only when coughing or crying, or also when calm and resting?',
    '- Ask the caller to hold the phone near the child so you can listen.',
    '2. BREATHING: Is your child working hard to breathe? Is the skin pulling in at the ribs or the neck?',
    '3. COLOR: Are the lips a normal color?',
    '4. SWALLOWING: Is your child drooling, spitting or unable to swallow?',
    '5. ONSET: When did the barky cough start? Did it start suddenly after choking or eating something?',
    '6. FEVER: Is there a fever? How high?',
    '7. TREATMENT: What have you tried (calming, cool air, steamy bathroom)? Did it help? Has your child been given a steroid for this illness?',
    '8. HISTORY: Has your child had croup before? Ever needed a hospital stay for croup, or been told of a narrow airway?',
    '9. AGE: How old is your child?',
    '10. SEVERITY: How much does it stop your child doing usual things?',
    '- MILD: plays, eats and sleeps as usual',
    '- MODERATE: stops some play or wakes your child from sleep, still drinks',
    '- SEVERE: cannot play or do anything, cries when moved or touched, or will not drink',
  ].join('\n'),
  firstAid:
    '<p><b>While waiting for care:</b></p><ul><li>Keep the child calm and held upright on a parent’s lap. Crying makes the stridor worse.</li><li>Let the child breathe cool outside air or sit in a steamy bathroom (never hot steam).</li><li>If the child is drooling or cannot swallow, do not look in the throat and do not lay the child down.</li></ul>',
  references: [
    {
      title: 'Pediatric Telephone Protocols',
      author: 'Schmitt BD',
      source: 'American Academy of Pediatrics (office and after-hours versions)',
    },
    {
      title: 'Croup in children',
      author: 'Bjornson CL, Johnson DW',
      source: 'CMAJ. 2013;185(15). https://doi.org/10.1503/cmaj.121645',
    },
    {
      title: 'Glucocorticoids for croup in children',
      author: 'Aregbesola A, Tam CM, Kothari A, Le ML, Ragheb M, Klassen TP',
      source: 'Cochrane Database Syst Rev. 2023;(1):CD001955',
      pubMedId: '36626194',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'cough', text: 'The cough is not barky' },
    { protocol: 'breathing-difficulty', text: 'Difficulty breathing without a barky cough' },
    { protocol: 'asthma-attack', text: 'The child has asthma and is wheezing (whistling sound breathing out)' },
    {
      protocol: 'poisoning-swallowed-object',
      text: 'Noisy breathing started suddenly after swallowing or choking on an object',
    },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        {
          text: 'Sounds like a life-threatening emergency to the triager',
          reason:
            'R/O: Life-threatening emergency\nREASON: When the triager judges that the situation may be life-threatening, emergency medical services are the fastest and safest route to care.',
        },
        {
          text: '<b>Severe</b> difficulty breathing (struggling for each breath, cannot speak or cry, deep retractions), breathing very fast, breathing that stops or pauses, or <b>bluish lips</b>',
          reason:
            'R/O: Severe croup with impending airway obstruction\nREASON: Severe upper airway obstruction needs emergency treatment and airway support.',
        },
        {
          text: '<b>Drooling</b> (not from teething), spitting, or great trouble swallowing',
          reason:
            'R/O: Epiglottitis, bacterial tracheitis, retropharyngeal abscess\nREASON: These infections can close the airway suddenly.\nNOTE: Keep the child calm and upright; do not look in the throat.',
        },
        {
          text: '<b>Too tired to cry or talk</b>, unusually quiet or still, drowsy or hard to wake, or the stridor is getting quieter while the child still struggles to breathe',
          reason:
            'R/O: Respiratory failure\nREASON: Exhaustion with decreasing stridor is an ominous sign of impending respiratory arrest, not improvement.',
        },
        {
          text: 'Stridor or trouble breathing <b>and</b> any of these:<ul><li>it started suddenly after a <b>sting, a food or a medicine</b></li><li>hives</li><li>swelling of the face, lips or tongue</li></ul>',
          reason:
            'R/O: Anaphylaxis with airway swelling\nREASON: Allergic swelling of the airway can close it within minutes and needs epinephrine (Riverside Pediatrics, Schmitt-Thompson, Croup: croup symptoms that started suddenly after a sting, new medicine or allergic food, call 911).\nNOTE: Yes only with stridor or trouble breathing. Swelling of the lips or face with normal breathing is asked below (the ED, the shared finding; issue 31: the wording left open whether lip swelling alone reached 911).\nFIRST AID: Use an epinephrine auto-injector now if one has been prescribed.',
        },
        {
          text: 'A <b>high fever that came on suddenly</b> with the noisy breathing, or the child is suddenly much more ill: lying still, not interested in anything',
          reason:
            'R/O: Epiglottitis, bacterial tracheitis\nREASON: Croup is a mild-fever illness; a sudden high fever or a child suddenly much more ill can be a bacterial infection of the airway that can close it. Public sources (NHS croup advice; St John Ambulance, Croup) send a sudden very high temperature or a very ill child with croup to 999 (issue 31 reference review).',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: '<b>Stridor</b> (harsh sound breathing in) when <b>calm and resting</b>, not only when crying or coughing',
          reason:
            'R/O: Moderate to severe croup\nREASON: Stridor at rest indicates significant airway narrowing that needs a steroid and possibly nebulized epinephrine.\nNOTE: If stridor at rest goes away completely after 20 minutes of cool air and calming, the triager may downgrade to See Now.',
        },
        {
          text: 'Skin <b>pulling in</b> between the ribs or at the base of the neck with each breath',
          reason:
            'R/O: Moderate croup\nREASON: Retractions mean the child is working hard to move air through a narrowed airway.',
        },
        {
          text: 'Stridor or barky cough that began <b>suddenly after choking</b> on food or a small object',
          reason:
            'R/O: Inhaled or swallowed foreign body\nREASON: Sudden-onset stridor without a preceding cold is not typical croup and may need removal of an object.',
          smap: 'poisoning-swallowed-object',
        },
        {
          text: 'Swelling of the lips or face after a sting, a food or a medicine, with normal breathing (no stridor, no trouble swallowing)',
          reason:
            'R/O: Allergic reaction that may spread to the airway\nREASON: Swelling of the lips can spread to the tongue and throat within minutes (NHS, anaphylaxis): the ED, as Hives and Insect Bite ask it (the shared finding).\nNOTE: With stridor or trouble breathing it is asked above (911).',
        },
        {
          text: 'Age <b>younger than 3 months</b> (12 weeks) with a fever of 100 °F (37.8 °C) or higher (rectal)',
          reason:
            'R/O: Serious bacterial infection\nREASON: Fever in a young infant needs urgent evaluation even when a viral illness seems likely.',
          smap: 'fever-newborn',
        },
        {
          text: '<b>Stiff neck</b>: cannot bend the head forward to touch the chin to the chest',
          reason:
            'R/O: Retropharyngeal abscess, meningitis\nREASON: A child with croup who cannot bend the neck forward may have an abscess behind the throat or meningitis. Public sources (Schmitt-Thompson, Croup, via a pediatric practice) ask for care now (issue 31 reference review).',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: 'Age <b>younger than 12 months</b> with stridor, even if only when crying',
          reason:
            'R/O: Croup in a small airway, congenital airway narrowing\nREASON: Infants have small airways that can become blocked more easily.',
        },
        {
          text: 'Has needed a <b>hospital stay</b> for croup before, or has a known narrow airway, a weak immune system or a chronic lung disease',
          reason:
            'R/O: Severe croup\nREASON: Children with previous severe croup or airway anomalies are at higher risk of serious obstruction.',
        },
        {
          text: 'Fever of 104 °F (40 °C) or higher, or the child looks or acts <b>very sick</b> (lying around, not playing even when the fever is down)',
          reason:
            'R/O: Bacterial tracheitis, pneumonia\nREASON: High fever and toxic appearance are not typical of viral croup.',
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['callback']),
        {
          text: 'Stridor <b>only when crying or coughing</b>, or stridor earlier that has stopped: none when calm now, and breathing is otherwise comfortable',
          reason:
            'R/O: Mild to moderate croup\nREASON: A single dose of oral steroid reduces the severity and duration of croup, including mild cases.',
          advice: ['calm', 'cool-air', 'sleep-nearby', 'fluids', 'callback'],
          videoVisitEligible: true,
        },
        {
          text: 'Age <b>younger than 12 months</b> with a barky cough, even with no stridor',
          reason:
            'R/O: Croup in a small airway\nREASON: Infants have small airways that narrow more easily; public sources (Schmitt-Thompson, Croup, via a pediatric practice) ask for a doctor within 24 hours for a croupy cough younger than 12 months (issue 31 reference review).',
          advice: ['calm', 'cool-air', 'sleep-nearby', 'fluids', 'callback'],
        },
        {
          text: 'Fever that has lasted <b>3 days or more</b>, or earache',
          reason:
            'R/O: Ear infection, pneumonia, sinusitis\nREASON: Prolonged fever with croup suggests a bacterial complication.',
          advice: ['fever-medicine', 'fluids', 'callback'],
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Barky cough lasting <b>14 days or more</b>, or croup that keeps coming back (3 or more times in a year)',
          reason:
            'R/O: Airway narrowing (subglottic stenosis), reflux, allergies\nREASON: Recurrent or prolonged croup needs a non-urgent evaluation of the airway.',
          advice: ['cough-relief', 'sleep-nearby', 'callback'],
          videoVisitEligible: true,
        },
        {
          text: 'Croup symptoms <b>not gone after 2 days</b> (48 hours) and not getting worse',
          reason:
            'R/O: Croup with a complication, another cause of the cough\nREASON: Most croup settles within 2 to 5 days; public sources (NHS croup advice) ask for a GP visit when it has not gone after 48 hours (issue 31 reference review). Getting worse is the catch-all question (see today).',
          advice: ['cough-relief', 'sleep-nearby', 'callback'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: '<b>Mild croup</b>: barky cough, no stridor, and breathing normally',
          reason: 'REASON: Mild croup without stridor usually gets better in 3 to 5 days with home care.',
          advice: ['calm', 'cool-air', 'sleep-nearby', 'fluids', 'fever-medicine', 'cough-relief', 'callback'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'During a Croup Attack',
      topics: [
        {
          key: 'calm',
          title: 'Keep Your Child Calm',
          nuggets: [
            'Crying and fear make the airway tighter and the stridor worse.',
            'Hold your child upright on your lap. Stay calm yourself, sing or read a story.',
            'Most stridor settles within 20 minutes once the child is calm.',
          ],
        },
        {
          key: 'cool-air',
          title: 'Cool Air or Mist',
          nuggets: [
            'Many parents find that breathing cool night air (dress your child warmly and go outside or open a window) for 10 to 20 minutes eases the cough.',
            'Another option is to sit with your child in a bathroom filled with steam from a warm shower.',
            'Never use hot steam or boiling water. It can cause burns.',
            'If stridor does not settle within 20 minutes, call back or go in.',
          ],
        },
        {
          key: 'sleep-nearby',
          title: 'Sleep Nearby',
          nuggets: [
            'Croup is usually worse at night. Sleep in the same room as your child for the next 2 or 3 nights.',
            'Listen for stridor or hard breathing so you can act quickly.',
            'Stridor can come back on the second or third night. Use the same steps again.',
          ],
        },
      ],
    },
    {
      title: 'General Care',
      topics: [
        {
          key: 'fluids',
          title: 'Fluids',
          nuggets: [
            'Offer warm clear fluids to relax the vocal cords and loosen mucus.',
            'Babies can keep breastfeeding or taking formula.',
            'Give extra fluids if your child has a fever.',
          ],
        },
        {
          key: 'fever-medicine',
          title: 'Fever Medicine',
          nuggets: [
            'For fever of 102 °F (39 °C) or higher or discomfort, give acetaminophen (over 3 months) or ibuprofen (6 months or older). Give the dose by weight as directed on the label.',
            'Do not give aspirin to children or teens.',
          ],
        },
        {
          key: 'cough-relief',
          title: 'Cough Relief',
          nuggets: [
            'Age 1 year and older: ½ to 1 teaspoon of honey as needed.',
            'Do not give honey to babies younger than 1 year old.',
            'Do not give over-the-counter cough or cold medicines to children younger than 4 years. They do not help croup.',
            'Keep your child away from tobacco smoke.',
          ],
        },
        {
          key: 'callback',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Stridor is heard when your child is calm and resting',
            'Breathing is hard or the skin pulls in at the ribs or neck',
            'Drooling, spitting or trouble swallowing',
            'Lips look blue, or your child is very tired or hard to wake up',
            'Fever of 104 °F (40 °C) or higher, or your child looks or acts very sick',
            'Barky cough lasts 14 days or more',
            'You think your child needs to be seen',
            'Your child becomes worse',
          ],
        },
      ],
    },
  ],
});
