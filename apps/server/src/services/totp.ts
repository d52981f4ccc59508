/**
 * Administrators' second factor: TOTP (RFC 6238, 30-second steps, 6 digits, SHA-1 as authenticator
 * apps expect) through otplib, and single-use recovery codes. The TOTP secret must be readable to
 * check a code, so it is kept encrypted (AES-256-GCM, node:crypto) under a key from ADMIN_TOTP_KEY
 * or, when unset, a key file made once in the data directory (ADR 0018). Recovery codes carry 80
 * random bits each and are kept only as salted sha-256 (`s1.salt.hash`, ADR 0039): no key is needed
 * to check them, so they still work when the TOTP key is lost. Codes made before issue 33 (50 bits,
 * plain sha-256) keep working until used or regenerated.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import { keySource } from '../lib/key-file.ts';
import { seal, unseal } from '../lib/sealed.ts';
import { sha256Hex } from './secrets.ts';

const KEY_FILE = 'admin-totp.key';
/** A code of the previous or the next step is accepted too (clock drift of the phone). */
const TOLERANCE_SECONDS = 30;
const RECOVERY_CODE_COUNT = 10;
const BASE32 = 'abcdefghijkmnpqrstuvwxyz23456789';

/** Where the TOTP key comes from: the configured key, or a key file made once in the data directory. */
export function totpKeySource(configured: string | undefined, dataDir: string): () => Promise<Buffer> {
  return keySource(configured, dataDir, KEY_FILE);
}

/** A new TOTP secret (base32, 160 bits) and its otpauth:// address for the authenticator app. */
export function newTotpSecret(issuer: string, email: string): { secret: string; uri: string } {
  const secret = generateSecret({ length: 20 });
  return { secret, uri: totpUri(issuer, email, secret) };
}

/** The otpauth:// address of a secret, for the authenticator app. */
export function totpUri(issuer: string, email: string, secret: string): string {
  return generateURI({ secret, label: email, issuer });
}

/** Sealed (lib/sealed.ts), the administrator's e-mail address bound as associated data. */
export function sealTotpSecret(key: Buffer, secret: string, adminEmail: string): string {
  return seal(key, secret, adminEmail.toLowerCase());
}

export function openTotpSecret(key: Buffer, sealed: string, adminEmail: string): string {
  return unseal(key, sealed, adminEmail.toLowerCase());
}

/**
 * Checks a 6-digit code at `now`; a step at or before `lastStep` is refused (no replay). Returns the
 * accepted step, or null.
 */
export async function verifyTotp(
  secret: string,
  code: string,
  now: Date,
  lastStep: number | null,
): Promise<number | null> {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const result = await verify({
    secret,
    token,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** Characters of a recovery code: 16 from an alphabet of 32 (5 bits each) = 80 random bits. */
const RECOVERY_CODE_CHARS = 16;

/** Case, spaces and dashes do not matter. */
const normalized = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

const saltedHash = (salt: string, code: string) =>
  createHash('sha256')
    .update(`${salt}:${normalized(code)}`)
    .digest('base64url');

/** A new recovery code: `xxxx-xxxx-xxxx-xxxx`, each character one of 32 (a byte's low 5 bits). */
function newRecoveryCode(): string {
  const chars = [...randomBytes(RECOVERY_CODE_CHARS)].map((byte) => BASE32[byte & 31]).join('');
  return chars.match(/.{4}/g)?.join('-') ?? chars;
}

/** How a recovery code is kept: a random salt of its own and the salted sha-256. */
function keptRecoveryCode(code: string): string {
  const salt = randomBytes(16).toString('base64url');
  return `s1.${salt}.${saltedHash(salt, code)}`;
}

/** Ten new recovery codes, to show once, and how they are kept. */
export function newRecoveryCodes(): { codes: string[]; kept: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  return { codes, kept: codes.map(keptRecoveryCode) };
}

/** The kept entry this recovery code matches (salted, or a pre-issue-33 plain sha-256), if any. */
export function matchRecoveryCode(kept: readonly string[], code: string): string | undefined {
  if (normalized(code).length === 0) return undefined;
  return kept.find((entry) => {
    const [version, salt, hash] = entry.split('.');
    const expected = version === 's1' && salt && hash ? hash : entry;
    const actual = version === 's1' && salt && hash ? saltedHash(salt, code) : sha256Hex(normalized(code));
    return expected.length === actual.length && timingSafeEqual(Buffer.from(expected), Buffer.from(actual));
  });
}
