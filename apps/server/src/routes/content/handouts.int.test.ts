import { createHandoutLink, emailHandout, friendlyMessage, HandoutLinkData, textHandout } from '@triage/contracts';
import { and, eq } from 'drizzle-orm';
import { decodeProtectedHeader, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { practices, protocols } from '../../db/schema.ts';
import { HANDOUT_PAGE_CSP } from '../../http/security-headers.ts';
import { dataOf, describeApi, expectError, HOUR } from '../../testing/api-harness.ts';
import { ERROR_COVERAGE } from '../../testing/error-coverage.ts';
import { createTestPractice } from '../../testing/fixtures.ts';

const DAY = 24 * HOUR;
const ADULT_COUGH = { contentSetId: 1, protocolId: 201 };

describeApi('patient handouts', { coverage: ERROR_COVERAGE.handouts }, (h) => {
  let demo = '';
  beforeAll(async () => {
    demo = await h().signIn('demo');
  });
  const link = async (body: unknown, sessionId = demo) =>
    HandoutLinkData.parse(dataOf(await h().call(createHandoutLink, { sessionId, body })));
  const open = (path: string) => h().app.inject({ method: 'GET', url: path });
  const tokenOf = (path: string) => path.slice('/handout/'.length);

  describe('the link', () => {
    it('is signed (HS256), carries the practice, protocols, language and expiry only, and lasts HANDOUT_LINK_DAYS', async () => {
      const data = await link({ protocols: [ADULT_COUGH] });
      expect(new Date(data.expiresAt).getTime()).toBe(h().clock.now().getTime() + 7 * DAY);
      expect(decodeProtectedHeader(tokenOf(data.path))).toEqual({ alg: 'HS256' });
      const [, payload = ''] = tokenOf(data.path).split('.');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      expect(Object.keys(claims).sort()).toEqual(['aud', 'c', 'exp', 'l', 'p']);
      expect(claims).toMatchObject({ c: [[1, 201]], l: 'en' });
    });

    it('is refused without a session, for bad bodies, unknown protocols and content sets the practice lacks', async () => {
      expectError(await h().call(createHandoutLink, { body: { protocols: [ADULT_COUGH] } }), 'unauthorized');
      const to = 'someone@example.org';
      expectError(await h().call(emailHandout, { body: { protocols: [ADULT_COUGH], to } }), 'unauthorized');
      const mobile = '+15550100123';
      expectError(await h().call(textHandout, { body: { protocols: [ADULT_COUGH], to: mobile } }), 'unauthorized');
      expectError(
        await h().call(textHandout, {
          sessionId: demo,
          body: { protocols: [{ contentSetId: 1, protocolId: 999_999 }], to: mobile },
        }),
        'noProtocol',
      );
      expectError(
        await h().call(emailHandout, {
          sessionId: demo,
          body: { protocols: [{ contentSetId: 1, protocolId: 999_999 }], to },
        }),
        'noProtocol',
      );
      expectError(await h().call(createHandoutLink, { sessionId: demo, body: { protocols: [] } }), 'badData');
      expectError(
        await h().call(createHandoutLink, { sessionId: demo, body: { protocols: [ADULT_COUGH], patient: 'x' } }),
        'badData',
      );
      expectError(
        await h().call(createHandoutLink, {
          sessionId: demo,
          body: { protocols: [{ contentSetId: 1, protocolId: 999_999 }] },
        }),
        'noProtocol',
      );
      const [ahAdult] = await h().database.db.select().from(protocols).where(eq(protocols.contentSetId, 3)).limit(1);
      expectError(
        await h().call(createHandoutLink, {
          sessionId: demo,
          body: { protocols: [{ contentSetId: 3, protocolId: ahAdult?.sourceProtocolId ?? 0 }] },
        }),
        'noAccessToContent',
      );
      expectError(
        await h().call(emailHandout, {
          sessionId: demo,
          body: { protocols: [{ contentSetId: 3, protocolId: ahAdult?.sourceProtocolId ?? 0 }], to },
        }),
        'noAccessToContent',
      );
      expectError(
        await h().call(textHandout, {
          sessionId: demo,
          body: { protocols: [{ contentSetId: 3, protocolId: ahAdult?.sourceProtocolId ?? 0 }], to: mobile },
        }),
        'noAccessToContent',
      );
    });

    it('answers handoutEmailUnavailable, with the reason, where no SMTP server is set up', async () => {
      const { error } = expectError(
        await h().call(emailHandout, {
          sessionId: demo,
          body: { protocols: [ADULT_COUGH], to: 'someone@example.org' },
        }),
        'handoutEmailUnavailable',
      );
      expect(error.technical).toBe(
        'E-mail is not set up on this server (SMTP_HOST, SMTP_FROM, PUBLIC_URL not configured).',
      );
    });

    it('answers handoutTextUnavailable, with the reason, where no SMS provider is set up', async () => {
      const { error } = expectError(
        await h().call(textHandout, { sessionId: demo, body: { protocols: [ADULT_COUGH], to: '+15550100123' } }),
        'handoutTextUnavailable',
      );
      expect(error.technical).toBe(
        'Text messages are not set up on this server (SMS_PROVIDER, SMS_ACCOUNT, SMS_AUTH_TOKEN, SMS_FROM, PUBLIC_URL not configured).',
      );
    });

    it('answers dbValidationFailed for a corrupt protocol', async () => {
      const key = and(eq(protocols.contentSetId, 2), eq(protocols.sourceProtocolId, 302));
      const [row] = await h().database.db.select().from(protocols).where(key);
      if (!row) throw new Error('no oh_peds protocol 302');
      await h()
        .database.db.update(protocols)
        .set({ data: { title: 42 }, version: 'corrupt' })
        .where(key);
      try {
        expectError(
          await h().call(createHandoutLink, {
            sessionId: demo,
            body: { protocols: [{ contentSetId: 2, protocolId: 302 }] },
          }),
          'dbValidationFailed',
        );
        expectError(
          await h().call(emailHandout, {
            sessionId: demo,
            body: { protocols: [{ contentSetId: 2, protocolId: 302 }], to: 'someone@example.org' },
          }),
          'dbValidationFailed',
        );
        expectError(
          await h().call(textHandout, {
            sessionId: demo,
            body: { protocols: [{ contentSetId: 2, protocolId: 302 }], to: '+15550100123' },
          }),
          'dbValidationFailed',
        );
      } finally {
        await h().database.db.update(protocols).set({ data: row.data, version: row.version }).where(key);
      }
    });
  });

  describe('the page', () => {
    it("shows the protocol's care advice with the practice's name and handout phone, the demo label, under the handout CSP", async () => {
      const { path } = await link({ protocols: [ADULT_COUGH] });
      const page = await open(path);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['content-security-policy']).toBe(HANDOUT_PAGE_CSP);
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.body).toContain('Demo Family Practice');
      expect(page.body).toContain('(555) 010-4242');
      expect(page.body).toContain('Demo content — not for clinical use');
      expect(page.body).toContain('<h2>Call us back if</h2>');
      expect(page.body).toContain('<link rel="stylesheet" href="/handout.css">');
      // No inline script or style: the page's only script is /handout.js (printing when asked).
      expect(page.body.match(/<script[^>]*>/gi)).toEqual(['<script src="/handout.js" defer>']);
      expect(page.body).not.toMatch(/style=|<style|\son[a-z]+=/i);
      const script = await open('/handout.js');
      expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(script.body).toContain("location.hash === '#print'");
      // The PDF is the browser's, from its print dialog (ADR 0052): the link opens it, and is not printed.
      expect(page.body).toContain('<a id="save-pdf" href="#print">Save as PDF or print</a>');
      expect(script.body).toContain("document.getElementById('save-pdf')?.addEventListener('click'");
      const css = await open('/handout.css');
      expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
      expect(css.body).toContain('@media print');
      expect(css.body).toContain('.save { display: none; }');
    });

    it('holds nothing about the patient: the same link and page whatever the call', async () => {
      const first = await link({ protocols: [ADULT_COUGH] });
      const second = await link({ protocols: [ADULT_COUGH] });
      expect(second.path).toBe(first.path);
      expect((await open(first.path)).body).not.toMatch(/Ann\b/);
    });

    it('names several protocols, and says to call the office when the practice set no handout phone', async () => {
      await createTestPractice(h().database.db, {
        practiceId: 'handout-no-phone',
        contentSets: ['oh_adult', 'oh_peds'],
      });
      const sessionId = await h().signIn('handout-no-phone', { password: 'correct horse battery staple' });
      const { path } = await link({ protocols: [ADULT_COUGH, { contentSetId: 2, protocolId: 302 }] }, sessionId);
      const body = (await open(path)).body;
      expect(body).toContain('Practice handout-no-phone');
      expect(body).toContain('Questions? Call your doctor’s office.');
      expect(body.match(/<article>/g)).toHaveLength(2);
    });

    it('refuses a tampered link, a link signed with another key, and a link past its expiry, each with a page', async () => {
      const { path } = await link({ protocols: [ADULT_COUGH] });
      const [header, payload, signature] = tokenOf(path).split('.');
      const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8'));
      const otherPractice = Buffer.from(JSON.stringify({ ...claims, p: claims.p + 1 })).toString('base64url');
      const invalid = friendlyMessage('invalidHandoutLink', h().config.SUPPORT_PHONE);
      for (const bad of [
        `/handout/${header}.${otherPractice}.${signature}`,
        `/handout/${tokenOf(path).slice(0, -2)}`,
        '/handout/not-a-token',
        `/handout/${await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new Uint8Array(32).fill(9))}`,
      ]) {
        const page = await open(bad);
        expect(page.statusCode, bad).toBe(404);
        expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(page.headers['content-security-policy']).toBe(HANDOUT_PAGE_CSP);
        expect(page.body).toContain(invalid);
        expect(page.body).not.toContain('Demo Family Practice');
      }
      h().clock.advance(7 * DAY + 1000);
      const expired = await open(path);
      expect(expired.statusCode).toBe(410);
      expect(expired.body).toContain('This handout link has expired.');
      expect(expired.body).not.toContain('Demo Family Practice');
    });

    it('stops showing when the practice is deleted', async () => {
      const { path } = await link({ protocols: [ADULT_COUGH] }, await h().signIn('demo'));
      const [row] = await h().database.db.select().from(practices).where(eq(practices.practiceId, 'demo'));
      await h()
        .database.db.update(practices)
        .set({ deletedAt: h().clock.now() })
        .where(eq(practices.practiceId, 'demo'));
      try {
        expect((await open(path)).statusCode).toBe(404);
      } finally {
        await h()
          .database.db.update(practices)
          .set({ deletedAt: row?.deletedAt ?? null })
          .where(eq(practices.practiceId, 'demo'));
      }
    });
  });
});
