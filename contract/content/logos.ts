import '../zod-config';
import { z } from 'zod';
import { text } from '../common';
import { image } from './common';

export const logoSchema = z.object({
  name: text(120).min(1, 'The client’s name is required'),
  image,
  url: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .nullable(),
});
export type ClientLogo = z.infer<typeof logoSchema>;
