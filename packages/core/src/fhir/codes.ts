/**
 * The code systems and codes of the call as FHIR R4 (docs/smart-on-fhir.md, "Mapping"). Standard
 * codes from SNOMED CT, LOINC and HL7 terminology; the dispositions have no standard code, so they
 * use Triage Desk's own code systems under the app's canonical base.
 */
import type { CodeableConcept, Coding } from './types.ts';

const SNOMED = 'http://snomed.info/sct';
export const LOINC = 'http://loinc.org';

/** Encounter.class: virtual (v3 ActCode VR). */
export const VIRTUAL_ENCOUNTER: Coding = {
  system: 'http://terminology.hl7.org/CodeSystem/v3-ActCode',
  code: 'VR',
  display: 'virtual',
};

/** Encounter.type: telephone triage. */
export const TELEPHONE_TRIAGE: CodeableConcept = {
  coding: [{ system: SNOMED, code: '401267002', display: 'Telephone triage encounter' }],
  text: 'Telephone triage',
};

/** Observation.category: survey. */
export const SURVEY_CATEGORY: CodeableConcept = {
  coding: [{ system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: 'survey', display: 'Survey' }],
};

/** DocumentReference.type: telephone encounter note. */
export const TELEPHONE_NOTE: CodeableConcept = {
  coding: [{ system: LOINC, code: '34748-4', display: 'Telephone encounter Note' }],
  text: 'Telephone triage note',
};

/** DocumentReference.category: US Core clinical note. */
export const CLINICAL_NOTE_CATEGORY: CodeableConcept = {
  coding: [
    {
      system: 'http://hl7.org/fhir/us/core/CodeSystem/us-core-documentreference-category',
      code: 'clinical-note',
      display: 'Clinical Note',
    },
  ],
};

/** Provenance.agent.type: author. */
export const AUTHOR_AGENT: CodeableConcept = {
  coding: [
    { system: 'http://terminology.hl7.org/CodeSystem/provenance-participant-type', code: 'author', display: 'Author' },
  ],
};

/** The C-SSRS screener panel. */
export const COLUMBIA_PANEL: Coding = {
  system: LOINC,
  code: '93373-9',
  display: 'Columbia-Suicide Severity Rating Scale - Screener - Recent',
};

/** The risk level derived from the screener. */
export const COLUMBIA_RISK: Coding = {
  system: LOINC,
  code: '93374-7',
  display: 'C-SSRS Screener risk level',
};

/** Risk levels (LOINC answer list LL465-6). */
export const COLUMBIA_RISK_LEVELS = {
  low: { system: LOINC, code: 'LA9194-7', display: 'Low risk' },
  moderate: { system: LOINC, code: 'LA6751-7', display: 'Moderate risk' },
  high: { system: LOINC, code: 'LA9193-9', display: 'High risk' },
} as const satisfies Record<string, Coding>;

/** Yes / No answers (LOINC). */
export const LOINC_YES: Coding = { system: LOINC, code: 'LA33-6', display: 'Yes' };
export const LOINC_NO: Coding = { system: LOINC, code: 'LA32-8', display: 'No' };

/**
 * The item of each screener question (1 to 8) as LOINC codes it and the linkId it has in the
 * QuestionnaireResponse. LOINC has one item (93250-9) for the plan details (question 5) and the
 * intent to carry it out (question 6): both carry that code, question 6 with its own linkId.
 */
export const COLUMBIA_ITEMS: Readonly<Record<number, { code: string; linkId: string }>> = {
  1: { code: '93246-7', linkId: '93246-7' },
  2: { code: '93247-5', linkId: '93247-5' },
  3: { code: '93248-3', linkId: '93248-3' },
  4: { code: '93249-1', linkId: '93249-1' },
  5: { code: '93250-9', linkId: '93250-9' },
  6: { code: '93250-9', linkId: '93250-9-intent' },
  7: { code: '93267-3', linkId: '93267-3' },
  8: { code: '93269-9', linkId: '93269-9' },
};

/** Version of the published C-SSRS screener Questionnaire. */
export const COLUMBIA_QUESTIONNAIRE_VERSION = '2008-screen-recent';

/**
 * Canonical URLs are under one configured canonical base (`base`, docs/smart-on-fhir.md), the same
 * on every deployment whatever host the nurse uses: the Questionnaires under /Questionnaire, the
 * code systems under /CodeSystem, the call's identifier system under /NamingSystem. They name
 * things; the server also serves the Questionnaires (GetProtocolQuestionnaire,
 * GetColumbiaQuestionnaire) with these URLs.
 */
export function protocolQuestionnaireUrl(base: string, contentSetId: number, sourceProtocolId: number): string {
  return `${base}/Questionnaire/protocol-${contentSetId}-${sourceProtocolId}`;
}

export function columbiaQuestionnaireUrl(base: string): string {
  return `${base}/Questionnaire/c-ssrs-screener`;
}

/** Triage Desk's code system of dispositions (code = disposition id). */
export function dispositionSystem(base: string): string {
  return `${base}/CodeSystem/disposition`;
}

/** Triage Desk's code system of the disposition observation and its components. */
export function observationSystem(base: string): string {
  return `${base}/CodeSystem/call-observation`;
}

/** The system of the call's identifier (value = the call id): one Encounter per call in a chart. */
export function callIdentifierSystem(base: string): string {
  return `${base}/NamingSystem/call-id`;
}

/** Codes of Triage Desk's call-observation code system. */
export const CALL_OBSERVATION_CODES = {
  callDisposition: 'call-disposition',
  protocolDisposition: 'protocol-disposition',
  protocolsDisposition: 'protocols-disposition',
  overrideReason: 'override-reason',
} as const;
