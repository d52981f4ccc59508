import { afterAll, beforeAll, expect, it } from 'vitest';
import { EhrOrigins } from '../cache/ehr-origins.ts';
import { pageCsp } from '../http/security-headers.ts';
import { listEhrOrigins } from '../repositories/ehr-connections.repository.ts';
import { SEED_TIME } from '../testing/seed-time.ts';
import { describeEachEngine } from '../testing/test-db.ts';
import { startTestEhr, type TestEhr } from '../testing/test-ehr.ts';
import { type CliContext, runCommand } from './commands.ts';

describeEachEngine(
  'EHR connections on the admin command line',
  ({ database }) => {
    let ehr: TestEhr;
    let issuer = '';
    beforeAll(async () => {
      ehr = await startTestEhr();
      issuer = `${ehr.origin}/r4`;
    });
    afterAll(() => ehr.close());

    const run = async (...argv: string[]) => {
      const out: string[] = [];
      const err: string[] = [];
      const ctx: CliContext = {
        db: database().db,
        now: () => SEED_TIME,
        // The test EHR listens on 127.0.0.1 (issue 33).
        allowPrivateEhrAddresses: true,
        io: {
          out: (line) => out.push(line),
          err: (line) => err.push(line),
          readFile: async () => '',
          readStdin: async () => '',
        },
      };
      return { code: await runCommand(argv, ctx), out, err };
    };

    it('registers an EHR with the authorization server its SMART configuration names, lists it, and puts its origins into the page CSP', async () => {
      const origins = new EhrOrigins(database().db);
      await origins.refresh();
      expect(origins.list()).toEqual([]);
      const registered = await run(
        'register-ehr',
        '--practice',
        'demo',
        '--issuer',
        `${issuer}/`,
        '--client-id',
        'triage-desk',
        '--origin',
        'https://auth.ehr.example/oauth2',
      );
      expect(registered.code).toBe(0);
      expect(registered.out[0]).toContain(`${issuer} (client triage-desk)`);
      expect(registered.out[1]).toBe(`Authorization server (from its SMART configuration): ${ehr.origin}`);
      const listed = await run('list-ehr-connections');
      expect(listed.out.join('\n')).toContain(
        `demo\t${issuer}\ttriage-desk\tlaunch openid fhirUser profile patient/Patient.r patient/Encounter.crs`,
      );
      expect(listed.out.join('\n')).toContain(`\t${ehr.origin}`);
      expect(await listEhrOrigins(database().db)).toEqual([ehr.origin, 'https://auth.ehr.example']);
      await origins.refresh();
      expect(pageCsp("'self'", origins.list())).toContain(`connect-src 'self' ${ehr.origin} https://auth.ehr.example;`);
    });

    it('refuses to register an EHR whose SMART configuration cannot be read', async () => {
      const refused = await run(
        'register-ehr',
        '--practice',
        'demo',
        '--issuer',
        `${ehr.origin}/unserved/r4`,
        '--client-id',
        'x',
      );
      expect(refused.code).toBe(1);
      expect(refused.err.join('\n')).toContain('Refused (ehrConfigurationUnreadable)');
      expect((await run('list-ehr-connections')).out.join('\n')).not.toContain('/unserved/');
    });

    it('changes the scopes of a connection (checked, audited); an unknown issuer is refused', async () => {
      const changed = await run(
        'set-ehr-scopes',
        '--issuer',
        issuer,
        '--scopes',
        'launch openid fhirUser patient/Patient.r',
      );
      expect(changed.code).toBe(0);
      expect(changed.out[0]).toContain('now asks for: launch openid fhirUser patient/Patient.r');
      const bad = await run('set-ehr-scopes', '--issuer', issuer, '--scopes', 'launch openid patient/Patient.r');
      expect(bad.code).toBe(1);
      expect(bad.err.join('\n')).toContain("must include 'fhirUser'");
      expect((await run('set-ehr-scopes', '--issuer', 'https://nobody.example/fhir', '--scopes', 'launch')).code).toBe(
        1,
      );
      const audit = await run('list-audit-events', '--limit', '5');
      expect(audit.out.join('\n')).toContain('set-ehr-scopes: done');
      expect(audit.out.join('\n')).toContain('ehr-connection: scopes changed');
    });

    it('refuses a second registration of an issuer, a non-URL issuer and scopes without launch openid fhirUser', async () => {
      const again = await run('register-ehr', '--practice', 'demo', '--issuer', issuer, '--client-id', 'x');
      expect(again.code).not.toBe(0);
      expect(again.err.join('\n')).toContain('already registered');
      expect((await run('register-ehr', '--practice', 'demo', '--issuer', 'nope', '--client-id', 'x')).code).not.toBe(
        0,
      );
      const narrow = await run(
        'register-ehr',
        '--practice',
        'demo',
        '--issuer',
        'https://other.example/fhir',
        '--client-id',
        'x',
        '--scopes',
        'openid patient/*.rs',
      );
      expect(narrow.err.join('\n')).toContain("must include 'launch'");
    });
  },
  { seeded: true },
);
