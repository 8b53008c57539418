import path from 'node:path';
import { z } from 'zod';
import {
  CLOUD_NAME_PATTERN,
  CLOUDINARY_URL_SHAPE,
  cloudinaryCredentialProblems,
  parseCloudinaryUrl,
  resolveCloudinarySettings,
  type CloudinarySettings,
} from './cloudinary-settings';
import { ROLES } from '@contract/roles';
import { newPassword } from '@contract/users';
import { COMMON_PASSWORD_MESSAGE, passwordProblem } from '../lib/password-policy';
import { DEFAULT_SPAM_THRESHOLD } from '../lib/spam';
import { DEFAULT_MAX_VALUES_PER_DAY } from '@contract/analytics';
import { dkimKeyProblem, dkimPem } from '../mail/dkim';
import { DEFAULT_MAIL_FROM, type MailSettings } from '../mail/settings';
import { currencySchema, digestCronSchema, timeZoneSchema } from './lead-desk-env';
import { inboundAddressSchema } from './inbound-env';
import { imapUrlSchema } from './imap-env';
import { listenHostSchema } from './listen-host';
import { metricsProblems, observabilityEnvShape } from './observability-env';
import { originListSchema } from './origin-list';
import { trustProxySchema } from './trust-proxy';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], { message: 'must be true or false' })
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

