import { randomBytes } from 'node:crypto';
import { isUniqueViolation } from '../lib/errors';
import { hashPassword } from '../lib/passwords';
import type { UsersRepository } from '../repositories/users';

export type BootstrapResult =
  { action: 'none' } | { action: 'created'; email: string; generatedPassword?: string } | { action: 'promoted'; email: string };

/** The pino methods used here; passwords never go into these lines. */
export interface BootstrapLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

type AdminEnv = { ADMIN_EMAIL?: string; ADMIN_PASSWORD?: string };

const DEFAULT_EMAIL = 'admin@localhost';

/**
 * With ADMIN_EMAIL/ADMIN_PASSWORD: when no admin exists, create that admin, or promote the user
 * who already has that address. Without them, on an empty database: create admin@localhost with a
 * random password, answered once for the caller to print (it is never logged).
 */
export async function bootstrapAdmin(users: UsersRepository, env: AdminEnv, log: BootstrapLog): Promise<BootstrapResult> {
  // Several processes starting together: a unique violation means another one wrote first, so look again.
  for (let attempt = 0; ; attempt++) {
    try {
      const result = await ensureAdmin(users, env);
      report(result, log);
      return result;
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= 2) throw err;
    }
  }
}

async function ensureAdmin(users: UsersRepository, env: AdminEnv): Promise<BootstrapResult> {
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    if ((await users.countAdmins()) > 0) return { action: 'none' };
    const email = env.ADMIN_EMAIL.trim().toLowerCase();
    const passwordHash = await hashPassword(env.ADMIN_PASSWORD);
    const existing = await users.findByEmail(email);
    // Already an admin: another process starting alongside created it a moment ago.
    if (existing?.role === 'admin') return { action: 'none' };
    if (existing) {
      await users.promoteToAdmin(existing.id, passwordHash);
      return { action: 'promoted', email };
    }
    await users.insert({ name: 'Administrator', email, passwordHash, role: 'admin' });
    return { action: 'created', email };
  }
  if ((await users.countAll()) > 0) return { action: 'none' };
  const password = randomBytes(12).toString('base64url');
  await users.insert({ name: 'Administrator', email: DEFAULT_EMAIL, passwordHash: await hashPassword(password), role: 'admin' });
  return { action: 'created', email: DEFAULT_EMAIL, generatedPassword: password };
}

function report(result: BootstrapResult, log: BootstrapLog): void {
  if (result.action === 'promoted') {
    log.warn(
      { email: result.email },
      'No admin existed and ADMIN_EMAIL belonged to an ordinary user: that user is now an admin, with ADMIN_PASSWORD as its password (its sessions were ended)',
    );
  } else if (result.action === 'created' && !result.generatedPassword) {
    log.info({ email: result.email }, 'admin account created');
  }
}
