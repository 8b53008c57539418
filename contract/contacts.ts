import { z } from 'zod';
import { BUDGET_CHOICES, SERVICE_CHOICES } from './choices';
import { email, honeypotField, isoDate, text } from './common';
import { phoneNumber } from './phone';

export const createContactBody = z.object({
  name: text(200).min(1, 'Name is required'),
  email,
  phone: phoneNumber,
  service: z.enum(SERVICE_CHOICES, { error: (issue) => (issue.input ? 'Choose a service from the list' : 'Service is required') }),
  budget: z.enum(BUDGET_CHOICES, { error: (issue) => (issue.input ? 'Choose a budget from the list' : 'Budget is required') }),
  message: text(10_000).optional().default(''),
  RND: z.boolean().optional().default(false),
  ...honeypotField,
});
export type CreateContactBody = z.input<typeof createContactBody>;

export const contactSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  service: z.string(),
  budget: z.string(),
  message: z.string(),
  RND: z.boolean(),
  createdAt: isoDate,
});
export type Contact = z.infer<typeof contactSchema>;
export const contactListSchema = z.array(contactSchema);
