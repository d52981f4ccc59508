/** Call state, suicide-risk scale, suggestions and the call summary (spec section 3). */
import { z } from 'zod';
import { Answer, Disposition, SelectedProtocol } from './protocol.ts';

/** The reasons a nurse can give for overriding the call disposition, in the order shown (spec section 5). */
export const OVERRIDE_REASONS = [
  'Already seen and questions',
  'Already seen and worse',
  'Caller refused suggested disposition',
  "Can't get off work",
  'COVID-19 policy',
  'Desired specific provider',
  'End of day or office closed',
  'Needs education',
  'No appointments available',
  'Nurse judgment',
  'Organization policy',
  'Patient out of town',
  'Prescription issue',
  'Provider decision',
  'Requests to speak with provider',
  'Transportation not available',
  'Other',
] as const;
export const OverrideReason = z.enum(OVERRIDE_REASONS);
export type OverrideReason = z.infer<typeof OverrideReason>;

export const DispositionOverride = z.object({
  disposition: Disposition.nullable(),
  reason: z.string().nullable(),
  notes: z.string().nullish(),
});
export type DispositionOverride = z.infer<typeof DispositionOverride>;

/** The reasons a screening can be bypassed with, in the order shown (spec section 4). */
export const COLUMBIA_BYPASS_REASONS = [
  'Refused to answer',
  'Hung up before completion',
  'Call was from caregiver',
  'Symptoms required immediate response',
  'Other',
] as const;
export const ColumbiaBypassReason = z.enum(COLUMBIA_BYPASS_REASONS);
export type ColumbiaBypassReason = z.infer<typeof ColumbiaBypassReason>;

export const ColumbiaQuestion = z.object({
  id: z.number().int().min(1).max(8),
  text: z.string(),
  options: z.array(z.object({ label: z.string(), value: z.boolean() })),
  selection: Answer,
});
export type ColumbiaQuestion = z.infer<typeof ColumbiaQuestion>;

export const ColumbiaScore = z.enum(['positive', 'negative']);
export type ColumbiaScore = z.infer<typeof ColumbiaScore>;

export const ColumbiaResult = z.object({
  score: ColumbiaScore.nullable(),
  reasons: z.array(z.string()),
});
export type ColumbiaResult = z.infer<typeof ColumbiaResult>;

export const ColumbiaBypass = z.object({
  reason: ColumbiaBypassReason.nullable(),
  otherReason: z.string().nullable(),
});
export type ColumbiaBypass = z.infer<typeof ColumbiaBypass>;

/** false = closed, true = screening, 'bypass' = screening with the Bypass Screening button. */
const ColumbiaModalState = z.union([z.boolean(), z.literal('bypass')]);

export const ColumbiaScale = z.object({
  questions: z.array(ColumbiaQuestion),
  result: ColumbiaResult,
  bypass: ColumbiaBypass,
  modalOpen: ColumbiaModalState,
});
export type ColumbiaScale = z.infer<typeof ColumbiaScale>;

export const CallState = z.object({
  selectedProtocols: z.array(SelectedProtocol),
  /** fullId of the active protocol. */
  activeProtocol: z.string().nullable(),
  dispositionOverride: DispositionOverride.nullable(),
  freeNote: z.string(),
  columbiaScale: ColumbiaScale,
  callId: z.string().nullable(),
  confirmBeforeReset: z.boolean(),
  copyHasOccurred: z.boolean(),
});
export type CallState = z.infer<typeof CallState>;

export const SuggestionSelection = z.enum(['Y', 'N']);
export const SuggestionConfidence = z.enum(['low', 'medium', 'high']);

export const Suggestion = z.object({
  questionId: z.number().int(),
  suggestion: z.object({
    selection: SuggestionSelection,
    confidence: SuggestionConfidence,
    explanation: z.string(),
  }),
});
export type Suggestion = z.infer<typeof Suggestion>;
