/**
 * The triage questions of the administrative 'no protocol' kinds (information, lab results,
 * appointment, hung up). A call that lands in one of them can still hide a symptom or a need that
 * is time-critical (issue 25, blind set 2: a pre-travel vaccine question and an emergency
 * contraception request ended with no disposition), so each carries a short screen that ends in a
 * disposition; the final 'none of the above' path is added by withFinalPath (sources/batches.ts).
 */
import type {
  Audience,
  SourceAdviceSection,
  SourceQuestion,
  SourceTierQuestions,
} from '../../source/define-protocol.ts';
import { lifeThreateningScreen } from '../shared/adult-advice.ts';
import { unclearSymptom } from '../shared/findings.ts';

const CALL_BACK = ['call-back'];
const ROUTINE = ['routine', 'call-back'];

export type AdminCall = 'information' | 'results' | 'appointment' | 'hung-up';

const ROUTINE_TEXT: Record<AdminCall, string> = {
  information:
    'Only wants information (office hours, directions, forms, billing, general health information), with no symptoms',
  results: 'Only wants a test result, with no symptoms',
  appointment: 'Only wants a routine appointment (check-up, follow-up, well visit), with no symptoms',
  'hung-up': 'Only an administrative record: no symptom was described before the call ended',
};

/** Requests that need a service on a set timescale, whatever kind of call they arrive in. */
export function timedRequests(): SourceTierQuestions[] {
  return [
    {
      tier: 'see-today',
      questions: [
        {
          text: 'Sex in the past 5 days without working contraception (no method used, or a condom broke or slipped), or asks for emergency contraception',
          reason:
            'R/O: pregnancy that emergency contraception can still prevent\nREASON: Emergency contraception works best the sooner it is taken (pills up to 3 or 5 days, a copper IUD up to 5 days); arrange it today, and offer a sexually transmitted infection check.',
          advice: ROUTINE,
        },
        {
          text: 'Missed 2 birth-control pills or more in a row, or started a pack 2 days or more late, and had sex in the past 5 days',
          reason:
            'R/O: need for emergency contraception\nREASON: The missed-pill rules of the pill leaflet apply; emergency contraception may be needed today.',
          advice: ROUTINE,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Asks about travel vaccines or medicines before a trip (malaria tablets, shots for travel)',
          reason:
            'REASON: Book a routine travel-health visit; some vaccines need weeks before departure, so book it soon.',
          advice: ROUTINE,
        },
        {
          text: 'Asks to start or change contraception (pill, patch, ring, injection, implant or IUD), with no symptoms',
          reason: 'REASON: Book a routine contraception visit; keep using the current method until then.',
          advice: ROUTINE,
        },
      ],
    },
  ];
}

/**
 * Issue 31: the general 'when to call 999 / go to A&E' signs of public pages (NHS.uk wording on GP
 * practice and health-visiting sites, HSE.ie, ACEP warning signs, Belfast Trust and Cambridgeshire
 * and Peterborough children's traffic-light pages, Stanford Children's) had only the triager's
 * judgement to reach them in a call with no complaint. The screen asks them as one list per level,
 * so an administrative call costs the nurse one 'no' per level; a symptom the caller names is still
 * triaged with its own protocol (each definition says so).
 */
