/** Protocols, dispositions and instructions, filtered by the session's entitlements (spec section 7). */
import { z } from 'zod';
import { ProtocolNote } from '../entities/account.ts';
import { MedicationDosing } from '../entities/medication.ts';
import { Disposition, Protocol, ProtocolContent, ProtocolListItem } from '../entities/protocol.ts';
import { defineCall, IdParam } from './call.ts';

const ListProtocolsQuery = z.object({ contentSetId: IdParam.optional() });

/** @internal */
export const ProtocolListData = z.object({ protocols: z.array(ProtocolListItem) });
export type ProtocolListData = z.infer<typeof ProtocolListData>;

export const listProtocols = defineCall({
  id: 'ListProtocols',
  method: 'GET',
  path: '/api/protocols',
  summary: "The protocols of the session's content sets",
  description: 'Optionally of one content set (which must be one of the practice’s).',
  tags: ['content'],
  auth: 'session',
  query: ListProtocolsQuery,
  data: ProtocolListData,
  errors: [
    'unauthorized',
    'badData',
    'noContentSets',
    'noAccessToContent',
    'noActiveSubscription',
    'dbValidationFailed',
    'tooManyRequests',
  ],
});

/** `protocolId` is the protocol's source protocol id (sourceProtocolId) within the content set. */
const ProtocolParams = z.object({ contentSetId: IdParam, protocolId: IdParam });

export const ProtocolData = z.object({
  protocol: Protocol,
  /** The practice's own note on this protocol, if any. */
  protocolNote: ProtocolNote.nullable(),
});
export type ProtocolData = z.infer<typeof ProtocolData>;

/** The errors of a call about one or more of the session's protocols. */
export const protocolErrors = [
  'unauthorized',
  'badData',
  'noProtocol',
  'noAccessToContent',
  'noActiveSubscription',
  'dbValidationFailed',
  'tooManyRequests',
] as const;

export const getProtocol = defineCall({
  id: 'GetProtocol',
  method: 'GET',
  path: '/api/protocols/:contentSetId/:protocolId',
  summary: 'A full protocol, with its content',
  description: 'protocolId is the source protocol id (sourceProtocolId) within the content set.',
  tags: ['content'],
  auth: 'session',
  params: ProtocolParams,
  data: ProtocolData,
  errors: protocolErrors,
});

/** A FHIR R4 Questionnaire (JSON), as published: checked here only for its type and canonical URL. */
export const QuestionnaireData = z.looseObject({
  resourceType: z.literal('Questionnaire'),
  url: z.string(),
  version: z.string(),
});
export type QuestionnaireData = z.infer<typeof QuestionnaireData>;

export const getProtocolQuestionnaire = defineCall({
  id: 'GetProtocolQuestionnaire',
  method: 'GET',
  path: '/api/protocols/:contentSetId/:protocolId/questionnaire',
  summary: "A protocol's current version as a FHIR R4 Questionnaire",
  description:
    "One boolean item per triage question (linkId = question id). Its URL is the canonical URL the call's QuestionnaireResponses point at (docs/smart-on-fhir.md).",
  tags: ['content'],
  auth: 'session',
  params: ProtocolParams,
  data: QuestionnaireData,
  errors: protocolErrors,
});

export const getColumbiaQuestionnaire = defineCall({
  id: 'GetColumbiaQuestionnaire',
  method: 'GET',
  path: '/api/questionnaires/c-ssrs-screener',
  summary: 'The C-SSRS screener as a FHIR R4 Questionnaire, with its LOINC codes',
  tags: ['content'],
  auth: 'session',
  data: QuestionnaireData,
  errors: ['unauthorized', 'noActiveSubscription', 'tooManyRequests'],
});

export const ProtocolContentData = z.object({ content: ProtocolContent });
export type ProtocolContentData = z.infer<typeof ProtocolContentData>;

export const getProtocolContent = defineCall({
  id: 'GetProtocolContent',
  method: 'GET',
  path: '/api/protocols/:contentSetId/:protocolId/content',
  summary: "A protocol's content only",
  tags: ['content'],
  auth: 'session',
  params: ProtocolParams,
  data: ProtocolContentData,
  errors: protocolErrors,
});

/** @internal */
export const DispositionListData = z.object({ dispositions: z.array(Disposition) });
export type DispositionListData = z.infer<typeof DispositionListData>;

export const listDispositions = defineCall({
  id: 'ListDispositions',
  method: 'GET',
  path: '/api/dispositions',
  summary: "The dispositions list (global, with the session location's own)",
  description: 'Most acute first: level 1 before 2 before 3, higher rank first within a level.',
  tags: ['content'],
  auth: 'session',
  data: DispositionListData,
  errors: ['unauthorized', 'noDispositions', 'noActiveSubscription', 'dbValidationFailed', 'tooManyRequests'],
});

const PracticeParams = z.object({ practiceId: z.string().min(1).max(100) });

export const listPracticeProtocols = defineCall({
  id: 'ListPracticeProtocols',
  method: 'GET',
  path: '/api/practices/:practiceId/protocols',
  summary: "A practice's protocol list",
  description: "The session's own practice only: another practice id answers noAccessToContent.",
  tags: ['content'],
  auth: 'session',
  params: PracticeParams,
  data: ProtocolListData,
  errors: [
    'unauthorized',
    'badData',
    'noAccessToContent',
    'noContentSets',
    'noActiveSubscription',
    'dbValidationFailed',
    'tooManyRequests',
  ],
});

export const listPracticeDispositions = defineCall({
  id: 'ListPracticeDispositions',
  method: 'GET',
  path: '/api/practices/:practiceId/dispositions',
  summary: "A practice's dispositions list",
  description: "The session's own practice only: another practice id answers noAccessToContent.",
  tags: ['content'],
  auth: 'session',
  params: PracticeParams,
  data: DispositionListData,
  errors: [
    'unauthorized',
    'badData',
    'noAccessToContent',
    'noDispositions',
    'noActiveSubscription',
    'dbValidationFailed',
    'tooManyRequests',
  ],
});

/** @internal */
export const InstructionsData = z.object({
  /** HTML; the client sanitises it before it reaches the DOM. */
  content: z.string(),
});
export type InstructionsData = z.infer<typeof InstructionsData>;

export const getInstructions = defineCall({
  id: 'GetInstructions',
  method: 'GET',
  path: '/api/instructions',
  summary: "The app instructions for the session's location, practice, or everyone",
  tags: ['content'],
  auth: 'session',
  data: InstructionsData,
  errors: ['unauthorized', 'noInstructions', 'noActiveSubscription', 'tooManyRequests'],
});

export const getMedicationDosing = defineCall({
  id: 'GetMedicationDosing',
  method: 'GET',
  path: '/api/medication-dosing',
  summary: 'Over-the-counter dosing tables, adult doses and warnings, with their sources',
  description: 'The same for every session (content data, no patient details); the Medication sub-tab reads it.',
  tags: ['content'],
  auth: 'session',
  data: MedicationDosing,
  errors: ['unauthorized', 'noActiveSubscription', 'tooManyRequests'],
});