const origin = z
  .url({ message: 'must be an absolute http(s) URL' })
  .refine((v) => /^https?:\/\//.test(v), 'must start with http:// or https://')
  .transform((v) => v.replace(/\/+$/, ''));

/** ACCESS_LOG (decision 106): on, off, or the share of requests that get their line. */
const accessLogSchema = z
  .string()
  .transform((v, ctx) => {
    const value = v.trim().toLowerCase();
    if (['on', 'true', 'yes'].includes(value)) return 1;
    if (['off', 'false', 'no'].includes(value)) return 0;
    const share = Number(value);
    if (value !== '' && share >= 0 && share <= 1) return share;
    ctx.addIssue({ code: 'custom', message: 'must be on, off or the share of requests to log, between 0 and 1 (0.1: one in ten)' });
    return z.NEVER;
  })
  .default(1);

const positiveInt = z.coerce.number({ message: 'must be a number' }).int('must be a whole number').positive('must be positive');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number({ message: 'must be a number' }).int().min(0).max(65535).default(3000),
    HOST: listenHostSchema,
    DATA_DIR: z.string().min(1).default('./data'),
    BUILD_DIR: z.string().min(1).default('build'),
    PGLITE_SHARED_BUFFERS: z
      .string()
      .regex(/^\d+(kB|MB|GB)$/, 'must be a size such as 16MB (kB, MB or GB)')
      .default('16MB'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    // Plain shape check: admin@localhost is a fine address for a first admin.
    ADMIN_EMAIL: z
      .string()
      .regex(/^[^\s@]+@[^\s@]+$/, 'must be an email address')
      .optional(),
    // The product's password policy (decision 018): 8 to 128 characters, not a common password.
    ADMIN_PASSWORD: newPassword.refine((p) => passwordProblem(p, { name: '', email: '' }) === null, COMMON_PASSWORD_MESSAGE).optional(),
    SEED_CONTENT: bool.default(true),
    API_ORIGIN: origin.optional(),
    SITE_URL: origin.optional(),
    CORS_ORIGINS: originListSchema.optional(),
    TRUST_PROXY: trustProxySchema,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ACCESS_LOG: accessLogSchema,
    SESSION_TTL_HOURS: positiveInt.default(24 * 7),
    SESSION_IDLE_HOURS: positiveInt.default(24),
    // A password, code, passkey or identity-provider check stays valid this long for sensitive actions (decision 058).
    // Fractions of a minute are for tests (a browser test waits seconds, not a minute, for it to go stale).
    REAUTH_MINUTES: z.coerce
      .number({ message: 'must be a number' })
      .positive('must be positive')
      .max(1440, 'must be at most 1440 (a day)')
      .default(10),
    // Single sign-on with an OpenID Connect provider (decision 061).
    OIDC_ISSUER: z
      .string()
      .superRefine((v, ctx) => {
        const problem = issuerProblem(v);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .optional(),
    OIDC_CLIENT_ID: z.string().max(500).optional(),
    OIDC_CLIENT_SECRET: z.string().max(2000).optional(),
    OIDC_LABEL: z.string().max(100, 'must be at most 100 characters').default('Sign in with single sign-on'),
    OIDC_ALLOWED_DOMAINS: z
      .string()
      .transform((v) =>
        v
          .split(',')
          .map((s) => s.trim().toLowerCase().replace(/^@/, ''))
          .filter(Boolean),
      )
      .refine((list) => list.length > 0 && list.every((d) => /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(d)), 'must be domain names, comma-separated')
      .optional(),
    OIDC_DEFAULT_ROLE: z
      .enum(ROLES, { message: `must be one of ${ROLES.join(', ')}` })
      .refine((r) => r !== 'admin', 'must not be admin: make administrators by hand')
      .optional(),
    OIDC_TRUST_MFA: bool.default(false),
    // false = staff sign in only through single sign-on or a passkey; administrators keep their password.
    PASSWORD_LOGIN: bool.default(true),
    // Passkeys (decision 060): the relying party's ID (SITE_URL's host or a parent domain of it) and name.
    WEBAUTHN_RP_ID: z
      .string()
      .toLowerCase()
      .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)*$/, 'must be a host name such as example.com')
      .optional(),
    WEBAUTHN_RP_NAME: z.string().max(100, 'must be at most 100 characters').optional(),
    RATE_LIMIT_ENABLED: bool.default(true),
    RATE_LIMIT_FORMS_MAX: positiveInt.default(10),
    RATE_LIMIT_FORMS_WINDOW_MINUTES: positiveInt.default(10),
    // Public API reads (the blog) per address and minute; pages' own reads are not counted.
    RATE_LIMIT_READS_PER_MINUTE: positiveInt.default(300),
    // The page cache's budgets (decision 109): compressed pages in memory, and on disk under DATA_DIR/page-cache (0 = no disk tier).
    PAGE_CACHE_MEMORY_MB: positiveInt.max(1024, 'must be at most 1024').default(16),
    PAGE_CACHE_DISK_MB: z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be 0 or more')
      .max(102_400, 'must be at most 102400')
      .default(1024),
    LOGIN_MAX_FAILURES: positiveInt.default(10),
    LOGIN_WINDOW_MINUTES: positiveInt.default(15),
    // Seals the TOTP secrets in the database (AES-256-GCM); unset, they are stored as they are.
    TWO_FACTOR_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
    // Unset keeps every lead; otherwise leads older than this many days are purged daily.
    LEAD_RETENTION_DAYS: positiveInt.optional(),
    // Audit log entries older than this many days are deleted by the purge job (decision 021).
    AUDIT_RETENTION_DAYS: positiveInt.default(365),
    // A contact form sent sooner than this after its page loaded is suspected spam; 0 turns the check off.
    SPAM_MIN_FILL_SECONDS: z.coerce.number({ message: 'must be a number' }).min(0).max(60).default(3),
    // A contact form whose spam signals add up to this much is quarantined (decision 042); a keyword alone never is.
    SPAM_SCORE_THRESHOLD: positiveInt.max(100, 'must be at most 100').default(DEFAULT_SPAM_THRESHOLD),
    // The lead desk (decision 040): "due today", the digest's schedule and dates in staff mail follow this zone.
    TZ: timeZoneSchema,
    LEAD_DIGEST_CRON: digestCronSchema,
    // A lead still new and unanswered this long after it arrived is escalated once (and this is the promise to the visitor).
    LEAD_RESPONSE_MINUTES: positiveInt.max(43_200, 'must be at most 43200 (30 days)').default(1440),
    CURRENCY: currencySchema,
    // How often each process looks at the job schedules (pg-boss allows 1 to 45).
    JOBS_CRON_CHECK_SECONDS: positiveInt.max(45, 'must be at most 45').default(30),
    // How often pg-boss's maintenance may run (expiring a dead process's jobs, archiving finished ones).
    JOBS_MAINTENANCE_SECONDS: positiveInt.max(3600, 'must be at most 3600').default(120),
    STORAGE_DRIVER: z.enum(['local', 's3', 'cloudinary']).default('local'),
    S3_BUCKET: z.string().optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_ENDPOINT: origin.optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_PUBLIC_URL: origin.optional(),
    CLOUDINARY_URL: z
      .string()
      .refine((v) => parseCloudinaryUrl(v) !== null, `must look like ${CLOUDINARY_URL_SHAPE}`)
      .optional(),
    CLOUDINARY_CLOUD_NAME: z.string().regex(CLOUD_NAME_PATTERN, 'must be a Cloudinary cloud name (letters, digits, - and _)').optional(),
    CLOUDINARY_API_KEY: z.string().optional(),
    CLOUDINARY_API_SECRET: z.string().optional(),
    CLOUDINARY_FOLDER: z
      .string()
      .regex(/^[\w-]+(\/[\w-]+)*$/, 'must be a folder path such as website/uploads (letters, digits, -, _ and /)')
      .optional(),
    CLOUDINARY_API_BASE: origin.optional(),
    SMTP_URL: z
      .string()
      .refine((v) => {
        try {
          return /^smtps?:$/.test(new URL(v).protocol) && new URL(v).hostname !== '';
        } catch {
          return false;
        }
      }, 'must be an smtp:// or smtps:// URL, e.g. smtps://user:password@smtp.example.com:465')
      .optional(),
    MAIL_FROM: z.string().min(3).default(DEFAULT_MAIL_FROM),
    NOTIFY_EMAIL: z
      .string()
      .transform((v) =>
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      )
      .refine((list) => list.length > 0 && list.every((a) => /^[^\s@,]+@[^\s@,]+$/.test(a)), 'must be one or more email addresses, comma-separated')
      .optional(),
    // Unset: on when SMTP_URL is set (every enquiry is acknowledged by mail), off otherwise.
    AUTO_REPLY: bool.optional(),
    // Replies come back (decision 129): the address staff replies and acknowledgments name as Reply-To, plus-addressed
    // per lead (replies+<token>@domain); unset = Reply-To the staff member (041) or the company's mailbox.
    INBOUND_ADDRESS: inboundAddressSchema.optional(),
    // Bearer token of POST /api/inbound/mail (a provider's inbound webhook posts the raw message); unset = the route answers 404.
    INBOUND_TOKEN: z.string().min(24, 'must be at least 24 characters (a random string: openssl rand -hex 24)').optional(),
    // One mailbox the server polls for replies (decision 132), e.g. imaps://user:password@imap.example.com:993/INBOX;
    // unset = no polling at all. Each new message goes through the webhook's ingestion, then is marked \Seen.
    IMAP_URL: imapUrlSchema.optional(),
    // How often that mailbox is polled (one process at a time across the processes sharing the database).
    IMAP_POLL_SECONDS: positiveInt.max(3600, 'must be at most 3600 (an hour)').default(60),
    // Newsletter messages sent per minute (all sends of this process together); most SMTP plans cap the rate.
    NEWSLETTER_PER_MINUTE: positiveInt.max(1_000_000, 'must be at most 1000000').default(600),
    // DKIM signing of every outgoing message (decision 101): all three or none.
    DKIM_DOMAIN: z
      .string()
      .toLowerCase()
      .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'must be a domain name such as example.com')
      .optional(),
    DKIM_SELECTOR: z
      .string()
      .regex(/^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$/, 'must be a selector such as mail2026 (letters, digits, - and .)')
      .optional(),
    DKIM_PRIVATE_KEY: z
      .string()
      .superRefine((v, ctx) => {
        const problem = dkimKeyProblem(v);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .optional(),
    // Copying images out of pasted HTML (POST /api/uploads/fetch, decision 052): one fetch's time limit,
    // and the host:port pairs it may reach although they resolve to private or loopback addresses (tests only).
    IMAGE_FETCH_TIMEOUT_MS: positiveInt.min(1000, 'must be at least 1000').max(60_000, 'must be at most 60000').default(10_000),
    IMAGE_FETCH_PRIVATE_HOSTS: z
      .string()
      .transform((v) =>
        v
          .split(',')
          .map((s) => s.trim().toLowerCase())
          .filter(Boolean),
      )
      .refine((list) => list.every(isHostPort), 'use host:port, comma-separated')
      .default([]),
    // Outgoing webhooks (decision 062) may reach loopback, private and link-local addresses: tests and closed networks only.
    WEBHOOK_ALLOW_PRIVATE: bool.default(false),
    // Staff members' CalDAV calendars (decision 135) may be on loopback, private and link-local addresses: tests and closed networks only.
    CALDAV_ALLOW_PRIVATE: bool.default(false),
    ...observabilityEnvShape,
    // First-party page-view counting (decision 066): no cookie, no address stored; off = nothing counted.
    ANALYTICS: bool.default(true),
    // A CDN or proxy answers cached pages: count views through a cookieless beacon instead (decision 067).
    ANALYTICS_BEACON: bool.default(false),
    // Ask visitors (a banner) before keeping how they found the site for 90 days; false = kept for the visit only (decision 078).
    ATTRIBUTION_CONSENT: bool.default(false),
    // npm run restore (decision 087): what an archive may unpack in all, one upload at most, and how far a gzip may expand.
    RESTORE_MAX_MB: positiveInt.default(4096),
    RESTORE_MAX_UPLOAD_MB: positiveInt.default(25),
    RESTORE_MAX_RATIO: positiveInt.min(2, 'must be at least 2').default(100),
    // Distinct sources, referrer hosts, campaigns and media counted per day each; the rest count as "(other)" (decision 086).
    ANALYTICS_MAX_VALUES_PER_DAY: positiveInt.max(100_000, 'must be at most 100000').default(DEFAULT_MAX_VALUES_PER_DAY),

    // PostgreSQL server only (decision 025): a connection attempt, and a statement, fail after this
    // many milliseconds, so a write during an outage answers 503 within seconds instead of hanging.
    DATABASE_CONNECT_TIMEOUT_MS: positiveInt.min(100, 'must be at least 100').max(60_000, 'must be at most 60000').default(3000),
    DATABASE_STATEMENT_TIMEOUT_MS: positiveInt.min(100, 'must be at least 100').max(3_600_000, 'must be at most 3600000').default(4000),
  })
  .superRefine((env, ctx) => {
    if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD go together: set both or neither',
      });
    }
    if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the default AWS credential chain',
      });
    }
    if (env.STORAGE_DRIVER === 's3' && !env.S3_BUCKET) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when STORAGE_DRIVER=s3' });
    }
    const dkim = ['DKIM_DOMAIN', 'DKIM_SELECTOR', 'DKIM_PRIVATE_KEY'] as const;
    const dkimSet = dkim.filter((name) => env[name] !== undefined);
    if (dkimSet.length > 0) {
      for (const name of dkim.filter((n) => env[n] === undefined)) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `is missing: DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY go together (${dkimSet.join(' and ')} set)`,
        });
      }
    }
    for (const p of metricsProblems(env)) ctx.addIssue({ code: 'custom', path: [p.variable], message: p.message });
    for (const p of signInProblems(env)) ctx.addIssue({ code: 'custom', path: [p.variable], message: p.message });
    if (env.STORAGE_DRIVER === 'cloudinary') {
      for (const p of cloudinaryCredentialProblems(env)) ctx.addIssue({ code: 'custom', path: [p.variable], message: p.message });
    }
  });

