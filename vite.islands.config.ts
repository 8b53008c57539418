// Builds the public pages' assets into the client build, after `react-router build`: the islands
// script (web/islands/main.tsx) and the public stylesheet (scripts/public-stylesheet.ts), and
// records their URLs (and every chunk's) in <BUILD_DIR>/islands.json for the server.
import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { publicStylesheet } from './scripts/public-stylesheet';

const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
const root = path.dirname(new URL(import.meta.url).pathname);

function publicAssets(): Plugin {
  let stylesheetRef = '';
  return {
    name: 'public-page-assets',
    async buildStart() {
      stylesheetRef = this.emitFile({ type: 'asset', name: 'public.css', source: await publicStylesheet(root) });
    },
    writeBundle(_options, bundle) {
      const entry = Object.values(bundle).find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
      if (!entry) throw new Error('islands build produced no entry chunk');
      // `chunks`: every script of the islands, whose words are the classes they can set (server/web/inline-stylesheet.ts).
      const chunks = Object.values(bundle).flatMap((chunk) => (chunk.type === 'chunk' ? [`/${chunk.fileName}`] : []));
      const record = { script: `/${entry.fileName}`, stylesheet: `/${this.getFileName(stylesheetRef)}`, chunks };
      fs.writeFileSync(path.join(buildDir, 'islands.json'), JSON.stringify(record) + '\n');
    },
  };
}

/**
 * Vite wraps every dynamic import() in its preload helper (about 600 B gzip in the one script every
 * public page loads) so that a chunk's CSS and imports are fetched alongside it. Islands import no
 * CSS (the public stylesheet is built apart) and module preloading is off, so the helper would only
 * ever be handed empty lists: it is replaced by a pass-through. A chunk that did import CSS would
 * lose it silently, so the build fails instead.
 */
function passThroughPreload(): Plugin {
  const helperId = '\0vite/preload-helper.js';
  return {
    name: 'islands-pass-through-preload',
    enforce: 'pre',
    load(id) {
      return id === helperId ? 'export const __vitePreload = (load) => load();' : null;
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && (chunk.viteMetadata?.importedCss.size ?? 0) > 0) {
          throw new Error(`islands chunk ${chunk.fileName} imports CSS: the pass-through preload would not load it`);
        }
      }
    },
  };
}

export default defineConfig({
  plugins: [passThroughPreload(), publicAssets()],
  resolve: {
    alias: {
      '~': new URL('./web', import.meta.url).pathname,
      '@contract': new URL('./contract', import.meta.url).pathname,
    },
  },
  build: {
    outDir: path.join(buildDir, 'client'),
    emptyOutDir: false,
    copyPublicDir: false,
    modulePreload: false,
    rollupOptions: {
      input: 'web/islands/main.tsx',
      output: {
        entryFileNames: 'assets/islands-[hash].js',
        chunkFileNames: 'assets/islands-[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
    },
  },
});
