import type { FastifyBaseLogger } from 'fastify';
import * as client from 'openid-client';
import { OIDC_CALLBACK_PATH, OIDC_UNREACHABLE_MESSAGE } from '@contract/oidc';
import type { Role } from '@contract/choices';
import type { AppConfig } from '../config/app-config';
import { ServiceUnavailableError } from './errors';

/** Single sign-on as the environment sets it (plan §5.1); null when OIDC_ISSUER is unset. */
export interface OidcSettings {
  issuer: URL;
  clientId: string;
  /** Unset: a public client, PKCE alone. */
  clientSecret: string | undefined;
  label: string;
  /** Registered at the provider: {API_ORIGIN or SITE_URL}/api/auth/oidc/callback. */
  redirectUri: string;
  /** New accounts only for these email domains, with this role; both set or neither. */
  allowedDomains: string[];
  defaultRole: Role | undefined;
  /** false: the site's own second factor is asked after SSO too. */
  trustMfa: boolean;
}

export function oidcSettings(config: AppConfig): OidcSettings | null {
  if (!config.OIDC_ISSUER || !config.OIDC_CLIENT_ID) return null;
  return {
    issuer: new URL(config.OIDC_ISSUER),
    clientId: config.OIDC_CLIENT_ID,
    clientSecret: config.OIDC_CLIENT_SECRET,
    label: config.OIDC_LABEL ?? 'Sign in with single sign-on',
    redirectUri: `${config.API_ORIGIN ?? config.siteUrl}${OIDC_CALLBACK_PATH}`,
    allowedDomains: config.OIDC_ALLOWED_DOMAINS ?? [],
    defaultRole: config.OIDC_DEFAULT_ROLE,
    trustMfa: config.OIDC_TRUST_MFA ?? false,
  };
}

/** http is allowed for these hosts only: a provider on the same machine, for tests. */
export function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || hostname === '::1' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

/** How long one call to the provider (discovery, token, userinfo) may take. */
const PROVIDER_TIMEOUT_SECONDS = 10;

/**
 * The provider's configuration, discovered from the issuer URL on first use and kept. A failed
 * discovery is not kept: the next sign-in tries again (the provider may have been down a minute).
 */
export function createOidcClient(settings: OidcSettings) {
  let discovered: Promise<client.Configuration> | null = null;
  const insecure = settings.issuer.protocol === 'http:' && isLoopbackHost(settings.issuer.hostname);

  async function discover(): Promise<client.Configuration> {
    const config = await client.discovery(
      settings.issuer,
      settings.clientId,
      settings.clientSecret,
      settings.clientSecret ? undefined : client.None(),
      { execute: insecure ? [client.allowInsecureRequests] : [], timeout: PROVIDER_TIMEOUT_SECONDS },
    );
    config.timeout = PROVIDER_TIMEOUT_SECONDS;
    return config;
  }

  return {
    settings,
    async configuration(log: FastifyBaseLogger): Promise<client.Configuration> {
      discovered ??= discover();
      try {
        return await discovered;
      } catch (err) {
        discovered = null;
        log.warn({ err, issuer: settings.issuer.href }, 'OIDC discovery failed');
        throw new ServiceUnavailableError(OIDC_UNREACHABLE_MESSAGE, 30);
      }
    },
  };
}
export type OidcClient = ReturnType<typeof createOidcClient>;

/** A re-authentication asks the provider to check the person again, not reuse its own session. */
export const REAUTH_MAX_AGE_SECONDS = 300;
export const REAUTH_PARAMS = { prompt: 'login', max_age: String(REAUTH_MAX_AGE_SECONDS) };

/** Where to send the browser, and the one-time values the callback must find again (PKCE S256, state, nonce). */
export async function authorizationRequest(
  config: client.Configuration,
  redirectUri: string,
  extra: Record<string, string> = {},
): Promise<{ url: URL; checks: { verifier: string; state: string; nonce: string } }> {
  const checks = { verifier: client.randomPKCECodeVerifier(), state: client.randomState(), nonce: client.randomNonce() };
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    code_challenge: await client.calculatePKCECodeChallenge(checks.verifier),
    code_challenge_method: 'S256',
    state: checks.state,
    nonce: checks.nonce,
    ...extra,
  });
  return { url, checks };
}

/** Who the provider says signed in (the email lower-cased; '' when it gave none). */
export interface OidcProfile {
  issuer: string;
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string;
}

/**
 * Trades the callback's code for tokens and reads who signed in. The library checks state, PKCE,
 * the ID token's signature, issuer, audience and nonce; any failure throws.
 */
export async function signedInProfile(
  config: client.Configuration,
  currentUrl: URL,
  checks: { verifier: string; state: string; nonce: string },
  /** Seconds: the ID token's auth_time must be this recent (a re-authentication). */
  maxAge?: number,
): Promise<OidcProfile> {
  const tokens = await client.authorizationCodeGrant(config, currentUrl, {
    pkceCodeVerifier: checks.verifier,
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    idTokenExpected: true,
    ...(maxAge === undefined ? {} : { maxAge }),
  });
  const claims = tokens.claims();
  if (!claims) throw new Error('the provider sent no ID token');
  // Providers put email in the ID token or only in userinfo (oidc-provider's default): ask userinfo.
  const info = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  return {
    issuer: config.serverMetadata().issuer,
    subject: claims.sub,
    email: text(info.email ?? claims.email).toLowerCase(),
    emailVerified: (info.email_verified ?? claims.email_verified) === true,
    name: text(info.name ?? claims.name),
  };
}
