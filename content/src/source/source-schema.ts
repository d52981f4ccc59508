/**
 * The authoring format (define-protocol.ts) as a zod schema, so that the content check can report
 * a malformed protocol module precisely (tsx runs sources without type checking) instead of
 * crashing on it. Kept equal to the TypeScript interfaces by the compile-time check at the bottom.
 */
import { z } from 'zod';
import { type SourceProtocol, TIERS } from './define-protocol.ts';

const nonBlank = z.string().trim().min(1, 'must not be empty');

const SourceReferenceSchema = z.strictObject({
  title: z.string(),
  author: z.string().optional(),
  source: z.string().optional(),
  pubMedId: z.string().optional(),
});

const SourceQuestionSchema = z.strictObject({
  text: nonBlank,
  reason: z.string().optional(),
  advice: z.array(z.string()).optional(),
  smap: z.string().optional(),
  videoVisitEligible: z.boolean().optional(),
});

const SourceTierQuestionsSchema = z.strictObject({
  tier: z.enum(TIERS),
  questions: z.array(SourceQuestionSchema),
});

const SourceAdviceTopicSchema = z.strictObject({
  key: nonBlank,
  title: nonBlank,
  isReasonsToCallBack: z.boolean().optional(),
  nuggets: z.array(z.string()),
});

const SourceAdviceSectionSchema = z.strictObject({
  title: nonBlank,
  topics: z.array(SourceAdviceTopicSchema),
});

export const SourceProtocolSchema = z.strictObject({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be kebab-case (a-z, 0-9 and single hyphens)'),
  sourceProtocolId: z.number().int().min(1).max(9999),
  audience: z.enum(['adult', 'peds']),
  title: nonBlank,
  keywords: z.array(z.string()),
  definition: nonBlank,
  background: z.string().optional(),
  initialAssessment: z.string().optional(),
  firstAid: z.string().optional(),
  references: z.array(SourceReferenceSchema),
  useDifferentProtocolIf: z.array(z.strictObject({ protocol: z.string(), text: nonBlank })),
  triage: z.array(SourceTierQuestionsSchema),
  advice: z.array(SourceAdviceSectionSchema),
  noProtocolOrder: z.number().int().min(1).optional(),
  dispositionLevelsExemption: nonBlank.optional(),
  noTriageBecause: nonBlank.optional(),
});

// Compile-time: the schema accepts exactly the authoring interfaces.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const schemaMatchesInterface: Same<z.infer<typeof SourceProtocolSchema>, SourceProtocol> = true;
void schemaMatchesInterface;
