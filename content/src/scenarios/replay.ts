/**
 * Replays telephone scenarios through the real engine: the built content, the protocol the nurse
 * would choose in the scenario's content set, a yes (the Y button) to each question the caller's
 * words support, and the call disposition from packages/core's acuity rules — the functions the
 * Triage screen uses. Compares the level with the one a nurse expects.
 */
import type { Protocol } from '@triage/contracts';
import { highestAcuityDisposition, pressAnswerButton, protocolQuestions } from '@triage/core';
import type { BuiltContent } from '../build/build-content.ts';
import { readableText } from '../lint/thresholds.ts';
import type { Scenario } from './scenario.ts';

type Outcome = 'exact' | 'under' | 'over' | 'error';

interface ScenarioResult {
  scenario: Scenario;
  outcome: Outcome;
  /** The call disposition's level and title; null when no disposition (or on an error). */
  level: 1 | 2 | 3 | null;
  disposition: string | null;
  /** Why the scenario could not be replayed (outcome 'error'). */
  error?: string;
}

export interface ReplayReport {
  results: ScenarioResult[];
  counts: Record<Outcome, number>;
  /** Exact as a share of the scenarios replayed without error, 0–100. */
  exactPercent: number;
  /** Emergencies (expected level 1) that reached a less acute disposition, or none. */
  underTriagedEmergencies: ScenarioResult[];
  /** No error, no emergency under-triaged, and at least `minExactPercent` exact. */
  passed: boolean;
}

/** The share of exact dispositions the scenarios must reach. */
const MIN_EXACT_PERCENT = 85;

/** The questions of a protocol whose readable text contains the fragment (case-insensitive, tags ignored). */
function matching(protocol: Protocol, fragment: string) {
  const wanted = fragment.trim().toLowerCase();
  return protocolQuestions(protocol).filter((q) => readableText(q.text).toLowerCase().includes(wanted));
}

/** Replays one scenario; never throws on a scenario that does not fit the content. */
function replayScenario(scenario: Scenario, content: BuiltContent): ScenarioResult {
  const fail = (error: string): ScenarioResult => ({
    scenario,
    outcome: 'error',
    level: null,
    disposition: null,
    error,
  });
  const audience = /^(adult|peds)-/.exec(scenario.id)?.[1];
  const setName = scenario.contentSet ?? (audience ? `oh_${audience}` : undefined);
  if (setName === undefined) return fail("the id must start with 'adult-' or 'peds-' (or name the content set)");
  const found = content.protocols.find(
    (p) => p.contentSet.name === setName && p.sourceProtocolId === scenario.protocol,
  );
  if (found === undefined) return fail(`no protocol ${scenario.protocol} in ${setName}`);
  let protocol: Protocol = found;
  for (const fragment of scenario.yes) {
    const questions = matching(protocol, fragment);
    if (questions.length !== 1) {
      return fail(
        questions.length === 0
          ? `'${fragment}' matches no question of ${protocol.fullId} ${protocol.title}`
          : `'${fragment}' matches ${questions.length} questions of ${protocol.fullId} ${protocol.title}`,
      );
    }
    const [question] = questions;
    if (question) protocol = pressAnswerButton(protocol, question.id, 'Y');
  }
  const disposition = highestAcuityDisposition([protocol], null);
  const level = (disposition?.dispositionLevelId ?? null) as 1 | 2 | 3 | null;
  // No disposition counts as less acute than home care.
  const actual = level ?? 4;
  const outcome: Outcome =
    actual === scenario.expectedLevel ? 'exact' : actual > scenario.expectedLevel ? 'under' : 'over';
  return { scenario, outcome, level, disposition: disposition?.title ?? null };
}

export function replayScenarios(
  scenarios: readonly Scenario[],
  content: BuiltContent,
  minExactPercent = MIN_EXACT_PERCENT,
): ReplayReport {
  const ids = new Set<string>();
  const results = scenarios.map((scenario): ScenarioResult => {
    const repeated = ids.has(scenario.id);
    ids.add(scenario.id);
    if (!repeated) return replayScenario(scenario, content);
    const error = `scenario id '${scenario.id}' is not unique`;
    return { scenario, outcome: 'error', level: null, disposition: null, error };
  });
  const counts: Record<Outcome, number> = { exact: 0, under: 0, over: 0, error: 0 };
  for (const result of results) counts[result.outcome] += 1;
  const replayed = results.length - counts.error;
  const exactPercent = replayed === 0 ? 0 : (counts.exact / replayed) * 100;
  const underTriagedEmergencies = results.filter((r) => r.outcome === 'under' && r.scenario.expectedLevel === 1);
  return {
    results,
    counts,
    exactPercent,
    underTriagedEmergencies,
    passed: counts.error === 0 && underTriagedEmergencies.length === 0 && exactPercent >= minExactPercent,
  };
}

/** The report as printed lines: every error and under-triaged emergency, other misses, then the totals. */
export function formatReplay(report: ReplayReport): string[] {
  const lines: string[] = [];
  const describe = (r: ScenarioResult) =>
    `${r.scenario.id} (protocol ${r.scenario.protocol}): expected level ${r.scenario.expectedLevel}, got ${r.level === null ? 'no disposition' : `level ${r.level} ${r.disposition}`}`;
  for (const r of report.results) if (r.outcome === 'error') lines.push(`ERROR ${r.scenario.id}: ${r.error}`);
  for (const r of report.underTriagedEmergencies) lines.push(`UNDER-TRIAGED EMERGENCY ${describe(r)}`);
  for (const r of report.results) {
    if (r.outcome === 'over' || (r.outcome === 'under' && r.scenario.expectedLevel !== 1)) {
      lines.push(`${r.outcome.toUpperCase()} ${describe(r)}`);
    }
  }
  const total = report.results.length;
  const percent = (n: number) => (total === 0 ? '0.0' : ((n / total) * 100).toFixed(1));
  const { exact, under, over, error } = report.counts;
  lines.push(
    `${total} scenarios: exact ${exact} (${percent(exact)}%), under ${under} (${percent(under)}%), over ${over} (${percent(over)}%)${error > 0 ? `, errors ${error}` : ''}`,
  );
  lines.push(
    `emergencies under-triaged: ${report.underTriagedEmergencies.length}; exact ${report.exactPercent.toFixed(1)}% (target ${MIN_EXACT_PERCENT}%): ${report.passed ? 'passed' : 'FAILED'}`,
  );
  return lines;
}
