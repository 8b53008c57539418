import './zod-config';
import { z } from 'zod';

/** One per company fact a published legal page names (decision 116): the company item must hold it. */
export const COMPANY_FACT_CHECK_IDS = [
  'company-legal-name',
  'company-address',
  'company-register',
  'company-registration-number',
  'company-vat-id',
  'company-responsible-person',
  'company-email',
  'company-phone',
] as const;

/** What the owner should settle before the site goes public (issue 30 point 3, decision 074), in the order shown. */
export const LAUNCH_CHECK_IDS = [
  'admin-password',
  'site-url',
  'smtp-url',
  'sample-testimonials',
  'sample-logos',
  'sample-case-studies',
  'legal-pages',
  ...COMPANY_FACT_CHECK_IDS,
  'backup',
] as const;
export type LaunchCheckId = (typeof LAUNCH_CHECK_IDS)[number];

export const launchCheckSchema = z.object({
  id: z.enum(LAUNCH_CHECK_IDS),
  ok: z.boolean(),
  label: z.string(),
  /** What is still to do, or what was found when done. */
  detail: z.string(),
  /** The staff page (or public address) where it is done or seen. */
  href: z.string(),
});
export type LaunchCheck = z.infer<typeof launchCheckSchema>;

/**
 * Whether the site is live (issue 48 point 1, decision 115): until an admin launches it, every page
 * answers `X-Robots-Tag: noindex`, robots.txt disallows everything and the sitemap lists nothing.
 */
export const siteLaunchSchema = z.object({
  launched: z.boolean(),
  /** When it was launched (ISO), null while not launched. */
  launchedAt: z.string().nullable(),
  /** Who launched it, by name as it was then; null while not launched. */
  launchedBy: z.string().nullable(),
});
export type SiteLaunch = z.infer<typeof siteLaunchSchema>;

/** What anyone may read (robots.txt and the sitemap are made from it): launched or not, nothing more. */
export const publicSiteLaunchSchema = siteLaunchSchema.pick({ launched: true });

/** Launch: every checklist item still open must be named here, each one confirmed by the admin. */
export const launchBodySchema = z.object({
  confirmed: z.array(z.enum(LAUNCH_CHECK_IDS)).max(LAUNCH_CHECK_IDS.length).default([]),
});
export type LaunchBody = z.infer<typeof launchBodySchema>;

/** The 400's message when an open item was not confirmed. */
export const UNCONFIRMED_MESSAGE = 'Confirm every item still open before launching';

export const launchChecklistSchema = z.object({
  launch: siteLaunchSchema,
  items: z.array(launchCheckSchema),
  done: z.number().int(),
  total: z.number().int(),
});
export type LaunchChecklist = z.infer<typeof launchChecklistSchema>;

/** A backup older than this no longer counts. */
export const BACKUP_MAX_AGE_DAYS = 7;
