/**
 * Protocol content entities (spec section 3). These are the shapes served by the API,
 * stored in content files and held in the browser's call state.
 */
import { z } from 'zod';

export const ContentSet = z.object({
  id: z.number().int(),
  /** e.g. oh_adult, oh_peds, ah_adult, ah_peds */
  name: z.string().min(1),
  description: z.string(),
  version: z.string(),
  group: z.string(),
  published: z.string(),
  /** Year of publication, shown in the About dialog. */
  year: z.number().int().optional(),
  isOfficeHours: z.boolean().optional(),
  isAfterHours: z.boolean().optional(),
  isAdult: z.boolean().optional(),
  isPediatric: z.boolean().optional(),
  /** Copyright line of the content owner. */
  copyright: z.string().optional(),
  /** True for demo content: every view shows "Demo content — not for clinical use". */
  isDemo: z.boolean().optional(),
});
export type ContentSet = z.infer<typeof ContentSet>;

export const Reference = z.object({
  title: z.string().min(1),
  source: z.string().nullish(),
  author: z.string().nullish(),
  pubMedId: z.string().nullish(),
});
export type Reference = z.infer<typeof Reference>;

/** An alternative protocol ('Use A Different Protocol If...'). */
export const Smap = z.object({
  id: z.number().int(),
  /** HTML */
  text: z.string(),
  protocolTitle: z.string(),
  /** Source protocol id of the alternative protocol. */
  smapAlgorithmId: z.number().int(),
});
export type Smap = z.infer<typeof Smap>;

export const AdviceNugget = z.object({
  text: z.string(),
  selected: z.boolean().default(false),
});
export type AdviceNugget = z.infer<typeof AdviceNugget>;

export const AdviceTopic = z.object({
  id: z.number().int(),
  title: z.string(),
  selected: z.boolean().default(false),
  active: z.boolean().default(false),
  isReasonsToCallBack: z.boolean().default(false),
  adviceNuggets: z.array(AdviceNugget),
  edited: z.boolean().default(false),
  added: z.boolean().default(false),
});
export type AdviceTopic = z.infer<typeof AdviceTopic>;

export const AdviceSection = z.object({
  title: z.string(),
  adviceTopics: z.array(AdviceTopic),
});
export type AdviceSection = z.infer<typeof AdviceSection>;

/** true = yes, false = no, null = unanswered */
export const Answer = z.boolean().nullable();
export type Answer = z.infer<typeof Answer>;

export const Question = z.object({
  id: z.number().int(),
  /** HTML */
  text: z.string(),
  selected: Answer.default(null),
  /** Free text with labelled parts: R/O, FIRST AID, REASON, NOTE, NOTES. */
  reason: z.string().nullish(),
  /** Advice topic ids (or free advice text). */
  advice: z.array(z.union([z.number().int(), z.string()])).default([]),
  /** Source protocol id of the protocol this question sends the nurse to. */
  smapAlgorithmId: z.number().int().nullish(),
  relatedHandouts: z.array(z.string()).optional(),
  ctVideoVisitEligible: z.boolean().optional(),
  videoVisitEligible: z.boolean().optional(),
  videoVisitIneligible: z.boolean().optional(),
  isVideoVisitEligible: z.boolean().optional(),
  videoVisitOffered: Answer.optional(),
  videoVisitAccepted: Answer.optional(),
  userAdviceTopicsAdded: z.array(z.number().int()).optional(),
  userAdviceTopicsRemoved: z.array(z.number().int()).optional(),
  /** Set in per-protocol views. */
  protocolTitle: z.string().optional(),
});
export type Question = z.infer<typeof Question>;

