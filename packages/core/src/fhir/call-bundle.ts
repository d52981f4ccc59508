/**
 * The call as one FHIR R4 transaction Bundle (docs/smart-on-fhir.md, "Mapping"), made from the
 * same call record as the call note: the Encounter, a QuestionnaireResponse per protocol, the
 * C-SSRS QuestionnaireResponse and risk Observation, the disposition Observation, the note as a
 * DocumentReference and a Provenance naming the nurse. Pure: time and ids are arguments.
 */
import type { Disposition, Question } from '@triage/contracts';
import { sortDispositions } from '../acuity/index.ts';
import {
  type CallNoteCall,
  type CallNoteOptions,
  type CallRecord,
  collectCallRecord,
} from '../call-note/call-record.ts';
import type { NoteMimeType } from '../call-note/layout.ts';
import { contentText } from '../text/content-text.ts';
import {
  AUTHOR_AGENT,
  CALL_OBSERVATION_CODES,
  CLINICAL_NOTE_CATEGORY,
  callIdentifierSystem,
  dispositionSystem,
  observationSystem,
  SURVEY_CATEGORY,
  TELEPHONE_NOTE,
  TELEPHONE_TRIAGE,
  VIRTUAL_ENCOUNTER,
} from './codes.ts';
import { columbiaItems, columbiaRiskLevel, columbiaRiskValue } from './columbia.ts';
import { columbiaQuestionnaireCanonical, protocolQuestionnaireCanonical } from './questionnaire.ts';
import type { CallBundleResourceType } from './resource-types.ts';
import { fhirString, optionalFhirString, utf8Base64 } from './strings.ts';
import type { BundleEntry, CodeableConcept, FhirResource, Reference, TransactionBundle } from './types.ts';

/** Who and where: the EHR context of the call.
 * @internal
 */
export interface CallBundleContext {
  /** The configured canonical base of the Questionnaires', code systems' and identifier's URLs. */
  canonicalBase: string;
  /** The call id: the Encounter's identifier, so a call creates one Encounter in a chart however often it is sent. */
  callId: string;
  /** The note this send replaces (e.g. 'DocumentReference/7'), when the call was sent before. */
  replacesNote?: string | null | undefined;
  /** The patient, e.g. 'Patient/123' (the SMART launch context). */
  patient: string;
  /** The EHR's encounter of the launch, if any: the call's Encounter is part of it. */
  encounter?: string | null | undefined;
  /** The nurse: her FHIR user (e.g. 'Practitioner/9') when known, and her name. */
  nurse: { reference: string | null; name: string };
  /** When the Bundle is made (ISO instant). */
  now: string;
  /** A new UUID for each resource. */
  newId: () => string;
}

export interface CallBundleInput {
  call: CallNoteCall;
  options: CallNoteOptions;
  sessionHasAdultAndPediatric: boolean;
  /** The call note (buildCallNote's result) or null when none is produced. */
  note: { text: string; plainText: string; mimeType: NoteMimeType } | null;
  context: CallBundleContext;
}

/** A resource of the Bundle: only the types CALL_BUNDLE_RESOURCE_TYPES lists. */
interface CallBundleResource extends FhirResource {
  resourceType: CallBundleResourceType;
}

interface Built {
  entries: BundleEntry[];
  add: (resource: CallBundleResource, ifNoneExist?: string) => string;
}

function collector(newId: () => string): Built {
  const entries: BundleEntry[] = [];
  return {
    entries,
    add: (resource, ifNoneExist) => {
      const fullUrl = `urn:uuid:${newId()}`;
      const request = { method: 'POST' as const, url: resource.resourceType, ...(ifNoneExist ? { ifNoneExist } : {}) };
      entries.push({ fullUrl, resource, request });
      return fullUrl;
    },
  };
}

function nurseReference(nurse: CallBundleContext['nurse']): Reference {
  return {
    ...(nurse.reference ? { reference: nurse.reference } : {}),
    display: fhirString(nurse.name, 'Triage nurse'),
  };
}

