import { describe, expect, it } from 'vitest';
import { changesOf } from './audit-changes.ts';

describe('what an audited change changed', () => {
  it('lists only the fields that differ, before → after', () => {
    const before = { email: 'a@x.example', active: true, practice: 'demo' };
    expect(changesOf(before, { ...before, active: false })).toEqual(['active: true → false']);
  });

  it('lists every field of something made from nothing, and the whole value of something removed', () => {
    expect(changesOf(null, { issuer: 'https://ehr.example/fhir', origins: ['https://ehr.example'] })).toEqual([
      'issuer: https://ehr.example/fhir',
      'origins: ["https://ehr.example"]',
    ]);
    expect(changesOf({ issuer: 'https://ehr.example/fhir' }, null)).toEqual([
      '{"issuer":"https://ehr.example/fhir"} → null',
    ]);
    expect(changesOf(null, null)).toEqual([]);
  });

  it('shows a field added or removed inside an object', () => {
    expect(changesOf({ a: 1 }, { b: 2 })).toEqual(['a: 1 → null', 'b: 2']);
  });
});