export const Disposition = z.object({
  id: z.number().int(),
  /** 1 = emergency (red), 2 = soon (yellow), 3 = home care (green). */
  dispositionLevelId: z.number().int(),
  /** At the same level a higher rank is more acute. */
  rank: z.number(),
  title: z.string(),
  locationId: z.number().int().nullish(),
  parentDispositionId: z.number().int().nullish(),
  useAsOverride: z.boolean().default(false),
  createdAt: z.string().optional(),
  updatedAt: z.string().optional(),
  deletedAt: z.string().nullish(),
  /** Light markdown (spec section 5, disposition script rendering). */
  script: z.string().nullish(),
  stccLevel: z.number().nullish(),
  selected: z.boolean().nullable().default(null),
  questions: z.array(Question).default([]),
});
export type Disposition = z.infer<typeof Disposition>;

export const ProtocolContent = z.object({
  id: z.number().int(),
  title: z.string(),
  /** HTML */
  definition: z.string(),
  /** HTML */
  background: z.string().nullish(),
  /** Content set id. */
  contentSet: z.number().int(),
  /** Multi-line text in the numbered format of spec section 5. */
  initialAssessmentQuestions: z.string().nullish(),
  references: z.array(Reference).default([]),
  dispositions: z.array(Disposition).nullish(),
  adviceSections: z.array(AdviceSection).default([]),
  /** HTML */
  firstAid: z.string().nullish(),
  smaps: z.array(Smap).default([]),
  keywords: z.array(z.string()).default([]),
});
export type ProtocolContent = z.infer<typeof ProtocolContent>;

export const SelectionMode = z.enum(['toggle', 'explicit']);
export type SelectionMode = z.infer<typeof SelectionMode>;

export const ProtocolListItem = z.object({
  id: z.number().int(),
  /** Content set name + source protocol id, e.g. oh_adult240. */
  fullId: z.string(),
  sourceProtocolId: z.number().int(),
  title: z.string(),
  /** Title with matched words in bold (HTML, everything else escaped). */
  searchTitle: z.string().optional(),
  keywords: z.array(z.string()),
  contentSet: ContentSet,
  /** HTML */
  definition: z.string(),
  smapDispositions: z.array(z.unknown()).default([]),
  smaps: z.array(Smap).default([]),
  version: z.string().nullable(),
  /**
   * The practice's version of this protocol the nurse got (issue 34, ADR 0042), stamped when a
   * medical director publishes it; absent for the licensed protocol. The call note and the FHIR
   * Bundle name it.
   */
  practiceVersion: z.number().int().positive().nullish(),
  locationId: z.number().int().nullable(),
  keywordsCustomized: z.boolean().default(false),
  questionsCustomized: z.boolean().default(false),
  careAdviceCustomized: z.boolean().default(false),
  titleCustomized: z.boolean().default(false),
  allowDemo: z.boolean().default(false),
  /** 'No protocol' protocols (information only, refill...) carry their fixed order here. */
  noProtocolOrder: z.number().int().nullish(),
  selectionMode: SelectionMode.optional(),
});
export type ProtocolListItem = z.infer<typeof ProtocolListItem>;

export const Protocol = ProtocolListItem.extend({
  contentSetId: z.number().int(),
  content: ProtocolContent,
  keywords_customized: z.boolean().default(false),
  questions_customized: z.boolean().default(false),
  care_advice_customized: z.boolean().default(false),
  title_customized: z.boolean().default(false),
  adviceDiscussed: z.boolean().default(false),
  callbackDiscussed: z.boolean().default(false),
});
export type Protocol = z.infer<typeof Protocol>;

/** A protocol in the call: the full protocol (or its list item while loading) and its mode. */
export const SelectedProtocol = Protocol.extend({
  content: ProtocolContent.optional(),
  contentSetId: z.number().int().optional(),
  selectionMode: SelectionMode,
  /** Over-the-counter doses the nurse added from the Medication sub-tab, as written in the note. */
  otcRecommendations: z.array(z.string().max(500)).max(20).optional(),
  /** Handouts given from the Handouts sub-tab and how (never to whom), as written in the note (ADR 0046). */
  handoutsSent: z.array(z.string().max(300)).max(20).optional(),
});
export type SelectedProtocol = z.infer<typeof SelectedProtocol>;
