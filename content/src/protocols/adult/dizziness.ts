import { defineProtocol } from '../../source/define-protocol.ts';
import { unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'dizziness',
  sourceProtocolId: 211,
  audience: 'adult',
  title: 'Dizziness',
  keywords: [
    'dizzy',
    'dizziness',
    'dizzyness',
    'dizy',
    'lightheaded',
    'light headed',
    'lightheadedness',
    'vertigo',
    'room spinning',
    'spinning',
    'woozy',
    'faint',
    'fainting',
    'passed out',
    'almost passed out',
    'unsteady',
    'off balance',
    'head rush',
    'dizzy spells',
    'diziness',
    'dizzines',
    'feel faint',
    'blacked out',
    'lite headed',
    'room is spinning',
  ],
  definition:
    'Feeling lightheaded, faint, unsteady or off balance, or feeling that you or the room is spinning (vertigo), in an adult. Includes fainting that has fully recovered.',
  background:
    '<p>Dizziness is a common symptom with many causes. Lightheadedness (feeling faint) is often caused by standing up quickly, dehydration, not eating, heat, a viral illness or medicines, especially those for blood pressure. Vertigo (a spinning feeling) is most often caused by the inner ear: benign positional vertigo causes brief spinning with head movements, and inner-ear inflammation causes constant spinning with nausea for a day or more.</p>' +
    '<p>Serious causes to screen for are stroke (sudden loss of balance, vision change, face or limb weakness, slurred speech; use BE-FAST), heart rhythm problems and other heart disease (fainting during exercise or while lying down, palpitations, chest pain, shortness of breath), internal bleeding (black stools, vomiting blood), severe dehydration, low blood sugar and ectopic pregnancy. Constant new vertigo in an older adult or a person with stroke risk factors needs emergency assessment even without other symptoms.</p>' +
    '<p>Fainting (syncope) with a clear trigger in a young healthy person, such as standing for a long time, pain or the sight of blood, with a quick full recovery, is usually benign. Fainting without warning, during exertion, while lying down, with chest pain or palpitations, or in a person with heart disease, is high risk.</p>',
  initialAssessment: `1. DESCRIPTION: What does the dizziness feel like? (e.g., lightheaded or about to faint, spinning, unsteady on the feet)
2. ONSET: When did it start? Did it start suddenly? Is it constant, or does it come and go?
3. TRIGGERS: Does it happen when standing up, when turning the head or rolling over in bed, or with exertion?
4. FAINTING: Did you pass out? What were you doing? Any warning? How quickly did you recover?
5. STROKE SIGNS: Any face drooping, arm or leg weakness or numbness, trouble speaking, double vision or loss of vision, trouble walking, or sudden severe headache?
6. HEART: Any chest pain, shortness of breath, or racing, pounding or irregular heartbeat?
7. FLUIDS AND BLEEDING: Any vomiting, diarrhea, not drinking, black or bloody stools, or heavy vaginal bleeding? Could you be pregnant?
8. MEDICINES AND HISTORY: Any new medicines or dose changes (especially for blood pressure)? Any heart disease, diabetes, or past stroke?
9. SEVERITY: How much does it stop the person doing their usual activities?
- MILD: does not stop usual activities or sleep (pain 1 to 3 out of 10)
- MODERATE: stops some usual activities or wakes the person from sleep (pain 4 to 7 out of 10)
- SEVERE: cannot do any usual activities, or the worst ever (pain 8 to 10 out of 10)`,
  firstAid:
    '<p><b>Feeling faint:</b> Lie down right away with the legs raised, or sit with the head between the knees, to prevent a fall.</p>' +
    '<p><b>After fainting:</b> Keep the person lying down for at least 10 to 15 minutes. If not breathing normally, call 911 and start CPR.</p>' +
    '<p><b>Low blood sugar in a person with diabetes:</b> If awake and able to swallow, give 15 grams of fast sugar (e.g., half a cup of juice or 4 glucose tablets).</p>',
  references: [
    {
      title: '2017 ACC/AHA/HRS Guideline for the Evaluation and Management of Patients With Syncope',
      author: 'Shen W-K, Sheldon RS, Benditt DG, et al.',
      source: 'Circulation and Journal of the American College of Cardiology. 2017',
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
    { protocol: 'confusion-delirium', text: 'The main problem is confusion or a change in thinking or behavior.' },
    { protocol: 'headache', text: 'Headache is the main symptom.' },
    { protocol: 'vomiting', text: 'Vomiting is the main symptom and dizziness is mild.' },
    { protocol: 'chest-pain', text: 'Chest pain is present.' },
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
          text: 'Passed out and is <b>not back to normal</b>, or passed out with chest pain, shortness of breath, or a racing or irregular heartbeat',
          reason:
            'R/O: cardiac arrhythmia, heart attack, pulmonary embolism, aortic stenosis\nFIRST AID: Keep lying down.',
          advice: ['sit-lie-down'],
        },
        {
          text: 'Sudden dizziness or loss of balance <b>and</b> any of these:<ul><li>face drooping on one side</li><li>weakness or numbness of an arm or leg</li><li>slurred speech or trouble finding words</li><li>double vision or sudden loss of vision</li><li>sudden severe headache</li></ul>',
          reason:
            'R/O: stroke, bleeding in the brain\nNOTE: Note the time last known to be normal.\nFIRST AID: Nothing by mouth.',
          advice: ['sit-lie-down'],
        },
        {
          text: 'Dizziness <b>and</b> chest pain, or severe shortness of breath',
          reason: 'R/O: heart attack, arrhythmia, pulmonary embolism',
          smap: 'chest-pain',
        },
        {
          text: 'Diabetes <b>and</b> blood sugar below 70 mg/dL that does not come up after 15 grams of fast sugar, or too drowsy to swallow',
          reason:
            'R/O: severe hypoglycemia\nFIRST AID: If awake and able to swallow, give 15 grams of fast sugar while waiting.',
          smap: 'diabetes-high-low-blood-sugar',
        },
        {
          text: 'Vomiting blood, black or bloody stools, or heavy vaginal bleeding (soaking a pad every hour), <b>and</b> lightheaded or fainted',
          reason: 'R/O: gastrointestinal or gynecologic bleeding with shock',
          advice: ['sit-lie-down'],
        },
        {
          text: 'Could be pregnant <b>and</b> lower abdominal pain or vaginal bleeding, <b>and</b> fainted or too dizzy to stand',
          reason:
            'R/O: ruptured ectopic pregnancy with internal bleeding\nFIRST AID: Lie down with legs raised. Nothing by mouth.',
          advice: ['sit-lie-down'],
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: 'Fainted <b>during exercise</b>, while lying down, or with no warning at all',
          reason: 'R/O: cardiac syncope (arrhythmia, structural heart disease)',
          advice: ['sit-lie-down'],
        },
        {
          text: 'Fainted <b>and</b> any of these:<ul><li>60 years or older</li><li>heart disease or heart failure</li><li>a family history of sudden death at a young age</li></ul>',
          reason: 'R/O: cardiac syncope\nREASON: High-risk features for a serious cause of fainting.',
          advice: ['sit-lie-down'],
        },
        {
          text: 'Heartbeat very fast (more than 130 beats a minute), very slow (less than 50 beats a minute) or irregular and new, with dizziness',
          reason: 'R/O: arrhythmia (e.g., atrial fibrillation, heart block)',
          advice: ['sit-lie-down'],
        },
        {
          text: 'New <b>constant spinning</b> dizziness (present even when keeping still) <b>and</b> any of these:<ul><li>trouble walking</li><li>50 years or older</li><li>stroke risk factors (e.g., high blood pressure, diabetes, smoking, atrial fibrillation)</li></ul>',
          reason:
            'R/O: posterior circulation stroke\nNOTE: A stroke in the back of the brain can cause vertigo and unsteadiness without weakness.',
          advice: ['sit-lie-down'],
        },
        {
          text: '<b>Severe dehydration</b>: no urine in 12 hours or more, unable to keep fluids down, or so dizzy on standing that they nearly faint or must lie down',
          reason: 'R/O: severe dehydration',
          advice: ['sit-lie-down'],
        },
        {
          text: 'Dizziness <b>and</b> any of these:<ul><li>new trouble walking, or falling over</li><li>a new, different or severe headache</li><li>shortness of breath</li><li>a head injury in the past few days</li><li>a very stiff neck, or a fever of 103 °F (39.4 °C) or higher</li><li>a seizure</li></ul>',
          reason:
            'R/O: stroke, bleeding in the brain after injury, meningitis, sepsis, heart or lung cause\nREASON: Public sources (Mayo Clinic, Dizziness - When to see a doctor) send dizziness with any of these to 911 or the emergency department (issue 31 reference review).',
          advice: ['sit-lie-down'],
        },
        {
          text: 'Could be pregnant <b>and</b> lower abdominal pain or vaginal bleeding',
          reason: 'R/O: ectopic pregnancy',
          smap: 'abdominal-pain',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: 'Spinning dizziness with <b>repeated vomiting</b>, but still keeping some fluids down',
          reason: 'R/O: vestibular neuritis, labyrinthitis with dehydration',
          advice: ['sit-lie-down', 'fluids-food', 'call-back'],
          smap: 'vomiting',
        },
        {
          text: 'Dizzy when standing after starting or increasing a <b>blood pressure medicine</b>, and home blood pressure below 90 (top number)',
          reason:
            'R/O: medicine-induced low blood pressure\nNOTE: Do not take the next dose until a clinician has advised.',
          advice: ['sit-lie-down', 'stand-slowly', 'medicines', 'call-back'],
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['call-back']),
        {
          text: 'Fainted once with a clear trigger (e.g., standing a long time, pain, sight of blood), in a young healthy adult, and now <b>completely back to normal</b>',
          reason:
            'R/O: vasovagal syncope\nNOTE: An in-person visit is advised; an ECG is part of the evaluation of a first faint.',
          advice: ['sit-lie-down', 'fluids-food', 'stand-slowly', 'call-back'],
        },
        {
          text: 'Dizziness with <b>sudden hearing loss</b> or ringing in one ear',
          reason:
            'R/O: sudden sensorineural hearing loss, labyrinthitis, Meniere disease\nNOTE: Treatment for sudden hearing loss works best when started early.',
          advice: ['sit-lie-down', 'call-back'],
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Brief spinning spells (less than 1 minute each) with head movement that have come and gone for <b>2 weeks or more</b>',
          reason:
            'R/O: benign paroxysmal positional vertigo\nREASON: Spells that keep coming back are examined; a repositioning manoeuvre in the office often stops them.',
          advice: ['vertigo-movements', 'fall-safety', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Mild dizziness that comes and goes over weeks, with no other symptoms',
          reason: 'R/O: medicine side effects, anemia, inner-ear disorder, anxiety',
          advice: ['stand-slowly', 'fluids-food', 'medicines', 'fall-safety', 'call-back'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Mild lightheadedness from standing up quickly, a minor illness, or not eating or drinking enough, that is <b>gone or improving</b> with rest and fluids',
          reason: 'REASON: Probably a brief drop in blood pressure on standing or mild dehydration.',
          advice: ['sit-lie-down', 'fluids-food', 'stand-slowly', 'fall-safety', 'call-back'],
        },
        {
          text: 'Brief spinning (less than 1 minute) when turning the head, lying down or rolling over in bed, walking normally between spells, and no other symptoms',
          reason:
            'R/O: benign paroxysmal positional vertigo\nREASON: Brief positional spells with normal walking and no other symptoms are usually benign and often settle within weeks.',
          advice: ['vertigo-movements', 'fall-safety', 'call-back'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Home Care Advice',
      topics: [
        {
          key: 'sit-lie-down',
          title: 'Lie Down If You Feel Faint',
          nuggets: [
            'At the first sign of feeling faint, lie down with your legs raised, or sit with your head between your knees.',
            'Stay down until the feeling passes, then get up slowly.',
            'If you pass out again, or do not recover quickly, call 911.',
          ],
        },
        {
          key: 'fluids-food',
          title: 'Fluids and Food',
          nuggets: [
            'Drink plenty of fluids, such as water, broth or sports drinks, unless your doctor has limited fluids.',
            'Eat regular meals and snacks; do not skip meals.',
            'Avoid alcohol until you are better.',
          ],
        },
        {
          key: 'stand-slowly',
          title: 'Stand Up Slowly',
          nuggets: [
            'Sit on the edge of the bed for a minute before standing, then stand for a moment before walking.',
            'Avoid standing still for long periods and avoid hot showers or baths while you feel dizzy.',
            'If you feel lightheaded, cross your legs and squeeze your thigh muscles, or sit down.',
          ],
        },
        {
          key: 'vertigo-movements',
          title: 'Spinning Dizziness',
          nuggets: [
            'Move your head slowly, and sit up slowly when getting out of bed.',
            'Sleep with your head slightly raised on two pillows.',
            'Keep your eyes on a fixed point when the spinning starts; it usually passes within a minute.',
          ],
        },
        {
          key: 'fall-safety',
          title: 'Prevent Falls',
          nuggets: [
            'Do not drive, climb ladders, or use dangerous machinery while you are dizzy.',
            'Use a night light and remove trip hazards at home.',
            'Use a cane or hold onto furniture or a wall if you feel unsteady.',
          ],
        },
      ],
    },
    {
      title: 'Medications',
      topics: [
        {
          key: 'medicines',
          title: 'Medicines That Cause Dizziness',
          nuggets: [
            'Blood pressure medicines, water pills, sleeping pills, some antidepressants and pain medicines can cause dizziness.',
            'Do not stop a prescribed medicine on your own; ask your doctor or pharmacist to review your medicines.',
            'Meclizine may ease spinning or motion sickness. Use as directed on the label; it can cause drowsiness and is often not advised for older adults.',
          ],
        },
        {
          key: 'call-back',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'You pass out, or have chest pain, shortness of breath, or a racing or irregular heartbeat.',
            'You notice face drooping, weakness or numbness, trouble speaking, double vision, or trouble walking. Call 911.',
            'You cannot keep fluids down, or have black or bloody stools.',
            'The dizziness is constant or getting worse.',
            'You think you need to be seen, or you get worse.',
          ],
        },
      ],
    },
  ],
});
