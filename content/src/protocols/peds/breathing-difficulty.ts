import { defineProtocol } from '../../source/define-protocol.ts';
import { relieverNotHelping, unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'breathing-difficulty',
  sourceProtocolId: 306,
  audience: 'peds',
  title: 'Breathing Difficulty',
  keywords: [
    'breathing difficulty',
    'trouble breathing',
    'difficulty breathing',
    'cant breathe',
    "can't breathe",
    'cant breath',
    'hard to breathe',
    'breathing heavy',
    'ribs sucking in',
    'short of breath',
    'shortness of breath',
    'breathing hard',
    'breathing fast',
    'fast breathing',
    'wheezing',
    'retractions',
    'grunting',
    'gasping',
    'labored breathing',
    'breathin problem',
    'bronchiolitis',
    'RSV',
  ],
  definition:
    '<p>A child who is working harder than normal to breathe, or breathing faster than normal, including wheezing in a child who has not been diagnosed with asthma. A blocked nose alone, which makes breathing sound noisy, is not breathing difficulty.</p>',
  background:
    '<p>Common causes of breathing difficulty in children are bronchiolitis (usually from RSV, in children younger than 2 years), pneumonia, asthma and croup. Less common but dangerous causes are an inhaled object (choking), anaphylaxis and epiglottitis. In babies, a stuffy nose can sound like trouble breathing; the breathing often becomes normal after the nose is cleared.</p><p>Signs of true breathing difficulty are fast breathing, the skin pulling in between or below the ribs or above the collarbone (retractions), flaring of the nostrils, grunting, head bobbing, and being too breathless to talk, cry or feed. Normal breathing rates when calm: under 60 breaths a minute up to 2 months of age, under 50 from 2 to 12 months, under 40 from 1 to 5 years, and under 30 after 5 years. Fever raises the breathing rate, so count again when the fever is down.</p><p>Babies younger than 3 months, children born early, and children with heart or lung disease or a weak immune system become seriously ill more quickly and need a lower threshold for care.</p>',
  initialAssessment: [
    '1. BREATHING: Describe the breathing. Is it fast, hard work, or noisy?',
    '- Ask the caller to lift the shirt and watch the chest and belly.',
    '- Ask the caller to count breaths for 30 seconds and double it.',
    '2. SEVERITY: Can your child talk, cry, feed or play normally?',
    '- MILD: plays, eats and sleeps as usual',
    '- MODERATE: stops some play or wakes your child from sleep, still drinks',
    '- SEVERE: cannot play or do anything, cries when moved or touched, or will not drink',
    '3. RETRACTIONS: Is the skin pulling in between the ribs or above the collarbone with each breath?',
    '4. SOUNDS: Is there wheezing (a whistle breathing out), stridor (a harsh sound breathing in) or grunting?',
    '5. COLOR: Are the lips, tongue or face blue, gray or very pale?',
    '6. ONSET: Did it start suddenly (choking, bee sting, new food or medicine), or gradually with a cold?',
    '7. FEVER AND COUGH: Is there a fever? A cough?',
    '8. FLUIDS: For babies, is your baby feeding? When was the last wet diaper?',
    '9. NOSE: Is the nose blocked? Is breathing better after the nose is cleared?',
    '10. RISK FACTORS: Younger than 3 months, born early, heart or lung disease, weak immune system?',
  ].join('\n'),
  firstAid:
    '<p><b>Choking (cannot breathe, cough or make a sound):</b></p><ul><li>Baby younger than 1 year: give 5 back blows with the baby face-down along your forearm, then 5 chest thrusts with 2 fingers on the breastbone. Repeat.</li><li>Child 1 year or older: give abdominal thrusts (Heimlich maneuver) until the object comes out.</li><li>If the child becomes unresponsive, start CPR and call 911.</li></ul><p><b>Anaphylaxis:</b> use an epinephrine auto-injector now if one has been prescribed.</p>',
  references: [
    {
      title: 'Pediatric Telephone Protocols',
      author: 'Schmitt BD',
      source: 'American Academy of Pediatrics (office and after-hours versions)',
    },
    {
      title: 'Bronchiolitis in children: diagnosis and management (NICE guideline NG9)',
      author: 'National Institute for Health and Care Excellence',
      source: 'NICE, 2015, updated 2021. https://www.nice.org.uk/guidance/ng9',
      pubMedId: '34464037',
    },
    {
      title: 'Clinical Practice Guideline: The Diagnosis, Management, and Prevention of Bronchiolitis',
      author: 'Ralston SL, Lieberthal AS, Meissner HC, et al',
      source: 'Pediatrics. 2014;134(5):e1474-e1502. https://doi.org/10.1542/peds.2014-2742',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'asthma-attack', text: 'The child has been diagnosed with asthma' },
    { protocol: 'croup', text: 'Barky cough is present' },
    { protocol: 'colds', text: 'Only a blocked or runny nose, and breathing is normal once the nose is cleared' },
    { protocol: 'cough', text: 'Cough is the main symptom and breathing is normal' },
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
          text: '<b>Choking</b> now on food or an object and cannot breathe, talk or cry',
          reason:
            'R/O: Complete airway obstruction\nREASON: A blocked airway is fatal within minutes.\nFIRST AID: Back blows and chest thrusts for babies younger than 1 year; abdominal thrusts at 1 year and older.',
        },
        {
          text: '<b>Severe</b> difficulty breathing<ul><li>Struggling for each breath</li><li>Unable to speak or cry because of breathing</li><li>Grunting with each breath</li><li>Deep retractions</li></ul>',
          reason: 'R/O: Respiratory failure\nREASON: Severe respiratory distress needs emergency treatment and oxygen.',
        },
        {
          text: '<b>Bluish or gray</b> lips, tongue or face; skin pale, mottled (blotchy) or unusually cold to touch; or breathing that <b>stops or pauses</b> (in a young baby, a pause of 20 seconds or more)',
          reason:
            'R/O: Hypoxia, apnea (bronchiolitis, pertussis)\nREASON: Cyanosis and apnea are signs of dangerously low oxygen.',
        },
        {
          text: 'Sudden trouble breathing after a <b>sting, food or medicine</b>, with hives or swelling of the face, lips or tongue',
          reason:
            'R/O: Anaphylaxis\nREASON: Anaphylaxis can close the airway quickly and needs epinephrine.\nFIRST AID: Use an epinephrine auto-injector now if one has been prescribed.',
        },
        {
          text: '<b>Very drowsy</b>, floppy, limp or hard to wake up, not responding normally, confused, agitated or behaving oddly, or a weak, high-pitched or constant cry and cannot be settled',
          reason:
            'R/O: Respiratory failure with hypercapnia, sepsis\nREASON: A falling level of alertness with breathing difficulty means the child is tiring.',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: '<b>Breathing harder than usual</b>, and the caller cannot tell how bad it is (cannot say whether the person talks, plays or feeds normally)',
          reason:
            'R/O: pneumonia, asthma, bronchiolitis\nREASON: Shared finding: breathlessness of unstated severity goes to the emergency department, the safer side.',
        },
        {
          text: '<b>Drooling</b> or spitting, unable to swallow, or sitting leaning forward to breathe',
          reason:
            'R/O: Epiglottitis, retropharyngeal abscess, object stuck in the throat\nREASON: These signs suggest an upper airway that may close.\nNOTE: Keep the child calm and upright; do not look in the throat. If the child struggles to breathe, call 911.',
        },
        {
          text: '<b>Stridor</b> (harsh, raspy sound when breathing in) that is present when the child is calm and resting',
          reason:
            'R/O: Croup with significant airway narrowing, inhaled object\nREASON: Stridor at rest means the upper airway is significantly narrowed.',
          smap: 'croup',
        },
        {
          text: '<b>Moderate</b> difficulty breathing<ul><li>Skin pulling in between the ribs</li><li>Nostrils flaring</li><li>Can say only short phrases, or too breathless to eat, drink or feed</li></ul>',
          reason:
            'R/O: Pneumonia, bronchiolitis, asthma\nREASON: Retractions and feeding difficulty are signs of moderate respiratory distress that may need oxygen or fluids.',
        },
        {
          text: 'Coughing, wheezing or noisy breathing that started <b>after choking</b> on an object or food, or after an object may have been breathed in, and has not gone away',
          reason:
            'R/O: Inhaled object in the airway\nREASON: Shared finding (an object that may have been breathed in): the emergency department in every protocol. The cough or wheeze can settle while the object stays; it needs an X-ray and often removal the same day.',
        },
        {
          text: 'Any difficulty breathing in a baby <b>younger than 3 months</b> (12 weeks) old',
          reason:
            'R/O: Bronchiolitis with apnea, pneumonia, sepsis\nREASON: Young infants can tire and stop breathing with little warning.',
        },
        relieverNotHelping(),
        {
          text: 'Signs of <b>dehydration</b>: no urine (no wet diaper) in 8 hours or more, very dry mouth, no tears',
          reason:
            'R/O: Dehydration\nREASON: Shared finding: no urine in 8 hours or more is the emergency department. A child breathing fast drinks less and loses water in the breath; public sources (NHS Healthier Together, Difficulty breathing and wheeze) list no wee or wet nappy for 8 hours (issue 31 reference review).',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: 'Breathing <b>faster than normal</b> when calm and the fever is down<ul><li>Younger than 2 months: 60 or more breaths a minute</li><li>2 to 11 months: 50 or more</li><li>1 to 5 years: 40 or more</li><li>6 years or older: 30 or more</li></ul>',
          reason:
            'R/O: Pneumonia, bronchiolitis\nREASON: Tachypnea at rest is the most sensitive sign of lower respiratory infection.',
        },
        {
          text: '<b>Mild to moderate dehydration</b>: passing urine less often than usual, a dry mouth, lips or tongue, or drinking or feeding less than half the usual amount, with some urine in the past 8 hours',
          reason:
            'R/O: Dehydration from fast breathing\nREASON: Shared finding: some dehydration is examined within hours; no urine in 8 hours or more is the emergency department. Public sources (NHS Healthier Together, Difficulty breathing and wheeze) ask for a doctor the same day for dry lips or tongue or a baby feeding less than half the usual amount (issue 31 reference review).',
        },
        {
          text: 'Mild difficulty breathing in a child with <b>heart or lung disease</b>, a weak immune system, or born 4 weeks or more early',
          reason:
            'R/O: Severe bronchiolitis, pneumonia\nREASON: High-risk children decompensate faster and need earlier assessment.',
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['callback']),
        {
          text: '<b>Stridor</b> (harsh, raspy sound when breathing in) only when upset or crying, none when calm',
          reason:
            'R/O: Croup without the barky cough, a narrow airway\nREASON: Stridor when upset is a narrowed upper airway that needs an examination the same day; public sources (NHS Healthier Together, Difficulty breathing and wheeze) ask for a doctor or nurse today (issue 31 reference review). Stridor when calm is asked above.',
          advice: ['callback'],
        },
        {
          text: 'Breathing a little faster than usual, while talking (or crying) normally, playing or feeding as usual, and no skin pulling in between the ribs',
          reason:
            'R/O: early pneumonia, bronchiolitis, asthma\nREASON: The caller can tell how bad it is: a child who talks, plays and feeds is examined the same day. Worse than this (working to breathe, short phrases, not feeding) is asked above.',
          advice: ['callback'],
          videoVisitEligible: true,
        },
        {
          text: 'Mild <b>wheezing</b> (whistling sound breathing out), breathing comfortably at rest',
          reason:
            'R/O: Bronchiolitis, first asthma episode\nREASON: New wheezing needs a lung exam to guide treatment.',
          advice: ['clear-nose', 'humidity-position', 'fluids', 'count-breaths', 'callback'],
        },
        {
          text: 'Mild difficulty breathing with a fever that has lasted <b>3 days or more</b>',
          reason: 'R/O: Pneumonia\nREASON: Persistent fever with respiratory symptoms raises the chance of pneumonia.',
          advice: ['fever-medicine', 'fluids', 'count-breaths', 'callback'],
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Breathing is <b>normal after the nose is cleared</b> (noisy breathing was from a blocked nose)',
          reason:
            'REASON: Babies breathe mainly through the nose, and a blocked nose can sound like breathing trouble. Nose care is the treatment.',
          advice: ['clear-nose', 'humidity-position', 'fluids', 'smoke-free', 'callback'],
        },
        {
          text: 'Breathing is a little faster only <b>during fever</b> and is normal when the fever comes down',
          reason:
            'REASON: Fever raises the breathing rate by a few breaths a minute for each degree; this is expected.\nNOTE: Ask the caller to recount once the fever is down and call back if still fast. A baby younger than 3 months with a fever needs the Fever (Newborn) protocol.',
          advice: ['fever-medicine', 'count-breaths', 'fluids', 'callback'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Easing the Breathing',
      topics: [
        {
          key: 'clear-nose',
          title: 'Clear a Blocked Nose',
          nuggets: [
            'Put 2 or 3 drops of saline nose drops in each nostril, wait a minute, then gently suction or have your child blow the nose.',
            'Clear the nose before feedings and before sleep.',
            'Saline drops can be bought or made by mixing ½ teaspoon of salt in 1 cup (8 ounces or 240 mL) of warm bottled or boiled water.',
            'Do not use decongestant nose sprays or over-the-counter cough and cold medicines in children younger than 6 years old unless your child’s doctor tells you to.',
          ],
        },
        {
          key: 'humidity-position',
          title: 'Moist Air and Position',
          nuggets: [
            'Run a cool-mist humidifier in your child’s room. Clean it every day.',
            'Older children may be more comfortable sitting up or propped up on pillows.',
            'Babies should still sleep on their back on a flat, firm surface.',
          ],
        },
        {
          key: 'fluids',
          title: 'Fluids and Feeding',
          nuggets: [
            'Offer small amounts of fluid often. Breathing fast makes children lose more water.',
            'Babies may take smaller, more frequent feedings when breathing is hard.',
            'Make sure your child passes urine at least every 8 hours (a wet diaper at least every 6 hours for young babies).',
          ],
        },
      ],
    },
    {
      title: 'Watching the Breathing',
      topics: [
        {
          key: 'count-breaths',
          title: 'How to Check Breathing',
          nuggets: [
            'Count breaths when your child is calm or asleep. Watch the chest or belly rise for 30 seconds and double the number.',
            'Look for the skin pulling in between the ribs or above the collarbone. This means your child is working hard to breathe.',
            'Check the color of the lips and tongue.',
            'Count again after fever medicine has brought the fever down.',
          ],
        },
        {
          key: 'fever-medicine',
          title: 'Fever Medicine',
          nuggets: [
            'For fever of 102 °F (39 °C) or higher or discomfort, acetaminophen can be given to children 3 months or older. Give the dose by weight as directed on the label.',
            'Do not give fever medicine to a baby younger than 3 months old unless a doctor tells you to. A baby this young with a fever needs to be seen right away.',
            'Ibuprofen can be given to children 6 months or older. Give the dose by weight as directed on the label.',
            'Do not give aspirin to children or teens.',
          ],
        },
        {
          key: 'smoke-free',
          title: 'Keep the Air Clean',
          nuggets: [
            'Do not allow smoking or vaping near your child, in your home or in your car.',
            'Avoid wood smoke, strong scents and sprays while your child is sick.',
          ],
        },
        {
          key: 'callback',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Breathing becomes fast or hard, or the skin pulls in between the ribs',
            'Lips or face look blue or gray',
            'Your baby cannot feed, or has no wet diaper in 6 hours',
            'Wheezing or noisy breathing gets worse',
            'Pauses in breathing, or your child becomes very sleepy or hard to wake up',
            'You think your child needs to be seen',
            'Your child becomes worse',
          ],
        },
      ],
    },
  ],
});
