import {
  acceptInvitation,
  adminSession,
  adminSignIn,
  changeOwnPassword,
  completeTotpEnrolment,
  deactivateAdministrator,
  inviteAdministrator,
  listAdministrators,
  listInvitations,
  openInvitation,
  reactivateAdministrator,
  regenerateRecoveryCodes,
  resetAdministratorTotp,
  revokeInvitation,
} from '@triage/contracts/admin';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { administrators } from '../../db/schema.ts';
import { listAuditEvents } from '../../repositories/audit.repository.ts';
import { listRefusals } from '../../repositories/audit-refusals.repository.ts';
import { ADMIN_PASSWORD, as, createTestAdmin, signInAdmin, type TestAdmin, totpCode } from '../../testing/admins.ts';
import { dataOf, describeApi, expectError, MINUTE } from '../../testing/api-harness.ts';
import { ERROR_COVERAGE } from '../../testing/error-coverage.ts';
import { breakInserts } from '../../testing/fixtures.ts';

const ORGANIZATION = 'Demo Practice Group';
const NEW_PASSWORD = 'harbour quartz meadow 19';

describeApi(
  'administrators’ credentials in the console (issue 33)',
  { coverage: ERROR_COVERAGE.adminCredentials },
  (h) => {
    let boss: TestAdmin;
    let pia: TestAdmin;
    let bossSession = '';
    let piaSession = '';
    let n = 0;

    const newAdmin = async (role: 'org-admin' | 'practice-admin' = 'practice-admin', practice = 'demo') => {
      n += 1;
      return createTestAdmin(h().database.db, h().config.ADMIN_TOTP_KEY ?? '', {
        email: `cred${n}@cred.example`,
        role,
        organization: ORGANIZATION,
        ...(role === 'practice-admin' ? { practice } : {}),
      });
    };
    const row = async (email: string) => {
      const [found] = await h().database.db.select().from(administrators).where(eq(administrators.email, email));
      if (!found) throw new Error(`no administrator ${email}`);
      return found;
    };
    const freshCode = async (secret: string) => {
      h().clock.advance(31_000);
      return totpCode(secret, h().clock.now());
    };
    const audit = async () => listAuditEvents(h().database.db, { type: 'admin-change', limit: 200 });

    beforeAll(async () => {
      boss = await newAdmin('org-admin');
      pia = await newAdmin('practice-admin', 'demo');
      bossSession = await signInAdmin(h(), boss);
      piaSession = await signInAdmin(h(), pia);
    });

    describe('changing one’s own password', () => {
      it('needs the current password and a code, applies the policy, and ends the other sessions only', async () => {
        const admin = await newAdmin();
        const current = await signInAdmin(h(), admin);
        const other = await signInAdmin(h(), admin);
        const change = (body: Record<string, string>) => h().call(changeOwnPassword, { ...as(current), body });
        const wrong = expectError(
          await change({ currentPassword: 'not my password at all', newPassword: NEW_PASSWORD, code: '000000' }),
          'invalidCredentials',
        );
        expect(wrong.error.technical).toContain('currentPassword');
        const badCode = expectError(
          await change({ currentPassword: ADMIN_PASSWORD, newPassword: NEW_PASSWORD, code: '000000' }),
          'invalidCredentials',
        );
        expect(badCode.error.technical).toContain('code');
        expectError(
          await change({
            currentPassword: ADMIN_PASSWORD,
            newPassword: 'password1234',
            code: await freshCode(admin.totpSecret),
          }),
          'badData',
        );
        const done = dataOf<{ endedSessions: number }>(
          await change({
            currentPassword: ADMIN_PASSWORD,
            newPassword: NEW_PASSWORD,
            code: await freshCode(admin.totpSecret),
          }),
        );
        expect(done.endedSessions).toBe(1);
        dataOf(await h().call(adminSession, as(current)));
        expectError(await h().call(adminSession, as(other)), 'unauthorized');
        expectError(
          await h().call(adminSignIn, {
            body: { email: admin.email, password: ADMIN_PASSWORD, code: await freshCode(admin.totpSecret) },
            ip: '10.44.1.1',
          }),
          'invalidCredentials',
        );
        await signInAdmin(h(), admin, NEW_PASSWORD);
        const rows = (await audit()).filter((e) => e.adminEmail === admin.email);
        expect(rows.map((e) => e.outcome)).toContain('administrator: own password changed');
        expect(JSON.stringify(rows)).not.toContain(NEW_PASSWORD);
        expect(JSON.stringify(rows)).not.toContain((await row(admin.email)).passwordHash);
        expectError(
          await h().call(changeOwnPassword, { ...as(current), body: { currentPassword: 'x' } }),
          'missingParams',
        );
        expectError(
          await h().call(changeOwnPassword, {
            ...as(current),
            body: { currentPassword: 'x', newPassword: 'y', code: 7 },
          }),
          'badData',
        );
        expectError(await h().call(changeOwnPassword, { body: {} }), 'unauthorized');
      });

      it('counts its wrong codes toward the lock', async () => {
        const admin = await newAdmin();
        const session = await signInAdmin(h(), admin);
        await h()
          .database.db.update(administrators)
          .set({ secondFactorFailures: 9 })
          .where(eq(administrators.email, admin.email));
        const body = { currentPassword: ADMIN_PASSWORD, newPassword: NEW_PASSWORD, code: '000000' };
        expectError(await h().call(changeOwnPassword, { ...as(session), body }), 'secondFactorLocked');
        expect((await row(admin.email)).secondFactorLockedAt).not.toBeNull();
        // Counted with the refused sign-ins (per window), wherever the code was asked for.
        const { id } = await row(admin.email);
        const refusals = (await listRefusals(h().database.db, undefined, 100)).filter(
          (r) => r.practiceId === `admin ${id}`,
        );
        expect(refusals.map((r) => r.outcome)).toEqual(['second-factor-locked']);
        // Locked, nothing is checked any more: not even a right code for new recovery codes.
        const code = await freshCode(admin.totpSecret);
        expectError(await h().call(regenerateRecoveryCodes, { ...as(session), body: { code } }), 'secondFactorLocked');
      });
    });

    describe('recovery codes', () => {
      it('are regenerated with a code: ten of 80 bits, kept salted; the old ones stop working', async () => {
        const admin = await newAdmin();
        const session = await signInAdmin(h(), admin);
        expectError(
          await h().call(regenerateRecoveryCodes, { ...as(session), body: { code: '000000' } }),
          'invalidCredentials',
        );
        expectError(await h().call(regenerateRecoveryCodes, { ...as(session), body: {} }), 'missingParams');
        expectError(await h().call(regenerateRecoveryCodes, { ...as(session), body: { code: [1] } }), 'badData');
        expectError(await h().call(regenerateRecoveryCodes, { body: { code: '000000' } }), 'unauthorized');
        const { recoveryCodes } = dataOf<{ recoveryCodes: string[] }>(
          await h().call(regenerateRecoveryCodes, {
            ...as(session),
            body: { code: await freshCode(admin.totpSecret) },
          }),
        );
        expect(recoveryCodes).toHaveLength(10);
        expect(recoveryCodes[0]).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
        const kept = (await row(admin.email)).recoveryCodes;
        expect(kept.every((entry) => entry.startsWith('s1.'))).toBe(true);
        expect(JSON.stringify(kept)).not.toContain((recoveryCodes[0] ?? '').replaceAll('-', ''));
        const signIn = (code: string) =>
          h().call(adminSignIn, { body: { email: admin.email, password: ADMIN_PASSWORD, code }, ip: '10.44.2.1' });
        expectError(await signIn(admin.recoveryCodes[0] ?? ''), 'invalidCredentials');
        dataOf(await signIn(recoveryCodes[0] ?? ''));
        const rows = (await audit()).filter((e) => e.adminEmail === admin.email);
        expect(rows.map((e) => e.outcome)).toContain('administrator: recovery codes regenerated');
        expect(JSON.stringify(rows)).not.toContain(recoveryCodes[1] ?? '');
      });
    });

    describe('resetting an authenticator', () => {
      it('is for organization administrators: it lifts a lock, ends the sessions, and the owner enrols again at sign-in', async () => {
        const admin = await newAdmin();
        const session = await signInAdmin(h(), admin);
        const { id } = await row(admin.email);
        await h()
          .database.db.update(administrators)
          .set({ secondFactorFailures: 10, secondFactorLockedAt: h().clock.now() })
          .where(eq(administrators.id, id));
        const reset = (as_: ReturnType<typeof as>, adminId: number) =>
          h().call(resetAdministratorTotp, { ...as_, params: { adminId: String(adminId) }, body: {} });
        expectError(await reset(as(piaSession), id), 'unauthorized');
        expectError(await reset(as(bossSession), (await row(boss.email)).id), 'badData');
        expectError(await reset(as(bossSession), 999_999), 'unauthorized');
        const { administrator } = dataOf<{ administrator: { secondFactorLocked: boolean; enrolmentPending: boolean } }>(
          await reset(as(bossSession), id),
        );
        expect(administrator).toMatchObject({ secondFactorLocked: false, enrolmentPending: true });
        expectError(await h().call(adminSession, as(session)), 'unauthorized');
        const stored = await row(admin.email);
        expect(stored).toMatchObject({ totpSecret: null, recoveryCodes: [], secondFactorLockedAt: null });

        // The old authenticator no longer signs in; the password alone starts the enrolment.
        const signIn = (code: string, ip = '10.44.3.1') =>
          h().call(adminSignIn, { body: { email: admin.email, password: ADMIN_PASSWORD, code }, ip });
        const started = dataOf<{ enrolment: { enrolmentToken: string; totpSecret: string; totpUri: string } }>(
          await signIn(await freshCode(admin.totpSecret)),
        ).enrolment;
        expect(started.totpSecret).not.toBe(admin.totpSecret);
        expect(started.totpUri).toContain('otpauth://totp/');
        expect(JSON.stringify(await row(admin.email))).not.toContain(started.totpSecret);
        expect(JSON.stringify(await row(admin.email))).not.toContain(started.enrolmentToken);
        const wrongPassword = await h().call(adminSignIn, {
          body: { email: admin.email, password: 'not the password!!', code: '' },
          ip: '10.44.3.2',
        });
        expectError(wrongPassword, 'invalidCredentials');

        const complete = (code: string, enrolmentToken = started.enrolmentToken) =>
          h().call(completeTotpEnrolment, { body: { enrolmentToken, code }, ip: '10.44.3.3' });
        expectError(await complete('000000'), 'invalidCredentials');
        expectError(await complete('123456', 'x'.repeat(43)), 'invalidCredentials');
        expectError(await complete(''), 'missingParams');
        expectError(await complete('123456', 'short'), 'badData');
        const enrolled = dataOf<{ adminSessionId: string; recoveryCodes: string[] }>(
          await complete(await freshCode(started.totpSecret)),
        );
        expect(enrolled.recoveryCodes).toHaveLength(10);
        dataOf(await h().call(adminSession, as(enrolled.adminSessionId)));
        expectError(await complete(await freshCode(started.totpSecret)), 'invalidCredentials');
        dataOf(await signIn(await freshCode(started.totpSecret), '10.44.3.4'));
        expectError(await signIn(await freshCode(admin.totpSecret), '10.44.3.5'), 'invalidCredentials');
        const outcomes = (await audit()).map((e) => e.outcome);
        expect(outcomes).toEqual(
          expect.arrayContaining(['administrator: authenticator reset', 'second factor: authenticator enrolled again']),
        );
      });

      it('locks the enrolment too after 10 wrong codes', async () => {
        const admin = await newAdmin();
        const { id } = await row(admin.email);
        dataOf(
          await h().call(resetAdministratorTotp, { ...as(bossSession), params: { adminId: String(id) }, body: {} }),
        );
        const { enrolment } = dataOf<{ enrolment: { enrolmentToken: string; totpSecret: string } }>(
          await h().call(adminSignIn, { body: { email: admin.email, password: ADMIN_PASSWORD }, ip: '10.44.4.1' }),
        );
        const complete = (code: string) =>
          h().call(completeTotpEnrolment, {
            body: { enrolmentToken: enrolment.enrolmentToken, code },
            ip: '10.44.4.2',
          });
        for (let i = 0; i < 9; i += 1) expectError(await complete(String(400000 + i)), 'invalidCredentials');
        expectError(await complete('499999'), 'secondFactorLocked');
        expectError(await complete(await freshCode(enrolment.totpSecret)), 'secondFactorLocked');
      });

      it('answers sessionCreationFailed when the enrolled administrator’s session cannot be stored', async () => {
        const admin = await newAdmin();
        const { id } = await row(admin.email);
        dataOf(
          await h().call(resetAdministratorTotp, { ...as(bossSession), params: { adminId: String(id) }, body: {} }),
        );
        const { enrolment } = dataOf<{ enrolment: { enrolmentToken: string; totpSecret: string } }>(
          await h().call(adminSignIn, { body: { email: admin.email, password: ADMIN_PASSWORD }, ip: '10.44.5.1' }),
        );
        const code = await freshCode(enrolment.totpSecret);
        const repair = await breakInserts(h().database.db, 'admin_sessions');
        try {
          const answer = await h().call(completeTotpEnrolment, {
            body: { enrolmentToken: enrolment.enrolmentToken, code },
          });
          expectError(answer, 'sessionCreationFailed');
        } finally {
          await repair();
        }
      });
    });

    describe('reactivation', () => {
      it('brings a deactivated administrator back, in scope only', async () => {
        const admin = await newAdmin('practice-admin', 'demo-ah');
        const { id } = await row(admin.email);
        const params = { adminId: String(id) };
        dataOf(await h().call(deactivateAdministrator, { ...as(bossSession), params, body: {} }));
        expectError(await h().call(reactivateAdministrator, { ...as(piaSession), params, body: {} }), 'unauthorized');
        expectError(
          await h().call(reactivateAdministrator, { ...as(bossSession), params: { adminId: 'x' }, body: {} }),
          'badData',
        );
        const before = dataOf<{ administrators: { id: number; canReactivate: boolean }[] }>(
          await h().call(listAdministrators, as(bossSession)),
        ).administrators.find((a) => a.id === id);
        expect(before?.canReactivate).toBe(true);
        const { administrator } = dataOf<{ administrator: { active: boolean; canReactivate: boolean } }>(
          await h().call(reactivateAdministrator, { ...as(bossSession), params, body: {} }),
        );
        expect(administrator).toMatchObject({ active: true, canReactivate: false });
        await signInAdmin(h(), admin);
        expect((await audit()).map((e) => e.outcome)).toContain('administrator: reactivated');
      });
    });

    describe('pending invitations', () => {
      const invite = async (session: string, email: string, role = 'practice-admin', practiceId = 'demo') =>
        dataOf<{ code: string }>(
          await h().call(inviteAdministrator, {
            ...as(session),
            body: {
              email,
              name: email.split('@')[0] ?? 'x',
              role,
              ...(role === 'practice-admin' ? { practiceId } : {}),
            },
          }),
        ).code;
      const pending = async (session: string) =>
        dataOf<{ invitations: { id: number; email: string; invitedBy: string; opened: boolean }[] }>(
          await h().call(listInvitations, as(session)),
        ).invitations;

      it('are listed in scope and revoked: the link then no longer opens', async () => {
        const code = await invite(bossSession, 'rev1@cred.example');
        await invite(bossSession, 'rev2@cred.example', 'org-admin');
        dataOf(await h().call(openInvitation, { body: { code } }));
        const listed = await pending(bossSession);
        const first = listed.find((i) => i.email === 'rev1@cred.example');
        expect(first).toMatchObject({ invitedBy: boss.email, opened: true });
        // A practice administrator sees their practice's invitations only, and revokes only those.
        const second = listed.find((i) => i.email === 'rev2@cred.example');
        expect((await pending(piaSession)).map((i) => i.email)).toContain('rev1@cred.example');
        expect((await pending(piaSession)).map((i) => i.email)).not.toContain('rev2@cred.example');
        const revoke = (session: string, id: number | string) =>
          h().call(revokeInvitation, { ...as(session), params: { invitationId: String(id) }, body: {} });
        expectError(await revoke(piaSession, second?.id ?? 0), 'unauthorized');
        expectError(await revoke(bossSession, 'nope'), 'badData');
        dataOf(await revoke(bossSession, first?.id ?? 0));
        expectError(await revoke(bossSession, first?.id ?? 0), 'unauthorized');
        expectError(await h().call(openInvitation, { body: { code } }), 'invalidCredentials');
        expect((await pending(bossSession)).map((i) => i.email)).not.toContain('rev1@cred.example');
        expect((await audit()).map((e) => e.outcome)).toContain('invitation: revoked');
        expectError(await h().call(listInvitations, {}), 'unauthorized');
      });

      it('die with the administrator who sent them', async () => {
        const sender = await newAdmin('practice-admin', 'demo');
        const senderSession = await signInAdmin(h(), sender);
        const code = await invite(senderSession, 'orphan@cred.example');
        const opened = dataOf<{ totpSecret: string }>(await h().call(openInvitation, { body: { code } }));
        const { id } = await row(sender.email);
        dataOf(
          await h().call(deactivateAdministrator, { ...as(bossSession), params: { adminId: String(id) }, body: {} }),
        );
        expect((await pending(bossSession)).map((i) => i.email)).not.toContain('orphan@cred.example');
        h().clock.advance(MINUTE);
        const totp = await totpCode(opened.totpSecret, h().clock.now());
        expectError(
          await h().call(acceptInvitation, { body: { code, password: NEW_PASSWORD, totpCode: totp } }),
          'invalidCredentials',
        );
        expect((await audit()).map((e) => e.outcome)).toContain('invitation: revoked: its sender was deactivated');
      });
    });
  },
);
