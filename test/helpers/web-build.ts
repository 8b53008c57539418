import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../server/config/env';
import { testConfig } from './app';

/** The web app's production build (`npm run build`); files that mount it skip without one. */
export const webBuildDir = path.resolve('build');
export const hasWebBuild = fs.existsSync(path.join(webBuildDir, 'server/index.js'));

/**
 * The settings loadWeb reads, as a started server passes them (server/config/env.ts): a cast of a
 * few fields missed the ones added later (the passkeys' relying party answered every page with 500).
 */
export function webConfig(overrides: Partial<Config> = {}): Config {
  return { buildDir: webBuildDir, siteUrl: 'http://localhost:3000', API_ORIGIN: undefined, webauthn: testConfig.webauthn, ...overrides } as Config;
}
