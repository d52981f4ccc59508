/**
 * A 32-byte key kept in a file of the data directory, made once at first use (mode 0600): the
 * fallback of the server's keys when the configuration gives none (one machine only).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

async function keyFile(dataDir: string, name: string): Promise<Buffer> {
  const path = join(dataDir, name);
  await mkdir(dataDir, { recursive: true });
  try {
    await writeFile(path, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const hex = (await readFile(path, 'utf8')).trim();
  if (!/^[0-9a-f]{64}$/i.test(hex)) throw new Error(`${path} does not hold a 64-hex-digit key`);
  return Buffer.from(hex, 'hex');
}

/** A key from the configuration (64 hex digits) or, when unset, from the data directory's key file; read once. */
export function keySource(configured: string | undefined, dataDir: string, name: string): () => Promise<Buffer> {
  let key: Promise<Buffer> | undefined;
  return () => {
    key ??= configured ? Promise.resolve(Buffer.from(configured, 'hex')) : keyFile(dataDir, name);
    return key;
  };
}
