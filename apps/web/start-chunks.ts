/**
 * The chunks of the app's start (`src/main.tsx`, ADR 0065). The entry imports its stages one after
 * the other with `import()`, so that each stage's modules are evaluated in a task of their own.
 *
 * - index.html preloads the stages' chunks and every chunk they import statically, as it does the
 *   entry's own imports: fetched and compiled with the entry, evaluated only when their stage
 *   imports them. Vite would preload a dynamic import's chunks only when the import runs, a
 *   network round trip per stage.
 * - A later chunk's list of chunks to preload (Vite's, written into the chunk that imports it)
 *   leaves out those loaded already: what the page preloads from the start, and what the importing
 *   chunk imports statically. (The lists are bytes in every chunk; the start's split adds chunks.)
 */
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { HtmlTagDescriptor, Plugin } from 'vite';

const chunksOf = (bundle: OutputBundle) =>
  Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');

/** The chunks `roots` import statically, directly or not, `roots` first. */
function staticImports(bundle: OutputBundle, roots: string[]): string[] {
  const byName = new Map(chunksOf(bundle).map((chunk) => [chunk.fileName, chunk]));
  const found: string[] = [];
  const visit = (fileName: string) => {
    if (found.includes(fileName)) return;
    found.push(fileName);
    for (const next of byName.get(fileName)?.imports ?? []) visit(next);
  };
  for (const root of roots) visit(root);
  return found;
}

/** The scripts index.html loads from the start: the entries, their stages and what those import. */
function startChunks(bundle: OutputBundle): string[] {
  const entries = chunksOf(bundle).filter((chunk) => chunk.isEntry);
  return staticImports(bundle, [
    ...entries.map((entry) => entry.fileName),
    ...entries.flatMap((e) => e.dynamicImports),
  ]);
}

export function startPreload(): Plugin {
  let bundle: OutputBundle = {};
  let loadedAtStart = new Set<string>();
  return {
    name: 'triage-start-preload',
    apply: 'build',
    config: () => ({
      build: {
        modulePreload: {
          resolveDependencies: (_file, deps, { hostId, hostType }) => {
            if (hostType !== 'js') return deps;
            const loaded = new Set(staticImports(bundle, [hostId]));
            return deps.filter((dep) => !loadedAtStart.has(dep) && !loaded.has(dep));
          },
        },
      },
    }),
    // Before Vite writes the preload lists (its own generateBundle).
    generateBundle: {
      order: 'pre',
      handler(_options, output) {
        bundle = output;
        loadedAtStart = new Set(startChunks(output));
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context): HtmlTagDescriptor[] {
        if (!context.bundle) return [];
        const entries = new Set(
          Object.values(context.bundle)
            .filter((item) => item.type === 'chunk' && item.isEntry)
            .map((item) => item.fileName),
        );
        return startChunks(context.bundle)
          .filter((fileName) => !entries.has(fileName) && !html.includes(`/${fileName}"`))
          .map((fileName) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
            injectTo: 'head',
          }));
      },
    },
  };
}
