import { defineProtocol } from '../../source/define-protocol.ts';
import { unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'confusion-delirium',
  sourceProtocolId: 207,
  audience: 'adult',
  title: 'Confusion (Delirium)',
  keywords: [
    'confusion',
    'confused',
    'confusd',
    'delirium',
    'delirious',
    'disoriented',
    'not making sense',
    'talking nonsense',
    'acting strange',
    'acting odd',
    'not themselves',
    'out of it',
    'altered mental status',
    'AMS',
    'memory loss',
    'forgetful',
    'sundowning',
    'seeing things',
    'delerium',
    'disorientated',
    'confussion',
    'acting weird',
    'not acting right',
    'hallucinating',
  ],
  definition:
    'A new or worse change in thinking, attention, awareness or behavior in an adult: not knowing where they are, not making sense, being unusually drowsy or agitated, or seeing things that are not there. Usually the caller is a family member or carer.',
  background:
    '<p>Delirium is a sudden disturbance of attention and thinking that develops over hours to days and tends to fluctuate during the day. It is common in older adults, especially those with dementia, and is often the first or only sign of a serious illness. It can be hyperactive (restless, agitated, seeing things) or hypoactive (quiet, sleepy, withdrawn); the quiet form is easily missed.</p>' +
    '<p>Common causes are infections (urine, chest, skin, sepsis), medicines (especially sedatives, sleeping pills, opioids, anticholinergics and new or changed doses), dehydration, low or high blood sugar, low oxygen, alcohol or drug withdrawal, urinary retention, constipation, pain, and stroke or head injury. Delirium is a medical emergency: new confusion needs same-day or emergency assessment to find the cause.</p>' +
    "<p>Dementia, by contrast, develops slowly over months to years. A person with dementia who becomes suddenly more confused than their usual self may have delirium on top of dementia. Ask the caller to compare with the person's usual state. Stroke can present as sudden confusion, so always screen for stroke signs (BE-FAST: Balance, Eyes, Face, Arm, Speech, Time).</p>",
  initialAssessment: `1. DESCRIPTION: What is the person doing or saying that worries you? How is this different from their usual self?
2. ONSET: When did the change start? Suddenly (minutes to hours) or gradually (weeks to months)? Is it getting worse?
3. ALERTNESS: Is the person awake and alert, very sleepy, or hard to wake?
4. STROKE SIGNS: Any face drooping, arm or leg weakness, trouble speaking, loss of balance, or vision loss? When were they last known to be normal?
5. OTHER SYMPTOMS: Any fever, cough, shortness of breath, pain with passing urine, headache, stiff neck, vomiting, or a fall or head injury?
6. DRINKING AND EATING: Are they drinking and eating? When did they last pass urine?
7. MEDICINES AND SUBSTANCES: Any new medicines or dose changes? Any chance of an overdose? Any alcohol or drug use, or recent stopping of alcohol?
8. BLOOD SUGAR: Does the person have diabetes? If there is a meter, what is the blood sugar now?
9. SAFETY: Is someone with the person now? Are they safe at home?
10. SEVERITY: How much does it stop the person doing their usual activities?
- MILD: does not stop usual activities or sleep (pain 1 to 3 out of 10)
- MODERATE: stops some usual activities or wakes the person from sleep (pain 4 to 7 out of 10)
- SEVERE: cannot do any usual activities, or the worst ever (pain 8 to 10 out of 10)`,
  firstAid:
    '<p><b>Low blood sugar in a person with diabetes:</b> If awake and able to swallow, give 15 grams of fast sugar (e.g., 4 ounces or half a cup of juice or regular soda, or 4 glucose tablets). Recheck in 15 minutes and repeat if still below 70 mg/dL. Do not give anything by mouth if too drowsy to swallow safely; call 911.</p>' +
    '<p><b>Possible stroke:</b> Note the time the person was last known to be normal and tell EMS.</p>' +
    '<p><b>Possible poisoning or overdose:</b> Call 911 if the person is drowsy, confused or having trouble breathing. Otherwise call Poison Control at 1-800-222-1222.</p>',
  references: [
    {
      title: 'Delirium in elderly people',
      author: 'Inouye SK, Westendorp RGJ, Saczynski JS',
      source: 'Lancet. 2014;383(9920):911-922',
      pubMedId: '23992774',
    },
    {
      title:
        'BE-FAST (Balance, Eyes, Face, Arm, Speech, Time): reducing the proportion of strokes missed using the FAST mnemonic',
      author: 'Aroor S, Singh R, Goldstein LB',
      source: 'Stroke. 2017',
    },
    {
      title: 'Telephone Triage Protocols for Nurses',
      author: 'Briggs JK',
      source: 'Wolters Kluwer (5th edition)',
    },
  ],
  useDifferentProtocolIf: [
    {
      protocol: 'weakness-numbness',
      text: '<b>POSSIBLE STROKE:</b> words that come out wrong or slurred, or trouble understanding words, that started suddenly, or a face drooping or an arm or leg weak on one side. Use Weakness or Numbness (Stroke Signs) and note the time last known to be normal.',
    },
    { protocol: 'diabetes-high-low-blood-sugar', text: 'The person has diabetes and the blood sugar is low or high.' },
    { protocol: 'seizure', text: 'Confusion after a seizure, or seizure activity now.' },
    { protocol: 'poisoning-overdose', text: 'Confusion after a possible overdose or poisoning.' },
    { protocol: 'dizziness', text: 'The person feels dizzy or lightheaded but thinking is clear.' },
    { protocol: 'headache', text: 'Headache is the main symptom and thinking is clear.' },
    { protocol: 'fever', text: 'Fever is the main concern and thinking is clear.' },
    {
      protocol: 'depression-suicide-concerns',
      text: 'The concern is low mood, hopelessness or thoughts of suicide.',
    },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        {
          text: 'Sounds like a life-threatening emergency to the triager',
          reason:
            'REASON: Triager judgment. Anything that sounds life-threatening needs EMS, even if no specific question fits.',
        },
        {
          text: '<b>Unresponsive</b> or very hard to wake, or had a seizure',
          reason: 'R/O: coma, stroke, overdose, hypoglycemia, status epilepticus',
          advice: ['stay-with'],
        },
        {
          text: 'Any <b>stroke signs</b> that started suddenly:<ul><li>face drooping on one side</li><li>weakness or numbness of an arm or leg on one side</li><li>slurred speech or trouble finding or understanding words</li><li>sudden loss of balance or vision</li></ul>',
          reason:
            'R/O: stroke\nNOTE: Note the time last known to be normal; clot treatment depends on it.\nFIRST AID: Nothing by mouth.',
          advice: ['stay-with'],
        },
        {
          text: 'Diabetes <b>and</b> blood sugar below 70 mg/dL (or symptoms of low sugar) and too drowsy to swallow, or not better after 15 grams of sugar',
          reason:
            'R/O: severe hypoglycemia\nFIRST AID: If awake and able to swallow, give 15 grams of fast sugar while waiting.',
          advice: ['low-sugar'],
          smap: 'diabetes-high-low-blood-sugar',
        },
        {
          text: 'Took too much of a medicine or drug, or possible poisoning (including carbon monoxide: several people in the home with headache or confusion)',
          reason:
            'R/O: overdose, poisoning, carbon monoxide poisoning\nFIRST AID: Leave the building if carbon monoxide is possible.',
          advice: ['stay-with'],
        },
        {
          text: 'Confusion <b>and</b> trouble breathing, chest pain, or bluish lips',
          reason: 'R/O: hypoxia, heart attack, sepsis',
          advice: ['stay-with'],
          smap: 'breathing-difficulty',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: 'New confusion that started <b>suddenly</b> (over hours to days), or is getting worse, without a new medicine or urinary symptoms to explain it',
          reason: 'R/O: delirium from sepsis, stroke, metabolic disturbance or medicine toxicity',
          advice: ['stay-with', 'medication-list'],
        },
        {
          text: 'Confusion <b>with fever</b>, or with a stiff neck or severe headache',
          reason: 'R/O: sepsis, meningitis, encephalitis',
          advice: ['stay-with', 'medication-list'],
        },
        {
          text: 'Fall or <b>head injury</b> in the past week, especially if on a blood thinner',
          reason: 'R/O: subdural hematoma',
          advice: ['stay-with', 'medication-list'],
        },
        {
          text: 'Not drinking, or no urine in 12 hours or more, or very dry mouth',
          reason: 'R/O: severe dehydration, urinary retention, kidney injury',
          advice: ['stay-with', 'medication-list'],
        },
        {
          text: 'Heavy drinker who has cut down or stopped in the past few days <b>and</b> is shaking, sweating, or seeing or hearing things',
          reason: 'R/O: alcohol withdrawal, delirium tremens',
          advice: ['stay-with'],
        },
        {
          text: 'Too agitated, aggressive or wandering to be safe at home',
          reason: 'REASON: Safety of the person and others; needs urgent assessment.',
          advice: ['stay-with', 'home-safety'],
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: 'Mild confusion that started after a <b>new medicine or a dose change</b> (e.g., sleeping pill, pain medicine, bladder medicine, antihistamine)',
          reason:
            'R/O: medicine side effect\nNOTE: Do not give the next dose of the suspected medicine until a clinician has advised.',
          advice: ['stay-with', 'medication-list', 'calm-environment'],
        },
        {
          text: 'Mild confusion <b>and</b> pain or burning when passing urine, passing urine more often, or new wetting',
          reason: 'R/O: urinary tract infection',
          advice: ['stay-with', 'fluids-food', 'calm-environment'],
          smap: 'urination-pain',
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['call-back']),
        {
          text: 'Known dementia <b>and</b> a little more confused than usual for more than a day, but eating, drinking and otherwise acting normally',
          reason: 'R/O: early delirium (infection, constipation, pain, medicine)',
          advice: ['calm-environment', 'fluids-food', 'medication-list', 'home-safety', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'No bowel movement for 4 days or more, or unable to pass much urine, with mild confusion',
          reason: 'R/O: constipation or urinary retention causing delirium in an older adult',
          advice: ['fluids-food', 'calm-environment', 'call-back'],
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Memory or thinking problems getting <b>slowly worse over months</b>',
          reason: 'R/O: dementia, thyroid disease, vitamin B12 deficiency, depression, medicine effects',
          advice: ['memory-tips', 'medication-list', 'home-safety', 'call-back'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Concern is about <b>normal forgetfulness</b> (e.g., misplacing keys, briefly forgetting a name) with no change in daily activities',
          reason: 'REASON: Normal age-related memory lapses. Reassurance and call back if there is any change.',
          advice: ['memory-tips', 'call-back'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Caring for Someone Who Is Confused',
      topics: [
        {
          key: 'stay-with',
          title: 'Stay With the Person',
          nuggets: [
            'Do not leave the person alone until they have been seen.',
            'Do not let them drive, cook, or take their own medicines unsupervised.',
            'Bring all their medicines, or a list, and their glasses and hearing aids to the visit.',
          ],
        },
        {
          key: 'low-sugar',
          title: 'Low Blood Sugar',
          nuggets: [
            'If the person is awake and can swallow, give 15 grams of fast sugar: half a cup of juice or regular soda, or 4 glucose tablets.',
            'Recheck the blood sugar in 15 minutes and repeat if still below 70 mg/dL.',
            'When better, give a snack with protein, such as crackers with peanut butter.',
            'Do not give food or drink to someone too drowsy to swallow safely.',
          ],
        },
        {
          key: 'calm-environment',
          title: 'A Calm, Familiar Setting',
          nuggets: [
            'Speak slowly and simply, one idea at a time, and tell them who you are.',
            'Keep the room well lit in the day and quiet and dimly lit at night.',
            'Make sure they wear their glasses and hearing aids.',
            'Keep a clock, calendar and familiar objects in view, and remind them gently of the day and place.',
            'Do not argue with them; reassure and redirect instead.',
          ],
        },
        {
          key: 'fluids-food',
          title: 'Fluids and Food',
          nuggets: [
            'Offer sips of fluid often, unless a doctor has limited fluids.',
            'Offer small, easy meals and snacks.',
            'Help them to the toilet regularly.',
          ],
        },
        {
          key: 'home-safety',
          title: 'Safety at Home',
          nuggets: [
            'Remove trip hazards and use a night light.',
            'Lock away car keys, medicines, sharp objects and firearms.',
            'Consider door alarms if the person wanders.',
          ],
        },
      ],
    },
    {
      title: 'Medicines and Memory',
      topics: [
        {
          key: 'medication-list',
          title: 'Medicines',
          nuggets: [
            'Do not give sleeping pills, alcohol, or over-the-counter sleep aids or antihistamines (such as diphenhydramine); they can worsen confusion.',
            'Do not stop prescribed medicines on your own, but ask the doctor to review them.',
            'Keep an up-to-date list of all medicines, doses and recent changes.',
          ],
        },
        {
          key: 'memory-tips',
          title: 'Keeping the Mind Healthy',
          nuggets: [
            'Stay physically active, sleep well, and keep in touch with friends and family.',
            'Use a calendar, notes and a pill organizer to help with memory.',
            'Limit alcohol, and treat hearing and vision problems.',
          ],
        },
        {
          key: 'call-back',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Confusion starts suddenly or gets worse. Call 911 if there is face drooping, weakness, slurred speech, or the person is hard to wake.',
            'Fever, trouble breathing, a fall, or not drinking develops.',
            'The person becomes too agitated or unsafe to care for at home.',
            'You think they need to be seen, or they get worse.',
          ],
        },
      ],
    },
  ],
});
