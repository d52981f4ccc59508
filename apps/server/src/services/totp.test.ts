import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from './secrets.ts';
import {
  matchRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  openTotpSecret,
  sealTotpSecret,
  totpKeySource,
  verifyTotp,
} from './totp.ts';

const at = (seconds: number) => new Date(seconds * 1000);

describe('TOTP (RFC 6238)', () => {
  it('accepts the RFC 6238 SHA-1 test vector (secret "12345678901234567890", T = 59 s → 287082)', async () => {
    const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    expect(await verifyTotp(secret, '287082', at(59), null)).toBe(1);
    expect(await verifyTotp(secret, '287082', at(59), 1)).toBeNull();
  });

  it('accepts the neighbouring step for clock drift, not further, and never a step already used', async () => {
    const { secret } = newTotpSecret('Triage Desk', 'a@b.example');
    const code = await generate({ secret, epoch: 3000 });
    expect(await verifyTotp(secret, code, at(3029), null)).toBe(100);
    expect(await verifyTotp(secret, code, at(3045), null)).toBe(100);
    expect(await verifyTotp(secret, code, at(3095), null)).toBeNull();
    expect(await verifyTotp(secret, code, at(3000), 100)).toBeNull();
    expect(await verifyTotp(secret, 'abcdef', at(3000), null)).toBeNull();
  });

  it('keeps the secret sealed under the key, bound to the e-mail', () => {
    const key = randomBytes(32);
    const sealed = sealTotpSecret(key, 'JBSWY3DPEHPK3PXP', 'Ann@x.example');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(openTotpSecret(key, sealed, 'ann@x.example')).toBe('JBSWY3DPEHPK3PXP');
    expect(() => openTotpSecret(key, sealed, 'bob@x.example')).toThrow();
    expect(() => openTotpSecret(randomBytes(32), sealed, 'ann@x.example')).toThrow();
  });

  it('makes the key file once, readable only by its owner', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'totp-key-'));
    try {
      const first = await totpKeySource(undefined, dir)();
      const second = await totpKeySource(undefined, dir)();
      expect(first.equals(second)).toBe(true);
      expect((await stat(join(dir, 'admin-totp.key'))).mode & 0o777).toBe(0o600);
      expect((await readFile(join(dir, 'admin-totp.key'), 'utf8')).length).toBe(64);
      expect((await totpKeySource('ab'.repeat(32), dir)()).toString('hex')).toBe('ab'.repeat(32));
    } finally {
      await rm(dir, { recursive: true });
    }
  });

  it('makes ten distinct recovery codes of 80 random bits, kept salted: case, spaces and dashes do not matter', () => {
    const { codes, kept } = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    // 16 characters of an alphabet of 32: 16 × 5 = 80 bits.
    expect(codes[0]).toMatch(/^[a-km-np-z2-9]{4}(-[a-km-np-z2-9]{4}){3}$/);
    const code = codes[3] ?? '';
    expect(matchRecoveryCode(kept, code.toUpperCase().replaceAll('-', ' '))).toBe(kept[3]);
    expect(kept[3]).toMatch(/^s1\.[\w-]{22}\.[\w-]{43}$/);
    expect(kept.join()).not.toContain(code.replaceAll('-', ''));
    // The same code kept twice is stored differently (a salt each): no table of precomputed hashes.
    expect(newRecoveryCodes().kept[0]).not.toBe(kept[0]);
    expect(matchRecoveryCode(kept, 'aaaa-aaaa-aaaa-aaaa')).toBeUndefined();
    expect(matchRecoveryCode(kept, '')).toBeUndefined();
  });

  it('still accepts a recovery code made before issue 33 (plain sha-256 of 10 characters)', () => {
    const legacy = sha256Hex('abcde23456');
    expect(matchRecoveryCode(['s1.x.y', legacy], 'ABCDE-23456')).toBe(legacy);
    expect(matchRecoveryCode([legacy], 'abcde-23457')).toBeUndefined();
  });
});
