import os from 'node:os';
import path from 'node:path';

/**
 * Where the browser tests' server (scripts/e2e-server.mjs) keeps every message its loopback SMTP
 * sink accepts, one raw .eml file each: one folder per E2E_PORT, so parallel runs do not mix.
 */
export function e2eMailDir(port: number): string {
  return path.join(os.tmpdir(), `e2e-mail-${port}`);
}
