import { describe, expect, it } from 'vitest';
import { allowsCreate, sendToChartBlockedReason } from './scopes.ts';

describe('SMART scopes for Send to chart', () => {
  it('reads v2 and v1 create permissions, by type or wildcard, for user, patient and system', () => {
    expect(allowsCreate(['user/Encounter.c'], 'Encounter')).toBe(true);
    expect(allowsCreate(['patient/*.cruds'], 'Observation')).toBe(true);
    expect(allowsCreate(['system/Observation.write'], 'Observation')).toBe(true);
    expect(allowsCreate(['user/*.*'], 'Provenance')).toBe(true);
    expect(allowsCreate(['user/Observation.c?category=survey'], 'Observation')).toBe(true);
    expect(allowsCreate(['user/Observation.rs', 'patient/*.read'], 'Observation')).toBe(false);
    expect(allowsCreate(['user/Encounter.c'], 'Observation')).toBe(false);
    expect(allowsCreate(['user/Observation.sc'], 'Observation')).toBe(false);
  });

  it('names what is missing, or nothing when every resource type of the Bundle may be created', () => {
    expect(sendToChartBlockedReason(['launch', 'openid', 'fhirUser', 'user/*.cruds'])).toBeNull();
    expect(sendToChartBlockedReason(['launch', 'patient/*.rs', 'user/Encounter.c'])).toBe(
      'The EHR did not grant Triage Desk permission to create QuestionnaireResponse, Observation, DocumentReference, Provenance (granted: launch patient/*.rs user/Encounter.c).',
    );
  });
});
