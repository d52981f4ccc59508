/**
 * The one password policy of the server (ASVS 2.1.1, 2.1.7): every password an administrator sets
 * (a practice's shared password, an administrator's own) has 12 to 1024 characters, is not one of
 * the common passwords of the zxcvbn-ts list (also with digits and punctuation trimmed from its
 * ends: "Password1234!" is "password"), is not one character repeated, and does not contain the
 * account's own names (its Account ID, the product's name). Nothing else (no composition rules).
 */
import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from '../lib/app-error.ts';

/** @internal */
export const MIN_PASSWORD_LENGTH = 12;
const MAX_PASSWORD_LENGTH = 1024;

let common: Set<string> | undefined;

/** The common-password list, loaded at its first use. */
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()));
  return common;
}

/** The password lower-cased, and again without the digits and punctuation around it. */
function forms(password: string): string[] {
  const lower = password.toLowerCase();
  const core = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  return core.length >= 4 && core !== lower ? [lower, core] : [lower];
}

/**
 * Why the password is refused, or null when it is acceptable. `names` are words the password must
 * not contain (the Account ID, the product name...); names shorter than 4 characters are ignored.
 * @internal
 */
export function passwordProblem(password: string, names: readonly string[] = []): string | null {
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH || length > MAX_PASSWORD_LENGTH) {
    return `A password must have ${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters`;
  }
  if (new Set(password).size === 1) return 'A password cannot be one character repeated';
  const list = commonPasswords();
  if (forms(password).some((form) => list.has(form))) {
    return 'This password is on a list of common passwords; choose a longer passphrase';
  }
  const lower = password.toLowerCase();
  const named = names.find((name) => name.trim().length >= 4 && lower.includes(name.trim().toLowerCase()));
  if (named !== undefined) return 'A password cannot contain the account name or the product name';
  return null;
}

/** Throws `badData` with the reason when the password does not meet the policy. */
export function assertPasswordPolicy(password: string, names: readonly string[] = []): void {
  const problem = passwordProblem(password, names);
  if (problem !== null) throw new AppError('badData', problem);
}
