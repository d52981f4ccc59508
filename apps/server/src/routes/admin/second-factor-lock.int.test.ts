import { adminSignIn, listAdministrators, listAuditTrail } from '@triage/contracts/admin';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { administrators } from '../../db/schema.ts';
import { reserveSecondFactorAttempt } from '../../repositories/admin-credentials.repository.ts';
import { hashPassword } from '../../services/password.ts';
import { sha256Hex } from '../../services/secrets.ts';
import { ADMIN_PASSWORD, as, createTestAdmin, signInAdmin, type TestAdmin, totpCode } from '../../testing/admins.ts';
import { dataOf, describeApi, expectError, MINUTE } from '../../testing/api-harness.ts';
import { ERROR_COVERAGE } from '../../testing/error-coverage.ts';

const ORGANIZATION = 'Demo Practice Group';

describeApi(
  'the second factor locks after 10 wrong codes (issue 33)',
  { coverage: ERROR_COVERAGE.secondFactorLock },
  (h) => {
    let boss: TestAdmin;
    let bossSession = '';
    let n = 0;

    const newAdmin = async (role: 'org-admin' | 'practice-admin' = 'practice-admin') => {
      n += 1;
      return createTestAdmin(h().database.db, h().config.ADMIN_TOTP_KEY ?? '', {
        email: `lock${n}@lock.example`,
        role,
        organization: ORGANIZATION,
        ...(role === 'practice-admin' ? { practice: 'demo' } : {}),
      });
    };
    const row = async (email: string) => {
      const [found] = await h().database.db.select().from(administrators).where(eq(administrators.email, email));
      if (!found) throw new Error(`no administrator ${email}`);
      return found;
    };
    /** A sign-in with the right password, from an address of its own (the per-pair limit is not what is tested). */
    const attempt = (admin: TestAdmin, code: string, password = ADMIN_PASSWORD) => {
      n += 1;
      return h().call(adminSignIn, { body: { email: admin.email, password, code }, ip: `10.33.${n % 250}.${n % 200}` });
    };
    /** The sign-in limits' window passes (their per-e-mail delay is not what is tested either). */
    const later = () => h().clock.advance(16 * MINUTE);
    const freshCode = async (admin: TestAdmin) => {
      h().clock.advance(31_000);
      return totpCode(admin.totpSecret, h().clock.now());
    };

    beforeAll(async () => {
      boss = await newAdmin('org-admin');
      bossSession = await signInAdmin(h(), boss);
    });

    it('locks at the 10th consecutive wrong code: refused with secondFactorLocked, then a correct code is refused too', async () => {
      const admin = await newAdmin();
      for (let i = 1; i < 10; i += 1) expectError(await attempt(admin, String(100000 + i)), 'invalidCredentials');
      expect((await row(admin.email)).secondFactorFailures).toBe(9);
      const locked = expectError(await attempt(admin, '999999'), 'secondFactorLocked');
      expect(locked.message).toContain('Ask an organization administrator to reset your authenticator');
      expect((await row(admin.email)).secondFactorLockedAt).not.toBeNull();
      later();
      expectError(await attempt(admin, await freshCode(admin)), 'secondFactorLocked');
      expectError(await attempt(admin, admin.recoveryCodes[0] ?? ''), 'secondFactorLocked');
      // A wrong password learns nothing of the lock.
      expectError(await attempt(admin, await freshCode(admin), 'not the password at all'), 'invalidCredentials');
      expect((await row(admin.email)).secondFactorFailures).toBe(10);
    });

    it('counts wrong recovery codes too, and a correct code before the limit starts the count again', async () => {
      const admin = await newAdmin();
      for (let i = 0; i < 9; i += 1) expectError(await attempt(admin, `wrong-code-${i}`), 'invalidCredentials');
      expect((await row(admin.email)).secondFactorFailures).toBe(9);
      later();
      dataOf(await attempt(admin, await freshCode(admin)));
      expect((await row(admin.email)).secondFactorFailures).toBe(0);
      for (let i = 0; i < 9; i += 1) expectError(await attempt(admin, '000000'), 'invalidCredentials');
      later();
      dataOf(await attempt(admin, admin.recoveryCodes[1] ?? ''));
      expect(await row(admin.email)).toMatchObject({ secondFactorFailures: 0, secondFactorLockedAt: null });
    });

    it('holds under concurrency: of 25 wrong codes at once exactly 10 are counted, and the row is locked', async () => {
      const admin = await newAdmin();
      const { id } = await row(admin.email);
      const now = h().clock.now();
      const counts = await Promise.all(
        Array.from({ length: 25 }, () => reserveSecondFactorAttempt(h().database.db, id, 10, now)),
      );
      expect(counts.filter((count) => count !== null).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([
        1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
      ]);
      expect(counts.filter((count) => count === null)).toHaveLength(15);
      expect((await row(admin.email)).secondFactorLockedAt).not.toBeNull();
    });

    it('holds across parallel sign-ins: 12 wrong codes at once lock it, and the right code then cannot sign in', async () => {
      const admin = await newAdmin();
      const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => attempt(admin, String(200000 + i))));
      const codes = answers.map((answer) => (answer.json() as { error?: { code: string } }).error?.code);
      // The sign-in limits refuse some outright (tooManyRequests); the ones checked are counted.
      expect(
        codes.every((code) => ['invalidCredentials', 'secondFactorLocked', 'tooManyRequests'].includes(code ?? '')),
      ).toBe(true);
      const counted = codes.filter((code) => code !== 'tooManyRequests').length;
      expect((await row(admin.email)).secondFactorFailures).toBe(Math.min(counted, 10));
      for (let i = counted; i < 10; i += 1) {
        later();
        await attempt(admin, '000000');
      }
      expect((await row(admin.email)).secondFactorLockedAt).not.toBeNull();
      later();
      expectError(await attempt(admin, await freshCode(admin)), 'secondFactorLocked');
    });

    it('does not count a sign-in refused because every hashing slot is busy', async () => {
      const admin = await newAdmin();
      // Fill every hashing slot and the queue behind them (at most 4 + 32) with real work, and keep
      // them full until the sign-in is answered (a hash that ends frees a place another one takes).
      const load: Promise<unknown>[] = [];
      const fill = () => {
        for (let i = 0; i < 40; i += 1)
          load.push(hashPassword('a password to keep the slots busy').catch(() => 'refused'));
      };
      fill();
      const pump = setInterval(fill, 5);
      const busy = await attempt(admin, '123456');
      clearInterval(pump);
      await Promise.all(load);
      expectError(busy, 'tooManyRequests');
      expect((await row(admin.email)).secondFactorFailures).toBe(0);
      expectError(await attempt(admin, '123456'), 'invalidCredentials');
      expect((await row(admin.email)).secondFactorFailures).toBe(1);
    });

    it("tells the organization's administrators (People page) and shows the lock and the counted failures in the audit trail", async () => {
      const admin = await newAdmin();
      for (let i = 0; i < 10; i += 1) await attempt(admin, `${300000 + i}`);
      bossSession = await signInAdmin(h(), boss);
      const listed = dataOf<{
        administrators: { email: string; secondFactorLocked: boolean; canResetTotp: boolean }[];
      }>(await h().call(listAdministrators, as(bossSession))).administrators.find((a) => a.email === admin.email);
      expect(listed).toMatchObject({ secondFactorLocked: true, canResetTotp: true });
      const { id } = await row(admin.email);
      const trail = dataOf<{
        events: { by: string; outcome: string; after: unknown }[];
        refusals: { admin: string; outcome: string; count: number }[];
      }>(await h().call(listAuditTrail, { ...as(bossSession), query: { adminId: String(id) } }));
      expect(trail.events.map((e) => e.outcome)).toContain('Second factor locked after 10 wrong codes');
      // Counted per window, not a row per attempt: 9 wrong codes and the one that locked it.
      const counted = trail.refusals.filter((r) => r.admin === admin.email);
      expect(counted.reduce((sum, r) => sum + r.count, 0)).toBe(10);
      expect(counted.map((r) => r.outcome).sort()).toEqual(['invalid-code', 'second-factor-locked']);
      const otherKind = dataOf<{ refusals: unknown[] }>(
        await h().call(listAuditTrail, { ...as(bossSession), query: { adminId: String(id), kind: 'settings' } }),
      );
      expect(otherKind.refusals).toEqual([]);
    });

    it('still accepts a recovery code made before issue 33 (kept as a plain sha-256), once', async () => {
      const admin = await newAdmin();
      await h()
        .database.db.update(administrators)
        .set({ recoveryCodes: [sha256Hex('abcde23456')] })
        .where(eq(administrators.email, admin.email));
      dataOf(await attempt(admin, 'ABCDE-23456'));
      later();
      expectError(await attempt(admin, 'abcde-23456'), 'invalidCredentials');
    });
  },
);
