// The built site on a fresh embedded database, for the browser tests (playwright.config.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startSmtpSink } from '../bench/lib/smtp-sink.mjs';
import { buildDir } from './build-stamp.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'));
process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
Object.assign(process.env, {
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  HOST: '127.0.0.1',
  ADMIN_EMAIL: process.env.E2E_ADMIN_EMAIL ?? 'admin@e2e.test',
  ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password',
  SITE_URL: process.env.SITE_URL ?? `http://localhost:${process.env.PORT}`,
  LOG_LEVEL: 'warn',
  // Browser tests send many forms from one address; the API suite checks the limits themselves.
  RATE_LIMIT_FORMS_MAX: '1000',
  // A browser test fills a form in well under a second; the API suite checks the fill time.
  SPAM_MIN_FILL_SECONDS: '0',
  // "Sudo mode" (decision 058) outlasts any spec's session here; e2e/reauth.spec.ts runs a server of its own with seconds of it.
  REAUTH_MINUTES: process.env.REAUTH_MINUTES ?? '30',
});
// Mail leaves through a loopback SMTP sink that keeps each message as a file for the tests to read (e2e/mailbox.ts).
const mailDir = process.env.E2E_MAILDIR;
if (mailDir) {
  fs.rmSync(mailDir, { recursive: true, force: true });
  fs.mkdirSync(mailDir, { recursive: true });
  process.env.SMTP_URL = (await startSmtpSink(0, { saveTo: mailDir })).url;
}
// Single sign-on against a real OpenID Connect provider on loopback (e2e/oidc.spec.ts): the login
// typed on its development page is the account, any password; new accounts only for sso.e2e.test.
const oidcPort = process.env.E2E_OIDC_PORT;
if (oidcPort) {
  const { startOidcProvider, TEST_CLIENT } = await import('../test/helpers/oidc-provider.mjs');
  const provider = await startOidcProvider({ port: Number(oidcPort), redirectUris: [`${process.env.SITE_URL}/api/auth/oidc/callback`] });
  Object.assign(process.env, {
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: TEST_CLIENT.id,
    OIDC_CLIENT_SECRET: TEST_CLIENT.secret,
    OIDC_LABEL: 'Sign in with Test IdP',
    OIDC_ALLOWED_DOMAINS: 'sso.e2e.test',
    OIDC_DEFAULT_ROLE: 'author',
  });
}
// The `postgres` project of playwright.config.ts: a fresh database on that PostgreSQL server, one per port (the last run's is
// dropped here rather than on the way out, which the app's own shutdown would race).
if (process.env.E2E_POSTGRES_URL) {
  const { default: pg } = await import('pg');
  const name = `e2e_site_${process.env.PORT}`;
  const admin = new pg.Client({ connectionString: process.env.E2E_POSTGRES_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(process.env.E2E_POSTGRES_URL);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.href;
}
await import(pathToFileURL(path.join(buildDir(root), 'api/main.js')).href);

// A fresh site is not launched (decision 115): the browser specs see a live site, launched here through the API
// as the first admin, every open checklist item confirmed. E2E_LAUNCH=false leaves it as a fresh site is
// (e2e/launch.spec.ts). playwright.config.ts waits for /sitemaps/pages.xml, which answers 404 until then.
if (process.env.E2E_LAUNCH !== 'false') {
  const base = `http://127.0.0.1:${process.env.PORT}`;
  const call = (method, url, headers = {}, body) =>
    fetch(base + url, {
      method,
      headers: { origin: process.env.SITE_URL, ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body && JSON.stringify(body),
    });
  for (
    let i = 0;
    i < 400 &&
    !(await call('GET', '/api/health').then(
      (r) => r.ok,
      () => false,
    ));
    i++
  )
    await new Promise((r) => setTimeout(r, 250));
  const login = await call('POST', '/api/auth/login', {}, { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD });
  if (!login.ok) throw new Error(`e2e-server: the admin could not sign in to launch the site (${login.status})`);
  const auth = { authorization: `Bearer ${(await login.json()).token}` };
  const launch = await call('POST', '/api/admin/launch', auth, {
    confirmed: (await (await call('GET', '/api/admin/launch-checklist', auth)).json()).items.map((i) => i.id),
  });
  if (!launch.ok) throw new Error(`e2e-server: launch refused (${launch.status}): ${await launch.text()}`);
  await call('POST', '/api/auth/logout', auth);
}
