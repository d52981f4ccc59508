// `npm run dev`: the API server (tsx watch, embedded database) on :3000 and the Vite dev server
// with hot reload on :5173, which proxies /api to :3000.
import { spawn } from 'node:child_process';

const processes = [
  { name: 'server', args: ['run', 'dev', '-w', '@triage/server'] },
  { name: 'web', args: ['run', 'dev', '-w', '@triage/web'] },
].map(({ name, args }) => {
  const child = spawn('npm', args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
  const prefix = (chunk) =>
    String(chunk)
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${name}] ${line}`)
      .join('\n');
  child.stdout.on('data', (chunk) => console.log(prefix(chunk)));
  child.stderr.on('data', (chunk) => console.error(prefix(chunk)));
  child.on('exit', (code) => {
    console.log(`[${name}] exited with ${code}`);
    for (const other of processes) if (other !== child) other.kill('SIGTERM');
    process.exitCode = code ?? 1;
  });
  return child;
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of processes) child.kill(signal);
  });
}
