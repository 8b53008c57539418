import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/app-config';
import backupRoutes from '../backup/backup-route';
import type { BackupSource } from '../backup/backup-source';
import type { Db } from '../db/client';
import { NotFoundError } from '../lib/errors';
import { createSecurityNotices, type MailSettings } from '../mail/index';
import type { DatabaseHealth } from '../plugins/app/database-health';
import { formRateLimit, publicReadRateLimit } from '../plugins/app/form-rate-limit';
import { createAuditRepository } from '../repositories/audit';
import { createEmailsRepository } from '../repositories/emails';
import type { BlogsRepository } from '../repositories/blogs';
import type { LeadsRepository } from '../repositories/leads';
import { createLoginThrottle } from '../repositories/login-throttle';
import { createNewsletterSendsRepository } from '../repositories/newsletter-sends';
import type { SubscriptionsRepository } from '../repositories/subscriptions';
import { createTrustedDevicesRepository } from '../repositories/trusted-devices';
import type { UsersRepository } from '../repositories/users';
import type { Storage } from '../storage/types';
import type { ContentChanges } from '../db/change-notifier';
import adminEmailRoutes from './admin-emails/index';
import emailRetryRoutes from './admin-emails/retry';
import auditRoutes from './audit/index';
import authRoutes from './auth/index';
import authMethodsRoutes from './auth/methods';
import oidcRoutes from './auth/oidc';
import { ssoReauthMethods } from './auth/oidc-accounts';
import { createPasskeyCeremony } from './auth/passkey-ceremony';
import passkeyListRoutes from './auth/passkey-list';
import { passkeyReauthCheck, passkeyReauthMethods } from './auth/passkey-reauth';
import passkeyRoutes from './auth/passkeys';
import passwordResetRoutes from './auth/password-reset';
import reauthRoutes from './auth/reauth';
import { createSecondFactor } from './auth/second-factor';
import sessionRoutes from './auth/sessions';
import { createSignIn } from './auth/sign-in';
import twoFactorRoutes from './auth/two-factor';
import twoFactorAdminRoutes from './auth/two-factor-admin';
import twoFactorLoginRoutes from './auth/two-factor-login';
import blogRoutes from './blogs/index';
import leadRoutes from './leads/index';
import { deskSettingsOf } from '../lib/desk-settings';
import leadReplyRoutes from './leads/replies';
import healthRoutes from './health/index';
import newsletterRoutes from './newsletter/index';
import statsRoutes from './stats/index';
import savedReplyRoutes from './saved-replies/index';
import apiKeyRoutes from './api-keys/index';
import referenceRoutes from './reference/index';
import webhookRoutes, { type WebhookRouteOptions } from './webhooks/index';
import redirectRoutes from './redirects/index';
import contentRoutes from './content/index';
import launchChecklistRoutes from './launch-checklist/index';
import missingPathRoutes from './redirects/missing';
import analyticsRoutes from './analytics/index';
import beaconRoutes from './analytics/beacon';
import subscriptionRoutes from './subscriptions/index';
import uploadRoutes from './uploads/index';
import userRoutes from './users/index';
import changePasswordRoutes from './users/change-password';
import invitationRoutes from './users/invitations';
import deleteUserRoutes from './users/delete-user';
import ownEmailRoutes from './users/own-email';
import updateUserRoutes from './users/update-user';
import mailPreferenceRoutes from './users/mail-preferences';
import profileRoutes from './users/profile';
import { site } from '@contract/site';
import { createSecretBox } from '../lib/secret-box';
import { createOidcClient, oidcSettings } from '../lib/oidc-client';
import type { UserRow } from '../db/schema/index';
import { createLoginChallengesRepository } from '../repositories/login-challenges';
import { createAuthFlowsRepository } from '../repositories/auth-flows';
import { createPasskeysRepository } from '../repositories/passkeys';
import { webAuthnParty } from '../lib/webauthn';

export interface RouteDeps {
  config: AppConfig;
  db: Db;
  storage: Storage;
  mail: MailSettings;
  contentChanges: ContentChanges;
  dumpDatabase: BackupSource['dumpDatabase'] | undefined;
  users: UsersRepository;
  blogs: BlogsRepository;
  leads: LeadsRepository;
  subscriptions: SubscriptionsRepository;
  /** What health knows beyond its heartbeat (decision 025). */
  health: DatabaseHealth;
  /** Outgoing webhooks' secret box and target rule (decision 062). */
  webhooks: Omit<WebhookRouteOptions, 'db' | 'siteUrl'>;
}

/** Webhooks, API keys and redirects (issue 29), administrators' integrations. */
async function registerIntegrationRoutes(app: FastifyInstance, { config, db, webhooks }: RouteDeps): Promise<void> {
  await app.register(webhookRoutes, { db, siteUrl: config.siteUrl, ...webhooks });
  await app.register(apiKeyRoutes, { db });
  await app.register(referenceRoutes);
  await app.register(redirectRoutes);
}

/** The site's own content (issue 30, decision 072). */
async function registerSiteContentRoutes(app: FastifyInstance, { db, config, contentChanges, mail }: RouteDeps): Promise<void> {
  await app.register(contentRoutes, { db, siteUrl: config.siteUrl, changes: contentChanges, rateLimit: publicReadRateLimit(config) });
  await app.register(launchChecklistRoutes, { db, settings: { siteUrl: config.siteUrl, smtpConfigured: Boolean(mail.smtpUrl) } });
}

/** What the page counters gathered: missing pages (decision 064), page views (066) and their beacon (067). */
async function registerPageCountRoutes(app: FastifyInstance, config: RouteDeps['config']) {
  await app.register(missingPathRoutes, { timeZone: config.TZ });
  await app.register(analyticsRoutes, { timeZone: config.TZ, currency: config.CURRENCY, counting: config.ANALYTICS !== false });
  if (app.analytics.beacon) await app.register(beaconRoutes, { rateLimit: publicReadRateLimit(config) });
}

