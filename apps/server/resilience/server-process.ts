/** A real server process (`src/main.ts` under tsx) on a loopback port, its log kept for inspection. */
import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');

export interface ServerProcess {
  readonly name: string;
  readonly port: number;
  readonly child: ChildProcess;
  /** Everything the process wrote (JSON log lines and the start banner). */
  log(): string;
  /** Resolves with the exit code when the process ends. */
  readonly exited: Promise<number | null>;
  kill(signal: NodeJS.Signals): void;
}

/**
 * `preload`: a module imported before the server (the soak's memory probe), given an IPC channel;
 * `startMs`: how long it may take to start (RESILIENCE_START_MS, 60 s: more on a machine shared with other work).
 */
export async function startServer(
  name: string,
  port: number,
  env: Record<string, string>,
  options: { preload?: string; startMs?: number } = {},
): Promise<ServerProcess> {
  const preload = options.preload ? ['--import', options.preload] : [];
  const child = spawn(process.execPath, ['--import', 'tsx', ...preload, 'src/main.ts'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_DIST_DIR: '',
      LOG_LEVEL: 'warn',
      DEMO_CALL_EVENTS: 'false',
      ...env,
    },
    stdio: options.preload ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const startMs = options.startMs ?? Number(process.env.RESILIENCE_START_MS ?? 60_000);
  const deadline = Date.now() + startMs;
  while (!output.includes('is running at')) {
    if (child.exitCode !== null) throw new Error(`${name} exited at start:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${name} did not start within ${startMs / 1000} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    name,
    port,
    child,
    log: () => output,
    exited,
    kill: (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    },
  };
}
