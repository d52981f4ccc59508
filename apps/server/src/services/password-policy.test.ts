import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-policy.ts';

const rules = { minLength: 12, personal: ['olga.smith@clinic.example', 'Olga Smith'] };

describe('the password policy', () => {
  it('refuses passwords shorter than the minimum', () => {
    expect(passwordProblem('short pass', rules)).toBe('must be at least 12 characters');
  });

  it('refuses common passwords, also with digits and symbols around them, and repetitions', () => {
    expect(passwordProblem('password1234', rules)).toMatch(/too common/);
    expect(passwordProblem('!!Football2024', rules)).toMatch(/too common/);
    expect(passwordProblem('qwertyuiop123', rules)).toMatch(/too common/);
    expect(passwordProblem('aaaaaaaaaaaaaa', rules)).toMatch(/too common/);
    expect(passwordProblem('abcabcabcabc', rules)).toMatch(/too common/);
  });

  it("refuses the person's own e-mail or name", () => {
    expect(passwordProblem('olga.smith@clinic.example', rules)).toMatch(/name or e-mail/);
    expect(passwordProblem('olga.smith2026', rules)).toMatch(/name or e-mail/);
  });

  it('accepts a long phrase of unrelated words', () => {
    expect(passwordProblem('lantern orchard velvet 42', rules)).toBeNull();
  });
});