const EMERGENCY_NOW: Record<Audience, string> = {
  adult:
    'Any of these now:<ul>' +
    '<li>not breathing, or struggling for each breath (can only say single words), or bluish lips</li>' +
    '<li>chest pain that feels like pressure, squeezing, tightness or heaviness, spreads to the arm, jaw or back, or comes with shortness of breath or sweating</li>' +
    '<li>passed out, <b>hard to wake</b>, or suddenly confused</li>' +
    '<li>sudden face drooping, weakness or numbness of an arm or leg, trouble speaking or understanding, or loss of vision or balance, even if it has gone away</li>' +
    '<li>a seizure (fit) still going on, or one after another</li>' +
    '<li>bleeding that does not stop with firm pressure</li>' +
    '<li>swelling of the tongue or throat, trouble breathing, or collapse after a food, medicine or sting (anaphylaxis)</li>' +
    '<li><b>fever with purple or blood-colored spots</b> or bruises on the skin</li>' +
    '<li>has taken an overdose or seriously harmed themself, or is about to act on thoughts of suicide</li>' +
    '</ul>',
  peds:
    'Any of these now:<ul>' +
    '<li>has stopped breathing or has pauses in breathing, is struggling for each breath (grunting, cannot speak or cry), or has bluish lips</li>' +
    '<li>limp or floppy, collapsed, <b>hard to wake</b>, or suddenly much less alert, confused or acting strangely</li>' +
    '<li>purple or blood-colored spots or bruises that no injury explains, with or without a fever</li>' +
    '<li>skin pale, blotchy (mottled) or bluish, or cold to touch</li>' +
    '<li>a seizure (fit) still going on, or one after another</li>' +
    '<li>swelling of the tongue or throat, trouble breathing or swallowing, or collapse after a food, medicine or sting (anaphylaxis)</li>' +
    '<li>chest pain with fainting, a racing heartbeat, or pale, cold and sweaty skin</li>' +
    '<li>sudden weakness of the face, an arm or a leg, or sudden trouble seeing, speaking or walking</li>' +
    '<li>bleeding that does not stop with firm pressure</li>' +
    '<li>may have been seriously injured, by accident or by someone</li>' +
    '<li>has taken an overdose or harmed themself, or says they are about to act on thoughts of suicide</li>' +
    '</ul>',
};

const EMERGENCY_DEPARTMENT: Record<Audience, string> = {
  adult:
    'Any of these now:<ul>' +
    '<li>feels unwell and is getting sicker quickly (worse by the hour)</li>' +
    '<li>skin very pale, blotchy or mottled, with cold hands and feet</li>' +
    '<li>no urine in 12 hours or more</li>' +
    '<li>vomiting and cannot keep any fluids down</li>' +
    '<li>vomiting blood, or coughing up blood (more than streaks)</li>' +
    '<li>a new rash of purple or blood-colored spots, with no fever</li>' +
    '<li>thoughts of suicide with a plan, or feels unable to keep themself safe</li>' +
    '</ul>',
  peds:
    'Any of these now:<ul>' +
    '<li>working hard to breathe (skin pulling in between the ribs), or too breathless to talk, play or feed</li>' +
    '<li>signs of dehydration: <b>no urine in 8 hours or more</b>, crying without tears, sunken eyes or a very dry mouth</li>' +
    "<li>a <b>stiff neck</b> (cannot touch the chin to the chest), or a bulging soft spot on a baby's head</li>" +
    '<li>a baby younger than 3 months with a fever, or whose parent is very worried about the baby</li>' +
    '<li>a first seizure (fit) ever, even if the child is back to normal now</li>' +
    '<li>thoughts of suicide with a plan, or the intent to act on them</li>' +
    '</ul>',
};

/**
 * A child who is not their usual self, feeds poorly or keeps vomiting (NHS traffic-light amber:
 * speak to your GP or call 111; UK Sepsis Trust, children under 5: call 111 or see your GP), with
 * or without a fever; asked in the pediatric administrative screen and in 'No Protocol Fits —
 * Pediatric'.
 */
export function notUsualSelf(advice: string[]): SourceQuestion {
  return {
    text: 'Any of these, with or without a fever:<ul><li><b>irritable</b> (cranky most of the time and not playing)</li><li>not their usual self: less active, not smiling or not interested in things</li><li><b>feeding poorly</b> (eating or drinking much less than usual)</li><li>vomiting again and again</li></ul>',
    reason:
      'R/O: ear infection, urinary tract infection, pneumonia, early sepsis\nREASON: A child who is not their usual self or feeds poorly needs an examination the same day (NHS traffic-light tools: amber); a grumpy child who still plays and drinks does not.',
    advice,
  };
}

