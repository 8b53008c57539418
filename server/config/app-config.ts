import type { Config } from './env';

/** The part of the environment's settings that the API app itself reads (buildApp and its routes). */
export type AppConfig = Pick<
  Config,
  | 'siteUrl'
  | 'corsOrigins'
  | 'API_ORIGIN'
  | 'TRUST_PROXY'
  | 'SESSION_TTL_HOURS'
  | 'SESSION_IDLE_HOURS'
  | 'RATE_LIMIT_ENABLED'
  | 'RATE_LIMIT_FORMS_MAX'
  | 'RATE_LIMIT_FORMS_WINDOW_MINUTES'
  | 'RATE_LIMIT_READS_PER_MINUTE'
  | 'LOGIN_MAX_FAILURES'
  | 'LOGIN_WINDOW_MINUTES'
  | 'TWO_FACTOR_KEY'
  | 'SPAM_MIN_FILL_SECONDS'
  | 'SPAM_SCORE_THRESHOLD'
  | 'TZ'
  | 'LEAD_RESPONSE_MINUTES'
  | 'CURRENCY'
  | 'REAUTH_MINUTES'
  | 'OIDC_ISSUER'
  | 'OIDC_CLIENT_ID'
  | 'OIDC_CLIENT_SECRET'
  | 'OIDC_LABEL'
  | 'OIDC_ALLOWED_DOMAINS'
  | 'OIDC_DEFAULT_ROLE'
  | 'OIDC_TRUST_MFA'
  | 'PASSWORD_LOGIN'
  | 'webauthn'
> &
  // Optional so test apps need not name them; absent = the env defaults (10 s, no private hosts, analytics on, no beacon, 500 values a day, every request logged).
  Partial<
    Pick<
      Config,
      | 'IMAGE_FETCH_TIMEOUT_MS'
      | 'IMAGE_FETCH_PRIVATE_HOSTS'
      | 'WEBHOOK_ALLOW_PRIVATE'
      | 'CALDAV_ALLOW_PRIVATE'
      | 'METRICS_TOKEN'
      | 'INBOUND_TOKEN'
      | 'IMAP_URL'
      | 'IMAP_POLL_SECONDS'
      | 'ANALYTICS'
      | 'ANALYTICS_BEACON'
      | 'ANALYTICS_MAX_VALUES_PER_DAY'
      | 'ACCESS_LOG'
    >
  >;
