import { defineProtocol } from '../../source/define-protocol.ts';
import { unclearSymptom } from '../shared/findings.ts';
import { LIFE_THREATENING_SCREEN, SCHMITT_PROTOCOLS, SEEN_OR_WORSE_NUGGET } from './common/shared.ts';

export default defineProtocol({
  slug: 'fainting',
  sourceProtocolId: 335,
  audience: 'peds',
  title: 'Fainting',
  keywords: [
    'fainting',
    'fainted',
    'faint',
    'fainted at school',
    'passed out',
    'past out',
    'blacked out',
    'black out',
    'collapsed',
    'syncope',
    'sincope',
    'almost fainted',
    'nearly passed out',
    'lightheaded',
    'light headed',
    'dizzy when standing',
    'dizzy',
    'dizzyness',
    'vision went black',
    'fainted at church',
    'fainted getting blood drawn',
    'fainted in shower',
    'breath holding spell',
    'holds breath until passes out',
  ],
  definition:
    '<p>A brief loss of consciousness with recovery on its own (fainting), or feeling about to faint (lightheaded, vision going dark), in a child or teen. Includes breath-holding spells in young children.</p>',
  background:
    '<p>Most fainting in children and teens is a simple faint (vasovagal syncope): it happens after standing for a long time, getting up quickly, heat, hunger, not drinking enough, pain, the sight of blood or a shot, and comes with warning signs (feeling lightheaded, hot, sweaty, sick, vision going gray). The child falls, wakes within a minute and is back to normal within minutes. A few jerks while unconscious are common in a simple faint and are not a seizure.</p>' +
    '<p>Fainting can be the only sign of a dangerous heart rhythm or heart disease. Red flags are: fainting <b>during exercise</b> or sports, fainting with chest pain or a racing or pounding heart, fainting while <b>lying down</b>, fainting from a sudden loud noise or fright without warning, a family history of sudden unexplained death at a young age, and known heart disease. These need an emergency or prompt heart evaluation.</p>' +
    '<p>Breath-holding spells (6 months to 6 years) start with crying from anger, pain or fright; the child holds the breath, turns blue or pale and may go limp or jerk briefly, then recovers within a minute. They are frightening but harmless.</p>',
  initialAssessment: [
    '1. NOW: Is your child awake and acting normally now?',
    '2. SETTING: What was your child doing just before fainting (standing, exercising, lying down, scared, seeing blood)?',
    '3. WARNING: Were there warning signs (dizzy, hot, sweaty, vision going dark)? Any chest pain or racing heart before?',
    '4. DURATION: How long was your child unconscious? Any jerking, tongue biting or loss of urine?',
    '5. INJURY: Was your child hurt in the fall, especially the head?',
    '6. OTHER SYMPTOMS: Any fever, vomiting, diarrhea, not eating or drinking, heavy periods?',
    '7. HISTORY: Any heart problem, previous faints, diabetes, or family history of sudden death at a young age?',
    '8. TEEN: Could a teen girl be pregnant? Any drugs, alcohol or medicines taken?',
  ].join('\n'),
  firstAid:
    '<p><b>If your child feels faint:</b> lie down flat with the legs raised, or sit with the head between the knees. <b>If your child has fainted:</b> lay on the back with the legs raised, loosen tight clothing, and turn on the side if vomiting. Do not give anything to eat or drink until fully awake. If your child does not wake within 1 minute or is not breathing normally, call 911 and start CPR if needed.</p>',
  references: [
    SCHMITT_PROTOCOLS,
    {
      title: '2017 ACC/AHA/HRS Guideline for the Evaluation and Management of Patients With Syncope',
      author: 'Shen WK, Sheldon RS, Benditt DG, et al.',
      source: 'Circulation. 2017;136(5):e60-e122',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'head-injury', text: 'Your child was knocked out by a head injury (the injury came first)' },
    { protocol: 'breathing-difficulty', text: 'Trouble breathing is the main problem' },
    { protocol: 'weakness-numbness', text: 'Weakness, numbness, or trouble talking or seeing that has not gone away' },
    { protocol: 'poisoning-swallowed-object', text: 'Your child may have taken a medicine, drug or alcohol' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        LIFE_THREATENING_SCREEN,
        {
          text: '<b>Still not awake</b>, or unconscious for 1 minute or more, or not breathing normally',
          reason:
            'R/O: Cardiac arrest, arrhythmia, seizure, hypoglycemia, toxic ingestion\nREASON: A faint lasts less than 1 minute; longer unconsciousness is not a simple faint.\nFIRST AID: Start CPR if not breathing normally.',
        },
        {
          text: 'Fainted with <b>chest pain</b>, a racing or pounding heart, or trouble breathing that is still present',
          reason:
            'R/O: Arrhythmia, myocarditis, cardiomyopathy\nREASON: Ongoing cardiac symptoms after fainting need emergency medical services.',
        },
        {
          text: 'Still <b>confused</b>, has blurred vision or trouble speaking, too weak to walk, or cannot stand 15 minutes or more after fainting',
          reason:
            'R/O: Shock, hypoglycemia, intoxication, post-ictal state\nREASON: After a simple faint, a child recovers fully within minutes.',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: 'Fainted <b>during exercise</b> or sports (not after stopping), now back to normal',
          reason:
            'R/O: Hypertrophic cardiomyopathy, long QT syndrome, other arrhythmia\nREASON: Exercise-related fainting can be the warning sign of sudden cardiac death and needs an emergency heart evaluation.\nNOTE: No sports until cleared by a provider.',
        },
        {
          text: 'Fainted while <b>lying down</b>, or with <b>no warning</b> (suddenly dropped), or after a sudden loud noise, fright or jumping into water',
          reason:
            'R/O: Cardiac arrhythmia (long QT syndrome)\nREASON: Fainting without the usual warning signs points to a heart rhythm cause.',
        },
        {
          text: 'Has <b>heart disease</b> or a pacemaker, or a family member died suddenly without explanation at a young age (younger than 50 years)',
          reason: 'R/O: Cardiac syncope, inherited arrhythmia\nREASON: These children need a prompt heart evaluation.',
        },
        {
          text: 'Has <b>diabetes</b> and fainted, or was very thirsty and passing a lot of urine',
          reason:
            'R/O: Hypoglycemia, diabetic ketoacidosis\nREASON: Low or very high blood sugar needs urgent treatment.\nFIRST AID: If awake and can swallow, give juice or sugar now.',
        },
        {
          text: 'Signs of <b>dehydration</b> or blood loss: vomiting or diarrhea with little urine, black or bloody stools, or very heavy periods',
          reason: 'R/O: Hypovolemia\nREASON: Fainting from fluid or blood loss needs urgent assessment and fluids.',
        },
        {
          text: 'Teen girl who <b>could be pregnant</b> and fainted, especially with belly pain or vaginal bleeding',
          reason:
            'R/O: Ectopic pregnancy\nREASON: A ruptured ectopic pregnancy causes fainting from internal bleeding.',
        },
        {
          text: 'Jerking for <b>1 minute or more</b>, tongue biting, or a long sleepy, confused time after the event',
          reason: 'R/O: Seizure\nREASON: A seizure needs a different evaluation from a faint.',
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['callback']),
        {
          text: '<b>First faint</b> in a child, with warning signs, now back to normal, but no clear trigger',
          reason:
            'R/O: Vasovagal syncope, anemia, arrhythmia\nREASON: A first unexplained faint should be examined, often with an ECG.',
          advice: ['prevention', 'callback'],
        },
        {
          text: 'Pale and tired for weeks, or heavy periods, and fainted',
          reason: 'R/O: Anemia\nREASON: Anemia can cause fainting and needs a blood test.',
          advice: ['prevention', 'callback'],
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: '<b>First breath-holding spell</b> in a young child, now back to normal',
          reason:
            'R/O: Breath-holding spell, seizure, iron deficiency\nREASON: A first spell deserves an office visit to confirm the diagnosis and check for low iron.',
          advice: ['breath-holding', 'callback'],
          videoVisitEligible: true,
        },
        {
          text: 'Faints or nearly faints <b>again and again</b> with typical triggers (standing, heat, showers), and is well in between',
          reason:
            'R/O: Recurrent vasovagal syncope, orthostatic intolerance\nREASON: Recurrent faints deserve a non-urgent review and a prevention plan.',
          advice: ['prevention', 'callback'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Simple faint with a <b>clear trigger</b> (standing a long time, heat, a shot or blood draw, pain, the sight of blood), woke within 1 minute, and now back to normal',
          reason: 'R/O: Vasovagal syncope\nREASON: A typical simple faint with full recovery can be managed at home.',
          advice: ['prevention', 'callback'],
        },
        {
          text: 'Young child with a known <b>breath-holding spell</b> after crying, who recovered within 1 minute and is acting normally',
          reason:
            'R/O: Breath-holding spell\nREASON: Breath-holding spells are harmless.\nNOTE: A first spell is seen in the office within 3 days; jerking for 1 minute or more is triaged as a possible seizure.',
          advice: ['breath-holding', 'callback'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Fainting Care and Prevention',
      topics: [
        {
          key: 'prevention',
          title: 'Preventing Simple Faints',
          nuggets: [
            'Drink plenty of fluids every day, more in hot weather and with sports. Do not skip breakfast.',
            'Get up slowly from lying or sitting.',
            'When standing for a long time, tighten leg muscles and shift weight often.',
            'At the first warning sign (dizzy, hot, vision going gray), lie down with the legs raised, or sit with the head between the knees.',
            'Tell your child to lie down before a shot or blood draw.',
          ],
        },
        {
          key: 'breath-holding',
          title: 'Breath-Holding Spells',
          nuggets: [
            'During a spell, lay your child on the side and time it. Do not put anything in the mouth.',
            'Stay calm afterward; do not give in to the demand that started the crying.',
            'Spells stop by school age. Iron for low iron levels can reduce them; your provider can check.',
          ],
        },
        {
          key: 'callback',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Fainting during exercise, or with chest pain or a racing heart',
            'Fainting happens again',
            'Your child does not return to normal within 15 minutes',
            SEEN_OR_WORSE_NUGGET,
          ],
        },
      ],
    },
  ],
});
