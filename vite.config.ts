import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import fs from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import { INTER_CUTS } from './web/styles/typeface';

const apiTarget = process.env.DEV_API_ORIGIN ?? 'http://localhost:3001';

/**
 * The typeface's cuts at their fixed URLs (web/styles/typeface.ts): written into the client build,
 * answered by the dev server. Both stylesheets (the full one and the public pages' own, which vite
 * does not process) name those URLs as they are.
 */
function selfHostedTypeface(): Plugin {
  const cuts = Object.values(INTER_CUTS);
  const file = (path: string) => fs.readFileSync(new URL(path, import.meta.url));
  return {
    name: 'self-hosted-typeface',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle() {
      for (const cut of cuts) this.emitFile({ type: 'asset', fileName: cut.url.slice(1), source: file(cut.file) });
    },
    configureServer(server) {
      for (const cut of cuts) {
        server.middlewares.use(cut.url, (_req, res) => {
          res.setHeader('content-type', 'font/woff2');
          res.end(file(cut.file));
        });
      }
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), selfHostedTypeface()],
  resolve: {
    alias: {
      '~': new URL('./web', import.meta.url).pathname,
      '@contract': new URL('./contract', import.meta.url).pathname,
    },
  },
  server: { proxy: { '/api': apiTarget, '/uploads': apiTarget } },
  build: { assetsInlineLimit: 0 },
  // Bundled into the server build, which keeps the icons the pages use; left external, the server
  // loaded every one of lucide's icons at start (about 10 MB of its memory, decision 024).
  ssr: { noExternal: ['lucide-react'] },
});
