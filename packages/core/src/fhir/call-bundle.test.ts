/**
 * The call as a FHIR R4 Bundle, from the golden calls of the call-note tests: each Bundle is a
 * reviewed fixture (__golden__/, regenerate with UPDATE_SNAPSHOT=1 and review the diff) and passes
 * the R4 JSON Schema, Medplum's R4 profiles and Triage Desk's own rules.
 */
import type { CareAdviceMode, Disposition, QuestionChoiceDisplay } from '@triage/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCallNote } from '../call-note/call-note.ts';
import { DEFAULT_CALL_NOTE_TEMPLATE } from '../call-note/default-template.ts';
import {
  chestPainCoughCall,
  columbiaQuestions,
  practiceOptions,
  URGENT_CARE_OVERRIDE,
} from '../call-note/testing/chest-pain-cough-call.ts';
import { fourProtocolCall } from '../call-note/testing/four-protocol-call.ts';
import { buildCallBundle } from './call-bundle.ts';
import { columbiaQuestionnaire, protocolQuestionnaire } from './questionnaire.ts';
import { CALL_BUNDLE_RESOURCE_TYPES } from './resource-types.ts';
import { callBundleProblems } from './rules.ts';
import { decodeBase64Utf8, TEST_CANONICAL_BASE, testContext } from './testing/context.ts';
import { bundleErrors, prepareValidators, profileErrors, schemaErrors } from './testing/validators.ts';
import type { FhirResource, TransactionBundle } from './types.ts';

const MODES: readonly CareAdviceMode[] = ['simple', 'headings', 'detailed'];
const DISPLAYS: readonly QuestionChoiceDisplay[] = ['onlyYes', 'yesAndNo'];

function bundleOf(call = chestPainCoughCall('simple'), display: QuestionChoiceDisplay = 'yesAndNo') {
  const options = practiceOptions('20250429-VA', 'simple', display);
  const input = { call, options, sessionHasAdultAndPediatric: true };
  const note = buildCallNote({ ...input, template: DEFAULT_CALL_NOTE_TEMPLATE });
  return buildCallBundle({ ...input, note, context: testContext() });
}

function resources(bundle: TransactionBundle, type: string): FhirResource[] {
  return bundle.entry.map((entry) => entry.resource).filter((resource) => resource.resourceType === type);
}

function rules(bundle: TransactionBundle, call = chestPainCoughCall('simple')) {
  return callBundleProblems(bundle, { call, canonicalBase: TEST_CANONICAL_BASE });
}

beforeAll(prepareValidators, 60_000);

describe('golden call Bundles', () => {
  const cases = [
    ...MODES.flatMap((mode) => DISPLAYS.map((display) => ({ name: 'chest-pain-cough', mode, display }))),
    { name: 'four-protocol', mode: 'detailed' as const, display: 'yesAndNo' as const },
  ];
  it.each(cases)('$name, $mode advice, $display: valid, rule-abiding and as reviewed', async (c) => {
    const call = c.name === 'four-protocol' ? fourProtocolCall(c.mode) : chestPainCoughCall(c.mode);
    const bundle = bundleOf(call, c.display);
    expect(bundleErrors(bundle)).toEqual([]);
    expect(rules(bundle, call)).toEqual([]);
    await expect(`${JSON.stringify(bundle, null, 2)}\n`).toMatchFileSnapshot(
      `./__golden__/${c.name}.${c.mode}.${c.display}.json.txt`,
    );
  });
});

