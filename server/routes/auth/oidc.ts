import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '@contract/common';
import { OIDC_CALLBACK_PATH, OIDC_START_PATH, SSO_LINK_PAGE, oidcCallbackQuery, oidcStartQuery, type SsoRefusal } from '@contract/oidc';
import { safeNext } from '@contract/safe-next';
import type { Repositories } from '../../repositories/index';
import type { UserRow } from '../../repositories/row-types';
import { NotFoundError } from '../../lib/errors';
import { requireFresh, requireUser } from '../../plugins/app/auth';
import {
  authorizationRequest,
  REAUTH_MAX_AGE_SECONDS,
  REAUTH_PARAMS,
  signedInProfile,
  type OidcClient,
  type OidcProfile,
} from '../../lib/oidc-client';
import type { LoginChallengesRepository } from '../../repositories/login-challenges';
import type { SecurityNotices } from '../../mail/index';
import { confirmIdentity, linkFromProfile, matchOidcAccount } from './oidc-accounts';
import type { SignIn } from './sign-in';

interface OidcRoutesOptions {
  repos: Repositories;
  signIn: SignIn;
  secondStep: (user: UserRow) => Promise<'none' | 'verify' | 'enrol'>;
  challenges: LoginChallengesRepository;
  /** null: OIDC_ISSUER is unset and both routes answer 404. */
  oidc: OidcClient | null;
  /** The web app's origin: where the browser lands after the callback. */
  siteUrl: string;
  /** The mail that tells an account a provider identity was linked to it. */
  notices: SecurityNotices;
}

/** What the start keeps for the callback, found by the flow cookie's token. */
const flowData = z.object({ state: z.string(), nonce: z.string(), verifier: z.string(), next: z.string(), link: z.boolean().optional() });

/** Ten minutes to sign in at the provider. */
const FLOW_TTL_SECONDS = 600;
const FLOW_COOKIE = 'oidc_flow';
const redirectOnly = { 302: z.null().describe('Redirect (Location header)') };

/** Back to the sign-in page with the reason (?sso=), audited; the provider's detail goes to the log only. */
async function refuseSignIn(
  request: FastifyRequest,
  reply: FastifyReply,
  siteUrl: string,
  { reason, email, detail }: { reason: SsoRefusal; email: string; detail: unknown },
) {
  if (detail) request.log.warn({ err: detail }, 'single sign-on refused');
  await request.audit({ action: 'auth.sso_refused', actorId: null, actorEmail: '', targetType: 'user', targetId: '', details: { reason, email } });
  const query = new URLSearchParams({ sso: reason, ...((reason === 'no-account' || reason === 'link-required') && email ? { email } : {}) });
  return reply.redirect(`${siteUrl}/auth/login?${query.toString()}`, 302);
}

/**
 * What a start is for. Re-authentication (decision 058): only for a signed-in caller, bound to this
 * session. Linking (decision 092) adds a way into the account: the same, checked recently, and the
 * provider asks again too.
 */
function startPurpose(request: FastifyRequest, purpose: 'signin' | 'reauth' | 'link'): { reauth: boolean; link: boolean } {
  const link = purpose === 'link';
  const reauth = purpose === 'reauth' || link;
  if (reauth) requireUser(request);
  if (link) requireFresh(request);
  return { reauth, link };
}

/**
 * Single sign-on with the company's OpenID Connect provider (decision 061): authorization code with
 * PKCE (S256), state and nonce, all kept server-side and bound to this browser by the flow cookie.
 */
