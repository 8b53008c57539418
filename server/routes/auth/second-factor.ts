import type { SecondFactorMethod, TwoFactorSetup } from '@contract/two-factor';
import type { Repositories } from '../../repositories/index';
import type { UserRow } from '../../repositories/row-types';
import { BadRequestError, ConflictError, TooManyRequestsError } from '../../lib/errors';
import type { SecretBox } from '../../lib/secret-box';
import { newRecoveryCodes, newTotpSecret, totpEnrolment, verifyTotp } from '../../lib/totp';
import type { LoginClient, LoginThrottle } from '../../repositories/login-throttle';

export const WRONG_CODE_MESSAGE = 'That code is not right. Check the time on your phone and try again.';
export const REUSED_CODE_MESSAGE = 'That code was already used. Wait for the next one in your app.';
export const WRONG_RECOVERY_CODE_MESSAGE = 'That recovery code is not right, or it was already used.';
export const ALREADY_ENABLED_MESSAGE = 'Two-factor sign-in is already on. Turn it off first to set up another app.';

/**
 * A refused code: 400 naming the field, so the form puts the message under it. Not 401, which
 * the web app reads as "your session has ended" on the signed-in screens.
 */
export const codeRefused = (field: 'code' | 'recoveryCode' | 'password', message: string) => new BadRequestError(message, [{ field, message }]);

interface SecondFactorOptions {
  repos: Repositories;
  box: SecretBox;
  throttle: LoginThrottle;
  /** The name authenticator apps show above the codes. */
  issuer: string;
}

/** TOTP enrolment and checks, shared by the sign-in steps and the account's security screen. */
export function createSecondFactor({ repos, box, throttle, issuer }: SecondFactorOptions) {
  const repo = repos.twoFactor;
  const settings = repos.settings;
  const passkeys = repos.passkeys;

  /** 'ok', or why the code was refused. A code is good once: its time step is then spent. */
  async function checkCode(userId: string, code: string, want: 'enabled' | 'pending'): Promise<'ok' | 'wrong' | 'reused'> {
    const row = await repo.find(userId);
    if (!row || Boolean(row.enabledAt) !== (want === 'enabled')) return 'wrong';
    const secret = box.open(row.secret);
    if (!secret) return 'wrong'; // sealed under another TWO_FACTOR_KEY: only recovery codes or an admin's reset help
    const step = await verifyTotp(secret, code, row.lastTimeStep);
    if (step === null) return (await verifyTotp(secret, code, 0)) === null ? 'wrong' : 'reused';
    return (await repo.useTimeStep(userId, step)) ? 'ok' : 'reused';
  }

  return {
    repo,
    settings,

    /**
     * A code when the app is on. Otherwise, when admins require a second factor: a passkey if the
     * account has one (decision 060), else setting up an app. Without the rule, passkeys stay a
     * way to sign in of their own and the password alone still signs in.
     */
    async stepFor(user: UserRow): Promise<'none' | 'verify' | 'enrol'> {
      if (await repo.isEnabled(user.id)) return 'verify';
      if (!(await settings.requireTwoFactor())) return 'none';
      return (await passkeys.countFor(user.id)) > 0 ? 'verify' : 'enrol';
    },

    /** How the account can answer the 'verify' step: its app's codes, its passkeys. */
    async methodsFor(user: UserRow): Promise<SecondFactorMethod[]> {
      const [code, keys] = await Promise.all([repo.isEnabled(user.id), passkeys.countFor(user.id)]);
      return [...(code ? (['code'] as const) : []), ...(keys > 0 ? (['passkey'] as const) : [])];
    },

    /** A new secret waiting for its first code; what the app needs to add it. */
    async setup(user: UserRow): Promise<TwoFactorSetup> {
      const secret = newTotpSecret();
      if (!(await repo.beginEnrolment(user.id, box.seal(secret)))) throw new ConflictError(ALREADY_ENABLED_MESSAGE);
      return totpEnrolment(secret, issuer, user.email);
    },

    /** The first code confirms enrolment; answers the ten recovery codes (kept only as hashes). */
    async confirm(userId: string, code: string): Promise<string[]> {
      const outcome = await checkCode(userId, code, 'pending');
      if (outcome !== 'ok') throw codeRefused('code', outcome === 'reused' ? REUSED_CODE_MESSAGE : WRONG_CODE_MESSAGE);
      const codes = newRecoveryCodes();
      await repos.transaction(async (tx, inTx) => inTx.twoFactor.enable(userId, codes));
      return codes;
    },

    /** A code of the enabled authenticator, or one recovery code; throws the refusal. */
    async verify(userId: string, proof: { code?: string; recoveryCode?: string }): Promise<void> {
      if (proof.code !== undefined) {
        const outcome = await checkCode(userId, proof.code, 'enabled');
        if (outcome !== 'ok') throw codeRefused('code', outcome === 'reused' ? REUSED_CODE_MESSAGE : WRONG_CODE_MESSAGE);
        return;
      }
      if (!proof.recoveryCode || !(await repo.useRecoveryCode(userId, proof.recoveryCode)))
        throw codeRefused('recoveryCode', WRONG_RECOVERY_CODE_MESSAGE);
    },

    /**
     * Runs a check under the login throttle (counted first, as passwords are): a refusal counts
     * as a failure, a success takes its attempt back.
     */
    async throttled<T>(client: LoginClient, check: () => Promise<T>): Promise<T> {
      const attempt = await throttle.begin(client);
      if (!attempt.allowed) {
        throw new TooManyRequestsError(
          `Too many wrong codes. Please wait ${throttle.windowMinutes} minutes and try again.`,
          attempt.retryAfterSeconds,
        );
      }
      const result = await check();
      await throttle.succeeded(attempt);
      return result;
    },
  };
}
export type SecondFactor = ReturnType<typeof createSecondFactor>;
