import { Link } from 'react-router';
import { FaqExplorerIsland } from '~/features/marketing/faq/faq-explorer';
import { faqPageText as page } from '~/features/marketing/faq/faq-page-text';
import { answerText, faqTopics } from '~/features/marketing/faq/faq-topics';
import { ContentImage } from '~/features/marketing/services/content-image';
import { PageHero } from '~/features/site-shell/page-hero';
import { faqPage } from '~/lib/json-ld';
import { seo } from '~/lib/seo';
import { siteContent } from '~/lib/site-content.server';
import type { Route } from './+types/faq';

export async function loader({ context, request }: Route.LoaderArgs) {
  const content = siteContent({ context, request });
  const items = await content.list('faq');
  return { topics: faqTopics(items.map((item) => item.data)) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const questions = (loaderData?.topics ?? []).flatMap((topic) => topic.items);
  return seo(matches, {
    title: page.metaTitle,
    description: page.metaDescription,
    path: '/faq',
    crumbs: [{ name: page.eyebrow, path: '/faq' }],
    jsonLd: questions.length > 0 ? [faqPage(questions.map((q) => ({ question: q.question, answer: answerText(q.answer) })))] : [],
  });
};

export default function FaqPage({ loaderData }: Route.ComponentProps) {
  const { topics } = loaderData;
  return (
    <div>
      <PageHero eyebrow={page.eyebrow} title={page.title} intro={topics.length > 0 ? page.intro : page.emptyText}>
        <p className="mt-6 inline-block rounded-lg bg-white/10 px-4 py-3 text-brand-50">
          {page.contactLead}{' '}
          <Link to={page.contactHref} className="font-semibold text-accent-500 underline underline-offset-4 hover:text-amber-300">
            {page.contactLabel}
          </Link>{' '}
          {page.contactTail}
        </p>
      </PageHero>
      {topics.length > 0 && (
        <section aria-labelledby="faq-question" className="mx-auto max-w-6xl px-4 py-16">
          <div className="mb-12 grid items-center gap-8 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <h2 id="faq-question" className="text-3xl font-bold text-navy-900">
              {page.questionHeading}
            </h2>
            <ContentImage image={page.questionImage} className="mx-auto max-w-sm rounded-2xl" />
          </div>
          <FaqExplorerIsland topics={topics} defaultTopicId={topics[0]!.id} topicsLabel={page.topicsLabel} questionsSuffix={page.questionsSuffix} />
        </section>
      )}
    </div>
  );
}
