/**
 * The generic red-flag screens of 'No Protocol Fits — Adult' and '— Pediatric': when no protocol
 * fits the main symptom, the nurse still asks the findings that are emergencies in every protocol
 * (the shared vocabulary of content/src/protocols/shared/findings.ts at the same tiers) and reaches a
 * disposition, down to the catch-all question and home care for a mild symptom that is improving.
 */
import type { SourceAdviceSection, SourceTierQuestions } from '../../source/define-protocol.ts';
import { lifeThreateningScreen } from '../shared/adult-advice.ts';
import { unclearSymptom } from '../shared/findings.ts';
import { notUsualSelf, timedRequests } from './admin-screens.ts';

export const ADULT_ASSESSMENT = `1. MAIN SYMPTOM: What is the main symptom, and when did it start?
2. CHANGE: Is it getting better, the same or worse?
3. FEVER: Is there a fever? How high?
4. SEVERITY: How much does it stop the person doing their usual activities?
- MILD: does not stop usual activities or sleep (pain 1 to 3 out of 10)
- MODERATE: stops some usual activities or wakes the person from sleep (pain 4 to 7 out of 10)
- SEVERE: cannot do any usual activities, or the worst ever (pain 8 to 10 out of 10)
5. HEALTH: Any long-term illness, pregnancy, or a weak immune system?`;

export const PEDS_ASSESSMENT = `1. MAIN SYMPTOM: What is the main symptom, and when did it start?
2. AGE: How old is the child?
3. FEVER: Is there a fever? How high?
4. SEVERITY: How much does it stop your child doing usual things?
- MILD: plays, eats and sleeps as usual
- MODERATE: stops some play or wakes your child from sleep, still drinks
- SEVERE: cannot play or do anything, cries when moved or touched, or will not drink
5. HEALTH: Any long-term illness or a weak immune system?`;

const CALL_BACK = ['call-back'];

