import './zod-config';
import { z } from 'zod';
import { isoDate, text } from './common';

/** The placeholders a saved reply may hold as {{field}}; the reply form fills them in before the person edits and sends. */
export const SAVED_REPLY_FIELDS = ['name', 'service', 'reference', 'staffName'] as const;
export type SavedReplyField = (typeof SAVED_REPLY_FIELDS)[number];

export const savedReplySchema = z.object({
  _id: z.string(),
  title: z.string(),
  subject: z.string(),
  body: z.string(),
  updatedAt: isoDate,
  updatedByName: z.string(),
});
export type SavedReply = z.infer<typeof savedReplySchema>;
export const savedReplyListSchema = z.array(savedReplySchema);

export const savedReplyBody = z.object({
  title: text(100).min(1, 'Title is required'),
  subject: text(200).min(1, 'Subject is required'),
  body: text(20_000).min(1, 'Body is required'),
});
export type SavedReplyBody = z.infer<typeof savedReplyBody>;
