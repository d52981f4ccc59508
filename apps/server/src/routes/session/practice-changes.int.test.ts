/**
 * A saved setting wakes every nurse's long poll (issue 37's surge, ADRs 0059 and 0066): each answer
 * carries the account, and tags that say whether the protocol list or the notes changed; the
 * instance reads the practice once for all of them, and reads none of their sessions again.
 */
import { listProtocolNotes, listProtocols, type PracticeNow, watchPractice } from '@triage/contracts';
import {
  getPracticeSettings,
  getProtocolNotes,
  savePracticeSettings,
  saveProtocolNotes,
} from '@triage/contracts/admin';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { contextOf } from '../../app.ts';
import { practices } from '../../db/schema.ts';
import { as, createTestAdmin, signInAdmin } from '../../testing/admins.ts';
import { dataOf, describeApi } from '../../testing/api-harness.ts';

const NURSES = 12;

interface Watched {
  changedAt: string;
  now?: PracticeNow;
}

interface ListedProtocol {
  contentSet: { id: number };
  sourceProtocolId: number;
}

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

  const watch = async (sessionId: string, since?: string) =>
    dataOf<Watched>(await h().call(watchPractice, { sessionId, query: since === undefined ? {} : { since } }));

  it('answers every woken nurse with the new account, reading the practice once and no session again', async () => {
    const stamps = await Promise.all(nurses.map((sessionId) => watch(sessionId)));
    // The first answer says what the practice is now, with the tags of what the app has read.
    for (const first of stamps) expect(first.now?.protocolsTag).toMatch(/^[\w-]{22}$/);
    const polls = nurses.map((sessionId, i) => watch(sessionId, stamps[i]?.changedAt ?? ''));

    const loadsBefore = contextOf(h().app).cache.loads();
    const settings = dataOf<Settings>(await h().call(getPracticeSettings, as(admin)));
    h().clock.advance(1_000);
    const options = { ...settings.options, showDispositionScript: settings.options.showDispositionScript !== true };
    const saved = await h().call(savePracticeSettings, {
      ...as(admin),
      body: { baseVersion: settings.version, options },
    });
    expect(dataOf<{ status: string }>(saved).status).toBe('saved');

    // Every poll wakes with the new stamp and the new account; the list and notes tags did not move.
    const woke = await Promise.all(polls);
    for (const [i, answer] of woke.entries()) {
      expect(answer.changedAt).not.toBe(stamps[i]?.changedAt);
      expect(answer.now?.account.options.showDispositionScript).toBe(options.showDispositionScript);
      expect(answer.now?.firstName).toBe(`Nurse${i}`);
      expect({ list: answer.now?.protocolsTag, notes: answer.now?.notesTag }).toEqual({
        list: stamps[i]?.now?.protocolsTag,
        notes: stamps[i]?.now?.notesTag,
      });
    }
    const loadsAfter = contextOf(h().app).cache.loads();
    expect({
      practices: loadsAfter.practices - loadsBefore.practices,
      sessions: loadsAfter.sessions - loadsBefore.sessions,
    }).toEqual({ practices: 1, sessions: 0 });

    // Asked with the stamp it now holds, the poll waits again: a change the app has seen is not sent twice.
    const again = watch(nurses[0] ?? '', woke[0]?.changedAt);
    const settled = await Promise.race([
      again.then(() => 'answered'),
      new Promise((r) => setTimeout(r, 300, 'waiting')),
    ]);
    expect(settled).toBe('waiting');
  });

  it("moves the notes' tag when the notes change, and the list's when the list does", async () => {
    const [nurse = ''] = nurses;
    const before = await watch(nurse);

    const read = dataOf<{ version: number }>(await h().call(getProtocolNotes, as(admin)));
    h().clock.advance(1_000);
    const note = {
      contentSet: 'oh_adult',
      protocolId: 201,
      protocolNote: null,
      questionsNote: 'Ask first.',
      caNote: null,
    };
    const saved = await h().call(saveProtocolNotes, {
      ...as(admin),
      body: { baseVersion: read.version, notes: [note] },
    });
    expect(dataOf<{ status: string }>(saved).status).toBe('saved');
    const afterNotes = await watch(nurse, before.changedAt);
    expect(afterNotes.now?.notesTag).not.toBe(before.now?.notesTag);
    expect(afterNotes.now?.protocolsTag).toBe(before.now?.protocolsTag);
    expect(dataOf<{ notes: unknown[] }>(await h().call(listProtocolNotes, { sessionId: nurse })).notes).toHaveLength(1);

    const list = dataOf<{ protocols: ListedProtocol[] }>(await h().call(listProtocols, { sessionId: nurse })).protocols;
    const [first] = list;
    h().clock.advance(1_000);
    await h()
      .database.db.update(practices)
      .set({ retiredProtocols: [`${first?.contentSet.id}:${first?.sourceProtocolId}`], updatedAt: h().clock.now() })
      .where(eq(practices.practiceId, 'demo'));
    const afterRetired = await watch(nurse, afterNotes.changedAt);
    expect(afterRetired.now?.protocolsTag).not.toBe(afterNotes.now?.protocolsTag);
    expect(afterRetired.now?.notesTag).toBe(afterNotes.now?.notesTag);
    const shorter = dataOf<{ protocols: unknown[] }>(await h().call(listProtocols, { sessionId: nurse })).protocols;
    expect(shorter).toHaveLength(list.length - 1);
  });
});
