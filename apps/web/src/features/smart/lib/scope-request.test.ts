import { describe, expect, it } from 'vitest';
import { scopesToRequest } from './scope-request.ts';
import { sendToChartBlockedReason } from './scopes.ts';

/** The default scopes of a registered connection (the server's smart-scopes.ts). */
const DEFAULT =
  'launch openid fhirUser profile patient/Patient.r patient/Encounter.crs patient/QuestionnaireResponse.c patient/Observation.c patient/DocumentReference.c user/Provenance.c user/Practitioner.r';

const v2 = { capabilities: ['launch-ehr', 'permission-v2'], scopes_supported: undefined };
const v1Only = { capabilities: ['launch-ehr', 'permission-v1'], scopes_supported: undefined };

describe('the scopes a launch asks for', () => {
  it('are the registered ones, unchanged, from a server with permission-v2', () => {
    expect(scopesToRequest(DEFAULT, v2)).toBe(DEFAULT);
  });

  it('are translated to v1 for a server without permission-v2: r/s to read, anything with c to write', () => {
    expect(scopesToRequest(DEFAULT, v1Only)).toBe(
      'launch openid fhirUser profile patient/Patient.read patient/Encounter.read patient/Encounter.write patient/QuestionnaireResponse.write patient/Observation.write patient/DocumentReference.write user/Provenance.write user/Practitioner.read',
    );
    expect(
      scopesToRequest('launch patient/*.rs user/Observation.cruds', { capabilities: [], scopes_supported: undefined }),
    ).toBe('launch patient/*.read user/Observation.read user/Observation.write');
  });

  it('keep v1 scopes as they are, and leave out a v2 query scope a v1 server cannot narrow', () => {
    expect(
      scopesToRequest('launch patient/Patient.read user/*.write user/Observation.rs?category=survey', v1Only),
    ).toBe('launch patient/Patient.read user/*.write');
    expect(scopesToRequest('launch user/Observation.rs?category=survey', v2)).toBe(
      'launch user/Observation.rs?category=survey',
    );
  });

  it('drop profile when the server lists its scopes without it, and only then', () => {
    const listed = { ...v2, scopes_supported: ['openid', 'fhirUser', 'launch', 'patient/*.rs'] };
    expect(scopesToRequest(DEFAULT, listed).split(' ')).not.toContain('profile');
    expect(scopesToRequest(DEFAULT, { ...v2, scopes_supported: ['openid', 'profile'] }).split(' ')).toContain(
      'profile',
    );
    expect(scopesToRequest(DEFAULT, v2).split(' ')).toContain('profile');
  });

  it('let Send to chart create every resource of the Bundle in either syntax', () => {
    expect(sendToChartBlockedReason(scopesToRequest(DEFAULT, v2).split(' '))).toBeNull();
    expect(sendToChartBlockedReason(scopesToRequest(DEFAULT, v1Only).split(' '))).toBeNull();
  });
});
