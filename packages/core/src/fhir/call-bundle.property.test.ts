/**
 * Over any generated call: the Bundle passes the R4 JSON Schema and Medplum's R4 profiles; the
 * C-SSRS rule always holds; the acuity rule is broken exactly when the nurse overrides to a less
 * acute disposition than a protocol's without a reason. Disposition ids are made unique first (in
 * content an id names one disposition), and a protocol is in a generated call once, as in the app.
 */
import type { CallState } from '@triage/contracts';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { isMoreAcute } from '../acuity/compare.ts';
import { overrideApplies, selectedDisposition } from '../acuity/index.ts';
import { buildCallNote } from '../call-note/call-note.ts';
import { protocolsInCall } from '../call-note/call-record.ts';
import { DEFAULT_CALL_NOTE_TEMPLATE } from '../call-note/default-template.ts';
import { callState, practiceOptions } from '../call-note/testing/arbitraries.ts';
import { buildCallBundle } from './call-bundle.ts';
import { protocolQuestionnaire } from './questionnaire.ts';
import { callBundleProblems } from './rules.ts';
import { optionalFhirString } from './strings.ts';
import { TEST_CANONICAL_BASE, testContext } from './testing/context.ts';
import { bundleErrors, prepareValidators, profileErrors, schemaErrors } from './testing/validators.ts';

function withUniqueDispositionIds(call: CallState): CallState {
  let next = 1;
  // A call holds a protocol once (selecting it again removes it), and a content set's protocol ids
  // are unique: generated protocols with the same content set and id are dropped.
  const unique = call.selectedProtocols.filter(
    (protocol, index, all) =>
      all.findIndex((other) => other.contentSetId === protocol.contentSetId && other.id === protocol.id) === index,
  );
  const selectedProtocols = unique.map((protocol) =>
    protocol.content
      ? {
          ...protocol,
          content: {
            ...protocol.content,
            dispositions: protocol.content.dispositions?.map((d) => ({ ...d, id: next++ })) ?? null,
          },
        }
      : protocol,
  );
  const override = call.dispositionOverride;
  const dispositionOverride =
    override?.disposition != null ? { ...override, disposition: { ...override.disposition, id: 10_000 } } : override;
  return { ...call, selectedProtocols, dispositionOverride };
}

function overridesWithoutReason(call: CallState): boolean {
  const override = call.dispositionOverride;
  if (!overrideApplies(override) || !override?.disposition) return false;
  // As the Bundle carries it: a reason of nothing but control characters is no reason.
  if (optionalFhirString(override.reason) !== undefined) return false;
  const final = override.disposition;
  return protocolsInCall(call).some((protocol) => {
    const disposition = selectedDisposition(protocol);
    return disposition !== null && isMoreAcute(disposition, final);
  });
}

beforeAll(prepareValidators, 60_000);

describe('call Bundles of generated calls', () => {
  it('are valid FHIR R4 and break our rules only for an unexplained less acute override', () => {
    fc.assert(
      fc.property(callState.map(withUniqueDispositionIds), practiceOptions, fc.boolean(), (call, options, both) => {
        const input = { call, options, sessionHasAdultAndPediatric: both };
        const note = buildCallNote({ ...input, template: DEFAULT_CALL_NOTE_TEMPLATE });
        const bundle = buildCallBundle({ ...input, note, context: testContext() });
        expect(bundleErrors(bundle)).toEqual([]);
        const problems = callBundleProblems(bundle, { call, canonicalBase: TEST_CANONICAL_BASE });
        expect(problems.filter((p) => p.code !== 'final-less-acute-without-reason')).toEqual([]);
        expect(problems.length > 0).toBe(overridesWithoutReason(call));
        // Each protocol's answers are items of its published Questionnaire.
        const responses = bundle.entry.map((e) => e.resource).filter((r) => r.resourceType === 'QuestionnaireResponse');
        for (const protocol of protocolsInCall(call)) {
          const questionnaire = protocolQuestionnaire(TEST_CANONICAL_BASE, protocol);
          expect([...schemaErrors(questionnaire), ...profileErrors(questionnaire)]).toEqual([]);
          const canonical = `${questionnaire.url}|${questionnaire.version}`;
          const linkIds = new Set((questionnaire.item as { linkId: string }[]).map((item) => item.linkId));
          const response = responses.find((r) => r.questionnaire === canonical);
          for (const item of (response?.item ?? []) as { linkId: string }[])
            expect(linkIds.has(item.linkId)).toBe(true);
        }
      }),
      { numRuns: 150 },
    );
  }, 120_000);
});