export type Env = z.infer<typeof envSchema>;

/** https, or http on a loopback address (a test provider): what openid-client may talk to. */
function issuerProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'must be an absolute URL';
  }
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && ['127.0.0.1', '[::1]', 'localhost'].includes(url.hostname)) return null;
  return 'must be https (http only for a loopback test provider)';
}

type SignInEnv = Pick<
  Env,
  'OIDC_ISSUER' | 'OIDC_CLIENT_ID' | 'OIDC_ALLOWED_DOMAINS' | 'OIDC_DEFAULT_ROLE' | 'PASSWORD_LOGIN' | 'WEBAUTHN_RP_ID' | 'SITE_URL' | 'PORT'
>;

/** Sign-in settings that only make sense together (single sign-on, passkeys). */
function signInProblems(env: SignInEnv): { variable: string; message: string }[] {
  const problems: { variable: string; message: string }[] = [];
  if ((env.OIDC_ISSUER === undefined) !== (env.OIDC_CLIENT_ID === undefined)) {
    problems.push({
      variable: env.OIDC_ISSUER ? 'OIDC_CLIENT_ID' : 'OIDC_ISSUER',
      message: 'OIDC_ISSUER and OIDC_CLIENT_ID go together: set both or neither',
    });
  }
  if ((env.OIDC_ALLOWED_DOMAINS === undefined) !== (env.OIDC_DEFAULT_ROLE === undefined)) {
    problems.push({
      variable: env.OIDC_ALLOWED_DOMAINS ? 'OIDC_DEFAULT_ROLE' : 'OIDC_ALLOWED_DOMAINS',
      message: 'OIDC_ALLOWED_DOMAINS and OIDC_DEFAULT_ROLE go together: set both to let single sign-on create accounts, or neither',
    });
  }
  if (!env.PASSWORD_LOGIN && !env.OIDC_ISSUER) {
    problems.push({ variable: 'PASSWORD_LOGIN', message: 'false needs OIDC_ISSUER: staff would have no way to sign in' });
  }
  if (env.WEBAUTHN_RP_ID) {
    const host = siteHost(env);
    if (host !== env.WEBAUTHN_RP_ID && !host.endsWith(`.${env.WEBAUTHN_RP_ID}`)) {
      problems.push({ variable: 'WEBAUTHN_RP_ID', message: `must be the site's host name (${host}) or a parent domain of it` });
    }
  }
  return problems;
}

