import { newsletterAction } from '~/features/newsletter/newsletter-action.server';
import { newsletterText } from '~/content/contact';
import { loadShell } from '~/features/site-shell/shell-data.server';
import { islandsPage } from '~/islands/page-mode';
import { siteContent } from '~/lib/site-content.server';
import { seo } from '~/lib/seo';
import { MarketingShell } from './layout';
import type { Route } from './+types/newsletter';

/**
 * Where the footer's newsletter box posts when JavaScript is off. Outside the marketing layout on
 * purpose: the footer is rendered by this route, so its box reads this action's answer.
 */
export function action({ request, context }: Route.ActionArgs) {
  return newsletterAction(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: 'Newsletter',
    description: newsletterText.text,
    path: '/newsletter',
    image: '/images/social/og-default.png',
    noindex: true,
  });

export const handle = islandsPage;

/** The shell's content (this route renders the marketing shell itself). */
export async function loader({ context, request }: Route.LoaderArgs) {
  return { shell: await loadShell(siteContent({ context, request })) };
}

export default function Newsletter({ loaderData }: Route.ComponentProps) {
  return (
    <MarketingShell shell={loaderData.shell}>
      <section className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
        <h1 className="text-4xl font-extrabold tracking-tight text-navy-900">{newsletterText.title}</h1>
        <p className="mt-4 text-lg text-slate-600">{newsletterText.text}</p>
        <p className="mt-6">
          <a href="#newsletter" className="font-semibold text-brand-700 underline hover:text-brand-800">
            {newsletterText.submit}
          </a>
        </p>
      </section>
    </MarketingShell>
  );
}
