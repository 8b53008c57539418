import { afterEach, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { bootstrapAdmin, type BootstrapLog } from '../../server/startup/bootstrap-admin';
import { auditBootstrap } from '../../server/startup/bootstrap-admin-audit';
import type { Database } from '../../server/db/client';
import { auditEvents, sessions, users as usersTable } from '../../server/db/schema/index';
import { hashPassword, verifyPassword } from '../../server/lib/passwords';
import { createSessionsRepository } from '../../server/repositories/sessions';
import { createUsersRepository } from '../../server/repositories/users';
import { createTestDatabase } from '../helpers/db';

const ENV = { ADMIN_EMAIL: 'Boss@Example.com', ADMIN_PASSWORD: 'env-password-123' };

/** A logger that keeps every line, to check what was said and that no password was. */
function recordingLog() {
  const lines: { level: 'info' | 'warn'; obj: object; msg: string }[] = [];
  const log: BootstrapLog = {
    info: (obj, msg) => lines.push({ level: 'info', obj, msg }),
    warn: (obj, msg) => lines.push({ level: 'warn', obj, msg }),
  };
  return { log, lines, text: () => JSON.stringify(lines) };
}

describe('bootstrapAdmin', () => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });
  async function setup() {
    database = await createTestDatabase();
    return createUsersRepository(database.db);
  }

  it('no users and no ADMIN_*: creates admin@localhost with a random password, answered once and never logged', async () => {
    const users = await setup();
    const { log, lines, text } = recordingLog();
    const result = await bootstrapAdmin(users, {}, log);
    expect(result).toEqual({ action: 'created', email: 'admin@localhost', generatedPassword: expect.stringMatching(/^[\w-]{16}$/) });
    const password = (result as { generatedPassword: string }).generatedPassword;
    const admin = await users.findByEmail('admin@localhost');
    expect(admin?.role).toBe('admin');
    expect(await verifyPassword(admin!.passwordHash!, password)).toBe(true);
    expect(text()).not.toContain(password);
    expect(lines).toEqual([]);
    // A restart answers no password again: it was shown once.
    expect(await bootstrapAdmin(users, {}, log)).toEqual({ action: 'none' });
    expect(await users.countAll()).toBe(1);
  });

  it('ADMIN_* set and no admin: creates that admin with that password', async () => {
    const users = await setup();
    await users.insert({ name: 'Staff', email: 'staff@example.com', passwordHash: await hashPassword('staff-pw'), role: 'user' });
    const { log, lines, text } = recordingLog();
    expect(await bootstrapAdmin(users, ENV, log)).toEqual({ action: 'created', email: 'boss@example.com' });
    const admin = await users.findByEmail('boss@example.com');
    expect(admin?.role).toBe('admin');
    expect(await verifyPassword(admin!.passwordHash!, ENV.ADMIN_PASSWORD)).toBe(true);
    expect(lines).toEqual([{ level: 'info', obj: { email: 'boss@example.com' }, msg: 'admin account created' }]);
    expect(text()).not.toContain(ENV.ADMIN_PASSWORD);
  });

  it.each([
    ['with ADMIN_* naming another address', ENV],
    ['with ADMIN_* naming an ordinary user', { ...ENV, ADMIN_EMAIL: 'staff@example.com' }],
    ['without ADMIN_*', {}],
  ])('an admin exists: nothing changes (%s)', async (_how, env) => {
    const users = await setup();
    await users.insert({ name: 'Admin', email: 'first@example.com', passwordHash: await hashPassword('first-pw'), role: 'admin' });
    await users.insert({ name: 'Staff', email: 'staff@example.com', passwordHash: await hashPassword('staff-pw'), role: 'user' });
    const before = await users.list();
    const { log, lines } = recordingLog();
    expect(await bootstrapAdmin(users, env, log)).toEqual({ action: 'none' });
    expect(await users.list()).toEqual(before);
    expect(lines).toEqual([]);
  });

  it('ADMIN_EMAIL belongs to a non-admin and no admin exists: promotes that user, sets ADMIN_PASSWORD, warns once', async () => {
    const users = await setup();
    const staff = await users.insert({ name: 'Staff', email: 'boss@example.com', passwordHash: await hashPassword('old-pw'), role: 'user' });
    const other = await users.insert({ name: 'Other', email: 'other@example.com', passwordHash: await hashPassword('other-pw'), role: 'user' });
    const { token } = await createSessionsRepository(database!.db).create(staff.id, 1);
    const { log, lines, text } = recordingLog();

    expect(await bootstrapAdmin(users, ENV, log)).toEqual({ action: 'promoted', email: 'boss@example.com' });

    const promoted = await users.findById(staff.id);
    expect(promoted).toMatchObject({ role: 'admin', name: 'Staff', email: 'boss@example.com' });
    expect(await verifyPassword(promoted!.passwordHash!, ENV.ADMIN_PASSWORD)).toBe(true);
    expect(await verifyPassword(promoted!.passwordHash!, 'old-pw')).toBe(false);
    expect(await users.findById(other.id)).toEqual(other);
    expect(await users.countAdmins()).toBe(1);
    // Sessions opened with the old password end.
    expect(await createSessionsRepository(database!.db).find(token)).toBeNull();
    expect(await database!.db.select().from(sessions)).toEqual([]);

    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'warn', obj: { email: 'boss@example.com' } });
    expect(lines[0]!.msg).toMatch(/ADMIN_EMAIL belonged to an ordinary user: that user is now an admin/);
    expect(text()).not.toContain(ENV.ADMIN_PASSWORD);
    expect(text()).not.toContain('old-pw');

    // The next start finds the admin and leaves it be.
    expect(await bootstrapAdmin(users, ENV, recordingLog().log)).toEqual({ action: 'none' });
  });

  it('processes starting together end with exactly one admin', async () => {
    const users = await setup();
    const results = await Promise.all(Array.from({ length: 3 }, () => bootstrapAdmin(users, ENV, recordingLog().log)));
    expect(results.filter((r) => r.action === 'created')).toHaveLength(1);
    expect(results.filter((r) => r.action === 'none')).toHaveLength(2);
    expect(await users.countAdmins()).toBe(1);
  });

  it('records what the start-up did in the audit log, without the password', async () => {
    const users = await setup();
    const db = database!.db;
    await auditBootstrap(db, await bootstrapAdmin(users, {}, recordingLog().log));
    const admin = await users.findByEmail('admin@localhost');
    await users.insert({ name: 'Staff', email: 'boss@example.com', passwordHash: await hashPassword('old-pw-123'), role: 'user' });
    await db.delete(usersTable).where(eq(usersTable.id, admin!.id));
    const promoted = await bootstrapAdmin(users, ENV, recordingLog().log);
    await auditBootstrap(db, promoted);
    await auditBootstrap(db, await bootstrapAdmin(users, ENV, recordingLog().log));
    const rows = await db.select().from(auditEvents).orderBy(asc(auditEvents.id));
    expect(rows.map((r) => [r.action, r.actorId, r.details.email])).toEqual([
      ['user.created', null, 'admin@localhost'],
      ['user.role_changed', null, 'boss@example.com'],
      ['password.changed', null, 'boss@example.com'],
    ]);
    expect(rows[0]!.targetId).toBe(admin!.id);
    expect(JSON.stringify(rows)).not.toContain(ENV.ADMIN_PASSWORD);
  });
});
