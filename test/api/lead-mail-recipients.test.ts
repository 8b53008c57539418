import { describe, expect, it } from 'vitest';
import { ROLES, can } from '@contract/roles';
import { leads } from '../../server/db/schema/index';
import { createLeadFollowUpsRepository } from '../../server/repositories/lead-followups';
import { acceptedRowStamp } from '../../server/lib/time-ordered-id';
import { buildTestApp } from '../helpers/app';
import { validContact } from '../helpers/fixtures';

/**
 * Lead data reaches only people who may read leads (issue 42 point 3): every lead mail's recipients,
 * with every role holding every lead mail preference on, and each of them owning a lead.
 */
describe('lead mail goes only to roles that may read leads', async () => {
  const { app, database, loginAs } = await buildTestApp();
  const followUps = createLeadFollowUpsRepository(database.db);
  const people = await Promise.all(ROLES.map((role) => loginAs(role, { email: `${role}@site.test` })));
  for (const who of people) {
    const res = await app.inject({
      method: 'PUT',
      url: '/api/auth/me/notifications',
      headers: who.bearerHeaders,
      payload: { newLeads: true, assignments: true, digest: true },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const readers = ROLES.filter((role) => can(role, 'leads.work')).map((role) => `${role}@site.test`);
  /** A lead owned by each person (as after a role change from sales to author, say). */
  const owned = await Promise.all(
    people.map(async (who) => {
      const { RND, website: _, ...contact } = validContact({ name: `Lead of ${who.user.role}` });
      const [row] = await database.db
        .insert(leads)
        .values({ ...acceptedRowStamp(), ...contact, rnd: RND, ownerId: who.user._id })
        .returning();
      return { who, lead: row! };
    }),
  );

  it('sanity: the readers are admin, sales manager, sales and user', () => {
    expect(readers.sort()).toEqual(['admin@site.test', 'sales@site.test', 'sales_manager@site.test', 'user@site.test']);
  });

  it('the digest (with its "New, nobody has taken them yet" section) goes to readers only', async () => {
    expect((await followUps.digestReaders()).map((r) => r.email).sort()).toEqual(readers);
  });

  it('new-lead notifications go to readers only', async () => {
    expect((await followUps.newLeadRecipients()).sort()).toEqual(readers);
  });

  it('an escalation goes to the admins and sales managers, and to the owner only when the owner may read leads', async () => {
    const desk = ['admin@site.test', 'sales_manager@site.test'];
    for (const { who, lead } of owned) {
      const to = await followUps.escalationRecipients(lead.id);
      const expected = can(who.user.role, 'leads.work') ? [...new Set([...desk, who.user.email])] : desk;
      expect(to.sort(), who.user.role).toEqual(expected.sort());
    }
  });

  it('an assignment mail goes only to an owner who may read leads', async () => {
    for (const { who } of owned) {
      const assignee = await followUps.assignee(who.user._id);
      expect(assignee?.email ?? null, who.user.role).toBe(can(who.user.role, 'leads.work') ? who.user.email : null);
    }
  });
});