export function adminScreen(call: AdminCall, audience: Audience): SourceTierQuestions[] {
  const timed = timedRequests();
  const now = call !== 'hung-up';
  return [
    {
      tier: 'call-911',
      questions: [
        lifeThreateningScreen(CALL_BACK),
        now
          ? {
              text: EMERGENCY_NOW[audience],
              reason:
                'R/O: respiratory or cardiac arrest, heart attack, stroke, status epilepticus, major bleeding, anaphylaxis, sepsis, suicide attempt\nREASON: The signs public pages give for calling 911 (999), whatever the call was about; any one is yes.\nNOTE: For a symptom the caller names that is not in this list, use the protocol for that symptom.',
              advice: CALL_BACK,
            }
          : {
              text: 'Before the call ended, the caller described a possible emergency (for example trouble breathing, chest pain, passing out or <b>hard to wake</b>, a seizure, bleeding that will not stop, stroke signs, a serious allergic reaction, an overdose or thoughts of suicide) and cannot be reached',
              reason:
                'REASON: Follow practice policy for an emergency welfare check (call 911 to the address on record). Any sign public pages give for going to the emergency department counts as a possible emergency.',
              advice: CALL_BACK,
            },
      ],
    },
    ...(now
      ? [
          {
            tier: 'ed-now' as const,
            questions: [
              {
                text: EMERGENCY_DEPARTMENT[audience],
                reason:
                  audience === 'adult'
                    ? 'R/O: sepsis, dehydration, bleeding, suicide risk\nREASON: The signs public pages give for going to the emergency department (HSE.ie, ACEP); any one is yes.'
                    : 'R/O: respiratory distress, severe dehydration, meningitis, serious infection in a young baby, suicide risk\nREASON: The signs public pages give for going to the emergency department or calling 999 (NHS, Belfast Trust, Stanford Children’s); any one is yes.',
                advice: CALL_BACK,
              },
            ],
          },
        ]
      : []),
    ...(now && audience === 'peds'
      ? [
          {
            tier: 'see-now' as const,
            questions: [
              {
                text: 'Breathing <b>faster than normal</b> when calm',
                reason:
                  'R/O: pneumonia, bronchiolitis\nREASON: Shared finding: fast breathing at rest is a visit now in every pediatric protocol; working hard to breathe or too breathless to talk, play or feed is the emergency department (asked above).',
                advice: CALL_BACK,
              },
            ],
          },
        ]
      : []),
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(CALL_BACK),
        ...(now && audience === 'peds' ? [notUsualSelf(CALL_BACK)] : []),
        ...(call === 'hung-up'
          ? [
              {
                text: 'Before the call ended, the caller described a symptom that is not an emergency, and cannot be reached',
                reason: 'REASON: Keep trying to call back today per practice policy and tell the provider.',
                advice: CALL_BACK,
              },
            ]
          : (timed[0]?.questions ?? [])),
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: ROUTINE_TEXT[call],
          reason: 'REASON: Answer or book per practice policy; document the request and the answer.',
          advice: ROUTINE,
        },
        // Routine bookings that need no visit sooner (blind set 2: a pre-travel vaccine call).
        ...(call === 'hung-up' ? [] : (timed[1]?.questions ?? [])),
      ],
    },
  ];
}

export function adminAdvice(): SourceAdviceSection[] {
  return [
    {
      title: 'Care Advice',
      topics: [
        {
          key: 'routine',
          title: 'Requests',
          nuggets: [
            'The request is handled per practice policy; the caller is told when to expect an answer.',
            'Emergency contraception: the sooner it is taken the better it works; a pharmacy can give some kinds without a prescription.',
          ],
        },
        {
          key: 'call-back',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: ['A new symptom starts, or a symptom gets worse.', 'You think you need to be seen.'],
        },
      ],
    },
  ];
}
