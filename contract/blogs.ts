import { z } from 'zod';
import { imageUrl, isoDate, storable, text } from './common';
import { MAX_PAGE_SIZE, sortValues } from './paging';

/** Tags arrive as a comma string, an array, or an array holding one comma string. */
export const tagsInput = z.union([storable().max(2000), z.array(storable().max(2000)).max(100)]);

export const blogBody = z.object({
  title: text(300).min(1, 'Title is required'),
  content: storable().max(500_000, 'Content is too long').optional().default(''),
  tags: tagsInput.optional().default([]),
  /** null or missing: no image. */
  featuredImage: imageUrl.nullish().transform((v) => v ?? ''),
  isPublished: z.boolean().optional().default(true),
  /** Ignored: the author is always the signed-in user (kept for old clients). */
  author: z.unknown().optional(),
});
export type BlogBody = z.input<typeof blogBody>;

export const blogSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  content: z.string(),
  excerpt: z.string(),
  featuredImage: z.string(),
  tags: z.array(z.string()),
  author: z.string(),
  isPublished: z.boolean(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Blog = z.infer<typeof blogSchema>;
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

/**
 * GET /api/blogs: SPEC's `page`/`limit`, and for staff the list convention's `pageSize` (at most 200) and `sort`.
 * Visitors always get newest first, at most BLOG_LIST_MAX a page.
 */
export const POST_SORT_FIELDS = ['createdAt', 'updatedAt', 'title'] as const;
export const postListQuery = blogListQuery.extend({
  pageSize: z.coerce
    .number({ message: 'pageSize must be a number' })
    .int('pageSize must be a whole number')
    .min(1, 'pageSize is at least 1')
    .max(MAX_PAGE_SIZE, `pageSize is at most ${MAX_PAGE_SIZE}`)
    .optional(),
  sort: sortValues(POST_SORT_FIELDS).optional(),
});
export type PostListQuery = z.input<typeof postListQuery>;

export const slugOrIdParams = z.object({ slugOrId: storable().min(1).max(300) });

/** A published post as lists and feeds show it: everything but its content. */
export const blogSummarySchema = blogSchema.omit({ content: true });
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
});
export type PostSitemap = z.infer<typeof postSitemapSchema>;
