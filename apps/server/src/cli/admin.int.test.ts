import { buildContent } from '@triage/content';
import { CallNoteTemplate, type ContentSet, DEMO_CONTENT_LABEL, type Protocol } from '@triage/contracts';
import { DEFAULT_CALL_NOTE_TEMPLATE } from '@triage/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import {
  contentSets,
  instructions,
  organizations,
  practices,
  protocols,
  ssoMappings,
  subscriptions,
} from '../db/schema.ts';
import { listAuditEvents } from '../repositories/audit.repository.ts';
import { findAnyPracticeByAccountId } from '../repositories/practices.repository.ts';
import { verifyPassword } from '../services/password.ts';
import { breakInserts } from '../testing/fixtures.ts';
import { SEED_TIME } from '../testing/seed-time.ts';
import { describeEachEngine } from '../testing/test-db.ts';
import { type CliContext, helpText, runCommand } from './commands.ts';

interface Run {
  code: number;
  out: string[];
  err: string[];
}

/** A content set in the import format: a few demo protocols under a new id and name. */
function smallContentSet(id: number, name: string, count = 2): { contentSet: ContentSet; protocols: Protocol[] } {
  const content = buildContent();
  const source = content.contentSets[0];
  if (!source) throw new Error('no demo content');
  const contentSet: ContentSet = { ...source, id, name, description: `${name} (test)` };
  const picked = content.protocols.filter((protocol) => protocol.contentSetId === source.id).slice(0, count);
  return {
    contentSet,
    protocols: picked.map((protocol) => ({
      ...protocol,
      id: id * 10_000 + protocol.sourceProtocolId,
      fullId: `${name}${protocol.sourceProtocolId}`,
      contentSet,
      contentSetId: id,
      smaps: [],
      content: {
        ...protocol.content,
        id: id * 10_000 + protocol.sourceProtocolId,
        contentSet: id,
        smaps: [],
        dispositions: (protocol.content.dispositions ?? []).map((disposition) => ({
          ...disposition,
          questions: disposition.questions.map((question) => ({ ...question, smapAlgorithmId: null })),
        })),
      },
    })),
  };
}

