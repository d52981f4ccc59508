import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import {
  newRecoveryCodes,
  newTotpSecret,
  openTotpSecret,
  recoveryCodeHash,
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

  it('makes ten distinct recovery codes, kept as hashes that ignore case and dashes', () => {
    const { codes, hashes } = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    expect(codes[0]).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(recoveryCodeHash((codes[0] ?? '').toUpperCase().replace('-', ' '))).toBe(hashes[0]);
  });
});
