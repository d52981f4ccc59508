import { emailHandout, HandoutEmailData, SESSION_HEADER } from '@triage/contracts';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectError } from '../../testing/api-harness.ts';
import { everyTableAsText, loggedDemoApp } from '../../testing/logged-app.ts';
import { describeEachEngine } from '../../testing/test-db.ts';

/** A distinctive address: it must reach the SMTP server and nothing else. */
const ADDRESS = 'zebulon.quimbyfield.7731@patients.example';
const REFUSED = 'refused.quimbyfield.9902@patients.example';
const COUGH = { contentSetId: 1, protocolId: 201 };

interface Received {
  from: string;
  to: string[];
  secure: boolean;
  raw: string;
}

/** A real SMTP server (nodemailer's smtp-server) on a free port, STARTTLS with its own certificate. */
async function startSmtp(received: Received[]): Promise<{ server: SMTPServer; port: number }> {
  const server = new SMTPServer({
    authOptional: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address === REFUSED) {
        callback(Object.assign(new Error(`Mailbox ${address.address} unavailable`), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          secure: session.secure,
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  return { server, port: typeof address === 'object' && address ? address.port : 0 };
}

describeEachEngine(
  'handouts by e-mail',
  (engine) => {
    const received: Received[] = [];
    let smtp: { server: SMTPServer; port: number };
    let app: FastifyInstance;
    let log: () => string;
    let sessionId = '';

    beforeAll(async () => {
      smtp = await startSmtp(received);
      ({ app, log, sessionId } = await loggedDemoApp(
        {
          SMTP_HOST: '127.0.0.1',
          SMTP_PORT: smtp.port,
          SMTP_FROM: 'handouts@practice.example',
          SMTP_ALLOW_SELF_SIGNED: true,
          PUBLIC_URL: 'https://triage.example.org',
        },
        engine.database(),
      ));
    });
    afterAll(async () => {
      await app.close();
      await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
    });

    const send = async (body: unknown) => {
      const response = await app.inject({
        method: 'POST',
        url: emailHandout.path,
        headers: { [SESSION_HEADER]: sessionId },
        payload: body as Record<string, unknown>,
      });
      return response;
    };

    it('sends the handout link over TLS From the practice, with no patient words beyond the address', async () => {
      const response = await send({ protocols: [COUGH], to: ADDRESS });
      expect(response.statusCode, response.body).toBe(200);
      HandoutEmailData.parse(response.json().data);
      expect(response.body).not.toContain(ADDRESS);
      expect(received).toHaveLength(1);
      const [mail] = received;
      expect(mail?.secure).toBe(true);
      expect(mail?.from).toBe('handouts@practice.example');
      expect(mail?.to).toEqual([ADDRESS]);
      expect(mail?.raw).toMatch(/^From: Demo Family Practice <handouts@practice\.example>/m);
      expect(mail?.raw).toContain('Subject: Care advice from Demo Family Practice');
      // The body is quoted-printable: soft line breaks and =3D undone.
      const body = (mail?.raw ?? '').replace(/=\r?\n/g, '').replaceAll('=3D', '=');
      const link = body.match(/https:\/\/triage\.example\.org\/handout\/[\w.-]+/)?.[0] ?? '';
      expect(link).not.toBe('');
      const page = await app.inject({ method: 'GET', url: new URL(link).pathname });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Demo Family Practice');
      expect(body).toContain('Questions? Call (555) 010-4242.');
      // Nothing about the patient: the message is the same for every caller of the practice.
      expect(body).not.toMatch(/Ann\b/);
    });

    it('says why a refused send failed, without the address', async () => {
      const response = await send({ protocols: [COUGH], to: REFUSED });
      const { error } = expectError(response, 'handoutEmailFailed', { callId: emailHandout.id });
      expect(error.technical).toContain('550');
      expect(error.technical).toContain('<the address>');
      expect(response.body).not.toContain(REFUSED);
    });

    it('refuses a bad address as bad data', async () => {
      expectError(await send({ protocols: [COUGH], to: 'not an address' }), 'badData', { callId: emailHandout.id });
    });

    it('leaves the addresses in no log line and no table', async () => {
      expect(log()).toContain('/api/handouts/email');
      for (const address of [ADDRESS, REFUSED, 'quimbyfield']) expect(log()).not.toContain(address);
      const tables = await everyTableAsText(engine.database().db);
      expect(tables.size).toBeGreaterThan(10);
      for (const [name, rows] of tables) expect(rows, name).not.toContain('quimbyfield');
    });
  },
  { seeded: true },
);
