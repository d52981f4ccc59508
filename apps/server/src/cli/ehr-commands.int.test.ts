import { expect, it } from 'vitest';
import { EhrOrigins } from '../cache/ehr-origins.ts';
import { pageCsp } from '../http/security-headers.ts';
import { listEhrOrigins } from '../repositories/ehr-connections.repository.ts';
import { SEED_TIME } from '../testing/seed-time.ts';
import { describeEachEngine } from '../testing/test-db.ts';
import { type CliContext, runCommand } from './commands.ts';

describeEachEngine(
  'EHR connections on the admin command line',
  ({ database }) => {
    const run = async (...argv: string[]) => {
      const out: string[] = [];
      const err: string[] = [];
      const ctx: CliContext = {
        db: database().db,
        now: () => SEED_TIME,
        io: {
          out: (line) => out.push(line),
          err: (line) => err.push(line),
          readFile: async () => '',
          readStdin: async () => '',
        },
      };
      return { code: await runCommand(argv, ctx), out, err };
    };

    it('registers an EHR, lists it, and puts its origins into the page CSP', async () => {
      const origins = new EhrOrigins(database().db);
      await origins.refresh();
      expect(origins.list()).toEqual([]);
      const registered = await run(
        'register-ehr',
        '--practice',
        'demo',
        '--issuer',
        'https://fhir.ehr.example/r4/',
        '--client-id',
        'triage-desk',
        '--origin',
        'https://auth.ehr.example/oauth2',
      );
      expect(registered.code).toBe(0);
      expect(registered.out[0]).toContain('https://fhir.ehr.example/r4 (client triage-desk)');
      const listed = await run('list-ehr-connections');
      expect(listed.out.join('\n')).toContain('demo\thttps://fhir.ehr.example/r4\ttriage-desk\tlaunch openid fhirUser');
      expect(await listEhrOrigins(database().db)).toEqual(['https://auth.ehr.example', 'https://fhir.ehr.example']);
      await origins.refresh();
      expect(pageCsp("'self'", origins.list())).toContain(
        "connect-src 'self' https://auth.ehr.example https://fhir.ehr.example;",
      );
    });

    it('refuses a second registration of an issuer, a non-URL issuer and scopes without launch openid fhirUser', async () => {
      const again = await run(
        'register-ehr',
        '--practice',
        'demo',
        '--issuer',
        'https://fhir.ehr.example/r4',
        '--client-id',
        'x',
      );
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
