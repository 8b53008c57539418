import './zod-config';
import { z } from 'zod';

/** Why a single sign-on did not sign anyone in: the callback sends the browser to /auth/login?sso=<code>. */
export const SSO_REFUSALS = ['denied', 'failed', 'expired', 'unverified', 'no-account', 'link-required'] as const;
export type SsoRefusal = (typeof SSO_REFUSALS)[number];

/** The sign-in page's text for each refusal; `email` is the address the provider gave, when there was one. */
export function ssoRefusalMessage(code: SsoRefusal, email = ''): string {
  switch (code) {
    case 'denied':
      return 'The sign-in was cancelled at your provider.';
    case 'expired':
      return 'That sign-in took too long or was started in another browser. Please try again.';
    case 'unverified':
      return 'Your provider did not confirm this email address, so it cannot sign you in here.';
    case 'no-account':
      return `No staff account uses ${email || 'that address'}. Ask an administrator to invite you.`;
    case 'link-required':
      return `A staff account already uses ${email || 'that address'}, and single sign-on does not take it over by email. Sign in with your password (or passkey), then link single sign-on on your Security page.`;
    case 'failed':
      return 'Single sign-on did not work. Please try again.';
  }
}

/** How a link started from the Security page ended: the callback sends the browser to the page with ?sso=<code>. */
export const SSO_LINK_OUTCOMES = ['linked', 'link-taken', 'link-failed'] as const;
export type SsoLinkOutcome = (typeof SSO_LINK_OUTCOMES)[number];

export function ssoLinkMessage(code: SsoLinkOutcome): string {
  switch (code) {
    case 'linked':
      return 'Single sign-on is linked: you can sign in with your provider from now on.';
    case 'link-taken':
      return 'That provider account is already linked to another staff account here.';
    case 'link-failed':
      return 'Single sign-on was not linked: the link was started in another session. Please try again.';
  }
}

export const isSsoLinkOutcome = (v: string | null): v is SsoLinkOutcome => (SSO_LINK_OUTCOMES as readonly string[]).includes(v ?? '');

export const isSsoRefusal = (v: string | null): v is SsoRefusal => (SSO_REFUSALS as readonly string[]).includes(v ?? '');

/**
 * GET /api/auth/oidc/start: where to land afterwards (a local path) and why ('reauth' proves it is you
 * again; 'link' links the provider account to the signed-in one, from the Security page).
 */
export const oidcStartQuery = z.object({
  next: z.string().max(2000).optional(),
  purpose: z.enum(['signin', 'reauth', 'link']).default('signin'),
});

/** Where the Security page is: a link started there comes back to it. */
export const SSO_LINK_PAGE = '/account/security';

/** GET /api/auth/oidc/callback: what the provider sends back (the library reads the full URL itself). */
export const oidcCallbackQuery = z.looseObject({
  code: z.string().max(4000).optional(),
  state: z.string().max(4000).optional(),
  error: z.string().max(200).optional(),
});

/** How staff can sign in here; the sign-in page shows the matching buttons. */
export const authMethodsResponse = z.object({
  /** false: only administrators may use a password (break-glass), everyone else uses SSO or a passkey. */
  password: z.boolean(),
  oidc: z.object({ label: z.string(), startUrl: z.string() }).nullable(),
  passkeys: z.boolean(),
});
export type AuthMethods = z.infer<typeof authMethodsResponse>;

export const OIDC_START_PATH = '/api/auth/oidc/start';
export const OIDC_CALLBACK_PATH = '/api/auth/oidc/callback';
export const OIDC_UNREACHABLE_MESSAGE = 'The sign-in provider cannot be reached. Please try again in a minute.';
/** PASSWORD_LOGIN=false: the refusal a non-administrator's password sign-in gets. */
export const passwordLoginOffMessage = (label: string) => `Passwords are not used here. ${label}.`;
