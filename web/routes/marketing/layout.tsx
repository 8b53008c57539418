import type { ReactNode } from 'react';
import { Outlet, useLocation, useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '~/root';
import { AttributionBannerIsland, AttributionChoicesLink } from '~/features/consent/attribution-banner';
import { EMPTY_SHELL, useShell, type ShellData } from '~/features/site-shell/shell-data';
import { loadShell } from '~/features/site-shell/shell-data.server';
import { SiteFooter } from '~/features/site-shell/site-footer';
import { SiteHeaderIsland } from '~/features/site-shell/site-header';
import { SkipLink } from '~/features/site-shell/skip-link';
import { islandsPage } from '~/islands/page-mode';
import { siteContent } from '~/lib/site-content.server';
import type { Route } from './+types/layout';

/** Public pages ship islands, not the router runtime (web/root.tsx). */
export const handle = islandsPage;

/** The header's and footer's content, read once per render (the page's `?preview=` passed on). */
export async function loader({ context, request }: Route.LoaderArgs) {
  return { shell: await loadShell(siteContent({ context, request })) };
}

/** Every public page: skip link, shared header, the page inside <main id="main">, shared footer. */
export function MarketingShell({ shell = EMPTY_SHELL, children }: { shell?: ShellData; children: ReactNode }) {
  const { pathname } = useLocation();
  // ATTRIBUTION_CONSENT=true: the banner, and the footer's link back to it (decision 078).
  const consent = useRouteLoaderData<typeof rootLoader>('root')?.attributionConsent ?? false;
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <SiteHeaderIsland
        pathname={pathname}
        companyName={shell.company?.name ?? null}
        reviewBadge={shell.company?.reviewBadge ?? null}
        services={shell.services}
      />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter shell={shell} privacyChoices={consent ? <AttributionChoicesLink className="hover:text-white hover:underline" /> : null} />
      {consent && <AttributionBannerIsland />}
    </div>
  );
}

export default function MarketingLayout() {
  return (
    <MarketingShell shell={useShell()}>
      <Outlet />
    </MarketingShell>
  );
}
