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

export const COUNTRY_CHOICES = ['US', 'UK', 'CA'] as const;
export type CountryChoice = (typeof COUNTRY_CHOICES)[number];

/** '+1 ' for US, '+44 ' for UK, '+1 ' for anything else (CA included), as the original product did. */
export function buildPhone(country: string, number: string): string {
  const typed = number.trim();
  // A number typed in international form already names its country.
  if (typed.startsWith('+')) return typed;
  const prefix = country === 'UK' ? '+44 ' : '+1 ';
  return prefix + typed;
}

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/jpg'] as const;
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
