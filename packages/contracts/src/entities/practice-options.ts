/** Practice options and the call-note template (spec section 3). */
import { z } from 'zod';

/** In the order the console offers them: the default first, then more of the advice. */
export const CareAdviceMode = z.enum(['simple', 'headings', 'detailed']);
export type CareAdviceMode = z.infer<typeof CareAdviceMode>;

export const QuestionChoiceDisplay = z.enum(['onlyYes', 'yesAndNo']);
export type QuestionChoiceDisplay = z.infer<typeof QuestionChoiceDisplay>;

export const VideoVisitStrategy = z.enum(['user', 'protocol', 'disposition']);
export type VideoVisitStrategy = z.infer<typeof VideoVisitStrategy>;

export const CallSummaryVersion = z.enum(['20250113-VA', '20250429-VA', '20190114', '20240701']);
export type CallSummaryVersion = z.infer<typeof CallSummaryVersion>;

export const CallSummaryButtonIcon = z.enum(['check', 'save', 'clipboard', 'document', 'note', 'fa-check']);

/** 'event' posts events; 'postMessage' makes the COPY action send the summary to the host. */
export const CallSummaryMethod = z.enum(['event', 'postMessage']);
export type CallSummaryMethod = z.infer<typeof CallSummaryMethod>;

export const CallSummaryOptions = z.looseObject({
  format: z.literal('object').optional(),
  method: CallSummaryMethod.optional(),
  version: z.string().optional(),
  buttonIcon: CallSummaryButtonIcon.optional(),
  buttonText: z.string().optional(),
  originWhitelist: z.array(z.string()).optional(),
});
export type CallSummaryOptions = z.infer<typeof CallSummaryOptions>;

/**
 * The options a practice set, as they are stored: every option optional, no default applied.
 * Unknown keys are passed through (spec section 3).
 */
export const PracticeOptionsSet = z.looseObject({
  careAdviceMode: CareAdviceMode.optional(),
  multipleProtocols: z.boolean().optional(),
  videoVisitStrategy: VideoVisitStrategy.optional(),
  enforceSubscriptions: z.boolean().optional(),
  allowCustomProtocolMetadata: z.boolean().optional(),
  disableHandouts: z.boolean().optional(),
  disableTracking: z.boolean().optional(),
  disableAdmin: z.boolean().optional(),
  integrationDisabled: z.boolean().optional(),
  questionChoiceDisplay: QuestionChoiceDisplay.optional(),
  /** Source protocol ids whose calls require the suicide-risk screening. */
  columbiaScaleProtocols: z.array(z.number().int()).optional(),
  showDispositionScript: z.boolean().optional(),
  persistCall: z.boolean().optional(),
  callSummaryOptions: CallSummaryOptions.optional(),
  /**
   * Not in the spec (ADR 0034): COPY of a call with no triage question answered yes first asks 'No
   * Positive Triage Question' (Return to Call or Copy Anyway). Off unless set.
   */
  confirmCopyWithoutPositive: z.boolean().optional(),
  /**
   * Issue 34 (ADR 0045): publishing a protocol draft needs a second medical director's approval of
   * that exact draft (its author cannot approve it). Off unless set.
   */
  protocolTwoPersonReview: z.boolean().optional(),
  /** Not in the spec (issue 36, ADR 0046): the phone number patients call, printed on handouts; none when not set. */
  handoutPhone: z.string().trim().min(1).max(40).optional(),
  /** The IANA time zone the reports' hour of week is counted in (docs/reports.md); UTC when not set. */
  timeZone: z.string().optional(),
});
export type PracticeOptionsSet = z.infer<typeof PracticeOptionsSet>;

/**
 * The options in effect: what the practice set, and the spec's default for each option it did not
 * (the one owner of these defaults; an option without one is off, or not set, when absent).
 */
export const PracticeOptions = PracticeOptionsSet.extend({
  careAdviceMode: CareAdviceMode.default('simple'),
  questionChoiceDisplay: QuestionChoiceDisplay.default('onlyYes'),
  persistCall: z.boolean().default(true),
});
export type PracticeOptions = z.infer<typeof PracticeOptions>;

export interface CallNoteLayoutNode {
  type: 'root' | 'protocols';
  /** Template name (or mime type key) rendered by this node. */
  template?: string | undefined;
  mimeType?: string | undefined;
  /** Separator placed between this node's sections. */
  betweenSections?: string | undefined;
  layout?: CallNoteLayoutNode[] | undefined;
  custom?: { betweenProtocols?: string | undefined } | undefined;
}

export const CallNoteLayoutNode: z.ZodType<CallNoteLayoutNode> = z.lazy(() =>
  z.object({
    type: z.enum(['root', 'protocols']),
    template: z.string().optional(),
    mimeType: z.string().optional(),
    betweenSections: z.string().optional(),
    layout: z.array(CallNoteLayoutNode).optional(),
    custom: z.object({ betweenProtocols: z.string().optional() }).optional(),
  }),
);

export const CallNoteTemplate = z.object({
  /** Map of name (or mime type) to Handlebars text. */
  templates: z.record(z.string(), z.string()),
  layout: CallNoteLayoutNode,
});
export type CallNoteTemplate = z.infer<typeof CallNoteTemplate>;
