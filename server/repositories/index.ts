import type { Db } from '../db/client';
import type { Tx } from './tx';
import { createAnalyticsRepository } from './analytics';
import { createApiKeysRepository } from './api-keys';
import { createAppMetricsRepository } from './app-metrics';
import { createAuditRepository } from './audit';
import { createAuthFlowsRepository } from './auth-flows';
import { createBlogBrowseRepository } from './blog-browse';
import { createBlogPreviews } from './blog-previews';
import { scheduleAlertFacts, scheduleStatus } from './blog-publishing';
import { postTitle, reviewerEmails, submitForReview } from './blog-review';
import { createBlogRevisions } from './blog-revisions';
import type { BlogSaveOptions } from './blog-saves';
import { createWorkingCopies } from './blog-working-copies';
import { createBlogsRepository } from './blogs';
import { createContentReads } from './content';
import { createContentPreviews } from './content-previews';
import { createContentRevisions } from './content-revisions';
import { createContentWrites } from './content-writes';
import { createSiteSearchRepository } from './site-search';
import { createEmailsRepository } from './emails';
import { createErasuresRepository } from './erasures';
import { createFailedEmailsRepository } from './failed-emails';
import { holdingsOf } from './handover';
import { publishedCompanyMailbox, publishedCompanyName } from './company-name';
import { createRateLimitsRepository, sharedByProcesses } from './rate-limits';
import { createHeartbeatRepository } from './heartbeat';
import { readLaunchFacts } from './launch-facts';
import { readContactChoices, readLeadServiceChoices } from './contact-choices';
import { createLeadFollowUpsRepository, createMailPreferencesRepository } from './lead-followups';
import { createCallAvailabilityRepository } from './call-availability';
import { createCalendarConnectionRepository } from './calendar-connections';
import { runBulk } from './lead-bulk';
import { createLeadListRepository } from './lead-list';
import { createLeadMetrics } from './lead-metrics';
import { findReplyToSend, storeLeadReply } from './lead-replies';
import { findInboundToNotify, storeInboundMessage } from './inbound-mail';
import { assertLeadInScope } from './lead-scope-check';
import { createLeadsRepository, type LeadChangeHooks, type LeadHooks } from './leads';
import { createLoginChallengesRepository } from './login-challenges';
import { createLoginThrottle, type LoginThrottleOptions } from './login-throttle';
import { createMissingPathsRepository } from './missing-paths';
import { createNewsletterSendsRepository } from './newsletter-sends';
import { createOidcIdentitiesRepository } from './oidc-identities';
import { createPasskeysRepository } from './passkeys';
import { createPeopleRepository } from './people';
import { createPersonMergesRepository } from './person-merges';
import { createBookingsRepository } from './bookings';
import { createPasswordResetsRepository } from './password-resets';
import { createRedirectsRepository } from './redirects';
import { createSavedRepliesRepository } from './saved-replies';
import { createSessionsRepository } from './sessions';
import { createSettingsRepository } from './settings';
import { toStaffUsers } from './staff-users';
import { resetBounce } from './subscription-bounces';
import { exportSubscriptions, subscriptionPage } from './subscription-pages';
import { createSubscriptionsRepository, type SubscriptionHooks } from './subscriptions';
import { createTrustedDevicesRepository } from './trusted-devices';
import { createTwoFactorRepository } from './two-factor';
import { createUserProfilesRepository } from './user-profiles';
import { createUsersRepository } from './users';
import { createWebhookDeliveriesRepository } from './webhook-deliveries';
import { createWebhooksRepository } from './webhooks';

/** What some repositories are made with: the site's origin, the sign-in throttle's limits, and the hooks that queue jobs with a change. */
export interface RepositoryOptions {
  siteUrl: string;
  loginThrottle: LoginThrottleOptions;
  blogs?: Omit<BlogSaveOptions, 'siteOrigin'>;
  leads?: { hooks?: LeadHooks; changes?: LeadChangeHooks };
  subscriptions?: SubscriptionHooks;
  /** ANALYTICS_MAX_VALUES_PER_DAY (decision 086); absent = its default. */
  analytics?: { maxValuesPerDay?: number };
}

