/**
 * The seven staff roles and what each may do (issue 28, decision 054; the sales manager: issue 46,
 * decision 122). One table for the API's guard, the screens (useCan) and the refusal texts; `user`
 * stays SPEC's default role.
 */
export const ROLES = ['admin', 'editor', 'author', 'contributor', 'sales_manager', 'sales', 'user'] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = [
  // One's own account: me, sessions, password, email, 2FA, passkeys, profile, notifications.
  'account',
  'users.manage',
  'settings.manage',
  'audit.read',
  'backup.download',
  'webhooks.manage',
  // API keys for integrators (decision 069).
  'api-keys.manage',
  // Redirects and the missing-pages list (decision 064).
  'redirects.manage',
  // Page views joined with leads and won value (decision 066).
  'analytics.read',
  'person.erase',
  'outbox.read',
  // Create posts; edit and delete one's own (a contributor: own drafts and posts in review only).
  'posts.write',
  // Publish, schedule and unpublish one's own posts.
  'posts.publish',
  // Edit, publish, schedule and delete any post; the review queue and its mails.
  'posts.any',
  'newsletter.send',
  'subscribers.read',
  'subscribers.export',
  // Read, work, reply and bulk-change one's own and unassigned leads.
  'leads.work',
  // Any lead: read and work everyone's, reassign to anyone, delete, manage the saved replies.
  'leads.all',
  'leads.export',
  // The site's own content (decision 072): services, testimonials, company facts, legal pages…
  'content.manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  admin: PERMISSIONS,
  editor: [
    'account',
    'analytics.read',
    'posts.write',
    'posts.publish',
    'posts.any',
    'newsletter.send',
    'subscribers.read',
    'subscribers.export',
    'content.manage',
  ],
  author: ['account', 'posts.write', 'posts.publish'],
  contributor: ['account', 'posts.write'],
  // Runs the lead desk (decision 122): every lead, exports, saved replies, the reports; no people, settings or content.
  sales_manager: ['account', 'analytics.read', 'leads.work', 'leads.all', 'leads.export'],
  sales: ['account', 'leads.work'],
  user: ['account', 'posts.write', 'posts.publish', 'leads.work'],
};

/**
 * Permissions whose writes grant or remove power, or weaken sign-in for others (decision 058, issue 42):
 * making or inviting accounts, roles, deleting people, resetting their factors or passwords, the
 * staff-wide sign-in rules, API keys. Every non-GET route guarded by one asks for re-authentication;
 * the role matrix checks each such route with a stale session.
 */
export const POWER_PERMISSIONS: readonly Permission[] = ['users.manage', 'settings.manage', 'api-keys.manage'];

export const grantsPower = (permission: Permission): boolean => POWER_PERMISSIONS.includes(permission);

export const can = (role: Role, permission: Permission): boolean => ROLE_PERMISSIONS[role].includes(permission);

/** The roles holding a permission, in ROLES order (mail recipients, refusal texts). */
export const rolesWith = (permission: Permission): Role[] => ROLES.filter((role) => can(role, permission));

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  editor: 'Editor',
  author: 'Author',
  contributor: 'Contributor',
  sales_manager: 'Sales manager',
  sales: 'Sales',
  user: 'Staff (user)',
};

/** What a role's holders are called in a sentence ("Only administrators and editors can."). */
const ROLE_PLURALS: Record<Role, string> = {
  admin: 'administrators',
  editor: 'editors',
  author: 'authors',
  contributor: 'contributors',
  sales_manager: 'sales managers',
  sales: 'sales staff',
  user: 'staff with the user role',
};

/** Completes "You do not have permission to …". */
export const PERMISSION_LABELS: Record<Permission, string> = {
  account: 'use a staff account',
  'users.manage': 'manage users',
  'settings.manage': 'change the security settings',
  'audit.read': 'read the audit log',
  'backup.download': 'download backups',
  'webhooks.manage': 'manage webhooks',
  'api-keys.manage': 'manage API keys',
  'redirects.manage': 'manage redirects',
  'analytics.read': 'read the site analytics',
  'person.erase': 'erase a person',
  'outbox.read': 'read the outbox',
  'posts.write': 'write posts',
  'posts.publish': 'publish posts',
  'posts.any': "change other people's posts",
  'newsletter.send': 'send newsletters',
  'subscribers.read': 'read the subscriber list',
  'subscribers.export': 'export subscribers',
  'leads.work': 'work on leads',
  'leads.all': 'manage every lead and the saved replies',
  'leads.export': 'export leads',
  'content.manage': 'edit the site’s content',
};

function sentenceList(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Who holds a permission, in words: "administrators and sales managers". */
export const whoCan = (permission: Permission): string => sentenceList(rolesWith(permission).map((role) => ROLE_PLURALS[role]));

/** The one refusal text, for the API's 403 and the screens': "… Only administrators and editors can." */
export function refusalMessage(permission: Permission): string {
  return `You do not have permission to ${PERMISSION_LABELS[permission]}. Only ${whoCan(permission)} can.`;
}
