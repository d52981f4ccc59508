/**
 * A saved setting wakes every nurse's long poll, and each nurse's app then asks for the account and
 * the protocol list again at once (issue 37's surge, ADR 0059): the instance reads the practice
 * once for all of them, and reads none of their sessions again.
 */
import { listProtocols, validateSession, watchPractice } from '@triage/contracts';
import { getPracticeSettings, savePracticeSettings } from '@triage/contracts/admin';
import { beforeAll, expect, it } from 'vitest';
import { contextOf } from '../../app.ts';
import { as, createTestAdmin, signInAdmin } from '../../testing/admins.ts';
import { dataOf, describeApi } from '../../testing/api-harness.ts';

const NURSES = 12;

interface Settings {
  options: Record<string, unknown>;
  version: number;
}

// The cache's 5-second safety net would read everything again on a slow machine: not what is counted.
describeApi("the practice's change reaching its nurses", { contextMaxAgeMs: 10 * 60_000 }, (h) => {
  let admin = '';
  const nurses: string[] = [];

  beforeAll(async () => {
    const key = h().config.ADMIN_TOTP_KEY ?? '';
    const created = await createTestAdmin(h().database.db, key, {
      email: 'olga.surge@demo.example',
      role: 'org-admin',
      organization: 'Demo Practice Group',
    });
    admin = await signInAdmin(h(), created);
    for (let i = 0; i < NURSES; i += 1) {
      nurses.push(await h().signIn('demo', { firstName: `Nurse${i}`, ip: `127.0.40.${i + 1}` }));
    }
  });

  it('reads the practice once for every nurse asking again after a save, and no session again', async () => {
    const stamps = await Promise.all(
      nurses.map(async (sessionId) => dataOf<{ changedAt: string }>(await h().call(watchPractice, { sessionId }))),
    );
    const [list] = await Promise.all(nurses.map((sessionId) => h().call(listProtocols, { sessionId })));
    const before = list ? dataOf<{ protocols: unknown[] }>(list).protocols : [];
    const polls = nurses.map((sessionId, i) =>
      h().call(watchPractice, { sessionId, query: { since: stamps[i]?.changedAt ?? '' } }),
    );

    const loadsBefore = contextOf(h().app).cache.loads();
    const settings = dataOf<Settings>(await h().call(getPracticeSettings, as(admin)));
    h().clock.advance(1_000);
    const options = { ...settings.options, showDispositionScript: settings.options.showDispositionScript !== true };
    const saved = await h().call(savePracticeSettings, {
      ...as(admin),
      body: { baseVersion: settings.version, options },
    });
    expect(dataOf<{ status: string }>(saved).status).toBe('saved');

    // Every poll wakes with the new stamp; every nurse then asks for the account and the list.
    const woke = await Promise.all(polls);
    for (const [i, answer] of woke.entries()) {
      expect(dataOf<{ changedAt: string }>(answer).changedAt).not.toBe(stamps[i]?.changedAt);
    }
    const answers = await Promise.all(
      nurses.flatMap((sessionId) => [h().call(validateSession, { sessionId }), h().call(listProtocols, { sessionId })]),
    );
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    const account = dataOf<{ account: { options: Record<string, unknown> } }>(answers[0] ?? saved);
    expect(account.account.options.showDispositionScript).toBe(options.showDispositionScript);
    expect(dataOf<{ protocols: unknown[] }>(answers[1] ?? saved).protocols).toEqual(before);

    const loadsAfter = contextOf(h().app).cache.loads();
    expect({
      practices: loadsAfter.practices - loadsBefore.practices,
      sessions: loadsAfter.sessions - loadsBefore.sessions,
    }).toEqual({ practices: 1, sessions: 0 });
  });
});
