/**
 * The call summary: the structured record of a call sent to the host page (EHR/CRM) with the
 * call note (spec sections 3 and 9). Its shape depends on the practice's call summary version
 * (`callSummaryOptions.version`, default 20250113-VA); `ctVersion` names the version, so
 * `CallSummary` is a union discriminated by it.
 *
 * | version     | callDisposition                   | protocols[].disposition | videoVisit | ssrsResult |
 * |-------------|-----------------------------------|-------------------------|------------|------------|
 * | 20190114    | {title}                           | title                   | never      | never      |
 * | 20240701    | {title}                           | title                   | (1)        | never      |
 * | 20250113-VA | {title}                           | title                   | never      | always     |
 * | 20250429-VA | {title, override: {reason, details} or null} | {id, title}  | never      | always     |
 *
 * (1) on a protocol whose question answered yes is video-visit eligible.
 *
 * In every version: callDisposition is null when no disposition is selected and no override
 * applies; a protocol's disposition is null when none of its dispositions is selected;
 * negativeQuestions is present only when the practice shows yes-and-no answers
 * (questionChoiceDisplay 'yesAndNo'). All texts are plain text (content HTML is converted).
 */
import { z } from 'zod';
import { ColumbiaResult } from './call.ts';
import { Answer } from './protocol.ts';

/** A triage question answered in the call: its id and its text as plain text. */
const SummaryQuestion = z.object({ id: z.number().int(), text: z.string() });

/** A selected advice topic and the texts of its selected nuggets (plain text). */
const SummaryAdviceTopic = z.object({
  id: z.number().int(),
  title: z.string(),
  adviceNuggets: z.array(z.string()),
});

/**
 * An advice section with its selected topics, ordered 'Nothing by Mouth' first, 'Rest' second,
 * then alphabetically. Sections without a selected topic are left out (spec section 5).
 */
export const SummaryAdviceSection = z.object({
  title: z.string(),
  adviceTopics: z.array(SummaryAdviceTopic),
});
export type SummaryAdviceSection = z.infer<typeof SummaryAdviceSection>;

/**
 * The five video-visit statuses of a question (spec section 4, 'Video visit note status').
 * @internal
 */
export const SummaryVideoVisitStatus = z.enum([
  'not offered',
  'offered and caller accepted',
  'offered and caller declined',
  'offer not recorded',
  'acceptance not recorded',
]);
export type SummaryVideoVisitStatus = z.infer<typeof SummaryVideoVisitStatus>;

/** Version 20240701: the video visit of the protocol's selected, video-visit eligible question. */
const SummaryVideoVisit = z.object({
  offered: Answer,
  /** Null unless offered is true: acceptance counts only if offered. */
  accepted: Answer,
  status: SummaryVideoVisitStatus,
});

/** Fields every version writes for a protocol of the call. */
const summaryProtocolFields = {
  /** The protocol's fullId, e.g. oh_adult240. */
  id: z.string(),
  /** The title, with ' (Adult)' or ' (Pediatric)' when the session has both kinds of content. */
  title: z.string(),
  /** The content set group, except that 'ah' is written 'ah_adult'; 'unknown' when absent. */
  content_set: z.string(),
  /** Questions answered yes. */
  positiveQuestions: z.array(SummaryQuestion),
  /** Questions answered no; present only with questionChoiceDisplay 'yesAndNo'. */
  negativeQuestions: z.array(SummaryQuestion).optional(),
  adviceSections: z.array(SummaryAdviceSection),
  /** Over-the-counter doses the nurse added from the Medication sub-tab (ADR 0044). */
  otcRecommendations: z.array(z.string()),
  /** Handouts given from the Handouts sub-tab and how, never to whom (ADR 0046). */
  handoutsSent: z.array(z.string()),
};

/** Versions 20190114 and 20250113-VA: the disposition is its title. */
export const SummaryProtocol = z.object({ ...summaryProtocolFields, disposition: z.string().nullable() });
export type SummaryProtocol = z.infer<typeof SummaryProtocol>;

/** Version 20240701: adds the video visit when a selected question is video-visit eligible. */
const SummaryProtocol20240701 = SummaryProtocol.extend({ videoVisit: SummaryVideoVisit.optional() });

/** Version 20250429-VA: the disposition is {id, title}. */
const SummaryProtocol20250429 = z.object({
  ...summaryProtocolFields,
  disposition: z.object({ id: z.number().int(), title: z.string() }).nullable(),
});

/** The call's disposition: the override's when one applies, else the highest-acuity selected one. */
const SummaryCallDisposition = z.object({ title: z.string() });

/** Version 20250429-VA: the override's reason and notes ('details'), or null without an override. */
const SummaryCallDisposition20250429 = SummaryCallDisposition.extend({
  override: z.object({ reason: z.string(), details: z.string() }).nullable(),
});

/**
 * The suicide-risk screening (-VA versions only). The bypass reason 'Other' is written
 * 'Other - {otherReason}'. Questions are those answered, in scale order.
 */
export const SummarySsrsResult = z.object({
  bypassDetails: z.object({ reason: z.string().nullable(), otherReason: z.string().nullable() }),
  result: ColumbiaResult,
  questions: z.array(z.object({ id: z.number().int(), text: z.string(), selection: Answer })),
});
export type SummarySsrsResult = z.infer<typeof SummarySsrsResult>;

/** Fields every version writes for the call. */
const callSummaryFields = {
  /** The call's free note, unchanged. */
  narrativeText: z.string(),
  /**
   * The EHR patient the call was taken for (a SMART launch's patient reference, e.g. 'Patient/123'),
   * only when there is one: an addition to the spec's versions (ADR 0032).
   */
  ehrPatient: z.string().optional(),
};

const CallSummary20190114 = z.object({
  ctVersion: z.literal('20190114'),
  ...callSummaryFields,
  callDisposition: SummaryCallDisposition.nullable(),
  protocols: z.array(SummaryProtocol),
});

export const CallSummary20240701 = z.object({
  ctVersion: z.literal('20240701'),
  ...callSummaryFields,
  callDisposition: SummaryCallDisposition.nullable(),
  protocols: z.array(SummaryProtocol20240701),
});
export type CallSummary20240701 = z.infer<typeof CallSummary20240701>;

const CallSummary20250113VA = z.object({
  ctVersion: z.literal('20250113-VA'),
  ...callSummaryFields,
  callDisposition: SummaryCallDisposition.nullable(),
  ssrsResult: SummarySsrsResult,
  protocols: z.array(SummaryProtocol),
});

export const CallSummary20250429VA = z.object({
  ctVersion: z.literal('20250429-VA'),
  ...callSummaryFields,
  callDisposition: SummaryCallDisposition20250429.nullable(),
  ssrsResult: SummarySsrsResult,
  protocols: z.array(SummaryProtocol20250429),
});
export type CallSummary20250429VA = z.infer<typeof CallSummary20250429VA>;

/** A call summary of any supported version, discriminated by ctVersion. */
export const CallSummary = z.discriminatedUnion('ctVersion', [
  CallSummary20250113VA,
  CallSummary20250429VA,
  CallSummary20190114,
  CallSummary20240701,
]);
export type CallSummary = z.infer<typeof CallSummary>;
