/**
 * A protocol version published as a FHIR Questionnaire (one boolean item per triage question,
 * linkId = question id), and the C-SSRS screener's Questionnaire with its LOINC codes. The server
 * serves them at their canonical URLs; each QuestionnaireResponse of a call points at one.
 */
import type { Protocol, Question, SelectedProtocol } from '@triage/contracts';
import { sortDispositions } from '../acuity/index.ts';
import { COLUMBIA_COPYRIGHT } from '../columbia-scale/index.ts';
import { COLUMBIA_QUESTION_IDS, COLUMBIA_QUESTION_TEXTS } from '../columbia-scale/questions.ts';
import { contentText } from '../text/content-text.ts';
import {
  COLUMBIA_ITEMS,
  COLUMBIA_PANEL,
  COLUMBIA_QUESTIONNAIRE_VERSION,
  columbiaQuestionnaireUrl,
  LOINC,
  LOINC_NO,
  LOINC_YES,
  protocolQuestionnaireUrl,
} from './codes.ts';
import { fhirString } from './strings.ts';
import type { FhirResource } from './types.ts';

type PublishedProtocol = Pick<
  Protocol,
  'fullId' | 'sourceProtocolId' | 'title' | 'version' | 'contentSet' | 'practiceVersion'
> & {
  content?: Pick<NonNullable<SelectedProtocol['content']>, 'dispositions'> | undefined;
};

/**
 * The version a protocol is published under: its own version, else its content set's; a practice's
 * version (issue 34) adds its number, e.g. `2024.1-practice-3`, so that a call's response points at
 * the Questionnaire the nurse answered, not the licensed one.
 */
function protocolQuestionnaireVersion(protocol: Pick<Protocol, 'version' | 'contentSet' | 'practiceVersion'>): string {
  const licensed = protocol.version ?? protocol.contentSet.version;
  return protocol.practiceVersion ? `${licensed}-practice-${protocol.practiceVersion}` : licensed;
}

/** `url|version` of the protocol's Questionnaire. */
export function protocolQuestionnaireCanonical(base: string, protocol: PublishedProtocol): string {
  return `${protocolUrl(base, protocol)}|${protocolQuestionnaireVersion(protocol)}`;
}

function protocolUrl(base: string, protocol: PublishedProtocol): string {
  return protocolQuestionnaireUrl(base, protocol.contentSet.id, protocol.sourceProtocolId);
}

/** A computer-friendly name (FHIR inv. que-0: starts with an upper-case letter, letters, digits, _). */
function computableName(text: string): string {
  const words = text.normalize('NFKD').match(/[A-Za-z0-9]+/g) ?? [];
  const name = words.map((word) => word[0]?.toUpperCase() + word.slice(1)).join('');
  return /^[A-Z]/.test(name) ? name.slice(0, 200) : `Protocol${name}`.slice(0, 200);
}

/** The protocol version as a Questionnaire (`base`: the app's origin); questions in acuity order, each id once. */
export function protocolQuestionnaire(base: string, protocol: PublishedProtocol): FhirResource {
  const byId = new Map<number, Question>();
  for (const disposition of sortDispositions(protocol.content?.dispositions ?? [])) {
    for (const question of disposition.questions) if (!byId.has(question.id)) byId.set(question.id, question);
  }
  const questions = [...byId.values()];
  const title = fhirString(contentText(protocol.title), protocol.fullId);
  return {
    resourceType: 'Questionnaire',
    id: `${protocol.contentSet.id}-${protocol.sourceProtocolId}`,
    url: protocolUrl(base, protocol),
    version: protocolQuestionnaireVersion(protocol),
    name: computableName(title),
    title,
    status: 'active',
    subjectType: ['Patient'],
    ...(protocol.contentSet.copyright ? { copyright: protocol.contentSet.copyright } : {}),
    item: questions.map((question) => ({
      linkId: String(question.id),
      text: fhirString(contentText(question.text), `Question ${question.id}`),
      type: 'boolean',
    })),
  };
}

/** `url|version` of the C-SSRS screener Questionnaire. */
export function columbiaQuestionnaireCanonical(base: string): string {
  return `${columbiaQuestionnaireUrl(base)}|${COLUMBIA_QUESTIONNAIRE_VERSION}`;
}

/** The C-SSRS screener (recent) as a Questionnaire with its LOINC codes and Yes/No answers. */
export function columbiaQuestionnaire(base: string): FhirResource {
  return {
    resourceType: 'Questionnaire',
    id: 'c-ssrs-screener',
    url: columbiaQuestionnaireUrl(base),
    version: COLUMBIA_QUESTIONNAIRE_VERSION,
    name: 'CSSRSScreenerRecent',
    title: 'Columbia-Suicide Severity Rating Scale - Screener - Recent',
    status: 'active',
    subjectType: ['Patient'],
    code: [COLUMBIA_PANEL],
    copyright: COLUMBIA_COPYRIGHT,
    item: COLUMBIA_QUESTION_IDS.map((id) => ({
      linkId: COLUMBIA_ITEMS[id]?.linkId,
      code: [{ system: LOINC, code: COLUMBIA_ITEMS[id]?.code }],
      text: COLUMBIA_QUESTION_TEXTS[id],
      type: 'choice',
      answerOption: [{ valueCoding: LOINC_YES }, { valueCoding: LOINC_NO }],
    })),
  };
}
