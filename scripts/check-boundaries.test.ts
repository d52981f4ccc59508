import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkBoundaries } from './check-boundaries.ts';

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'boundaries-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('import boundary check', () => {
  it('passes on the real repository', () => {
    expect(checkBoundaries(resolve(import.meta.dirname, '..'))).toEqual([]);
  });

  it('accepts type-only contract imports in core and rejects value imports', () => {
    const root = tree({
      'packages/core/src/good.ts': "import type { Protocol } from '@triage/contracts';\n",
      'packages/core/src/also-good.ts': "import { type Protocol } from '@triage/contracts';\n",
      'packages/core/src/bad.ts': "import { Protocol } from '@triage/contracts';\n",
    });
    const messages = checkBoundaries(root).map((v) => `${v.file}: ${v.message}`);
    expect(messages).toEqual(['packages/core/src/bad.ts: core may import only types from @triage/contracts']);
  });

  it('rejects clock, randomness, storage and I/O in core code but not in its tests', () => {
    const root = tree({
      'packages/core/src/clock.ts': 'export const t = () => Date.now();\n',
      'packages/core/src/random.ts': 'export const r = () => Math.random();\n',
      'packages/core/src/fs.ts': "import { readFileSync } from 'node:fs';\n",
      'packages/core/src/clock.test.ts': 'const t = Date.now();\n',
    });
    const files = checkBoundaries(root).map((v) => v.file);
    expect(files.sort()).toEqual([
      'packages/core/src/clock.ts',
      'packages/core/src/fs.ts',
      'packages/core/src/random.ts',
    ]);
  });

  it('rejects apps importing each other and packages importing apps', () => {
    const root = tree({
      'apps/web/src/x.ts': "import { buildApp } from '@triage/server';\n",
      'apps/server/src/y.ts': "import { x } from '../../web/src/x.ts';\n",
      'packages/contracts/src/z.ts': "import { y } from '@triage/server';\n",
    });
    expect(
      checkBoundaries(root)
        .map((v) => v.file)
        .sort(),
    ).toEqual([
      'apps/server/src/y.ts',
      'apps/web/src/x.ts',
      'packages/contracts/src/z.ts',
      'packages/contracts/src/z.ts',
    ]);
  });

  it('rejects a server layer importing one above it, and lets tests and the composition reach anything', () => {
    const root = tree({
      'apps/server/src/services/a.service.ts':
        "import { AppError } from '../lib/app-error.ts';\nimport { x } from '../http/logger.ts';\n",
      'apps/server/src/db/client.ts': "import { y } from '../repositories/r.repository.ts';\n",
      'apps/server/src/repositories/r.repository.ts': "import { c } from '../db/client.ts';\n",
      'apps/server/src/cache/c.ts': "import { s } from '../services/a.service.ts';\n",
      'apps/server/src/services/a.service.test.ts': "import { x } from '../http/logger.ts';\n",
      'apps/server/src/app.ts': "import { r } from './routes/api.ts';\n",
    });
    expect(checkBoundaries(root).map((v) => `${v.file}: ${v.message}`)).toEqual([
      "apps/server/src/cache/c.ts: cache may not import services, a layer above it ('../services/a.service.ts')",
      "apps/server/src/db/client.ts: db may not import repositories, a layer above it ('../repositories/r.repository.ts')",
      "apps/server/src/services/a.service.ts: services may not import http, a layer above it ('../http/logger.ts')",
    ]);
  });

  it('rejects a route importing a repository, even for a type, but not the command line', () => {
    const root = tree({
      'apps/server/src/routes/admin/x.route.ts':
        "import { list } from '../../repositories/r.repository.ts';\nimport type { Row } from '../../repositories/r.repository.ts';\nimport { s } from '../../services/a.service.ts';\n",
      'apps/server/src/cli/x-commands.ts': "import { list } from '../repositories/r.repository.ts';\n",
    });
    expect(checkBoundaries(root).map((v) => `${v.file}: ${v.message}`)).toEqual([
      "apps/server/src/routes/admin/x.route.ts: routes may not import repositories: go through a service ('../../repositories/r.repository.ts')",
      "apps/server/src/routes/admin/x.route.ts: routes may not import repositories: go through a service ('../../repositories/r.repository.ts')",
    ]);
  });

  it('lets contracts tests import vitest and nothing else beyond zod', () => {
    const root = tree({
      'packages/contracts/src/a.test.ts': "import { it } from 'vitest';\n",
      'packages/contracts/src/b.ts': "import { it } from 'vitest';\n",
      'packages/contracts/src/c.test.ts': "import { x } from '@triage/core';\n",
    });
    expect(checkBoundaries(root).map((v) => v.file)).toEqual([
      'packages/contracts/src/b.ts',
      'packages/contracts/src/c.test.ts',
    ]);
  });

  it("rejects reaching into another web feature's internals but allows its index", () => {
    const root = tree({
      'apps/web/src/features/auth/a.ts': "import { T } from '../legal/components/t.tsx';\n",
      'apps/web/src/features/auth/b.ts': "import { T } from '../legal/index.ts';\n",
      'apps/web/src/features/auth/c.ts': "import { U } from './components/u.tsx';\n",
    });
    const violations = checkBoundaries(root);
    expect(violations.map((v) => v.file)).toEqual(['apps/web/src/features/auth/a.ts']);
  });
});
