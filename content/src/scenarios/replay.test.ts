import { describe, expect, it } from 'vitest';
import { buildFromSources } from '../build/build-content.ts';
import { locateSources } from '../sources/locate.ts';
import { fixtureBatch } from '../testing/fixtures.ts';
import { formatReplay, replayScenarios } from './replay.ts';
import type { Scenario } from './scenario.ts';

// The fixture chest-pain protocol (201): call-911 'Fainted or very hard to wake', ed-now 'Severe
// pain', see-today 'Pain for 3 days or more', home-care 'Mild pain'.
const content = buildFromSources(locateSources([fixtureBatch()]).located).content;

function scenario(id: string, yes: string[], expectedLevel: 1 | 2 | 3, extra: Partial<Scenario> = {}): Scenario {
  return { id, caller: 'A caller.', basis: 'Fixture', protocol: 201, yes, expectedLevel, ...extra };
}

describe('the scenario replay', () => {
  it('computes the call disposition from the yes answers with the core acuity rules', () => {
    const report = replayScenarios(
      [
        scenario('adult-fixture-01', ['fainted', 'mild pain'], 1),
        scenario('adult-fixture-02', ['3 days or more'], 2, { contentSet: 'ah_adult' }),
        scenario('adult-fixture-03', ['mild pain'], 3),
      ],
      content,
    );
    expect(report.results.map((r) => [r.outcome, r.level, r.disposition])).toEqual([
      ['exact', 1, 'Call 911 Now'],
      ['exact', 2, 'See Within 24 Hours'],
      ['exact', 3, 'Home Care'],
    ]);
    expect(report.passed).toBe(true);
  });

  it('lists an under-triaged emergency and fails', () => {
    const report = replayScenarios(
      [scenario('adult-fixture-01', ['mild pain'], 1), scenario('adult-fixture-02', ['fainted'], 1)],
      content,
    );
    expect(report.underTriagedEmergencies.map((r) => r.scenario.id)).toEqual(['adult-fixture-01']);
    expect(report.passed).toBe(false);
    expect(formatReplay(report)).toContain(
      'UNDER-TRIAGED EMERGENCY adult-fixture-01 (protocol 201): expected level 1, got level 3 Home Care',
    );
  });

  it('counts no disposition as under-triage', () => {
    const report = replayScenarios([scenario('adult-fixture-01', [], 1)], content);
    expect(report.underTriagedEmergencies).toHaveLength(1);
    expect(formatReplay(report)[0]).toContain('got no disposition');
  });

  it('counts exact, under and over, and fails below 85% exact', () => {
    const report = replayScenarios(
      [
        scenario('adult-fixture-01', ['severe pain'], 2),
        scenario('adult-fixture-02', ['mild pain'], 2),
        scenario('adult-fixture-03', ['mild pain'], 3),
      ],
      content,
    );
    expect(report.counts).toEqual({ exact: 1, under: 1, over: 1, error: 0 });
    expect(report.underTriagedEmergencies).toEqual([]);
    expect(report.passed).toBe(false);
    expect(formatReplay(report).at(-2)).toBe('3 scenarios: exact 1 (33.3%), under 1 (33.3%), over 1 (33.3%)');
  });

  it('reports a fragment that matches no question or several, an unknown protocol and a repeated id', () => {
    const report = replayScenarios(
      [
        scenario('adult-fixture-01', ['chest is on fire'], 1),
        scenario('adult-fixture-02', ['pain'], 1),
        scenario('peds-fixture-03', ['mild pain'], 3),
        scenario('adult-fixture-04', ['mild pain'], 3),
        scenario('adult-fixture-04', ['mild pain'], 3),
      ],
      content,
    );
    expect(report.results.map((r) => r.error ?? r.outcome)).toEqual([
      "'chest is on fire' matches no question of oh_adult201 Chest Pain",
      "'pain' matches 3 questions of oh_adult201 Chest Pain",
      'no protocol 201 in oh_peds',
      'exact',
      "scenario id 'adult-fixture-04' is not unique",
    ]);
    expect(report.counts).toEqual({ exact: 1, under: 0, over: 0, error: 4 });
    expect(report.passed).toBe(false);
  });
});
