/**
 * Triage Desk's own rules over a call's Bundle, checked before it is sent to a chart (and by the
 * tests on every Bundle they make): the C-SSRS response carries only the questions the screener
 * shows, with the answers given; the call disposition is at least as acute as each protocol's
 * unless the nurse gave an override reason.
 */
import type { ColumbiaQuestion, Disposition, DispositionOverride, SelectedProtocol } from '@triage/contracts';
import { isMoreAcute } from '../acuity/compare.ts';
import { overrideApplies } from '../acuity/index.ts';
import { CALL_OBSERVATION_CODES, columbiaQuestionnaireUrl, observationSystem } from './codes.ts';
import { columbiaItems } from './columbia.ts';
import type { TransactionBundle } from './types.ts';

type CallBundleProblemCode = 'columbia-item-not-shown' | 'disposition-unknown' | 'final-less-acute-without-reason';

export interface CallBundleProblem {
  code: CallBundleProblemCode;
  message: string;
}

export interface CallBundleRulesInput {
  call: {
    selectedProtocols: readonly SelectedProtocol[];
    dispositionOverride: DispositionOverride | null;
    columbiaScale: { questions: readonly ColumbiaQuestion[] };
  };
  canonicalBase: string;
}

interface Component {
  code?: { coding?: { system?: string; code?: string }[] };
  valueCodeableConcept?: { coding?: { code?: string }[] };
  valueString?: string;
}

function hasCode(concept: Component['code'], system: string, code: string): boolean {
  return (concept?.coding ?? []).some((coding) => coding.system === system && coding.code === code);
}

function columbiaProblems(bundle: TransactionBundle, input: CallBundleRulesInput): CallBundleProblem[] {
  const shown = new Map(columbiaItems(input.call.columbiaScale.questions).map((item) => [item.linkId, item]));
  const problems: CallBundleProblem[] = [];
  for (const { resource } of bundle.entry) {
    if (resource.resourceType !== 'QuestionnaireResponse') continue;
    if (!String(resource.questionnaire).startsWith(`${columbiaQuestionnaireUrl(input.canonicalBase)}|`)) continue;
    for (const item of (resource.item ?? []) as { linkId: string; answer?: unknown }[]) {
      const expected = shown.get(item.linkId);
      if (expected === undefined || JSON.stringify(expected.answer) !== JSON.stringify(item.answer)) {
        problems.push({
          code: 'columbia-item-not-shown',
          message: `The C-SSRS answer ${item.linkId} is not one the screener shows`,
        });
      }
    }
  }
  return problems;
}

function dispositionsById(input: CallBundleRulesInput): Map<string, Disposition> {
  const byId = new Map<string, Disposition>();
  for (const protocol of input.call.selectedProtocols) {
    for (const disposition of protocol.content?.dispositions ?? []) byId.set(String(disposition.id), disposition);
  }
  const override = input.call.dispositionOverride;
  if (overrideApplies(override) && override?.disposition)
    byId.set(String(override.disposition.id), override.disposition);
  return byId;
}

function dispositionProblems(bundle: TransactionBundle, input: CallBundleRulesInput): CallBundleProblem[] {
  const system = observationSystem(input.canonicalBase);
  const byId = dispositionsById(input);
  const problems: CallBundleProblem[] = [];
  for (const { resource } of bundle.entry) {
    if (resource.resourceType !== 'Observation') continue;
    if (!hasCode(resource.code as Component['code'], system, CALL_OBSERVATION_CODES.callDisposition)) continue;
    const components = (resource.component ?? []) as Component[];
    const code = (concept: Component['valueCodeableConcept']) => concept?.coding?.[0]?.code ?? '';
    const final = byId.get(code(resource.valueCodeableConcept as Component['valueCodeableConcept']));
    const reason = components.find((c) => hasCode(c.code, system, CALL_OBSERVATION_CODES.overrideReason));
    const hasReason = (reason?.valueString ?? '').trim() !== '';
    for (const component of components) {
      if (!hasCode(component.code, system, CALL_OBSERVATION_CODES.protocolDisposition)) continue;
      const protocolDisposition = byId.get(code(component.valueCodeableConcept));
      if (final === undefined || protocolDisposition === undefined) {
        problems.push({ code: 'disposition-unknown', message: 'A disposition in the Bundle is not one of the call' });
      } else if (isMoreAcute(protocolDisposition, final) && !hasReason) {
        problems.push({
          code: 'final-less-acute-without-reason',
          message: 'The call disposition is less acute than a protocol disposition and no override reason is given',
        });
      }
    }
  }
  return problems;
}

/** The rules the Bundle breaks; empty when it may be sent. */
export function callBundleProblems(bundle: TransactionBundle, input: CallBundleRulesInput): CallBundleProblem[] {
  return [...columbiaProblems(bundle, input), ...dispositionProblems(bundle, input)];
}