describeEachEngine(
  'admin command line',
  ({ database }) => {
    const files = new Map<string, string>();
    let stdin = '';
    const run = async (...argv: string[]): Promise<Run> => {
      const out: string[] = [];
      const err: string[] = [];
      const ctx: CliContext = {
        db: database().db,
        now: () => SEED_TIME,
        io: {
          out: (line) => out.push(line),
          err: (line) => err.push(line),
          readFile: async (path) => {
            const content = files.get(path);
            if (content === undefined) throw new Error(`ENOENT: ${path}`);
            return content;
          },
          readStdin: async () => stdin,
        },
        operator: 'alex@ops-host',
      };
      return { code: await runCommand(argv, ctx), out, err };
    };
    const practice = async (id: string) => findAnyPracticeByAccountId(database().db, id);

    describe('organizations, locations and practices', () => {
      it('creates an organization, a location and a practice whose password is read from stdin', async () => {
        expect((await run('create-organization', '--name', 'Lakeside Health')).code).toBe(0);
        const location = await run('create-location', '--organization', 'Lakeside Health', '--name', 'North Clinic');
        expect(location.code).toBe(0);
        const locationId = location.out[0]?.match(/location (\d+)/)?.[1] ?? '';
        stdin = 'harbour-lantern-quiet-1\n';
        const created = await run(
          'create-practice',
          '--practice',
          'lakeside',
          '--name',
          'Lakeside Nurse Line',
          '--organization',
          'Lakeside Health',
          '--location',
          locationId,
          '--password-stdin',
        );
        expect(created).toMatchObject({ code: 0 });
        const row = await practice('lakeside');
        expect(row?.locationId).toBe(Number(locationId));
        expect(await verifyPassword(row?.passwordHash ?? '', 'harbour-lantern-quiet-1')).toBe(true);
        expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
        // A new practice's COPY produces a note from the first call: it starts with the default template.
        expect(row?.callNoteTemplate).toEqual(CallNoteTemplate.parse(DEFAULT_CALL_NOTE_TEMPLATE));
      });

      it('refuses a taken Account ID (in any case), an unknown organization and a short password', async () => {
        stdin = 'long-enough-password\n';
        const taken = await run(
          'create-practice',
          '--practice',
          'LAKESIDE',
          '--organization',
          'Lakeside Health',
          '--password-stdin',
        );
        expect(taken.code).toBe(1);
        expect(taken.err.join()).toContain('taken');
        const noOrganization = await run(
          'create-practice',
          '--practice',
          'x1',
          '--organization',
          'Nowhere',
          '--password-stdin',
        );
        expect(noOrganization.err.join()).toContain('noOrganization');
        stdin = 'short-pass1\n';
        const short = await run(
          'create-practice',
          '--practice',
          'x2',
          '--organization',
          'Lakeside Health',
          '--password-stdin',
        );
        expect(short.err.join()).toContain('12 to 1024');
        for (const weak of ['password1234!', 'My-Lakeside2-account', 'aaaaaaaaaaaaaa']) {
          stdin = `${weak}\n`;
          const refused = await run(
            'create-practice',
            '--practice',
            'lakeside2',
            '--organization',
            'Lakeside Health',
            '--password-stdin',
          );
          expect(refused.code).toBe(1);
          expect(refused.err.join()).toContain('badData');
        }
        expect(await practice('lakeside2')).toBeUndefined();
        expect(await practice('x2')).toBeUndefined();
      });

      it('renames an organization, updates and deletes a practice, and replaces its password', async () => {
        expect(
          (await run('update-organization', '--organization', 'Lakeside Health', '--name', 'Lakeside Group')).code,
        ).toBe(0);
        expect((await run('update-practice', '--practice', 'lakeside', '--name', 'Lakeside After Hours')).code).toBe(0);
        expect((await practice('lakeside'))?.name).toBe('Lakeside After Hours');
        stdin = 'another-secret-22';
        expect((await run('set-password', '--practice', 'lakeside', '--password-stdin')).code).toBe(0);
        expect(await verifyPassword((await practice('lakeside'))?.passwordHash ?? '', 'another-secret-22')).toBe(true);
        expect((await run('update-practice', '--practice', 'lakeside', '--deleted', 'true')).code).toBe(0);
        expect((await practice('lakeside'))?.deletedAt).toEqual(SEED_TIME);
        expect((await run('update-practice', '--practice', 'lakeside', '--deleted', 'false')).code).toBe(0);
        expect((await practice('lakeside'))?.deletedAt).toBeNull();
        expect((await run('update-practice', '--practice', 'nobody', '--name', 'x')).err.join()).toContain(
          'noLocation',
        );
      });

      it('answers usage errors with exit code 2 and the usage line', async () => {
        const unknown = await run('create-organization', '--nmae', 'x');
        expect(unknown.code).toBe(2);
        expect(unknown.err.join('\n')).toContain('Usage: npm run admin -- create-organization --name <name>');
        expect((await run('create-organization')).code).toBe(2);
        expect((await run('no-such-command')).code).toBe(2);
        expect(helpText()).toContain('import-content-set');
      });
    });

    describe('options, template, notes and instructions', () => {
      it('stores options that match the spec, keeping unknown keys, and refuses the rest unchanged', async () => {
        files.set('options.json', JSON.stringify({ careAdviceMode: 'detailed', customFlag: 'kept' }));
        expect((await run('set-options', '--practice', 'lakeside', '--file', 'options.json')).code).toBe(0);
        expect((await practice('lakeside'))?.options).toEqual({ careAdviceMode: 'detailed', customFlag: 'kept' });
        files.set('bad-options.json', JSON.stringify({ careAdviceMode: 'loud', videoVisitStrategy: 'never' }));
        const bad = await run('set-options', '--practice', 'lakeside', '--file', 'bad-options.json');
        expect(bad.code).toBe(1);
        expect(bad.err.join('\n')).toContain('careAdviceMode');
        expect(bad.err.join('\n')).toContain('videoVisitStrategy');
        expect((await practice('lakeside'))?.options).toEqual({ careAdviceMode: 'detailed', customFlag: 'kept' });
        // The practice's call-summary rules, the same as the console's (exact-origin.ts).
        for (const callSummaryOptions of [
          { version: '20991231' },
          { method: 'postMessage', originWhitelist: [] },
          { originWhitelist: ['http://ehr.example.org'] },
        ]) {
          files.set('summary.json', JSON.stringify({ callSummaryOptions }));
          const refused = await run('set-options', '--practice', 'lakeside', '--file', 'summary.json');
          expect(refused.code, JSON.stringify(callSummaryOptions)).toBe(1);
          expect(refused.err.join('\n')).toContain('callSummaryOptions.');
        }
        expect((await practice('lakeside'))?.options).toEqual({ careAdviceMode: 'detailed', customFlag: 'kept' });
        files.set('broken.json', '{');
        expect((await run('set-options', '--practice', 'lakeside', '--file', 'broken.json')).err.join()).toContain(
          'not valid JSON',
        );
      });

      it('stores a call-note template whose templates compile, and refuses one that does not', async () => {
        files.set('template.json', JSON.stringify(DEFAULT_CALL_NOTE_TEMPLATE));
        expect((await run('set-template', '--practice', 'lakeside', '--file', 'template.json')).code).toBe(0);
        expect((await practice('lakeside'))?.callNoteTemplate).toEqual(DEFAULT_CALL_NOTE_TEMPLATE);
        files.set(
          'bad-template.json',
          JSON.stringify({ templates: { call: '{{#if x}}unclosed' }, layout: { type: 'root', template: 'call' } }),
        );
        const bad = await run('set-template', '--practice', 'lakeside', '--file', 'bad-template.json');
        expect(bad.code).toBe(1);
        expect((await practice('lakeside'))?.callNoteTemplate).toEqual(DEFAULT_CALL_NOTE_TEMPLATE);
      });

      it.each([
        ['an unknown helper', '{{shout title}}', "layout: Unknown helper 'shout' (line 1, column 1)"],
        ['a partial', '{{> header}}', 'layout: Partials ({{> name}}) are not supported'],
        ['a prototype path', '{{title.constructor}}', "layout: The path 'title.constructor' is not allowed"],
        ['1 MB of text', 'x'.repeat(1_000_000), 'layout: The template is longer than 65536 characters'],
        [
          '40 nested blocks',
          `${'{{#if a}}'.repeat(40)}${'{{/if}}'.repeat(40)}`,
          'layout: Nested deeper than 32 levels',
        ],
      ])('refuses a template outside the note language: %s', async (_what, text, message) => {
        files.set(
          'outside.json',
          JSON.stringify({ templates: { call: text }, layout: { type: 'root', template: 'call' } }),
        );
        const refused = await run('set-template', '--practice', 'lakeside', '--file', 'outside.json');
        expect(refused.code).toBe(1);
        expect(refused.err.join('\n')).toContain(message.slice(0, 60));
      });

      it('refuses a layout naming a template that does not exist', async () => {
        files.set('missing.json', JSON.stringify({ templates: {}, layout: { type: 'root', template: 'call' } }));
        const refused = await run('set-template', '--practice', 'lakeside', '--file', 'missing.json');
        expect(refused.code).toBe(1);
        expect(refused.err.join('\n')).toContain("layout: Template 'call' does not exist");
      });

      it('stores protocol notes and instructions pages', async () => {
        files.set(
          'notes.json',
          JSON.stringify([{ contentSet: 'oh_adult', protocolId: 201, protocolNote: 'Call the on-call doctor first.' }]),
        );
        expect((await run('set-protocol-notes', '--practice', 'lakeside', '--file', 'notes.json')).out).toEqual([
          "1 protocol notes stored for 'lakeside'.",
        ]);
        files.set('page.html', '<p>Lakeside steps</p>');
        expect((await run('set-instructions', '--practice', 'lakeside', '--file', 'page.html')).code).toBe(0);
        const row = await practice('lakeside');
        const pages = await database()
          .db.select()
          .from(instructions)
          .where(eq(instructions.practiceId, row?.id ?? 0));
        expect(pages.map((page) => page.html)).toEqual(['<p>Lakeside steps</p>']);
      });
    });

    describe('subscriptions, content sets and single sign-on', () => {
      it('adds subscriptions and refuses bad ones', async () => {
        const added = await run(
          'add-subscription',
          '--organization',
          'Lakeside Group',
          '--type',
          'annual',
          '--seats',
          '12',
          '--start',
          '2026-01-01',
          '--end',
          '2027-01-01',
        );
        expect(added.code).toBe(0);
        const rows = await database().db.select().from(subscriptions).where(eq(subscriptions.seats, 12));
        expect(rows).toHaveLength(1);
        const badType = await run(
          'add-subscription',
          '--organization',
          'Lakeside Group',
          '--type',
          'weekly',
          '--seats',
          '1',
          '--start',
          '2026-01-01',
        );
        expect(badType.code).toBe(1);
        const badDate = await run(
          'add-subscription',
          '--organization',
          'Lakeside Group',
          '--type',
          'annual',
          '--seats',
          '1',
          '--start',
          'soon',
        );
        expect(badDate.code).toBe(2);
      });

      it('grants and revokes content sets by name, naming unknown ones', async () => {
        expect(
          (await run('grant-content-sets', '--practice', 'lakeside', '--content-sets', 'ah_adult,ah_peds,oh_adult'))
            .code,
        ).toBe(0);
        expect((await run('revoke-content-sets', '--practice', 'lakeside', '--content-sets', 'oh_adult')).out).toEqual([
          "Removed oh_adult from 'lakeside'.",
        ]);
        const unknown = await run('grant-content-sets', '--practice', 'lakeside', '--content-sets', 'oh_adult,zz_top');
        expect(unknown.err.join()).toContain('zz_top');
      });

      it('creates an SSO mapping and prints a 256-bit token that launches a session', async () => {
        files.set('fields.json', JSON.stringify([{ name: 'nurseId', type: 'text', label: 'Nurse ID' }]));
        const created = await run('create-sso-mapping', '--practice', 'lakeside', '--fields', 'fields.json');
        expect(created.code).toBe(0);
        const token = created.out[1] ?? '';
        expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
        const app = await buildApp({ config: testConfig(), database: database(), now: () => SEED_TIME });
        try {
          const response = await app.inject({
            method: 'POST',
            url: `/api/app/login/sso/${token}`,
            payload: { data: { firstName: 'Kim', nurseId: 'N1' } },
          });
          expect(response.json()).toMatchObject({ success: true, data: { result: 'complete' } });
        } finally {
          await app.close();
        }
        files.set('bad-fields.json', JSON.stringify([{ name: 'x', type: 'select', label: 'X' }]));
        expect((await run('create-sso-mapping', '--practice', 'lakeside', '--fields', 'bad-fields.json')).code).toBe(1);
      });
    });

    describe('content import', () => {
      it('imports a new content set, then updates it, reporting what changed', async () => {
        const first = smallContentSet(11, 'oh_test', 2);
        files.set('set.json', JSON.stringify(first));
        const imported = await run('import-content-set', '--file', 'set.json');
        expect(imported.err).toEqual([]);
        expect(imported).toMatchObject({
          code: 0,
          out: ['oh_test: 2 protocols (2 new or changed, 0 removed), 0 dispositions.'],
        });
        const [kept] = first.protocols;
        if (!kept) throw new Error('no protocol');
        const updated = { ...first, protocols: [{ ...kept, title: `${kept.title} (revised)` }] };
        files.set('set.json', JSON.stringify(updated));
        expect((await run('import-content-set', '--file', 'set.json')).out).toEqual([
          'oh_test: 1 protocols (1 new or changed, 1 removed), 0 dispositions.',
        ]);
        const rows = await database().db.select().from(protocols).where(eq(protocols.contentSetId, 11));
        expect(rows.map((row) => row.title)).toEqual([`${kept.title} (revised)`]);
        expect(rows[0]?.version).toMatch(/#[0-9a-f]{16}$/);
        expect(DEMO_CONTENT_LABEL).toBeTruthy();
      });

      it('changes nothing when any file is invalid, listing every problem', async () => {
        const before = await database().db.select().from(protocols);
        const good = smallContentSet(12, 'oh_second', 1);
        const bad = smallContentSet(13, 'oh_third', 1);
        const broken = { ...bad, protocols: bad.protocols.map((protocol) => ({ ...protocol, title: 42 })) };
        files.set('good.json', JSON.stringify(good));
        files.set('bad.json', JSON.stringify(broken));
        const result = await run('import-content-set', '--file', 'good.json', '--file', 'bad.json');
        expect(result.code).toBe(1);
        expect(result.err.join('\n')).toContain('bad.json');
        expect(result.err.join('\n')).toContain('title');
        expect(await database().db.select().from(protocols)).toEqual(before);
        expect(await database().db.select().from(contentSets).where(eq(contentSets.id, 12))).toEqual([]);
      });

      it('rolls back every file when the database refuses one of them', async () => {
        const before = await database().db.select().from(protocols);
        const good = smallContentSet(14, 'oh_fourth', 1);
        // Valid on its own, but its name belongs to content set 1: the second upsert fails.
        const clash = smallContentSet(15, 'oh_adult', 1);
        files.set('fourth.json', JSON.stringify(good));
        files.set('clash.json', JSON.stringify(clash));
        const result = await run('import-content-set', '--file', 'fourth.json', '--file', 'clash.json');
        expect(result.code).toBe(1);
        expect(result.err.join()).toContain('Nothing was imported');
        expect(result.err.join()).toMatch(/unique|duplicate/i);
        expect(result.err.join().length).toBeLessThan(1_000);
        expect(await database().db.select().from(protocols)).toEqual(before);
        expect(await database().db.select().from(contentSets).where(eq(contentSets.id, 14))).toEqual([]);
      });
    });

    describe('audit events', () => {
      it('lists audit events newest first, as text or JSON', async () => {
        const app = await buildApp({ config: testConfig(), database: database(), now: () => SEED_TIME });
        try {
          await app.inject({
            method: 'POST',
            url: '/api/login',
            payload: { firstName: 'Al', practiceId: 'demo', password: 'wrong' },
          });
        } finally {
          await app.close();
        }
        const refused = await run('list-refused-sign-ins', '--since', '2026-01-01');
        expect(refused.out[0]).toMatch(/\tsign-in\tinvalid-credentials\tdemo\t127\.0\.0\.1\t1$/);
        expect((await run('create-organization', '--name', 'Listed Health')).code).toBe(0);
        const text = await run('list-audit-events', '--type', 'admin', '--limit', '5');
        expect(text.out[0]).toBe(
          `${SEED_TIME.toISOString()}\tadmin\tcreate-organization: done\t-\t-\t-\tby alex@ops-host`,
        );
        const json = await run('list-audit-events', '--type', 'admin', '--json', '--since', '2026-01-01');
        expect(JSON.parse(json.out[0] ?? '{}')).toMatchObject({ type: 'admin', outcome: 'create-organization: done' });
        const listed = await run('list-practices');
        expect(listed.out.some((line) => line.startsWith('lakeside\t'))).toBe(true);
        expect(await database().db.select().from(practices)).not.toHaveLength(0);
      });
    });

    describe('taking access away and cleaning up', () => {
      const signIn = async (app: Awaited<ReturnType<typeof buildApp>>, practiceId: string) => {
        const response = await app.inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress: '10.30.0.1',
          payload: { firstName: 'Al', practiceId, password: 'demo' },
        });
        return response.json().data.sessionId as string;
      };
      const check = (app: Awaited<ReturnType<typeof buildApp>>, sessionId: string) =>
        app.inject({ method: 'GET', url: `/api/validate-session`, headers: { 'x-session-id': sessionId } });

      it('ends the practice sessions with revoke-sessions and set-password, and audits both', async () => {
        const app = await buildApp({ config: testConfig(), database: database(), now: () => SEED_TIME });
        try {
          const first = await signIn(app, 'demo-ah');
          const other = await signIn(app, 'demo');
          const revoked = await run('revoke-sessions', '--practice', 'demo-ah');
          expect(revoked).toMatchObject({ code: 0, out: ["1 sessions of 'demo-ah' ended."] });
          expect((await check(app, first)).statusCode).toBe(401);
          expect((await check(app, other)).statusCode).toBe(200);
          const second = await signIn(app, 'demo-ah');
          stdin = 'a-new-long-password\n';
          expect((await run('set-password', '--practice', 'demo-ah', '--password-stdin')).code).toBe(0);
          expect((await check(app, second)).statusCode).toBe(401);
        } finally {
          await app.close();
        }
        const events = await run('list-audit-events', '--practice', 'demo-ah', '--type', 'admin', '--limit', '5');
        expect(events.out.map((line) => line.split('\t')[2])).toEqual(['set-password: done', 'revoke-sessions: done']);
        expect(events.out.join('\n')).not.toContain('a-new-long-password');
      });

      it('names the operator of each change, written in the same transaction as the change', async () => {
        expect((await run('create-organization', '--name', 'Operator Health')).code).toBe(0);
        const [event] = await listAuditEvents(database().db, { type: 'admin', limit: 1 });
        expect(event).toMatchObject({ outcome: 'create-organization: done', operator: 'alex@ops-host' });
        const listed = await run('list-audit-events', '--type', 'admin', '--limit', '1');
        expect(listed.out[0]).toContain('by alex@ops-host');
        // No audit row, no change: the audit insert failing rolls the organization back.
        const restore = await breakInserts(database().db, 'audit_events');
        try {
          await expect(run('create-organization', '--name', 'Unaudited Health')).rejects.toThrow();
        } finally {
          await restore();
        }
        expect(
          await database().db.select().from(organizations).where(eq(organizations.name, 'Unaudited Health')),
        ).toEqual([]);
      });

      it('caps a static SSO link at 90 days, from creation and at each renewal, and renews it keeping its token', async () => {
        const day = 86_400_000;
        const inDays = (n: number) => new Date(SEED_TIME.getTime() + n * day).toISOString();
        const expiryOf = async (id: string) =>
          (
            await database()
              .db.select()
              .from(ssoMappings)
              .where(eq(ssoMappings.id, Number(id)))
          )[0]?.expiresAt;
        const created = await run('create-sso-mapping', '--practice', 'demo', '--description', 'Kiosk');
        expect(created.code).toBe(0);
        const id = /mapping (\d+)/.exec(created.out[0] ?? '')?.[1] ?? '';
        expect(await expiryOf(id)).toEqual(new Date(inDays(90)));
        expect(created.out.join('\n')).toContain(
          `It expires ${inDays(90)} (renew it with renew-sso-mapping --id ${id})`,
        );
        const tooLong = await run('create-sso-mapping', '--practice', 'demo', '--expires', inDays(91));
        expect(tooLong.code).toBe(1);
        expect(tooLong.err.join('\n')).toContain('a static link lives at most 90 days');
        expect((await run('create-sso-mapping', '--practice', 'demo', '--expires', inDays(-1))).code).toBe(1);

        expect((await run('renew-sso-mapping', '--id', id, '--expires', inDays(120))).code).toBe(1);
        expect(await expiryOf(id)).toEqual(new Date(inDays(90)));
        const renewed = await run('renew-sso-mapping', '--id', id, '--expires', inDays(30));
        expect(renewed.out).toEqual([`SSO mapping ${id} renewed: it expires ${inDays(30)}.`]);
        expect(await expiryOf(id)).toEqual(new Date(inDays(30)));
        expect((await run('renew-sso-mapping', '--id', id)).code).toBe(0);
        expect(await expiryOf(id)).toEqual(new Date(inDays(90)));
        expect((await run('renew-sso-mapping', '--id', '999999')).code).toBe(1);
        const audited = await listAuditEvents(database().db, { type: 'admin-change', limit: 1000 });
        expect(audited.filter((event) => event.outcome === `sso-link: ${id} renewed`)).toHaveLength(2);
        // The token still launches after renewal: the same link.
        const token = created.out[1] ?? '';
        const app = await buildApp({ config: testConfig(), database: database(), now: () => SEED_TIME });
        try {
          const response = await app.inject({
            method: 'POST',
            url: `/api/app/login/sso/${token}`,
            remoteAddress: '10.30.0.9',
            payload: { data: { firstName: 'Kim' } },
          });
          expect(response.json()).toMatchObject({ success: true });
        } finally {
          await app.close();
        }
      });

      it('lists SSO mappings without tokens and revokes one, whose token then fails', async () => {
        const created = await run('create-sso-mapping', '--practice', 'demo', '--description', 'Ward 7');
        const token = created.out[1] ?? '';
        const id = /mapping (\d+)/.exec(created.out[0] ?? '')?.[1] ?? '';
        const listed = await run('list-sso-mappings');
        expect(listed.out.some((line) => line.startsWith(`${id}\tdemo\t`) && line.endsWith('Ward 7'))).toBe(true);
        expect(listed.out.join('\n')).not.toContain(token);
        expect((await run('revoke-sso-mapping', '--id', id)).code).toBe(0);
        expect((await run('revoke-sso-mapping', '--id', id)).code).toBe(1);
        const app = await buildApp({ config: testConfig(), database: database(), now: () => SEED_TIME });
        try {
          const response = await app.inject({
            method: 'POST',
            url: `/api/app/login/sso/${token}`,
            remoteAddress: '10.30.0.2',
            payload: { data: { firstName: 'Kim' } },
          });
          expect(response.json().error.code).toBe('invalidSSOToken');
        } finally {
          await app.close();
        }
      });

      it('changes and ends a subscription', async () => {
        const added = await run(
          'add-subscription',
          '--organization',
          '1',
          '--type',
          'annual',
          '--seats',
          '5',
          '--start',
          '2020-01-01',
          '--end',
          '2030-01-01',
        );
        expect(added, JSON.stringify(added)).toMatchObject({ code: 0 });
        const id = /subscription (\d+)/.exec(added.out[0] ?? '')?.[1] ?? '';
        expect((await run('change-subscription', '--id', id, '--seats', '8')).out[0]).toContain('8 seats');
        const ended = await run('change-subscription', '--id', id, '--end', 'now');
        expect(ended.out[0]).toContain(`ends ${SEED_TIME.toISOString()}`);
        expect((await run('change-subscription', '--id', '999999', '--seats', '1')).code).toBe(1);
        expect((await run('change-subscription', '--id', id)).code).toBe(2);
      });

      it('purges audit events and crash reports past their retention', async () => {
        const purged = await run('purge-old-records', '--audit-days', '1', '--client-error-days', '1');
        expect(purged.code).toBe(0);
        const later = new Date(SEED_TIME.getTime() + 3 * 24 * 60 * 60 * 1000);
        const ctxRun = await runCommand(['purge-old-records', '--audit-days', '1'], {
          db: database().db,
          now: () => later,
          io: { out: () => {}, err: () => {}, readFile: async () => '', readStdin: async () => '' },
        });
        expect(ctxRun).toBe(0);
        const left = await run('list-audit-events', '--since', '2000-01-01', '--limit', '100');
        // Only the purge's own audit event, written after the purge, is left.
        expect(left.out.map((line) => line.split('\t')[2])).toEqual(['purge-old-records: done']);
      });
    });
  },
  { seeded: true },
);
