import { useLocation } from 'react-router';
import { SiteHeaderIsland } from '~/features/site-shell/site-header';
import { SkipLink } from '~/features/site-shell/skip-link';
import { islandsPage } from '~/islands/page-mode';
import { seo, siteUrlFrom } from '~/lib/seo';
import type { Route } from './+types/users-header-only';
import { site } from '~/content/site';

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: `Users | ${site.name}`,
    description: `${site.name} users page.`,
    path: '/users',
    siteUrl: siteUrlFrom(matches),
    image: '/images/social/og-default.png',
    noindex: true,
  });

export const handle = islandsPage;

/** SPEC.md: /users renders only the shared header. The empty main keeps the skip link and landmarks valid. */
export default function UsersHeaderOnly() {
  const { pathname } = useLocation();
  return (
    <>
      <SkipLink />
      <SiteHeaderIsland pathname={pathname} />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <h1 className="sr-only">Users</h1>
      </main>
    </>
  );
}
