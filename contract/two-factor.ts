import { z } from 'zod';
import { isoDate, storable } from './common';
import { createUserBody, loginResponse, publicUserSchema } from './users';

/** A sign-in whose password was right and whose second factor is still to come. */
const challenge = z
  .string({ message: 'The sign-in has expired. Please sign in again.' })
  .min(1, 'The sign-in has expired. Please sign in again.')
  .max(200, 'The sign-in has expired. Please sign in again.');

export const CODE_MESSAGE = 'Enter the 6-digit code from your authenticator app';
/** Six digits; spaces people type between the groups are dropped. */
export const totpCode = z
  .string({ message: CODE_MESSAGE })
  .max(20, CODE_MESSAGE)
  .transform((v) => v.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, CODE_MESSAGE));
export const recoveryCode = storable().trim().min(1, 'Enter one of your recovery codes').max(100, 'That is not a recovery code');

/** The ways an account answers the second step: a code from its app, one of its passkeys (decision 060). */
export const SECOND_FACTOR_METHODS = ['code', 'passkey'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];
/** POST /api/auth/login when the account has a second factor: no session yet, ask for a code (or a passkey). */
export const twoFactorChallengeResponse = z.object({
  twoFactorRequired: z.literal(true),
  challenge: z.string(),
  methods: z.array(z.enum(SECOND_FACTOR_METHODS)).optional(),
});
/** POST /api/auth/login when admins require a second factor and the account has none: set one up first. */
export const twoFactorEnrolmentResponse = z.object({ twoFactorEnrolmentRequired: z.literal(true), challenge: z.string() });
/** Every 200 of POST /api/auth/login: SPEC's answer for accounts without a second factor. */
export const loginAnswer = z.union([loginResponse, twoFactorChallengeResponse, twoFactorEnrolmentResponse]);
export type LoginAnswer = z.infer<typeof loginAnswer>;

/** POST /api/auth/login/two-factor: a code, or one of the recovery codes. */
export const twoFactorLoginBody = z.object({ challenge, code: totpCode.optional(), recoveryCode: recoveryCode.optional() }).superRefine((v, ctx) => {
  if (v.code === undefined && v.recoveryCode === undefined) ctx.addIssue({ code: 'custom', path: ['code'], message: CODE_MESSAGE });
});
export type TwoFactorLoginBody = z.input<typeof twoFactorLoginBody>;

export const challengeBody = z.object({ challenge });
export const enrolAtLoginBody = z.object({ challenge, code: totpCode });
export type EnrolAtLoginBody = z.input<typeof enrolAtLoginBody>;

/** What an authenticator app needs: shown once, while enrolment waits for its first code. */
export const twoFactorSetupResponse = z.object({ secret: z.string(), otpauthUrl: z.string(), qrDataUrl: z.string() });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupResponse>;

export const confirmTwoFactorBody = z.object({ code: totpCode });
export type ConfirmTwoFactorBody = z.input<typeof confirmTwoFactorBody>;
/** The ten recovery codes, shown this once (the server keeps only their hashes). */
export const recoveryCodesResponse = z.object({ message: z.string(), recoveryCodes: z.array(z.string()) });
export const enrolAtLoginResponse = loginResponse.extend({ recoveryCodes: z.array(z.string()) });

/** Turning the second factor off takes the password or a current code. */
export const disableTwoFactorBody = z.object({ password: z.string().max(512).optional(), code: totpCode.optional() }).superRefine((v, ctx) => {
  if (!v.password && v.code === undefined)
    ctx.addIssue({ code: 'custom', path: ['password'], message: 'Enter your password or a code from your app' });
});
export type DisableTwoFactorBody = z.input<typeof disableTwoFactorBody>;

export const twoFactorStatusResponse = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  /** Admins require a second factor of every staff member. */
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusResponse>;

export const securitySettingsSchema = z.object({ requireTwoFactor: z.boolean({ message: 'requireTwoFactor must be true or false' }) });
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;

/** An admin creates an account without a password: the person chooses it from an emailed link. */
export const inviteUserBody = createUserBody.omit({ password: true });
export type InviteUserBody = z.input<typeof inviteUserBody>;
export const INVITATION_SENT_MESSAGE = 'Invitation sent';

/**
 * A row of the staff list: SPEC's user, whether the invitation is still open, whether 2FA is on, its
 * passkeys and single sign-on, the last sign-in, and whether it is still invited (no password and
 * never signed in: an account made by single sign-on is active).
 */
export const staffUserSchema = publicUserSchema.extend({
  invited: z.boolean(),
  twoFactor: z.boolean(),
  passkeys: z.number().int(),
  sso: z.boolean(),
  lastSignInAt: isoDate.nullable(),
  status: z.enum(['invited', 'active']),
});
export type StaffUser = z.infer<typeof staffUserSchema>;
/** PATCH /api/admin/users/{id}. */
export const updateUserResponse = z.object({ message: z.string(), user: staffUserSchema });
export const staffUserListSchema = z.array(staffUserSchema);
