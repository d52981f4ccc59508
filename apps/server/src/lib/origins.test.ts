import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { callSummaryOriginProblems, frameAncestorsProblems } from './origins.ts';

/** The problem of one origin, as FRAME_ANCESTORS sees it. */
const originProblem = (origin: string) => frameAncestorsProblems(origin)[0] ?? null;

describe('exact origins', () => {
  it('accepts https origins, and http only on loopback', () => {
    for (const ok of [
      'https://ehr.example.org',
      'https://ehr.example.org:8443',
      'http://127.0.0.1:3100',
      'http://localhost:3100',
    ]) {
      expect(originProblem(ok), ok).toBeNull();
    }
  });

  it('refuses *, wildcards, paths, bare hosts, other schemes and http elsewhere', () => {
    for (const bad of [
      '*',
      'https://*.example.org',
      'https://ehr.example.org/app',
      'https://ehr.example.org/',
      'ehr.example.org',
      'http://ehr.example.org',
      'javascript:alert(1)',
      'null',
    ]) {
      expect(originProblem(bad), bad).not.toBeNull();
    }
  });

  it("validates FRAME_ANCESTORS at start: 'self', 'none' alone, exact origins; never *", () => {
    expect(frameAncestorsProblems("'self' https://ehr.example.org")).toEqual([]);
    expect(frameAncestorsProblems("'none'")).toEqual([]);
    expect(frameAncestorsProblems('*')).toHaveLength(1);
    expect(frameAncestorsProblems("'none' 'self'")).toHaveLength(1);
    expect(() => loadConfig({ FRAME_ANCESTORS: "'self' *" })).toThrow(/FRAME_ANCESTORS/);
    expect(() => loadConfig({ FRAME_ANCESTORS: 'http://ehr.example.org' })).toThrow(/https/);
    expect(loadConfig({ FRAME_ANCESTORS: "'self' https://ehr.example.org" }).FRAME_ANCESTORS).toBe(
      "'self' https://ehr.example.org",
    );
  });

  it('makes a postMessage practice name exact origins', () => {
    expect(callSummaryOriginProblems({ callSummaryOptions: { method: 'postMessage' } })).toHaveLength(1);
    expect(
      callSummaryOriginProblems({ callSummaryOptions: { method: 'postMessage', originWhitelist: ['*'] } }),
    ).toHaveLength(1);
    expect(
      callSummaryOriginProblems({
        callSummaryOptions: { method: 'postMessage', originWhitelist: ['https://ehr.example.org'] },
      }),
    ).toEqual([]);
    expect(callSummaryOriginProblems({ callSummaryOptions: { method: 'event' } })).toEqual([]);
  });
});
