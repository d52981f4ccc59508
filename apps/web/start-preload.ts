/**
 * index.html preloads the chunks of the app's start (`src/main.tsx`): the entry loads them with
 * `import()` one after the other, so that each is evaluated in a task of its own (ADR 0065), and
 * Vite would preload a dynamic import's chunks only when the import runs, a network round trip per
 * stage later. Here the stages' chunks and every chunk they import statically are added to the
 * page's module preloads, as the entry's static imports are: fetched and compiled at once,
 * evaluated only when their stage imports them.
 */
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { HtmlTagDescriptor, Plugin } from 'vite';

/** The stages' chunks (what the entry imports dynamically) and what they import statically, in order. */
function startChunks(bundle: OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const found: string[] = [];
  const visit = (fileName: string) => {
    if (found.includes(fileName)) return;
    found.push(fileName);
    for (const next of byName.get(fileName)?.imports ?? []) visit(next);
  };
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) {
    for (const stage of entry.dynamicImports) visit(stage);
  }
  return found;
}

export function startPreload(): Plugin {
  return {
    name: 'triage-start-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context): HtmlTagDescriptor[] {
        if (!context.bundle) return [];
        return startChunks(context.bundle)
          .filter((fileName) => !html.includes(`/${fileName}"`))
          .map((fileName) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
            injectTo: 'head',
          }));
      },
    },
  };
}