describe('the mapping', () => {
  const bundle = bundleOf();

  it('makes a transaction of POSTs with urn:uuid full URLs', () => {
    expect(bundle.type).toBe('transaction');
    expect(bundle.entry.map((e) => e.resource.resourceType)).toEqual([
      'Encounter',
      'QuestionnaireResponse',
      'QuestionnaireResponse',
      'QuestionnaireResponse',
      'Observation',
      'Observation',
      'DocumentReference',
      'Provenance',
    ]);
    expect([...new Set(bundle.entry.map((e) => e.resource.resourceType))]).toEqual(CALL_BUNDLE_RESOURCE_TYPES);
    for (const entry of bundle.entry.slice(1)) {
      expect(entry.fullUrl).toMatch(/^urn:uuid:[0-9a-f-]{36}$/);
      expect(entry.request).toEqual({ method: 'POST', url: entry.resource.resourceType });
    }
  });

  it("creates the call's Encounter only when the chart has none with the call id (a retry makes no second one)", () => {
    const [first] = bundle.entry;
    const system = `${TEST_CANONICAL_BASE}/NamingSystem/call-id`;
    expect(first?.resource.identifier).toEqual([{ system, value: 'call-1' }]);
    expect(first?.request).toEqual({ method: 'POST', url: 'Encounter', ifNoneExist: `identifier=${system}|call-1` });
  });

  it('names the note it replaces when the call is sent again as an update', () => {
    const call = chestPainCoughCall('simple');
    const options = practiceOptions('20250429-VA', 'simple', 'yesAndNo');
    const note = buildCallNote({
      call,
      options,
      sessionHasAdultAndPediatric: true,
      template: DEFAULT_CALL_NOTE_TEMPLATE,
    });
    const update = buildCallBundle({
      call,
      options,
      sessionHasAdultAndPediatric: true,
      note,
      context: testContext({ replacesNote: 'DocumentReference/doc-7' }),
    });
    expect(bundleErrors(update)).toEqual([]);
    const [document] = resources(update, 'DocumentReference');
    expect(document?.relatesTo).toEqual([{ code: 'replaces', target: { reference: 'DocumentReference/doc-7' } }]);
    expect(resources(bundle, 'DocumentReference')[0]?.relatesTo).toBeUndefined();
  });

  it('codes the Encounter as a virtual telephone triage part of the EHR encounter', () => {
    const [encounter] = resources(bundle, 'Encounter');
    expect(encounter).toMatchObject({
      status: 'finished',
      class: { code: 'VR' },
      type: [{ coding: [{ system: 'http://snomed.info/sct', code: '401267002' }] }],
      subject: { reference: 'Patient/pat-1' },
      partOf: { reference: 'Encounter/enc-1' },
    });
  });

  it('answers each protocol by question id against its published Questionnaire', () => {
    const [cough] = resources(bundle, 'QuestionnaireResponse');
    expect(cough?.questionnaire).toBe(`${TEST_CANONICAL_BASE}/Questionnaire/protocol-1-240|1`);
    const items = cough?.item as { linkId: string; answer: { valueBoolean: boolean }[] }[];
    expect(items.map((i) => [i.linkId, i.answer[0]?.valueBoolean])).toContainEqual(['2405', true]);
    const protocol = chestPainCoughCall('simple').selectedProtocols.find((p) => p.fullId === 'oh_adult240');
    const questionnaire = protocolQuestionnaire(TEST_CANONICAL_BASE, protocol as never);
    const linkIds = new Set((questionnaire.item as { linkId: string }[]).map((i) => i.linkId));
    for (const item of items) expect(linkIds.has(item.linkId)).toBe(true);
    expect([...schemaErrors(questionnaire), ...profileErrors(questionnaire)]).toEqual([]);
  });

  it('writes the C-SSRS with LOINC codes, only the shown questions, and its risk', () => {
    const [, , columbia] = resources(bundle, 'QuestionnaireResponse');
    expect(columbia?.questionnaire).toBe(`${TEST_CANONICAL_BASE}/Questionnaire/c-ssrs-screener|2008-screen-recent`);
    expect(((columbia?.item ?? []) as { linkId: string }[]).map((i) => i.linkId)).toEqual([
      '93246-7',
      '93247-5',
      '93267-3',
    ]);
    const [risk] = resources(bundle, 'Observation');
    expect(risk).toMatchObject({
      code: { coding: [{ system: 'http://loinc.org', code: '93374-7' }] },
      valueCodeableConcept: { coding: [{ code: 'LA9194-7', display: 'Low risk' }] },
    });
    const questionnaire = columbiaQuestionnaire(TEST_CANONICAL_BASE);
    expect(questionnaire.copyright).toContain('Research Foundation for Mental Hygiene');
    expect([...schemaErrors(questionnaire), ...profileErrors(questionnaire)]).toEqual([]);
  });

  it('leaves out a C-SSRS answer the screener hides, and the rules catch one put back', () => {
    const call = chestPainCoughCall('simple');
    // Q3 is answered but hidden: Q2 is no.
    call.columbiaScale.questions = columbiaQuestions([true, false, true, null, null, null, false, null]);
    const hidden = bundleOf(call);
    const [, , columbia] = resources(hidden, 'QuestionnaireResponse');
    expect(((columbia?.item ?? []) as { linkId: string }[]).map((i) => i.linkId)).not.toContain('93248-3');
    expect(rules(hidden, call)).toEqual([]);
    ((columbia?.item ?? []) as unknown[]).push({ linkId: '93248-3', answer: [{ valueCoding: { code: 'LA33-6' } }] });
    expect(rules(hidden, call).map((p) => p.code)).toEqual(['columbia-item-not-shown']);
  });

  it('records the protocol and final dispositions and the override reason', () => {
    const [, disposition] = resources(bundle, 'Observation');
    expect(disposition?.valueCodeableConcept).toMatchObject({ text: 'Go to Urgent Care Now' });
    const components = disposition?.component as { code: { coding: { code: string }[] }; valueString?: string }[];
    expect(components.map((c) => c.code.coding[0]?.code)).toEqual([
      'protocol-disposition',
      'protocol-disposition',
      'protocols-disposition',
      'override-reason',
    ]);
    expect(components.at(-1)?.valueString).toBe('End of day or office closed');
    expect(disposition?.derivedFrom).toHaveLength(2);
  });

  it('flags a final disposition less acute than a protocol one without an override reason', () => {
    const call = chestPainCoughCall('simple');
    const home: Disposition = {
      ...URGENT_CARE_OVERRIDE.disposition,
      useAsOverride: true,
      selected: null,
      questions: [],
      id: 99,
      dispositionLevelId: 3,
      rank: 1,
      title: 'Home Care',
    };
    call.dispositionOverride = { disposition: home, reason: '  ', notes: null };
    expect(rules(bundleOf(call), call).map((p) => p.code)).toEqual([
      'final-less-acute-without-reason',
      'final-less-acute-without-reason',
    ]);
    call.dispositionOverride = { disposition: home, reason: 'Caller declined', notes: null };
    expect(rules(bundleOf(call), call)).toEqual([]);
  });

  it('attaches the note as a telephone encounter DocumentReference, in UTF-8', () => {
    const [document] = resources(bundle, 'DocumentReference');
    expect(document?.type).toMatchObject({ coding: [{ system: 'http://loinc.org', code: '34748-4' }] });
    const content = document?.content as { attachment: { contentType: string; data: string } }[];
    const text = decodeBase64Utf8(content[0]?.attachment.data ?? '');
    const options = practiceOptions('20250429-VA', 'simple', 'yesAndNo');
    const note = buildCallNote({
      call: chestPainCoughCall('simple'),
      options,
      sessionHasAdultAndPediatric: true,
      template: DEFAULT_CALL_NOTE_TEMPLATE,
    });
    expect(text).toBe(note?.plainText);
  });

  it('names the nurse in a Provenance of every resource', () => {
    const [provenance] = resources(bundle, 'Provenance');
    expect(provenance?.agent).toEqual([
      expect.objectContaining({ who: { reference: 'Practitioner/prac-1', display: 'Nina Nurse, RN' } }),
    ]);
    expect(((provenance?.target ?? []) as unknown[]).length).toBe(bundle.entry.length - 1);
  });

  it('the validators reject what FHIR forbids (they are not vacuous)', () => {
    const bad = { resourceType: 'Observation', status: 'done', code: { text: 'x' }, valueString: 'a' };
    expect(schemaErrors(bad).length).toBeGreaterThan(0);
    const unknown = { resourceType: 'Observation', status: 'final', code: { text: 'x' }, colour: 'red' };
    expect(profileErrors(unknown).length).toBeGreaterThan(0);
  });
});
