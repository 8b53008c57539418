import { z } from 'zod';
import { isoDate, storable } from './common';
import { recoveryCode, totpCode } from './two-factor';

export const REAUTH_MESSAGE = 'Confirm it is you to continue';
export const REAUTH_CONFIRMED_MESSAGE = 'Confirmed';
export const WRONG_REAUTH_PASSWORD_MESSAGE = 'That password is not right.';
const ONE_PROOF_MESSAGE = 'Enter your password or a code from your app';

/** The ways this account can confirm it is the person (decision 058). */
export const REAUTH_METHODS = ['password', 'code', 'passkey', 'oidc'] as const;
export type ReauthMethod = (typeof REAUTH_METHODS)[number];

/** A passkey answer to the options of POST /api/auth/passkeys/login/options with purpose 'reauth'. */
const passkeyProof = z.object({ flow: storable().min(1).max(200), response: z.record(z.string(), z.unknown()) });

/**
 * POST /api/auth/reauth: exactly one proof. The password is not trimmed or otherwise changed: it is
 * checked as typed.
 */
export const reauthBody = z
  .object({
    password: z.string().max(1000).optional(),
    code: totpCode.optional(),
    recoveryCode: recoveryCode.optional(),
    passkey: passkeyProof.optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    const given = [v.password, v.code, v.recoveryCode, v.passkey].filter((x) => x !== undefined).length;
    if (given === 0) ctx.addIssue({ code: 'custom', path: ['password'], message: ONE_PROOF_MESSAGE });
    if (given > 1) ctx.addIssue({ code: 'custom', path: ['password'], message: 'Send one proof: a password, a code, a recovery code or a passkey' });
    if (v.password === '') ctx.addIssue({ code: 'custom', path: ['password'], message: 'Enter your password' });
  });
export type ReauthBody = z.infer<typeof reauthBody>;

export const reauthResponse = z.object({ message: z.string(), freshUntil: isoDate });
export type ReauthResponse = z.infer<typeof reauthResponse>;

/** GET /api/auth/reauth: whether a sensitive action would go through now, and how the person can confirm. */
export const reauthStatusResponse = z.object({
  fresh: z.boolean(),
  freshUntil: isoDate.nullable(),
  methods: z.array(z.enum(REAUTH_METHODS)),
});
export type ReauthStatus = z.infer<typeof reauthStatusResponse>;
