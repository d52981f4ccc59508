import { defineProtocol } from '../../source/define-protocol.ts';
import { relieverNotHelping, unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'asthma-attack',
  sourceProtocolId: 304,
  audience: 'peds',
  title: 'Asthma Attack',
  keywords: [
    'asthma',
    'asthma attack',
    'asma',
    'asthma flare',
    'wheezing',
    'wheeze',
    'wheezy',
    'cant breathe',
    'cant breath',
    'hard to breathe',
    'asthma attak',
    'breathing treatment',
    'tight chest',
    'chest tightness',
    'short of breath',
    'inhaler',
    'puffer',
    'albuterol',
    'nebulizer',
    'neb treatment',
    'reactive airway disease',
  ],
  definition:
    '<p>A child who has been diagnosed with asthma and now has symptoms of an asthma attack: wheezing, cough, chest tightness or shortness of breath.</p>',
  background:
    '<p>Asthma is long-term inflammation of the airways. During an attack the airways tighten, swell and fill with mucus, causing wheezing, coughing and trouble breathing. Common triggers are colds and other viral infections, allergens (pollen, dust mites, pets, mold), tobacco smoke, exercise and cold air.</p><p>Attacks are treated with a quick-relief (rescue) medicine such as albuterol (salbutamol), given by inhaler with a spacer or by nebulizer, following the child’s written asthma action plan. Some children also start an oral steroid from the action plan. The severity of an attack is judged by how the child breathes and talks: a child who can only say a few words, is struggling to breathe, has lips that look blue, or is drowsy needs emergency care. Children who have needed intensive care or a breathing tube for asthma before are at higher risk of a fatal attack.</p><p>Most attacks can be managed at home if the child responds well to quick-relief medicine. Needing quick-relief medicine more often than every 4 hours, or often during the week, means the asthma is not under control.</p>',
  initialAssessment: [
    '1. SEVERITY: How is your child breathing right now?',
    '- Mild: no trouble breathing at rest, talks in full sentences, mild wheeze',
    '- Moderate: trouble breathing at rest, talks in short phrases, skin pulling in between the ribs',
    '- Severe: struggling for each breath, can say only 1 or 2 words, too breathless to eat or play',
    '2. ONSET: When did this attack start?',
    '3. QUICK-RELIEF MEDICINE: What quick-relief medicine has been given, how much and when? Did it help, and how long did the relief last?',
    '4. PEAK FLOW: If your child uses a peak flow meter, what is the reading and what is the personal best?',
    '- Green zone: over 80% of best; Yellow zone: 50 to 80%; Red zone: under 50%',
    '5. ACTION PLAN: Does your child have a written asthma action plan? Which zone is your child in?',
    '6. TRIGGER: What seems to have set off the attack? (cold, allergy, smoke, exercise, food)',
    '7. OTHER SYMPTOMS: Any fever, chest pain, hives or swelling of the face?',
    '8. HISTORY: Has your child ever been in intensive care or needed a breathing tube for asthma? Any oral steroids in the past month?',
    '9. CONTROLLER MEDICINES: Does your child take a daily controller medicine? Has it been taken as prescribed?',
  ].join('\n'),
  firstAid:
    '<p><b>While waiting for emergency help:</b></p><ul><li>Give the quick-relief medicine now, as directed by the asthma action plan.</li><li>Keep the child sitting upright and as calm as possible.</li><li>If the attack followed a sting, food or medicine and there are hives or swelling, use an epinephrine auto-injector if one has been prescribed.</li></ul>',
  references: [
    {
      title: 'If your child has an asthma attack',
      author: 'Asthma + Lung UK',
      source: 'Asthma + Lung UK. https://www.asthma.org.uk/advice/child/manage/asthma-attacks/',
    },
    {
      title: 'Pediatric Telephone Protocols',
      author: 'Schmitt BD',
      source: 'American Academy of Pediatrics (office and after-hours versions)',
    },
    {
      title: 'Global Strategy for Asthma Management and Prevention (2024 update)',
      author: 'Global Initiative for Asthma (GINA)',
      source: 'GINA, 2024. https://www.ginasthma.org',
    },
    {
      title:
        '2020 Focused Updates to the Asthma Management Guidelines: A Report from the National Asthma Education and Prevention Program Coordinating Committee Expert Panel Working Group',
      author: 'National Heart, Lung, and Blood Institute',
      source: 'National Institutes of Health, 2020. https://www.nhlbi.nih.gov/asthmaguidelines',
    },
  ],
  useDifferentProtocolIf: [
    {
      protocol: 'breathing-difficulty',
      text: 'The child has not been diagnosed with asthma (for example, wheezing for the first time)',
    },
    { protocol: 'croup', text: 'Barky cough or a harsh sound when breathing in (stridor) is the main symptom' },
    { protocol: 'cough', text: 'Cough without wheezing or trouble breathing is the main symptom' },
    { protocol: 'hives', text: 'Hives or swelling are the main symptoms and breathing is normal' },
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
          text: '<b>Severe</b> difficulty breathing<ul><li>Struggling for each breath</li><li>Can say only 1 or 2 words at a time</li><li>Too breathless to cry, feed or speak</li><li>Unable to swallow, or drooling</li></ul>',
          reason:
            'R/O: Severe or life-threatening asthma attack\nREASON: Severe respiratory distress needs emergency treatment and oxygen.\nFIRST AID: Give quick-relief medicine now while waiting for EMS.',
        },
        {
          text: '<b>Bluish or gray</b> lips, tongue or face',
          reason: 'R/O: Hypoxia from severe asthma\nREASON: Cyanosis is a sign of dangerously low oxygen.',
        },
        {
          text: '<b>Very drowsy</b>, confused or hard to wake up, fainted, very irritable (cannot be settled), or pale and weak or unusually quiet',
          reason:
            'R/O: Respiratory failure\nREASON: A falling level of alertness during an attack means the child is tiring and may stop breathing.\nNOTE: A quiet chest with little wheeze in an exhausted child is an ominous sign, not an improvement.',
        },
        {
          text: 'Trouble breathing started suddenly after a <b>sting, food or medicine</b>, with hives or swelling of the face or tongue',
          reason:
            'R/O: Anaphylaxis\nREASON: Anaphylaxis can mimic an asthma attack and needs epinephrine.\nFIRST AID: Use an epinephrine auto-injector now if one has been prescribed.',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        relieverNotHelping(),
        {
          text: '<b>Moderate</b> difficulty breathing (breathing hard at rest, talks in short phrases, skin pulling in between the ribs or nostrils flaring) that is <b>not better 20 minutes</b> after quick-relief medicine, or there is <b>no quick-relief medicine</b> to give',
          reason:
            'R/O: Moderate to severe asthma attack\nREASON: An attack that does not respond to home treatment, or cannot be treated at home, needs repeated treatment, oral steroids and monitoring.',
        },
        {
          text: 'Peak flow is <b>below 50%</b> of personal best (red zone) after quick-relief medicine',
          reason:
            'R/O: Severe asthma attack\nREASON: A peak flow in the red zone after treatment indicates severe airway narrowing.',
        },
        {
          text: 'Has needed <b>intensive care or a breathing tube</b> for asthma in the past and is now wheezing despite quick-relief medicine',
          reason:
            'R/O: Life-threatening asthma\nREASON: A history of near-fatal asthma is the strongest risk factor for a fatal attack; the threshold for emergency care is low.',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: "Each dose of quick-relief medicine <b>brings the breathing back to normal</b>, but the child needs it again <b>more often than every 4 hours</b> (a range that starts below 4, such as 'every 3 to 4 hours', counts)",
          reason:
            "R/O: Poorly responsive asthma attack\nREASON: Rapid return of symptoms means the attack needs stronger treatment, usually an oral steroid (NHS Healthier Together, Asthma attack: reliever not lasting 4 hours, see a doctor urgently). Medicine that 'only helps for a short while', or relief the parent cannot describe, is the emergency item above (Asthma + Lung UK, If your child has an asthma attack; blind set 7).",
        },
        {
          text: '<b>No quick-relief medicine</b> at home (ran out, lost or expired) and the child is wheezing but breathing comfortably at rest',
          reason:
            'REASON: Wheezing without access to rescue medicine can worsen quickly; the child needs treatment now.',
        },
        {
          text: 'Fever of 104 °F (40 °C) or higher, or fever with fast breathing that continues when the wheezing has eased',
          reason:
            'R/O: Pneumonia\nREASON: Pneumonia can trigger or complicate an asthma attack and may need antibiotics.',
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['callback']),
        {
          text: 'Mild attack that has needed quick-relief medicine every 4 hours for <b>24 hours or more</b>',
          reason:
            'R/O: Prolonged asthma attack\nREASON: An attack lasting more than a day often needs an oral steroid and a review of the action plan.',
          advice: ['quick-relief', 'controller', 'fluids-rest', 'callback'],
        },
        {
          text: 'Needs a <b>refill</b> of quick-relief medicine (some still left) or needs a new spacer',
          reason:
            'REASON: Children with asthma should never be without rescue medicine.\nNOTE: Confirm there is enough medicine to last until the refill is ready.',
          advice: ['quick-relief', 'callback'],
          videoVisitEligible: true,
        },
        {
          text: 'Asthma with vomiting, drinking half the usual amount or less, or too breathless to run or play as usual (comfortable at rest)',
          reason:
            'R/O: Attack getting out of control, dehydration\nREASON: Public sources (NHS Healthier Together, Asthma attack in children) ask for a doctor or nurse the same day (issue 31 reference review).',
          advice: ['quick-relief', 'fluids-rest', 'callback'],
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Asthma is <b>not well controlled</b>: quick-relief medicine needed 2 days or more a week, or night waking from asthma more than twice a month',
          reason:
            'R/O: Uncontrolled persistent asthma\nREASON: Frequent symptoms mean the child may need a controller medicine or a step up in treatment.',
          advice: ['controller', 'triggers', 'action-plan', 'callback'],
          videoVisitEligible: true,
        },
        {
          text: 'Has <b>no written asthma action plan</b>',
          reason: 'REASON: A written action plan improves home management and reduces emergency visits.',
          advice: ['action-plan', 'quick-relief', 'callback'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: '<b>Mild</b> asthma attack (mild wheeze or cough, breathing comfortably at rest) that <b>improves</b> with quick-relief medicine',
          reason:
            'REASON: Mild attacks that respond to quick-relief medicine can be managed at home with the asthma action plan.',
          advice: ['quick-relief', 'controller', 'fluids-rest', 'triggers', 'callback'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Treating the Attack',
      topics: [
        {
          key: 'quick-relief',
          title: 'Quick-Relief (Rescue) Medicine',
          nuggets: [
            'Give the quick-relief medicine (such as albuterol) exactly as your child’s asthma action plan or prescription says.',
            'An inhaler works best with a spacer (holding chamber). Use a mask with the spacer for children younger than 4 years.',
            'The medicine should start working within 15 to 20 minutes.',
            'Call back if your child needs it more often than every 4 hours.',
            'Keep quick-relief medicine with your child at home, at school and on trips.',
          ],
        },
        {
          key: 'controller',
          title: 'Keep Giving Controller Medicines',
          nuggets: [
            'Keep giving any daily controller medicine (such as an inhaled steroid) during an attack. Do not stop it.',
            'If your child’s action plan includes an oral steroid for attacks, start it as directed.',
            'Have your child rinse the mouth after using an inhaled steroid.',
          ],
        },
        {
          key: 'fluids-rest',
          title: 'Fluids and Rest',
          nuggets: [
            'Offer plenty of fluids. They help loosen mucus in the airways.',
            'Keep your child resting quietly. Sitting up may make breathing easier.',
            'Do not give cough medicines or antihistamines for an asthma cough. They do not help the airways.',
          ],
        },
      ],
    },
    {
      title: 'Preventing Attacks',
      topics: [
        {
          key: 'triggers',
          title: 'Avoid Triggers',
          nuggets: [
            'Do not allow smoking or vaping in your home or car. Tobacco smoke is a major asthma trigger.',
            'Wash hands often and get a flu vaccine every year to reduce colds and flu.',
            'If your child has allergies, keep pets out of the bedroom and wash bedding in hot water each week.',
            'Give quick-relief medicine before exercise if your child’s plan says to.',
          ],
        },
        {
          key: 'action-plan',
          title: 'Your Asthma Action Plan',
          nuggets: [
            'A written asthma action plan tells you what to give and when, in the green, yellow and red zones.',
            'Ask your child’s doctor for a plan and share a copy with school and caregivers.',
            'Bring all inhalers and the spacer to every visit so technique can be checked.',
          ],
        },
        {
          key: 'callback',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Trouble breathing is not better 20 minutes after quick-relief medicine',
            'Quick-relief medicine is needed more often than every 4 hours',
            'Lips look blue, or your child can say only a few words at a time',
            'Breathing is hard even when resting, or the skin pulls in between the ribs',
            'Your child becomes very sleepy or hard to wake up',
            'Peak flow falls into the red zone (below 50% of best)',
            'You think your child needs to be seen',
            'Your child becomes worse',
          ],
        },
      ],
    },
  ],
});
