import { data } from 'react-router';
import { CaseStudyDetail } from '~/features/case-studies/case-study-detail';
import { loadCaseStudies } from '~/features/case-studies/load.server';
import { NotFoundNotice } from '~/features/content-pages/not-found-notice';
import { slugSuggestions } from '~/features/search/not-found-suggestions.server';
import { seo } from '~/lib/seo';
import { siteContent } from '~/lib/site-content.server';
import type { Route } from './+types/case-study';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { studies } = await loadCaseStudies(siteContent({ context, request }));
  const study = studies.find((s) => s.slug === params.slug) ?? null;
  if (!study) return data({ study, help: await slugSuggestions(context, params.slug) }, { status: 404 });
  return { study, help: null };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const study = loaderData?.study;
  if (!study) {
    return seo(matches, {
      title: 'Case study not found',
      description: 'This case study does not exist or is no longer published.',
      path: location.pathname,
      noindex: true,
    });
  }
  const path = `/case-studies/${study.slug}`;
  return seo(matches, {
    title: study.title,
    description: study.summary || `${study.title}: a case study.`,
    path,
    type: 'article',
    crumbs: [
      { name: 'Case studies', path: '/case-studies' },
      { name: study.title, path },
    ],
  });
};

export default function CaseStudyPage({ loaderData }: Route.ComponentProps) {
  const { study, help } = loaderData;
  if (!study || help)
    return (
      <NotFoundNotice
        title="Case study not found"
        text="This case study does not exist or is no longer published."
        href="/case-studies"
        linkLabel="See all case studies"
        help={help}
      />
    );
  return <CaseStudyDetail study={study} />;
}
