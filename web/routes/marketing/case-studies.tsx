import { Link } from 'react-router';
import { CaseStudyCard } from '~/features/case-studies/case-study-card';
import { loadCaseStudies } from '~/features/case-studies/load.server';
import { PageHero } from '~/features/site-shell/page-hero';
import { seo } from '~/lib/seo';
import { siteContent } from '~/lib/site-content.server';
import type { Route } from './+types/case-studies';

const TITLE = 'Case studies';
const DESCRIPTION = 'Data projects we delivered: the challenge, how we approached it and the results in figures.';

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadCaseStudies(siteContent({ context, request }));
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: TITLE,
    description: DESCRIPTION,
    path: '/case-studies',
    crumbs: [{ name: TITLE, path: '/case-studies' }],
  });

/** Every published case study as a card leading to its page; none yet → one line and the way to ask. */
export default function CaseStudiesPage({ loaderData }: Route.ComponentProps) {
  const { studies } = loaderData;
  return (
    <div>
      <PageHero eyebrow="Our work" title={TITLE} intro={DESCRIPTION} />
      <section aria-label={TITLE} className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        {studies.length > 0 ? (
          <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
            {studies.map((study) => (
              <CaseStudyCard key={study.slug} study={study} />
            ))}
          </ul>
        ) : (
          <p className="text-lg text-slate-800">No case studies are published yet: ask us about projects like yours.</p>
        )}
        <p className="mt-12">
          <Link to="/contactus" className="rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
            Contact us
          </Link>
        </p>
      </section>
    </div>
  );
}