export const ADULT_SCREEN: SourceTierQuestions[] = [
  {
    tier: 'call-911',
    questions: [
      lifeThreateningScreen(CALL_BACK),
      {
        text: '<b>Severe difficulty breathing</b> (struggling for each breath, can only say single words) or bluish lips',
        reason: 'R/O: respiratory failure',
      },
      {
        text: 'Fainted, confused, or <b>hard to wake</b>',
        reason: 'R/O: shock, stroke, sepsis, low blood sugar',
      },
      {
        text: 'Chest pain that feels like pressure, squeezing or tightness, or spreads to the arm, jaw or back',
        reason: 'R/O: heart attack',
      },
      {
        text: 'Sudden weakness or numbness of the face, arm or leg, sudden trouble speaking or understanding, or sudden loss of vision or balance, even if it has gone away',
        reason:
          'R/O: stroke, transient ischaemic attack\nREASON: Stroke Association and ACEP: call 999 (911) for these signs, also when they go away within minutes.',
      },
      {
        text: '<b>Fever with purple or blood-colored spots</b> or bruises on the skin',
        reason: 'R/O: meningococcal sepsis',
      },
      {
        text: 'Any of these now:<ul><li>a seizure (fit) still going on, or one after another</li><li>bleeding that does not stop with firm pressure</li><li>swelling of the tongue or throat, trouble breathing, or collapse after a food, medicine or sting (anaphylaxis)</li></ul>',
        reason:
          'R/O: status epilepticus, major bleeding, anaphylaxis\nREASON: NHS (when to call 999): a fit that is not stopping, severe bleeding that cannot be stopped, a severe allergic reaction; any one is yes.',
      },
    ],
  },
  {
    tier: 'ed-now',
    questions: [
      {
        text: '<b>Breathing harder than usual</b>, and the caller cannot tell how bad it is (cannot say whether the person talks, plays or feeds normally)',
        reason:
          'R/O: respiratory illness of unknown severity\nREASON: Shared finding: goes to the emergency department, the safer side.',
      },
      {
        text: '<b>Short of breath at rest</b> (breathless while sitting still or talking)',
        reason: 'R/O: pneumonia, heart failure, pulmonary embolism',
      },
      {
        text: '<b>Severe pain</b> (cannot do any usual activities)',
        reason: 'R/O: serious cause of pain',
      },
      {
        text: 'Vomiting blood, coughing up blood (more than streaks), or black or bloody stools',
        reason: 'R/O: gastrointestinal or lung bleeding',
      },
      {
        text: 'Any of these now:<ul><li>feels unwell and is getting sicker quickly (worse by the hour), or says they feel they might die</li><li>skin very pale, blotchy or mottled, with cold hands and feet</li><li>no urine in 12 hours or more</li><li>a fever or vomiting with a <b>stiff neck</b>, a dislike of bright light, or unusual drowsiness</li><li>vomiting and cannot keep any fluids down</li></ul>',
        reason:
          'R/O: sepsis, meningitis, dehydration\nREASON: UK Sepsis Trust and NHS inform (sepsis), NHS (meningitis) and HSE.ie (when to go to the emergency department); any one is yes.',
      },
      {
        text: 'Fever of 100 °F (37.8 °C) or higher during chemotherapy or after a transplant',
        reason: 'R/O: neutropenic sepsis',
      },
      {
        text: 'Thoughts of suicide or of harming someone',
        reason:
          'R/O: psychiatric emergency\nNOTE: Give 988 (call or text); use the suicide protocol for the full screen.',
        smap: 'depression-suicide-concerns',
      },
    ],
  },
  {
    tier: 'see-now',
    questions: [
      {
        text: '<b>Moderate pain</b> (stops some usual activities) that is getting worse',
        reason: 'R/O: progressing illness',
      },
    ],
  },
  {
    tier: 'see-today',
    questions: [
      unclearSymptom(CALL_BACK),
      // A request for emergency contraception has no symptom (blind set 2: a teen's request).
      ...(timedRequests()[0]?.questions ?? [])
        .slice(0, 1)
        .map((q) => ({ ...q, advice: ['general-care', 'call-back'] })),
      {
        text: 'Fever of 100 °F (37.8 °C) or higher for 3 days or more',
        reason: 'R/O: bacterial infection',
        advice: CALL_BACK,
      },
      {
        text: 'Close contact with someone who has meningitis (lives in the same home, or kissed them) in the past 7 days',
        reason:
          'R/O: meningococcal disease in a contact\nREASON: Close contacts may need antibiotics to prevent it, arranged the same day with the provider or public health (NHS meningitis advice: call 111 after contact with someone who has meningitis). Symptoms are asked above.',
        advice: CALL_BACK,
      },
    ],
  },
  {
    tier: 'see-3-days',
    questions: [
      {
        text: 'A symptom that has lasted 2 weeks or more and is staying the same',
        reason: 'REASON: Needs a planned examination.',
        advice: ['general-care', 'call-back'],
        videoVisitEligible: true,
      },
      {
        text: '<b>Tired all the time</b> (no energy, worn out) for 4 weeks or more, or tiredness with weight loss without trying',
        reason:
          'R/O: Anaemia, underactive thyroid, diabetes, depression, sleep apnoea, other illness\nREASON: NHS, Tiredness and fatigue: see a GP if you feel tired all the time for 4 weeks or more, or have lost weight without trying; blood tests and a planned examination, not an urgent one. Tiredness with breathlessness, chest pain, fainting or low mood with thoughts of self-harm is asked above (blind set 7: tiredness had no home).',
        advice: ['general-care', 'call-back'],
        videoVisitEligible: true,
      },
    ],
  },
  {
    tier: 'home-care',
    questions: [
      {
        text: '<b>Mild</b> symptom (does not stop usual activities) that is getting better',
        reason: 'REASON: Mild, improving symptom; home care with clear reasons to call back.',
        advice: ['general-care', 'call-back'],
      },
      {
        text: 'Tiredness for less than 4 weeks with a cause the person can name (short or broken sleep, a busy or stressful time, getting over a cold or flu), still able to do usual activities',
        reason:
          'REASON: NHS, Tiredness and fatigue: tiredness from sleep, stress or a recent infection usually improves with sleep habits, activity and time; see a GP if it lasts 4 weeks or more.',
        advice: ['general-care', 'call-back'],
      },
    ],
  },
];

