/**
 * Session ids and SSO tokens: 256-bit random values, shown to their owner once and stored only
 * as a sha-256 hash, so a copy of the database cannot be used to sign in.
 */
import { hash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url (43 characters). */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** One-shot (no Hash object): it runs on every authenticated request. */
export function sha256Hex(value: string): string {
  return hash('sha256', value, 'hex');
}

/** True for a value newSecret() could have produced; anything else is not worth a lookup. */
export function isWellFormedSecret(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}
