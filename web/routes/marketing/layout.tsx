import type { ReactNode } from 'react';
import { Outlet, useLoaderData, useLocation, useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '~/root';
import { AttributionBannerIsland, AttributionChoicesLink } from '~/features/consent/attribution-banner';
import { EMPTY_SHELL, useShell, type ShellData } from '~/features/site-shell/shell-data';
import { loadShell } from '~/features/site-shell/shell-data.server';
import { SiteFooter } from '~/features/site-shell/site-footer';
import { SiteHeaderIsland } from '~/features/site-shell/site-header';
import { SkipLink } from '~/features/site-shell/skip-link';
import { NotLaunchedBar } from '~/features/launch-checklist/not-launched-bar';
import { signedInReader } from '~/lib/signed-in-reader.server';
import { serverApi } from '~/lib/api/server-api.server';
import { islandsPage } from '~/islands/page-mode';
import { siteContent } from '~/lib/site-content.server';
import type { Route } from './+types/layout';

/** Public pages ship islands, not the router runtime (web/root.tsx). */
export const handle = islandsPage;

/** Staff reading a public page see whether the site is launched (decision 115); visitors' renders ask nothing. */
async function notLaunchedForStaff(request: Request, context: Route.LoaderArgs['context']): Promise<boolean> {
  if (!(await signedInReader(request, context))) return false;
  return serverApi(context)
    .launchChecklist.status()
    .then((s) => !s.launched)
    .catch(() => false);
}

/** The header's and footer's content, read once per render (the page's `?preview=` passed on). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const [shell, notLaunched] = await Promise.all([loadShell(siteContent({ context, request })), notLaunchedForStaff(request, context)]);
  return { shell, notLaunched };
}

/** Every public page: skip link, shared header, the page inside <main id="main">, shared footer. */
export function MarketingShell({
  shell = EMPTY_SHELL,
  notLaunched = false,
  children,
}: {
  shell?: ShellData;
  notLaunched?: boolean;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  // ATTRIBUTION_CONSENT=true: the banner, and the footer's link back to it (decision 078).
  const consent = useRouteLoaderData<typeof rootLoader>('root')?.attributionConsent ?? false;
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      {notLaunched ? <NotLaunchedBar /> : null}
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
    <MarketingShell shell={useShell()} notLaunched={useLoaderData<typeof loader>().notLaunched}>
      <Outlet />
    </MarketingShell>
  );
}
