import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, ROLES } from './choices';
import { email, imageUrl, isoDate, storable, text } from './common';
import { isUuid } from './ids';
import { listQuery } from './paging';

/** ASVS 5.0 §6.2: 8 to 128 characters of any kind, spaces included (counted as code points, not UTF-16 units). */
export const newPassword = z
  .string({ message: 'Password is required' })
  .refine((p) => [...p].length >= PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .refine((p) => [...p].length <= PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);
const password = newPassword;

/** What a user looks like outside the server: never a password or its hash. */
export const publicUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  profileImage: z.string(),
  role: z.enum(ROLES),
  createdAt: isoDate,
});
export type PublicUser = z.infer<typeof publicUserSchema>;
export const userListSchema = z.array(publicUserSchema);

export const createUserBody = z.object({
  name: text(200).min(1, 'Name is required'),
  email,
  password,
  phone: text(40).optional().default(''),
  profileImage: imageUrl.optional().default(''),
  role: z
    .enum(ROLES, { message: `Role must be one of ${ROLES.join(', ')}` })
    .optional()
    .default('user'),
});
export type CreateUserBody = z.input<typeof createUserBody>;

/**
 * `currentPassword` is required when the account is the caller's own (OWASP ASVS V6.2.3: a session
 * alone must not be enough to take the account over); an admin setting another's password sends none.
 */
export const changePasswordBody = z.object({ password, currentPassword: z.string().max(512).optional() });
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/** The form for one's own password: the current one is asked for. */
export const changeOwnPasswordBody = changePasswordBody.extend({
  currentPassword: z.string().min(1, 'Enter your current password').max(512),
});

export const loginBody = z.object({
  email: storable().trim().toLowerCase().min(1, 'Email is required').max(254),
  // Longer than any allowed password in UTF-16 units (128 code points of up to two units each).
  password: z.string().min(1, 'Password is required').max(512),
});
export type LoginBody = z.infer<typeof loginBody>;

export const loginResponse = z.object({ user: publicUserSchema, token: z.string() });
export type LoginResponse = z.infer<typeof loginResponse>;

export const meResponse = z.object({ user: publicUserSchema });
export const createUserResponse = z.object({ message: z.string(), user: publicUserSchema });

export const forgotPasswordBody = z.object({ email });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;

export const resetPasswordBody = z.object({
  token: z
    .string({ message: 'The reset link is missing its token' })
    .min(1, 'The reset link is missing its token')
    .max(200, 'This reset link is not valid'),
  password: newPassword,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

/** Same answer whether or not an account uses the address. */
export const FORGOT_PASSWORD_MESSAGE =
  'If a staff account uses this address, we have sent it a link to choose a new password. The link works for 30 minutes.';
export const INVALID_RESET_LINK_MESSAGE = 'This reset link is invalid, already used or expired. Ask for a new one.';

/** One signed-in browser or API client of the account. */
export const sessionSchema = z.object({
  _id: z.string(),
  /** Browser and system read from the user agent, e.g. 'Firefox 128 on Windows'. */
  browser: z.string(),
  ip: z.string(),
  createdAt: isoDate,
  lastSeenAt: isoDate,
  /** The session making this request. */
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionSchema>;
export const sessionListSchema = z.array(sessionSchema);

/** GET /api/auth/sessions: one page of your sessions, most recently used first unless sorted. */
export const SESSION_SORT_FIELDS = ['lastSeenAt', 'createdAt'] as const;
export const sessionListQuery = listQuery({}, SESSION_SORT_FIELDS, '-lastSeenAt');
export type SessionListQuery = z.input<typeof sessionListQuery>;

/** GET /api/auth/users: one page of staff accounts, oldest first unless sorted (a short list: every field sorts). */
export const USER_SORT_FIELDS = ['createdAt', 'name', 'email', 'role'] as const;
export const userListQuery = listQuery({}, USER_SORT_FIELDS, 'createdAt');
export type UserListQuery = z.input<typeof userListQuery>;

/** A staff member as an author (GET /api/auth/me/profile; decision 051). */
export const staffProfileSchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  bio: z.string(),
  profileImage: z.string(),
});
export type StaffProfile = z.infer<typeof staffProfileSchema>;

/** PUT /api/auth/me/profile. */
export const profileBody = z.object({
  name: text(100).min(1, 'Name is required'),
  bio: text(1000),
  profileImage: imageUrl.nullish(),
});
export type ProfileBody = z.input<typeof profileBody>;

/** PATCH /api/admin/users/{id}: any of the account's fields, at least one (decision 056). */
export const updateUserBody = z
  .object({
    name: text(200).min(1, 'Name is required').optional(),
    email: email.optional(),
    phone: text(40).optional(),
    profileImage: imageUrl.optional(),
    role: createUserBody.shape.role.removeDefault().optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'Send at least one field to change', path: ['name'] });
export type UpdateUserBody = z.input<typeof updateUserBody>;

/** PUT /api/auth/me/email: one's own sign-in address (re-authenticated; the old address is told). */
export const ownEmailBody = z.object({ email });
export type OwnEmailBody = z.input<typeof ownEmailBody>;

/** Who takes over a deleted person's leads: 'unassigned' (the default) or a user id. */
const leadsTo = storable()
  .trim()
  .refine((v) => v === 'unassigned' || isUuid(v), "leadsTo must be 'unassigned' or a user id")
  .optional()
  .default('unassigned');
/** Who becomes the author of their posts: a user id; the person deleting when left out. */
const postsTo = storable()
  .trim()
  .refine((v) => isUuid(v), 'postsTo must be a user id')
  .optional();
/** DELETE /api/auth/users/{id}?leadsTo=&postsTo= (SPEC's DELETE has no body). */
export const deleteUserQuery = z.object({ leadsTo, postsTo });
export type DeleteUserQuery = z.input<typeof deleteUserQuery>;
export const deleteUserResponse = z.object({ message: z.string(), leadsMoved: z.number().int(), postsMoved: z.number().int() });

/** GET /api/auth/users/{id}/holdings: what a delete hands over. */
export const userHoldingsSchema = z.object({ leads: z.number().int(), posts: z.number().int() });
export type UserHoldings = z.infer<typeof userHoldingsSchema>;
