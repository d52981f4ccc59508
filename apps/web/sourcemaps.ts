/**
 * Hidden source maps: the build writes them (`build.sourcemap: 'hidden'`, so no asset names its map)
 * and this plugin moves every `.map` out of `dist/` into `apps/web/sourcemaps/` (same relative paths),
 * so the server, which serves `dist/`, never has them to serve. Keep that folder with the release
 * for symbolicating crash reports; do not deploy it.
 */
import { mkdir, rename } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

export const SOURCEMAP_DIR = resolve(import.meta.dirname, 'sourcemaps');

export function hiddenSourcemaps(): Plugin {
  return {
    name: 'triage-hidden-sourcemaps',
    apply: 'build',
    enforce: 'post',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      const maps = Object.keys(bundle).filter((name) => name.endsWith('.map'));
      await Promise.all(
        maps.map(async (name) => {
          const target = join(SOURCEMAP_DIR, name);
          await mkdir(dirname(target), { recursive: true });
          await rename(join(dir, name), target);
        }),
      );
    },
  };
}
