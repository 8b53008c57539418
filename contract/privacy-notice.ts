/**
 * The privacy notice under the contact form; its version is stored with each lead's consent. Kept
 * apart from the schemas (no zod), so the contact form's island shows it without loading them.
 */
export const PRIVACY_NOTICE = {
  version: '2026-11-22',
  text: 'We use the details you send only to answer your enquiry. We keep them no longer than needed and never sell them.',
} as const;
