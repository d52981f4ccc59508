import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { findAdministratorByEmail } from '../repositories/administrators.repository.ts';
import { listAuditEvents } from '../repositories/audit.repository.ts';
import { SEED_TIME } from '../testing/seed-time.ts';
import { describeEachEngine } from '../testing/test-db.ts';
import { type CliContext, runCommand } from './commands.ts';

describeEachEngine(
  'admin command line: administrators',
  ({ database }) => {
    const key = randomBytes(32);
    let stdin = '';
    const run = async (...argv: string[]) => {
      const out: string[] = [];
      const err: string[] = [];
      const ctx: CliContext = {
        db: database().db,
        now: () => SEED_TIME,
        io: {
          out: (l) => out.push(l),
          err: (l) => err.push(l),
          readFile: async () => '',
          readStdin: async () => stdin,
        },
        totpKey: async () => key,
        productName: 'Triage Desk',
      };
      return { code: await runCommand(argv, ctx), out, err };
    };

    it('refuses a short or common password, naming the rule', async () => {
      stdin = 'password\n';
      const short = await run(
        'create-admin',
        '--email',
        'max@demo.example',
        '--name',
        'Max',
        '--organization',
        'Demo Practice Group',
        '--password-stdin',
      );
      expect(short.code).toBe(1);
      expect(short.err.join('\n')).toContain('A password must have 12 to 1024 characters');
      stdin = 'password123456\n';
      const common = await run(
        'create-admin',
        '--email',
        'max@demo.example',
        '--name',
        'Max',
        '--organization',
        'Demo Practice Group',
        '--password-stdin',
      );
      expect(common.err.join('\n')).toContain('common passwords');
      expect(await findAdministratorByEmail(database().db, 'max@demo.example')).toBeUndefined();
    });

    it('creates the first organization administrator: TOTP secret and recovery codes shown once, never stored in clear', async () => {
      stdin = 'lantern orchard velvet 42\n';
      const run1 = await run(
        'create-admin',
        '--email',
        'Max@Demo.example',
        '--name',
        'Max Admin',
        '--organization',
        'Demo Practice Group',
        '--password-stdin',
      );
      expect(run1.code).toBe(0);
      const secret = run1.out.find((l) => l.startsWith('TOTP secret: '))?.slice('TOTP secret: '.length) ?? '';
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(run1.out.join('\n')).toMatch(/otpauth:\/\/totp\/Triage%20Desk:Max%40Demo\.example\?secret=/);
      const codes =
        run1.out
          .find((l) => l.startsWith('Recovery codes'))
          ?.split(': ')[1]
          ?.split(' ') ?? [];
      expect(codes).toHaveLength(10);
      const row = await findAdministratorByEmail(database().db, 'max@demo.example');
      expect(row).toMatchObject({ role: 'org-admin', practiceId: null });
      const stored = JSON.stringify(row);
      expect(stored).not.toContain(secret);
      expect(stored).not.toContain(codes[0]);
      expect(stored).not.toContain('lantern orchard');
    });

    it('creates a practice administrator of one practice of the organization only', async () => {
      stdin = 'copper meadow signal 7\n';
      const other = await run(
        'create-admin',
        '--email',
        'pam@demo.example',
        '--name',
        'Pam',
        '--organization',
        'Demo Practice Group',
        '--role',
        'practice-admin',
        '--practice',
        'demo-expired',
        '--password-stdin',
      );
      expect(other.code).toBe(1);
      expect(other.err.join('\n')).toContain('is not a practice of Demo Practice Group');
      const ok = await run(
        'create-admin',
        '--email',
        'pam@demo.example',
        '--name',
        'Pam',
        '--organization',
        'Demo Practice Group',
        '--role',
        'practice-admin',
        '--practice',
        'demo-ah',
        '--password-stdin',
      );
      expect(ok.code).toBe(0);
      const duplicate = await run(
        'create-admin',
        '--email',
        'PAM@demo.example',
        '--name',
        'Pam',
        '--organization',
        'Demo Practice Group',
        '--password-stdin',
      );
      expect(duplicate.err.join('\n')).toContain('already an administrator');
      expect(
        (
          await run(
            'create-admin',
            '--email',
            'x@demo.example',
            '--name',
            'X',
            '--organization',
            'Demo Practice Group',
            '--role',
            'boss',
            '--password-stdin',
          )
        ).code,
      ).toBe(2);
    });

    it('lists and deactivates administrators, audited', async () => {
      const listed = await run('list-admins', '--organization', 'Demo Practice Group');
      expect(listed.out).toEqual([
        expect.stringMatching(/^Max@Demo\.example\tMax Admin\torg-admin\t-\tactive$/),
        expect.stringMatching(/^pam@demo\.example\tPam\tpractice-admin\t\d+\tactive$/),
      ]);
      expect((await run('deactivate-admin', '--email', 'pam@demo.example')).code).toBe(0);
      expect((await findAdministratorByEmail(database().db, 'pam@demo.example'))?.deactivatedAt).toEqual(SEED_TIME);
      const events = await listAuditEvents(database().db, { type: 'admin', limit: 10 });
      expect(events.map((e) => e.outcome)).toContain('deactivate-admin: done');
    });
  },
  { seeded: true },
);
