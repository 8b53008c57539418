import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/app-config';
import backupRoutes from '../backup/backup-route';
import type { BackupSource } from '../backup/backup-source';
import { NotFoundError } from '../lib/errors';
import type { MailSettings, SecurityNotices } from '../mail/index';
import type { DatabaseHealth } from '../plugins/app/database-health';
import { formRateLimit, publicReadRateLimit } from '../plugins/app/form-rate-limit';
import type { Repositories } from '../repositories/index';
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
import bookingRoutes from './booking/index';
import type { Calendars } from '../booking/calendars';
import leadRoutes from './leads/index';
import { deskSettingsOf } from '../lib/desk-settings';
import leadReplyRoutes from './leads/replies';
import type { ReplyRouting } from '../mail/reply-routing';
import inboundRoutes from './inbound/index';
import peopleRoutes from './people/index';
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
import searchRoutes from './search/index';
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
import type { UserRow } from '../repositories/row-types';
import { webAuthnParty } from '../lib/webauthn';

export interface RouteDeps {
  config: AppConfig;
  /** Every repository, made once in app.ts (decision 033): no route is given the database itself. */
  repos: Repositories;
  storage: Storage;
  mail: MailSettings;
  /** Security notices to account holders, queued on the app's jobs. */
  notices: SecurityNotices;
  contentChanges: ContentChanges;
  dumpDatabase: BackupSource['dumpDatabase'] | undefined;
  /** What health knows beyond its heartbeat (decision 025). */
  health: DatabaseHealth;
  /** Outgoing webhooks' secret box and target rule (decision 062). */
  webhooks: Omit<WebhookRouteOptions, 'repos' | 'siteUrl'>;
  /** Call booking's clock (a test seam, decision 127). */
  booking?: { now?: () => Date };
  /** Staff members' CalDAV calendars (decision 135), made in app.ts beside the jobs that write to them. */
  calendars: Calendars;
  /**
   * One routing key reader (decision 129) for the replies' Reply-To and the incoming mail's address, the
   * webhook's and the IMAP poller's (made in app.ts); undefined without INBOUND_ADDRESS.
   */
  routing: ReplyRouting | undefined;
}

/** Webhooks, API keys and redirects (issue 29), administrators' integrations. */
async function registerIntegrationRoutes(app: FastifyInstance, { config, repos, webhooks }: RouteDeps): Promise<void> {
  await app.register(webhookRoutes, { repos, siteUrl: config.siteUrl, ...webhooks });
  await app.register(apiKeyRoutes, { repos });
  await app.register(referenceRoutes);
  await app.register(redirectRoutes);
}

/** The site's own content (issue 30, decision 072). */
async function registerSiteContentRoutes(app: FastifyInstance, { repos, config, contentChanges, mail }: RouteDeps): Promise<void> {
  await app.register(contentRoutes, { repos, siteUrl: config.siteUrl, changes: contentChanges, rateLimit: publicReadRateLimit(config) });
  await app.register(launchChecklistRoutes, {
    repos,
    settings: { siteUrl: config.siteUrl, smtpConfigured: Boolean(mail.smtpUrl) },
    rateLimit: publicReadRateLimit(config),
  });
  await app.register(searchRoutes, { repos, changes: contentChanges, rateLimit: publicReadRateLimit(config) });
}

/** What the page counters gathered: missing pages (decision 064), page views (066) and their beacon (067). */
async function registerPageCountRoutes(app: FastifyInstance, config: RouteDeps['config']) {
  await app.register(missingPathRoutes, { timeZone: config.TZ });
  await app.register(analyticsRoutes, { timeZone: config.TZ, currency: config.CURRENCY, counting: config.ANALYTICS !== false });
  if (app.analytics.beacon) await app.register(beaconRoutes, { rateLimit: publicReadRateLimit(config) });
}

/** Staff accounts: the list, invitations, changes, deletion, one's own address and password. */
async function registerStaffAccountRoutes(app: FastifyInstance, { repos, contentChanges, notices }: RouteDeps): Promise<void> {
  const { users, leads, loginThrottle: throttle } = repos;
  await app.register(userRoutes, { users, repos });
  await app.register(deleteUserRoutes, { users, contentChanges, leadsHandedOver: leads.ownerChanged });
  await app.register(updateUserRoutes, { users, repos, contentChanges });
  await app.register(ownEmailRoutes, { users });
  await app.register(changePasswordRoutes, { users, repos, throttle, notices });
  await app.register(invitationRoutes, { repos });
}

/** One's own lead mail preferences and author profile. */
async function registerOwnSettingsRoutes(app: FastifyInstance, { repos, contentChanges, mail }: RouteDeps): Promise<void> {
  await app.register(mailPreferenceRoutes, { repos, notifyConfigured: Boolean(mail.notify?.length) });
  await app.register(profileRoutes, { repos, contentChanges });
}

