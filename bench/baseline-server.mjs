// The bare Fastify baseline of the API benchmark: serves fixed answers (the same bytes the app sent,
// compressed as it sent them, with the same headers) on /protocol, /content, /list and /check, with nothing
// else. Started by bench/api.bench.ts with a port and a JSON file
// { protocol, content, list, check } of { body (base64), headers }.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [port, answersFile] = process.argv.slice(2);
const answers = JSON.parse(readFileSync(answersFile, 'utf8'));
const app = Fastify({ logger: false });
for (const name of ['protocol', 'content', 'list', 'check']) {
  const body = Buffer.from(answers[name].body, 'base64');
  const headers = answers[name].headers;
  app.get(`/${name}`, (_request, reply) => {
    reply.headers(headers).send(body);
  });
}
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log('ready');
