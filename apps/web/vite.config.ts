import { resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './precompress.ts';
import { hiddenSourcemaps } from './sourcemaps.ts';
import { startPreload } from './start-chunks.ts';
import { stripCallDocsPlugin } from './strip-call-docs.ts';

/**
 * In development the server is not the one serving index.html, so the app-config meta tag that it
 * injects in production is filled here with the same defaults.
 */
function devAppConfig(): Plugin {
  return {
    name: 'triage-dev-app-config',
    apply: 'serve',
    transformIndexHtml(html) {
      return html.replace('<!--app-config-->', '');
    },
  };
}

/** React component modules: the app's shared UI components and every feature's components. */
const COMPONENT_MODULE = /[/\\]src[/\\](features[/\\][^/\\]+[/\\])?components[/\\]/;
/** The C-SSRS's shared rules (see `advancedChunks`). */
const COLUMBIA_RULES =
  /[/\\]packages[/\\]core[/\\]src[/\\]columbia-scale[/\\](result|bypass|visibility|questions)\.ts$/;
/** The sign-in page's basic components and the route table (see `advancedChunks`). */
const SIGN_IN_BASICS =
  /[/\\]src[/\\](components[/\\]ui[/\\](button|spinner|banner|product-logo|text-field)\.tsx|lib[/\\]routes\.ts)$/;

export default defineConfig({
  plugins: [
    stripCallDocsPlugin(),
    react(),
    tailwindcss(),
    devAppConfig(),
    startPreload(),
    precompress(),
    hiddenSourcemaps(),
  ],
  resolve: {
    // Radix's scroll lock (react-remove-scroll) injects <style> elements through this package; the
    // app's own version adopts a constructed stylesheet instead, so style-src needs no
    // 'unsafe-inline' (ADR 0015).
    alias: [
      { find: /^react-style-singleton$/, replacement: resolve(import.meta.dirname, 'src/lib/style-singleton.ts') },
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    // Built for symbolication, referenced by no asset, moved out of dist/ (sourcemaps.ts).
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      // Component modules only declare components, so one that nothing imports a binding from is
      // left out of the chunk: a feature's index.ts re-exporting a signed-in component does not
      // pull it into the login page's first load (route-level splitting, app/routes/route-chunks.ts).
      treeshake: { moduleSideEffects: (id: string) => !COMPONENT_MODULE.test(id) },
      output: {
        advancedChunks: {
          groups: [
            // zod and the module configuring it (no code generation under the CSP) share a chunk, so
            // the configuration runs before any other chunk builds a schema, however the rest is split.
            { name: 'zod', test: /[/\\]node_modules[/\\]zod[/\\]|zod-without-eval/, priority: 2 },
            // The sign-in page's basic components and the route table, which later screens share
            // too, in one chunk: the start's stages (ADR 0065) would otherwise leave each in a chunk
            // of its own, a few hundred bytes compressed apart (the whole app's budget, ADR 0056).
            { name: 'ui', test: SIGN_IN_BASICS, priority: 1 },
            // The C-SSRS's result and bypass rules, which the call note, the call and the scale's
            // screens share: one chunk, not three of a few hundred bytes each (ADR 0056).
            { name: 'columbia-rules', test: COLUMBIA_RULES, priority: 1 },
          ],
        },
      },
    },
  },
});
