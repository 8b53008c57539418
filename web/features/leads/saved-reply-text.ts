import type { SAVED_REPLY_FIELDS } from '@contract/saved-replies';

export type PlaceholderValues = Record<(typeof SAVED_REPLY_FIELDS)[number], string>;

/**
 * A saved reply's text for one lead: `{{name}}`, `{{service}}`, `{{reference}}` and `{{staffName}}`
 * replaced (spaces inside the braces allowed), any other `{{…}}` left as written so the person sees it.
 */
export function fillPlaceholders(template: string, values: PlaceholderValues): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) =>
    Object.hasOwn(values, key) ? (values[key as keyof PlaceholderValues] ?? whole) : whole,
  );
}

/** The subject a reply starts with when no saved reply is chosen. */
export const defaultSubject = (reference: string) => (reference ? `Re: your enquiry ${reference}` : 'Re: your enquiry');
