import type { BlogPreview } from '@contract/blogs';
import type { WorkingCopy } from '@contract/post-fields';
import type { Db } from '../db/client';
import { blogPreviews } from '../db/schema/index';
import { preparePostHtml } from '../lib/post-html';
import { htmlToExcerpt } from '../lib/sanitize';
import { postDocuments, type PostRow } from './blog-rows';
import { toBlog } from './blogs';
import { createDocumentPreviews } from './document-previews';

/** What a preview shows: the working copy when there is one (the text being written), else the post as saved. */
export function previewOf(row: PostRow, copy: WorkingCopy | null, expiresAt: Date, siteOrigin: string): BlogPreview {
  const { workingCopy: _w, notices: _n, ...saved } = toBlog(row);
  if (!copy) return { ...saved, previewExpiresAt: expiresAt.toISOString() };
  const prepared = preparePostHtml(copy.content, { siteOrigin, isOwnImage: () => true, keepForeignImages: true });
  const excerpt = copy.settings.excerpt || htmlToExcerpt(prepared.html);
  return {
    ...saved,
    title: copy.title,
    content: prepared.html,
    tags: copy.tags,
    featuredImage: copy.featuredImage,
    excerpt,
    excerptIsCustom: copy.settings.excerpt !== '',
    metaTitle: copy.settings.metaTitle || saved.metaTitle,
    metaDescription: copy.settings.metaDescription || saved.metaDescription,
    socialImage: copy.settings.socialImage || saved.socialImage,
    featuredImageAlt: copy.settings.featuredImageAlt || saved.featuredImageAlt,
    readingMinutes: prepared.readingMinutes,
    updatedAt: copy.updatedAt,
    updatedByName: copy.updatedByName,
    previewExpiresAt: expiresAt.toISOString(),
  };
}

/** Preview links of posts (decision 050). */
export const createBlogPreviews = (db: Db) => createDocumentPreviews(db, { ...postDocuments, table: blogPreviews });
