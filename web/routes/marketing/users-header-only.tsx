import { SiteHeader } from '../../components/layout/site-header';
import { SkipLink } from '../../components/layout/skip-link';
import { seo, siteUrlFrom } from '../../lib/seo';
import type { Route } from './+types/users-header-only';

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: 'Users | DataLoom Solutions',
    description: 'DataLoom Solutions users page.',
    path: '/users',
    siteUrl: siteUrlFrom(matches),
    image: '/images/social/og-default.png',
    noindex: true,
  });

/** SPEC.md: /users renders only the shared header. The empty main keeps the skip link and landmarks valid. */
export default function UsersHeaderOnly() {
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <h1 className="sr-only">Users</h1>
      </main>
    </>
  );
}
