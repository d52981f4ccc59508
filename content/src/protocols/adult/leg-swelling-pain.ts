import { defineProtocol } from '../../source/define-protocol.ts';
import { unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'leg-swelling-pain',
  sourceProtocolId: 217,
  audience: 'adult',
  title: 'Leg Swelling and Pain',
  keywords: [
    'leg swelling',
    'swollen leg',
    'swolen leg',
    'swollen ankles',
    'swollen feet',
    'puffy ankles',
    'leg pain',
    'calf pain',
    'sore calf',
    'blood clot',
    'clot in leg',
    'dvt',
    'edema',
    'oedema',
    'leg cramp',
    'charley horse',
    'swollen legs',
    'legs swelling',
    'water retention',
    'fluid in legs',
    'calve pain',
    'blod clot',
    'knee pain',
    'sore knee',
    'achy knee',
    'joint pain',
    'aching joints',
    'hip pain',
    'ankle pain',
    'arthritis',
  ],
  definition:
    '<p>Swelling of one or both legs, ankles or feet, and/or pain in the thigh or calf, or in a joint of the leg (hip, knee, ankle), in an adult, not caused by a recent injury.</p>',
  background:
    '<p><b>Swelling of both legs</b> usually comes on gradually and is caused by fluid: standing or sitting for long periods, hot weather, veins that do not work well (venous insufficiency), some medicines (for example amlodipine and other calcium channel blockers, steroids, anti-inflammatory pain relievers), pregnancy, or heart, kidney or liver disease. Heart failure is suggested by shortness of breath when lying flat, waking up breathless and rapid weight gain.</p>' +
    '<p><b>Swelling or pain in one leg</b> raises concern for a deep vein thrombosis (DVT), especially with risk factors: recent surgery or hospital stay, being bed-bound, travel over 4 hours, a leg cast, cancer, pregnancy or recent delivery, estrogen-containing pills, or a previous clot. A DVT cannot be ruled out by phone; it needs an examination, a D-dimer blood test and/or an ultrasound. Part of a clot can break off and travel to the lungs (pulmonary embolism), causing sudden shortness of breath, chest pain on breathing, coughing blood or fainting.</p>' +
    '<p><b>Joint pain without an injury</b> (knee, hip, ankle) is most often osteoarthritis or an overuse problem and usually settles with activity, weight and simple pain relief over weeks; a hot, swollen joint with a fever may be septic arthritis (an emergency), and a suddenly red, hot, swollen joint without fever may be gout or an infection and needs an examination within hours.</p>' +
    '<p>Other causes of a painful leg include cellulitis (a red, hot, spreading area of skin), a ruptured Baker’s cyst behind the knee, muscle strain and cramps, and blocked arteries. A suddenly cold, pale, numb leg is an emergency.</p>',
  initialAssessment: [
    '1. LOCATION: Is the swelling or pain in one leg or both? Where exactly? (foot, ankle, calf, behind the knee, thigh, or a joint: hip, knee, ankle)',
    '2. ONSET: When did it start? Did it come on suddenly or gradually?',
    '3. APPEARANCE: Is the leg red, hot, pale, cold or bluish? Is one leg bigger than the other?',
    '4. PAIN: How bad is the pain, 0 to 10? Is it worse with walking or standing?',
    '5. BREATHING: Any shortness of breath, chest pain, coughing blood, or fainting?',
    '6. CLOT RISK: Any of these in the past 3 months?',
    '- Risk factors: (surgery, hospital stay, trip longer than 4 hours, leg cast, cancer, pregnancy or delivery, estrogen pills, previous blood clot)',
    '7. HEART AND KIDNEYS: Any heart failure, kidney or liver disease? Any recent weight gain?',
    '8. MEDICINES: Any new medicines? Taking a blood thinner or water pill?',
    '9. SKIN: Any injury, insect bite, wound or break in the skin of the leg?',
    '10. FEVER: Any fever or chills?',
    '11. SEVERITY: How much does it stop the person doing their usual activities?',
    '- MILD: does not stop usual activities or sleep (pain 1 to 3 out of 10)',
    '- MODERATE: stops some usual activities or wakes the person from sleep (pain 4 to 7 out of 10)',
    '- SEVERE: cannot do any usual activities, or the worst ever (pain 8 to 10 out of 10)',
  ].join('\n'),
  references: [
    {
      title: 'Knee pain; Septic arthritis; Gout; Osteoarthritis',
      author: 'NHS',
      source:
        'NHS.uk. https://www.nhs.uk/conditions/knee-pain/, https://www.nhs.uk/conditions/septic-arthritis/, https://www.nhs.uk/conditions/gout/, https://www.nhs.uk/conditions/osteoarthritis/',
    },
    {
      title: 'Knee pain (musculoskeletal physiotherapy)',
      author: 'University Hospitals of Morecambe Bay NHS Foundation Trust',
      source:
        'https://www.uhmb.nhs.uk/our-services/services/musculoskeletal-msk-physiotherapy/musculoskeletal-msk-pain/knee-pain',
    },
    {
      title:
        'Current diagnosis of venous thromboembolism in primary care: a clinical practice guideline from the American Academy of Family Physicians and the American College of Physicians',
      author: 'Qaseem A, Snow V, Barry P, et al.',
      source: 'Annals of Internal Medicine. 2007;146:454–458.',
    },
    {
      title: 'Does this patient have deep vein thrombosis?',
      author: 'Wells PS, Owen C, Doucette S, Fergusson D, Tran H.',
      source: 'JAMA. 2006;295(2):199–207.',
    },
    {
      title: 'Telephone Triage Protocols for Nurses',
      author: 'Briggs JK',
      source: 'Philadelphia: Lippincott Williams and Wilkins / Wolters Kluwer (several editions).',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'chest-pain', text: 'Chest pain is present.' },
    { protocol: 'breathing-difficulty', text: 'Shortness of breath is the main symptom.' },
    { protocol: 'back-pain', text: 'Pain starts in the back and shoots down the leg (sciatica).' },
    { protocol: 'insect-bite-sting', text: 'Redness and swelling around an insect bite or sting.' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        {
          text: 'Sounds like a life-threatening emergency to the triager',
          reason:
            'REASON: The caller’s description, voice or background suggests an immediate threat to life.\nNOTE: Trust your judgment. Have the caller hang up and dial 911, or connect them, and stay on the line if you can.',
        },
        {
          text: '<b>Sudden shortness of breath</b>, chest pain that is worse with breathing, or coughing up blood',
          reason: 'R/O: Pulmonary embolism\nREASON: A clot in the lungs can cause sudden collapse and death.',
          smap: 'chest-pain',
        },
        {
          text: '<b>Fainted</b>, or too weak or dizzy to stand',
          reason:
            'R/O: Massive pulmonary embolism, shock\nREASON: Fainting with a painful or swollen leg suggests a large clot in the lungs.',
        },
        {
          text: 'Leg is suddenly <b>cold, pale, blue or numb</b>, or the patient cannot move the foot or toes',
          reason:
            'R/O: Acute limb ischemia (blocked artery)\nREASON: Without blood flow the leg can be lost within hours.',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: 'A joint of the leg (hip, knee, ankle) that is <b>hot and swollen</b> and painful to move, <b>with a fever</b> or feeling hot and shivery',
          reason:
            'R/O: Septic arthritis\nREASON: A hot, swollen joint with a fever is septic arthritis until shown otherwise (NHS, Septic arthritis; NHS, Knee pain: redness and heat with a high temperature or shivering, get help the same day; NHS Gloucestershire knee pathway: suspected infection to A&E). The same level as in Fever.',
          advice: ['pain-meds', 'call-back'],
        },
        {
          text: '<b>Swelling of one calf or thigh</b>, or one leg clearly bigger than the other, or pain and tenderness in one calf that did not start with an injury, exercise or a cramp',
          reason:
            'R/O: Deep vein thrombosis, ruptured Baker’s cyst, cellulitis\nREASON: A DVT cannot be excluded by phone and needs same-day testing (D-dimer, ultrasound); untreated clots can travel to the lungs.\nNOTE: Risk factors (recent surgery, travel, cast, cancer, pregnancy, estrogen, previous clot) make DVT more likely but their absence does not exclude it.',
        },
        {
          text: 'Both legs swollen and <b>short of breath</b> at rest or when lying flat, or waking at night breathless',
          reason:
            'R/O: Heart failure with fluid on the lungs\nREASON: Breathlessness with leg swelling suggests fluid overload that may need urgent treatment.',
          smap: 'breathing-difficulty',
        },
        {
          text: 'Red, hot, swollen leg with <b>fever or shaking chills</b>, or redness spreading quickly',
          reason:
            'R/O: Cellulitis with sepsis, necrotizing fasciitis\nREASON: Rapidly spreading skin infection with fever needs IV antibiotics.',
        },
        {
          text: '<b>Severe leg pain</b> with tight, hard swelling, especially after an injury or inside a cast',
          reason:
            'R/O: Compartment syndrome\nREASON: Pressure in the muscle compartment can destroy muscle and nerves within hours.',
        },
        {
          text: '<b>Pregnant</b> 20 weeks or later, or gave birth in the past 6 weeks, with sudden swelling of the face or hands, headache, or vision changes',
          reason:
            'R/O: Preeclampsia\nREASON: Preeclampsia can cause seizures and stroke and needs same-hour assessment.\nNOTE: Follow local policy for labor and delivery triage.',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: 'A <b>red, warm, tender area</b> of skin on the leg, without fever',
          reason:
            'R/O: Cellulitis, superficial thrombophlebitis\nREASON: A skin infection should be examined and treated early, before it spreads.',
          advice: ['elevate', 'pain-meds', 'call-back'],
        },
        {
          text: 'A joint of the leg that became <b>red, hot or badly swollen</b> within the past 2 days, without fever, or a joint so painful the person <b>cannot put weight</b> on the leg',
          reason:
            'R/O: Gout, septic arthritis, other inflammatory arthritis\nREASON: NHS, Knee pain: a knee that is very painful, cannot take weight or is badly swollen is seen the same day (111 or an urgent treatment centre); NHS, Gout: sudden severe pain in a hot, swollen joint needs a GP. Examined within hours because an infected joint cannot be told from gout by phone.',
          advice: ['pain-meds', 'call-back'],
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['call-back']),
        {
          text: 'Weight gain of 2 to 3 pounds in a day or 5 pounds in a week, with more leg swelling, with or without known <b>heart failure</b>',
          reason: 'R/O: Worsening heart failure\nREASON: Early adjustment of water pills can prevent a hospital stay.',
          advice: ['salt', 'elevate', 'regular-meds', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Swelling of <b>both legs</b> that came on over a few days and is getting worse',
          reason:
            'R/O: Heart failure, kidney disease (nephrotic syndrome), liver disease, medicine side effect\nREASON: New generalised fluid retention needs an examination and blood and urine tests.',
          advice: ['elevate', 'salt', 'regular-meds', 'call-back'],
        },
        {
          text: 'A <b>sore or wound</b> on the leg or foot that is not healing, especially with diabetes',
          reason:
            'R/O: Diabetic foot ulcer, venous ulcer, infection\nREASON: Leg and foot wounds in people with diabetes or poor circulation can worsen quickly.',
          advice: ['elevate', 'call-back'],
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Mild swelling of <b>both ankles</b> that goes down overnight, present for more than a week',
          reason:
            'R/O: Venous insufficiency, medicine side effect, early heart or kidney disease\nREASON: Ongoing swelling deserves a planned check, though it is rarely urgent.',
          advice: ['elevate', 'move', 'compression', 'salt', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Calf or thigh pain <b>when walking</b> that goes away after a few minutes of rest',
          reason:
            'R/O: Peripheral arterial disease (claudication)\nREASON: Narrowed leg arteries need assessment of pulses and blood flow, and heart risk factors.',
          advice: ['move', 'call-back'],
        },
        {
          text: 'Swelling started after beginning a <b>new medicine</b>',
          reason:
            'R/O: Medicine side effect (for example amlodipine, steroids, anti-inflammatory pain relievers, some diabetes medicines)\nREASON: The prescriber may need to change the medicine.',
          advice: ['elevate', 'regular-meds', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Joint pain of the leg (hip, knee, ankle), no injury, and any of these:<ul><li><b>still there after 2 weeks</b> of home care</li><li>keeps coming back</li><li>stops usual activities</li><li>has never been checked by a doctor</li></ul>',
          reason:
            'R/O: Osteoarthritis, tendon or cartilage problem, inflammatory arthritis\nREASON: NHS, Knee pain: see a GP if the pain has not improved after 2 weeks of treating it at home, keeps coming back or stops normal activities. A planned visit, not an urgent one.',
          advice: ['joint-care', 'pain-meds', 'call-back'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Mild swelling of both feet or ankles after a long day of standing or sitting, or on a hot day, that goes down overnight, with no other symptoms',
          reason:
            'REASON: Gravity-related swelling is common and improves with elevation and movement.\nNOTE: Review the call-back reasons with the caller, especially swelling of one leg.',
          advice: ['elevate', 'move', 'compression', 'salt', 'pain-meds', 'call-back'],
        },
        {
          text: 'A familiar <b>aching joint</b> of the leg (hip, knee, ankle) without an injury, no worse than usual or getting better, not hot or badly swollen, in a person who can walk on it (known osteoarthritis or a flare of a long-standing ache already checked by a doctor)',
          reason:
            'R/O: Osteoarthritis flare, overuse pain\nREASON: Most joint pain without an injury settles with keeping active, weight management and simple pain relief (NHS, Knee pain and Osteoarthritis; University Hospitals of Morecambe Bay NHS MSK service, Knee pain: most settles within 6 to 12 weeks without seeing anyone). Blind set 7: a months-long familiar knee ache had no question here.',
          advice: ['joint-care', 'pain-meds', 'call-back'],
        },
        {
          text: 'A <b>muscle cramp</b> (charley horse) in the calf that comes and goes, with no swelling',
          reason:
            'R/O: Benign muscle cramps\nREASON: Night cramps are common and harmless; a cramp that does not go away or comes with swelling needs review.',
          advice: ['cramps', 'move', 'call-back'],
        },
        {
          text: 'Mild calf or thigh soreness after exercise or a muscle strain, with no swelling and no other symptoms',
          reason:
            'R/O: Muscle strain\nREASON: Soreness that started with exercise or a strain and has no swelling is muscular; call back if one leg swells.',
          advice: ['move', 'pain-meds', 'call-back'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Home Care Advice',
      topics: [
        {
          key: 'elevate',
          title: 'Raise the Legs',
          nuggets: [
            'Lie down with your legs raised on pillows above the level of your heart for 30 minutes, 3 or 4 times a day.',
            'Raise the foot of the bed a few inches at night if the swelling is worse in the morning.',
            'When sitting, rest your legs on a stool; avoid crossing your legs.',
          ],
        },
        {
          key: 'move',
          title: 'Keep Moving',
          nuggets: [
            'Walk for a few minutes every hour during the day. Calf muscles pump fluid back toward the heart.',
            'On long trips, get up and walk every 1 to 2 hours, or flex your ankles up and down while seated.',
            'Avoid standing still for long periods.',
          ],
        },
        {
          key: 'compression',
          title: 'Compression Stockings',
          nuggets: [
            'Knee-high compression stockings can reduce swelling when worn during the day. Put them on in the morning before the legs swell.',
            'Do not use compression stockings if you have poor circulation in the legs, numbness, or skin sores, unless your doctor says it is safe.',
            'Do not use them for a painful swollen leg until a blood clot has been ruled out.',
          ],
        },
        {
          key: 'salt',
          title: 'Cut Down on Salt',
          nuggets: [
            'Salt makes the body hold on to water. Avoid salty snacks, canned soups, processed meats and fast food.',
            'If you have heart failure, weigh yourself every morning after using the toilet and before breakfast, and write it down.',
            'Follow any fluid limit your doctor has given you.',
          ],
        },
        {
          key: 'cramps',
          title: 'Leg Cramps',
          nuggets: [
            'Stretch the calf: straighten the leg and pull your toes up toward your knee, or stand and lean into a wall with the heel down.',
            'Massage the muscle and apply warmth.',
            'Drink enough fluids during the day, and stretch your calves before bed.',
          ],
        },
      ],
    },
    {
      title: 'Medications',
      topics: [
        {
          key: 'joint-care',
          title: 'Aching Joint',
          nuggets: [
            'Keep moving: walking, cycling or swimming at a comfortable pace helps an aching joint more than rest.',
            'A cold pack wrapped in a towel for up to 15 minutes, or a warm pack for a stiff joint, can ease the pain.',
            'Losing weight, if overweight, takes load off the knees and hips.',
            'Book a routine appointment if the pain has not improved after 2 weeks, keeps coming back, or stops usual activities.',
          ],
        },
        {
          key: 'pain-meds',
          title: 'Pain Medicines',
          nuggets: [
            'Acetaminophen: 650 mg by mouth every 4 to 6 hours as needed. Do not take more than 3,000 mg in 24 hours.',
            'Ibuprofen and other anti-inflammatory pain relievers can make fluid retention worse. Avoid them if you have heart failure, kidney disease or stomach ulcers, take a blood thinner, or are pregnant.',
          ],
        },
        {
          key: 'regular-meds',
          title: 'Your Regular Medicines',
          nuggets: [
            'Keep taking your water pills and heart medicines as prescribed.',
            'Do not stop a prescribed medicine because of ankle swelling without talking to your doctor.',
            'Bring a list of all your medicines, including non-prescription ones, to your appointment.',
          ],
        },
      ],
    },
    {
      title: 'When to Call Back',
      topics: [
        {
          key: 'call-back',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Sudden shortness of breath, chest pain, or coughing blood (call 911).',
            'One leg becomes more swollen, painful or tender than the other.',
            'The leg becomes red, hot, or you get a fever.',
            'Swelling keeps getting worse, or you gain weight quickly.',
            'You think you need to be seen, or you get worse.',
          ],
        },
      ],
    },
  ],
});
