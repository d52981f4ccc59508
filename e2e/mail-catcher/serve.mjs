/**
 * A mail catcher for the browser tests (issue 36): a real SMTP server (nodemailer's smtp-server,
 * STARTTLS with its own certificate) that keeps every message it takes, and an HTTP side where the
 * tests read them. It refuses any recipient whose address starts with `refuse` (550), as a relay
 * refuses a mailbox.
 *
 *   SMTP_CATCHER_PORT=2525 node e2e/mail-catcher/serve.mjs   # SMTP :2525, messages on http :2526
 *
 * HTTP: GET /messages (JSON: from, to, secure, raw), DELETE /messages, GET / (ready).
 */
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';

const HOST = process.env.SMTP_CATCHER_HOST ?? '127.0.0.1';
const PORT = Number(process.env.SMTP_CATCHER_PORT ?? 2525);
const HTTP_PORT = Number(process.env.SMTP_CATCHER_HTTP_PORT ?? PORT + 1);

/** @type {{ from: string; to: string[]; secure: boolean; raw: string }[]} */
let messages = [];

const smtp = new SMTPServer({
  authOptional: true,
  logger: false,
  onRcptTo(address, _session, callback) {
    if (address.address.toLowerCase().startsWith('refuse')) {
      callback(Object.assign(new Error(`Mailbox ${address.address} unavailable`), { responseCode: 550 }));
      return;
    }
    callback();
  },
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      messages.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        secure: session.secure,
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});
smtp.on('error', (error) => console.error('mail catcher:', error.message));
smtp.listen(PORT, HOST);

createServer((request, response) => {
  if (request.url === '/messages' && request.method === 'DELETE') {
    messages = [];
    response.writeHead(204).end();
  } else if (request.url === '/messages') {
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(messages));
  } else if (request.url === '/') {
    response.writeHead(200, { 'content-type': 'text/plain' }).end('mail catcher');
  } else {
    response.writeHead(404).end();
  }
}).listen(HTTP_PORT, HOST);
