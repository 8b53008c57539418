import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll } from 'vitest';
import { buildApp, type App, type BuildAppOptions } from '../../server/app';
import type { AppConfig } from '../../server/config/app-config';
import { startApp } from '../../server/startup/start-app';
import type { Database } from '../../server/db/client';
import type { MailSettings } from '../../server/mail/index';
import { hashPassword } from '../../server/lib/passwords';
import { createUsersRepository } from '../../server/repositories/users';
import { createLocalStorage } from '../../server/storage/local';
import type { Role } from '@contract/choices';
import type { Permission } from '@contract/roles';
import { seedSiteContent } from '../../server/startup/seed-site-content';
import { createTestDatabase } from './db';

export const testConfig: AppConfig = {
  siteUrl: 'http://localhost:3000',
  corsOrigins: [],
  API_ORIGIN: undefined,
  TRUST_PROXY: false,
  SESSION_TTL_HOURS: 24,
  SESSION_IDLE_HOURS: 24,
  RATE_LIMIT_ENABLED: true,
  RATE_LIMIT_FORMS_MAX: 1000,
  RATE_LIMIT_FORMS_WINDOW_MINUTES: 10,
  RATE_LIMIT_READS_PER_MINUTE: 300,
  LOGIN_MAX_FAILURES: 10,
  LOGIN_WINDOW_MINUTES: 15,
  SPAM_MIN_FILL_SECONDS: 3,
  SPAM_SCORE_THRESHOLD: 5,
  TZ: 'UTC',
  LEAD_RESPONSE_MINUTES: 1440,
  CURRENCY: 'USD',
  REAUTH_MINUTES: 10,
  OIDC_LABEL: 'Sign in with single sign-on',
  OIDC_TRUST_MFA: false,
  PASSWORD_LOGIN: true,
  webauthn: { rpId: 'localhost', rpName: 'localhost' },
};

export interface TestContext {
  app: App;
  database: Database;
  uploadsDir: string;
  /** Every route the app registered, as Fastify told it (onRoute): the role matrix checks each is covered. */
  routes: RegisteredRoute[];
  /** Signs in a new account of that role; answers its cookie header, bearer token and user. */
  loginAs(role: Role, fields?: { email?: string; password?: string; name?: string }): Promise<Session>;
}

export interface RegisteredRoute {
  method: string;
  url: string;
  permission: Permission | undefined;
  /** The route's own say on re-authentication (config.reauth); unset: the guard's rule for power permissions. */
  reauth: boolean | undefined;
  /** Left out of the OpenAPI document (schema.hide). */
  hidden: boolean;
}

export interface Session {
  cookie: string;
  token: string;
  user: { _id: string; name: string; email: string; role: Role };
  /** Headers that authenticate with the cookie, as a same-origin browser would send them. */
  cookieHeaders: Record<string, string>;
  bearerHeaders: Record<string, string>;
}

/** Builds the app on its own database and uploads folder; closed after the file's tests. */
export async function buildTestApp(
  overrides: Partial<AppConfig> = {},
  extra: Pick<
    BuildAppOptions,
    | 'logger'
    | 'web'
    | 'onContentChange'
    | 'contentChanges'
    | 'mailRetry'
    | 'health'
    | 'jobsCronCheckSeconds'
    | 'followUps'
    | 'blogSchedule'
    | 'webhooks'
    | 'analytics'
    | 'booking'
  > & {
    mail?: MailSettings;
    /** The first-start sample site content (decision 074), as a server started with SEED_CONTENT on writes it. */
    seedContent?: boolean;
  } = {},
): Promise<TestContext> {
  const database = await createTestDatabase();
  const uploadsDir = await fs.mkdtemp(path.join(os.tmpdir(), 'uploads-'));
  const { mail, seedContent, ...rest } = extra;
  const routes: RegisteredRoute[] = [];
  const app = await buildApp({
    onRoute: (route) => {
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        routes.push({
          method,
          url: route.url,
          permission: route.config?.permission,
          reauth: route.config?.reauth,
          hidden: route.schema?.hide === true,
        });
      }
    },
    config: { ...testConfig, ...overrides },
    db: database.db,
    storage: createLocalStorage(uploadsDir),
    ...rest,
    ...(mail ? { mail } : {}),
    dumpDatabase: database.dumpDataDir,
  });
  await startApp(app);
  if (seedContent) await seedSiteContent(database.db, { enabled: true, siteOrigin: new URL(testConfig.siteUrl).origin });
  afterAll(async () => {
    await app.close();
    await database.close();
    await fs.rm(uploadsDir, { recursive: true, force: true });
  });
  const users = createUsersRepository(database.db);

  async function loginAs(role: Role, fields: { email?: string; password?: string; name?: string } = {}): Promise<Session> {
    const email = fields.email ?? `${role}-${randomBytes(4).toString('hex')}@example.com`;
    const password = fields.password ?? 'correct horse battery';
    if (!(await users.findByEmail(email))) {
      await users.insert({ name: fields.name ?? `Test ${role}`, email, passwordHash: await hashOnce(password), role });
    }
    const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
    const body = res.json() as { token: string; user: Session['user'] };
    const cookie = sessionCookie(res);
    return {
      cookie,
      token: body.token,
      user: body.user,
      cookieHeaders: { cookie, origin: 'http://localhost:80' },
      bearerHeaders: { authorization: `Bearer ${body.token}` },
    };
  }

  return { app, database, uploadsDir, routes, loginAs };
}

/**
 * The production hash (argon2id), made once per password per test file: signing in still verifies
 * it for real, but hundreds of new accounts no longer each pay for a fresh hash.
 */
const hashes = new Map<string, Promise<string>>();
function hashOnce(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password)));
  return hash;
}

export function sessionCookie(res: LightMyRequestResponse): string {
  // sid, or __Host-sid when the site is served over TLS.
  const c = res.cookies.find((x) => x.name === 'sid' || x.name === '__Host-sid');
  if (!c) throw new Error('no session cookie set');
  return `${c.name}=${c.value}`;
}
