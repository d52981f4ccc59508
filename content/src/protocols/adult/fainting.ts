import { defineProtocol } from '../../source/define-protocol.ts';
import { lifeThreateningScreen } from '../shared/adult-advice.ts';
import { unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'fainting',
  sourceProtocolId: 224,
  audience: 'adult',
  title: 'Fainting',
  keywords: [
    'fainting',
    'fainted',
    'faint',
    'fainted and woke up',
    'passed out',
    'passing out',
    'blacked out',
    'black out',
    'blackout',
    'collapsed',
    'collapse',
    'lost consciousness',
    'syncope',
    'swooned',
    'keeled over',
    'feinted',
    'fainting spell',
    'nearly fainted',
    'almost passed out',
  ],
  definition:
    'A brief loss of consciousness in an adult, with falling or slumping, and waking up again within a minute or two. Includes nearly fainting (greying out) with a warning feeling.',
  background:
    '<p>Most fainting is a simple faint (vasovagal syncope): blood pressure and heart rate drop for a moment after a trigger such as standing for a long time, heat, pain, the sight of blood, or straining, and the person wakes within a minute once lying flat. Fainting on standing up quickly (orthostatic) is common with dehydration, blood pressure medicines and in older adults.</p>' +
    '<p>A small number of faints are caused by a heart rhythm problem or heart disease and carry a risk of sudden death. Warning features are fainting during exercise or while lying down, fainting without any warning, chest pain, palpitations or shortness of breath, known heart disease, and a family history of sudden death at a young age. Fainting may also be the first sign of internal bleeding (black stools, ruptured ectopic pregnancy), pulmonary embolism or a stroke.</p>' +
    '<p>A seizure can look like a faint; a few jerks during a faint are common, but a long episode of shaking, a bitten tongue and confusion for many minutes afterwards suggest a seizure.</p>',
  initialAssessment: `1. WHAT HAPPENED: Did the person lose consciousness completely? For how long?
2. NOW: Is the person awake and back to normal now?
3. TRIGGER: What was the person doing? (e.g., standing a long time, standing up quickly, exercising, lying down, having blood drawn, in pain)
4. WARNING: Was there a warning (feeling hot, sweaty, nauseated, vision greying out) or did it happen without warning?
5. SYMPTOMS: Any chest pain, palpitations, shortness of breath, headache, weakness, or trouble speaking before or after?
6. INJURY: Any injury from the fall, especially to the head?
7. BLEEDING AND FLUIDS: Any black or bloody stools, vomiting, diarrhea, or not eating or drinking?
8. PREGNANCY: Is there any chance of pregnancy?
9. HISTORY: Any heart disease, heart rhythm problem, diabetes, or new medicines? Family history of sudden death?
10. SEVERITY: How much does it stop the person doing their usual activities?
- MILD: does not stop usual activities or sleep (pain 1 to 3 out of 10)
- MODERATE: stops some usual activities or wakes the person from sleep (pain 4 to 7 out of 10)
- SEVERE: cannot do any usual activities, or the worst ever (pain 8 to 10 out of 10)`,
  firstAid:
    '<p><b>Fainting:</b> Lay the person flat on their back and raise the legs about 12 inches (30 cm). Loosen tight clothing. If they do not wake within 1 minute, call 911, roll them on their side and start CPR if they are not breathing normally.</p>' +
    '<p>When awake, keep lying down for 10 to 15 minutes before sitting up slowly, and then standing.</p>',
  references: [
    {
      title: '2017 ACC/AHA/HRS Guideline for the Evaluation and Management of Patients With Syncope',
      author: 'Shen WK, Sheldon RS, Benditt DG, et al.',
      source: 'Circulation. 2017;136(5):e60-e122',
    },
    {
      title: 'Telephone Triage Protocols for Nurses',
      author: 'Briggs JK',
      source: 'Wolters Kluwer (5th edition)',
    },
  ],
  useDifferentProtocolIf: [
    {
      protocol: 'seizure',
      text: 'Jerking or stiffening that lasted more than a few seconds, or a known seizure disorder.',
    },
    { protocol: 'dizziness', text: 'Dizzy or lightheaded without losing consciousness.' },
    { protocol: 'head-injury', text: 'A head injury from the fall is the main concern.' },
    { protocol: 'chest-pain', text: 'Chest pain is present.' },
    {
      protocol: 'weakness-numbness',
      text: 'Weakness or numbness of the face, arm or leg, or speech trouble, after the episode.',
    },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        lifeThreateningScreen(['waiting-for-ems']),
        {
          text: '<b>Still unconscious</b>, or not breathing normally',
          reason: 'R/O: cardiac arrest, coma\nFIRST AID: Start CPR if not breathing normally.',
          advice: ['waiting-for-ems'],
        },
        {
          text: 'Awake now but <b>not back to normal</b>: confused, very drowsy, or new weakness, numbness or slurred speech',
          reason: 'R/O: stroke, seizure, low blood sugar, brain bleed',
          advice: ['waiting-for-ems'],
        },
        {
          text: 'Fainted <b>with</b> chest pain, shortness of breath, a racing, pounding, fluttering or irregular heartbeat, or sudden severe headache',
          reason: 'R/O: heart attack, arrhythmia, pulmonary embolism, aortic dissection, subarachnoid hemorrhage',
          advice: ['waiting-for-ems'],
        },
        {
          text: 'Fainted <b>during exercise</b>, or while lying down, or more than once today',
          reason: 'R/O: cardiac arrhythmia, structural heart disease (e.g., aortic stenosis, cardiomyopathy)',
          advice: ['waiting-for-ems'],
        },
        {
          text: 'Fainted <b>and</b> black, tarry or bloody stools, vomiting blood, or (could be pregnant) lower abdominal pain',
          reason: 'R/O: internal bleeding (GI bleeding, ruptured ectopic pregnancy)',
          advice: ['waiting-for-ems'],
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: 'Fainted <b>without any warning</b> (no feeling hot, sweaty or faint first), or known heart disease, heart failure or a pacemaker',
          reason: 'R/O: cardiac syncope (arrhythmia)',
        },
        {
          text: 'Family history of <b>sudden death</b> at a young age (younger than 50 years), or known long QT or other inherited heart rhythm problem',
          reason: 'R/O: inherited arrhythmia syndrome',
        },
        {
          text: 'Hit the head when falling <b>and</b> takes a blood thinner, or has a headache or vomiting since',
          reason: 'R/O: intracranial bleeding',
          smap: 'head-injury',
        },
        {
          text: '<b>Badly hurt</b> in the fall: bleeding that does not stop with pressure, a bone that may be broken, or a deep or gaping cut',
          reason:
            'R/O: serious injury from the fall, and the cause of the faint\nREASON: Public sources (NHS, Fainting) send a person who fainted and seriously hurt themselves to 999 (issue 31 reference review).',
        },
        {
          text: 'Shaking for <b>1 minute or more</b>, bit the tongue, or confused for more than a few minutes afterwards',
          reason: 'R/O: seizure (first seizure needs emergency assessment)',
        },
        {
          text: 'Unable to stand without feeling faint again, or still too dizzy to sit up after lying down for 15 minutes',
          reason: 'R/O: dehydration, bleeding, arrhythmia',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: 'Age <b>50 years or older</b> and fainted, now back to normal',
          reason:
            'R/O: cardiac cause, orthostatic hypotension from medicines\nNOTE: Needs an ECG and examination today.',
        },
        {
          text: 'Fainted after vomiting or diarrhea, or not drinking, and still lightheaded on standing',
          reason: 'R/O: dehydration',
          smap: 'vomiting',
        },
        {
          text: 'Takes insulin or diabetes pills and fainted, now back to normal',
          reason: 'R/O: low blood sugar',
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['call-back']),
        {
          text: 'Fainted on standing up <b>and</b> started a new blood pressure or heart medicine in the past 2 weeks',
          reason: 'R/O: medicine side effect (orthostatic hypotension)',
          advice: ['after-faint', 'prevent-faints', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Could be pregnant, fainted once with a clear trigger, now back to normal and no abdominal pain or bleeding',
          reason: 'R/O: early pregnancy, ectopic pregnancy (check pregnancy test)',
          advice: ['after-faint', 'prevent-faints', 'call-back'],
          smap: 'pregnancy-problems',
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Simple faints with a clear trigger that have happened <b>more than 2 times</b> in the past year',
          reason: 'R/O: recurrent vasovagal syncope, orthostatic hypotension',
          advice: ['after-faint', 'prevent-faints', 'call-back'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Fainted once after a clear trigger (standing a long time, heat, pain, sight of blood, standing up quickly), had a warning, woke within 1 minute, and is now back to normal',
          reason:
            'REASON: Simple faint. Home care and call back if it happens again or new symptoms appear.\nNOTE: Only if younger than 50 years with no heart disease and none of the questions above.',
          advice: ['after-faint', 'prevent-faints', 'call-back'],
        },
        {
          text: 'Nearly fainted (greyed out but did not lose consciousness) after a clear trigger, and now feels normal',
          reason: 'REASON: Near-faint with a clear trigger. Home care.',
          advice: ['after-faint', 'prevent-faints', 'call-back'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'While Waiting for Help',
      topics: [
        {
          key: 'waiting-for-ems',
          title: 'Until EMS Arrives',
          nuggets: [
            'Lay the person flat with the legs raised, or on their side if vomiting or drowsy.',
            'If not breathing normally, start CPR: push hard and fast in the center of the chest.',
            'Give nothing to eat or drink. Unlock the door.',
          ],
        },
      ],
    },
    {
      title: 'Home Care Advice',
      topics: [
        {
          key: 'after-faint',
          title: 'After a Faint',
          nuggets: [
            'Lie down for 10 to 15 minutes, then sit up slowly before standing.',
            'Drink 2 to 3 glasses of water or juice and eat a snack.',
            'Do not drive, climb ladders or operate machinery for the rest of the day.',
          ],
        },
        {
          key: 'prevent-faints',
          title: 'Preventing Faints',
          nuggets: [
            'At the first warning (hot, sweaty, sick, greying vision), sit or lie down at once with the legs raised.',
            'Crossing the legs and tensing the leg and buttock muscles, or gripping the hands together, can stop a faint from coming on.',
            'Drink plenty of fluids, especially in hot weather, and stand up slowly from lying or sitting.',
          ],
        },
        {
          key: 'call-back',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'You faint again, faint during exercise or while lying down, or have chest pain, palpitations or shortness of breath: call 911.',
            'Weakness, numbness, trouble speaking, or confusion: call 911.',
            'You have black or bloody stools.',
            'You think you need to be seen, or you get worse.',
          ],
        },
      ],
    },
  ],
});
