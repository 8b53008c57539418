import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SsoLinkOutcome, SsoRefusal } from '@contract/oidc';
import type { Repositories, TxRepositories } from '../../repositories/index';
import type { Tx } from '../../repositories/tx';
import type { UserRow } from '../../repositories/row-types';
import { isUniqueViolation } from '../../lib/errors';
import type { OidcProfile, OidcSettings } from '../../lib/oidc-client';
import type { SecurityNotices } from '../../mail/index';

/**
 * The staff account a provider's identity signs in to (decisions 061, 092): the one already linked
 * to (issuer, sub), which survives an email change on either side; else the account with that
 * verified email — linked only when its domain is in OIDC_ALLOWED_DOMAINS, it is not an
 * administrator's and it has no identity linked yet (a multi-tenant or social provider must not take
 * over an account by its address: the person signs in the usual way and links from the Security
 * page); else a new account, only when the domain is allowed.
 */
export async function matchOidcAccount(
  repos: Repositories,
  settings: OidcSettings,
  profile: OidcProfile,
  request: FastifyRequest,
  notices: SecurityNotices,
  again = true,
): Promise<{ user: UserRow } | { refused: SsoRefusal }> {
  const { issuer, subject, email } = profile;
  const linked = await repos.oidcIdentities.userFor(issuer, subject, email);
  if (linked) return { user: linked };
  // An unverified address could be anyone's: it never picks or creates an account.
  if (!email || !profile.emailVerified) return { refused: 'unverified' };

  const domain = email.slice(email.lastIndexOf('@') + 1);
  const domainAllowed = settings.allowedDomains.includes(domain);
  const mayCreate = settings.defaultRole !== undefined && domainAllowed;
  try {
    const outcome = await repos.transaction(async (tx, inTx): Promise<{ user: UserRow; noticed?: true } | { refused: SsoRefusal }> => {
      const users = inTx.users;
      const identities = inTx.oidcIdentities;
      const existing = await users.findByEmail(email);
      if (existing) {
        if (!domainAllowed || existing.role === 'admin' || (await identities.isLinked(existing.id))) return { refused: 'link-required' };
        await linkIdentity(tx, inTx, request, notices, existing, profile);
        return { user: existing, noticed: true };
      }
      if (!mayCreate || !settings.defaultRole) return { refused: 'no-account' };
      const name = profile.name || email.slice(0, email.lastIndexOf('@'));
      const created = await users.insert({ name, email, passwordHash: null, role: settings.defaultRole });
      await identities.link(issuer, subject, created.id, email);
      const details = { email, role: created.role, via: 'oidc' };
      await request.audit(
        { action: 'user.created', actorId: created.id, actorEmail: created.email, targetType: 'user', targetId: created.id, details },
        tx,
      );
      return { user: created };
    });
    if ('refused' in outcome) return outcome;
    if (outcome.noticed) notices.wake();
    return { user: outcome.user };
  } catch (err) {
    // Two first sign-ins of one person at once: the other made the account; this one tries once more.
    if (again && isUniqueViolation(err)) return matchOidcAccount(repos, settings, profile, request, notices, false);
    throw err;
  }
}

/** Links (issuer, sub) to the account in the caller's transaction, audited, and queues the mail that tells its owner. */
async function linkIdentity(
  tx: Tx,
  inTx: TxRepositories,
  request: FastifyRequest,
  notices: SecurityNotices,
  user: UserRow,
  profile: OidcProfile,
): Promise<void> {
  await inTx.oidcIdentities.link(profile.issuer, profile.subject, user.id, profile.email);
  const details = { email: profile.email, issuer: profile.issuer };
  await request.audit({ action: 'auth.sso_linked', actorId: user.id, actorEmail: user.email, targetType: 'user', targetId: user.id, details }, tx);
  await notices.queue(tx, request, { userId: user.id, kind: 'sso-linked', details: { provider: profile.issuer } });
}

/**
 * A signed-in person links the provider account they just signed in with (purpose=link, from the
 * Security page, after a fresh check of who they are): the flow must belong to this session and the
 * identity to no other account. Back to the Security page with ?sso=linked|link-taken|link-failed.
 */
export async function linkFromProfile(
  request: FastifyRequest,
  reply: FastifyReply,
  {
    repos,
    notices,
    sessionId,
    profile,
    to,
  }: { repos: Repositories; notices: SecurityNotices; sessionId: string | null; profile: OidcProfile; to: string },
) {
  const session = request.session;
  const back = (sso: SsoLinkOutcome) => reply.redirect(`${to}?sso=${sso}`, 302);
  if (!session || session.sessionId !== sessionId) return back('link-failed');
  const user = session.user;
  const outcome = await repos.transaction(async (tx, inTx) => {
    const identities = inTx.oidcIdentities;
    const owner = await identities.userFor(profile.issuer, profile.subject, profile.email);
    if (owner) return owner.id === user.id ? 'linked' : 'link-taken';
    await linkIdentity(tx, inTx, request, notices, user, profile);
    return 'linked';
  });
  if (outcome === 'linked') notices.wake();
  return back(outcome);
}

/**
 * The provider confirmed who is at the keyboard again (purpose=reauth, prompt=login): the flow's
 * session must be this one and the identity the one linked to its user;
 * then sensitive actions open for REAUTH_MINUTES. Either way, back to where the person was; a
 * refusal leaves the session as it was, and the action asks again.
 */
export async function confirmIdentity(
  request: FastifyRequest,
  reply: FastifyReply,
  { repos, sessionId, profile, to }: { repos: Repositories; sessionId: string | null; profile: OidcProfile; to: string },
) {
  const session = request.session;
  const linked = await repos.oidcIdentities.userFor(profile.issuer, profile.subject, profile.email);
  // Only the linked identity counts: an address never stands for an account (decision 092).
  const same = linked !== undefined && linked.id === session?.user.id;
  const targetId = session?.user.id ?? '';
  if (!session || session.sessionId !== sessionId || !same) {
    await request.audit({ action: 'auth.reauth_failed', targetType: 'user', targetId, details: { method: 'oidc', email: profile.email } });
  } else {
    await request.server.sessions.stampReauth(session.sessionId);
    await request.audit({ action: 'auth.reauthenticated', targetType: 'user', targetId, details: { method: 'oidc' } });
  }
  return reply.redirect(to, 302);
}

/** The re-authentication dialog offers the identity provider to accounts that have signed in with it (none when SSO is off). */
export function ssoReauthMethods(repos: Repositories, configured: boolean) {
  const identities = repos.oidcIdentities;
  return async (user: UserRow): Promise<'oidc'[]> => (configured && (await identities.isLinked(user.id)) ? ['oidc'] : []);
}
