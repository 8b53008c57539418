import { Link } from 'react-router';
import { pageFacts } from '~/features/marketing/content/page-facts.server';
import { howItWorksPage as page, howSteps } from '~/features/marketing/how-it-works/how-it-works-text';
import { HowStep } from '~/features/marketing/how-it-works/how-step';
import { ContentImage } from '~/features/marketing/services/content-image';
import { PageHero } from '~/features/site-shell/page-hero';
import { seo } from '~/lib/seo';
import { siteContent } from '~/lib/site-content.server';
import type { Route } from './+types/how-it-works';

export async function loader({ context, request }: Route.LoaderArgs) {
  const { company, render } = await pageFacts(siteContent({ context, request }));
  return { ctaText: company ? render(page.cta.factsText) : page.cta.text };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: page.metaTitle,
    description: page.metaDescription,
    path: '/howworks',
    crumbs: [{ name: page.eyebrow, path: '/howworks' }],
  });

export default function HowItWorksPage({ loaderData }: Route.ComponentProps) {
  return (
    <div>
      <PageHero eyebrow={page.eyebrow} title={page.title} intro={page.intro} />
      <ol className="mx-auto max-w-6xl space-y-16 px-4 py-16">
        {howSteps.map((step, i) => (
          <HowStep key={step.number} step={step} priority={i === 0} />
        ))}
      </ol>
      <section aria-labelledby="good-hands" className="bg-brand-50">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 md:grid-cols-2">
          <div>
            <h2 id="good-hands" className="text-3xl font-bold text-navy-900">
              {page.cta.title}
            </h2>
            <p className="mt-4 text-slate-700">{loaderData.ctaText}</p>
            <Link to={page.cta.href} className="mt-8 inline-block rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
              {page.cta.linkLabel}
            </Link>
          </div>
          <ContentImage image={page.cta.image} className="rounded-2xl" />
        </div>
      </section>
    </div>
  );
}
