/**
 * The production build on the real server for the browser-side benchmarks: embedded database in
 * `dataDir`, demo practice, no synthetic call events; `webDist` serves another build's web app
 * (to compare two builds in one run). Resolves once the server listens.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export function startAppServer(dataDir: string, port: number, webDist?: string): Promise<ChildProcess> {
  const child = spawn('node', ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      ...(webDist ? { WEB_DIST_DIR: webDist } : {}),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DEMO_CALL_EVENTS: 'false',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('is running at')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`server exited (${code}): ${output}`)));
  });
}
