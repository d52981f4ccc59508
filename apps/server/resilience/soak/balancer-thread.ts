/**
 * The soak's load balancer, run in a thread of its own (balancer.ts starts it): a small HTTP proxy
 * in front of the instances. Sticky per client address
 * (source-IP affinity: a nurse's browser has its instance, given round-robin at first sight). An
 * instance that refuses or drops a connection is taken out for 2 s (then tried again): meanwhile its
 * clients go to another; a GET (idempotent) or a request that never reached the instance is retried
 * there at once, any other request cut in flight answers 502 (the client sends it again).
 * It adds X-Forwarded-For (the instances trust one proxy).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';

const DOWN_MS = 2_000;

/** What the thread is started with; `counters`: [retried, cut], read by the starting thread. */
export interface BalancerThreadData {
  port: number;
  upstreams: number[];
  counters: Int32Array;
}

const RETRIED = 0;
const CUT = 1;

async function serve({ port, upstreams, counters }: BalancerThreadData): Promise<void> {
  const agents = upstreams.map(() => new http.Agent({ keepAlive: true, maxSockets: 4096 }));
  const downUntil = upstreams.map(() => 0);
  const sticky = new Map<string, number>();
  let next = 0;

  const pick = (client: string): number => {
    const now = Date.now();
    let home = sticky.get(client);
    if (home === undefined) {
      home = next++ % upstreams.length;
      sticky.set(client, home);
    }
    for (let offset = 0; offset < upstreams.length; offset += 1) {
      const candidate = (home + offset) % upstreams.length;
      if ((downUntil[candidate] as number) <= now) return candidate;
    }
    return home;
  };

  const forward = (
    incoming: http.IncomingMessage,
    outgoing: http.ServerResponse,
    body: Buffer,
    client: string,
    attempt: number,
  ): void => {
    const index = pick(client);
    let answered = false;
    let abandoned = false;
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: upstreams[index],
        method: incoming.method,
        path: incoming.url,
        agent: agents[index],
        headers: { ...incoming.headers, 'x-forwarded-for': client },
      },
      (response) => {
        answered = true;
        outgoing.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(outgoing);
        response.on('error', () => outgoing.destroy());
      },
    );
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (abandoned) return;
      if (answered) return void outgoing.destroy();
      downUntil[index] = Date.now() + DOWN_MS;
      const neverReached = error.code === 'ECONNREFUSED';
      if ((neverReached || incoming.method === 'GET') && attempt < upstreams.length) {
        Atomics.add(counters, RETRIED, 1);
        return forward(incoming, outgoing, body, client, attempt + 1);
      }
      Atomics.add(counters, CUT, 1);
      outgoing.writeHead(502, { 'content-type': 'text/plain', 'x-balancer': 'cut' });
      outgoing.end('instance went away');
    });
    outgoing.on('close', () => {
      if (outgoing.writableFinished) return;
      // The client went away (a long poll it stopped): not the instance's failure.
      abandoned = true;
      upstream.destroy();
    });
    upstream.end(body);
  };

  const server = http.createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () =>
      forward(incoming, outgoing, Buffer.concat(chunks), incoming.socket.remoteAddress ?? '127.0.0.1', 1),
    );
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  parentPort?.on('message', (message) => {
    if (message !== 'close') return;
    server.closeAllConnections();
    server.close(() => {
      for (const agent of agents) agent.destroy();
      parentPort?.close();
    });
  });
  parentPort?.postMessage({ port: (server.address() as AddressInfo).port });
}

await serve(workerData as BalancerThreadData);