/** The dispositions' coding in Triage Desk's code system (code = disposition id). */
function dispositionConcept(base: string, disposition: Disposition): CodeableConcept {
  const title = fhirString(contentText(disposition.title), `Disposition ${disposition.id}`);
  return { coding: [{ system: dispositionSystem(base), code: String(disposition.id), display: title }], text: title };
}

/** The answered questions of a protocol, in its Questionnaire's order, each id once. */
function answeredQuestions(record: CallRecord['protocols'][number]): Question[] {
  const byId = new Map<number, Question>();
  for (const disposition of sortDispositions(record.protocol.content?.dispositions ?? [])) {
    for (const question of disposition.questions) if (!byId.has(question.id)) byId.set(question.id, question);
  }
  return [...byId.values()].filter((question) => question.selected !== null);
}

/** The call's identifier: Triage Desk's system and the call id. */
function callIdentifier(context: CallBundleContext): { system: string; value: string } {
  return { system: callIdentifierSystem(context.canonicalBase), value: context.callId };
}

function encounterResource(context: CallBundleContext, nurse: Reference): CallBundleResource {
  return {
    resourceType: 'Encounter',
    identifier: [callIdentifier(context)],
    status: 'finished',
    class: VIRTUAL_ENCOUNTER,
    type: [TELEPHONE_TRIAGE],
    subject: { reference: context.patient },
    participant: [{ individual: nurse }],
    period: { end: context.now },
    ...(context.encounter ? { partOf: { reference: context.encounter } } : {}),
  };
}

function protocolResponses(record: CallRecord, context: CallBundleContext, shared: Shared, built: Built): string[] {
  return record.protocols.map((protocol) =>
    built.add({
      resourceType: 'QuestionnaireResponse',
      questionnaire: protocolQuestionnaireCanonical(context.canonicalBase, protocol.protocol),
      status: 'completed',
      ...shared,
      item: answeredQuestions(protocol).map((question) => ({
        linkId: String(question.id),
        text: fhirString(contentText(question.text), `Question ${question.id}`),
        answer: [{ valueBoolean: question.selected === true }],
      })),
    }),
  );
}

interface Shared {
  subject: Reference;
  encounter: Reference;
  authored: string;
  author: Reference;
}

function columbiaResources(input: CallBundleInput, record: CallRecord, shared: Shared, built: Built): void {
  const { questions } = input.call.columbiaScale;
  const items = columbiaItems(questions);
  if (items.length === 0) return;
  const status =
    record.columbia.score !== null ? 'completed' : record.columbia.bypass.reason ? 'stopped' : 'in-progress';
  const response = built.add({
    resourceType: 'QuestionnaireResponse',
    questionnaire: columbiaQuestionnaireCanonical(input.context.canonicalBase),
    status,
    ...shared,
    item: items,
  });
  const level = columbiaRiskLevel(record.columbia, questions);
  if (level === null) return;
  const { code, value } = columbiaRiskValue(level);
  const reasons = record.columbia.reasons.map((reason) => optionalFhirString(reason)).filter((r) => r !== undefined);
  built.add({
    resourceType: 'Observation',
    status: 'final',
    category: [SURVEY_CATEGORY],
    code,
    subject: shared.subject,
    encounter: shared.encounter,
    effectiveDateTime: shared.authored,
    performer: [shared.author],
    valueCodeableConcept: value,
    derivedFrom: [{ reference: response }],
    note: [
      {
        text: `Result: ${(record.columbia.score ?? '').toUpperCase()}${reasons.length ? ` (${reasons.join('; ')})` : ''}`,
      },
    ],
  });
}

function observationCode(base: string, code: string, text: string): CodeableConcept {
  return { coding: [{ system: observationSystem(base), code }], text };
}

