import { Link } from 'react-router';
import { FaqExplorerIsland } from '~/features/marketing/faq/faq-explorer';
import { ContentImage } from '~/features/marketing/services/content-image';
import { defaultFaqTopicId, faqPage as page, faqTopics } from '~/content/faq';
import { PageHero } from '~/features/site-shell/page-hero';
import { faqPage } from '~/lib/json-ld';
import { seo, siteUrlFrom } from '~/lib/seo';
import type { Route } from './+types/faq';

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: page.metaTitle,
    description: page.metaDescription,
    path: '/faq',
    siteUrl: siteUrlFrom(matches),
    crumbs: [{ name: page.eyebrow, path: '/faq' }],
    jsonLd: [faqPage(faqTopics.flatMap((topic) => topic.items))],
  });

export default function FaqPage() {
  return (
    <div>
      <PageHero eyebrow={page.eyebrow} title={page.title} intro={page.intro}>
        <p className="mt-6 inline-block rounded-lg bg-white/10 px-4 py-3 text-brand-50">
          {page.contactLead}{' '}
          <Link to={page.contactHref} className="font-semibold text-accent-500 underline underline-offset-4 hover:text-amber-300">
            {page.contactLabel}
          </Link>{' '}
          {page.contactTail}
        </p>
      </PageHero>
      <section aria-labelledby="faq-question" className="mx-auto max-w-6xl px-4 py-16">
        <div className="mb-12 grid items-center gap-8 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <h2 id="faq-question" className="text-3xl font-bold text-navy-900">
            {page.questionHeading}
          </h2>
          <ContentImage image={page.questionImage} className="mx-auto max-w-sm rounded-2xl" />
        </div>
        <FaqExplorerIsland
          topics={faqTopics}
          defaultTopicId={defaultFaqTopicId}
          topicsLabel={page.topicsLabel}
          questionsSuffix={page.questionsSuffix}
        />
      </section>
    </div>
  );
}
