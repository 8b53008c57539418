import { z } from 'zod';
import { imageUrl, isoDate, storable, text } from './common';
import { dateTimeInput, postSettingsSchema, postSettingsShape, postStatus, tagsInput } from './post-fields';

/** What made a revision (decision 048). */
export const REVISION_KINDS = ['draft', 'scheduled', 'published', 'unpublished', 'working', 'restored', 'autopublished'] as const;
export type RevisionKind = (typeof REVISION_KINDS)[number];

export const revisionListItem = z.object({
  _id: z.string(),
  kind: z.enum(REVISION_KINDS),
  title: z.string(),
  actorName: z.string(),
  createdAt: isoDate,
});
export type RevisionListItem = z.infer<typeof revisionListItem>;
export const revisionListSchema = z.array(revisionListItem);

/** One revision in full; `settings` as stored. */
export const revisionSchema = revisionListItem.extend({ content: z.string(), settings: postSettingsSchema });
export type Revision = z.infer<typeof revisionSchema>;

export const revisionParams = z.object({ id: storable().min(1).max(200), revisionId: storable().min(1).max(200) });

export const restoreBody = z.object({ version: z.number().int().positive().optional() });
export type RestoreBody = z.infer<typeof restoreBody>;

/** A post's history lines (decision 047, 048). */
export const BLOG_EVENT_KINDS = [
  'created',
  'saved',
  'scheduled',
  'unscheduled',
  'published',
  'unpublished',
  'late',
  'publish-failed',
  'restored',
  'slug-changed',
  'preview-created',
  'preview-revoked',
  'submitted',
] as const;
export type BlogEventKind = (typeof BLOG_EVENT_KINDS)[number];

export const blogEventSchema = z.object({
  _id: z.string(),
  kind: z.enum(BLOG_EVENT_KINDS),
  actorName: z.string(),
  details: z.record(z.string(), z.unknown()),
  createdAt: isoDate,
});
export type BlogEvent = z.infer<typeof blogEventSchema>;
export const blogEventListSchema = z.array(blogEventSchema);

/** PUT /api/blogs/:id/working-copy: the autosave (no version bump, no revision). */
export const workingCopyBody = z.object({
  title: text(300),
  content: storable().max(500_000, 'Content is too long'),
  tags: tagsInput,
  featuredImage: imageUrl.nullish(),
  ...postSettingsShape,
  status: postStatus.optional(),
  publishAt: dateTimeInput('publishAt').nullish(),
  /** The post's version the copy was started from. */
  baseVersion: z.number().int().positive(),
  /** The copy's version this autosave follows; absent on the first autosave. */
  copyVersion: z.number().int().positive().optional(),
});
export type WorkingCopyBody = z.input<typeof workingCopyBody>;

export const workingCopySaved = z.object({ copyVersion: z.number().int(), updatedAt: isoDate });
export type WorkingCopySaved = z.infer<typeof workingCopySaved>;

/** 409 of an autosave: someone else's autosave came between. */
export const workingCopyConflict = z.object({ message: z.string(), changedBy: z.object({ name: z.string(), at: isoDate }) });
export type WorkingCopyConflict = z.infer<typeof workingCopyConflict>;

export {
  previewCreated,
  previewListItem,
  previewListSchema,
  previewTokenParams,
  type PreviewCreated,
  type PreviewListItem,
} from './document-previews';

export const previewParams = z.object({ id: storable().min(1).max(200), previewId: storable().min(1).max(200) });
