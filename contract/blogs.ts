import { z } from 'zod';
import { imageUrl, isoDate, storable, text } from './common';
import { MAX_PAGE_SIZE, sortValues } from './paging';
import { dateTimeInput, postSettingsShape, postSlug, postStatus, tagsInput, workingCopySchema } from './post-fields';

export { tagsInput };

export const blogBody = z
  .object({
    title: text(300).min(1, 'Title is required'),
    content: storable().max(500_000, 'Content is too long').optional().default(''),
    tags: tagsInput.optional().default([]),
    /** null or missing: no image. */
    featuredImage: imageUrl.nullish().transform((v) => v ?? ''),
    /** SPEC's flag: without `status`, true publishes and false makes a draft (decision 046). */
    isPublished: z.boolean().optional(),
    /** Ignored (kept for old clients): `authorId` names the author. */
    author: z.unknown().optional(),
    /** Left out on a PUT: the state stays (unless `isPublished` is sent); on a POST: published (SPEC). */
    status: postStatus.optional(),
    /** When a scheduled post goes live; required with `status: 'scheduled'`. */
    publishAt: dateTimeInput('publishAt').nullish(),
    /** The version the change was made on (or If-Match); stale → 409. Left out: last write wins (SPEC). */
    version: z.number().int().positive().optional(),
    ...postSettingsShape,
  })
  .refine((b) => b.status !== 'scheduled' || !!b.publishAt, { message: 'Choose when to publish', path: ['publishAt'] });
export type BlogBody = z.input<typeof blogBody>;
export type BlogInput = z.output<typeof blogBody>;

export const blogSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  content: z.string(),
  excerpt: z.string(),
  featuredImage: z.string(),
  tags: z.array(z.string()),
  author: z.string(),
  /** status === 'published', for SPEC's clients. */
  isPublished: z.boolean(),
  createdAt: isoDate,
  updatedAt: isoDate,
  status: postStatus,
  publishAt: isoDate.nullable(),
  publishedAt: isoDate.nullable(),
  version: z.number().int(),
  /** Whether `excerpt` is the writer's own (else derived from the content). */
  excerptIsCustom: z.boolean(),
  metaTitle: z.string(),
  metaDescription: z.string(),
  /** '' = the featured image is used. */
  socialImage: z.string(),
  featuredImageAlt: z.string(),
  authorId: z.string().nullable(),
  authorSlug: z.string().nullable(),
  readingMinutes: z.number().int(),
  /** Who saved last ('Scheduler' after a scheduled publish). */
  updatedByName: z.string(),
  /** When a contributor last submitted it for review (decision 055); null if never. */
  submittedAt: isoDate.nullable().optional(),
  /** Staff answers only: autosaved changes not yet saved. */
  workingCopy: workingCopySchema.nullable().optional(),
  /** Write answers only: what the save changed that the writer should know ("1 external image was removed: …"). */
  notices: z.array(z.string()).optional(),
});
export type Blog = z.infer<typeof blogSchema>;

/** 409: the post changed since the version the save was made on (decision 049, the shape of decision 037). */
export const blogConflictSchema = z.object({
  message: z.string(),
  current: blogSchema,
  changedBy: z.object({ name: z.string(), at: isoDate }),
});
export type BlogConflict = z.infer<typeof blogConflictSchema>;

/** 301 of an old address of a published post (decision 051). */
export const movedSchema = z.object({ message: z.string(), slug: z.string() });

/** POST /api/blogs/:id/unschedule: back to draft. */
export const unscheduleBody = z.object({ version: z.number().int().positive().optional() });
export type UnscheduleBody = z.infer<typeof unscheduleBody>;

/** One highlighted search snippet: segments, `mark` on the matched words (no HTML from the database). */
export const snippetSchema = z.array(z.object({ text: z.string(), mark: z.boolean() }));
export type Snippet = z.infer<typeof snippetSchema>;
export const blogListSchema = z.array(blogSchema);

/** Posts per page of the public blog: the list API's default and /blog's page. */
export const BLOG_PAGE_SIZE = 9;

/** At most this many posts in one answer; the default is one page of the public blog. */
export const BLOG_LIST_MAX = 100;

export const blogListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  limit: z.coerce.number().int().min(1).max(BLOG_LIST_MAX).optional(),
});
export type BlogListQuery = z.infer<typeof blogListQuery>;

