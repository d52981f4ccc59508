/**
 * The soak's load balancer: a small HTTP proxy in front of the instances. Sticky per client address
 * (source-IP affinity: a nurse's browser has its instance, given round-robin at first sight). An
 * instance that refuses or drops a connection is taken out for 2 s (then tried again): meanwhile its
 * clients go to another; a GET (idempotent) or a request that never reached the instance is retried
 * there at once, any other request cut in flight answers 502 (the client sends it again).
 * It adds X-Forwarded-For (the instances trust one proxy).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const DOWN_MS = 2_000;

export interface Balancer {
  readonly port: number;
  /** Requests retried on another instance after a refused or dropped connection. */
  readonly retried: () => number;
  /** Requests answered 502 because the instance went away while they were in flight. */
  readonly cut: () => number;
  close(): Promise<void>;
}

export async function startBalancer(port: number, upstreams: number[]): Promise<Balancer> {
  const agents = upstreams.map(() => new http.Agent({ keepAlive: true, maxSockets: 4096 }));
  const downUntil = upstreams.map(() => 0);
  const sticky = new Map<string, number>();
  let next = 0;
  let retried = 0;
  let cut = 0;

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
        retried += 1;
        return forward(incoming, outgoing, body, client, attempt + 1);
      }
      cut += 1;
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
  return {
    port: (server.address() as AddressInfo).port,
    retried: () => retried,
    cut: () => cut,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      for (const agent of agents) agent.destroy();
    },
  };
}
