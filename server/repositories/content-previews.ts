import type { Db } from '../db/client';
import { contentPreviews } from '../db/schema/index';
import { contentDocuments } from './content-rows';
import { createDocumentPreviews } from './document-previews';

/** Preview links of content items (as posts', decision 050). */
export const createContentPreviews = (db: Db) => createDocumentPreviews(db, { ...contentDocuments, table: contentPreviews });

export type ContentPreviews = ReturnType<typeof createContentPreviews>;
