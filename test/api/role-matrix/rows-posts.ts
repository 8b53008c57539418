import { imageBuffer, multipart } from '../../helpers/fixtures';
import { newPostBy, newPreview, newRevision, newSend, publishedPost, scheduledPostBy } from './helpers';
import { only, type MatrixRows } from './types';

/** Roles that write posts (`posts.write`); sales does not. */
const writers = only('admin', 'editor', 'author', 'contributor', 'user');
/** Newsletter sends are the editors' and admins' (`newsletter.send`). */
const senders = only('admin', 'editor');

/**
 * Posts, uploads and newsletter sends. Each writer acts on a draft of its own, so the rows hold
 * once ownership is checked too; other people's posts are rows of their own (issue 28, B).
 */
export const postsRows: MatrixRows = (ctx) => [
  {
    name: 'POST /api/blogs/new (draft)',
    build: async () => ({ method: 'POST', url: '/api/blogs/new', payload: { title: 'By matrix', status: 'draft' } }),
    expected: writers(201),
  },
  {
    name: 'PUT /api/blogs/:id (own draft)',
    build: async (me) => ({ method: 'PUT', url: `/api/blogs/${await newPostBy(ctx, me)}`, payload: { title: 'Edited by matrix' } }),
    expected: writers(200),
  },
  {
    name: 'DELETE /api/blogs/:id (own draft)',
    build: async (me) => ({ method: 'DELETE', url: `/api/blogs/${await newPostBy(ctx, me)}` }),
    expected: writers(200),
  },
  {
    // A contributor cannot schedule: the post is an admin's (ownership, B).
    name: 'POST /api/blogs/:id/unschedule',
    build: async (me) => ({ method: 'POST', url: `/api/blogs/${await scheduledPostBy(ctx, me)}/unschedule`, payload: {} }),
    // Another's scheduled post is invisible to a contributor (decision 055): 404.
    expected: { ...writers(200), contributor: 404 },
  },
  {
    // Roles that can publish are told to publish instead (400); a contributor submits their draft (decision 055).
    name: 'POST /api/blogs/:id/submit',
    build: async (me) => ({ method: 'POST', url: `/api/blogs/${await newPostBy(ctx, me)}/submit` }),
    expected: { ...writers(400), contributor: 200 },
  },
  { name: 'GET /api/blog-schedule', build: async () => ({ method: 'GET', url: '/api/blog-schedule' }), expected: writers(200) },
  { name: 'GET /api/blog-authors', build: async () => ({ method: 'GET', url: '/api/blog-authors' }), expected: writers(200) },
  {
    name: 'POST /api/uploads',
    build: async () => ({
      method: 'POST',
      url: '/api/uploads',
      ...multipart([{ filename: 'a.png', contentType: 'image/png', data: await imageBuffer('png') }]),
    }),
    expected: writers(201),
  },
  {
    // Writers reach the copier; a private address is refused (400) before anything is fetched.
    name: 'POST /api/uploads/fetch',
    build: async () => ({ method: 'POST', url: '/api/uploads/fetch', payload: { url: 'http://10.0.0.1/a.png' } }),
    expected: writers(400),
  },
  {
    name: 'GET /api/blogs/:id/revisions',
    build: async (me) => ({ method: 'GET', url: `/api/blogs/${await newPostBy(ctx, me)}/revisions` }),
    expected: writers(200),
  },
  {
    name: 'GET /api/blogs/:id/revisions/:revisionId',
    build: async (me) => {
      const { blogId, revisionId } = await newRevision(ctx, me);
      return { method: 'GET', url: `/api/blogs/${blogId}/revisions/${revisionId}` };
    },
    expected: writers(200),
  },
  {
    name: 'POST /api/blogs/:id/revisions/:revisionId/restore',
    build: async (me) => {
      const { blogId, revisionId } = await newRevision(ctx, me);
      return { method: 'POST', url: `/api/blogs/${blogId}/revisions/${revisionId}/restore`, payload: {} };
    },
    expected: writers(200),
  },
  {
    name: 'GET /api/blogs/:id/history',
    build: async (me) => ({ method: 'GET', url: `/api/blogs/${await newPostBy(ctx, me)}/history` }),
    expected: writers(200),
  },
  {
    name: 'PUT /api/blogs/:id/working-copy',
    build: async (me) => ({
      method: 'PUT',
      url: `/api/blogs/${await newPostBy(ctx, me)}/working-copy`,
      payload: { title: 'Typing', content: '', tags: [], baseVersion: 1 },
    }),
    expected: writers(200),
  },
  {
    name: 'DELETE /api/blogs/:id/working-copy',
    build: async (me) => ({ method: 'DELETE', url: `/api/blogs/${await newPostBy(ctx, me)}/working-copy` }),
    expected: writers(204),
  },
  {
    name: 'POST /api/blogs/:id/preview',
    build: async (me) => ({ method: 'POST', url: `/api/blogs/${await newPostBy(ctx, me)}/preview` }),
    expected: writers(201),
  },
  {
    name: 'GET /api/blogs/:id/previews',
    build: async (me) => ({ method: 'GET', url: `/api/blogs/${await newPostBy(ctx, me)}/previews` }),
    expected: writers(200),
  },
  {
    name: 'DELETE /api/blogs/:id/previews/:previewId',
    build: async (me) => {
      const { blogId, previewId } = await newPreview(ctx, me);
      return { method: 'DELETE', url: `/api/blogs/${blogId}/previews/${previewId}` };
    },
    expected: writers(204),
  },
  {
    name: 'POST /api/blogs/:id/newsletter',
    build: async () => ({ method: 'POST', url: `/api/blogs/${await publishedPost(ctx)}/newsletter`, payload: { test: true } }),
    expected: senders(202),
  },
  {
    name: 'GET /api/blogs/:id/newsletter',
    build: async () => ({ method: 'GET', url: `/api/blogs/${await publishedPost(ctx)}/newsletter` }),
    expected: senders(200),
  },
  {
    name: 'GET /api/newsletter-sends/:id',
    build: async () => ({ method: 'GET', url: `/api/newsletter-sends/${await newSend(ctx)}` }),
    expected: senders(200),
  },
];
