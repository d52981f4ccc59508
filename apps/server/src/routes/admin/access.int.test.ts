/**
 * The console's access screens, on both engines: the shared password, live sessions, SSO links,
 * locations and subscriptions — scope refusals, audit rows written with the change, conflicts,
 * field-level refusals.
 */
import { login, ssoLogin, validateSession } from '@triage/contracts';
import {
  createSsoLink,
  endLiveSessions,
  getLocations,
  getSharedPassword,
  getSubscriptions,
  listLiveSessions,
  listSsoLinks,
  renewSsoLink,
  revokeSsoLink,
  rotateSharedPassword,
  saveLocation,
} from '@triage/contracts/admin';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { auditEvents, practices } from '../../db/schema.ts';
import { listAuditEvents } from '../../repositories/audit.repository.ts';
import { findAnyPracticeByAccountId } from '../../repositories/practices.repository.ts';
import { rotateSharedPassword as rotate } from '../../services/admin/shared-password.ts';
import { sha256Hex } from '../../services/secrets.ts';
import { as, createTestAdmin, signInAdmin } from '../../testing/admins.ts';
import { dataOf, describeApi, expectError } from '../../testing/api-harness.ts';
import { ERROR_COVERAGE } from '../../testing/error-coverage.ts';

const NEW_PASSWORD = 'copper kettle meadow lantern';

