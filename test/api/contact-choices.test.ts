import { describe, expect, it } from 'vitest';
import { BUDGET_CHOICES } from '@contract/choices';
import { SAMPLE_BUDGET_BRACKETS } from '@contract/contact-choices';
import type { ContentItem } from '@contract/content/index';
import type { LeadDesk } from '@contract/leads';
import { buildTestApp } from '../helpers/app';
import { companyData, serviceData } from '../helpers/content-fixtures';
import { expectErrorShape, validContact } from '../helpers/fixtures';

/** Issue 48 point 3 (decision 114): the form sells what the site sells, and SPEC's API keeps its old values. */
describe('contact form choices from the site content', async () => {
  const { app, loginAs } = await buildTestApp({ RATE_LIMIT_ENABLED: false });
  const admin = await loginAs('admin');
  const staff = admin.bearerHeaders;

  const content = async (method: 'POST' | 'PUT', url: string, payload: object) => {
    const res = await app.inject({ method, url, headers: staff, payload });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json() as ContentItem;
  };
  const publishService = (name: string) => content('POST', '/api/content/services', { data: serviceData(name), action: 'publish' });
  const BRACKETS = ['Under $2,000', '$2,000 – $10,000', 'Over $10,000'];
  let company: ContentItem | null = null;
  const publishCompany = async (contactForm: { budgetBrackets: string[]; budgetRequired: boolean }) => {
    company = await content('PUT', '/api/content/company', {
      data: { ...companyData('DataLoom Solutions'), contactForm },
      action: 'publish',
      ...(company ? { version: company.version } : {}),
    });
  };

  const send = (overrides: Record<string, unknown>) => {
    const payload: Record<string, unknown> = { ...validContact(), ...overrides };
    for (const [key, value] of Object.entries(overrides)) if (value === undefined) delete payload[key];
    return app.inject({ method: 'POST', url: '/api/contacts', payload });
  };
  const stored = async (email: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/contacts?q=${encodeURIComponent(email)}`, headers: staff });
    return (res.json() as { email: string; service: string; budget: string }[]).find((l) => l.email === email);
  };
  const expectRefused = (res: Awaited<ReturnType<typeof send>>, field: string) => {
    expect(res.statusCode, res.body).toBe(400);
    const body = expectErrorShape(res);
    expect(body.errors?.map((e) => e.field)).toEqual([field]);
    expect(body.message).toContain(field);
  };
  let n = 0;
  const email = () => `choice-${++n}-${Date.now()}@example.com`;

  const published = ['Bulk Data Scraping', 'Price Monitoring', 'Daily Data Feeds'];
  for (const name of published) await publishService(name);
  const draft = await content('POST', '/api/content/services', { data: serviceData('Secret Draft Service'), action: 'save' });
  const retired = await publishService('Retired Service');
  const unpublished = await app.inject({ method: 'POST', url: `/api/content/services/${retired._id}/unpublish`, headers: staff, payload: {} });
  expect(unpublished.statusCode, unpublished.body).toBe(200);

  it('takes every published service and stores its name', async () => {
    for (const service of published) {
      const address = email();
      const res = await send({ email: address, service });
      expect(res.statusCode, `${service}: ${res.body}`).toBe(201);
      expect(await stored(address)).toMatchObject({ service });
    }
  });

  it('refuses a draft or unpublished service with 400 naming service, and stores nothing', async () => {
    expect(draft.status).toBe('draft');
    for (const service of ['Secret Draft Service', 'Retired Service', 'bulk data scraping', 'Plumbing']) {
      const address = email();
      expectRefused(await send({ email: address, service }), 'service');
      expect(await stored(address)).toBeUndefined();
    }
  });

  it('takes "Something else" and SPEC\'s old service values (its API keeps accepting them)', async () => {
    for (const service of ['Something else', 'Web Scraping', 'PowerBI Dashboard Design']) {
      const address = email();
      expect((await send({ email: address, service })).statusCode, service).toBe(201);
      expect(await stored(address)).toMatchObject({ service });
    }
  });

  it('before a company is published: the sample brackets, budget required', async () => {
    expect(company).toBeNull();
    expect((await send({ email: email(), budget: SAMPLE_BUDGET_BRACKETS[1] })).statusCode).toBe(201);
    expectRefused(await send({ email: email(), budget: undefined }), 'budget');
  });

  it("takes the owner's brackets and SPEC's old budgets; budget is required while the switch is on", async () => {
    await publishCompany({ budgetBrackets: BRACKETS, budgetRequired: true });
    for (const budget of [...BRACKETS, ...BUDGET_CHOICES]) {
      const address = email();
      expect((await send({ email: address, budget })).statusCode, budget).toBe(201);
      expect(await stored(address)).toMatchObject({ budget });
    }
    expectRefused(await send({ email: email(), budget: undefined }), 'budget');
    expectRefused(await send({ email: email(), budget: '' }), 'budget');
    expectRefused(await send({ email: email(), budget: '$5001-$9999' }), 'budget');
    // Brackets the owner removed are no longer offered.
    expectRefused(await send({ email: email(), budget: SAMPLE_BUDGET_BRACKETS[0] }), 'budget');
  });

  it('takes an enquiry without a budget once the owner switches "budget required" off', async () => {
    await publishCompany({ budgetBrackets: BRACKETS, budgetRequired: false });
    for (const budget of [undefined, '']) {
      const address = email();
      expect((await send({ email: address, budget })).statusCode).toBe(201);
      expect(await stored(address)).toMatchObject({ budget: '' });
    }
    expectRefused(await send({ email: email(), budget: 'Any' }), 'budget');
  });

  it("the leads filter offers the form's services, then every other name leads hold, each one finding its leads", async () => {
    const withdrawn = await publishService('Withdrawn Service');
    const address = email();
    expect((await send({ email: address, service: 'Withdrawn Service' })).statusCode).toBe(201);
    const off = await app.inject({ method: 'POST', url: `/api/content/services/${withdrawn._id}/unpublish`, headers: staff, payload: {} });
    expect(off.statusCode, off.body).toBe(200);

    const desk = await app.inject({ method: 'GET', url: '/api/contacts/desk', headers: staff });
    expect(desk.statusCode, desk.body).toBe(200);
    const { services } = desk.json() as LeadDesk;
    expect(services.offered).toEqual([...published, 'Something else']);
    // SPEC's old names and the withdrawn service, each once; none of the offered names again.
    expect(services.earlier).toEqual(['PowerBI Dashboard Design', 'Web Scraping', 'Withdrawn Service']);
    for (const service of ['Withdrawn Service', 'Web Scraping']) {
      const res = await app.inject({ method: 'GET', url: `/api/contacts?view=all&service=${encodeURIComponent(service)}`, headers: staff });
      const found = res.json() as { service: string }[];
      expect(found.length, service).toBeGreaterThan(0);
      expect(found.every((l) => l.service === service)).toBe(true);
    }
  });

  it('the company item refuses an empty bracket list and an empty bracket, naming the field', async () => {
    for (const [contactForm, field] of [
      [{ budgetBrackets: [], budgetRequired: true }, 'data.contactForm.budgetBrackets'],
      [{ budgetBrackets: [''], budgetRequired: true }, 'data.contactForm.budgetBrackets.0'],
    ] as const) {
      const res = await app.inject({
        method: 'PUT',
        url: '/api/content/company',
        headers: staff,
        payload: { data: { ...companyData('DataLoom Solutions'), contactForm }, action: 'publish', version: company?.version },
      });
      expect(res.statusCode).toBe(400);
      expect(expectErrorShape(res).errors?.[0]?.field).toBe(field);
    }
  });
});
