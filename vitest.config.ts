import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '~': new URL('./web', import.meta.url).pathname } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['server/**/*.test.ts', 'contract/**/*.test.ts', 'test/api/**/*.test.ts', 'test/cluster/**/*.test.ts'],
          globalSetup: ['test/setup/global-db.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: { name: 'build', environment: 'node', include: ['test/public-stylesheet/**/*.test.ts'], testTimeout: 30_000 },
      },
      {
        // The built server as production runs it (a pruned install, npm start): builds first when stale.
        extends: true,
        test: {
          name: 'production',
          environment: 'node',
          include: ['test/production/**/*.test.ts'],
          globalSetup: ['test/production/global-build.ts'],
          testTimeout: 180_000,
          hookTimeout: 600_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/**/*.test.tsx', 'web/**/*.test.ts'],
          setupFiles: ['test/setup/jsdom.ts'],
        },
      },
    ],
  },
});
