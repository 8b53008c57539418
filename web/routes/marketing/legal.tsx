import { data } from 'react-router';
import { legalFactValues, renderLegalFacts } from '@contract/content/legal-facts';
import { NotFoundNotice } from '~/features/content-pages/not-found-notice';
import { slugSuggestions } from '~/features/search/not-found-suggestions.server';
import { LegalPage } from '~/features/legal/legal-page';
import { PrivacyFacts } from '~/features/legal/privacy-facts';
import { webLoadContext } from '~/lib/load-context';
import { seo } from '~/lib/seo';
import { siteContent } from '~/lib/site-content.server';
import type { Route } from './+types/legal';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const content = siteContent({ context, request });
  // The layout reads the company too (one read per request): its save drops this page from the cache (c:company).
  const [pages, company] = await Promise.all([content.list('pages'), content.single('company')]);
  const found = pages.find((p) => p.data.slug === params.slug);
  // The page's {tokens} name the company's legal facts (decision 116); a line naming a missing one is left out.
  const body = found ? renderLegalFacts(found.data.body, legalFactValues(company?.data)) : '';
  const page = found ? { slug: found.data.slug, title: found.data.title, body, lastUpdated: found.data.lastUpdated } : null;
  // The privacy page says what this server keeps, from its own configuration (decision 078).
  const privacyFacts = page?.slug === 'privacy' ? webLoadContext(context).privacyFacts : [];
  if (!page) return data({ page, privacyFacts, help: await slugSuggestions(context, params.slug) }, { status: 404 });
  return { page, privacyFacts, help: null };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const page = loaderData?.page;
  if (!page) {
    return seo(matches, {
      title: 'Page not found',
      description: 'This page does not exist or is not published.',
      path: location.pathname,
      noindex: true,
    });
  }
  return seo(matches, {
    title: page.title,
    description: `${page.title}, last updated ${page.lastUpdated}.`,
    path: `/legal/${page.slug}`,
    crumbs: [{ name: page.title, path: `/legal/${page.slug}` }],
  });
};

/** /legal/{slug}: a published legal page (privacy, terms, acceptable use, security, DPA summary, imprint); 404 otherwise. */
export default function LegalRoute({ loaderData }: Route.ComponentProps) {
  const { page, privacyFacts, help } = loaderData;
  if (!page || help)
    return (
      <NotFoundNotice
        title="Page not found"
        text="This page does not exist or is not published."
        href="/"
        linkLabel="Go to the home page"
        help={help}
      />
    );
  return (
    <LegalPage title={page.title} lastUpdated={page.lastUpdated} body={page.body}>
      <PrivacyFacts facts={privacyFacts} />
    </LegalPage>
  );
}
