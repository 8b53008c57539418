import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { z } from 'zod';
import { PASSKEY_REFUSED_MESSAGE, type PasskeyOptions } from '@contract/passkeys';
import type { AuthFlowKind, AuthFlowRow, PasskeyRow, UserRow } from '../../repositories/row-types';
import { BadRequestError } from '../../lib/errors';
import type { WebAuthnParty } from '../../lib/webauthn';
import type { AuthFlowsRepository } from '../../repositories/auth-flows';
import type { NewPasskey, PasskeysRepository } from '../../repositories/passkeys';

/** A ceremony's challenge lives 5 minutes and answers once (decision 060). */
export const FLOW_TTL_SECONDS = 300;
/** Loaded at the first passkey ceremony, not at start: about 20 MB few processes ever use (decision 105). */
const webauthn = () => import('@simplewebauthn/server');
const FLOW_EXPIRED = 'The passkey request has expired. Please try again.';

const flowData = z.object({ challenge: z.string(), loginChallengeId: z.string().optional() });
export type FlowData = z.infer<typeof flowData>;

export const flowExpired = () => new BadRequestError(FLOW_EXPIRED, [{ field: 'flow', message: FLOW_EXPIRED }]);
/** Why an assertion was refused: the audit log's reason; the caller answers one message for all. */
export class PasskeyRefused extends Error {
  constructor(
    readonly reason: 'unknown credential' | 'wrong user' | 'not verified' | 'counter went back' | 'used concurrently',
    readonly user?: UserRow,
    readonly passkey?: PasskeyRow,
  ) {
    super(PASSKEY_REFUSED_MESSAGE);
  }
}

/**
 * An assertion checked: a known credential, its user handle the account's, signed over this
 * challenge by this site's origin with the user verified, and a counter that went up (a
 * counter that does not is a cloned authenticator's signal). Records the use.
 */
export async function assertPasskey(
  party: WebAuthnParty,
  passkeys: PasskeysRepository,
  data: FlowData,
  response: AuthenticationResponseJSON,
): Promise<{ user: UserRow; passkey: PasskeyRow }> {
  const found = await passkeys.findByCredential(response.id);
  if (!found) throw new PasskeyRefused('unknown credential');
  const { user, passkey } = found;
  const handle = response.response.userHandle;
  if (handle !== undefined && handle !== user.webauthnUserId) throw new PasskeyRefused('wrong user', user, passkey);
  const { verifyAuthenticationResponse } = await webauthn();
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: data.challenge,
    expectedOrigin: party.origins,
    expectedRPID: party.rpID,
    // Stored counter checked below, after the signature: only a genuine assertion can report a clone.
    credential: { id: passkey.credentialId, publicKey: new Uint8Array(passkey.publicKey), counter: 0, transports: passkey.transports },
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified) throw new PasskeyRefused('not verified', user, passkey);
  const { newCounter } = verification.authenticationInfo;
  if ((newCounter > 0 || passkey.counter > 0) && newCounter <= passkey.counter) throw new PasskeyRefused('counter went back', user, passkey);
  if (!(await passkeys.recordUse(passkey.id, passkey.counter, newCounter))) throw new PasskeyRefused('used concurrently', user, passkey);
  return { user, passkey };
}

interface CeremonyOptions {
  party: WebAuthnParty;
  passkeys: PasskeysRepository;
  flows: AuthFlowsRepository;
}

/** The WebAuthn ceremonies (SimpleWebAuthn 14) over the passkeys table and one-time flows. */
export function createPasskeyCeremony({ party, passkeys, flows }: CeremonyOptions) {
  async function consume(token: string, kind: AuthFlowKind): Promise<{ row: AuthFlowRow; data: FlowData }> {
    const row = await flows.consume(token, kind);
    const data = row ? flowData.safeParse(row.data) : undefined;
    if (!row || !data?.success) throw flowExpired();
    return { row, data: data.data };
  }

  return {
    party,

    /** Options for navigator.credentials.create(): a discoverable, user-verified credential, none of the account's own again. */
    async registrationOptions(user: UserRow, sessionId: string): Promise<PasskeyOptions> {
      const handle = await passkeys.userHandle(user.id);
      const own = await passkeys.listFor(user.id);
      const { generateRegistrationOptions } = await webauthn();
      const { isoBase64URL } = await import('@simplewebauthn/server/helpers');
      const options = await generateRegistrationOptions({
        rpName: party.rpName,
        rpID: party.rpID,
        userName: user.email,
        userID: isoBase64URL.toBuffer(handle),
        userDisplayName: user.name,
        attestationType: 'none',
        excludeCredentials: own.map((p) => ({ id: p.credentialId, transports: p.transports })),
        authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
      });
      const flow = await flows.create('passkey-register', {
        userId: user.id,
        sessionId,
        data: { challenge: options.challenge },
        ttlSeconds: FLOW_TTL_SECONDS,
      });
      return { flow, options: { ...options } };
    },

    /** The new credential, checked against its flow (same account, same session); what to store, or the refusal. */
    async verifyRegistration(user: UserRow, sessionId: string, token: string, response: RegistrationResponseJSON): Promise<Omit<NewPasskey, 'name'>> {
      const { row, data } = await consume(token, 'passkey-register');
      if (row.userId !== user.id || row.sessionId !== sessionId) throw flowExpired();
      const { verifyRegistrationResponse } = await webauthn();
      const verification = await verifyRegistrationResponse({
        response,
        expectedChallenge: data.challenge,
        expectedOrigin: party.origins,
        expectedRPID: party.rpID,
        requireUserVerification: true,
      }).catch(() => null);
      if (!verification?.verified) throw new BadRequestError(PASSKEY_REFUSED_MESSAGE, [{ field: 'response', message: PASSKEY_REFUSED_MESSAGE }]);
      const info = verification.registrationInfo;
      return {
        userId: user.id,
        credentialId: info.credential.id,
        publicKey: info.credential.publicKey,
        counter: info.credential.counter,
        transports: info.credential.transports ?? [],
        deviceType: info.credentialDeviceType,
        backedUp: info.credentialBackedUp,
        aaguid: info.aaguid,
      };
    },

    /**
     * Options for navigator.credentials.get(). Without an account: discoverable (the
     * authenticator offers its passkeys for this site). With one: only that account's.
     */
    async loginOptions(
      kind: 'passkey-login' | 'passkey-reauth',
      bound: { userId?: string; sessionId?: string; loginChallengeId?: string },
    ): Promise<PasskeyOptions> {
      const own = bound.userId ? await passkeys.listFor(bound.userId) : [];
      const { generateAuthenticationOptions } = await webauthn();
      const options = await generateAuthenticationOptions({
        rpID: party.rpID,
        allowCredentials: own.map((p) => ({ id: p.credentialId, transports: p.transports })),
        userVerification: 'required',
      });
      const data: FlowData = { challenge: options.challenge, ...(bound.loginChallengeId ? { loginChallengeId: bound.loginChallengeId } : {}) };
      const flow = await flows.create(kind, { userId: bound.userId, sessionId: bound.sessionId, data, ttlSeconds: FLOW_TTL_SECONDS });
      return { flow, options: { ...options } };
    },

    /** The flow of an assertion, spent (a replay finds it gone). */
    consume,

    /** An assertion checked and its use recorded (see assertPasskey). */
    assert: (data: FlowData, response: AuthenticationResponseJSON) => assertPasskey(party, passkeys, data, response),
  };
}
export type PasskeyCeremony = ReturnType<typeof createPasskeyCeremony>;
