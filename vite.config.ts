import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const apiTarget = process.env.DEV_API_ORIGIN ?? 'http://localhost:3001';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
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
