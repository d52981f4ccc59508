/**
 * The host bridge: the window messages exchanged between Triage Desk running in an iframe and its
 * host page, an EHR or CRM (spec sections 4 'Embedding handshake', 5 'Bridge message envelope (v2)',
 * 6, 7 'Host messaging', 8 and 9). The published API for host developers is docs/bridge.md.
 *
 * Two families share the channel:
 * - v1 messages, recognised by their `subject` (ct-ready, ct-init, ct-init-ack, ct-call-summary);
 * - v2 envelopes, recognised by `ctVersion: '2.0'`: commands, events, responses and errors.
 *
 * Every id in the v2 API is a string (protocol ids are full ids such as 'oh_adult240').
 * All texts are plain text: neither side may treat message data as markup.
 */
import { z } from 'zod';
import { SuggestionConfidence, SuggestionSelection } from './entities/call.ts';
import { CallSummary } from './entities/call-summary.ts';

/** The envelope version of the v2 bridge (spec section 9). */
const BRIDGE_ENVELOPE_VERSION = '2.0';

/**
 * A web origin: scheme, host and optional port, without path, query or wildcard
 * (for example https://ehr.example.org or http://127.0.0.1:3100). A trailing slash and upper case
 * are tolerated here; origins are normalised before they are compared, and compared exactly.
 * @internal
 */
