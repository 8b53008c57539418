import type { APIRequestContext } from '@playwright/test';
import { ADMIN, expect } from './fixtures';

let counter = 0;
/** Unique per run and per call: the tests share one server and database. */
export function unique(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${process.pid}-${counter}`;
}

/** The admin's bearer header, for creating posts through the API (the sign-in screen is tested elsewhere). */
export async function adminBearer(request: APIRequestContext): Promise<{ authorization: string }> {
  const res = await request.post('/api/auth/login', { data: ADMIN });
  expect(res.ok()).toBe(true);
  const { token } = (await res.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

export interface ContactInput {
  name: string;
  email: string;
  phone?: string;
  service?: string;
  budget?: string;
  message?: string;
  RND?: boolean;
  /** The form's optional company field (names the company of a non-free-mail domain, decision 125). */
  company?: string;
}

/** A visitor's enquiry, sent straight to the API as the public contact form would. */
export async function sendContact(request: APIRequestContext, input: ContactInput) {
  const res = await request.post('/api/contacts', {
    data: { phone: '+1 5551234567', service: 'Web Scraping', budget: '$501 - $1000', message: '', RND: false, ...input },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
}

/** A 1x1 PNG, enough for the upload endpoint's content check. */
export const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/**
 * Chromium logs every non-2xx API answer as a console error. A test that provokes one on purpose
 * (a wrong password, a refused delete) lets exactly those statuses through; anything else still fails it.
 */
export function allowHttpStatuses(consoleErrors: string[], ...statuses: number[]) {
  const expected = new RegExp(`status of (${statuses.join('|')}) `);
  const kept = consoleErrors.filter((e) => !expected.test(e));
  consoleErrors.splice(0, consoleErrors.length, ...kept);
}
