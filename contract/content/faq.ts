import '../zod-config';
import { z } from 'zod';
import { text } from '../common';
import { richText } from './common';

/** One question; the FAQ page groups them by `group` (its tabs), in item order. */
export const faqSchema = z.object({
  group: text(80).min(1, 'Name the group (tab) of the question'),
  question: text(300).min(1, 'The question is required'),
  answer: richText,
});
export type FaqItem = z.infer<typeof faqSchema>;
