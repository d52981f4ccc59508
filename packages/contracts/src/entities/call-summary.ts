/** The call summary sent to the host page and used to build the call note (spec section 3). */
import { z } from 'zod';
import { ColumbiaResult } from './call.ts';
import { Answer } from './protocol.ts';

export const SummaryQuestion = z.object({ id: z.number().int(), text: z.string() });

export const SummaryAdviceSection = z.object({
  title: z.string(),
  adviceTopics: z.array(z.object({ id: z.number().int(), title: z.string(), adviceNuggets: z.array(z.string()) })),
});

export const SummaryVideoVisit = z.object({ offered: Answer, accepted: Answer, status: z.string() });

export const SummaryProtocol = z.object({
  id: z.string(),
  title: z.string(),
  content_set: z.string(),
  disposition: z.union([z.string(), z.object({ id: z.number().int(), title: z.string() })]).nullable(),
  videoVisit: SummaryVideoVisit.nullish(),
  positiveQuestions: z.array(SummaryQuestion),
  negativeQuestions: z.array(SummaryQuestion).optional(),
  adviceSections: z.array(SummaryAdviceSection),
  otcRecommendations: z.array(z.string()),
  handoutsSent: z.array(z.string()),
});
export type SummaryProtocol = z.infer<typeof SummaryProtocol>;

export const CallSummary = z.object({
  ctVersion: z.string(),
  narrativeText: z.string(),
  callDisposition: z
    .object({
      title: z.string(),
      override: z.object({ reason: z.string(), details: z.string() }).optional(),
    })
    .nullable(),
  ssrsResult: z
    .object({
      bypassDetails: z.object({ reason: z.string().nullable(), otherReason: z.string().nullable() }),
      result: ColumbiaResult,
      questions: z.array(z.object({ id: z.number().int(), text: z.string(), selection: Answer })),
    })
    .optional(),
  protocols: z.array(SummaryProtocol),
});
export type CallSummary = z.infer<typeof CallSummary>;
