import { defineProtocol } from '../../source/define-protocol.ts';
import { unclearSymptom } from '../shared/findings.ts';
import { LIFE_THREATENING_SCREEN, SCHMITT_PROTOCOLS, SEEN_OR_WORSE_NUGGET } from './common/shared.ts';

export default defineProtocol({
  slug: 'weakness-numbness',
  sourceProtocolId: 336,
  audience: 'peds',
  title: 'Weakness, Numbness or Face Drooping',
  keywords: [
    'weakness',
    'weak arm',
    'weak leg',
    'arm weakness',
    'leg weakness',
    'cant move arm',
    'cant move leg',
    'numbness',
    'numb',
    'numbness in hand',
    'tingling',
    'pins and needles',
    'face drooping',
    'droopy face',
    'crooked smile',
    'face looks funny',
    'one side of face',
    'bells palsy',
    'bell’s palsy',
    'bells pausy',
    'stroke',
    'stroke symptoms',
    'slurred speech',
    'talking funny',
    'cant talk',
    'trouble walking',
    'wobbly walking',
    'clumsy suddenly',
    'foot fell asleep',
    'leg fell asleep',
    'legs weak after virus',
    'cant climb stairs',
  ],
  definition:
    '<p>New weakness or numbness of the face, an arm or a leg, drooping of one side of the face, or sudden trouble talking, seeing or walking, in a child or teen.</p>',
  background:
    '<p>Stroke is rare in children but does happen, including in children with sickle cell disease, heart disease, or after a neck injury. Signs are the same as in adults: <b>sudden</b> weakness or numbness of the face, arm or leg on one side, trouble speaking or understanding, loss of vision, severe headache, or loss of balance. Time matters: treatment options depend on how soon the child reaches a hospital.</p>' +
    '<p>Other serious causes of sudden weakness are a seizure (weakness after a seizure can last hours), infections of the brain, a spinal cord problem, and Guillain-Barré syndrome (weakness of both legs that climbs upward over days, often after a viral illness). Weakness of one side of the face alone, with the forehead also affected, that came on over hours is most often Bell’s palsy, which needs a visit within a day.</p>' +
    '<p>Harmless causes are a foot or hand that “fell asleep” from sitting on it, tingling around the mouth or in the hands from breathing fast when anxious, and general tiredness with an illness. Weakness after an injury is covered by the injury protocols.</p>',
  initialAssessment: [
    '1. SYMPTOMS: What is weak or numb: face, arm, leg? One side or both?',
    '2. ONSET: When did it start? Sudden (seconds to minutes) or slowly (hours to days)? What time was your child last normal?',
    '3. SPEECH AND VISION: Any trouble talking, understanding or seeing?',
    '4. HEADACHE: Any severe or sudden headache, vomiting or stiff neck?',
    '5. SEIZURE: Was there a seizure or shaking before the weakness?',
    '6. INJURY: Any injury to the head, neck or back?',
    '7. ILLNESS: Any fever, recent viral illness, or tick bite?',
    '8. HISTORY: Any sickle cell disease, heart disease, migraine, diabetes? Any medicines or drugs taken?',
    '9. SEVERITY: How much does it stop your child doing usual things?',
    '- MILD: plays, eats and sleeps as usual',
    '- MODERATE: stops some play or wakes your child from sleep, still drinks',
    '- SEVERE: cannot play or do anything, cries when moved or touched, or will not drink',
  ].join('\n'),
  firstAid:
    '<p><b>Possible stroke:</b> note the time your child was last normal. Lay your child on the side if drowsy or vomiting. Do not give food, drink or medicine by mouth.</p>',
  references: [
    SCHMITT_PROTOCOLS,
    {
      title: 'Stroke in childhood: clinical guideline for diagnosis, management and rehabilitation',
      author: 'Royal College of Paediatrics and Child Health',
      source: 'RCPCH, 2017',
    },
    {
      title:
        'Management of Stroke in Neonates and Children: A Scientific Statement From the American Heart Association/American Stroke Association',
      author: 'Ferriero DM, Fullerton HJ, Bernard TJ, et al.',
      source: 'Stroke. 2019;50(3):e51-e96',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'head-injury', text: 'Weakness or numbness after a head or neck injury' },
    { protocol: 'arm-hand-injury', text: 'An arm or hand is weak or numb after an injury to the limb' },
    { protocol: 'leg-foot-injury', text: 'A leg or foot is weak or numb after an injury to the limb' },
    { protocol: 'headache', text: 'Headache is the main symptom and there is no weakness or numbness' },
    { protocol: 'fainting', text: 'Your child fainted and is now back to normal' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        LIFE_THREATENING_SCREEN,
        {
          text: '<b>Sudden</b> and <b>still present</b> now, any of these:<ul><li>weakness, drooping or numbness of the face (cannot smile evenly), an arm or a leg (a face droop alone that includes the forehead is triaged below)</li><li>trouble talking, slurred speech, or trouble understanding what is said</li><li>blurred vision or loss of vision</li><li>trouble walking or keeping balance, or new dizziness with the room spinning</li><li>a sudden, severe headache (the worst headache ever)</li></ul>',
          reason:
            'R/O: Acute stroke, intracranial hemorrhage, low blood sugar\nREASON: Stroke treatment depends on reaching a hospital quickly. The Stroke Association (childhood stroke) lists a fallen face, arm weakness, speech trouble, sudden blurred vision, sudden vertigo or trouble balancing, and a sudden severe headache as signs to call 999 for.\nFIRST AID: If your child has diabetes, check the blood sugar and treat a low as the diabetes plan says while waiting; give nothing by mouth to a child who cannot swallow safely.\nNOTE: Note the time the child was last normal.',
        },
        {
          text: 'Passed out and not yet back to normal, very hard to wake, confused, or a <b>seizure</b> that is still going on',
          reason:
            'R/O: Stroke, encephalitis, status epilepticus\nREASON: A decreased level of consciousness needs emergency care.',
        },
        {
          text: 'Weakness of both legs or arms with <b>trouble breathing</b> or swallowing',
          reason:
            'R/O: Guillain-Barré syndrome, spinal cord lesion, botulism\nREASON: Weakness of the breathing muscles can lead to respiratory failure.',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: 'Sudden weakness, numbness or trouble talking that <b>went away</b> completely',
          reason:
            'R/O: Transient ischemic attack\nREASON: A passing episode can be followed by a stroke and needs urgent assessment.',
        },
        {
          text: '<b>Sickle cell disease</b> with any new weakness, numbness, trouble talking or severe headache',
          reason:
            'R/O: Sickle cell stroke\nREASON: Children with sickle cell disease have a high stroke risk and need urgent transfusion.',
        },
        {
          text: 'Weakness of <b>both legs</b> that is getting worse over hours to days, or new trouble walking or climbing stairs, or loss of control of urine or stool',
          reason:
            'R/O: Guillain-Barré syndrome, transverse myelitis, spinal cord compression\nREASON: Progressive weakness needs urgent neurological assessment.',
        },
        {
          text: 'Weakness or numbness with a <b>stiff neck</b> or neck pain that began with it (with or without a fever), or with a severe headache and vomiting',
          reason:
            'R/O: Meningitis, encephalitis, brain abscess, raised intracranial pressure, neck artery tear (dissection)\nREASON: These need emergency care. Neck pain or stiffness is listed among childhood stroke signs (Stroke Association).',
        },
        {
          text: 'Weakness of one side after a <b>seizure</b>, even if getting better',
          reason:
            'R/O: Post-ictal (Todd) paresis, stroke presenting with seizure\nREASON: Weakness after a seizure needs an assessment to exclude a stroke.',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: '<b>One side of the face</b> droops (including the forehead and eyelid), came on over hours, and the arm and leg are normal',
          reason:
            'R/O: Bell palsy, Lyme disease, ear infection\nREASON: Bell palsy is treated best when started within 72 hours, and the eye must be protected.\nNOTE: If the forehead is not affected or any limb is weak, treat as a possible stroke.',
          advice: ['eye-protection', 'callback'],
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        {
          text: 'New <b>muscle weakness</b> that came on over days (cannot do things they could do before, not just tired), after a viral illness or with no other symptoms, not getting worse, and walks and climbs stairs normally',
          reason:
            "R/O: Post-viral myositis, early Guillain-Barré syndrome, myopathy, low potassium\nREASON: Weakness after a viral illness, or persistent unexplained weakness, needs a doctor's examination (Mayo Clinic, muscle weakness). Weakness that is getting worse or affects walking is asked above.",
          advice: ['tiredness', 'callback'],
        },
        unclearSymptom(['callback']),
        {
          text: 'Numbness or tingling in one area (hand, foot) that has lasted <b>24 hours or more</b>, without weakness',
          reason: 'R/O: Peripheral nerve compression, neuropathy\nREASON: Persistent numbness needs an examination.',
          advice: ['tingling', 'callback'],
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Feeling generally <b>tired or weak</b> all over for <b>2 weeks or more</b>, without weakness of any one part',
          reason: 'R/O: Anemia, depression, chronic illness\nREASON: Ongoing fatigue deserves a non-urgent review.',
          advice: ['tiredness', 'callback'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'A hand or foot <b>“fell asleep”</b> after sitting or lying on it, and the feeling came back within minutes, with no other symptoms',
          reason:
            'R/O: Positional nerve compression\nREASON: Brief pins and needles from pressure on a nerve is harmless.',
          advice: ['tingling', 'callback'],
        },
        {
          text: 'Feeling weak and tired all over with a <b>common illness</b> (cold, flu, stomach virus), and can walk and use arms normally',
          reason:
            'R/O: Generalized weakness with a viral illness\nREASON: Tiredness with a viral illness improves as the illness goes away.',
          advice: ['tiredness', 'callback'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Care and Watching',
      topics: [
        {
          key: 'eye-protection',
          title: 'Protect the Eye (Face Drooping)',
          nuggets: [
            'If the eye on the weak side does not close fully, use lubricating eye drops during the day and tape the eye gently closed at night until seen.',
            'Most children with Bell palsy recover fully within weeks to months.',
          ],
        },
        {
          key: 'tingling',
          title: 'Pins and Needles',
          nuggets: [
            'Shake out and move the arm or leg; the feeling comes back within minutes.',
            'Tingling of the hands and around the mouth during anxiety or fast breathing settles with slow breathing.',
          ],
        },
        {
          key: 'tiredness',
          title: 'Tiredness With an Illness',
          nuggets: [
            'Rest, and give plenty of fluids and small, frequent meals.',
            'Your child can go back to normal activities as energy returns.',
          ],
        },
        {
          key: 'callback',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Call 911 for sudden weakness or numbness of the face, arm or leg, trouble talking, or loss of vision',
            'Weakness spreads, or your child has trouble walking, breathing or swallowing',
            'Severe headache, stiff neck or vomiting',
            SEEN_OR_WORSE_NUGGET,
          ],
        },
      ],
    },
  ],
});