export const BridgeOrigin = z
  .string()
  .max(255)
  .regex(
    /^[a-z][a-z0-9+.-]*:\/\/(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?\/?$/i,
    'must be an origin such as https://ehr.example.org (scheme, host and optional port; no path, no wildcard)',
  );

/** 1 to 20 origins. (A refinement rather than min/max, which zod also applies to a string given instead.) */
const BridgeOriginWhitelist = z
  .array(BridgeOrigin)
  .refine((origins) => origins.length >= 1 && origins.length <= 20, 'must list 1 to 20 origins');

// ---------------------------------------------------------------------------------------------
// v1 messages

/** Outbound: the app announces it is loaded and listening. Carries no data. */
export const CtReadyMessage = z.object({ subject: z.literal('ct-ready') });
export type CtReadyMessage = z.infer<typeof CtReadyMessage>;

/** Inbound: the host starts the handshake, optionally naming every origin allowed to talk to the app. */
export const CtInitMessage = z.object({
  subject: z.literal('ct-init'),
  originWhitelist: BridgeOriginWhitelist.optional(),
});
export type CtInitMessage = z.infer<typeof CtInitMessage>;

/** Outbound: the app acknowledges ct-init; queued messages follow. */
export const CtInitAckMessage = z.object({ subject: z.literal('ct-init-ack') });
export type CtInitAckMessage = z.infer<typeof CtInitAckMessage>;

/** Outbound: the call summary and the call note text (spec section 3, 'Host message body'). */
export const CtCallSummaryMessage = z.object({
  subject: z.literal('ct-call-summary'),
  messageBody: z.object({ callSummary: CallSummary, callSummaryText: z.string() }),
});
export type CtCallSummaryMessage = z.infer<typeof CtCallSummaryMessage>;

// ---------------------------------------------------------------------------------------------
// v2 envelope

const BridgeCorrelationId = z.string().min(1).max(128);

const envelopeFields = {
  ctVersion: z.literal(BRIDGE_ENVELOPE_VERSION),
  action: z.string().min(1).max(64),
  /** ISO-8601 date-time, e.g. 2026-01-31T14:05:00.000Z. */
  timestamp: z.iso.datetime({ offset: true }),
};

/** Codes of the errors the app answers commands with (spec section 8, 'Bridge'). */
export const BridgeErrorCode = z.enum([
  /** The action is not a command of this API: 'Unknown command: {action}'. */
  'UNKNOWN_COMMAND',
  /** The handler failed; the message is the failure's message. */
  'UNEXPECTED',
  /** The envelope or the command's payload is invalid; `issues` lists every problem. */
  'VALIDATION_ERROR',
  /** A command of this API that the app cannot serve in its current state (e.g. before sign-in). */
  'UNAVAILABLE',
]);
export type BridgeErrorCode = z.infer<typeof BridgeErrorCode>;

/** One validation problem: the dotted path of the field ('' for the whole value) and what is wrong. */
export const BridgeIssue = z.object({ path: z.string(), message: z.string() });
export type BridgeIssue = z.infer<typeof BridgeIssue>;

/** The payload of an error envelope. Hosts answering the app's commands may use codes of their own. */
const BridgeErrorPayload = z.object({
  code: z.string().min(1).max(64),
  message: z.string(),
  issues: z.array(BridgeIssue).optional(),
});

export const BridgeCommandEnvelope = z.object({
  ...envelopeFields,
  type: z.literal('command'),
  correlationId: BridgeCorrelationId,
  payload: z.unknown().optional(),
});
export type BridgeCommandEnvelope = z.infer<typeof BridgeCommandEnvelope>;

export const BridgeEventEnvelope = z.object({
  ...envelopeFields,
  type: z.literal('event'),
  correlationId: BridgeCorrelationId.optional(),
  payload: z.unknown().optional(),
});
export type BridgeEventEnvelope = z.infer<typeof BridgeEventEnvelope>;

export const BridgeResponseEnvelope = z.object({
  ...envelopeFields,
  type: z.literal('response'),
  /** The correlation id of the command answered. */
  correlationId: BridgeCorrelationId,
  payload: z.unknown().optional(),
});
export type BridgeResponseEnvelope = z.infer<typeof BridgeResponseEnvelope>;

export const BridgeErrorEnvelope = z.object({
  ...envelopeFields,
  type: z.literal('error'),
  /** The correlation id of the command answered. */
  correlationId: BridgeCorrelationId,
  payload: BridgeErrorPayload,
});
export type BridgeErrorEnvelope = z.infer<typeof BridgeErrorEnvelope>;

/** Any v2 message; correlationId is mandatory for command, response and error (spec section 5). */
export const BridgeEnvelope = z.discriminatedUnion('type', [
  BridgeCommandEnvelope,
  BridgeEventEnvelope,
  BridgeResponseEnvelope,
  BridgeErrorEnvelope,
]);
export type BridgeEnvelope = z.infer<typeof BridgeEnvelope>;

/** The v2 form of the handshake: a command with this action, answered by a response. */
export const BRIDGE_INIT_ACTION = 'init';
export const BridgeInitPayload = z.object({ originWhitelist: BridgeOriginWhitelist.optional() }).default({});
export type BridgeInitPayload = z.infer<typeof BridgeInitPayload>;

// ---------------------------------------------------------------------------------------------
// v2 events (app -> host)

/** 'search' is the Protocols tab. */
const BridgeTab = z.enum(['search', 'plan', 'triage']);

const ProtocolSelectedEvent = z.object({ protocolId: z.string() });
/** @internal */
export const DispositionSelectedEvent = z.object({
  protocolId: z.string(),
  protocolTitle: z.string(),
  /** 1 (most urgent) to 3. */
  dispositionLevel: z.number().int(),
  dispositionTitle: z.string(),
  /** The disposition's guidance for the caller, as plain text, when it has one. */
  guidance: z.string().optional(),
});
/** @internal */
export const TabChangedEvent = z.object({ tab: BridgeTab });

/** Every event the app sends, with its payload. */
export const BRIDGE_EVENTS = {
  'protocol-selected': ProtocolSelectedEvent,
  'disposition-selected': DispositionSelectedEvent,
  'tab-changed': TabChangedEvent,
} as const;
export type BridgeEventAction = keyof typeof BRIDGE_EVENTS;
export type BridgeEventPayload<A extends BridgeEventAction> = z.infer<(typeof BRIDGE_EVENTS)[A]>;

// ---------------------------------------------------------------------------------------------
// v2 commands (host -> app): payloads and results

const requiredString = (field: string) =>
  z.string({ error: `${field} is required and must be a string` }).min(1, `${field} must not be empty`);

/** No payload: `payload` may be left out; extra fields are ignored. */
const NoPayload = z.object({}).default({});
/** The result of a command that only acts. */
const EmptyResult = z.object({});

const ProtocolSearchPayload = z.object({
  query: z
    .string({ error: 'query is required and must be a string' })
    .trim()
    .min(1, 'query must not be empty')
    .max(200),
  limit: z.number().int().min(1).max(50).default(10),
});
const AgeGroup = z.enum(['Adult', 'Pediatric']);
export const ProtocolSearchHit = z.object({
  /** The protocol's full id, for protocol-select. */
  id: z.string(),
  title: z.string(),
  definition: z.string(),
  ageGroup: AgeGroup,
});
export type ProtocolSearchHit = z.infer<typeof ProtocolSearchHit>;
const ProtocolSearchResult = z.array(ProtocolSearchHit);

const ProtocolSelectPayload = z.object({ protocolId: requiredString('protocolId') });
const ProtocolSelectResult = z.object({ protocolId: z.string(), title: z.string() });

/** Optional protocol id: the active protocol when left out. */
const ProtocolScopePayload = z.object({ protocolId: z.string().min(1).optional() }).default({});

/** 'Y' yes, 'N' no. */
const YesNo = SuggestionSelection;
const BridgeQuestionSuggestion = z.object({
  selection: YesNo,
  confidence: SuggestionConfidence,
  explanation: z.string().optional(),
});
export const BridgeQuestion = z.object({
  id: z.string(),
  /** Plain text. */
  text: z.string(),
  /** 'Y' yes, 'N' no, null unanswered. */
  answered: YesNo.nullable(),
  suggestion: BridgeQuestionSuggestion.optional(),
});
export type BridgeQuestion = z.infer<typeof BridgeQuestion>;
const BridgeDisposition = z.object({
  id: z.string(),
  title: z.string(),
  dispositionLevel: z.number().int(),
  questions: z.array(BridgeQuestion),
});
const GetProtocolQuestionsResult = z.object({
  protocolId: z.string(),
  dispositions: z.array(BridgeDisposition),
});

const BridgeAdviceTopic = z.object({ id: z.string(), title: z.string() });
const GetProtocolAdviceResult = z.object({ topics: z.array(BridgeAdviceTopic) });

/** Accepted and ignored: any object. */
const AnyRecordPayload = z.looseObject({}).default({});

/** @internal */
export const QuestionSuggestPayload = z.object({
  questionId: requiredString('questionId'),
  selection: z.enum(SuggestionSelection.options, { error: "selection must be 'Y' or 'N'" }),
  confidence: z.enum(SuggestionConfidence.options, { error: "confidence must be 'low', 'medium' or 'high'" }),
  explanation: z.string().max(2000).optional(),
});

const NavigateResult = z.object({ tab: BridgeTab });
const ResetCallResult = z.object({
  /** False when the app asked the user to confirm the reset instead (unsaved call data). */
  reset: z.boolean(),
});

/** get-call-bundle: the chart context the host gives (FHIR references such as 'Patient/123'). */
const GetCallBundlePayload = z.object({
  patient: requiredString('patient').max(500),
  encounter: z.string().min(1).max(500).optional(),
  practitioner: z.string().min(1).max(500).optional(),
  practitionerName: z.string().min(1).max(200).optional(),
});
/** The call as a FHIR R4 transaction Bundle (docs/smart-on-fhir.md) and the rules it breaks, if any. */
const GetCallBundleResult = z.object({
  bundle: z.looseObject({ resourceType: z.literal('Bundle'), type: z.literal('transaction') }),
  problems: z.array(z.string()),
});

/** Every command the host may send, with its payload and result schemas. */
export const BRIDGE_COMMANDS = {
  'protocol-search': { payload: ProtocolSearchPayload, result: ProtocolSearchResult },
  'protocol-select': { payload: ProtocolSelectPayload, result: ProtocolSelectResult },
  'get-protocol-questions': { payload: ProtocolScopePayload, result: GetProtocolQuestionsResult },
  'get-protocol-advice': { payload: ProtocolScopePayload, result: GetProtocolAdviceResult },
  'record-question-response': { payload: AnyRecordPayload, result: EmptyResult },
  'record-advice-selection': { payload: AnyRecordPayload, result: EmptyResult },
  'question-suggest': { payload: QuestionSuggestPayload, result: EmptyResult },
  'navigate-triage': { payload: NoPayload, result: NavigateResult },
  'navigate-plan': { payload: NoPayload, result: NavigateResult },
  'reset-call': { payload: NoPayload, result: ResetCallResult },
  'get-call-bundle': { payload: GetCallBundlePayload, result: GetCallBundleResult },
} as const;
export type BridgeCommandAction = keyof typeof BRIDGE_COMMANDS;
/** What a handler receives: the payload after validation and defaults. */
export type BridgeCommandPayload<A extends BridgeCommandAction> = z.output<(typeof BRIDGE_COMMANDS)[A]['payload']>;
/** What a handler returns. */
export type BridgeCommandResult<A extends BridgeCommandAction> = z.input<(typeof BRIDGE_COMMANDS)[A]['result']>;

/** True when `action` names a command of this API (own keys only: 'toString' is not a command). */
export function isBridgeCommandAction(action: string): action is BridgeCommandAction {
  return Object.hasOwn(BRIDGE_COMMANDS, action);
}
