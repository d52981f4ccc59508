import { createServer, type Server } from 'node:http';
import {
  getTextDelivery,
  HandoutTextData,
  SESSION_HEADER,
  TextDeliveryData,
  textHandout,
  textStatusCallback,
} from '@triage/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectError } from '../../testing/api-harness.ts';
import { everyTableAsText, loggedDemoApp, rowsOf } from '../../testing/logged-app.ts';
import { signAsTwilio } from '../../testing/sign-as-twilio.ts';
import { describeEachEngine } from '../../testing/test-db.ts';

/** A distinctive number: it must reach the SMS gateway and nothing else. */
const NUMBER = '+1 (555) 013-9731';
const E164 = '+15550139731';
/** Refused by the gateway as Twilio refuses an invalid number, quoting it. */
const REFUSED = '(555) 000-0000';
const ACCOUNT = `AC${'ab12'.repeat(8)}`;
const TOKEN = 'gateway-secret-token';
/** The account's Auth Token that signs status callbacks (SMS_CALLBACK_AUTH_TOKEN, ADR 0064). */
const SIGNING_TOKEN = 'account-auth-token-signs-callbacks';
const PUBLIC_URL = 'https://triage.example.org';
const MESSAGE_SID = `SM${'0'.repeat(32)}`;
const COUGH = { contentSetId: 1, protocolId: 201 };
const DAY = 86_400_000;

interface Received {
  authorization: string | undefined;
  path: string;
  form: Record<string, string>;
}

