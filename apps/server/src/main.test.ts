import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const SERVER_DIR = join(import.meta.dirname, '..');

function startServer(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    // The demo's year of synthetic call events has its own tests (seed/start.int.test.ts).
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      DEMO_MODE: 'false',
      DEMO_CALL_EVENTS: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return { child, output: () => output };
}

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('timed out');
}

const exitCode = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

describe('server process', () => {
  const children: ChildProcess[] = [];
  afterEach(() => {
    for (const child of children) child.kill('SIGKILL');
  });

  it('refuses to start with every bad configuration key listed', async () => {
    const { child, output } = startServer({
      PORT: 'x',
      SUPPORT_EMAIL: 'nope',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'td-')),
    });
    children.push(child);
    expect(await exitCode(child)).toBe(1);
    expect(output()).toContain('Invalid configuration');
    expect(output()).toContain('PORT');
    expect(output()).toContain('SUPPORT_EMAIL');
  });

  it('serves, then shuts down gracefully on SIGTERM, releasing the data directory', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'td-'));
    const port = 3400 + Math.floor(Math.random() * 400);
    const { child, output } = startServer({ PORT: String(port), DATA_DIR: dataDir });
    children.push(child);
    await waitFor(async () => {
      try {
        return (await fetch(`http://127.0.0.1:${port}/readyz`)).ok;
      } catch {
        return false;
      }
    }, 30_000);
    expect(existsSync(join(dataDir, 'data.lock'))).toBe(true);

    const second = startServer({ PORT: String(port + 1), DATA_DIR: dataDir });
    children.push(second.child);
    expect(await exitCode(second.child)).toBe(1);
    expect(second.output()).toContain('in use by another server process');

    child.kill('SIGTERM');
    expect(await exitCode(child)).toBe(0);
    expect(existsSync(join(dataDir, 'data.lock'))).toBe(false);
    expect(output()).toContain('is running at');
  }, 60_000);

  it('runs the quick start as a demo on loopback, then refuses demo data on a non-loopback address unless DEMO_MODE=true', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'td-'));
    const port = 3920 + Math.floor(Math.random() * 20);
    const ready = () =>
      waitFor(async () => {
        try {
          return (await fetch(`http://127.0.0.1:${port}/readyz`)).ok;
        } catch {
          return false;
        }
      }, 30_000);
    const quickStart = startServer({ PORT: String(port), DATA_DIR: dataDir, DEMO_MODE: '', HOST: '' });
    children.push(quickStart.child);
    await ready();
    expect(quickStart.output()).toContain('THIS IS A DEMO');
    quickStart.child.kill('SIGTERM');
    expect(await exitCode(quickStart.child)).toBe(0);

    const exposed = startServer({ PORT: String(port), DATA_DIR: dataDir, DEMO_MODE: '', HOST: '0.0.0.0' });
    children.push(exposed.child);
    expect(await exitCode(exposed.child)).toBe(1);
    expect(exposed.output()).toContain('Refusing to listen on 0.0.0.0 with demo data');
    expect(exposed.output()).toContain("practice 'demo'");

    const explicit = startServer({ PORT: String(port), DATA_DIR: dataDir, DEMO_MODE: 'true', HOST: '0.0.0.0' });
    children.push(explicit.child);
    await ready();
    expect(explicit.output()).toContain('THIS IS A DEMO');
    explicit.child.kill('SIGTERM');
    expect(await exitCode(explicit.child)).toBe(0);
  }, 90_000);
});
