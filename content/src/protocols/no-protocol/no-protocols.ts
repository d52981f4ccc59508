/**
 * The eight 'no protocol' protocols (spec section 9). The four administrative kinds (information,
 * lab results, appointment, hung up) carry the short screen of admin-screens.ts (issue 25, blind
 * set 2: a call in 'Information Only Call' ended with no disposition). 'No Protocol Fits' carries the
 * generic red-flag screen of red-flag-screens.ts, and 'Medication Question' and 'Prescription
 * Refill' the medicine screen of medicine-screens.ts, so that every call that can land in them
 * reaches a disposition. All
 * carry `noProtocolOrder` for their fixed place in the list, and use source ids 901–908.
 *
 * Which content sets carry them: the six general ones (901–906) are in all four sets, so that an
 * adult-only or pediatric-only practice has every one of them; 'No Protocol Fits — Adult' (907) is
 * only in the adult sets and 'No Protocol Fits — Pediatric' (908) only in the pediatric sets. A
 * practice with both audiences sees the general ones once per audience, with the A/P marker.
 */
import type {
  Audience,
  SourceAdviceSection,
  SourceProtocol,
  SourceReference,
  SourceTierQuestions,
} from '../../source/define-protocol.ts';
import { withFinalPath, withUnknownAnswers } from '../shared/findings.ts';
import { adminAdvice, adminScreen } from './admin-screens.ts';
import { medicineAdvice, medicineScreen } from './medicine-screens.ts';
import { ADULT_ASSESSMENT, ADULT_SCREEN, PEDS_ASSESSMENT, PEDS_SCREEN, screenAdvice } from './red-flag-screens.ts';

interface NoProtocol {
  slug: string;
  sourceProtocolId: number;
  noProtocolOrder: number;
  audiences: Audience[];
  title: string;
  keywords: string[];
  definition: string;
  /** The administrative kinds only: why a call here needs no triage (the content check requires it). */
  noTriageBecause?: string;
  /** 'No Protocol Fits' (the generic red-flag screen) and the medicine calls (medicine-screens.ts). */
  initialAssessment?: string;
  /** The triage questions, or a function of the audience where adults and children are asked differently. */
  triage?: SourceTierQuestions[] | ((audience: Audience) => SourceTierQuestions[]);
  advice?: SourceAdviceSection[];
  references?: SourceReference[];
}

const SCREEN_REFERENCES: SourceReference[] = [
  { title: 'Telephone Triage Protocols for Nurses', author: 'Briggs JK', source: 'Wolters Kluwer (5th edition)' },
];

const BOTH: Audience[] = ['adult', 'peds'];