/** GET /api/blog-summaries: SPEC's paging plus search, tag and author (published posts only). */
export const blogSummaryQuery = blogListQuery.extend({
  q: text(200).optional(),
  tag: postSlug.optional(),
  author: postSlug.optional(),
});
export type BlogSummaryQuery = z.infer<typeof blogSummaryQuery>;

/**
 * GET /api/blogs: SPEC's `page`/`limit`, and for staff the list convention's `pageSize` (at most 200) and `sort`.
 * Visitors always get newest first, at most BLOG_LIST_MAX a page.
 */
export const POST_SORT_FIELDS = ['createdAt', 'updatedAt', 'publishedAt', 'title'] as const;
/** Filters of the post lists; visitors always get published posts. */
export const blogFilterShape = {
  status: postStatus.optional(),
  q: text(200).optional(),
  tag: postSlug.optional(),
  author: postSlug.optional(),
};
export const postListQuery = blogListQuery.extend({
  ...blogFilterShape,
  pageSize: z.coerce
    .number({ message: 'pageSize must be a number' })
    .int('pageSize must be a whole number')
    .min(1, 'pageSize is at least 1')
    .max(MAX_PAGE_SIZE, `pageSize is at most ${MAX_PAGE_SIZE}`)
    .optional(),
  sort: sortValues(POST_SORT_FIELDS).optional(),
});
export type PostListQuery = z.input<typeof postListQuery>;

/** One post's address: `id` is its id or its slug (one name for the segment, as PUT and DELETE /api/blogs/:id have it). */
export const slugOrIdParams = z.object({ id: storable().min(1).max(300).describe('The post’s id, or its slug') });

/** A published post as lists and feeds show it: everything but its content (and a search snippet). */
export const blogSummarySchema = blogSchema.omit({ content: true, workingCopy: true, notices: true }).extend({ snippet: snippetSchema.optional() });
export type BlogSummary = z.infer<typeof blogSummarySchema>;
export const blogSummaryListSchema = z.array(blogSummarySchema);

/** Posts in one sitemap file: the protocol allows 50,000 URLs, and a file also holds the site's pages. */
export const SITEMAP_POSTS_PER_FILE = 45_000;

export const postSitemapQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).optional() });
export type PostSitemapQuery = z.infer<typeof postSitemapQuery>;

/** One file's worth of published posts' addresses and dates, newest first, and how many there are in all. */
export const postSitemapSchema = z.object({
  total: z.number().int().min(0),
  perPage: z.number().int().min(1),
  posts: z.array(z.object({ slug: z.string(), updatedAt: isoDate })),
  /** Page 1 only: tag and author pages with published posts, and their last change. */
  tags: z.array(z.object({ slug: z.string(), updatedAt: isoDate })).optional(),
  authors: z.array(z.object({ slug: z.string(), updatedAt: isoDate })).optional(),
});
export type PostSitemap = z.infer<typeof postSitemapSchema>;

/** A tag page's heading: the tag as written, its address, how many published posts carry it. */
export const blogTagSchema = z.object({ slug: z.string(), name: z.string(), count: z.number().int() });
export type BlogTag = z.infer<typeof blogTagSchema>;

/** An author page's card. */
export const blogAuthorSchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  bio: z.string(),
  profileImage: z.string(),
});
export type BlogAuthor = z.infer<typeof blogAuthorSchema>;

/** The editor's author choice: every staff member. */
export const blogAuthorOptionSchema = z.object({ _id: z.string(), name: z.string(), slug: z.string() });
export const blogAuthorOptionListSchema = z.array(blogAuthorOptionSchema);

/** GET /api/blog-schedule: scheduled posts past their time, and the next one due. */
export const scheduleStatusSchema = z.object({
  overdue: z.array(z.object({ _id: z.string(), title: z.string(), publishAt: isoDate })),
  next: isoDate.nullable(),
});
export type ScheduleStatus = z.infer<typeof scheduleStatusSchema>;

/** What a preview link shows: the draft or the working copy, never the cached public answer. */
export const blogPreviewSchema = blogSchema.omit({ workingCopy: true, notices: true }).extend({ previewExpiresAt: isoDate });
export type BlogPreview = z.infer<typeof blogPreviewSchema>;
