/**
 * The authoring format of a protocol. Each protocol is written once, as a TypeScript module
 * exporting `defineProtocol({...})`, and built into the served JSON of both its office-hours and
 * its after-hours content set: the clinical questions are shared, the dispositions come from the
 * question's urgency tier (see `TIERS`). Numeric ids (questions, advice topics, smaps) are assigned
 * by the build, so authors refer to things by key.
 */

/** Urgency tiers, most acute first. The build maps each to a disposition of each content-set group. */
export const TIERS = ['call-911', 'ed-now', 'see-now', 'see-today', 'see-3-days', 'home-care'] as const;
export type Tier = (typeof TIERS)[number];

export type Audience = 'adult' | 'peds';

export interface SourceReference {
  title: string;
  author?: string;
  source?: string;
  /** Only when certain the id is real. */
  pubMedId?: string;
}

export interface SourceQuestion {
  /** HTML (b, i, em, strong, ul, li, br allowed). */
  text: string;
  /** Labelled parts: 'R/O: ...', 'REASON: ...', 'NOTE: ...', 'FIRST AID: ...' separated by newlines. */
  reason?: string;
  /** Keys of advice topics this question activates. */
  advice?: string[];
  /** Slug of the protocol this question sends the nurse to, when it does. */
  smap?: string;
  /** True where a video visit could stand in for an office visit. */
  videoVisitEligible?: boolean;
}

export interface SourceTierQuestions {
  tier: Tier;
  questions: SourceQuestion[];
}

export interface SourceAdviceTopic {
  /** Unique within the protocol; referenced by questions' `advice`. */
  key: string;
  title: string;
  isReasonsToCallBack?: boolean;
  /** Plain text or light HTML. */
  nuggets: string[];
}

export interface SourceAdviceSection {
  title: string;
  topics: SourceAdviceTopic[];
}

export interface SourceProtocol {
  /** kebab-case, unique within its audience: the file name without extension. */
  slug: string;
  sourceProtocolId: number;
  audience: Audience;
  title: string;
  /** Lay words, synonyms and common misspellings callers and nurses use. */
  keywords: string[];
  /** HTML */
  definition: string;
  /** HTML */
  background?: string;
  /** Numbered lines ('1. LOCATION: Where is the pain?'), bullets with '- ' (spec section 5). */
  initialAssessment?: string;
  /** HTML */
  firstAid?: string;
  references: SourceReference[];
  /** 'Use A Different Protocol If...': slug of a protocol of the same audience and the HTML reason. */
  useDifferentProtocolIf: { protocol: string; text: string }[];
  /** Ordered most acute tier first; questions within a tier most dangerous first. */
  triage: SourceTierQuestions[];
  advice: SourceAdviceSection[];
  /** 'No protocol' protocols (information-only calls etc.) carry their fixed list order. */
  noProtocolOrder?: number;
  /**
   * Why this protocol, although it has triage questions, clinically has no level-1 (emergency) or
   * no level-3 (home care) disposition in some content set. The content check requires both
   * unless this explains the exception.
   */
  dispositionLevelsExemption?: string;
  /**
   * Only the administrative 'no protocol' kinds (information, lab results, appointment, hung up):
   * why a call here needs no triage. Every other protocol has triage questions (content check).
   */
  noTriageBecause?: string;
}

export function defineProtocol(protocol: SourceProtocol): SourceProtocol {
  return protocol;
}
