/**
 * Enforces the architecture's import boundaries (docs/ARCHITECTURE.md, invariants):
 * - packages/contracts imports only zod and itself (its tests also vitest);
 * - packages/core imports only TYPES from @triage/contracts, only pure libraries, and reads no
 *   clock, random source, storage, network or DOM;
 * - apps never import each other; packages never import apps;
 * - a web feature imports another feature only through its index.ts.
 * Exits 1 listing every violation.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

export interface Violation {
  file: string;
  line: number;
  message: string;
}

const CORE_ALLOWED_PACKAGES = new Set(['fuse.js', '@handlebars/parser']);
const CORE_FORBIDDEN_CALLS = [
  { pattern: /\bDate\.now\s*\(/, message: 'reads the clock (Date.now); pass time in' },
  { pattern: /\bnew Date\s*\(\s*\)/, message: 'reads the clock (new Date()); pass time in' },
  { pattern: /\bMath\.random\s*\(/, message: 'reads a random source; pass ids/randomness in' },
  { pattern: /\bcrypto\.(randomUUID|getRandomValues)\s*\(/, message: 'reads a random source; pass ids in' },
  { pattern: /\b(localStorage|sessionStorage|document|window)\s*\./, message: 'touches storage or the DOM' },
  { pattern: /\bfetch\s*\(/, message: 'does network I/O' },
  { pattern: /\bperformance\.now\s*\(/, message: 'reads the clock (performance.now)' },
];

/**
 * The server's layers, lowest first: a file may import its own layer and those below it, never one
 * above (docs/ARCHITECTURE.md). Tests and the composition files (app.ts, main.ts) are not ranked.
 */
const SERVER_LAYERS: ReadonlyArray<{ name: string; paths: readonly string[] }> = [
  { name: 'lib', paths: ['lib', 'config.ts'] },
  { name: 'db', paths: ['db'] },
  { name: 'repositories', paths: ['repositories'] },
  { name: 'cache', paths: ['cache', 'context.ts'] },
  { name: 'services', paths: ['services'] },
  { name: 'http', paths: ['http', 'seed'] },
  { name: 'routes', paths: ['routes', 'cli'] },
];

function serverLayerOf(path: string): { name: string; rank: number } | undefined {
  const first = path.split(/[/\\]/)[0] ?? '';
  const rank = SERVER_LAYERS.findIndex((layer) => layer.paths.includes(first));
  const layer = SERVER_LAYERS[rank];
  return layer ? { name: first, rank } : undefined;
}

function listSourceFiles(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    if (entry === 'node_modules' || entry === 'dist') return [];
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return listSourceFiles(path);
    return /\.(ts|tsx|mts)$/.test(entry) ? [path] : [];
  });
}

interface ImportInfo {
  specifier: string;
  typeOnly: boolean;
  line: number;
}

function importsOf(file: string, text: string): ImportInfo[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: ImportInfo[] = [];
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const allSpecifiersTyped =
        clause?.namedBindings !== undefined &&
        ts.isNamedImports(clause.namedBindings) &&
        clause.name === undefined &&
        clause.namedBindings.elements.length > 0 &&
        clause.namedBindings.elements.every((element) => element.isTypeOnly);
      found.push({
        specifier: node.moduleSpecifier.text,
        typeOnly: Boolean(clause?.isTypeOnly) || allSpecifiersTyped,
        line: lineOf(node),
      });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: node.isTypeOnly, line: lineOf(node) });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, typeOnly: false, line: lineOf(node) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

const isRelative = (specifier: string) => specifier.startsWith('.');
const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.includes(`${sep}testing${sep}`);

