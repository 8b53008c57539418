import {
  blogListSchema,
  blogSchema,
  blogSummaryListSchema,
  messageSchema,
  postSitemapSchema,
  type BlogBody,
  type BlogListQuery,
  type PostListQuery,
} from '@contract/index';
import { newsletterSendAccepted, newsletterSendListSchema, newsletterSendSchema, type NewsletterSendBody } from '@contract/newsletter';
import type { Transport } from './transport';

export const blogsApi = ({ send, get, page, enc }: Transport) => ({
  /** One page of posts (staff: drafts too), newest first unless sorted; `total` from X-Total-Count. */
  page: (query: PostListQuery = {}) => page(blogListSchema, '/api/blogs', query),
  /** SPEC's list, newest first (staff asking nothing get every post); `total` comes from X-Total-Count. */
  async list(query: BlogListQuery = {}) {
    const { items, total } = await page(blogListSchema, '/api/blogs', query);
    return { posts: items, total };
  },
  /** Published posts without their content (cards, feeds); `total` comes from X-Total-Count. */
  async summaries(query: BlogListQuery = {}) {
    const { items, total } = await page(blogSummaryListSchema, '/api/blog-summaries', query);
    return { posts: items, total };
  },
  /** One sitemap file's worth of published posts' slugs and dates, and the total. */
  sitemap: (pageNumber = 1) => get(postSitemapSchema, `/api/blog-sitemap?page=${pageNumber}`),
  get: (slugOrId: string) => get(blogSchema, `/api/blogs/${enc(slugOrId)}`),
  create: (body: BlogBody) => send(blogSchema, 'POST', '/api/blogs/new', body),
  update: (id: string, body: BlogBody) => send(blogSchema, 'PUT', `/api/blogs/${enc(id)}`, body),
  remove: (id: string) => send(messageSchema, 'DELETE', `/api/blogs/${enc(id)}`),
});

export const newsletterApi = ({ send, get, enc }: Transport) => ({
  /** A test send to yourself, or the send to every confirmed subscriber; answers the send's id (202). */
  send: (blogId: string, body: NewsletterSendBody) => send(newsletterSendAccepted, 'POST', `/api/blogs/${enc(blogId)}/newsletter`, body),
  /** A post's sends with their counts, and how many addresses are confirmed now. */
  sends: (blogId: string) => get(newsletterSendListSchema, `/api/blogs/${enc(blogId)}/newsletter`),
  get: (sendId: string) => get(newsletterSendSchema, `/api/newsletter-sends/${enc(sendId)}`),
});
