import { z } from 'zod';
import { inviteUserBody } from '@contract/two-factor';
import { createUserBody, updateUserBody } from '@contract/users';

/**
 * What the users screen submits (JSON): create, invite, edit or delete a user (with who takes over
 * its leads and posts); its second factor, invitation and sessions; the staff-wide 2FA rule.
 */
export const userChange = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('create'), user: createUserBody }),
  z.object({ intent: z.literal('invite'), user: inviteUserBody }),
  z.object({ intent: z.literal('update'), id: z.string().min(1), user: updateUserBody }),
  z.object({ intent: z.literal('delete'), id: z.string().min(1), leadsTo: z.string().optional(), postsTo: z.string().optional() }),
  z.object({ intent: z.literal('reset-two-factor'), id: z.string().min(1) }),
  z.object({ intent: z.literal('sign-out-everywhere'), id: z.string().min(1) }),
  z.object({ intent: z.literal('resend-invitation'), id: z.string().min(1) }),
  z.object({ intent: z.literal('require-two-factor'), on: z.boolean() }),
]);
export type UserChange = z.input<typeof userChange>;
export type UserChangeIntent = UserChange['intent'];

/** `reauth`: the API asked for a fresh password or code first (the screen asks in place, then sends again). */
export type UserChangeResult =
  { intent: UserChangeIntent; ok: true } | { intent: UserChangeIntent; ok: false; error: string; reauth?: true; field?: string };

/** The create dialog's values: SPEC's fields, and whether to set a password or send an invitation. */
export const createUserForm = z.discriminatedUnion('mode', [
  createUserBody.extend({ mode: z.literal('password') }),
  inviteUserBody.extend({ mode: z.literal('invite'), password: z.string().optional() }),
]);
