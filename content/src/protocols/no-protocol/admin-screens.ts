/**
 * The triage questions of the administrative 'no protocol' kinds (information, lab results,
 * appointment, hung up). A call that lands in one of them can still hide a symptom or a need that
 * is time-critical (issue 25, blind set 2: a pre-travel vaccine question and an emergency
 * contraception request ended with no disposition), so each carries a short screen that ends in a
 * disposition; the final 'none of the above' path is added by withFinalPath (sources/batches.ts).
 */
import type { SourceAdviceSection, SourceTierQuestions } from '../../source/define-protocol.ts';
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

export function adminScreen(call: AdminCall): SourceTierQuestions[] {
  const timed = timedRequests();
  return [
    {
      tier: 'call-911',
      questions: [
        lifeThreateningScreen(CALL_BACK),
        ...(call === 'hung-up'
          ? [
              {
                text: 'Before the call ended, the caller described a possible emergency (trouble breathing, chest pain, cannot be woken, a seizure, thoughts of suicide) and cannot be reached',
                reason:
                  'REASON: Follow practice policy for an emergency welfare check (call 911 to the address on record).',
                advice: CALL_BACK,
              },
            ]
          : []),
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(CALL_BACK),
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
