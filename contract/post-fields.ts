import { z } from 'zod';
import { imageUrl, isoDate, storable, text } from './common';

/** Tags arrive as a comma string, an array, or an array holding one comma string. */
export const tagsInput = z.union([storable().max(2000), z.array(storable().max(2000)).max(100)]);

/** A post's state (decisions 046, 055: review = a contributor's draft waiting for an editor): visitors see only published posts. */
export const POST_STATUSES = ['draft', 'review', 'scheduled', 'published'] as const;
export const postStatus = z.enum(POST_STATUSES, { message: "status must be 'draft', 'review', 'scheduled' or 'published'" });
export type PostStatus = z.infer<typeof postStatus>;

/** Addresses a post may not take: the staff screens' and the blog's own paths under /blogs/. */
export const RESERVED_POST_SLUGS = ['new', 'edit', 'tag', 'author', 'preview'] as const;

export const POST_SLUG_MAX = 80;
export const postSlug = z
  .string()
  .trim()
  .toLowerCase()
  .max(POST_SLUG_MAX, `The address is at most ${POST_SLUG_MAX} characters`)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and hyphens')
  .refine((s) => !(RESERVED_POST_SLUGS as readonly string[]).includes(s), 'That address is reserved');

/** A moment as ISO 8601 with a zone (`Date.toISOString()`, or an offset); the message names the field. */
export const dateTimeInput = (field: string) =>
  z.iso.datetime({ offset: true, message: `${field} must be a date and time in ISO 8601, like 2026-12-09T09:00:00Z` });

/** Length hints of the settings panel (not limits). */
export const META_TITLE_HINT = 60;
export const META_DESCRIPTION_HINT = [120, 155] as const;
export const EXCERPT_MAX = 300;

/** Per-post settings (decision 051), fields of a post's body: each left out keeps what is stored. */
export const postSettingsShape = {
  slug: postSlug.optional(),
  /** '' = derived from the content. */
  excerpt: text(EXCERPT_MAX).optional(),
  metaTitle: text(200).optional(),
  metaDescription: text(400).optional(),
  /** null or '' = the featured image. */
  socialImage: imageUrl.nullish(),
  featuredImageAlt: text(250).optional(),
  /** A staff user; the post's author. */
  authorId: z.uuid({ message: 'Choose an author from the list' }).optional(),
  /** The publish date shown to readers; never in the future (use Schedule). */
  publishedAt: dateTimeInput('publishedAt').nullish(),
};

/** The same settings as stored and answered, every key present (revisions, working copies). */
export const postSettingsSchema = z.object({
  slug: z.string(),
  excerpt: z.string(),
  metaTitle: z.string(),
  metaDescription: z.string(),
  socialImage: z.string(),
  featuredImageAlt: z.string(),
  authorId: z.string().nullable(),
  publishedAt: isoDate.nullable(),
});
export type PostSettings = z.infer<typeof postSettingsSchema>;

/** A post's autosaved changes not yet saved (decision 048); staff answers only. */
export const workingCopySchema = z.object({
  title: z.string(),
  content: z.string(),
  tags: z.array(z.string()),
  featuredImage: z.string(),
  settings: postSettingsSchema,
  status: postStatus,
  publishAt: isoDate.nullable(),
  baseVersion: z.number().int(),
  copyVersion: z.number().int(),
  updatedAt: isoDate,
  updatedByName: z.string(),
});
export type WorkingCopy = z.infer<typeof workingCopySchema>;
