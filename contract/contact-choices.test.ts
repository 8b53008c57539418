import { describe, expect, it } from 'vitest';
import { acceptsBudget, acceptsService, OTHER_SERVICE } from './contact-choices';
import { contactFormSettings } from './content/company';
import { serviceFromParam } from './service-param';

const published = [
  { name: 'Bulk Data Scraping', slug: 'bulk-data-scrapping', formService: 'Web Scraping' },
  { name: 'Daily Data Feeds', slug: 'daily-data', formService: 'Daily Data Feeds' },
];

describe('serviceFromParam (decision 114)', () => {
  it.each([
    ['bulk-data-scrapping', 'Bulk Data Scraping'],
    ['bulk-data-scraping', 'Bulk Data Scraping'],
    ['Bulk Data Scraping', 'Bulk Data Scraping'],
    ['daily-data', 'Daily Data Feeds'],
    ['something-else', OTHER_SERVICE],
  ])('%s names the published %s', (value, name) => {
    expect(serviceFromParam(value, published)).toBe(name);
  });

  it("keeps SPEC's old links: an old choice names the published service standing for it", () => {
    expect(serviceFromParam('web-scraping', published)).toBe('Bulk Data Scraping');
    expect(serviceFromParam('Daily Data Feeds', published)).toBe('Daily Data Feeds');
    // An old choice no published service stands for is the plain form.
    expect(serviceFromParam('powerbi-dashboard-design', published)).toBeNull();
  });

  it.each([null, undefined, '', '!!', 'casino-odds', 'a'.repeat(201)])('%j is the plain form', (value) => {
    expect(serviceFromParam(value, published)).toBeNull();
  });
});

describe('what the contact API accepts', () => {
  const choices = { services: ['Bulk Data Scraping'], budgets: ['Under $1,000'], budgetRequired: true };

  it('services: published names, Something else and SPEC’s old values, exactly as written', () => {
    for (const s of ['Bulk Data Scraping', OTHER_SERVICE, 'Web Scraping', 'PowerBI Dashboard Design'])
      expect(acceptsService(choices, s), s).toBe(true);
    for (const s of ['bulk data scraping', 'Daily Data Feeds ', 'Plumbing', '']) expect(acceptsService(choices, s), s).toBe(false);
  });

  it('budgets: the brackets and SPEC’s old values; empty only when not required', () => {
    for (const b of ['Under $1,000', '$5001 - $500000+', '$0 - $500']) expect(acceptsBudget(choices, b), b).toBe(true);
    expect(acceptsBudget(choices, '')).toBe(false);
    expect(acceptsBudget({ ...choices, budgetRequired: false }, '')).toBe(true);
    expect(acceptsBudget(choices, '$1 - $2')).toBe(false);
  });

  it('a company item saved before the settings existed reads the sample brackets, written with thousands separators', () => {
    const settings = contactFormSettings({ name: 'Old Co' });
    expect(settings.budgetRequired).toBe(true);
    expect(settings.budgetBrackets).toContain('$1,000 – $5,000');
    expect(contactFormSettings({ contactForm: { budgetBrackets: ['Any'], budgetRequired: false } })).toEqual({
      budgetBrackets: ['Any'],
      budgetRequired: false,
    });
    expect(contactFormSettings(null).budgetBrackets).toEqual(settings.budgetBrackets);
  });
});
