/**
 * Loads one URL with wrk (Debian package `wrk`), the API benchmark's load generator: one thread,
 * keep-alive connections, each answer parsed in C without copying its body (autocannon, used
 * before, decodes every body into a string and was the bottleneck on large answers — ADR 0012).
 * The summary comes back as one JSON line from bench/wrk-report.lua.
 */
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface Load {
  rps: number;
  /** Milliseconds. */
  p50: number;
  p99: number;
  errors: number;
}

const REPORT_SCRIPT = fileURLToPath(new URL('wrk-report.lua', import.meta.url));

/** wrk's version line, or null when it is not installed. */
export function wrkVersion(): string | null {
  const result = spawnSync('wrk', ['--version'], { encoding: 'utf8' });
  if (result.error) return null;
  // 'wrk debian/4.1.0-3+b2 [epoll] Copyright (C) 2012 Will Glozer' (it exits 1 after printing it)
  const line = `${result.stdout}${result.stderr}`.split('\n')[0] ?? '';
  return line.split(' Copyright')[0]?.trim() || 'wrk';
}

interface WrkSummary {
  requests: number;
  durationUs: number;
  p50Us: number;
  p99Us: number;
  connect: number;
  read: number;
  write: number;
  status: number;
  timeout: number;
}

export function loadWithWrk(
  url: string,
  options: {
    connections: number;
    seconds: number;
    headers: Record<string, string>;
    /** A Lua script of its own (e.g. one making each request's body); it loads the report script itself. */
    script?: { path: string; env: Record<string, string> };
  },
): Promise<Load> {
  const script = options.script?.path ?? REPORT_SCRIPT;
  const args = ['-t1', `-c${options.connections}`, `-d${options.seconds}s`, '--timeout', '10s', '-s', script];
  for (const [name, value] of Object.entries(options.headers)) args.push('-H', `${name}: ${value}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    const env = { ...process.env, WRK_REPORT_SCRIPT: REPORT_SCRIPT, ...options.script?.env };
    const child = spawn('wrk', args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => {
      const line = output.split('\n').find((l) => l.startsWith('{"requests"'));
      if (code !== 0 || !line) {
        reject(new Error(`wrk exited (${code}) without a summary:\n${output}`));
        return;
      }
      const s = JSON.parse(line) as WrkSummary;
      resolve({
        rps: s.requests / (s.durationUs / 1e6),
        p50: s.p50Us / 1000,
        p99: s.p99Us / 1000,
        errors: s.connect + s.read + s.write + s.status + s.timeout,
      });
    });
  });
}
