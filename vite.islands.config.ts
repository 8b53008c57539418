// Builds the islands script of the public pages (web/islands/main.tsx) into the client build,
// after `react-router build`, and records its URL in <BUILD_DIR>/islands.json for the server.
import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';

const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');

function recordEntry(): Plugin {
  return {
    name: 'record-islands-entry',
    writeBundle(_options, bundle) {
      const entry = Object.values(bundle).find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
      if (!entry) throw new Error('islands build produced no entry chunk');
      fs.writeFileSync(path.join(buildDir, 'islands.json'), JSON.stringify({ script: `/${entry.fileName}` }) + '\n');
    },
  };
}

export default defineConfig({
  plugins: [recordEntry()],
  resolve: { alias: { '~': new URL('./web', import.meta.url).pathname } },
  build: {
    outDir: path.join(buildDir, 'client'),
    emptyOutDir: false,
    copyPublicDir: false,
    modulePreload: false,
    rollupOptions: {
      input: 'web/islands/main.tsx',
      output: { entryFileNames: 'assets/islands-[hash].js', chunkFileNames: 'assets/islands-[name]-[hash].js' },
    },
  },
});
