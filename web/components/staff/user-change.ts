import { z } from 'zod';
import { createUserBody } from '../../../contract/users';

/** What the users screen submits (JSON): create one user, or delete one. */
export const userChange = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('create'), user: createUserBody }),
  z.object({ intent: z.literal('delete'), id: z.string().min(1) }),
]);
export type UserChange = z.input<typeof userChange>;

export type UserChangeResult = { intent: 'create' | 'delete'; ok: true } | { intent: 'create' | 'delete'; ok: false; error: string };
