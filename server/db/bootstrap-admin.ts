import { randomBytes } from 'node:crypto';
import { isUniqueViolation } from '../lib/errors';
import { hashPassword } from '../lib/passwords';
import type { UsersRepository } from '../routes/users/users-repository';

export type BootstrapResult = { created: false } | { created: true; email: string; generatedPassword?: string };

/**
 * With ADMIN_EMAIL/ADMIN_PASSWORD: create that admin when no admin exists.
 * Without them, on an empty database: create admin@localhost with a random password, shown once.
 */
export async function bootstrapAdmin(users: UsersRepository, env: { ADMIN_EMAIL?: string; ADMIN_PASSWORD?: string }): Promise<BootstrapResult> {
  try {
    return await createFirstAdmin(users, env);
  } catch (err) {
    // Several processes starting together: another one created the account first.
    if (isUniqueViolation(err)) return { created: false };
    throw err;
  }
}

async function createFirstAdmin(users: UsersRepository, env: { ADMIN_EMAIL?: string; ADMIN_PASSWORD?: string }): Promise<BootstrapResult> {
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    if ((await users.countAdmins()) > 0) return { created: false };
    await users.insert({ name: 'Administrator', email: env.ADMIN_EMAIL, passwordHash: await hashPassword(env.ADMIN_PASSWORD), role: 'admin' });
    return { created: true, email: env.ADMIN_EMAIL.toLowerCase() };
  }
  if ((await users.countAll()) > 0) return { created: false };
  const password = randomBytes(12).toString('base64url');
  await users.insert({ name: 'Administrator', email: 'admin@localhost', passwordHash: await hashPassword(password), role: 'admin' });
  return { created: true, email: 'admin@localhost', generatedPassword: password };
}