function dispositionObservation(record: CallRecord, base: string, shared: Shared, derivedFrom: string[]) {
  if (record.callDisposition === null) return null;
  const components: Record<string, unknown>[] = record.protocols.flatMap((protocol) =>
    protocol.disposition === null
      ? []
      : [
          {
            code: observationCode(
              base,
              CALL_OBSERVATION_CODES.protocolDisposition,
              `Protocol disposition: ${fhirString(contentText(protocol.title), protocol.id)}`,
            ),
            valueCodeableConcept: dispositionConcept(base, protocol.disposition),
          },
        ],
  );
  const reason = optionalFhirString(record.override?.reason);
  if (record.override !== null && record.protocolsDisposition !== null) {
    components.push({
      code: observationCode(base, CALL_OBSERVATION_CODES.protocolsDisposition, 'Highest protocol disposition'),
      valueCodeableConcept: dispositionConcept(base, record.protocolsDisposition),
    });
  }
  if (record.override !== null && reason !== undefined) {
    components.push({
      code: observationCode(base, CALL_OBSERVATION_CODES.overrideReason, 'Override reason'),
      valueString: reason,
    });
  }
  const notes = optionalFhirString(record.override?.notes);
  return {
    resourceType: 'Observation',
    status: 'final',
    category: [SURVEY_CATEGORY],
    code: observationCode(base, CALL_OBSERVATION_CODES.callDisposition, 'Call disposition'),
    subject: shared.subject,
    encounter: shared.encounter,
    effectiveDateTime: shared.authored,
    performer: [shared.author],
    valueCodeableConcept: dispositionConcept(base, record.callDisposition),
    ...(derivedFrom.length ? { derivedFrom: derivedFrom.map((reference) => ({ reference })) } : {}),
    ...(components.length ? { component: components } : {}),
    ...(notes ? { note: [{ text: notes }] } : {}),
  } satisfies CallBundleResource;
}

function noteDocument(
  note: NonNullable<CallBundleInput['note']>,
  shared: Shared,
  replaces: string | null | undefined,
): CallBundleResource | null {
  if (note.plainText.trim() === '' && note.text.trim() === '') return null;
  const plain = { contentType: 'text/plain; charset=utf-8', data: utf8Base64(note.plainText) };
  const content =
    note.mimeType === 'text/html'
      ? [
          { attachment: { contentType: 'text/html; charset=utf-8', data: utf8Base64(note.text) } },
          { attachment: plain },
        ]
      : [{ attachment: plain }];
  return {
    resourceType: 'DocumentReference',
    status: 'current',
    docStatus: 'final',
    type: TELEPHONE_NOTE,
    category: [CLINICAL_NOTE_CATEGORY],
    subject: shared.subject,
    date: shared.authored,
    author: [shared.author],
    description: 'Telephone triage note',
    ...(replaces ? { relatesTo: [{ code: 'replaces', target: { reference: replaces } }] } : {}),
    content,
    context: { encounter: [shared.encounter] },
  };
}

/** The call as a transaction Bundle. Nothing in the input is changed. */
export function buildCallBundle(input: CallBundleInput): TransactionBundle {
  const { context } = input;
  const record = collectCallRecord(input.call, input.options, input.sessionHasAdultAndPediatric);
  const built = collector(context.newId);
  const nurse = nurseReference(context.nurse);
  // A conditional create: sent again (a retry whose answer was lost, or an update), the call
  // finds its Encounter in the chart instead of making a second one.
  const { system, value } = callIdentifier(context);
  const encounter = built.add(encounterResource(context, nurse), `identifier=${system}|${value}`);
  const shared: Shared = {
    subject: { reference: context.patient },
    encounter: { reference: encounter },
    authored: context.now,
    author: nurse,
  };
  const responses = protocolResponses(record, context, shared, built);
  columbiaResources(input, record, shared, built);
  const disposition = dispositionObservation(record, context.canonicalBase, shared, responses);
  if (disposition !== null) built.add(disposition);
  const document = input.note === null ? null : noteDocument(input.note, shared, context.replacesNote);
  if (document !== null) built.add(document);
  built.add({
    resourceType: 'Provenance',
    target: built.entries.map((entry) => ({ reference: entry.fullUrl })),
    recorded: context.now,
    agent: [{ type: AUTHOR_AGENT, who: nurse }],
  });
  return { resourceType: 'Bundle', type: 'transaction', entry: built.entries };
}
