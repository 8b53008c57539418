import type { Entry } from '~/features/blog/sitemap';
import type { LoadContext } from '~/lib/load-context';
import { serverApi } from '~/lib/api/server-api.server';
import { caseStudyPath } from './case-study-view';

const newest = (dates: string[], fallback: string) => dates.reduce((a, b) => (b > a ? b : a), fallback);

/**
 * The sitemap's entries of the content pages: each published service, the case studies' list (lastmod: its newest study, or
 * `pagesChangedAt` when there is none), each published case study and each published legal page,
 * with when it last changed.
 */
export async function contentSitemapEntries(context: LoadContext, pagesChangedAt: string): Promise<Entry[]> {
  const { content } = serverApi(context);
  const [services, studies, pages] = await Promise.all([content.list('services'), content.list('case-studies'), content.list('pages')]);
  const studyEntries = studies.flatMap((s) => (s.data.slug ? [{ path: caseStudyPath(s.data.slug), lastmod: s.updatedAt }] : []));
  return [
    ...services.flatMap((s) => (s.slug ? [{ path: `/services/${s.slug}`, lastmod: s.updatedAt }] : [])),
    {
      path: '/case-studies',
      lastmod: newest(
        studyEntries.map((e) => e.lastmod),
        pagesChangedAt,
      ),
    },
    ...studyEntries,
    ...pages.map((p) => ({ path: `/legal/${p.data.slug}`, lastmod: p.updatedAt })),
  ];
}
