import { useLocation } from 'react-router';
import { SiteHeaderIsland } from '~/features/site-shell/site-header';
import { SkipLink } from '~/features/site-shell/skip-link';
import { loadShell } from '~/features/site-shell/shell-data.server';
import { islandsPage } from '~/islands/page-mode';
import { siteContent } from '~/lib/site-content.server';
import { seo } from '~/lib/seo';
import type { Route } from './+types/users-header-only';

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: 'Users',
    description: 'Users page.',
    path: '/users',
    image: '/images/social/og-default.png',
    noindex: true,
  });

export const handle = islandsPage;

/** The header's content. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return { shell: await loadShell(siteContent({ context, request })) };
}

/** SPEC.md: /users renders only the shared header. The empty main keeps the skip link and landmarks valid. */
export default function UsersHeaderOnly({ loaderData }: Route.ComponentProps) {
  const { company, services } = loaderData.shell;
  const { pathname } = useLocation();
  return (
    <>
      <SkipLink />
      <SiteHeaderIsland pathname={pathname} companyName={company?.name ?? null} reviewBadge={company?.reviewBadge ?? null} services={services} />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <h1 className="sr-only">Users</h1>
      </main>
    </>
  );
}
