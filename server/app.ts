import path from 'node:path';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerFactory,
  type RouteOptions,
} from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerApiDocs } from './plugins/external/api-docs';
import { MAX_UPLOAD_BYTES } from '@contract/choices';
import type { AppConfig } from './config/app-config';
import { toFastifyTrustProxy } from './config/trust-proxy';
import type { BackupSource } from './backup/backup-source';
import type { Db } from './db/client';
import { localContentChanges, type ContentChangeListener, type ContentChanges } from './db/change-notifier';
import { createJobs, type Jobs } from './jobs/index';
import { registerStartSteps } from './startup/start-app';
import { housekeepingQueues, type HousekeepingOptions } from './jobs/housekeeping';
import { leadFollowUpQueues, type FollowUpOptions } from './jobs/lead-followups';
import { blogScheduleQueues, queueBlogPublish, type BlogScheduleOptions } from './jobs/blog-schedule';
import { createCalendars } from './booking/calendars';
import {
  createSecurityNotices,
  LEAD_NOTIFICATION_QUEUE,
  mailQueues,
  outboxOnly,
  queueAssignmentMails,
  queueNextActionReminder,
  queueLeadNotifications,
  queueSubscriptionConfirmations,
  SUBSCRIPTION_CONFIRMATION_QUEUE,
  type MailRetryOptions,
  type MailSettings,
} from './mail/index';
import { NotFoundError } from './lib/errors';
import auditPlugin from './plugins/app/audit';
import authPlugin, { authPluginOptions } from './plugins/app/auth';
import { registerWellFormedText } from './plugins/app/well-formed-text';
import { registerErrorsAndDatabaseHealth, type DatabaseHealthOptions } from './plugins/app/database-health';
import { registerRequestLog } from './plugins/app/request-log';
import { registerMetrics } from './plugins/app/metrics';
import { registerRedirects } from './plugins/app/redirects';
import { registerSiteLaunch } from './plugins/app/site-launch';
import { registerAnalytics, type AnalyticsSeams } from './plugins/app/analytics';
import { createDbRateLimitStore } from './plugins/app/db-rate-limit-store';
import { registerCompression } from './plugins/external/compression';
import { registerSecurityHeaders } from './plugins/external/security-headers';
import { createRepositories, type Repositories } from './repositories/index';
import type { LeadChangeHooks, LeadHooks } from './repositories/leads';
import type { SubscriptionHooks } from './repositories/subscriptions';
import type { BlogSaveHooks } from './repositories/blog-saves';
import { registerRoutes } from './routes/index';
import { createReplyRouting } from './mail/reply-routing';
import { imapPollingOf } from './mail/imap-poll';
import { createWebhooks, type WebhookEvents, type WebhookOptions } from './webhooks/index';
import { UPLOADS_URL_PREFIX } from './storage/local';
import { ownImageMatcher } from './storage/own-image';
import type { Storage } from './storage/types';

/** Renders the web app's pages; given by server/main.ts when a web build exists. */
export type WebMount = (app: FastifyInstance) => Promise<void>;

export interface BuildAppOptions {
  config: AppConfig;
  db: Db;
  storage: Storage;
  /** A pino logger; none in tests. */
  logger?: FastifyBaseLogger;
  web?: WebMount;
  /** Where rate-limit counters live: this process's memory, or the database (shared by every process). */
  rateLimitStore?: 'memory' | 'database';
  /** Told after every content change (here or, with `contentChanges` on PostgreSQL, in another process), so caches of rendered pages can drop what they hold. */
  onContentChange?: ContentChangeListener;
  /** How content changes travel between processes (server/db/change-notifier.ts); default: this process only. */
  contentChanges?: ContentChanges;
  /** Outgoing mail; default: nothing sent, every message kept in the outbox (/admin/emails). */
  mail?: MailSettings;
  /** How long failing mail is retried and when admins hear of it; defaults in decision 027. */
  mailRetry?: MailRetryOptions;
  /**
   * Jobs left active are this process's own lost ones (the embedded database has one process):
   * retried at start instead of when they expire.
   */
  jobsOrphansAreOurs?: boolean;
  /** The periodic purges (pg-boss schedules, run once across processes); none when not given (tests). */
  housekeeping?: HousekeepingOptions;
  /** The lead desk's scheduled follow-ups: daily digest and response-deadline sweep (decision 040); none when not given (tests). */
  followUps?: FollowUpOptions;
  /** Test seams of the post scheduler (decision 047); it always runs. */
  blogSchedule?: BlogScheduleOptions;
  /** JOBS_CRON_CHECK_SECONDS: how often this process checks the schedules (default 30; tests use 1). */
  jobsCronCheckSeconds?: number;
  /** JOBS_MAINTENANCE_SECONDS: how often job maintenance may run (default 120). */
  jobsMaintenanceSeconds?: number;
  /** How GET /api/admin/backup dumps the embedded database; without it a backup holds the uploads only. */
  dumpDatabase?: BackupSource['dumpDatabase'];
  /** What /api/health knows beyond its heartbeat: a lost server, a refused write (decision 025). */
  health?: DatabaseHealthOptions;
  /** The HTTP server to answer on (main.ts listens before the database is ready); default: Fastify's own. */
  serverFactory?: FastifyServerFactory;
  /** Told of every route as it is registered (the role matrix's completeness check, decision 054). */
  onRoute?: (route: RouteOptions) => void;
  /** Test seams of outgoing webhooks (decision 062): the retry schedule, timeout, disabling rule, DNS; allowPrivate defaults to WEBHOOK_ALLOW_PRIVATE. */
  webhooks?: Partial<WebhookOptions>;
  /** Test seams of the page-view counter (decision 066): its clock and how often it writes. */
  analytics?: AnalyticsSeams;
  /** Test seam of call booking (decision 127): the clock that notice, horizon and "upcoming" read (default: now). */
  booking?: { now?: () => Date };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Durable jobs (pg-boss) on the app's database; queue with `{ tx }` to commit a job with your rows. */
    jobs: Jobs;
    /** Outgoing webhook events; emit inside the change's transaction (decision 062). */
    webhookEvents: WebhookEvents;
  }
}