const siteHost = (env: Pick<Env, 'SITE_URL' | 'PORT'>) => new URL(env.SITE_URL ?? `http://localhost:${env.PORT}`).hostname;

function isHostPort(entry: string): boolean {
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+):(\d{1,5})$/.exec(entry);
  return !!match && Number(match[2]) >= 1 && Number(match[2]) <= 65535;
}

export interface Config extends Env {
  /** Absolute path of DATA_DIR. */
  dataDir: string;
  /** Absolute path of the web build (BUILD_DIR). */
  buildDir: string;
  /** Origin used in canonical links, sitemaps and feeds. */
  siteUrl: string;
  corsOrigins: string[];
  /** Set when STORAGE_DRIVER=cloudinary. */
  cloudinary?: CloudinarySettings;
  mail: MailSettings;
  /** Passkeys' relying party: WEBAUTHN_RP_ID and WEBAUTHN_RP_NAME, or SITE_URL's host name for both. */
  webauthn: { rpId: string; rpName: string };
}

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}\nSee .env.example for every variable.`);
    this.name = 'EnvError';
  }
}

/** Parses the environment once; every failing variable is listed in one message. */
export function parseEnv(input: Record<string, string | undefined>, cwd = process.cwd()): Config {
  // Empty strings mean "unset", as in most .env files.
  const cleaned = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined && v !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    throw new EnvError(result.error.issues.map((i) => `${i.path.join('.') || 'environment'}: ${i.message}`));
  }
  const env = result.data;
  const siteUrl = env.SITE_URL ?? `http://localhost:${env.PORT}`;
  return {
    ...env,
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      notify: env.NOTIFY_EMAIL,
      // Never for a quarantined lead: the notification job is queued only for leads let through.
      autoReply: env.AUTO_REPLY ?? env.SMTP_URL !== undefined,
      // The acknowledgment and the thank-you promise a reply within the escalation deadline.
      responseMinutes: env.LEAD_RESPONSE_MINUTES,
      siteUrl,
      newsletterPerMinute: env.NEWSLETTER_PER_MINUTE,
      ...(env.INBOUND_ADDRESS ? { inboundAddress: env.INBOUND_ADDRESS } : {}),
      ...(env.DKIM_DOMAIN && env.DKIM_SELECTOR && env.DKIM_PRIVATE_KEY
        ? { dkim: { domainName: env.DKIM_DOMAIN, keySelector: env.DKIM_SELECTOR, privateKey: dkimPem(env.DKIM_PRIVATE_KEY) } }
        : {}),
    },
    dataDir: path.resolve(cwd, env.DATA_DIR),
    buildDir: path.resolve(cwd, env.BUILD_DIR),
    siteUrl,
    corsOrigins: env.CORS_ORIGINS ?? [],
    webauthn: { rpId: env.WEBAUTHN_RP_ID ?? siteHost(env), rpName: env.WEBAUTHN_RP_NAME ?? siteHost(env) },
    ...(env.STORAGE_DRIVER === 'cloudinary' ? { cloudinary: resolveCloudinarySettings(env) ?? undefined } : {}),
  };
}

/** For a command's start: the parsed environment, or its problems on stderr and exit code 1. */
export function parseEnvOrExit(input: Record<string, string | undefined>): Config {
  try {
    return parseEnv(input);
  } catch (err) {
    if (err instanceof EnvError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}
