/**
 * Writes `.br` and `.gz` siblings of the production build's text assets, once at build time, for the
 * server to send as the browser accepts (@fastify/static `preCompressed`). Highest levels, since the
 * cost is paid once. index.html is left out: the server adds the configuration to it at start and
 * compresses it there. Source maps are left out too (only developer tools fetch them).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|webmanifest)$/;
/** Smaller files gain nothing worth a second request path. */
const MIN_SIZE = 1024;

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

async function writeVariants(path: string): Promise<void> {
  const raw = await readFile(path);
  if (raw.length < MIN_SIZE) return;
  const [br, gz] = await Promise.all([
    compressBrotli(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    compressGzip(raw, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // A variant that does not save anything is not written: the server then sends the file itself.
  if (br.length < raw.length) await writeFile(`${path}.br`, br);
  if (gz.length < raw.length) await writeFile(`${path}.gz`, gz);
}

export function precompress(): Plugin {
  return {
    name: 'triage-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      const names = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(names.map((name) => writeVariants(join(dir, name))));
    },
  };
}
