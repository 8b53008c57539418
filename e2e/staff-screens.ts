/** Every staff screen without a parameter, for the checks that sweep them all (360-px layout, axe). */
export const STAFF_SCREENS = [
  '/dashboard',
  '/dashboard/board',
  '/dashboard/sources',
  '/subscriptions',
  '/admin/users',
  '/admin/emails',
  '/admin/audit',
  '/admin/replies',
  '/admin/webhooks',
  '/admin/redirects',
  '/account/sessions',
  '/account/security',
  '/account/notifications',
  '/account/profile',
  '/blogs',
  '/blogs/new',
] as const;
