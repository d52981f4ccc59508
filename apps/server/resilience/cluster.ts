/**
 * A throwaway PostgreSQL cluster of the machine's own binaries (initdb + pg_ctl), in a temporary
 * directory, on its own loopback port: the only database these tests restart or whose backends
 * they terminate. Run as the postgres user when started as root (initdb refuses root).
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export interface Cluster {
  readonly url: string;
  readonly port: number;
  query<T = Record<string, unknown>>(text: string): Promise<T[]>;
  /** `pg_ctl stop -m fast`, `downMs` without a database, then start; resolves when it accepts connections again. */
  restart(downMs: number): Promise<void>;
  stop(): void;
}

function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const version = versions[0];
  if (!version) throw new Error('No PostgreSQL binaries under /usr/lib/postgresql/*/bin');
  return join(root, version, 'bin');
}

export async function startCluster(port: number): Promise<Cluster> {
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), 'triage-resilience-pg-'));
  const dataDir = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const run = (command: string, args: string[]) => {
    const [file, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, command), ...args]]
      : [join(bin, command), args];
    return execFileSync(file as string, argv as string[], {
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 60_000,
    }).toString();
  };
  run('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const options = `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${dir} -c fsync=off -c max_connections=100`;
  const pgCtl = (...args: string[]) =>
    run('pg_ctl', ['-D', dataDir, '-w', '-t', '30', '-l', join(dir, 'log'), ...args]);
  pgCtl('-o', options, 'start');
  const base = `postgres://postgres@127.0.0.1:${port}`;
  const admin = async <T>(text: string, database = 'postgres'): Promise<T[]> => {
    const client = new pg.Client({ connectionString: `${base}/${database}` });
    await client.connect();
    try {
      return (await client.query(text)).rows as T[];
    } finally {
      await client.end();
    }
  };
  await admin('create database triage');
  let stopped = false;
  return {
    url: `${base}/triage`,
    port,
    query: (text) => admin(text, 'triage'),
    restart: async (downMs) => {
      pgCtl('-m', 'fast', 'stop');
      await new Promise((resolve) => setTimeout(resolve, downMs));
      pgCtl('-o', options, 'start');
    },
    stop: () => {
      if (stopped) return;
      stopped = true;
      try {
        pgCtl('-m', 'immediate', 'stop');
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