/** Call hours, slots and bookings (issue 47, decisions 126–127). */
async function registerBookingRoutes(app: FastifyInstance, { repos, config, booking, calendars }: RouteDeps): Promise<void> {
  await app.register(bookingRoutes, {
    repos,
    calendars,
    timeZone: config.TZ,
    rateLimit: publicReadRateLimit(config),
    writeRateLimit: formRateLimit(config),
    now: booking?.now,
  });
}

/** Every /api route, then the API docs and the JSON 404 for any other /api path. */
export async function registerRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { config, repos, storage, mail, contentChanges, dumpDatabase, health, notices, routing } = deps;
  const { users, blogs, leads, subscriptions, loginThrottle: throttle } = repos;
  const formLimit = formRateLimit(config);
  await app.register(healthRoutes, { heartbeat: repos.heartbeat, ...health });
  const signIn = createSignIn(app, repos.trustedDevices, config.SESSION_TTL_HOURS, notices, users);
  const secondFactor = createSecondFactor({ repos, box: createSecretBox(config.TWO_FACTOR_KEY), throttle, issuer: site.name });
  const challenges = repos.loginChallenges;
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
  const oidc = sso ? createOidcClient(sso) : null;
  await app.register(oidcRoutes, { repos, signIn, secondStep, challenges, oidc, siteUrl: config.siteUrl, notices });
  await app.register(authMethodsRoutes, { oidc: sso, passwordLogin });
  await app.register(twoFactorLoginRoutes, { users, signIn, secondFactor, challenges, notices });
  const passkeys = repos.passkeys;
  const ceremony = createPasskeyCeremony({
    party: webAuthnParty({ siteUrl: config.siteUrl, corsOrigins: config.corsOrigins, ...config.webauthn, siteName: site.name }),
    passkeys,
    flows: repos.authFlows,
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
  await app.register(passkeyListRoutes, { repos, passkeys });
  await app.register(twoFactorRoutes, { secondFactor, notices });
  await app.register(twoFactorAdminRoutes, { repos, users, secondFactor, notices });
  await app.register(reauthRoutes, {
    secondFactor,
    notices,
    throttle,
    minutes: config.REAUTH_MINUTES,
    passkey: passkeyReauthCheck(ceremony),
    extraMethods: [passkeyReauthMethods(passkeys), ssoReauthMethods(repos, Boolean(sso))],
  });
  await app.register(passwordResetRoutes, { repos, rateLimit: formLimit, notices, passwordLogin });
  await app.register(sessionRoutes, { users, idleHours: config.SESSION_IDLE_HOURS });
  await registerStaffAccountRoutes(app, deps);
  await app.register(blogRoutes, {
    repos,
    blogs,
    storage,
    siteUrl: config.siteUrl,
    changes: contentChanges,
    rateLimit: publicReadRateLimit(config),
  });
  await app.register(leadRoutes, {
    leads,
    rateLimit: formLimit,
    repos,
    minFillMs: config.SPAM_MIN_FILL_SECONDS * 1000,
    spamThreshold: config.SPAM_SCORE_THRESHOLD,
    mail,
    desk: deskSettingsOf(config, mail),
  });
  await app.register(leadReplyRoutes, { repos, siteUrl: mail.siteUrl, routing });
  await app.register(inboundRoutes, { repos, token: config.INBOUND_TOKEN, routing });
  await app.register(peopleRoutes, { repos, desk: deskSettingsOf(config, mail) });
  await registerOwnSettingsRoutes(app, deps);
  await app.register(subscriptionRoutes, { subscriptions, rateLimit: formLimit, repos });
  await app.register(newsletterRoutes, { sends: repos.newsletterSends, blogs });
  await app.register(uploadRoutes, {
    storage,
    fetch: { timeoutMs: config.IMAGE_FETCH_TIMEOUT_MS ?? 10_000, privateHosts: config.IMAGE_FETCH_PRIVATE_HOSTS ?? [] },
    rateLimitEnabled: config.RATE_LIMIT_ENABLED,
  });
  await app.register(statsRoutes, { repos });
  await app.register(adminEmailRoutes, { emails: repos.emails, smtpConfigured: Boolean(mail.smtpUrl), dkim: mail.dkim });
  await app.register(emailRetryRoutes, { repos });
  await app.register(backupRoutes, { source: { dumpDatabase, uploadsRoot: storage.localRoot } });
  await app.register(auditRoutes, { audit: repos.audit });
  await app.register(savedReplyRoutes, { repos });
  await registerIntegrationRoutes(app, deps);
  await registerSiteContentRoutes(app, deps);
  await registerPageCountRoutes(app, config);
  await registerBookingRoutes(app, deps);

  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
  app.all('/api/*', { schema: { hide: true } }, async () => {
    throw new NotFoundError('No such API endpoint');
  });
}
