import { defineProtocol } from '../../source/define-protocol.ts';
import { severeLowSugar, unclearSymptom } from '../shared/findings.ts';
import { LIFE_THREATENING_SCREEN, SCHMITT_PROTOCOLS, SEEN_OR_WORSE_NUGGET } from './common/shared.ts';

export default defineProtocol({
  slug: 'diabetes-high-low-blood-sugar',
  sourceProtocolId: 360,
  audience: 'peds',
  title: 'Diabetes: High or Low Blood Sugar (Child or Teen)',
  keywords: [
    'diabetes',
    'diabetic',
    'diabetis',
    'blood sugar',
    'sugar low',
    'low sugar',
    'low blood sugar',
    'sugar high',
    'high sugar',
    'high blood sugar',
    'hypo',
    'hypoglycemia',
    'hyper',
    'insulin',
    'insulin pump',
    'missed insulin',
    'glucose',
    'sensor',
    'CGM',
    'ketones',
    'DKA',
    'type 1',
    'very thirsty',
    'always thirsty',
    'drinking a lot',
    'peeing a lot',
    'wetting the bed again',
    'losing weight',
  ],
  definition:
    'A child or teen with diabetes whose blood sugar is low (below 70 mg/dL (3.9 mmol/L), or shaky, sweaty, pale, grumpy or confused) or high, or a child with new thirst, much urine or new bedwetting and weight loss that may be new diabetes.',
  background:
    '<p>Most children with diabetes have type 1 diabetes and take insulin. <b>Low blood sugar</b> comes on within minutes, often after exercise, a late meal or too much insulin: shaking, sweating, paleness, hunger, a change in behaviour, then confusion, drowsiness or a seizure. It is treated with fast sugar by mouth, a recheck after 15 minutes and a snack.</p>' +
    '<p><b>High blood sugar</b> with ketones can become diabetic ketoacidosis (DKA) within hours, especially with an illness, a missed insulin dose or a pump that has stopped working: vomiting, belly pain, fast or deep breathing, a fruity smell on the breath and drowsiness. <b>New diabetes</b> in a child shows as thirst, passing a lot of urine (or bedwetting again), tiredness and weight loss over days to weeks; it is easily taken for a urine infection or a stomach bug. A child with these signs needs a blood sugar test the same day, and now if vomiting or breathing fast.</p>',
  initialAssessment: `1. DIABETES: Does your child have diabetes? Insulin by injection or pump? Or is there no diagnosis?
2. READING: What is the blood sugar now (meter or sensor)? A reading 'LO' or 'HI' is beyond what the meter can measure.
3. LOW SUGAR: Shaky, sweaty, pale, confused, drowsy? Was fast sugar given, and what is the reading 15 minutes later?
4. CAUSE: Extra exercise, a late or missed meal, an extra insulin dose, a missed dose, a pump problem, an illness?
5. KETONES: Urine or blood ketone result?
6. SYMPTOMS OF HIGH SUGAR: Thirst, passing a lot of urine, vomiting, belly pain, fast or deep breathing, fruity breath, drowsiness?
7. SEVERITY: What can your child do now?
- MILD: alert, talks, plays, eats and drinks as usual
- MODERATE: needs help to eat or drink the sugar, or has stopped playing
- SEVERE: cannot swallow, confused or cannot stand`,
  references: [
    {
      title:
        'ISPAD Clinical Practice Consensus Guidelines 2022 (chapters on hypoglycemia, diabetic ketoacidosis, and sick day management)',
      author: 'International Society for Pediatric and Adolescent Diabetes',
      source: 'Pediatric Diabetes (ISPAD guidelines)',
    },
    {
      title: 'Diabetes (type 1 and type 2) in children and young people: diagnosis and management (NG18)',
      author: 'National Institute for Health and Care Excellence',
      source: 'NICE guideline NG18',
    },
    SCHMITT_PROTOCOLS,
  ],
  useDifferentProtocolIf: [
    { protocol: 'poisoning-swallowed-object', text: 'Your child took someone else’s diabetes medicine.' },
    { protocol: 'vomiting', text: 'Vomiting in a child who does not have diabetes and has no thirst or weight loss.' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        LIFE_THREATENING_SCREEN,
        severeLowSugar(
          'R/O: severe hypoglycemia\nFIRST AID: Nothing by mouth. Give glucagon if you have it. Lay your child on their side.',
        ),
        {
          text: 'Blood sugar below 70 mg/dL (3.9 mmol/L) that does not come up after 2 treatments with fast sugar, or confusion that does not clear within 15 minutes after sugar, or a child who becomes sleepier or has no energy (lies still, will not talk or play) after fast sugar',
          reason:
            'R/O: severe hypoglycemia\nREASON: A low that does not respond to sugar by mouth needs glucagon or sugar into a vein. Public sources (Healthwise via Billings Clinic, Low blood sugar: emergency care for a child) say to call 911 when a child becomes more sleepy or has no energy after quick sugar (issue 31 reference review).\nFIRST AID: Keep giving fast sugar by mouth while waiting if your child can swallow.',
          advice: ['low-sugar'],
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: 'High blood sugar (or a meter reading HI), or thirst and weight loss in a child not known to have diabetes, <b>and</b> any of these:<ul><li>vomiting 2 or more times, or cannot keep fluids down</li><li>feeling sick (nausea) or diarrhea</li><li>breathing fast or deep</li><li>fruity-smelling breath</li><li>belly pain</li><li>a racing heartbeat, or dizzy</li><li>drowsy, confused or passed out</li><li>the symptoms are getting worse quickly</li></ul>',
          reason:
            'R/O: diabetic ketoacidosis (DKA)\nREASON: DKA needs fluids and insulin in hospital now. Public sources (NHS.uk, Type 1 diabetes: symptoms getting worse quickly, or with stomach pain, diarrhoea, feeling or being sick, sleepiness or fast deep breathing: 999 or A&E; NHS content via Zana, Diabetic ketoacidosis: fast heartbeat, dizziness, pear-drop breath: A&E; KidsHealth, Diabetes: ketones with nausea or passing out: care right away) (issue 31 reference review).',
          advice: ['high-sugar'],
        },
        {
          text: 'Moderate or large ketones on a urine strip, or blood ketones 1.5 mmol/L or higher, or any ketones that are not going down with the sick-day plan (extra insulin and fluids)',
          reason:
            'R/O: diabetic ketoacidosis\nNOTE: Families with a written sick-day plan from the diabetes team follow it; this call still goes to the ED unless the team advises otherwise now.',
          advice: ['high-sugar'],
        },
        {
          text: 'Given much more insulin than prescribed (a double dose, or the wrong insulin)',
          reason: 'R/O: prolonged hypoglycemia\nREASON: The sugar can keep dropping for many hours.',
          advice: ['low-sugar'],
        },
        {
          text: 'Has diabetes <b>and</b> any of these, whatever the blood sugar:<ul><li>keeps vomiting (3 or more times) or cannot keep fluids down</li><li>unusually listless (no interest in anything) or not making sense</li><li>the parent does not feel safe caring for the child at home</li></ul>',
          reason:
            'R/O: diabetic ketoacidosis, hypoglycemia during illness, sepsis\nREASON: A child with diabetes who cannot keep fluids down cannot keep the sugar safe with insulin and needs fluids in hospital. Public sources (Diabetes Ireland, When to seek emergency help) say to seek emergency help (issue 31 reference review).\nNOTE: Check the blood sugar first: if it is low and the child can swallow, give fast sugar while arranging care.',
          advice: ['sick-day'],
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: 'Blood sugar 250 mg/dL (13.9 mmol/L) or higher <b>and</b> small or trace ketones on a urine strip, or blood ketones 0.6 to 1.4 mmol/L',
          reason:
            'R/O: early ketoacidosis\nREASON: Needs extra insulin and fluids now, with a recheck within hours; call the diabetes team if the family has one.',
          advice: ['high-sugar', 'sick-day', 'callback'],
        },
        {
          text: 'Uses an insulin pump <b>and</b> blood sugar 250 mg/dL (13.9 mmol/L) or higher on 2 readings in a row',
          reason:
            'R/O: pump failure, blocked tubing\nREASON: A pump stops insulin quickly; give insulin by pen or syringe and change the set.',
          advice: ['high-sugar', 'callback'],
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['callback']),
        {
          text: 'Not known to have diabetes, <b>and</b> new thirst, passing much more urine than usual or wetting the bed again, and weight loss or tiredness',
          reason:
            'R/O: new diabetes\nREASON: A finger-prick blood sugar the same day; vomiting or fast breathing goes to the emergency question above.',
          advice: ['callback'],
        },
        {
          text: 'Low blood sugar that came back to normal with sugar, <b>and</b> any of these:<ul><li>no cause you can name (no extra exercise, late meal or extra insulin)</li><li>2 or more low sugars in the past week</li><li>a low during the night</li></ul>',
          reason: 'R/O: insulin dose that needs changing\nREASON: The diabetes team reviews the doses today.',
          advice: ['low-sugar', 'callback'],
          videoVisitEligible: true,
        },
        {
          text: 'Blood sugar above the target the diabetes team set <b>and</b> more thirsty or passing more urine than usual, with no ketones or trace only',
          reason:
            'R/O: rising blood sugar, early ketoacidosis, a missed or failed insulin dose\nREASON: High sugar with symptoms needs the insulin plan reviewed the same day. Public sources (KidsHealth via Cook Children’s, Diabetes: when to call the doctor) say to call the doctor for sugars staying above target, especially with thirst and more urine (issue 31 reference review).',
          advice: ['high-sugar', 'callback'],
          videoVisitEligible: true,
        },
        {
          text: 'Has diabetes and an illness (vomiting, diarrhea or fever) that stops your child eating as usual, or vomiting or diarrhea for 6 hours or more, with no ketones or trace only, and keeping fluids down',
          reason:
            'R/O: hyperglycemia or hypoglycemia during illness\nREASON: Insulin doses often need changing on sick days. Public sources (Healthwise via WebMD, Type 2 diabetes in children) say to call a doctor for vomiting or diarrhoea lasting 6 hours or more (issue 31 reference review).',
          advice: ['sick-day', 'callback'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Blood sugar above the target the diabetes team set (such as 240 mg/dL (13.3 mmol/L) or higher) on 2 or more readings, or for <b>3 days or more</b>, no ketones, and your child feels well',
          reason:
            'R/O: insulin dose that needs changing, growth or puberty, missed doses\nREASON: Public sources (Healthwise via WebMD, Type 2 diabetes in children: above the level the doctor set on 2 or more readings) say to call a doctor (issue 31 reference review).',
          advice: ['high-sugar', 'callback'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Low blood sugar with a cause you can name (extra exercise, a late meal) that came back to normal with fast sugar, and your child is now alert and eating normally',
          reason: 'REASON: A treated low with a known cause. Snack, recheck, and call back if it comes back.',
          advice: ['low-sugar', 'callback'],
        },
        {
          text: 'Blood sugar a little above target (below 250 mg/dL (13.9 mmol/L)) after a party, a large meal or one late dose, no ketones and no other symptoms',
          reason: 'REASON: A single high reading with a cause. Usual insulin and recheck.',
          advice: ['high-sugar', 'callback'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Home Care Advice',
      topics: [
        {
          key: 'low-sugar',
          title: 'Treating Low Blood Sugar',
          nuggets: [
            'If your child is awake and can swallow, give fast sugar: about 15 grams for a school-age child or teen (half a cup of juice or regular soda, or 4 glucose tablets), less for a small child as your diabetes team advised.',
            'Recheck after 15 minutes. If the sugar is still below 70 mg/dL (3.9 mmol/L), give fast sugar again.',
            'Once the sugar is back to normal, give a snack or the next meal.',
            'If your child cannot swallow safely, give nothing by mouth: give glucagon if you have it, and call 911.',
          ],
        },
        {
          key: 'high-sugar',
          title: 'High Blood Sugar',
          nuggets: [
            'Give water or sugar-free fluids often.',
            'Check ketones whenever the sugar is 250 mg/dL (13.9 mmol/L) or higher or your child feels sick.',
            'Give insulin as your diabetes plan says. Never stop insulin, even if your child is not eating.',
            'Recheck the blood sugar every 2 hours.',
          ],
        },
        {
          key: 'sick-day',
          title: 'Sick Days',
          nuggets: [
            'Keep giving insulin; illness often raises the sugar.',
            'If your child cannot eat, give sips of fluids with sugar (juice, regular soda) when the sugar is low or normal, and sugar-free fluids when it is high.',
            'Check the sugar and ketones every 2 to 4 hours, also at night.',
          ],
        },
        {
          key: 'callback',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Cannot swallow, confused, or a seizure: call 911.',
            'Vomiting, belly pain, fast or deep breathing, or moderate or large ketones: go to the emergency department.',
            'Low sugars keep coming back, or the sugar stays high.',
            SEEN_OR_WORSE_NUGGET,
          ],
        },
      ],
    },
  ],
});
