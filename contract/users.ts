import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, ROLES } from './choices';
import { email, imageUrl, isoDate, storable, text } from './common';

const password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(200, 'Password must be at most 200 characters');

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
  role: z.enum(ROLES, { message: "Role must be 'user' or 'admin'" }).optional().default('user'),
});
export type CreateUserBody = z.input<typeof createUserBody>;

export const changePasswordBody = z.object({ password });
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

export const loginBody = z.object({
  email: storable().trim().toLowerCase().min(1, 'Email is required').max(254),
  password: z.string().min(1, 'Password is required').max(200),
});
export type LoginBody = z.infer<typeof loginBody>;

export const loginResponse = z.object({ user: publicUserSchema, token: z.string() });
export type LoginResponse = z.infer<typeof loginResponse>;

export const meResponse = z.object({ user: publicUserSchema });
export const createUserResponse = z.object({ message: z.string(), user: publicUserSchema });