const NO_PROTOCOLS: NoProtocol[] = [
  {
    slug: 'information-only-call',
    sourceProtocolId: 901,
    noProtocolOrder: 1,
    audiences: BOTH,
    title: 'Information Only Call',
    keywords: [
      'information',
      'info only',
      'informaton',
      'general question',
      'office hours',
      'directions',
      'insurance',
      'billing',
      'forms',
      'school note',
      'travel vaccines',
      'travel shots',
      'pre-travel',
      'malaria tablets',
      'birth control',
      'contraception',
      'morning after pill',
      'emergency contraception',
      'missed pill',
    ],
    definition:
      '<p>The caller wants information only (office hours, directions, forms, billing, general health information) and reports <b>no symptoms</b> that need triage.</p><p>If any symptom is mentioned, use the protocol for that symptom instead.</p>',
    triage: (audience) => adminScreen('information', audience),
    advice: adminAdvice(),
    references: SCREEN_REFERENCES,
  },
  {
    slug: 'medication-question',
    sourceProtocolId: 902,
    noProtocolOrder: 2,
    audiences: BOTH,
    title: 'Medication Question',
    keywords: [
      'medication',
      'medicine',
      'medcation',
      'medicene',
      'dose',
      'dosage',
      'missed dose',
      'side effect',
      'drug interaction',
      'how much to give',
      'pharmacy question',
    ],
    definition:
      '<p>A question about a medicine: dose, missed dose, side effects, interactions, or how to give it, with <b>no new symptoms</b> that need triage.</p><p>Use the symptom protocol instead for possible side effects that are symptoms (rash, vomiting, breathing trouble), and the Poisoning protocol for an overdose or a medicine taken by mistake.</p>',
    triage: medicineScreen('question'),
    advice: medicineAdvice('question'),
    references: SCREEN_REFERENCES,
  },
  {
    slug: 'lab-results',
    sourceProtocolId: 903,
    noProtocolOrder: 3,
    audiences: BOTH,
    title: 'Lab Results',
    keywords: [
      'lab results',
      'labs',
      'test results',
      'blood test',
      'blood work',
      'culture results',
      'x-ray results',
      'xray',
      'results',
      'reslts',
    ],
    definition:
      '<p>The caller asks for the result of a laboratory test, culture or imaging study. Give results only as allowed by practice policy and the ordering provider.</p><p>If the caller also reports symptoms, triage the symptoms with their protocol.</p>',
    triage: (audience) => adminScreen('results', audience),
    advice: adminAdvice(),
    references: SCREEN_REFERENCES,
  },
  {
    slug: 'prescription-refill',
    sourceProtocolId: 904,
    noProtocolOrder: 4,
    audiences: BOTH,
    title: 'Prescription Refill',
    keywords: [
      'refill',
      'prescription',
      'perscription',
      'prescripton',
      'rx',
      'renew',
      'renewal',
      'out of medicine',
      'ran out',
      'pharmacy',
    ],
    definition:
      '<p>A request to refill or renew a prescription, with no new symptoms. Handle per practice refill policy; note the medicine, dose, pharmacy and how many doses are left.</p><p>If the patient has run out of a medicine that cannot be missed safely (for example insulin, seizure or heart medicines), discuss with the provider the same day.</p>',
    triage: medicineScreen('refill'),
    advice: medicineAdvice('refill'),
    references: SCREEN_REFERENCES,
  },
  {
    slug: 'appointment-request',
    sourceProtocolId: 905,
    noProtocolOrder: 5,
    audiences: BOTH,
    title: 'Appointment Request',
    keywords: [
      'appointment',
      'appt',
      'apointment',
      'schedule',
      'book',
      'reschedule',
      'cancel appointment',
      'check-up',
      'physical',
      'well visit',
    ],
    definition:
      '<p>A request to make, change or cancel an appointment for a reason that needs no triage (check-up, follow-up, routine visit).</p><p>If the appointment is for a symptom (new, getting worse, or one that will not go away), triage the symptom with its protocol first.</p>',
    triage: (audience) => adminScreen('appointment', audience),
    advice: adminAdvice(),
    references: SCREEN_REFERENCES,
  },
  {
    slug: 'caller-hung-up',
    sourceProtocolId: 906,
    noProtocolOrder: 6,
    audiences: BOTH,
    title: 'Caller Hung Up',
    keywords: [
      'hung up',
      'hang up',
      'disconnected',
      'dropped call',
      'call dropped',
      'lost call',
      'no answer',
      'unable to reach',
      'callback failed',
    ],
    definition:
      '<p>The call ended before triage was complete, or the caller could not be reached on callback. Document what was learned and the callback attempts made per practice policy.</p><p>If the caller described a possible emergency before the call ended, follow practice policy for emergency welfare checks. If the caller is reached on callback, triage any symptom with its protocol.</p>',
    triage: (audience) => adminScreen('hung-up', audience),
    advice: adminAdvice(),
    references: SCREEN_REFERENCES,
  },
  {
    slug: 'no-protocol-fits-adult',
    sourceProtocolId: 907,
    noProtocolOrder: 7,
    audiences: ['adult'],
    title: 'No Protocol Fits — Adult',
    keywords: [
      'no protocol',
      'no protocol fits',
      'not listed',
      'none fit',
      'other',
      'other symptom',
      'unknown',
      'hiccups',
      'head lice',
      'lice',
      'jet lag',
      'bedwetting',
      'tired',
      'tiredness',
      'tired all the time',
      'fatigue',
      'exhausted',
      'no energy',
      'worn out',
    ],
    definition:
      "<p>No adult protocol fits the caller's main symptom. Ask the red-flag screen below, which reaches a disposition for any symptom; add nursing judgement, document the symptoms and reasoning, and discuss with the provider when unsure.</p>",
    initialAssessment: ADULT_ASSESSMENT,
    triage: ADULT_SCREEN,
    advice: screenAdvice('adult'),
    references: SCREEN_REFERENCES,
  },
  {
    slug: 'no-protocol-fits-pediatric',
    sourceProtocolId: 908,
    noProtocolOrder: 8,
    audiences: ['peds'],
    title: 'No Protocol Fits — Pediatric',
    keywords: [
      'no protocol',
      'no protocol fits',
      'not listed',
      'none fit',
      'other',
      'other symptom',
      'child',
      'kid',
      'bedwetting',
      'wetting the bed',
      'hiccups',
      'anxiety',
      'anxious child',
      'worries',
      'school refusal',
    ],
    definition:
      "<p>No pediatric protocol fits the child's main symptom. Ask the red-flag screen below, which reaches a disposition for any symptom; add nursing judgement, document the symptoms and reasoning, and discuss with the provider when unsure.</p>",
    initialAssessment: PEDS_ASSESSMENT,
    triage: PEDS_SCREEN,
    advice: screenAdvice('peds'),
    references: SCREEN_REFERENCES,
  },
];

/** One source protocol per audience that carries it. */
export const noProtocolSources: SourceProtocol[] = NO_PROTOCOLS.flatMap(({ audiences, ...entry }) =>
  audiences.map(
    (audience): SourceProtocol => ({
      ...entry,
      audience,
      references: entry.references ?? [],
      useDifferentProtocolIf: [],
      triage: (typeof entry.triage === 'function' ? entry.triage(audience) : entry.triage) ?? [],
      advice: entry.advice ?? [],
    }),
  ),
)
  .map(withFinalPath)
  .map(withUnknownAnswers);
