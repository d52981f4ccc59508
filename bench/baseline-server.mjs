// The bare Fastify baseline of the API benchmark: serves fixed response bodies (the same bytes the
// app answered) on /content, /list and /check, with nothing else. Started by bench/api.bench.ts
// with a port and a JSON file { content, list, check } of body strings.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [port, bodiesFile] = process.argv.slice(2);
const bodies = JSON.parse(readFileSync(bodiesFile, 'utf8'));
const app = Fastify({ logger: false });
for (const name of ['content', 'list', 'check']) {
  const body = bodies[name];
  app.get(`/${name}`, (_request, reply) => {
    reply.type('application/json; charset=utf-8').send(body);
  });
}
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log('ready');
