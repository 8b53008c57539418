import '../zod-config';
import { z } from 'zod';
import { email, text } from '../common';
import { SAMPLE_BUDGET_BRACKETS } from '../contact-choices';
import { factText, image } from './common';

export const SOCIAL_NETWORKS = ['linkedin', 'x', 'facebook', 'github', 'youtube', 'instagram', 'clutch'] as const;

/** The one set of company facts every page reads (issue 30 point 1): no page states other figures. */
export const companySchema = z.object({
  name: text(120).min(1, 'The company name is required'),
  legalName: text(200),
  about: factText(500),
  emails: z.object({
    general: email,
    sales: email.optional(),
    security: email.optional(),
    privacy: email.optional(),
  }),
  phones: z
    .array(z.object({ label: text(60), display: text(40).min(1), tel: z.string().regex(/^\+\d{6,15}$/, 'The number to dial, like +442071234567') }))
    .max(6),
  socialProfiles: z.array(z.object({ network: z.enum(SOCIAL_NETWORKS), url: z.url({ protocol: /^https?$/ }).max(2000) })).max(8),
  figures: z.object({
    foundedYear: z.number().int().min(1900).max(2100),
    projects: z.number().int().min(0),
    clients: z.number().int().min(0),
    experts: z.number().int().min(0),
    satisfactionPercent: z.number().min(0).max(100),
    /** Shown as "550+" (at least) rather than "550". */
    minimums: z.boolean().default(true),
  }),
  /** The review-site badge; without its link it is not shown at all. */
  reviewBadge: z
    .object({
      label: text(40).min(1),
      rating: z.number().min(0).max(5),
      count: z.number().int().min(0),
      url: z.url({ protocol: /^https?$/ }).max(2000),
    })
    .nullable(),
  logo: image.nullable(),
  /**
   * The legal facts the legal pages name as {tokens} (decision 116, contract/content/legal-facts.ts):
   * registered address, the register (court or registry) and number, VAT ID, the person responsible
   * for the site's content. Each may be left empty; a page naming an empty one leaves that line out
   * and the launch checklist lists it.
   */
  registration: z
    .object({
      address: text(300),
      register: text(200),
      companyNumber: text(60),
      vatId: text(60),
      responsiblePerson: text(200),
    })
    .partial(),
  /** The footer's "System status" link when set. */
  statusPageUrl: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .nullable(),
  /** The contact form's budget question (decision 114); items saved before it existed read the default. */
  contactForm: z
    .object({
      budgetBrackets: z.array(text(60).min(1, 'Write the bracket, like $1,000 – $5,000')).min(1, 'List at least one budget bracket').max(12),
      /** Off: the form marks Budget optional and the API takes an enquiry without one. */
      budgetRequired: z.boolean(),
    })
    .default({ budgetBrackets: SAMPLE_BUDGET_BRACKETS, budgetRequired: true }),
});
export type Company = z.infer<typeof companySchema>;

/** The contact form's budget settings of a company item's data, as stored (the default when it has none or no company is published). */
export function contactFormSettings(data: unknown): Company['contactForm'] {
  const stored = data && typeof data === 'object' ? (data as Record<string, unknown>).contactForm : undefined;
  return companySchema.shape.contactForm.safeParse(stored).data ?? companySchema.shape.contactForm.parse(undefined);
}
