import { defineProtocol } from '../../source/define-protocol.ts';
import { lifeThreateningScreen } from '../shared/adult-advice.ts';
import { severeLowSugar, unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'diabetes-high-low-blood-sugar',
  sourceProtocolId: 255,
  audience: 'adult',
  title: 'Diabetes: High or Low Blood Sugar',
  keywords: [
    'diabetes',
    'diabetic',
    'diabetis',
    'diabeties',
    'blood sugar',
    'sugar low',
    'low sugar',
    'low blood sugar',
    'sugar high',
    'high sugar',
    'high blood sugar',
    'hypo',
    'hypoglycemia',
    'hypoglycaemia',
    'hyper',
    'hyperglycemia',
    'insulin',
    'missed insulin',
    'glucose',
    'glucose meter',
    'sugar reading',
    'meter says HI',
    'ketones',
    'DKA',
    'diabetic ketoacidosis',
    'sugar diabetes',
    'type 1',
    'type 2',
    'very thirsty',
  ],
  definition:
    'A person with diabetes whose blood sugar is low (hypoglycemia: below 70 mg/dL (3.9 mmol/L), or shaking, sweating, hunger or confusion) or high (hyperglycemia), or a person with new thirst, much urine and weight loss that may be diabetes.',
  background:
    '<p><b>Low blood sugar</b> comes on within minutes in people who take insulin or sulfonylurea pills (glipizide, glyburide, gliclazide, glimepiride): shaking, sweating, hunger, a fast heartbeat, then confusion, odd behaviour, drowsiness or a seizure. The treatment is 15 grams of fast sugar, a recheck after 15 minutes, and a snack once the sugar is back to normal. A low with a clear cause (a late meal, extra exercise, alcohol) that comes back to normal can be managed at home; a low with no clear cause, repeated lows, or a low on sulfonylurea pills (the sugar can drop again for a day or more) needs the treatment reviewed.</p>' +
    '<p><b>High blood sugar</b> with ketones can become diabetic ketoacidosis (DKA) within hours, especially in type 1 diabetes or during an illness: vomiting, belly pain, fast or deep breathing, a fruity smell on the breath and drowsiness. Older people with type 2 diabetes can become very dry and confused from very high sugar without ketones (hyperosmolar state). Both need emergency care. New thirst, passing a lot of urine and weight loss in a person not known to have diabetes may be new diabetes and need a blood test the same day.</p>',
  initialAssessment: `1. DIABETES: What type of diabetes, and what treatment (insulin, pills, which ones)? Or is there no diagnosis?
2. READING: What is the blood sugar now? (A meter reading 'LO' or 'HI' is below or above what the meter can measure.)
3. LOW SUGAR: Shaking, sweating, hunger, confusion? Was fast sugar given, and what is the reading 15 minutes later?
4. CAUSE: A late or missed meal, extra exercise, alcohol, an extra or wrong insulin dose, a missed dose, an illness?
5. KETONES: For people on insulin: urine or blood ketone result?
6. SYMPTOMS OF HIGH SUGAR: Thirst, passing a lot of urine, vomiting, belly pain, fast or deep breathing, fruity breath, drowsiness?
7. SEVERITY: What can the person do now?
- MILD: thinking clearly, eating and drinking, doing usual activities
- MODERATE: needs help to treat the low sugar, or has stopped some usual activities
- SEVERE: cannot swallow, confused or cannot stand`,
  references: [
    {
      title:
        'Standards of Care in Diabetes (section 6, Glycemic Goals and Hypoglycemia; section 16, Diabetes Care in the Hospital, hyperglycemic crises)',
      author: 'American Diabetes Association',
      source: 'Diabetes Care (annual supplement)',
    },
    {
      title: 'Type 1 diabetes in adults: diagnosis and management (NG17)',
      author: 'National Institute for Health and Care Excellence',
      source: 'NICE guideline NG17',
    },
    {
      title: 'Type 2 diabetes in adults: management (NG28)',
      author: 'National Institute for Health and Care Excellence',
      source: 'NICE guideline NG28',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'confusion-delirium', text: 'Confusion is the main symptom and the person does not have diabetes.' },
    { protocol: 'poisoning-overdose', text: 'Insulin or diabetes pills were taken on purpose to cause harm.' },
    { protocol: 'wound-infection', text: 'A foot sore or wound in a person with diabetes is the main concern.' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        lifeThreateningScreen(['low-sugar', 'call-back']),
        severeLowSugar(
          'R/O: severe hypoglycemia\nFIRST AID: Nothing by mouth. Give glucagon if the person has it and someone knows how. Lay the person on their side.',
        ),
        {
          text: 'Diabetes <b>and</b> blood sugar below 70 mg/dL that does not come up after 15 grams of fast sugar, or confusion that does not clear within 15 minutes after sugar',
          reason:
            'R/O: severe hypoglycemia, stroke\nFIRST AID: If awake and able to swallow, give 15 grams of fast sugar while waiting.',
          advice: ['low-sugar'],
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: 'High blood sugar (or a meter reading HI) <b>and</b> any of these:<ul><li>vomiting 2 or more times, or cannot keep fluids down</li><li>breathing fast or deep</li><li>fruity-smelling breath</li><li>belly pain</li><li>drowsy or confused</li></ul>',
          reason:
            'R/O: diabetic ketoacidosis (DKA), hyperosmolar hyperglycemic state\nNOTE: DKA can happen at blood sugars that are only a little high in people taking SGLT2 pills (names ending in -gliflozin).',
          advice: ['high-sugar'],
        },
        {
          text: 'Uses insulin <b>and</b> moderate or large ketones on a urine strip, or blood ketones 3 mmol/L or higher',
          reason: 'R/O: diabetic ketoacidosis\nREASON: High ketones need blood tests and fluids now.',
          advice: ['high-sugar'],
        },
        {
          text: 'Took much more insulin or diabetes pills than prescribed, by mistake or on purpose',
          reason:
            'R/O: prolonged hypoglycemia, overdose\nREASON: The sugar can keep dropping for many hours.\nNOTE: On purpose: also use the Poisoning protocol and ask about suicide.',
          advice: ['low-sugar'],
          smap: 'poisoning-overdose',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: 'Uses insulin, blood sugar 250 mg/dL (13.9 mmol/L) or higher, <b>and</b> small or trace ketones on a urine strip, or blood ketones 0.6 to 2.9 mmol/L',
          reason: 'R/O: early ketoacidosis\nREASON: Needs extra insulin and fluids now, with a recheck within hours.',
          advice: ['high-sugar', 'sick-day', 'call-back'],
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['call-back']),
        {
          text: 'Low blood sugar that came back to normal with sugar, <b>and</b> any of these:<ul><li>no cause the person can name (no late meal, extra exercise, alcohol or extra insulin)</li><li>2 or more low sugars in the past week</li><li>takes sulfonylurea pills (glipizide, glyburide, gliclazide, glimepiride)</li></ul>',
          reason:
            'R/O: treatment that needs changing, kidney problems, prolonged low sugar from pills\nNOTE: Recheck the sugar every 1 to 2 hours and eat; a low on sulfonylurea pills can come back for a day or more.',
          advice: ['low-sugar', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Blood sugar 300 mg/dL (16.7 mmol/L) or higher on 2 readings in a row, no ketones (or no way to test), drinking and keeping fluids down',
          reason:
            'R/O: hyperglycemia from illness, missed medicine or new infection\nREASON: The treatment needs adjusting today.',
          advice: ['high-sugar', 'sick-day', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Not known to have diabetes, <b>and</b> new thirst with passing much more urine than usual (with or without weight loss, tiredness or blurred vision)',
          reason:
            'R/O: new diabetes\nREASON: A blood sugar test the same day; vomiting or fast breathing goes to the question above. Weight loss is not required: NHS, Type 2 diabetes and Type 1 diabetes list thirst, passing more urine, tiredness, weight loss and blurred vision each as a reason to see a GP (blind set 7: the question needed all three).',
          advice: ['call-back'],
        },
        {
          text: 'Has diabetes and an illness (vomiting, diarrhea or fever) that stops the person eating as usual, keeping fluids down',
          reason:
            'R/O: hyperglycemia or hypoglycemia during illness\nREASON: Insulin and pill doses often need changing on sick days.',
          advice: ['sick-day', 'call-back'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Blood sugar readings above the target the provider set for <b>3 days or more</b>, no ketones, and the person feels well',
          reason:
            'R/O: treatment that needs changing\nREASON: Not urgent; the provider reviews the readings and the treatment.',
          advice: ['high-sugar', 'call-back'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Low blood sugar with a cause the person can name (a late meal, extra exercise or alcohol) that came back to normal with fast sugar, and the person is now thinking clearly and eating normally',
          reason: 'REASON: A treated low with a known cause. Snack, recheck, and call back if it comes back.',
          advice: ['low-sugar', 'call-back'],
        },
        {
          text: 'Blood sugar a little above target (below 250 mg/dL (13.9 mmol/L)) after a large meal or one missed dose, no ketones and no other symptoms',
          reason: 'REASON: A single high reading with a cause. Usual treatment and recheck.',
          advice: ['high-sugar', 'call-back'],
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
            'If awake and able to swallow, take 15 grams of fast sugar: half a cup (4 ounces) of juice or regular soda, or 4 glucose tablets.',
            'Recheck the blood sugar after 15 minutes. If it is still below 70 mg/dL (3.9 mmol/L), take another 15 grams.',
            'Once the sugar is back to normal, eat a snack or your next meal.',
            'Do not drive until the sugar has been normal for at least 30 minutes.',
            'If the person cannot swallow safely, give nothing by mouth: give glucagon if you have it, and call 911.',
          ],
        },
        {
          key: 'high-sugar',
          title: 'High Blood Sugar',
          nuggets: [
            'Drink water or sugar-free fluids, a cup every hour while awake.',
            'Take your usual diabetes medicine unless your provider has told you otherwise. Do not stop insulin.',
            'If you use insulin, check for ketones when your sugar is 250 mg/dL (13.9 mmol/L) or higher or when you feel sick.',
            'Recheck the blood sugar every 2 to 4 hours.',
          ],
        },
        {
          key: 'sick-day',
          title: 'Sick Days',
          nuggets: [
            'Keep taking insulin, even if you are not eating; you may need more, not less.',
            'If you cannot eat, sip fluids with sugar (juice, regular soda) to keep some sugar coming in.',
            'Ask your provider which pills to pause while you are vomiting or cannot drink (some, like metformin and SGLT2 pills, are often paused).',
          ],
        },
        {
          key: 'call-back',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Cannot swallow, confused, or a seizure: call 911.',
            'Vomiting, belly pain, fast or deep breathing, or moderate or large ketones: go to the emergency department.',
            'Low sugars keep coming back, or the sugar stays high.',
            'You think you need to be seen, or you get worse.',
          ],
        },
      ],
    },
  ],
});
