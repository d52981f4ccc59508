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

/**
 * Issue 31: the signs public medicine pages give for a call about a medicine (Well Pharmacy and
 * NHS.uk side effects, Barnsley Hospital ED and Anaphylaxis UK allergy advice, NICE CG183, NHS.uk
 * and eMedicineHealth poisoning, HSE.ie paracetamol for children, KidsHealth and South Riding
 * Pediatrics medicine reactions) and for a refill of a medicine that must not run out (NHS urgent
 * repeat supply, NHS.uk diabetic ketoacidosis, Diabetes Ireland, Epilepsy Society, HSE.ie, the NHS
 * Steroid Emergency Card, the Addison's Disease Self-Help Group, Living with CAH, Asthma UK,
 * Healthier Together) are asked as one list per level, in the words of the Hives and Allergic
 * Reaction, Seizure, Diabetes and Asthma Attack protocols at the same tiers.
 */
export function medicineScreen(call: MedicineCall): SourceTierQuestions[] {
  return [
    {
      tier: 'call-911',
      questions: [
        lifeThreateningScreen(CALL_BACK),
        {
          text: 'Any of these now:<ul><li>after a medicine: swelling of the tongue or throat, a tight throat, a hoarse voice, or trouble swallowing or talking</li><li>after a medicine: trouble breathing, wheezing, or noisy, high-pitched breathing</li><li>after a medicine: collapsed, or an allergic reaction with dizziness or faintness, pale and clammy skin or a racing heart</li><li>after too much of a medicine, or the wrong one: <b>hard to wake</b>, confused or not acting normally, a seizure, or slow breathing</li><li>took a medicine or anything else on purpose to harm themself</li><li>a seizure (fit) lasting 5 minutes or more, or 2 minutes or more longer than the person’s usual seizures, seizures one after another without waking in between, or trouble breathing or a bad injury after a seizure</li><li>struggling for each breath (can only say single words), bluish lips, or drowsy or confused during an asthma attack</li></ul>',
          reason:
            'R/O: anaphylaxis, poisoning, status epilepticus, respiratory failure\nREASON: The signs public pages give for calling 911 (999) after a medicine, too much of one, or in a person whose seizure or asthma medicine is running out; any one is yes.',
          advice: CALL_BACK,
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: 'Took, or may have taken, more of a medicine than prescribed or a medicine meant for someone else, or a child may have swallowed pills or medicine',
          reason:
            'R/O: overdose\nREASON: Public pages send a possible overdose, and a young child who may have swallowed medicine, to the emergency department even when the person seems well.\nNOTE: Use the Poisoning protocol for the full screen; Poison Control can say whether home care is safe.',
        },
        {
          text: 'Any of these now:<ul><li>after a medicine: swelling of the lips or face, with normal breathing and swallowing</li><li>after a medicine: a rash with blisters or peeling skin</li><li>diabetes: high blood sugar with vomiting, belly pain, fast or deep breathing, fruity-smelling breath, or drowsy or confused</li><li>diabetes: medium or large ketones on a urine strip, blood ketones 3 mmol/L or higher (1.5 mmol/L or higher in a child), or ketones that do not come down with the sick-day plan</li><li>takes steroid tablets every day (or has adrenal insufficiency) and is vomiting or has diarrhea and cannot keep the tablets down, or is extremely weak, drowsy, faint or confused</li><li>asthma: the <b>rescue inhaler</b> (reliever) is not helping or barely helps, or there is none to give during an attack</li><li>asthma: too breathless to talk, eat, drink or sleep, or breathing hard and fast</li></ul>',
          reason:
            'R/O: angioedema, a severe skin reaction (Stevens-Johnson syndrome), diabetic ketoacidosis, adrenal crisis, severe asthma attack\nREASON: The signs public pages give for the emergency department or 999 in a person whose medicine is a reaction risk or must not run out (NHS.uk diabetic ketoacidosis, Diabetes Ireland, the NHS Steroid Emergency Card, Asthma UK); any one is yes.\nNOTE: A person on daily steroids who is vomiting needs an emergency hydrocortisone injection: use the emergency injection kit if there is one.',
          advice: CALL_BACK,
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: 'Has run out of insulin, a seizure medicine, daily steroid tablets, a blood thinner, a heart medicine or a transplant medicine, or will run out within 24 hours',
          reason:
            'R/O: harm from a missed essential medicine (ketoacidosis, seizures, adrenal crisis, clots, rejection)\nREASON: Needs a supply today; discuss with the provider now if no refill can be sent.',
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
          text: 'Since starting or taking a medicine, any of these:<ul><li>a new rash, hives or itching (a possible allergy to it)</li><li>yellow skin or eyes, or bruising or bleeding that no injury explains</li><li>vomiting a lot after taking it</li><li>a side effect that worries the patient or that they cannot put up with</li><li>the medicine is not working</li></ul>',
          reason:
            'R/O: drug allergy, liver or blood reaction, intolerance\nREASON: The provider reviews the medicine today (NICE CG183: see a healthcare professional for a suspected drug allergy; HSE.ie: contact a GP straight away for yellow skin or unexpected bruising while taking paracetamol).',
          advice: CALL_BACK,
          videoVisitEligible: true,
        },
        {
          text: 'Any of these:<ul><li>has run out of another regular medicine (no doses left), for example an inhaler, or a blood pressure, thyroid or mental health medicine</li><li>asthma: an attack that needed more than the usual 2 to 4 puffs of the reliever and has now settled</li><li>diabetes: blood sugar stays high after the usual extra insulin, with no ketones</li></ul>',
          reason:
            'R/O: an untreated condition while the medicine is missing, an asthma attack that may come back, a diabetes crisis starting\nREASON: The provider sends the prescription today (or a pharmacist gives an emergency supply: NHS urgent repeat supply); an asthma attack needs an urgent same-day review (Asthma UK); a high sugar insulin does not bring down needs the diabetes team the same day (NHS.uk diabetic ketoacidosis).',
          advice: CALL_BACK,
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
