import {
  blogAuthorOptionListSchema,
  blogAuthorSchema,
  blogConflictSchema,
  blogListSchema,
  blogPreviewSchema,
  blogSchema,
  blogSummaryListSchema,
  blogTagSchema,
  messageSchema,
  movedSchema,
  postSitemapSchema,
  scheduleStatusSchema,
  type BlogBody,
  type BlogListQuery,
  type BlogSummaryQuery,
  type PostListQuery,
  type UnscheduleBody,
} from '@contract/index';
import {
  blogEventListSchema,
  previewCreated,
  previewListSchema,
  restoreBody,
  revisionListSchema,
  revisionSchema,
  workingCopyConflict,
  workingCopySaved,
  type RestoreBody,
  type WorkingCopyBody,
} from '@contract/blog-revisions';
import type { PageQuery } from '@contract/paging';
import { newsletterSendAccepted, newsletterSendListSchema, newsletterSendSchema, type NewsletterSendBody } from '@contract/newsletter';
import { BlogConflictError, PostMovedError, typedError, WorkingCopyConflictError } from './errors';
import type { Transport } from './transport';

/** A 409 carrying the post as it is now. */
const asBlogConflict = typedError(409, blogConflictSchema, (body) => new BlogConflictError(body));
/** An autosave someone else's came before. */
const asCopyConflict = typedError(409, workingCopyConflict, (body) => new WorkingCopyConflictError(body));
/** A 301 of an old address (fetches that do not follow redirects: the server's in-process one). */
const asMoved = typedError(301, movedSchema, (body) => new PostMovedError(body.slug));

export const blogsApi = ({ send, get, page, enc }: Transport) => ({
  /** One page of posts (staff: drafts too, filters), newest first unless sorted; `total` from X-Total-Count. */
  page: (query: PostListQuery = {}) => page(blogListSchema, '/api/blogs', query),
  /** SPEC's list, newest first (staff asking nothing get every post); `total` comes from X-Total-Count. */
  async list(query: BlogListQuery = {}) {
    const { items, total } = await page(blogListSchema, '/api/blogs', query);
    return { posts: items, total };
  },
  /** Published posts without their content (cards, feeds, search with snippets); `total` from X-Total-Count. */
  async summaries(query: BlogSummaryQuery = {}) {
    const { items, total } = await page(blogSummaryListSchema, '/api/blog-summaries', query);
    return { posts: items, total };
  },
  /** One sitemap file's worth of published posts' slugs and dates, and the total. */
  sitemap: (pageNumber = 1) => get(postSitemapSchema, `/api/blog-sitemap?page=${pageNumber}`),
  /** One post; an old address throws PostMovedError (or, through a fetch that follows redirects, answers the post). */
  get: (slugOrId: string) => get(blogSchema, `/api/blogs/${enc(slugOrId)}`).catch(asMoved),
  /** A stale `version` throws BlogConflictError. */
  create: (body: BlogBody) => send(blogSchema, 'POST', '/api/blogs/new', body).catch(asBlogConflict),
  update: (id: string, body: BlogBody) => send(blogSchema, 'PUT', `/api/blogs/${enc(id)}`, body).catch(asBlogConflict),
  /** A scheduled post back to draft. */
  unschedule: (id: string, body: UnscheduleBody = {}) => send(blogSchema, 'POST', `/api/blogs/${enc(id)}/unschedule`, body).catch(asBlogConflict),
  remove: (id: string) => send(messageSchema, 'DELETE', `/api/blogs/${enc(id)}`),
  /** A contributor's draft to the editors (decision 055). */
  submit: (id: string) => send(blogSchema, 'POST', `/api/blogs/${enc(id)}/submit`),

  /** Autosave (no new version, no revision); someone else's autosave in between throws WorkingCopyConflictError. */
  saveWorkingCopy: (id: string, body: WorkingCopyBody) =>
    send(workingCopySaved, 'PUT', `/api/blogs/${enc(id)}/working-copy`, body).catch(asCopyConflict),
  discardWorkingCopy: (id: string) => send(null, 'DELETE', `/api/blogs/${enc(id)}/working-copy`),
  /** Newest first; `total` from X-Total-Count. */
  revisions: (id: string, query: PageQuery = {}) => page(revisionListSchema, `/api/blogs/${enc(id)}/revisions`, query),
  revision: (id: string, revisionId: string) => get(revisionSchema, `/api/blogs/${enc(id)}/revisions/${enc(revisionId)}`),
  restore: (id: string, revisionId: string, body: RestoreBody = {}) =>
    send(blogSchema, 'POST', `/api/blogs/${enc(id)}/revisions/${enc(revisionId)}/restore`, restoreBody.parse(body)).catch(asBlogConflict),
  history: (id: string) => get(blogEventListSchema, `/api/blogs/${enc(id)}/history`),

  /** A new preview link (shown once). */
  preview: (id: string) => send(previewCreated, 'POST', `/api/blogs/${enc(id)}/preview`),
  previews: (id: string) => get(previewListSchema, `/api/blogs/${enc(id)}/previews`),
  revokePreview: (id: string, previewId: string) => send(null, 'DELETE', `/api/blogs/${enc(id)}/previews/${enc(previewId)}`),
  previewByToken: (token: string) => get(blogPreviewSchema, `/api/blog-previews/${enc(token)}`),

  /** Up to three published posts sharing the most tags with this one. */
  related: (slug: string) => get(blogSummaryListSchema, `/api/blog-related/${enc(slug)}`),
  tag: (slug: string) => get(blogTagSchema, `/api/blog-tags/${enc(slug)}`),
  author: (slug: string) => get(blogAuthorSchema, `/api/blog-authors/${enc(slug)}`),
  /** Staff: every possible author. */
  authors: () => get(blogAuthorOptionListSchema, '/api/blog-authors'),
  /** Staff: overdue scheduled posts and the next one due. */
  scheduleStatus: () => get(scheduleStatusSchema, '/api/blog-schedule'),
});

export const newsletterApi = ({ send, get, enc }: Transport) => ({
  /** A test send to yourself, or the send to every confirmed subscriber; answers the send's id (202). */
  send: (blogId: string, body: NewsletterSendBody) => send(newsletterSendAccepted, 'POST', `/api/blogs/${enc(blogId)}/newsletter`, body),
  /** A post's sends with their counts, and how many addresses are confirmed now. */
  sends: (blogId: string) => get(newsletterSendListSchema, `/api/blogs/${enc(blogId)}/newsletter`),
  get: (sendId: string) => get(newsletterSendSchema, `/api/newsletter-sends/${enc(sendId)}`),
});
