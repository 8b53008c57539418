import '../zod-config';
import { z } from 'zod';
import { text } from '../common';
import { day, image } from './common';

export const testimonialSchema = z.object({
  quote: text(800).min(1, 'The quote is required'),
  name: text(120).min(1, 'Who said it'),
  role: text(120),
  company: text(120),
  photo: image.nullable(),
  logo: image.nullable(),
  rating: z.number().int().min(1).max(5).nullable(),
  date: day('date').nullable(),
  /** The client's permission to publish their words and name (issue 30 point 1). */
  permission: z.object({
    granted: z.literal(true, 'Record the client’s permission to publish'),
    by: text(120).min(1, 'Who gave the permission'),
    on: day('permission.on'),
    note: text(300),
  }),
});
export type Testimonial = z.infer<typeof testimonialSchema>;