/** Every /api route, then the API docs and the JSON 404 for any other /api path. */
export async function registerRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { config, db, storage, mail, contentChanges, dumpDatabase, users, blogs, leads, subscriptions, health } = deps;
  const formLimit = formRateLimit(config);
  await app.register(healthRoutes, { db, ...health });
  const throttle = createLoginThrottle(db, { maxFailures: config.LOGIN_MAX_FAILURES, windowMinutes: config.LOGIN_WINDOW_MINUTES });
  const notices = createSecurityNotices(app.jobs, db);
  const signIn = createSignIn(app, createTrustedDevicesRepository(db), config.SESSION_TTL_HOURS, notices, users);
  const secondFactor = createSecondFactor({ db, box: createSecretBox(config.TWO_FACTOR_KEY), throttle, issuer: site.name });
  const challenges = createLoginChallengesRepository(db);
  const secondStep = (user: UserRow) => secondFactor.stepFor(user);
  const sso = oidcSettings(config);
  const passwordLogin = config.PASSWORD_LOGIN ?? true;
  await app.register(authRoutes, {
    users,
    signIn,
    throttle,
    secondStep,
    secondMethods: (user) => secondFactor.methodsFor(user),
    challenges,
    passwordLogin: { allowed: passwordLogin, instead: sso?.label ?? 'Sign in with single sign-on' },
  });
  await app.register(oidcRoutes, { db, signIn, secondStep, challenges, oidc: sso ? createOidcClient(sso) : null, siteUrl: config.siteUrl, notices });
  await app.register(authMethodsRoutes, { oidc: sso, passwordLogin });
  await app.register(twoFactorLoginRoutes, { users, signIn, secondFactor, challenges, notices });
  const passkeys = createPasskeysRepository(db);
  const ceremony = createPasskeyCeremony({
    party: webAuthnParty({ siteUrl: config.siteUrl, corsOrigins: config.corsOrigins, ...config.webauthn, siteName: site.name }),
    passkeys,
    flows: createAuthFlowsRepository(db),
  });
  await app.register(passkeyRoutes, {
    ceremony,
    passkeys,
    signIn,
    throttle,
    challenges,
    rateLimit: formLimit,
    passkeyAdded: (request, userId, name) => notices.send(request, { userId, kind: 'passkey-added', details: { passkeyName: name } }),
  });
  await app.register(passkeyListRoutes, { db, passkeys });
  await app.register(twoFactorRoutes, { secondFactor, notices });
  await app.register(twoFactorAdminRoutes, { db, users, secondFactor, notices });
  await app.register(reauthRoutes, {
    secondFactor,
    notices,
    throttle,
    minutes: config.REAUTH_MINUTES,
    passkey: passkeyReauthCheck(ceremony),
    extraMethods: [passkeyReauthMethods(passkeys), ssoReauthMethods(db, Boolean(sso))],
  });
  await app.register(passwordResetRoutes, { db, rateLimit: formLimit, notices, passwordLogin });
  await app.register(sessionRoutes, { users, idleHours: config.SESSION_IDLE_HOURS });
  await app.register(userRoutes, { users, db });
  await app.register(deleteUserRoutes, { users, contentChanges, leadsHandedOver: leads.ownerChanged });
  await app.register(updateUserRoutes, { users, db, contentChanges });
  await app.register(ownEmailRoutes, { users });
  await app.register(changePasswordRoutes, { users, db, throttle, notices });
  await app.register(invitationRoutes, { db });
  await app.register(blogRoutes, {
    db,
    blogs,
    storage,
    siteUrl: config.siteUrl,
    changes: contentChanges,
    rateLimit: publicReadRateLimit(config),
  });
  await app.register(leadRoutes, {
    leads,
    rateLimit: formLimit,
    db,
    minFillMs: config.SPAM_MIN_FILL_SECONDS * 1000,
    spamThreshold: config.SPAM_SCORE_THRESHOLD,
    mail,
    desk: deskSettingsOf(config),
  });
  await app.register(leadReplyRoutes, { db, siteUrl: mail.siteUrl });
  await app.register(mailPreferenceRoutes, { db, notifyConfigured: Boolean(mail.notify?.length) });
  await app.register(profileRoutes, { db, contentChanges });
  await app.register(subscriptionRoutes, { subscriptions, rateLimit: formLimit, db });
  await app.register(newsletterRoutes, { sends: createNewsletterSendsRepository(db), blogs });
  await app.register(uploadRoutes, {
    storage,
    fetch: { timeoutMs: config.IMAGE_FETCH_TIMEOUT_MS ?? 10_000, privateHosts: config.IMAGE_FETCH_PRIVATE_HOSTS ?? [] },
    rateLimitEnabled: config.RATE_LIMIT_ENABLED,
  });
  await app.register(statsRoutes, { subscriptions, blogs, db });
  await app.register(adminEmailRoutes, { emails: createEmailsRepository(db), smtpConfigured: Boolean(mail.smtpUrl), dkim: mail.dkim });
  await app.register(emailRetryRoutes, { db });
  await app.register(backupRoutes, { source: { dumpDatabase, uploadsRoot: storage.localRoot } });
  await app.register(auditRoutes, { audit: createAuditRepository(db) });
  await app.register(savedReplyRoutes, { db });
  await registerIntegrationRoutes(app, deps);
  await registerSiteContentRoutes(app, deps);
  await registerPageCountRoutes(app, config);

  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
  app.all('/api/*', { schema: { hide: true } }, async () => {
    throw new NotFoundError('No such API endpoint');
  });
}
