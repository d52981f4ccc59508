/**
 * One Node.js major everywhere (docs/deploy.md): the `engines` range, the `node` devDependency that
 * npm runs every script on (and the lockfile's copy of it), the server bundle's esbuild target and
 * the `@types/node` the code is typechecked against. Reads the files; fails as soon as one drifts.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const read = (path: string) => readFileSync(resolve(root, path), 'utf8');

interface Manifest {
  engines: { node: string };
  devDependencies: Record<string, string>;
}

const major = (version: string) => Number(/^\D*(\d+)/.exec(version)?.[1]);

describe('the Node.js runtime version', () => {
  const manifest = JSON.parse(read('package.json')) as Manifest;
  const lock = JSON.parse(read('package-lock.json')) as {
    packages: Record<string, { devDependencies?: Record<string, string> }>;
  };
  const engines = manifest.engines.node;
  const node = manifest.devDependencies.node ?? '';
  const types = manifest.devDependencies['@types/node'] ?? '';
  const target = /target:\s*'node(\d+)'/.exec(read('apps/server/build.mjs'))?.[1];

  it('engines is one major: >=N.x.y <N+1', () => {
    const range = /^>=(\d+)\.\d+\.\d+ <(\d+)$/.exec(engines);
    expect(range, `engines.node "${engines}"`).not.toBeNull();
    expect(Number(range?.[2])).toBe(Number(range?.[1]) + 1);
  });

  it('the node devDependency, the build target and @types/node have the engines major', () => {
    const expected = major(engines);
    expect({
      node: major(node),
      lockfileNode: major(lock.packages['']?.devDependencies?.node ?? ''),
      buildTarget: Number(target),
      typesNode: major(types),
    }).toEqual({ node: expected, lockfileNode: expected, buildTarget: expected, typesNode: expected });
  });

  it('the pinned node satisfies the engines lower bound', () => {
    const [min = '0.0.0'] = /\d+\.\d+\.\d+/.exec(engines) ?? [];
    const parts = (version: string) => version.split('.').map(Number);
    const [a = 0, b = 0, c = 0] = parts(node);
    const [x = 0, y = 0, z = 0] = parts(min);
    expect(a * 1e6 + b * 1e3 + c).toBeGreaterThanOrEqual(x * 1e6 + y * 1e3 + z);
  });
});
