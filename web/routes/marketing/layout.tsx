import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SiteFooter } from '~/features/site-shell/site-footer';
import { SiteHeaderIsland } from '~/features/site-shell/site-header';
import { SkipLink } from '~/features/site-shell/skip-link';
import { islandsPage } from '~/islands/page-mode';

/** Public pages ship islands, not the router runtime (web/root.tsx). */
export const handle = islandsPage;

/** Every public page: skip link, shared header, the page inside <main id="main">, shared footer. */
export function MarketingShell({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <SiteHeaderIsland pathname={pathname} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

export default function MarketingLayout() {
  return (
    <MarketingShell>
      <Outlet />
    </MarketingShell>
  );
}
