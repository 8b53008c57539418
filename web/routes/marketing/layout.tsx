import { Outlet, useLocation } from 'react-router';
import { SiteFooter } from '../../components/layout/site-footer';
import { SiteHeaderIsland } from '../../components/layout/site-header';
import { SkipLink } from '../../components/layout/skip-link';
import { newsletterAction } from '../../components/layout/newsletter-action.server';
import { islandsPage } from '../../islands/page-mode';
import type { Route } from './+types/layout';

/** Public pages ship islands, not the router runtime (web/root.tsx). */
export const handle = islandsPage;

/** The footer's newsletter box posts here ('/' without ?index) when JavaScript is off. */
export function action({ request, context }: Route.ActionArgs) {
  return newsletterAction(request, context);
}

/** Every public page: skip link, shared header, the page inside <main id="main">, shared footer. */
export default function MarketingLayout() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <SiteHeaderIsland pathname={pathname} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
