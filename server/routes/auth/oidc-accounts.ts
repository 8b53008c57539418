import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SsoRefusal } from '@contract/oidc';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema/index';
import { isUniqueViolation } from '../../lib/errors';
import type { OidcProfile, OidcSettings } from '../../lib/oidc-client';
import { createOidcIdentitiesRepository } from '../../repositories/oidc-identities';
import { createUsersRepository } from '../../repositories/users';

/**
 * The staff account a provider's identity signs in to (decision 061): the one already linked to
 * (issuer, sub), which survives an email change on either side; else the account with that
 * verified email, which gets linked; else a new account, only when the domain is allowed.
 */
export async function matchOidcAccount(
  db: Db,
  settings: OidcSettings,
  profile: OidcProfile,
  request: FastifyRequest,
  again = true,
): Promise<{ user: UserRow } | { refused: SsoRefusal }> {
  const { issuer, subject, email } = profile;
  const linked = await createOidcIdentitiesRepository(db).userFor(issuer, subject, email);
  if (linked) return { user: linked };
  // An unverified address could be anyone's: it never picks or creates an account.
  if (!email || !profile.emailVerified) return { refused: 'unverified' };

  const domain = email.slice(email.lastIndexOf('@') + 1);
  const mayCreate = settings.defaultRole !== undefined && settings.allowedDomains.includes(domain);
  try {
    return await db.transaction(async (tx) => {
      const users = createUsersRepository(tx);
      const identities = createOidcIdentitiesRepository(tx);
      const existing = await users.findByEmail(email);
      if (existing) {
        await identities.link(issuer, subject, existing.id, email);
        const details = { email, issuer };
        await request.audit(
          { action: 'auth.sso_linked', actorId: existing.id, actorEmail: existing.email, targetType: 'user', targetId: existing.id, details },
          tx,
        );
        return { user: existing };
      }
      if (!mayCreate || !settings.defaultRole) return { refused: 'no-account' as const };
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
  } catch (err) {
    // Two first sign-ins of one person at once: the other made the account; this one tries once more.
    if (again && isUniqueViolation(err)) return matchOidcAccount(db, settings, profile, request, false);
    throw err;
  }
}

/**
 * The provider confirmed who is at the keyboard again (purpose=reauth, prompt=login): the flow's
 * session must be this one and the identity its user's (linked, or the same verified address);
 * then sensitive actions open for REAUTH_MINUTES. Either way, back to where the person was; a
 * refusal leaves the session as it was, and the action asks again.
 */
export async function confirmIdentity(
  request: FastifyRequest,
  reply: FastifyReply,
  { db, sessionId, profile, to }: { db: Db; sessionId: string | null; profile: OidcProfile; to: string },
) {
  const session = request.session;
  const linked = await createOidcIdentitiesRepository(db).userFor(profile.issuer, profile.subject, profile.email);
  const same = linked ? linked.id === session?.user.id : profile.emailVerified && profile.email === session?.user.email;
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
export function ssoReauthMethods(db: Db, configured: boolean) {
  const identities = createOidcIdentitiesRepository(db);
  return async (user: UserRow): Promise<'oidc'[]> => (configured && (await identities.isLinked(user.id)) ? ['oidc'] : []);
}
