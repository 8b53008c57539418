import '../zod-config';
import { z } from 'zod';
import { text } from '../common';
import { image } from './common';

export const teamMemberSchema = z.object({
  name: text(120).min(1, 'The name is required'),
  role: text(120),
  photo: image.nullable(),
  bio: text(600),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;