/** An HTTP server answering as Twilio's Messages API does: 201 queued, or 400 (21211) for 555-000-0000. */
async function startGateway(received: Received[]): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      received.push({ authorization: request.headers.authorization, path: request.url ?? '', form });
      const refused = form.To === '+15550000000';
      response.writeHead(refused ? 400 : 201, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(
          refused
            ? { code: 21211, message: `The 'To' number ${form.To} is not a valid phone number.`, status: 400 }
            : { sid: MESSAGE_SID, status: 'queued', to: form.To, from: form.From, body: form.Body },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { server, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}

describeEachEngine(
  'handouts by text message',
  (engine) => {
    const received: Received[] = [];
    let gateway: { server: Server; url: string };
    let app: FastifyInstance;
    let log: () => string;
    let sessionId = '';
    let now = new Date('2026-11-29T12:00:00Z');

    beforeAll(async () => {
      gateway = await startGateway(received);
      ({ app, log, sessionId } = await loggedDemoApp(
        {
          SMS_PROVIDER: 'twilio',
          SMS_ACCOUNT: ACCOUNT,
          SMS_AUTH_TOKEN: TOKEN,
          SMS_FROM: '+15550100199',
          SMS_API_URL: gateway.url,
          SMS_CALLBACK_AUTH_TOKEN: SIGNING_TOKEN,
          PUBLIC_URL,
        },
        engine.database(),
        () => now,
      ));
    });
    afterAll(async () => {
      await app.close();
      await new Promise<void>((resolve) => gateway.server.close(() => resolve()));
    });

    const send = (body: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: textHandout.path, headers: { [SESSION_HEADER]: sessionId }, payload: body });

    let shortPath = '';
    let deliveryId = '';
    it("texts a short link through Twilio's Messages API, from the practice, that opens the handout", async () => {
      const response = await send({ protocols: [COUGH], to: NUMBER });
      expect(response.statusCode, response.body).toBe(200);
      const data = HandoutTextData.parse(response.json().data);
      expect(data.outcome).toBe('queued');
      deliveryId = data.deliveryId ?? '';
      expect(received).toHaveLength(1);
      const [message] = received;
      expect(message?.path).toBe(`/2010-04-01/Accounts/${ACCOUNT}/Messages.json`);
      expect(message?.authorization).toBe(`Basic ${Buffer.from(`${ACCOUNT}:${TOKEN}`).toString('base64')}`);
      expect(message?.form.To).toBe(E164);
      expect(message?.form.From).toBe('+15550100199');
      const body = message?.form.Body ?? '';
      expect(body).toMatch(
        /^Demo Family Practice: your care advice https:\/\/triage\.example\.org\/h\/[\w-]{12} Questions\? Call \(555\) 010-4242\. Emergency: call 911\.$/,
      );
      expect(body.length).toBeLessThanOrEqual(160);
      shortPath = new URL(body.match(/https:\/\/\S+/)?.[0] ?? 'https://x/').pathname;
      // The delivery reports come back to this server, named by the send's short link id (ADR 0064).
      expect(shortPath).toBe(`/h/${deliveryId}`);
      expect(message?.form.StatusCallback).toBe(`${PUBLIC_URL}/api/handouts/text/${deliveryId}/status`);
      const redirect = await app.inject({ method: 'GET', url: shortPath });
      expect(redirect.statusCode).toBe(302);
      expect(redirect.headers['cache-control']).toBe('no-store');
      const location = String(redirect.headers.location);
      expect(location).toMatch(/^\/handout\/[\w-]+\.[\w-]+\.[\w-]+$/);
      const page = await app.inject({ method: 'GET', url: location });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Demo Family Practice');
    });

    /** Twilio's status callback form of the message (it carries the number, as Twilio's does). */
    const report = (status: string, extra: Record<string, string> = {}) => ({
      AccountSid: ACCOUNT,
      ApiVersion: '2010-04-01',
      From: '+15550100199',
      MessageSid: MESSAGE_SID,
      MessageStatus: status,
      SmsSid: MESSAGE_SID,
      SmsStatus: status,
      To: E164,
      ...extra,
    });
    const callbackPath = (id: string) => textStatusCallback.path.replace(':deliveryId', id);
    const postReport = (id: string, form: Record<string, string>, signature?: string) =>
      app.inject({
        method: 'POST',
        url: callbackPath(id),
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(signature === undefined ? {} : { 'x-twilio-signature': signature }),
        },
        payload: new URLSearchParams(form).toString(),
      });
    const signed = (id: string, form: Record<string, string>) =>
      postReport(id, form, signAsTwilio(SIGNING_TOKEN, `${PUBLIC_URL}${callbackPath(id)}`, form));
    const delivery = (id: string, session = sessionId) =>
      app.inject({
        method: 'GET',
        url: getTextDelivery.path.replace(':deliveryId', id),
        headers: { [SESSION_HEADER]: session },
      });

    it("shows the send's delivery as Twilio's signed status callbacks report it, a final status staying", async () => {
      expect(TextDeliveryData.parse((await delivery(deliveryId)).json().data)).toEqual({
        status: 'queued',
        errorCode: null,
        final: false,
      });
      expect((await signed(deliveryId, report('sent'))).statusCode).toBe(200);
      expect(TextDeliveryData.parse((await delivery(deliveryId)).json().data)).toMatchObject({ status: 'sent' });
      const failed = await signed(deliveryId, report('undelivered', { ErrorCode: '30003' }));
      expect(failed.statusCode, failed.body).toBe(200);
      expect(TextDeliveryData.parse((await delivery(deliveryId)).json().data)).toEqual({
        status: 'failed',
        errorCode: 30003,
        final: true,
      });
      // A late `sent` (callbacks may arrive out of order) does not undo the final report.
      expect((await signed(deliveryId, report('sent'))).statusCode).toBe(200);
      expect(TextDeliveryData.parse((await delivery(deliveryId)).json().data).status).toBe('failed');
    });

    it('refuses a status callback whose signature is missing, wrong or over other fields, and stores nothing', async () => {
      const id = HandoutTextData.parse((await send({ protocols: [COUGH], to: NUMBER })).json().data).deliveryId ?? '';
      const form = report('delivered');
      const url = `${PUBLIC_URL}${callbackPath(id)}`;
      const refusals = [
        await postReport(id, form),
        await postReport(id, form, signAsTwilio('not the auth token', url, form)),
        await postReport(id, form, signAsTwilio(TOKEN, url, form)),
        await postReport(id, { ...form, MessageStatus: 'failed' }, signAsTwilio(SIGNING_TOKEN, url, form)),
        await postReport(id, form, signAsTwilio(SIGNING_TOKEN, `${PUBLIC_URL}${callbackPath(deliveryId)}`, form)),
      ];
      for (const response of refusals) {
        expectError(response, 'smsCallbackRefused', { callId: textStatusCallback.id });
      }
      expect(TextDeliveryData.parse((await delivery(id)).json().data).status).toBe('queued');
      expect((await signed(id, form)).statusCode).toBe(200);
      expect(TextDeliveryData.parse((await delivery(id)).json().data)).toEqual({
        status: 'delivered',
        errorCode: null,
        final: true,
      });
    });

    it('refuses a malformed callback, or one for no send, and the delivery of a send another practice made', async () => {
      const { MessageSid: _sid, ...noSid } = report('sent');
      expectError(await signed(deliveryId, noSid), 'missingParams', { callId: textStatusCallback.id });
      expectError(await signed('short', report('sent')), 'badData', { callId: textStatusCallback.id });
      expectError(await signed('AAAAAAAAAAAA', report('sent')), 'noTextDelivery', { callId: textStatusCallback.id });
      expectError(await delivery('AAAAAAAAAAAA'), 'noTextDelivery', { callId: getTextDelivery.id });
      expectError(await delivery('short'), 'badData', { callId: getTextDelivery.id });
      expectError(await delivery(deliveryId, 'not-a-session'), 'unauthorized', { callId: getTextDelivery.id });
      const other = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { firstName: 'Bo', practiceId: 'demo-ah', password: 'demo' },
      });
      const otherSession = (other.json() as { data: { sessionId: string } }).data.sessionId;
      expectError(await delivery(deliveryId, otherSession), 'noTextDelivery', { callId: getTextDelivery.id });
    });

    it('asks for no delivery reports without the signing token, and refuses any that come', async () => {
      const before = received.length;
      const unsigned = await loggedDemoApp(
        {
          SMS_PROVIDER: 'twilio',
          SMS_ACCOUNT: ACCOUNT,
          SMS_AUTH_TOKEN: TOKEN,
          SMS_FROM: '+15550100199',
          SMS_API_URL: gateway.url,
          PUBLIC_URL,
        },
        engine.database(),
        () => now,
      );
      try {
        const response = await unsigned.app.inject({
          method: 'POST',
          url: textHandout.path,
          headers: { [SESSION_HEADER]: unsigned.sessionId },
          payload: { protocols: [COUGH], to: NUMBER },
        });
        expect(HandoutTextData.parse(response.json().data)).toMatchObject({ outcome: 'queued', deliveryId: null });
        expect(received).toHaveLength(before + 1);
        expect(received.at(-1)?.form).not.toHaveProperty('StatusCallback');
        const form = report('delivered');
        const refused = await unsigned.app.inject({
          method: 'POST',
          url: callbackPath(deliveryId),
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'x-twilio-signature': signAsTwilio(TOKEN, `${PUBLIC_URL}${callbackPath(deliveryId)}`, form),
          },
          payload: new URLSearchParams(form).toString(),
        });
        expectError(refused, 'smsCallbackRefused', { callId: textStatusCallback.id });
      } finally {
        await unsigned.app.close();
      }
    });

    it('says why the provider refused, without the number', async () => {
      const response = await send({ protocols: [COUGH], to: REFUSED });
      const { error } = expectError(response, 'handoutTextFailed', { callId: textHandout.id });
      expect(error.technical).toBe(
        "The SMS provider refused the message (HTTP 400 21211): The 'To' number <the number> is not a valid phone number.",
      );
      expect(response.body).not.toContain('5550000000');
    });

    it('refuses what is not a mobile number as bad data, before any send', async () => {
      const before = received.length;
      for (const to of ['not a number', '12', '+0 555 0100', '555-0100']) {
        expectError(await send({ protocols: [COUGH], to }), 'badData', { callId: textHandout.id });
      }
      expect(received).toHaveLength(before);
    });

    it('answers an unknown short link with the catalogue page', async () => {
      for (const path of ['/h/AAAAAAAAAAAA', '/h/short', '/h/%3Cscript%3E']) {
        const response = await app.inject({ method: 'GET', url: path });
        expect(response.statusCode, path).toBe(404);
        expect(response.headers['content-type']).toContain('text/html');
        expect(response.body).toContain('This handout link is not valid.');
      }
    });

    it('leads, once the link expires, to the expiry page, not the handout', async () => {
      now = new Date(now.getTime() + 7 * DAY + 1000);
      const redirect = await app.inject({ method: 'GET', url: shortPath });
      expect(redirect.statusCode).toBe(302);
      const page = await app.inject({ method: 'GET', url: String(redirect.headers.location) });
      expect(page.statusCode).toBe(410);
      expect(page.body).toContain('This handout link has expired.');
      expect(page.body).not.toContain('Demo Family Practice');
    });

    it('leaves the number in no log line, no table and no event; the short links only name the practice and token', async () => {
      expect(log()).toContain('/api/handouts/text');
      expect(log()).toContain('/h/:id');
      expect(log()).not.toContain(shortPath);
      for (const form of ['0139731', '013-9731', '5550000000', '000-0000']) expect(log()).not.toContain(form);
      const db = engine.database().db;
      const tables = await everyTableAsText(db);
      for (const name of ['handout_short_links', 'call_events', 'client_errors'])
        expect(tables.has(name), name).toBe(true);
      for (const [name, rows] of tables) {
        for (const form of ['0139731', '5550000000']) expect(rows, name).not.toContain(form);
      }
      const links = rowsOf(await db.execute(sql`select * from handout_short_links`)) as Record<string, unknown>[];
      // One per send, the refused one's too: made before the provider answers.
      expect(links).toHaveLength(4);
      expect(
        Object.keys(links[0] ?? {})
          .sort()
          .join(' '),
      ).toBe('delivery_error_code delivery_status delivery_updated_at expires_at id practice_id token');
      // The delivery reports carried the number (To): it is in no row or log line either.
      expect(log()).toContain('/api/handouts/text/:deliveryId/status');
      expect(log()).toContain('/api/handouts/text/:deliveryId"');
      expect(log()).not.toContain(deliveryId);
      expect(log()).not.toContain(MESSAGE_SID);
    });
  },
  { seeded: true },
);
