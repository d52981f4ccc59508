import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  plugins: [react(), tailwindcss(), devAppConfig()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 800,
  },
});