export type App = FastifyInstance;

/** The Fastify instance with the app's server options (one JSON error shape even for malformed URLs). */
function createFastify(config: AppConfig, logger: BuildAppOptions['logger'], seams: Pick<BuildAppOptions, 'serverFactory' | 'onRoute'>) {
  const { serverFactory, onRoute } = seams;
  const app = Fastify({
    ...(serverFactory ? { serverFactory } : {}),
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    // One line per request instead (plugins/app/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: toFastifyTrustProxy(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    // No start-up work runs under a plugin's time limit (decision 097): on a CPU-starved machine
    // loading the plugins alone can take longer than Fastify's default 10 s.
    pluginTimeout: 0,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 500 },
    // Malformed URLs (bad percent-encoding, over-long params) never reach a route: give them the one JSON error shape too.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode === 414 ? 414 : 400;
      const message = status === 414 ? 'The address is too long' : 'The address is not valid';
      void (reply as FastifyReply)
        .code(status)
        .header('x-content-type-options', 'nosniff')
        .send({ message, errors: [{ field: 'url', message }] });
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (onRoute) app.addHook('onRoute', onRoute);
  return app;
}

/** Security headers, compression, cookies, CORS, rate limits, multipart and the API docs. */
async function registerThirdPartyPlugins(app: App, config: AppConfig, repos: Repositories, rateLimitStore: BuildAppOptions['rateLimitStore']) {
  await registerSecurityHeaders(app, { connectOrigins: config.API_ORIGIN ? [config.API_ORIGIN] : [] });
  await registerCompression(app);
  await app.register(cookie);
  // Exposed: the blog list's total and a 429's wait, which pages on another origin read.
  if (config.corsOrigins.length)
    await app.register(cors, {
      origin: config.corsOrigins,
      credentials: true,
      exposedHeaders: ['X-Total-Count', 'X-Total-Capped', 'Retry-After', 'ETag'],
    });
  await app.register(rateLimit, { global: false, ...(rateLimitStore === 'database' ? { store: createDbRateLimitStore(repos.rateLimits) } : {}) });
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
  await registerApiDocs(app, { siteUrl: config.siteUrl });
}

/**
 * The repositories are made before the job queues and webhook events they queue into (mail and
 * webhooks read through them), so their hooks reach both through getters, called only once the app runs.
 */
interface Late {
  jobs: () => Jobs;
  events: () => WebhookEvents;
}

/** A scheduled post's publish job commits with its save (decision 047); so do its webhook events. */
function postHooks({ jobs, events }: Late): BlogSaveHooks {
  return {
    scheduled: (tx, post) => queueBlogPublish(jobs(), tx, post),
    saved: (tx, post, before) => events().postSaved(tx, post, before),
    deleted: (tx, post) => events().postDeleted(tx, post),
  };
}

/** New subscriptions' confirmation mail, and the subscriber.* webhooks, in their transactions. */
function subscriptionHooks({ jobs, events }: Late): SubscriptionHooks {
  return {
    inTransaction: (tx, ids) => queueSubscriptionConfirmations(jobs(), tx, ids),
    afterCommit: () => jobs().nudge(SUBSCRIPTION_CONFIRMATION_QUEUE),
    statusChanged: (tx, change, id) => events().subscriptionChanged(tx, change, id),
  };
}

/** A batch of new leads: the staff notifications and the lead.created webhooks, both in the batch's transaction. */
function newLeadHooks({ jobs, events: webhookEvents }: Late): LeadHooks {
  return {
    inTransaction: async (tx, ids) => {
      await queueLeadNotifications(jobs(), tx, ids);
      await webhookEvents().leadsCreated(tx, ids);
    },
    afterCommit: () => {
      jobs().nudge(LEAD_NOTIFICATION_QUEUE);
      webhookEvents().emitter.afterCommit();
    },
  };
}

/** A lead given to someone else: its owner's mail is queued in the same transaction (decision 040); the lead.updated webhook. */
function leadChangeHooks({ jobs, events }: Late): LeadChangeHooks {
  return {
    ownerChanged: (tx, change) => queueAssignmentMails(jobs(), tx, change),
    nextActionSet: (tx, action) => queueNextActionReminder(jobs(), tx, action),
    changed: (tx, id, changes) => events().leadChanged(tx, id, changes),
  };
}

/** Every repository, made here once (decision 033): routes are given these, never `db`. */
function appRepositories(db: Db, config: AppConfig, storage: Storage, late: Late) {
  return createRepositories(db, {
    siteUrl: config.siteUrl,
    loginThrottle: { maxFailures: config.LOGIN_MAX_FAILURES, windowMinutes: config.LOGIN_WINDOW_MINUTES },
    blogs: { isOwnImage: ownImageMatcher(storage, [config.siteUrl, config.API_ORIGIN]), hooks: postHooks(late) },
    leads: { hooks: newLeadHooks(late), changes: leadChangeHooks(late) },
    subscriptions: subscriptionHooks(late),
    analytics: config.ANALYTICS_MAX_VALUES_PER_DAY ? { maxValuesPerDay: config.ANALYTICS_MAX_VALUES_PER_DAY } : {},
  });
}

/** One log line and the Prometheus series per request, /metrics itself, the request's trace span named (decision 068). */
function registerRequestLogAndMetrics(app: App, config: AppConfig, repos: Repositories) {
  registerRequestLog(app, config.ACCESS_LOG);
  registerMetrics(app, { repos, token: config.METRICS_TOKEN });
}

/** Redirects and missing pages (decision 064), page views (066): before any route, after helmet's headers. */
function registerPageCounts(app: App, config: AppConfig, repos: Repositories, contentChanges: ContentChanges, seams: AnalyticsSeams | undefined) {
  registerRedirects(app, { repository: repos.redirects, missingPaths: repos.missingPaths, contentChanges, timeZone: config.TZ });
  const { ANALYTICS = true, ANALYTICS_BEACON = false } = config;
  const repository = repos.analytics;
  registerAnalytics(app, { repository, siteUrl: config.siteUrl, timeZone: config.TZ, enabled: ANALYTICS, beacon: ANALYTICS_BEACON, seams });
}

const SERVED_UPLOAD = /\.(png|jpe?g|webp)$/i;

/** Uploads kept on this machine's disk are served as immutable files (S3-compatible storage serves its own). */
async function registerLocalUploads(app: FastifyInstance, storage: BuildAppOptions['storage']): Promise<void> {
  if (!storage.localRoot) return;
  await app.register(fastifyStatic, {
    root: path.resolve(storage.localRoot),
    prefix: UPLOADS_URL_PREFIX,
    decorateReply: false,
    immutable: true,
    maxAge: '365d',
    index: false,
    // Only the kinds the upload path writes (PNG, JPEG, WebP variants): a file put there any other
    // way, an evil.html from a restored archive say, is not served (issue 42 point 4).
    allowedPath: (pathName) => SERVED_UPLOAD.test(pathName),
  });
}

/** Staff members' CalDAV calendars (decision 135): busy times for the slots, calls written into them. */
function appCalendars(config: AppConfig, repos: Repositories, siteUrl: string, logger: FastifyBaseLogger | undefined, now?: () => Date) {
  return createCalendars({
    repos,
    allowPrivate: config.CALDAV_ALLOW_PRIVATE ?? false,
    sealKey: config.TWO_FACTOR_KEY,
    siteUrl,
    ...(logger ? { logger } : {}),
    ...(now ? { now } : {}),
  });
}

/** The job engine and the IMAP poll start with the app's start steps and stop before the mailer closes. */
function registerJobsAndPolling(
  app: FastifyInstance,
  { jobs, events, imap, mailer }: { jobs: Jobs; events: App['webhookEvents']; imap: ReturnType<typeof imapPollingOf>; mailer: { close(): void } },
) {
  app.decorate('jobs', jobs);
  app.decorate('webhookEvents', events);
  app.startSteps.add('jobs', () => jobs.start());
  if (imap) app.startSteps.add('IMAP polling', () => imap.start());
  app.addHook('onClose', async () => {
    await imap?.close();
    await jobs.stop();
    mailer.close();
  });
}

export async function buildApp({
  config,
  db,
  storage,
  logger,
  web,
  rateLimitStore = 'memory',
  onContentChange,
  contentChanges = localContentChanges(),
  mail = outboxOnly(config.siteUrl),
  mailRetry,
  jobsOrphansAreOurs = false,
  dumpDatabase,
  housekeeping,
  jobsCronCheckSeconds,
  jobsMaintenanceSeconds,
  followUps,
  blogSchedule,
  health: healthOptions,
  webhooks: webhookSeams,
  ...seams
}: BuildAppOptions): Promise<App> {
  const app = createFastify(config, logger, seams);
  registerStartSteps(app);
  const health = registerErrorsAndDatabaseHealth(app, healthOptions);
  registerWellFormedText(app);
  // Made first, lazily (each repository on first use): plugins, routes, mail and jobs are all handed these.
  const repos = appRepositories(db, config, storage, { jobs: () => jobs, events: () => events });
  registerRequestLogAndMetrics(app, config, repos);

  await registerThirdPartyPlugins(app, config, repos, rateLimitStore);
  // Before any route (after helmet's headers): a redirected address never reaches a page (decision 064).
  registerPageCounts(app, config, repos, contentChanges, seams.analytics);
  // Pages answer noindex until an admin launches the site (decision 115).
  registerSiteLaunch(app, { settings: repos.settings, contentChanges, apiOrigin: config.API_ORIGIN });

  // The newsletter's worker queues its own next job, so the queues are given the engine made from them
  // (called only once workers run, after `jobs` exists).
  const { mailer, queues } = mailQueues(repos, mail, () => jobs, {
    ...mailRetry,
    timeZone: config.TZ,
    ...(seams.booking?.now ? { bookingNow: seams.booking.now } : {}),
  });
  // Outgoing webhooks: each event is stored with its delivery jobs in the change's transaction (decision 062).
  const webhooks = createWebhooks({ repos, config, seams: webhookSeams, jobs: () => jobs, mailer, mail });
  const events = webhooks.events;
  // One routing key reader (decision 129) for replies' Reply-To and incoming mail, the webhook's and the IMAP poll's.
  const routing = createReplyRouting(repos, mail.inboundAddress);
  // IMAP_URL set: one mailbox polled for replies (decision 132); unset, no queue at all.
  const imap = imapPollingOf(config, { repos, routing, jobs: () => jobs, db, logger });
  const calendars = appCalendars(config, repos, mail.siteUrl, logger, seams.booking?.now);
  const scheduled = [
    ...calendars.queues,
    ...(housekeeping ? housekeepingQueues(db, housekeeping, logger) : []),
    ...(followUps ? leadFollowUpQueues(db, repos, mailer, mail, followUps, () => jobs, logger) : []),
    // In every app, tests included: publishing a scheduled post never depends on main.ts.
    ...blogScheduleQueues(db, {
      repos,
      mailer,
      mail,
      timeZone: config.TZ,
      contentChanges,
      jobs: () => jobs,
      logger,
      options: blogSchedule,
      published: events.postPublished,
    }),
    ...webhooks.queues,
    ...(imap?.queues ?? []),
  ];
  const jobs = createJobs(db, [...queues, ...scheduled], {
    logger,
    orphansAreOurs: jobsOrphansAreOurs,
    cronCheckSeconds: jobsCronCheckSeconds,
    maintenanceSeconds: jobsMaintenanceSeconds,
    // Workers wake for jobs another process queued (LISTEN/NOTIFY on PostgreSQL, decision 097).
    signals: contentChanges,
  });
  registerJobsAndPolling(app, { jobs, events, imap, mailer });
  await app.register(auditPlugin, { audit: repos.audit });
  await app.register(authPlugin, authPluginOptions(config, repos.sessions, repos.apiKeys));

  if (onContentChange) contentChanges.subscribe(onContentChange);
  const notices = createSecurityNotices(jobs, repos);
  const deps = { config, repos, storage, mail, contentChanges, dumpDatabase, health, notices, routing, calendars, booking: seams.booking };
  await registerRoutes(app, { ...deps, webhooks: webhooks.routes });

  await registerLocalUploads(app, storage);

  if (web) await web(app);
  // What no route answers: everything without web pages, and with them what the pages do not take
  // (a missing upload, OPTIONS): the one JSON error shape, as an unknown /api path gets.
  app.setNotFoundHandler(async () => {
    throw new NotFoundError();
  });

  return app;
}