/** Every repository on one executor (the database, or a transaction), each made when first used. */
function repositoriesOn(db: Db, options: RepositoryOptions) {
  const siteOrigin = new URL(options.siteUrl).origin;
  return lazily({
    analytics: () => createAnalyticsRepository(db, options.analytics),
    apiKeys: () => createApiKeysRepository(db),
    appMetrics: () => createAppMetricsRepository(db),
    audit: () => createAuditRepository(db),
    authFlows: () => createAuthFlowsRepository(db),
    blogBrowse: () => createBlogBrowseRepository(db),
    blogPreviews: () => createBlogPreviews(db),
    blogRevisions: () => createBlogRevisions(db, { siteOrigin }),
    blogs: () => createBlogsRepository(db, { siteOrigin, ...options.blogs }),
    contentPreviews: () => createContentPreviews(db),
    contentReads: () => createContentReads(db),
    bookings: () => createBookingsRepository(db),
    callAvailability: () => createCallAvailabilityRepository(db),
    calendarConnections: () => createCalendarConnectionRepository(db),
    contentRevisions: () => createContentRevisions(db),
    contentWrites: () => createContentWrites(db, { siteOrigin }),
    emails: () => createEmailsRepository(db),
    erasures: () => createErasuresRepository(db),
    failedEmails: () => createFailedEmailsRepository(db),
    heartbeat: () => createHeartbeatRepository(db),
    leadFollowUps: () => createLeadFollowUpsRepository(db),
    leadList: () => createLeadListRepository(db),
    leadMetrics: () => createLeadMetrics(db),
    leads: () => createLeadsRepository(db, options.leads?.hooks, options.leads?.changes),
    loginChallenges: () => createLoginChallengesRepository(db),
    loginThrottle: () => createLoginThrottle(db, options.loginThrottle),
    mailPreferences: () => createMailPreferencesRepository(db),
    missingPaths: () => createMissingPathsRepository(db),
    newsletterSends: () => createNewsletterSendsRepository(db),
    oidcIdentities: () => createOidcIdentitiesRepository(db),
    passkeys: () => createPasskeysRepository(db),
    people: () => createPeopleRepository(db),
    personMerges: () => createPersonMergesRepository(db),
    passwordResets: () => createPasswordResetsRepository(db),
    rateLimits: () => createRateLimitsRepository(db),
    redirects: () => createRedirectsRepository(db, { siteOrigin }),
    savedReplies: () => createSavedRepliesRepository(db),
    sessions: () => createSessionsRepository(db),
    settings: () => createSettingsRepository(db),
    siteSearch: () => createSiteSearchRepository(db),
    subscriptions: () => createSubscriptionsRepository(db, options.subscriptions),
    trustedDevices: () => createTrustedDevicesRepository(db),
    twoFactor: () => createTwoFactorRepository(db),
    userProfiles: () => createUserProfilesRepository(db),
    users: () => createUsersRepository(db),
    webhookDeliveries: () => createWebhookDeliveriesRepository(db),
    webhooks: () => createWebhooksRepository(db),
    workingCopies: () => createWorkingCopies(db),
    // Single reads kept as functions in their modules, bound to this executor.
    queries: () => ({
      companyName: () => publishedCompanyName(db),
      companyMailbox: () => publishedCompanyMailbox(db),
      holdingsOf: (userId: string) => holdingsOf(db, userId),
      inboundToNotify: (messageRowId: string) => findInboundToNotify(db, messageRowId),
      launchFacts: () => readLaunchFacts(db),
      contactChoices: () => readContactChoices(db),
      leadServiceChoices: () => readLeadServiceChoices(db),
      assertLeadInScope: (...args: DropFirst<Parameters<typeof assertLeadInScope>>) => assertLeadInScope(db, ...args),
      runBulk: (...args: DropFirst<Parameters<typeof runBulk>>) => runBulk(db, ...args),
      resetBounce: (...args: DropFirst<Parameters<typeof resetBounce>>) => resetBounce(db, ...args),
      exportSubscriptions: (...args: DropFirst<Parameters<typeof exportSubscriptions>>) => exportSubscriptions(db, ...args),
      postTitle: (blogId: string) => postTitle(db, blogId),
      replyToSend: (replyId: string) => findReplyToSend(db, replyId),
      reviewerEmails: (exceptUserId: string | null) => reviewerEmails(db, exceptUserId),
      scheduleAlertFacts: (blogId: string) => scheduleAlertFacts(db, blogId),
      scheduleStatus: () => scheduleStatus(db),
      /** Whether other processes may share this database (PostgreSQL), so per-process limits are not enough. */
      sharedByProcesses: () => sharedByProcesses(db),
      staffUsers: (...args: DropFirst<Parameters<typeof toStaffUsers>>) => toStaffUsers(db, ...args),
      storeLeadReply: (...args: DropFirst<Parameters<typeof storeLeadReply>>) => storeLeadReply(db, ...args),
      storeInboundMessage: (...args: DropFirst<Parameters<typeof storeInboundMessage>>) => storeInboundMessage(db, ...args),
      submitForReview: (...args: DropFirst<Parameters<typeof submitForReview>>) => submitForReview(db, ...args),
      subscriptionPage: (...args: DropFirst<Parameters<typeof subscriptionPage>>) => subscriptionPage(db, ...args),
    }),
  });
}

/** The database or a transaction, as repository functions take it: what callers pass through, never query (only repositories/ imports the schema). */
export type Executor = Db;

type DropFirst<T extends unknown[]> = T extends [unknown, ...infer Rest] ? Rest : never;

/** An object whose properties are made on first read and kept: a transaction pays only for the repositories it uses. */
function lazily<T extends Record<string, () => unknown>>(makers: T): { readonly [K in keyof T]: ReturnType<T[K]> } {
  const made = {} as { [K in keyof T]: ReturnType<T[K]> };
  for (const key of Object.keys(makers) as (keyof T)[]) {
    Object.defineProperty(made, key, {
      enumerable: true,
      get() {
        const value = makers[key]!() as ReturnType<T[typeof key]>;
        Object.defineProperty(made, key, { value, enumerable: true });
        return value;
      },
      configurable: true,
    });
  }
  return made;
}

export type TxRepositories = ReturnType<typeof repositoriesOn>;

/**
 * Every repository of the app, made in this one place (decision 033): `server/app.ts` calls it once
 * and hands routes, mail and plugins what they use. `transaction` runs work in one database
 * transaction with the repositories on it; the transaction itself is handed on for what joins the
 * change (an audit entry, a queued job), never for SQL: only `repositories/` imports the schema.
 */
export function createRepositories(db: Db, options: RepositoryOptions): TxRepositories & { transaction: Transaction } {
  const transaction: Transaction = (work) => db.transaction((tx) => work(tx, repositoriesOn(tx, options)));
  // Defined, not assigned: Object.assign would read (and so make) every lazy repository.
  return Object.defineProperty(repositoriesOn(db, options), 'transaction', { value: transaction, enumerable: true }) as TxRepositories & {
    transaction: Transaction;
  };
}

type Transaction = <T>(work: (tx: Tx, repos: TxRepositories) => Promise<T>) => Promise<T>;

export type Repositories = ReturnType<typeof createRepositories>;
