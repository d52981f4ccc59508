/**
 * A stand-in for Twilio's Messages API for the browser tests (issue 36, ADR 0051): it takes
 * `POST /2010-04-01/Accounts/{AccountSid}/Messages.json` (form-encoded To, From, Body; HTTP Basic
 * with the account and its token) and answers as Twilio does — 201 with the message resource,
 * status `queued` — and keeps each message where the tests read it. A To ending in 0000000 gets
 * Twilio's 400 for an invalid number (code 21211, the number quoted, as Twilio does); a wrong
 * account or token, its 401 (code 20003). A message with a StatusCallback gets Twilio's status
 * callbacks there (ADR 0064), form-encoded and signed in X-Twilio-Signature with the account's Auth
 * Token as Twilio signs them: `sent`, then `delivered` — or `undelivered` with ErrorCode 30003
 * (unreachable handset) for a To ending in 30003.
 *
 *   SMS_GATEWAY_PORT=3875 SMS_ACCOUNT=AC… SMS_AUTH_TOKEN=… node e2e/sms-gateway/serve.mjs
 *
 * Tests: GET /messages (JSON: to, from, body), DELETE /messages, GET / (ready).
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';

const HOST = process.env.SMS_GATEWAY_HOST ?? '127.0.0.1';
const PORT = Number(process.env.SMS_GATEWAY_PORT ?? 3875);
const ACCOUNT = process.env.SMS_ACCOUNT ?? '';
const TOKEN = process.env.SMS_AUTH_TOKEN ?? '';
const MESSAGES_PATH = `/2010-04-01/Accounts/${ACCOUNT}/Messages.json`;

/** @type {{ to: string; from: string; body: string }[]} */
let messages = [];

const json = (response, status, value) =>
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));

async function readForm(request) {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** Twilio's webhook signature: HMAC-SHA1 with the Auth Token over the URL and the form's names and values sorted by name. */
function twilioSignature(url, form) {
  const text =
    url +
    Object.keys(form)
      .sort()
      .map((name) => name + form[name])
      .join('');
  return createHmac('sha1', TOKEN).update(text).digest('base64');
}

/** Posts the message's status changes to its StatusCallback as Twilio does, a moment apart. */
function reportStatuses(callback, message) {
  const undelivered = message.to.endsWith('30003');
  const statuses = [
    { MessageStatus: 'sent' },
    undelivered ? { MessageStatus: 'undelivered', ErrorCode: '30003' } : { MessageStatus: 'delivered' },
  ];
  statuses.forEach((status, index) => {
    const form = {
      AccountSid: ACCOUNT,
      ApiVersion: '2010-04-01',
      From: message.from,
      MessageSid: message.sid,
      SmsSid: message.sid,
      SmsStatus: status.MessageStatus,
      To: message.to,
      ...status,
    };
    setTimeout(
      () => {
        fetch(callback, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'x-twilio-signature': twilioSignature(callback, form),
          },
          body: new URLSearchParams(form).toString(),
        }).catch(() => {});
      },
      200 * (index + 1),
    );
  });
}

async function createMessage(request, response) {
  const expected = `Basic ${Buffer.from(`${ACCOUNT}:${TOKEN}`).toString('base64')}`;
  if (request.headers.authorization !== expected) {
    json(response, 401, { code: 20003, message: 'Authenticate', status: 401 });
    return;
  }
  const form = await readForm(request);
  const to = form.get('To') ?? '';
  const from = form.get('From') ?? '';
  const body = form.get('Body') ?? '';
  if (!/^\+[1-9]\d{6,14}$/.test(to) || to.endsWith('0000000')) {
    json(response, 400, {
      code: 21211,
      message: `The 'To' number ${to} is not a valid phone number.`,
      more_info: 'https://www.twilio.com/docs/errors/21211',
      status: 400,
    });
    return;
  }
  if (!from || !body) {
    json(response, 400, { code: 21602, message: 'Message body is required.', status: 400 });
    return;
  }
  messages.push({ to, from, body });
  const now = new Date().toUTCString();
  const sid = `SM${randomBytes(16).toString('hex')}`;
  const callback = form.get('StatusCallback');
  if (callback) reportStatuses(callback, { sid, to, from });
  json(response, 201, {
    sid,
    account_sid: ACCOUNT,
    to,
    from,
    body,
    status: 'queued',
    num_segments: String(Math.ceil(body.length / 160)),
    direction: 'outbound-api',
    api_version: '2010-04-01',
    date_created: now,
    date_updated: now,
    date_sent: null,
    error_code: null,
    error_message: null,
    uri: `${MESSAGES_PATH.slice(0, -'.json'.length)}/SM.json`,
  });
}

createServer((request, response) => {
  if (request.method === 'POST' && request.url === MESSAGES_PATH) {
    createMessage(request, response).catch(() =>
      json(response, 500, { code: 20500, message: 'Internal Server Error' }),
    );
  } else if (request.url === '/messages' && request.method === 'DELETE') {
    messages = [];
    response.writeHead(204).end();
  } else if (request.url === '/messages') {
    json(response, 200, messages);
  } else if (request.url === '/') {
    response.writeHead(200, { 'content-type': 'text/plain' }).end('sms gateway');
  } else {
    json(response, 404, { code: 20404, message: 'The requested resource was not found', status: 404 });
  }
}).listen(PORT, HOST);