describeApi('the console access screens', { coverage: ERROR_COVERAGE.adminAccess }, (h) => {
  let olga = '';
  let oscar = '';
  let pia = '';

  const isLive = async (sessionId: string) => (await h().call(validateSession, { sessionId })).statusCode === 200;
  const latestAudit = async () => (await listAuditEvents(h().database.db, { type: 'admin-change', limit: 1 }))[0];

  beforeAll(async () => {
    const key = h().config.ADMIN_TOTP_KEY ?? '';
    const db = h().database.db;
    const org = { role: 'org-admin' as const, organization: 'Demo Practice Group' };
    olga = await signInAdmin(h(), await createTestAdmin(db, key, { email: 'olga.a@demo.example', ...org }));
    oscar = await signInAdmin(h(), await createTestAdmin(db, key, { email: 'oscar.a@demo.example', ...org }));
    pia = await signInAdmin(
      h(),
      await createTestAdmin(db, key, {
        email: 'pia.a@demo.example',
        role: 'practice-admin',
        organization: 'Demo Practice Group',
        practice: 'demo-ah',
      }),
    );
  });

  it('refuses a practice administrator every access call about another practice of the organization', async () => {
    expectError(await h().call(getSharedPassword, as(pia)), 'unauthorized');
    expectError(
      await h().call(rotateSharedPassword, {
        ...as(pia),
        body: { baseVersion: 0, password: NEW_PASSWORD, endSessions: true },
      }),
      'unauthorized',
    );
    expectError(await h().call(listLiveSessions, as(pia)), 'unauthorized');
    expectError(await h().call(endLiveSessions, { ...as(pia), body: {} }), 'unauthorized');
    expectError(await h().call(listSsoLinks, as(pia)), 'unauthorized');
    expectError(await h().call(revokeSsoLink, { ...as(pia), body: { id: 1 } }), 'unauthorized');
    expectError(await h().call(getLocations, as(pia)), 'unauthorized');
    expectError(await h().call(getSubscriptions, as(pia)), 'unauthorized');
    expectError(
      await h().call(createSsoLink, {
        ...as(pia),
        body: { description: 'x', launch: 'static', expiresAt: '2099-01-01T00:00:00Z' },
      }),
      'unauthorized',
    );
    // Their own practice: reached (locations are read only for them: the organization's).
    const own = dataOf<{ canEdit: boolean }>(await h().call(getLocations, as(pia, 'demo-ah')));
    expect(own.canEdit).toBe(false);
    expectError(
      await h().call(saveLocation, { ...as(pia, 'demo-ah'), body: { action: 'add', name: 'Hilltop Clinic' } }),
      'unauthorized',
    );
  });

  it('rotates the shared password: policy refusals at the field, a conflict, then saved and audited without the password; live sessions end', async () => {
    const nurse = await h().signIn('demo', { firstName: 'Nora' });
    const before = dataOf<{ version: number; liveSessions: number }>(await h().call(getSharedPassword, as(olga)));
    expect(before.liveSessions).toBeGreaterThan(0);
    const rotateAs = (id: string, baseVersion: number, password: string, endSessions = true) =>
      h().call(rotateSharedPassword, { ...as(id), body: { baseVersion, password, endSessions } });
    expect(expectError(await rotateAs(olga, before.version, 'short one'), 'badData').error.technical).toContain(
      '12 to 1024 characters',
    );
    expect(expectError(await rotateAs(olga, before.version, 'password1234!'), 'badData').error.technical).toContain(
      'common passwords',
    );
    expect(
      expectError(await rotateAs(olga, before.version, 'the demo family practice 2026'), 'badData').error.technical,
    ).toContain('account name');
    expectError(
      await h().call(rotateSharedPassword, { ...as(olga), body: { baseVersion: 0, password: NEW_PASSWORD } }),
      'missingParams',
    );

    h().clock.advance(1_000);
    const saved = dataOf<{ status: string; sessionsEnded: number }>(await rotateAs(olga, before.version, NEW_PASSWORD));
    expect(saved.status).toBe('saved');
    expect(saved.sessionsEnded).toBeGreaterThan(0);
    expect(await isLive(nurse)).toBe(false);
    const event = await latestAudit();
    expect(event).toMatchObject({
      practiceId: 'demo',
      adminEmail: 'olga.a@demo.example',
      subject: 'shared-password',
      after: { endedSessions: true },
    });
    const practice = await findAnyPracticeByAccountId(h().database.db, 'demo');
    expect(JSON.stringify(event)).not.toContain(NEW_PASSWORD);
    expect(JSON.stringify(event)).not.toContain(practice?.passwordHash ?? 'no hash');

    const conflict = dataOf<{ status: string; lastChange: { by: string } }>(
      await rotateAs(oscar, before.version, 'another long passphrase here', false),
    );
    expect(conflict).toMatchObject({ status: 'conflict', lastChange: { by: 'olga.a@demo.example' } });
    const loggedIn = await h().call(login, { body: { firstName: 'Nora', practiceId: 'demo', password: NEW_PASSWORD } });
    expect(loggedIn.statusCode).toBe(200);
  });

  it('writes the audit row in the transaction of the change: a rolled-back rotation leaves neither', async () => {
    const db = h().database.db;
    const practice = await findAnyPracticeByAccountId(db, 'demo');
    if (!practice) throw new Error('no demo practice');
    const count = async () =>
      (
        await db
          .select()
          .from(auditEvents)
          .where(and(eq(auditEvents.subject, 'shared-password'), eq(auditEvents.practiceId, 'demo')))
      ).length;
    const audits = await count();
    await expect(
      db.transaction(async (tx) => {
        await rotate(tx, practice, {
          password: 'a rolled back passphrase',
          endSessions: false,
          editor: { adminId: null, email: 'rollback@demo.example', ip: null },
          now: h().clock.now(),
        });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await count()).toBe(audits);
    const [row] = await db.select().from(practices).where(eq(practices.id, practice.id));
    expect(row?.passwordHash).toBe(practice.passwordHash);
  });

  it('lists live sessions under opaque handles and ends one at once, then all', async () => {
    const ann = await h().signIn('demo', { firstName: 'Ann', password: NEW_PASSWORD });
    const bea = await h().signIn('demo', { firstName: 'Bea', password: NEW_PASSWORD });
    const { sessions } = dataOf<{
      sessions: { handle: string; firstName: string; location: string | null; via: string }[];
    }>(await h().call(listLiveSessions, as(olga)));
    const annRow = sessions.find((s) => s.firstName === 'Ann');
    expect(annRow).toMatchObject({ location: 'Main Street Clinic', via: 'sign-in' });
    const listing = JSON.stringify(sessions);
    for (const id of [ann, bea]) {
      expect(listing).not.toContain(id);
      expect(listing).not.toContain(sha256Hex(id));
    }
    expectError(await h().call(endLiveSessions, { ...as(olga), body: { handle: 5 } }), 'badData');
    expectError(await h().call(endLiveSessions, as(olga)), 'missingParams');
    const one = dataOf<{ ended: number }>(
      await h().call(endLiveSessions, { ...as(olga), body: { handle: annRow?.handle } }),
    );
    expect(one.ended).toBe(1);
    expect(await isLive(ann)).toBe(false);
    expect(await isLive(bea)).toBe(true);
    expect(await latestAudit()).toMatchObject({
      subject: 'sessions',
      firstName: 'Ann',
      adminEmail: 'olga.a@demo.example',
    });
    const again = dataOf<{ ended: number }>(
      await h().call(endLiveSessions, { ...as(olga), body: { handle: annRow?.handle } }),
    );
    expect(again.ended).toBe(0);
    const all = dataOf<{ ended: number }>(await h().call(endLiveSessions, { ...as(olga), body: {} }));
    expect(all.ended).toBeGreaterThanOrEqual(1);
    expect(await isLive(bea)).toBe(false);
  });

  it('creates an SSO link with an expiry (token shown once), shows its last use, revokes it and ends its sessions', async () => {
    const create = (body: Record<string, unknown>) => h().call(createSsoLink, { ...as(olga), body });
    const expiresAt = new Date(h().clock.now().getTime() + 30 * 86_400_000).toISOString();
    expectError(await create({ launch: 'static', expiresAt }), 'missingParams');
    expect(
      expectError(await create({ description: 'Old', launch: 'static', expiresAt: '2001-01-01T00:00:00Z' }), 'badData')
        .error.technical,
    ).toContain('expiresAt');
    expect(
      expectError(await create({ description: 'Signed', launch: 'signed', expiresAt }), 'badData').error.technical,
    ).toContain('SSO_LAUNCH_KEY');
    // A static link lives at most 90 days, and only an organization administrator creates one.
    const day91 = new Date(h().clock.now().getTime() + 91 * 86_400_000).toISOString();
    expect(
      expectError(await create({ description: 'Forever', launch: 'static', expiresAt: day91 }), 'badData').error
        .technical,
    ).toContain('90 days');
    expectError(
      await h().call(createSsoLink, {
        ...as(pia, 'demo-ah'),
        body: { description: 'Desk', launch: 'static', expiresAt },
      }),
      'unauthorized',
    );
    const created = dataOf<{ id: number; token: string; launchPath: string }>(
      await create({ description: 'Front desk EHR', launch: 'static', expiresAt }),
    );
    expect(created.launchPath).toBe(`/app/login/sso/${created.token}`);
    expect(await latestAudit()).toMatchObject({ subject: 'sso-link', outcome: `sso-link: ${created.id} created` });
    expect(JSON.stringify(await latestAudit())).not.toContain(created.token);
    const launched = dataOf<{ result: string; complete: { sessionId: string } }>(
      await h().call(ssoLogin, { params: { token: created.token }, body: { data: { firstName: 'Sol' } } }),
    );
    const { links } = dataOf<{ links: { id: number; lastUsedAt: string | null; expiresAt: string }[] }>(
      await h().call(listSsoLinks, as(olga)),
    );
    const listed = links.find((link) => link.id === created.id);
    expect(listed?.lastUsedAt).not.toBeNull();
    expect(JSON.stringify(links)).not.toContain(created.token);

    // Renewed from the console by an organization administrator: the same token, at most 90 days on.
    expectError(await h().call(renewSsoLink, { ...as(pia, 'demo-ah'), body: { id: created.id } }), 'unauthorized');
    expect(
      expectError(await h().call(renewSsoLink, { ...as(olga), body: { id: created.id, expiresAt: day91 } }), 'badData')
        .error.technical,
    ).toContain('90 days');
    const renewed = dataOf<{ expiresAt: string }>(
      await h().call(renewSsoLink, { ...as(olga), body: { id: created.id } }),
    );
    expect(renewed.expiresAt).toBe(new Date(h().clock.now().getTime() + 90 * 86_400_000).toISOString());
    expect(await latestAudit()).toMatchObject({ subject: 'sso-link', outcome: `sso-link: ${created.id} renewed` });
    expectError(await h().call(renewSsoLink, { ...as(olga), body: { id: 999_999 } }), 'noSsoMapping');
    expectError(await h().call(renewSsoLink, { ...as(olga), body: {} }), 'missingParams');

    expectError(await h().call(revokeSsoLink, { ...as(pia, 'demo-ah'), body: { id: created.id } }), 'noSsoMapping');
    expectError(await h().call(revokeSsoLink, { ...as(olga), body: { id: 'x' } }), 'badData');
    expectError(await h().call(revokeSsoLink, { ...as(olga), body: {} }), 'missingParams');
    const revoked = dataOf<{ sessionsEnded: number }>(
      await h().call(revokeSsoLink, { ...as(olga), body: { id: created.id } }),
    );
    expect(revoked.sessionsEnded).toBe(1);
    expect(await isLive(launched.complete.sessionId)).toBe(false);
    expect(await latestAudit()).toMatchObject({ subject: 'sso-link', adminEmail: 'olga.a@demo.example' });
    expectError(await h().call(revokeSsoLink, { ...as(olga), body: { id: created.id } }), 'noSsoMapping');
  });

  it('adds, renames and removes locations, refusing bad names, conflicts and a location in use', async () => {
    const read = async () =>
      dataOf<{ locations: { id: number; name: string; version: number; inUse: string | null }[]; canEdit: boolean }>(
        await h().call(getLocations, as(olga)),
      );
    const save = (id: string, body: unknown) => h().call(saveLocation, { ...as(id), body });
    const start = await read();
    expect(start.canEdit).toBe(true);
    expect(start.locations.find((l) => l.name === 'Main Street Clinic')?.inUse).toContain('demo');
    expectError(await save(olga, { action: 'add', name: 'x'.repeat(201) }), 'badData');
    expectError(await save(olga, { action: 'add', name: '   ' }), 'missingParams');
    expectError(await save(olga, { action: 'add' }), 'missingParams');
    expect(
      expectError(await save(olga, { action: 'add', name: 'riverside clinic' }), 'badData').error.technical,
    ).toContain('already has');
    const added = dataOf<{ status: string; id: number; version: number }>(
      await save(olga, { action: 'add', name: 'Hilltop Clinic' }),
    );
    expect(added).toMatchObject({ status: 'saved', version: 1 });
    expect(await latestAudit()).toMatchObject({ subject: 'location', after: { name: 'Hilltop Clinic' } });
    h().clock.advance(1_000);
    dataOf(await save(olga, { action: 'rename', id: added.id, baseVersion: 1, name: 'Hilltop Health Centre' }));
    const conflict = dataOf<{ status: string; lastChange: { by: string } }>(
      await save(oscar, { action: 'rename', id: added.id, baseVersion: 1, name: 'Hilltop' }),
    );
    expect(conflict).toMatchObject({ status: 'conflict', lastChange: { by: 'olga.a@demo.example' } });
    expect((await read()).locations.find((l) => l.id === added.id)?.name).toBe('Hilltop Health Centre');
    const main = start.locations.find((l) => l.name === 'Main Street Clinic');
    expect(
      expectError(await save(olga, { action: 'remove', id: main?.id, baseVersion: main?.version }), 'badData').error
        .technical,
    ).toContain('still the default location of practice demo');
    const lapsed = await h().call(getLocations, as(olga, 'demo-expired'));
    expectError(lapsed, 'unauthorized');
    expectError(await save(olga, { action: 'remove', id: 999_999, baseVersion: 0 }), 'noLocation');
    dataOf(await save(olga, { action: 'remove', id: added.id, baseVersion: 2 }));
    expect((await read()).locations.some((l) => l.id === added.id)).toBe(false);
  });

  it('shows the subscriptions, seats and seats in use', async () => {
    await h().signIn('demo', { firstName: 'Cal', password: NEW_PASSWORD });
    const data = dataOf<{ subscriptions: { status: string; seats: number }[]; seats: number; seatsInUse: number }>(
      await h().call(getSubscriptions, as(olga)),
    );
    expect(data.subscriptions).toEqual([expect.objectContaining({ status: 'active', seats: 25 })]);
    expect(data.seats).toBe(25);
    expect(data.seatsInUse).toBeGreaterThanOrEqual(1);
  });
});
