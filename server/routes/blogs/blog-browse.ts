import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { blogAuthorOptionListSchema, blogAuthorSchema, blogSummaryListSchema, blogTagSchema } from '@contract/blogs';
import { errorResponses, storable } from '@contract/common';
import { NotFoundError } from '../../lib/errors';
import { tagSlugOf } from '../../repositories/blog-browse';
import { toBlogSummary } from '../../repositories/blogs';
import { anonymousAnswers } from './anonymous-answers';
import type { BlogPluginOptions } from './blog-plugin-options';

const slugParams = z.object({ slug: storable().trim().min(1).max(300) });

/**
 * Browsing the blog (decision 053): related posts under an article, a tag's and an author's page
 * heading, and the editor's list of possible authors. The public answers are kept like the other
 * anonymous reads and dropped by every write.
 */
const blogBrowseRoutes: FastifyPluginAsyncZod<BlogPluginOptions> = async (app, { repos, anonymous, rateLimit }) => {
  const { cached, sendJson } = anonymousAnswers(anonymous);
  const browse = repos.blogBrowse;
  const json = (value: unknown, total = 1) => ({ json: Buffer.from(JSON.stringify(value)), total, encoded: {} });

  app.get(
    '/api/blog-related/:slug',
    {
      config: { rateLimit },
      schema: {
        tags: ['blogs'],
        summary: 'Up to three other published posts sharing the most tags with this published post, newest first among equals',
        params: slugParams,
        response: { 200: blogSummaryListSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const answer = await cached(`related|${slug}`, async () => {
        const rows = await browse.related(slug);
        return rows ? json(blogSummaryListSchema.parse(rows.map(toBlogSummary)), rows.length) : null;
      });
      if (!answer) throw new NotFoundError('Blog not found');
      return sendJson(request, reply, answer);
    },
  );

  app.get(
    '/api/blog-tags/:slug',
    {
      config: { rateLimit },
      schema: {
        tags: ['blogs'],
        summary:
          'A tag of published posts: its name as written, its address and how many posts carry it. "Web Scraping" and web-scraping are one tag.',
        params: slugParams,
        response: { 200: blogTagSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const slug = tagSlugOf(request.params.slug);
      const answer = await cached(`tag|${slug}`, async () => {
        const tag = await browse.tag(slug);
        return tag ? json(blogTagSchema.parse(tag)) : null;
      });
      if (!answer) throw new NotFoundError('Tag not found');
      return sendJson(request, reply, answer);
    },
  );

  app.get(
    '/api/blog-authors/:slug',
    {
      config: { rateLimit },
      schema: {
        tags: ['blogs'],
        summary: 'An author with at least one published post: name, bio, photo (404 otherwise)',
        params: slugParams,
        response: { 200: blogAuthorSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const slug = request.params.slug.toLowerCase();
      const answer = await cached(`author|${slug}`, async () => {
        const author = await browse.author(slug);
        return author ? json(blogAuthorSchema.parse(author)) : null;
      });
      if (!answer) throw new NotFoundError('Author not found');
      return sendJson(request, reply, answer);
    },
  );

  app.get(
    '/api/blog-authors',
    {
      config: { permission: 'posts.write' },
      schema: {
        tags: ['blogs'],
        summary: "Everyone who may be a post's author (staff), by name",
        response: { 200: blogAuthorOptionListSchema, ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return browse.staffAuthors();
    },
  );
};

export default blogBrowseRoutes;
