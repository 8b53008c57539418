import { describe, expect, it } from 'vitest';
import { PERMISSIONS, ROLES, ROLE_PERMISSIONS, can, refusalMessage, rolesWith, whoCan, type Permission, type Role } from './roles';

/**
 * Issue 28's table, copied literally (✓ = the role may). Each row names the permissions that carry it,
 * so ROLE_PERMISSIONS cannot drift from what the issue asked without this test failing.
 */
const ISSUE_TABLE: { row: string; permissions: Permission[]; roles: Record<Role, boolean> }[] = [
  {
    row: 'users, settings, audit log, backups, webhooks, erase person',
    permissions: ['users.manage', 'settings.manage', 'audit.read', 'backup.download', 'webhooks.manage', 'person.erase'],
    roles: { admin: true, editor: false, author: false, contributor: false, sales_manager: false, sales: false, user: false },
  },
  {
    row: 'any post: edit, publish, schedule, delete; newsletter sends; subscribers',
    permissions: ['posts.any', 'newsletter.send', 'subscribers.read'],
    roles: { admin: true, editor: true, author: false, contributor: false, sales_manager: false, sales: false, user: false },
  },
  {
    row: 'own posts: write, publish, schedule, delete',
    // Writing alone is the contributor's row below; publishing is what sets these roles apart.
    permissions: ['posts.publish'],
    roles: { admin: true, editor: true, author: true, contributor: false, sales_manager: false, sales: false, user: true },
  },
  {
    row: 'leads: read, work, reply, bulk on own and unassigned',
    permissions: ['leads.work'],
    roles: { admin: true, editor: false, author: false, contributor: false, sales_manager: true, sales: true, user: true },
  },
  {
    row: 'CSV export of leads',
    permissions: ['leads.export'],
    roles: { admin: true, editor: false, author: false, contributor: false, sales_manager: true, sales: false, user: false },
  },
  // Issue 46 point 4 (decision 122): a sales manager runs the desk without the admin's powers.
  {
    row: 'any lead: read, work, reassign to anyone; saved replies',
    permissions: ['leads.all'],
    roles: { admin: true, editor: false, author: false, contributor: false, sales_manager: true, sales: false, user: false },
  },
  {
    row: 'site analytics (visitors, leads, won per page and source)',
    permissions: ['analytics.read'],
    roles: { admin: true, editor: true, author: false, contributor: false, sales_manager: true, sales: false, user: false },
  },
  {
    row: 'API keys, redirects, outbox',
    permissions: ['api-keys.manage', 'redirects.manage', 'outbox.read'],
    roles: { admin: true, editor: false, author: false, contributor: false, sales_manager: false, sales: false, user: false },
  },
  {
    row: 'CSV export of subscribers',
    permissions: ['subscribers.export'],
    roles: { admin: true, editor: true, author: false, contributor: false, sales_manager: false, sales: false, user: false },
  },
];

describe('roles and permissions (decision 054)', () => {
  for (const { row, permissions, roles } of ISSUE_TABLE) {
    it(`matches the issue's row "${row}"`, () => {
      for (const role of ROLES) for (const p of permissions) expect(can(role, p), `${role} ${p}`).toBe(roles[role]);
    });
  }

  it('"own drafts only, Submit for review": the contributor writes but does not publish', () => {
    expect(ROLES.filter((r) => can(r, 'posts.write') && !can(r, 'posts.publish'))).toEqual(['contributor']);
    // Whoever publishes (own or any post) also writes.
    for (const r of [...rolesWith('posts.publish'), ...rolesWith('posts.any')]) expect(can(r, 'posts.write'), r).toBe(true);
  });

  it('every role has its own account; the admin has every permission; the rest are admin-only', () => {
    expect(rolesWith('account')).toEqual([...ROLES]);
    expect(ROLE_PERMISSIONS.admin).toEqual(PERMISSIONS);
    expect(rolesWith('outbox.read')).toEqual(['admin']);
    expect(rolesWith('leads.all')).toEqual(['admin', 'sales_manager']);
    expect(rolesWith('api-keys.manage')).toEqual(['admin']);
  });

  it('the sales manager: the whole lead desk and the reports, nothing of people, settings, webhooks, keys or content', () => {
    expect(ROLE_PERMISSIONS.sales_manager).toEqual(['account', 'analytics.read', 'leads.work', 'leads.all', 'leads.export']);
    for (const p of ['users.manage', 'settings.manage', 'webhooks.manage', 'api-keys.manage', 'content.manage', 'person.erase'] as const)
      expect(can('sales_manager', p), p).toBe(false);
  });

  it("keeps SPEC's user: own posts and leads, nothing of the admin's", () => {
    expect(ROLE_PERMISSIONS.user).toEqual(['account', 'posts.write', 'posts.publish', 'leads.work']);
  });

  it('says who may, in one sentence', () => {
    expect(refusalMessage('users.manage')).toBe('You do not have permission to manage users. Only administrators can.');
    expect(refusalMessage('audit.read')).toBe('You do not have permission to read the audit log. Only administrators can.');
    expect(refusalMessage('subscribers.export')).toBe('You do not have permission to export subscribers. Only administrators and editors can.');
    expect(refusalMessage('leads.work')).toBe(
      'You do not have permission to work on leads. Only administrators, sales managers, sales staff and staff with the user role can.',
    );
    expect(refusalMessage('leads.export')).toBe('You do not have permission to export leads. Only administrators and sales managers can.');
    expect(whoCan('leads.all')).toBe('administrators and sales managers');
  });
});