export const PEDS_SCREEN: SourceTierQuestions[] = [
  {
    tier: 'call-911',
    questions: [
      lifeThreateningScreen(CALL_BACK),
      {
        text: '<b>Severe difficulty breathing</b> (struggling for each breath, cannot speak or cry, grunting), bluish lips, or has stopped breathing or has pauses in breathing',
        reason: 'R/O: respiratory failure, apnoea',
      },
      {
        text: 'Limp or floppy, not moving, <b>hard to wake</b>, or suddenly much less alert, confused or acting strangely',
        reason: 'R/O: shock, sepsis, meningitis',
      },
      {
        text: '<b>Fever with purple or blood-colored spots</b> or bruises on the skin, or such spots or bruises that no injury explains, with or without a fever',
        reason:
          'R/O: meningococcal sepsis\nREASON: NHS: call 999 for a rash that does not fade under a glass, with or without a fever (on brown or black skin look at the palms and soles).',
      },
      {
        text: 'Seizure lasting 5 minutes or more, or still going on',
        reason: 'R/O: status epilepticus',
      },
      {
        text: 'Any of these now:<ul><li>skin pale, blotchy (mottled) or bluish, or cold to touch</li><li>swelling of the tongue or throat, trouble breathing or swallowing, or collapse after a food, medicine or sting (anaphylaxis)</li><li>sudden drooping of one side of the face, weakness of an arm or leg, or sudden trouble seeing, speaking, understanding or keeping balance</li><li>chest pain with fainting, a racing heartbeat, or pale, cold and sweaty skin</li><li>bleeding that does not stop with firm pressure</li><li>has taken an overdose or harmed themself, or says they are about to act on thoughts of suicide</li></ul>',
        reason:
          'R/O: sepsis, anaphylaxis, stroke, cardiac arrhythmia, major bleeding, suicide attempt\nREASON: NHS, Belfast Trust, UK Sepsis Trust and Cook Children’s (BE FAST): call 999 (911); any one is yes.',
      },
    ],
  },
  {
    tier: 'ed-now',
    questions: [
      {
        text: '<b>Breathing harder than usual</b>, and the caller cannot tell how bad it is (cannot say whether the person talks, plays or feeds normally)',
        reason:
          'R/O: respiratory illness of unknown severity\nREASON: Shared finding: goes to the emergency department, the safer side.',
      },
      {
        text: '<b>Short of breath at rest</b> (working hard to breathe, breathing very fast, or too breathless to talk, play or feed normally)',
        reason: 'R/O: pneumonia, asthma, bronchiolitis',
      },
      {
        text: 'Baby younger than 3 months with a fever of 100 °F (37.8 °C) or higher',
        reason: 'R/O: serious bacterial infection',
        smap: 'fever-newborn',
      },
      {
        text: 'Signs of dehydration: no urine in 8 hours or more, no tears, or a very dry mouth',
        reason: 'R/O: dehydration',
      },
      {
        text: '<b>Severe pain</b> (cannot play or do anything, cries when moved or touched)',
        reason: 'R/O: serious cause of pain',
      },
      {
        text: "Any of these now:<ul><li>a first seizure (fit) ever, even if the child is back to normal now</li><li>a baby younger than 3 months whose parent is very worried about the baby</li><li>a <b>stiff neck</b> (cannot touch the chin to the chest), or a bulging soft spot on a baby's head</li><li>thoughts of suicide with a plan, or the intent to act on them</li></ul>",
        reason:
          'R/O: first seizure, serious illness in a young baby, meningitis, suicide risk\nREASON: NHS (a first fit, a baby younger than 8 weeks and a very worried parent: 999), HSE.ie (a baby younger than 3 months and a very worried parent), Meningitis Now (a bulging soft spot); any one is yes.',
      },
    ],
  },
  {
    tier: 'see-now',
    questions: [
      {
        text: 'Breathing <b>faster than normal</b> when calm and the fever is down',
        reason:
          'R/O: pneumonia, bronchiolitis\nREASON: Shared finding: fast breathing at rest is a visit now in every pediatric protocol; working hard to breathe or too breathless to talk, play or feed is the emergency department (asked above).',
      },
      {
        text: 'Fever of 104 °F (40 °C) or higher',
        reason: 'R/O: serious bacterial infection',
      },
    ],
  },
  {
    tier: 'see-today',
    questions: [
      unclearSymptom(CALL_BACK),
      // A request for emergency contraception has no symptom (blind set 2: a teen's request).
      ...(timedRequests()[0]?.questions ?? [])
        .slice(0, 1)
        .map((q) => ({ ...q, advice: ['general-care', 'call-back'] })),
      {
        text: 'Fever of 100 °F (37.8 °C) or higher for 3 days or more',
        reason: 'R/O: ear infection, pneumonia, urinary tract infection',
        advice: CALL_BACK,
      },
      {
        text: 'Close contact with someone who has meningitis (lives in the same home, or kissed them) in the past 7 days',
        reason:
          'R/O: meningococcal disease in a contact\nREASON: Close contacts may need antibiotics to prevent it, arranged the same day with the provider or public health (NHS meningitis advice: call 111 after contact with someone who has meningitis). Symptoms are asked above.',
        advice: CALL_BACK,
      },
      notUsualSelf(CALL_BACK),
    ],
  },
  {
    tier: 'see-3-days',
    questions: [
      {
        text: 'A symptom that has lasted 2 weeks or more and is staying the same',
        reason: 'REASON: Needs a planned examination.',
        advice: ['general-care', 'call-back'],
        videoVisitEligible: true,
      },
    ],
  },
  {
    tier: 'home-care',
    questions: [
      {
        text: '<b>Mild</b> symptom (your child plays, eats and sleeps as usual) that is getting better',
        reason: 'REASON: Mild, improving symptom; home care with clear reasons to call back.',
        advice: ['general-care', 'call-back'],
      },
    ],
  },
];

export function screenAdvice(audience: 'adult' | 'peds'): SourceAdviceSection[] {
  return [
    {
      title: 'Care Advice',
      topics: [
        {
          key: 'general-care',
          title: 'General Care',
          nuggets: [
            'Rest and drink plenty of fluids.',
            audience === 'adult'
              ? 'Use non-prescription medicine as directed on the label for pain or fever.'
              : 'Give acetaminophen or ibuprofen for pain or fever as directed on the label for your child’s weight.',
          ],
        },
        {
          key: 'call-back',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: ['A new symptom starts, or the symptom gets worse.', 'You think you need to be seen.'],
        },
      ],
    },
  ];
}