const oidcRoutes: FastifyPluginAsyncZod<OidcRoutesOptions> = async (app, opts) => {
  const { repos, signIn, secondStep, challenges, oidc, siteUrl, notices } = opts;
  const flows = repos.authFlows;
  const secureSite = app.cookiePolicy.secure;
  // Not __Host-: that prefix needs Path=/, and this cookie is only ever sent to the two OIDC routes.
  const cookieName = secureSite ? `__Secure-${FLOW_COOKIE}` : FLOW_COOKIE;
  // Lax, not Strict: it must ride the provider's top-level redirect back to the callback.
  const cookieFlags = (request: FastifyRequest) =>
    ({ path: '/api/auth/oidc', httpOnly: true, sameSite: 'lax', secure: secureSite || request.protocol === 'https' }) as const;

  function configured(): OidcClient {
    if (!oidc) throw new NotFoundError('Single sign-on is not set up on this site');
    return oidc;
  }

  const refuse = (request: FastifyRequest, reply: FastifyReply, reason: SsoRefusal, email = '', detail?: unknown) =>
    refuseSignIn(request, reply, siteUrl, { reason, email, detail });

  app.get(
    OIDC_START_PATH,
    {
      schema: {
        tags: ['auth'],
        summary:
          "Single sign-on: redirects to the company's identity provider (purpose=reauth: a signed-in caller confirms it is them for a sensitive action; purpose=link: a signed-in caller, recently re-authenticated, links their provider account). 404 when OIDC_ISSUER is unset; 503 when it cannot be reached",
        querystring: oidcStartQuery,
        response: { ...redirectOnly, ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request, reply) => {
      const { settings, configuration } = configured();
      const { reauth, link } = startPurpose(request, request.query.purpose);
      const config = await configuration(request.log);
      const { url, checks } = await authorizationRequest(config, settings.redirectUri, reauth ? REAUTH_PARAMS : {});
      const data = { ...checks, next: link ? SSO_LINK_PAGE : safeNext(request.query.next), ...(link ? { link } : {}) };
      const token = await flows.create(reauth ? 'oidc-reauth' : 'oidc-signin', {
        data,
        ...(reauth && request.session ? { sessionId: request.session.sessionId } : {}),
        ttlSeconds: FLOW_TTL_SECONDS,
      });
      reply.header('cache-control', 'no-store');
      reply.setCookie(cookieName, token, { ...cookieFlags(request), maxAge: FLOW_TTL_SECONDS });
      return reply.redirect(url.href, 302);
    },
  );

  app.get(
    OIDC_CALLBACK_PATH,
    {
      schema: {
        tags: ['auth'],
        summary:
          'Single sign-on: where the provider sends the browser back; signs in (or asks for the second factor) and redirects to the site, or to the sign-in page with ?sso=<reason>',
        querystring: oidcCallbackQuery,
        response: { ...redirectOnly, ...errorResponses(400, 404, 503) },
      },
    },
    async (request, reply) => {
      const { settings, configuration } = configured();
      reply.header('cache-control', 'no-store');
      const token = request.cookies[cookieName];
      reply.clearCookie(cookieName, cookieFlags(request));
      // Single use: a replayed or forged callback finds no flow (another browser's cookie, or none, finds none).
      const flow = token && token.length <= 200 ? ((await flows.consume(token, 'oidc-signin')) ?? (await flows.consume(token, 'oidc-reauth'))) : null;
      const reauth = flow?.kind === 'oidc-reauth';
      const data = flowData.safeParse(flow?.data);
      if (!data.success) return refuse(request, reply, 'expired');
      if (request.query.error) return refuse(request, reply, request.query.error === 'access_denied' ? 'denied' : 'failed', '', request.query.error);
      const config = await configuration(request.log);

      let profile: OidcProfile;
      try {
        const currentUrl = new URL(settings.redirectUri);
        currentUrl.search = new URL(request.url, 'http://callback.invalid').search;
        profile = await signedInProfile(config, currentUrl, data.data, reauth ? REAUTH_MAX_AGE_SECONDS : undefined);
      } catch (err) {
        return refuse(request, reply, 'failed', '', err);
      }

      if (reauth && data.data.link)
        return linkFromProfile(request, reply, { repos, notices, sessionId: flow.sessionId, profile, to: `${siteUrl}${SSO_LINK_PAGE}` });
      if (reauth) return confirmIdentity(request, reply, { repos, sessionId: flow.sessionId, profile, to: `${siteUrl}${data.data.next}` });
      const match = await matchOidcAccount(repos, settings, profile, request, notices);
      if ('refused' in match) return refuse(request, reply, match.refused, profile.email);
      const { user } = match;
      const next = data.data.next;

      const step = settings.trustMfa ? 'none' : await secondStep(user);
      if (step !== 'none') {
        // The sign-in page resumes at the code (or enrolment) step with this challenge.
        const challenge = await challenges.create(user.id, step);
        const query = new URLSearchParams({ second: challenge, step: step === 'verify' ? 'code' : 'enrol', next });
        return reply.redirect(`${siteUrl}/auth/login?${query.toString()}`, 302);
      }
      await signIn.finish(request, reply, user, await signIn.deviceOf(request, user.id), 'oidc');
      return reply.redirect(`${siteUrl}${next}`, 302);
    },
  );
};

export default oidcRoutes;
