import type { Locator, Page } from '@playwright/test';
import { scrollToHydrated } from './fixtures';

export interface ContactFields {
  name: string;
  email: string;
  /** Optional on the form. */
  company?: string;
  /** SPEC's US, UK or CA, or any other country's ISO code (QA, PK…). */
  country: string;
  phone: string;
  service: string;
  budget: string;
  message: string;
  nda: boolean;
}

/**
 * Fills the page's contact form as a visitor would. With JavaScript, first scrolls to it and waits
 * until React owns the form (a click before that would post to the page's action instead).
 */
export async function fillContactForm(page: Page, fields: ContactFields, { js = true } = {}): Promise<Locator> {
  const form = page.getByRole('form', { name: 'Contact form' });
  if (js) await scrollToHydrated(form);
  await form.getByLabel('Name').fill(fields.name);
  await form.getByLabel('Email').fill(fields.email);
  if (fields.company) await form.getByLabel('Company').fill(fields.company);
  await form.getByLabel('Country code').selectOption(fields.country);
  await form.getByLabel('Phone number').fill(fields.phone);
  await form.getByLabel('Service').selectOption(fields.service);
  await form.getByLabel('Budget').selectOption(fields.budget);
  await form.getByLabel('Message').fill(fields.message);
  if (fields.nda) await form.getByLabel(/NDA/).check();
  return form;
}
