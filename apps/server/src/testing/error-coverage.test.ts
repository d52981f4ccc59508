import type { ErrorCode } from '@triage/contracts';
import { ALL_API_CALLS as API_CALLS } from '@triage/contracts/admin';
import { describe, expect, it } from 'vitest';
import { ERROR_COVERAGE } from './error-coverage.ts';

describe('error coverage of the API tests', () => {
  it('covers every catalogue error every call declares, and default for each call', () => {
    for (const call of API_CALLS) {
      const covered = new Set<ErrorCode>(
        Object.values(ERROR_COVERAGE).flatMap((byCall) => [
          ...((byCall as Record<string, readonly ErrorCode[]>)[call.id] ?? []),
        ]),
      );
      const missing = [...call.errors, 'default' as const].filter((code) => !covered.has(code));
      expect(missing, call.id).toEqual([]);
    }
  });

  it('claims no error a call does not declare', () => {
    for (const call of API_CALLS) {
      const declared = new Set<ErrorCode>([...call.errors, 'default']);
      for (const [file, byCall] of Object.entries(ERROR_COVERAGE)) {
        const claimed = (byCall as Record<string, readonly ErrorCode[]>)[call.id] ?? [];
        expect(
          claimed.filter((code) => !declared.has(code)),
          `${file}: ${call.id}`,
        ).toEqual([]);
      }
    }
  });
});
