import {
  type CallNoteTemplate,
  getInstructions,
  listProtocols,
  type ProtocolListItem,
  validateSession,
} from '@triage/contracts';
import {
  getCallNoteTemplate,
  getPracticeInstructions,
  getPracticeSettings,
  getProtocolMetadata,
  restoreCallNoteTemplate,
  saveCallNoteTemplate,
  savePracticeInstructions,
  savePracticeSettings,
  saveProtocolMetadata,
} from '@triage/contracts/admin';
import { createProtocolSearch } from '@triage/core';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { contextOf } from '../../app.ts';
import { practices } from '../../db/schema.ts';
import { listAuditEvents } from '../../repositories/audit.repository.ts';
import { listProtocolsResponseFor } from '../../services/protocols.service.ts';
import { as, createTestAdmin, signInAdmin } from '../../testing/admins.ts';
import { dataOf, describeApi, expectError } from '../../testing/api-harness.ts';
import { ERROR_COVERAGE } from '../../testing/error-coverage.ts';

interface Versioned {
  version: number;
  lastChange: { by: string; at: string } | null;
  history: { version: number; by: string; at: string }[];
}
type TemplateData = Versioned & { template: CallNoteTemplate | null };
type InstructionsData = Versioned & { html: string };

describeApi('the console content screens', { coverage: ERROR_COVERAGE.adminContent }, (h) => {
  let olga = '';
  let oscar = '';
  let paula = '';

  const lastAudit = async () => (await listAuditEvents(h().database.db, { type: 'admin-change', limit: 1 }))[0];

  beforeAll(async () => {
    const key = h().config.ADMIN_TOTP_KEY ?? '';
    const db = h().database.db;
    const org = { role: 'org-admin' as const, organization: 'Demo Practice Group' };
    olga = await signInAdmin(h(), await createTestAdmin(db, key, { email: 'olga.c@demo.example', ...org }));
    oscar = await signInAdmin(h(), await createTestAdmin(db, key, { email: 'oscar.c@demo.example', ...org }));
    paula = await signInAdmin(
      h(),
      await createTestAdmin(db, key, {
        email: 'paula.c@demo.example',
        role: 'practice-admin',
        organization: 'Demo Practice Group',
        practice: 'demo-ah',
      }),
    );
  });

  const readTemplate = async (id: string) => dataOf<TemplateData>(await h().call(getCallNoteTemplate, as(id)));
  const withCall = (template: CallNoteTemplate, text: string): CallNoteTemplate => ({
    ...template,
    templates: { ...template.templates, call: text },
  });

  it('saves the call-note template as versions, audited, and the nurses get it with their account', async () => {
    const first = await readTemplate(olga);
    expect(first).toMatchObject({ version: 0, lastChange: null, history: [] });
    const template = first.template as CallNoteTemplate;
    const saved = dataOf<{ status: string; version: number }>(
      await h().call(saveCallNoteTemplate, {
        ...as(olga),
        body: { baseVersion: 0, template: withCall(template, 'Version one note') },
      }),
    );
    expect(saved).toMatchObject({ status: 'saved', version: 1 });
    expect(await lastAudit()).toMatchObject({
      adminEmail: 'olga.c@demo.example',
      subject: 'call-note-template',
      outcome: 'call-note-template: saved',
      after: expect.objectContaining({ templates: expect.objectContaining({ call: 'Version one note' }) }),
    });
    h().clock.advance(1_000);
    dataOf(
      await h().call(saveCallNoteTemplate, {
        ...as(olga),
        body: { baseVersion: 1, template: withCall(template, 'Version two note') },
      }),
    );
    const nurse = await h().signIn('demo');
    const account = dataOf<{ account: { callNoteTemplate: CallNoteTemplate } }>(
      await h().call(validateSession, { sessionId: nurse }),
    );
    expect(account.account.callNoteTemplate.templates.call).toBe('Version two note');
    const read = await readTemplate(olga);
    expect(read.history.map((entry) => [entry.version, entry.by])).toEqual([
      [2, 'olga.c@demo.example'],
      [1, 'olga.c@demo.example'],
    ]);
  });

  it('refuses a template save based on an older version as a conflict', async () => {
    const read = await readTemplate(oscar);
    const conflict = dataOf<{ status: string; lastChange: { by: string } }>(
      await h().call(saveCallNoteTemplate, {
        ...as(oscar),
        body: { baseVersion: read.version - 1, template: withCall(read.template as CallNoteTemplate, 'Mine') },
      }),
    );
    expect(conflict).toMatchObject({
      status: 'conflict',
      version: read.version,
      lastChange: { by: 'olga.c@demo.example' },
    });
    expect((await readTemplate(olga)).template?.templates.call).toBe('Version two note');
  });

  it('restores an earlier version as a new, audited version', async () => {
    const read = await readTemplate(oscar);
    const restored = dataOf<{ status: string; version: number }>(
      await h().call(restoreCallNoteTemplate, { ...as(oscar), body: { baseVersion: read.version, version: 1 } }),
    );
    expect(restored).toMatchObject({ status: 'saved', version: read.version + 1 });
    const after = await readTemplate(olga);
    expect(after.template?.templates.call).toBe('Version one note');
    expect(after.history[0]).toMatchObject({ version: read.version + 1, by: 'oscar.c@demo.example' });
    expect(await lastAudit()).toMatchObject({
      adminEmail: 'oscar.c@demo.example',
      outcome: 'call-note-template: restored version 1',
      before: expect.objectContaining({ templates: expect.objectContaining({ call: 'Version two note' }) }),
    });
    const stale = dataOf<{ status: string }>(
      await h().call(restoreCallNoteTemplate, { ...as(olga), body: { baseVersion: read.version, version: 2 } }),
    );
    expect(stale.status).toBe('conflict');
    const missing = expectError(
      await h().call(restoreCallNoteTemplate, { ...as(olga), body: { baseVersion: after.version, version: 99 } }),
      'badData',
    );
    expect(missing.error.technical).toContain('there is no version 99');
    expectError(await h().call(restoreCallNoteTemplate, { ...as(olga), body: { version: 1 } }), 'missingParams');
    expectError(
      await h().call(restoreCallNoteTemplate, { params: { practiceId: 'demo' }, body: { baseVersion: 1, version: 1 } }),
      'unauthorized',
    );
  });

  it('refuses a broken template with its template and line, and a template outside the scope', async () => {
    const read = await readTemplate(olga);
    const template = read.template as CallNoteTemplate;
    const broken = expectError(
      await h().call(saveCallNoteTemplate, {
        ...as(olga),
        body: { baseVersion: read.version, template: withCall(template, 'Line one\n{{#if x}}\n{{/each}}') },
      }),
      'badData',
    );
    expect(broken.error.technical).toContain("if doesn't match each");
    expect(broken.error.technical).toContain('[call, line 2]');
    const helper = expectError(
      await h().call(saveCallNoteTemplate, {
        ...as(olga),
        body: { baseVersion: read.version, template: withCall(template, 'ok\n\n{{shout title}}') },
      }),
      'badData',
    );
    expect(helper.error.technical).toContain('[call, line 3]');
    expectError(
      await h().call(saveCallNoteTemplate, {
        ...as(olga),
        body: { baseVersion: read.version, template: { templates: {}, layout: 1 } },
      }),
      'badData',
    );
    expectError(await h().call(saveCallNoteTemplate, { ...as(olga), body: { template } }), 'missingParams');
    expectError(await h().call(getCallNoteTemplate, as(paula)), 'unauthorized');
    expectError(
      await h().call(saveCallNoteTemplate, { ...as(paula), body: { baseVersion: 0, template } }),
      'unauthorized',
    );
    expect((await readTemplate(olga)).version).toBe(read.version);
  });

  it("saves the practice's instructions page against its version; the nurse's page follows", async () => {
    const read = dataOf<InstructionsData>(await h().call(getPracticeInstructions, as(olga)));
    expect(read).toMatchObject({ html: '', version: 0 });
    const html = '<h1>Demo practice instructions</h1><p>Call the on-call doctor at 555-0100.</p>';
    const saved = dataOf<{ status: string }>(
      await h().call(savePracticeInstructions, { ...as(olga), body: { baseVersion: 0, html } }),
    );
    expect(saved.status).toBe('saved');
    expect(await lastAudit()).toMatchObject({ subject: 'instructions', before: null, after: html });
    const nurse = await h().signIn('demo');
    expect(dataOf<{ content: string }>(await h().call(getInstructions, { sessionId: nurse })).content).toBe(html);
    const conflict = dataOf<{ status: string }>(
      await h().call(savePracticeInstructions, { ...as(oscar), body: { baseVersion: 0, html: '<p>Mine</p>' } }),
    );
    expect(conflict.status).toBe('conflict');
    const again = dataOf<InstructionsData>(await h().call(getPracticeInstructions, as(oscar)));
    expect(again).toMatchObject({ html, version: 1, history: [{ version: 1, by: 'olga.c@demo.example' }] });
    const empty = expectError(
      await h().call(savePracticeInstructions, { ...as(olga), body: { baseVersion: 1, html: '  ' } }),
      'missingParams',
    );
    expect(empty.error.technical).toContain('html: The instructions page is empty');
    const big = expectError(
      await h().call(savePracticeInstructions, { ...as(olga), body: { baseVersion: 1, html: 'x'.repeat(210_000) } }),
      'badData',
    );
    expect(big.error.technical).toContain('over 200 KB');
    expectError(await h().call(getPracticeInstructions, as(paula)), 'unauthorized');
    expectError(
      await h().call(savePracticeInstructions, { ...as(paula), body: { baseVersion: 0, html } }),
      'unauthorized',
    );
  });

  it('refuses custom titles and keywords without allowCustomProtocolMetadata, then applies them for its nurses', async () => {
    const entry = { contentSet: 'oh_adult', protocolId: 201, title: 'Belly Pain', keywords: ['zebra stripes'] };
    const off = dataOf<{ allowed: boolean; version: number }>(await h().call(getProtocolMetadata, as(olga)));
    expect(off.allowed).toBe(false);
    const refused = expectError(
      await h().call(saveProtocolMetadata, { ...as(olga), body: { baseVersion: 0, metadata: [entry] } }),
      'badData',
    );
    expect(refused.error.technical).toContain('allowCustomProtocolMetadata');

    const settings = dataOf<{ options: Record<string, unknown>; version: number }>(
      await h().call(getPracticeSettings, as(olga)),
    );
    dataOf(
      await h().call(savePracticeSettings, {
        ...as(olga),
        body: { baseVersion: settings.version, options: { ...settings.options, allowCustomProtocolMetadata: true } },
      }),
    );
    const on = dataOf<{ allowed: boolean; version: number; protocols: { sourceProtocolId: number }[] }>(
      await h().call(getProtocolMetadata, as(olga)),
    );
    expect(on.allowed).toBe(true);
    expect(on.protocols.some((p) => p.sourceProtocolId === 201)).toBe(true);
    const saved = dataOf<{ status: string }>(
      await h().call(saveProtocolMetadata, { ...as(olga), body: { baseVersion: on.version, metadata: [entry] } }),
    );
    expect(saved.status).toBe('saved');
    expect(await lastAudit()).toMatchObject({ subject: 'protocol-metadata', after: [entry] });

    const nurse = await h().signIn('demo');
    const { protocols } = dataOf<{ protocols: ProtocolListItem[] }>(
      await h().call(listProtocols, { sessionId: nurse }),
    );
    const custom = protocols.find((p) => p.sourceProtocolId === 201 && p.contentSet.name === 'oh_adult');
    expect(custom).toMatchObject({ title: 'Belly Pain', titleCustomized: true, keywordsCustomized: true });
    expect(custom?.keywords).toContain('zebra stripes');
    const other = protocols.find((p) => p.sourceProtocolId !== 201);
    expect(other).toMatchObject({ titleCustomized: false, keywordsCustomized: false });
    const hits = createProtocolSearch(protocols).search('zebra stripes', { elapsedMs: 0 }).hits;
    expect(hits[0]?.protocol.title).toBe('Belly Pain');
    // The practice's own list is made once for the practice as this instance holds it, not at each read.
    const ctx = contextOf(h().app);
    const [demo] = await h().database.db.select().from(practices).where(eq(practices.practiceId, 'demo'));
    const row = await ctx.cache.practice(demo?.id ?? 0);
    if (!row) throw new Error('the demo practice');
    const made = await listProtocolsResponseFor(ctx, row);
    expect(await listProtocolsResponseFor(ctx, row)).toBe(made);
    expect(JSON.parse(made.body.toString()).data.protocols).toEqual(protocols);

    const conflict = dataOf<{ status: string }>(
      await h().call(saveProtocolMetadata, { ...as(oscar), body: { baseVersion: on.version, metadata: [] } }),
    );
    expect(conflict.status).toBe('conflict');
    const unknown = expectError(
      await h().call(saveProtocolMetadata, {
        ...as(olga),
        body: { baseVersion: on.version + 1, metadata: [{ ...entry, protocolId: 987654 }] },
      }),
      'badData',
    );
    expect(unknown.error.technical).toContain('not protocols of this practice: oh_adult 987654');
    expectError(
      await h().call(saveProtocolMetadata, {
        ...as(olga),
        body: { baseVersion: on.version + 1, metadata: [{ ...entry, title: 'x'.repeat(201) }] },
      }),
      'badData',
    );
    expectError(await h().call(saveProtocolMetadata, { ...as(olga), body: { metadata: [] } }), 'missingParams');
    expectError(await h().call(getProtocolMetadata, as(paula)), 'unauthorized');
    expectError(
      await h().call(saveProtocolMetadata, { ...as(paula), body: { baseVersion: 0, metadata: [] } }),
      'unauthorized',
    );
  });

  it('without the option the custom titles are no longer applied, though kept', async () => {
    const settings = dataOf<{ options: Record<string, unknown>; version: number }>(
      await h().call(getPracticeSettings, as(olga)),
    );
    dataOf(
      await h().call(savePracticeSettings, {
        ...as(olga),
        body: { baseVersion: settings.version, options: { ...settings.options, allowCustomProtocolMetadata: false } },
      }),
    );
    const nurse = await h().signIn('demo');
    const { protocols } = dataOf<{ protocols: ProtocolListItem[] }>(
      await h().call(listProtocols, { sessionId: nurse }),
    );
    const plain = protocols.find((p) => p.sourceProtocolId === 201 && p.contentSet.name === 'oh_adult');
    expect(plain).toMatchObject({ titleCustomized: false, keywordsCustomized: false });
    expect(plain?.title).not.toBe('Belly Pain');
  });
});
