import '../zod-config';
import { z } from 'zod';
import { text } from '../common';
import { phone } from './common';

export const officeSchema = z.object({
  city: text(120).min(1, 'The city is required'),
  address: text(300),
  phone: phone.nullable(),
  hours: text(120),
  mapUrl: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .nullable(),
});
export type Office = z.infer<typeof officeSchema>;
