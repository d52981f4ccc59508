/** A fixed EHR context for Bundles made in tests: deterministic ids and time. */
import type { buildCallBundle } from '../call-bundle.ts';

type CallBundleContext = Parameters<typeof buildCallBundle>[0]['context'];

export const TEST_CANONICAL_BASE = 'https://triage.example';

/** Ids 00000000-0000-4000-8000-000000000001, ...002, ... in order. */
export function sequentialIds(): () => string {
  let next = 0;
  return () => {
    next += 1;
    return `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`;
  };
}

export function testContext(overrides: Partial<CallBundleContext> = {}): CallBundleContext {
  return {
    canonicalBase: TEST_CANONICAL_BASE,
    callId: 'call-1',
    patient: 'Patient/pat-1',
    encounter: 'Encounter/enc-1',
    nurse: { reference: 'Practitioner/prac-1', name: 'Nina Nurse, RN' },
    now: '2025-03-04T17:45:00Z',
    newId: sequentialIds(),
    ...overrides,
  };
}

interface NodeBuffer {
  from(data: string, encoding: 'base64'): { toString(encoding: 'utf8'): string };
}

/** Decodes base64 UTF-8 with Node's Buffer (core's types have no Node globals). */
export function decodeBase64Utf8(data: string): string {
  return (globalThis as unknown as { Buffer: NodeBuffer }).Buffer.from(data, 'base64').toString('utf8');
}
