import { CALLING_CODES } from './calling-codes';

/** The contact form's fixed choices (SPEC.md section 5), shared by the server's validation and the forms. */
export const SERVICE_CHOICES = [
  'Web Scraping',
  'Data Extraction',
  'API Development',
  'Custom Web Scraping Software',
  'Web Automation Bots',
  'AI-Powered Bots',
  'Daily Data Feeds',
  'Third-Party API Integration',
  'Server Setup for Bots & Scripts',
  'PowerBI Dashboard Design',
] as const;
export type ServiceChoice = (typeof SERVICE_CHOICES)[number];

export const BUDGET_CHOICES = ['$0 - $500', '$501 - $1000', '$1001 - $5000', '$5001 - $500000+'] as const;

/** SPEC's country choices; the form offers every calling code after them (CALLING_CODES). */
export const COUNTRY_CHOICES = ['US', 'UK', 'CA'] as const;
export type CountryChoice = (typeof COUNTRY_CHOICES)[number];

const callingCodeOf = new Map(CALLING_CODES.map((c) => [c.value, c.code]));

/**
 * SPEC's rule, '+44 ' for UK and '+1 ' for US, CA and any value it does not know, widened to every
 * listed country's calling code ('QA' gives '+974 ').
 */
export function buildPhone(country: string, number: string): string {
  const typed = number.trim();
  // A number typed in international form already names its country.
  if (typed.startsWith('+')) return typed;
  return `+${callingCodeOf.get(country) ?? '1'} ${typed}`;
}

export { ROLES, type Role } from './roles';

export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/jpg'] as const;
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
