/** HTTP from chosen loopback addresses (127.x.y.z), and raw bytes for what a parser must refuse. */
import http from 'node:http';
import net from 'node:net';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The parsed body, or undefined when it is not JSON. */
  json: { success?: boolean; data?: Record<string, unknown>; error?: { code?: string } } | undefined;
  ms: number;
}

export interface Call {
  port: number;
  method?: string;
  path: string;
  body?: unknown;
  /** A raw body (sent as is). */
  rawBody?: string;
  headers?: Record<string, string>;
  from?: string;
  timeoutMs?: number;
  signal?: AbortSignal;
}

const agents = new Map<string, http.Agent>();
function agentFor(from: string): http.Agent {
  let agent = agents.get(from);
  if (!agent) {
    agent = new http.Agent({ keepAlive: true, maxSockets: 16, localAddress: from } as http.AgentOptions);
    agents.set(from, agent);
  }
  return agent;
}

export function destroyAgents(): void {
  for (const agent of agents.values()) agent.destroy();
  agents.clear();
}

function parse(body: string): Answer['json'] {
  try {
    return JSON.parse(body) as Answer['json'];
  } catch {
    return undefined;
  }
}

export function call(options: Call): Promise<Answer> {
  const started = performance.now();
  const payload = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: options.port,
        method: options.method ?? (payload === undefined ? 'GET' : 'POST'),
        path: options.path,
        agent: agentFor(options.from ?? '127.0.0.1'),
        headers: {
          ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
        timeout: options.timeoutMs ?? 15_000,
        ...(options.signal ? { signal: options.signal } : {}),
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body,
            json: parse(body),
            ms: performance.now() - started,
          });
        });
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', reject);
    if (payload !== undefined) request.write(payload);
    request.end();
  });
}

/** Sends raw bytes on a fresh connection and returns the status line's code and the body. */
export function rawCall(
  port: number,
  bytes: string | Buffer,
  from = '127.0.0.1',
): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port, localAddress: from });
    const chunks: Buffer[] = [];
    const finish = () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0);
      const split = text.indexOf('\r\n\r\n');
      resolve({ status, body: split >= 0 ? text.slice(split + 4) : '' });
    };
    socket.setTimeout(10_000, () => socket.destroy());
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', finish);
    socket.on('error', () => {});
    socket.on('connect', () => socket.end(bytes));
  });
}
