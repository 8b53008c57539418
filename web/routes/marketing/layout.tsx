import type { ReactNode } from 'react';
import { Outlet, useLocation, useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '~/root';
import { AttributionBannerIsland, AttributionChoicesLink } from '~/features/consent/attribution-banner';
import { SiteFooter } from '~/features/site-shell/site-footer';
import { SiteHeaderIsland } from '~/features/site-shell/site-header';
import { SkipLink } from '~/features/site-shell/skip-link';
import { islandsPage } from '~/islands/page-mode';

/** Public pages ship islands, not the router runtime (web/root.tsx). */
export const handle = islandsPage;

/** Every public page: skip link, shared header, the page inside <main id="main">, shared footer. */
export function MarketingShell({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  // ATTRIBUTION_CONSENT=true: the banner, and the footer's link back to it (decision 078).
  const consent = useRouteLoaderData<typeof rootLoader>('root')?.attributionConsent ?? false;
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <SiteHeaderIsland pathname={pathname} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter privacyChoices={consent ? <AttributionChoicesLink className="hover:text-white hover:underline" /> : null} />
      {consent && <AttributionBannerIsland />}
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
