/**
 * The password policy: long enough, and not a common password (the 30,000 most common passwords of
 * @zxcvbn-ts/language-common, also after stripping the digits and symbols people add around them),
 * nor the account's own name or e-mail. One owner for every password a person chooses.
 */
import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from '../http/app-error.ts';

let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()));
  return common;
}

export interface PasswordRules {
  minLength: number;
  /** Words the password must not be (or be made of): the e-mail, its local part, the name. */
  personal?: readonly string[];
}

/** Why the password is refused (a sentence for the person choosing it), or null when it is fine. */
export function passwordProblem(password: string, rules: PasswordRules): string | null {
  if ([...password].length < rules.minLength) return `must be at least ${rules.minLength} characters`;
  const lower = password.toLowerCase();
  const core = lower.replace(/^[^a-z]+|[^a-z]+$/g, '');
  const words = commonPasswords();
  if (words.has(lower) || (core.length >= 4 && words.has(core)) || /^(.)\1*$/.test(lower) || /^(.+?)\1+$/.test(lower)) {
    return 'is too common: choose a longer phrase of unrelated words';
  }
  const personal = (rules.personal ?? [])
    .flatMap((word) => [word, word.split('@')[0] ?? ''])
    .map((w) => w.toLowerCase());
  if (personal.some((word) => word.length >= 4 && (lower === word || core === word))) {
    return 'must not be your name or e-mail';
  }
  return null;
}

/** Throws badData naming the problem (the field is `password`). */
export function assertPasswordPolicy(password: string, rules: PasswordRules): void {
  const problem = passwordProblem(password, rules);
  if (problem) throw new AppError('badData', `password: ${problem}`);
}
