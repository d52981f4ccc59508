import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/app-error.ts';
import { assertPasswordPolicy, MIN_PASSWORD_LENGTH, passwordProblem } from './password-policy.ts';

describe('password policy', () => {
  it('accepts a long passphrase', () => {
    expect(passwordProblem('correct horse battery staple')).toBeNull();
    expect(passwordProblem('harbour-lantern-quiet-1', ['lakeside'])).toBeNull();
  });

  it(`refuses fewer than ${MIN_PASSWORD_LENGTH} characters (counted as characters, not bytes)`, () => {
    expect(passwordProblem('elevenchars')).toContain('12 to 1024');
    expect(passwordProblem('ééééééééééé')).toContain('12 to 1024');
    expect(passwordProblem('x'.repeat(1025))).toContain('12 to 1024');
  });

  it('refuses common passwords, also with digits and punctuation around them, in any case', () => {
    for (const weak of ['123456789012', 'qwertyuiop1234', 'Password1234!', '!!Sunshine2024!!', 'iloveyou123456']) {
      expect(passwordProblem(weak), weak).toContain('common passwords');
    }
  });

  it('refuses one character repeated and the account or product name inside the password', () => {
    expect(passwordProblem('zzzzzzzzzzzzzzz')).toContain('repeated');
    expect(passwordProblem('my-LAKESIDE-clinic-7', ['lakeside'])).toContain('account name');
    expect(passwordProblem('sam-triage-desk-2026', ['Triage Desk', 'sam'])).toBeNull();
    expect(passwordProblem('triage desk rocks 2026', ['Triage Desk'])).toContain('account name');
  });

  it('throws the catalogue error badData', () => {
    expect(() => assertPasswordPolicy('short')).toThrow(AppError);
    try {
      assertPasswordPolicy('password12345');
    } catch (error) {
      expect((error as AppError).code).toBe('badData');
    }
  });
});
