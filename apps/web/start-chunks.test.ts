import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPreload } from './start-chunks.ts';

/**
 * A small app built by Vite with the plugin: an entry that starts in two stages, each of which
 * loads a screen on demand, as `src/main.tsx` and the route chunks do. The later screens share a
 * module with the stages (`shared`) and one between them (`more`).
 */
const files = {
  'index.html': '<!doctype html><html><head></head><body><script type="module" src="/main.js"></script></body></html>',
  'main.js':
    "async function start() { (await import('./stage-one.js')).one(); (await import('./stage-two.js')).two(); }\nstart();\n",
  'stage-one.js':
    "import { shared } from './shared.js';\nexport function one() { return import('./other.js').then((m) => shared(m.other)); }\n",
  'stage-two.js':
    "import { shared } from './shared.js';\nexport function two() { return import('./later.js').then((m) => shared(m.later)); }\n",
  'shared.js': "export function shared(name) { return name + ':' + document.title; }\n",
  'later.js':
    "import { shared } from './shared.js';\nimport { more } from './more.js';\nexport const later = shared(more);\n",
  'other.js': "import { more } from './more.js';\nexport const other = more + document.title;\n",
  'more.js': "export const more = 'more' + document.title;\n",
};

let root = '';
let html = '';

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'start-preload-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(root, name), text);
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [startPreload()],
    build: { outDir: join(root, 'dist'), minify: false },
  });
  html = readFileSync(join(root, 'dist', 'index.html'), 'utf8');
}, 60_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Whether the page's HTML preloads the chunk of the module `name`. */
const isPreloaded = (name: string) =>
  new RegExp(`<link rel="modulepreload"[^>]*href="/assets/${name}-[\\w-]+\\.js"`).test(html);

describe('startPreload', () => {
  it("preloads every stage the entry imports and the chunks they import, from the page's HTML", () => {
    expect(['stage-one', 'stage-two', 'shared'].filter(isPreloaded)).toEqual(['stage-one', 'stage-two', 'shared']);
  });

  it('leaves out what a stage loads on demand', () => {
    expect(isPreloaded('later')).toBe(false);
    expect(isPreloaded('more')).toBe(false);
  });

  it('lists, for what a stage loads on demand, only the chunks the start has not loaded', () => {
    const stageTwo = readdirSync(join(root, 'dist', 'assets')).find((name) => name.startsWith('stage-two-')) ?? '';
    const code = readFileSync(join(root, 'dist', 'assets', stageTwo), 'utf8');
    expect(code).toMatch(/"assets\/more-[\w-]+\.js"/);
    expect(code).not.toMatch(/"assets\/shared-[\w-]+\.js"/);
  });
});
