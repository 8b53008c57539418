import { z } from 'zod';
import { inviteUserBody } from '@contract/two-factor';
import { createUserBody } from '@contract/users';

/** What the users screen submits (JSON): create, invite or delete a user; its second factor and invitation; the staff-wide 2FA rule. */
export const userChange = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('create'), user: createUserBody }),
  z.object({ intent: z.literal('invite'), user: inviteUserBody }),
  z.object({ intent: z.literal('delete'), id: z.string().min(1) }),
  z.object({ intent: z.literal('reset-two-factor'), id: z.string().min(1) }),
  z.object({ intent: z.literal('resend-invitation'), id: z.string().min(1) }),
  z.object({ intent: z.literal('require-two-factor'), on: z.boolean() }),
]);
export type UserChange = z.input<typeof userChange>;
export type UserChangeIntent = UserChange['intent'];

export type UserChangeResult = { intent: UserChangeIntent; ok: true } | { intent: UserChangeIntent; ok: false; error: string };

/** The create dialog's values: SPEC's fields, and whether to set a password or send an invitation. */
export const createUserForm = z.discriminatedUnion('mode', [
  createUserBody.extend({ mode: z.literal('password') }),
  inviteUserBody.extend({ mode: z.literal('invite'), password: z.string().optional() }),
]);
