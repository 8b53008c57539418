import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { errorResponses } from '@contract/common';
import { collectionTag, type CollectionName } from '@contract/content/index';
import { siteSearchQuery, siteSearchSchema } from '@contract/search';
import type { ContentChanges } from '../../db/change-notifier';
import { BLOG_TAG, tagAnswers } from '../../lib/content-tags';
import type { Repositories } from '../../repositories/index';
import type { SearchDocument } from '../../repositories/site-search';
import { createBlogListCache } from '../blogs/list-cache';
import { searchDocuments } from './search-documents';

export interface SearchRouteOptions {
  repos: Repositories;
  /** Told of every content and post write: the content's documents are made again on the next search. */
  changes: ContentChanges;
  rateLimit: RateLimitOptions | false;
}

const READS = ['company', 'offices', 'services', 'industries', 'case-studies', 'faq', 'pages'] as const satisfies readonly CollectionName[];

/**
 * GET /api/search (issue 48 point 4, decision 119): the whole public site (services, industries, case
 * studies, FAQ answers, legal pages and posts), best match first, each with a highlighted snippet.
 * Answers are never kept (every search's words differ); the content's documents are, until a write.
 */
const searchRoutes: FastifyPluginAsyncZod<SearchRouteOptions> = async (app, { repos, changes, rateLimit }) => {
  // A page rendered from a search (the 404 page's suggestions) is dropped by any write to what it read.
  tagAnswers(app, [BLOG_TAG, ...READS.map(collectionTag)]);
  const documents = createBlogListCache<SearchDocument[]>({ maxEntries: 1 });
  changes.subscribe(() => documents.clear());

  async function currentDocuments(): Promise<SearchDocument[]> {
    const hit = documents.get('all');
    if (hit) return hit;
    const generation = documents.generation();
    const reads = repos.contentReads;
    const [company, offices, services, industries, caseStudies, faq, pages] = await Promise.all(READS.map((c) => reads.list(c, 'public')));
    const made = searchDocuments({
      company: company![0],
      officeCount: offices!.length,
      services: services!,
      industries: industries!,
      caseStudies: caseStudies!,
      faq: faq!,
      pages: pages!,
    });
    documents.set('all', made, generation);
    return made;
  }

  app.get(
    '/api/search',
    {
      config: { rateLimit, totalCount: true },
      schema: {
        tags: ['content'],
        summary:
          'Searches the public site: services, industries, case studies, FAQ answers, legal pages and published posts, best match first, each with a highlighted `snippet`. `q` takes words as typed ("a phrase", -word, or); words that are all stop words find nothing. X-Total-Count gives the total.',
        querystring: siteSearchQuery,
        response: { 200: siteSearchSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { q, page, limit } = request.query;
      const { hits, total } = await repos.siteSearch.search(q, await currentDocuments(), { limit, offset: (page - 1) * limit });
      reply.header('x-total-count', String(total));
      return { results: hits, total };
    },
  );
};

export default searchRoutes;
