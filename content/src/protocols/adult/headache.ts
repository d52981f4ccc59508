import { defineProtocol } from '../../source/define-protocol.ts';
import { unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'headache',
  sourceProtocolId: 213,
  audience: 'adult',
  title: 'Headache',
  keywords: [
    'headache',
    'head ache',
    'hedache',
    'head pain',
    'head hurts',
    'migraine',
    'migrane',
    'migrain',
    'throbbing head',
    'pounding head',
    'tension headache',
    'cluster headache',
    'sinus headache',
    'worst headache',
    'headach',
    'headake',
    'head-ache',
    'migranes',
    'bad headache',
    'splitting headache',
  ],
  definition:
    '<p>Pain or discomfort anywhere in the head: forehead, temples, top, back of the head or behind the eyes. Includes migraine, tension-type and sinus headaches in adults.</p>',
  background:
    '<p>Almost all headaches are tension-type headaches or migraine. They can be very painful but are not dangerous. Tension headaches feel like a band or pressure around the head; migraines are often one-sided and throbbing, with nausea and sensitivity to light and noise, and may follow a visual aura.</p>' +
    '<p>The triager’s job is to find the rare dangerous headache: bleeding in the brain (a sudden "thunderclap" headache that peaks within a minute), stroke (weakness, numbness, speech or vision loss), meningitis (fever with stiff neck), carbon monoxide poisoning (others in the home also have headaches), giant cell arteritis (a new headache after age 50 with scalp tenderness or jaw pain), preeclampsia (pregnancy or the weeks after delivery), a very high blood pressure, and bleeding after a head injury in someone taking a blood thinner.</p>' +
    '<p>A headache that is new or different from the patient’s usual headaches, or that keeps getting worse, deserves more caution than a familiar pattern.</p>',
  initialAssessment: [
    '1. ONSET: When did the headache start? Did it come on suddenly or build up gradually?',
    '- Thunderclap: reached full strength within a minute ("like being hit on the head")',
    '2. SEVERITY: How bad is the pain on a scale of 0 to 10?',
    '- MILD: does not stop usual activities or sleep (pain 1 to 3 out of 10)',
    '- MODERATE: stops some usual activities or wakes the person from sleep (pain 4 to 7 out of 10)',
    '- SEVERE: cannot do any usual activities, or the worst ever (pain 8 to 10 out of 10)',
    '- Scale: (mild 1-3, moderate 4-7, severe 8-10)',
    '3. LOCATION: Where is the pain? (one side, whole head, forehead, behind the eyes, back of the head)',
    '4. PATTERN: Is this like previous headaches, or different? Is it the worst headache ever?',
    '5. NEURO SYMPTOMS: Any weakness, numbness, trouble speaking, vision changes, confusion or loss of balance?',
    '6. FEVER AND NECK: Any fever, stiff neck, or vomiting?',
    '7. TRIGGER: Any head injury, or did it start during exertion, straining or sex?',
    '8. BLOOD PRESSURE: Is there a home blood pressure reading now?',
    '9. MEDICINES: What has been taken for the headache, and how often? Any blood thinners?',
    '10. PREGNANCY: Is the patient pregnant, or did she give birth in the past 6 weeks?',
  ].join('\n'),
  firstAid:
    '<p><b>Possible stroke</b> (face drooping, arm weakness, speech trouble):</p><ul><li>Call 911 now.</li><li>Note the time the symptoms started, or when the patient was last seen normal.</li><li>Do not give anything to eat or drink, including aspirin or other medicines.</li><li>If the patient is drowsy or vomiting, lay them on their side.</li></ul>',
  references: [
    {
      title: 'Telephone Triage Protocols for Nurses',
      author: 'Briggs JK',
      source: 'Philadelphia: Lippincott Williams and Wilkins / Wolters Kluwer (several editions).',
    },
    {
      title: 'The International Classification of Headache Disorders, 3rd edition (ICHD-3)',
      author: 'Headache Classification Committee of the International Headache Society',
      source: 'Cephalalgia. 2018;38(1):1–211.',
    },
    {
      title: 'Clinical decision rules to rule out subarachnoid hemorrhage for acute headache',
      author: 'Perry JJ, Stiell IG, Sivilotti ML, et al.',
      source: 'JAMA. 2013;310(12):1248–1255.',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'dizziness', text: 'Dizziness or light-headedness is the main symptom.' },
    { protocol: 'fever', text: 'Fever is the main symptom and the headache is mild.' },
    { protocol: 'influenza', text: 'Headache is part of flu symptoms (fever, cough, body aches).' },
    { protocol: 'confusion-delirium', text: 'Confusion or a change in behavior is the main concern.' },
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
          text: '<b>Fainted, had a seizure,</b> or is very hard to wake up or struggling to stay awake',
          reason:
            'R/O: Bleeding in the brain, meningitis, raised pressure in the skull\nREASON: Loss of consciousness with headache is a neurological emergency.',
        },
        {
          text: '<b>Stroke signs</b>, now or in the past hour:<ul><li>face drooping on one side</li><li>weakness or numbness of an arm or leg on one side</li><li>trouble speaking or understanding</li><li>sudden loss of vision, or sudden loss of balance</li></ul>',
          reason:
            'R/O: Stroke, transient ischemic attack, bleeding in the brain\nREASON: Clot-dissolving treatment works only in the first hours.\nFIRST AID: Note the time symptoms started; nothing by mouth.',
        },
        {
          text: '<b>Thunderclap headache</b>: sudden, severe headache that reached its worst within 1 minute ("worst headache of my life")',
          reason:
            'R/O: Subarachnoid hemorrhage, cerebral venous thrombosis, arterial dissection\nREASON: A sudden peak is the hallmark of bleeding in the brain; it can re-bleed at any time.',
        },
        {
          text: 'Fever with <b>purple or red pinpoint spots</b> on the skin, or fever with new confusion',
          reason:
            'R/O: Meningococcal sepsis, bacterial meningitis\nREASON: Meningitis and sepsis can kill within hours; antibiotics are needed immediately.\nNOTE: Fever with a stiff neck alone is asked in the ED tier below, at the same level as in every other protocol (issue 31).',
        },
        {
          text: '<b>Others in the home</b> also have headache, nausea or dizziness, or a fuel-burning heater, stove, generator or car engine is running in an enclosed space',
          reason:
            'R/O: Carbon monoxide poisoning\nREASON: Carbon monoxide is invisible and can cause collapse and death.\nFIRST AID: Everyone leaves the building now and calls 911 from outside.',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: '<b>Stroke signs</b> (face drooping, weakness or numbness on one side, trouble speaking, sudden loss of vision or balance) that came and went and are <b>now gone</b>',
          reason:
            'R/O: Transient ischemic attack\nREASON: The risk of a full stroke is highest in the first 48 hours; urgent assessment and treatment lower it.\nNOTE: If the signs come back, call 911.',
        },
        {
          text: '<b>Stiff neck</b> (cannot touch chin to chest) with a fever, or with a new or severe headache even without fever',
          reason:
            'R/O: Bacterial meningitis, subarachnoid hemorrhage\nREASON: Fever with a stiff neck may be meningitis, which needs antibiotics within the hour; neck stiffness is also a high-risk feature for bleeding in the brain.',
        },
        {
          text: '<b>Severe headache</b> (8 to 10) that is new or different from the patient’s usual headaches',
          reason:
            'R/O: Subarachnoid hemorrhage, intracerebral hemorrhage, cerebral venous thrombosis, arterial dissection\nREASON: A severe new headache needs emergency assessment and often a brain scan.',
        },
        {
          text: 'Headache after a <b>head injury</b> in the past 3 days, and taking a blood thinner, or with vomiting, drowsiness or confusion',
          reason:
            'R/O: Subdural or epidural hematoma\nREASON: Bleeding can build up slowly after an injury, especially with blood thinners.',
        },
        {
          text: '<b>Pregnant</b> 20 weeks or later, or gave birth in the past 6 weeks, with headache and any of:<ul><li>vision changes (spots, blurring, flashing lights)</li><li>new swelling of the face or hands</li><li>pain in the upper belly</li><li>blood pressure with the top number 140 or higher, or the bottom number 90 or higher</li></ul>',
          reason:
            'R/O: Preeclampsia, eclampsia, postpartum preeclampsia\nREASON: Preeclampsia can lead to seizures and stroke; it needs same-hour assessment.\nNOTE: Follow local policy for labor and delivery triage.',
        },
        {
          text: '<b>Weak immune system</b> (HIV, chemotherapy, transplant, steroid pills) with a new headache, or with a headache and fever',
          reason:
            'R/O: Cryptococcal meningitis, bacterial meningitis, toxoplasmosis, brain lymphoma\nREASON: Brain infections in these patients may cause few other symptoms and need same-day scanning and spinal fluid testing.',
        },
        {
          text: 'Blood pressure with the <b>top number 180 or higher, or the bottom number 120 or higher</b>, with the headache',
          reason:
            'R/O: Hypertensive emergency, hypertensive encephalopathy, stroke\nREASON: Very high blood pressure with symptoms can damage the brain, heart and kidneys.',
        },
        {
          text: 'Headache <b>and</b> any of these, new today:<ul><li>confusion, or acting strangely</li><li>blurred or double vision, or part of the vision lost, unlike any before and not the person’s usual migraine aura</li><li>a red, painful eye, or seeing haloes around lights</li></ul>',
          reason:
            'R/O: Bleeding in the brain, stroke, meningitis or encephalitis, acute angle-closure glaucoma\nREASON: Public sources (NHS inform and NHS.uk, Headaches) send a headache with new confusion, new visual problems or a red eye to 999 or A&E; added in issue 31 where the reference review found no question for them.',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: '<b>50 years or older</b> with a new kind of headache, and scalp tenderness or jaw pain when chewing',
          reason:
            'R/O: Giant cell arteritis\nREASON: Untreated giant cell arteritis can cause sudden permanent blindness; steroids are started the same day.\nNOTE: Any loss of vision: treat as ED now.',
        },
        {
          text: 'Headache with <b>fever</b>, and the pain is severe or the patient looks or acts sick (can touch the chin to the chest and is thinking clearly)',
          reason:
            'R/O: Early meningitis, sinusitis, influenza, pneumonia\nREASON: A sick-looking patient with fever and headache needs to be examined today, within hours.',
        },
        {
          text: 'A new headache <b>and</b> any of these:<ul><li>pregnant, or gave birth in the past 6 weeks</li><li>takes a blood thinner, or has a bleeding disorder</li><li>has or has had cancer</li></ul>',
          reason:
            'R/O: Preeclampsia (a blood pressure check), bleeding in the skull, spread of cancer to the brain\nREASON: Public sources (NHS.uk, Headaches) send a headache in these groups to an urgent GP appointment or 111; the more urgent pregnancy signs are asked above. Added in issue 31 where the reference review found no question for them.',
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['call-back']),
        {
          text: 'Headache that is <b>getting worse every day</b>, wakes the patient from sleep, or is worse when lying down, coughing or straining',
          reason:
            'R/O: Brain tumor, raised intracranial pressure, subdural hematoma\nREASON: A progressive headache pattern needs a neurological examination.',
          advice: ['pain-meds', 'call-back'],
        },
        {
          text: 'Headache not helped by the usual medicines and lasting <b>24 hours or more</b>, including a usual migraine that will not stop',
          reason:
            'R/O: Status migrainosus, medication-overuse headache\nREASON: A prolonged migraine may need prescription treatment to break the cycle.',
          advice: ['rest', 'cold-pack', 'pain-meds', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Sinus pain or pressure with <b>fever</b>, or with thick nasal discharge for 10 days or more',
          reason:
            'R/O: Bacterial sinusitis\nREASON: Most sinus congestion is viral; fever or a long course makes a bacterial infection more likely.',
          advice: ['fluids-food', 'pain-meds', 'call-back'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Headaches happening <b>more often</b> (2 days or more a week), or pain medicine needed on 10 days or more a month',
          reason:
            'R/O: Chronic migraine, medication-overuse headache\nREASON: Preventive treatment and a plan to cut back pain medicines can help.',
          advice: ['overuse', 'tension-relief', 'pain-meds', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Headaches started or changed after beginning a <b>new medicine</b>',
          reason:
            'R/O: Medication side effect (for example nitrates, hormones, some blood pressure medicines)\nREASON: The prescriber may need to adjust the medicine.',
          advice: ['pain-meds', 'call-back'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Mild to moderate headache, like previous headaches, with no other concerning symptoms',
          reason:
            'REASON: Tension-type headaches and typical migraines can be treated safely at home.\nNOTE: Review the call-back reasons with the caller.',
          advice: ['rest', 'cold-pack', 'fluids-food', 'tension-relief', 'pain-meds', 'overuse', 'call-back'],
        },
        {
          text: 'Mild headache with a cold, flu or other viral illness, with no other concerning symptoms',
          reason:
            'REASON: A mild headache often comes with a viral illness and settles as the illness does, even in a person who does not usually have headaches.',
          advice: ['rest', 'fluids-food', 'pain-meds', 'call-back'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Home Care Advice',
      topics: [
        {
          key: 'rest',
          title: 'Rest',
          nuggets: [
            'Lie down in a quiet, dark room and close your eyes.',
            'Sleep often ends a migraine.',
            'Take a break from screens, reading and bright light until the headache eases.',
          ],
        },
        {
          key: 'cold-pack',
          title: 'Cold or Warm Packs',
          nuggets: [
            'A cold pack or a cold wet cloth on the forehead or temples helps many headaches, especially migraine. Use it for 15 to 20 minutes at a time.',
            'For a tension headache, a warm pack or warm shower on tight neck and shoulder muscles may feel better.',
            'Put a thin cloth between the skin and any ice pack.',
          ],
        },
        {
          key: 'fluids-food',
          title: 'Fluids and Regular Meals',
          nuggets: [
            'Drink a glass or two of water. Being low on fluids can cause or worsen a headache.',
            'Do not skip meals. Eat something light if you have not eaten.',
            'Avoid alcohol while you have a headache.',
          ],
        },
        {
          key: 'tension-relief',
          title: 'Relieve Muscle Tension and Triggers',
          nuggets: [
            'Gently stretch and massage the neck, shoulders and scalp.',
            'Try slow deep breathing or another relaxation method for 10 minutes.',
            'Keep a headache diary: note sleep, meals, caffeine, stress, menstrual periods and foods. Common triggers can then be avoided.',
            'Keep regular sleep hours, including on weekends.',
          ],
        },
      ],
    },
    {
      title: 'Medications',
      topics: [
        {
          key: 'pain-meds',
          title: 'Pain Medicines',
          nuggets: [
            'Take pain medicine at the first sign of the headache. It works better early.',
            'Acetaminophen: 650 mg by mouth every 4 to 6 hours as needed. Do not take more than 3,000 mg in 24 hours.',
            'Ibuprofen: 400 mg by mouth every 6 to 8 hours as needed, with food. Do not take more than 1,200 mg in 24 hours unless your doctor advises. Avoid it if you have stomach ulcers, kidney disease or heart failure, take a blood thinner, or are pregnant, unless your doctor says it is safe.',
            'If you have a prescribed migraine medicine, take it as directed by your doctor.',
          ],
        },
        {
          key: 'overuse',
          title: 'Avoid Medicine-Overuse Headache',
          nuggets: [
            'Using headache medicines too often can itself cause daily headaches.',
            'Limit pain relievers to no more than 2 or 3 days a week.',
            'If you need them more often, talk to your doctor about preventive treatment.',
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
            'Weakness, numbness, trouble speaking, or loss of vision (call 911).',
            'The headache becomes severe, sudden, or the worst you have ever had.',
            'Fever with a stiff neck, or vomiting that will not stop.',
            'The headache lasts 24 hours or more despite treatment.',
            'You think you need to be seen, or you get worse.',
          ],
        },
      ],
    },
  ],
});