/** Checks every source file under `root` and returns the violations. */
export function checkBoundaries(root: string): Violation[] {
  const violations: Violation[] = [];
  const report = (file: string, line: number, message: string) =>
    violations.push({ file: relative(root, file), line, message });

  const areas: Array<{ dir: string; check: (file: string, imports: ImportInfo[], text: string) => void }> = [
    {
      dir: 'packages/contracts/src',
      check: (file, imports) => {
        for (const imp of imports) {
          if (isRelative(imp.specifier) || imp.specifier === 'zod') continue;
          if (isTest(file) && imp.specifier === 'vitest') continue;
          report(file, imp.line, `contracts may import only zod, not '${imp.specifier}'`);
        }
      },
    },
    {
      dir: 'packages/core/src',
      check: (file, imports, text) => {
        for (const imp of imports) {
          if (isRelative(imp.specifier)) continue;
          const name = packageName(imp.specifier);
          if (name === '@triage/contracts') {
            if (!imp.typeOnly) report(file, imp.line, 'core may import only types from @triage/contracts');
            continue;
          }
          if (isTest(file)) continue;
          if (!CORE_ALLOWED_PACKAGES.has(name)) report(file, imp.line, `core may not import '${imp.specifier}'`);
        }
        if (isTest(file)) return;
        const lines = text.split('\n');
        lines.forEach((lineText, index) => {
          if (/^\s*(\/\/|\*|\/\*)/.test(lineText)) return;
          for (const rule of CORE_FORBIDDEN_CALLS) {
            if (rule.pattern.test(lineText)) report(file, index + 1, `core ${rule.message}`);
          }
        });
      },
    },
    {
      dir: 'apps/web/src',
      check: (file, imports) => {
        const featureOf = (path: string) => {
          const match = /[/\\]features[/\\]([^/\\]+)[/\\]/.exec(path);
          return match?.[1];
        };
        const own = featureOf(file);
        for (const imp of imports) {
          const name = packageName(imp.specifier);
          if (name === '@triage/server' || name === '@triage/content' || imp.specifier.includes('apps/server')) {
            report(file, imp.line, `the web app may not import '${imp.specifier}'`);
          }
          if (!isRelative(imp.specifier)) continue;
          const target = resolve(file, '..', imp.specifier);
          if (relative(resolve(root, 'apps/web/src'), target).startsWith('..')) {
            report(file, imp.line, `the web app may not import outside apps/web/src ('${imp.specifier}')`);
            continue;
          }
          const other = featureOf(`${target}${sep}`);
          if (other && other !== own && !/[/\\]features[/\\][^/\\]+[/\\]index\.ts$/.test(target)) {
            report(file, imp.line, `import feature '${other}' through its index.ts, not '${imp.specifier}'`);
          }
        }
      },
    },
    {
      dir: 'apps/server/src',
      check: (file, imports) => {
        const serverRoot = resolve(root, 'apps/server');
        const sourceRoot = resolve(serverRoot, 'src');
        const ownLayer = serverLayerOf(relative(sourceRoot, file));
        for (const imp of imports) {
          const target = isRelative(imp.specifier) ? resolve(file, '..', imp.specifier) : undefined;
          const escapes = target !== undefined && relative(serverRoot, target).startsWith('..');
          if (packageName(imp.specifier) === '@triage/web' || escapes) {
            report(file, imp.line, `the server may not import '${imp.specifier}'`);
            continue;
          }
          if (target === undefined || isTest(file) || ownLayer === undefined) continue;
          const targetLayer = serverLayerOf(relative(sourceRoot, target));
          if (targetLayer !== undefined && targetLayer.rank > ownLayer.rank) {
            report(
              file,
              imp.line,
              `${ownLayer.name} may not import ${targetLayer.name}, a layer above it ('${imp.specifier}')`,
            );
          } else if (ownLayer.name === 'routes' && targetLayer?.name === 'repositories') {
            // A route states an API call and hands it to a use case: what it reads goes through services.
            report(file, imp.line, `routes may not import repositories: go through a service ('${imp.specifier}')`);
          }
        }
      },
    },
  ];
  for (const packageDir of ['packages/core/src', 'packages/contracts/src', 'content/src']) {
    const original = areas.find((area) => area.dir === packageDir);
    const checkApps = (file: string, imports: ImportInfo[]) => {
      for (const imp of imports) {
        const name = packageName(imp.specifier);
        if (name === '@triage/server' || name === '@triage/web' || imp.specifier.includes('apps/')) {
          report(file, imp.line, `packages may not import apps ('${imp.specifier}')`);
        }
      }
    };
    if (original) {
      const inner = original.check;
      original.check = (file, imports, text) => {
        inner(file, imports, text);
        checkApps(file, imports);
      };
    } else {
      areas.push({ dir: packageDir, check: (file, imports) => checkApps(file, imports) });
    }
  }

  for (const area of areas) {
    for (const file of listSourceFiles(join(root, area.dir))) {
      const text = readFileSync(file, 'utf8');
      area.check(file, importsOf(file, text), text);
    }
  }
  return violations;
}

const isMain = process.argv[1] !== undefined && resolve(process.argv[1]) === resolve(import.meta.filename);
if (isMain) {
  const root = resolve(import.meta.dirname, '..');
  const violations = checkBoundaries(root);
  for (const v of violations) console.error(`${v.file}:${v.line}: ${v.message}`);
  if (violations.length > 0) {
    console.error(`\n${violations.length} import boundary violation(s).`);
    process.exit(1);
  }
  console.log('Import boundaries: OK');
}
