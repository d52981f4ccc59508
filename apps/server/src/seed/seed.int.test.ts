import { buildContent } from '@triage/content';
import { DEFAULT_CALL_NOTE_TEMPLATE } from '@triage/core';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  contentSets,
  dispositions,
  instructions,
  locations,
  organizations,
  practiceContentSets,
  practices,
  protocols,
  ssoMappings,
  subscriptions,
} from '../db/schema.ts';
import { entitledContentSetIds, listContentSets } from '../repositories/content.repository.ts';
import { importContentSets } from '../services/content-import.service.ts';
import { verifyPassword } from '../services/password.ts';
import { sha256Hex } from '../services/secrets.ts';
import { describeEachEngine } from '../testing/test-db.ts';
import { DEMO_PASSWORD, DEMO_PRACTICES, DEMO_SSO_MAPPINGS, demoContent, seedDemo } from './seed.ts';

describeEachEngine('demo seed', ({ database }) => {
  it('creates the demo practices with hashed passwords and the default call-note template', async () => {
    expect(await seedDemo(database().db)).toBe(true);
    const rows = await database().db.select().from(practices);
    expect(rows.map((r) => r.practiceId).sort()).toEqual(DEMO_PRACTICES.map((p) => p.practiceId).sort());
    for (const row of rows) {
      expect(row.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(row.passwordHash, DEMO_PASSWORD)).toBe(true);
      expect(row.callNoteTemplate).toEqual(DEFAULT_CALL_NOTE_TEMPLATE);
    }
    expect(rows.find((row) => row.practiceId === 'demo')?.options).toMatchObject({
      columbiaScaleProtocols: [209, 320],
    });
  });

  it('imports the demo content and entitles each practice as the README says', async () => {
    const built = buildContent();
    expect((await database().db.select().from(contentSets)).map((set) => set.name).sort()).toEqual(
      built.contentSets.map((set) => set.name).sort(),
    );
    expect(await database().db.select({ id: protocols.id }).from(protocols)).toHaveLength(built.protocols.length);
    expect(await database().db.select({ id: dispositions.id }).from(dispositions)).toHaveLength(
      built.dispositions.length,
    );
    const names = new Map((await listContentSets(database().db)).map((set) => [set.id, set.name]));
    const rows = await database().db.select().from(practices);
    for (const demo of DEMO_PRACTICES) {
      const row = rows.find((candidate) => candidate.practiceId === demo.practiceId);
      const granted = (await entitledContentSetIds(database().db, row?.id ?? 0)).map((id) => names.get(id));
      expect(granted.sort(), demo.practiceId).toEqual([...demo.contentSets].sort());
    }
  });

  it('creates the demo SSO tokens (hashed), locations and an instructions page', async () => {
    const mappings = await database().db.select().from(ssoMappings);
    expect(mappings.map((mapping) => mapping.tokenHash).sort()).toEqual(
      [sha256Hex('demo-sso'), sha256Hex('demo-embed'), sha256Hex('demo-sso-setup')].sort(),
    );
    expect(await database().db.select().from(locations)).toHaveLength(2);
    expect(await database().db.select().from(instructions)).toHaveLength(1);
  });

  it('is safe to re-run: nothing is duplicated', async () => {
    expect(await seedDemo(database().db)).toBe(false);
    expect(await database().db.select().from(practices)).toHaveLength(DEMO_PRACTICES.length);
    expect(await database().db.select().from(organizations)).toHaveLength(2);
    expect(await database().db.select().from(subscriptions)).toHaveLength(2);
    expect(await database().db.select().from(ssoMappings)).toHaveLength(DEMO_SSO_MAPPINGS.length);
    expect(await database().db.select().from(instructions)).toHaveLength(1);
    expect(await database().db.select({ id: protocols.id }).from(protocols)).toHaveLength(
      buildContent().protocols.length,
    );
  });
});

describeEachEngine('demo seed after an administrator', ({ database }) => {
  it('never re-creates a removed SSO link nor re-grants revoked content', async () => {
    const db = database().db;
    expect(await seedDemo(db)).toBe(true);
    const [demo] = await db.select().from(practices).where(eq(practices.practiceId, 'demo'));
    await db.delete(ssoMappings).where(eq(ssoMappings.tokenHash, sha256Hex('demo-sso')));
    await db.delete(practiceContentSets).where(eq(practiceContentSets.practiceId, demo?.id ?? 0));
    await db.delete(instructions);
    expect(await seedDemo(db)).toBe(false);
    expect(
      await db
        .select()
        .from(ssoMappings)
        .where(eq(ssoMappings.tokenHash, sha256Hex('demo-sso'))),
    ).toEqual([]);
    expect(await entitledContentSetIds(db, demo?.id ?? 0)).toEqual([]);
    expect(await db.select().from(instructions)).toEqual([]);
  });
});

describeEachEngine('demo seed beside content it did not create', ({ database }) => {
  it('never writes over a content set with a demo id or name that it did not create', async () => {
    const db = database().db;
    const [first] = demoContent();
    if (!first) throw new Error('no demo content');
    const theirs = { ...first.contentSet, description: 'The hospital’s own content set' };
    await importContentSets(db, [{ contentSet: theirs, protocols: [] }], new Date());
    await seedDemo(db);
    const [kept] = await db.select().from(contentSets).where(eq(contentSets.id, first.contentSet.id));
    expect(kept?.data).toEqual(theirs);
    expect(await db.select().from(protocols).where(eq(protocols.contentSetId, first.contentSet.id))).toEqual([]);
  });
});
