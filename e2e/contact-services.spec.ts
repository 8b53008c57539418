import { serviceData } from '../test/helpers/content-fixtures';
import { fillContactForm } from './contact-form';
import { expect, test } from './fixtures';
import { adminBearer, unique } from './staff-helpers';

const SUCCESS = "Thank you for your message! We'll get back to you soon.";

/** Issue 48 point 3 (decision 114): the form sells what the site sells. */
test('every published service is a form option and a submitted lead records it', async ({ page, request }) => {
  const auth = await adminBearer(request);
  // A service published now reaches both forms: the page cache drops what showed the services.
  const name = unique('E2E Form Service');
  const created = await request.post('/api/content/services', { headers: auth, data: { data: serviceData(name), action: 'publish' } });
  expect(created.status(), await created.text()).toBe(201);
  const item = (await created.json()) as { _id: string };
  try {
    for (const path of ['/contactus', '/']) {
      // Other specs publish and delete services meanwhile: the form and the API are compared in one go.
      await expect(async () => {
        const published = ((await (await request.get('/api/content/services')).json()) as { data: { name: string } }[]).map((s) => s.data.name);
        expect(published).toContain(name);
        await page.goto(path);
        const options = await page
          .getByRole('form', { name: 'Contact form' })
          .getByLabel(/^Service/)
          .locator('option:not([value=""])')
          .allTextContents();
        expect(options, path).toEqual([...published, 'Something else']);
      }).toPass({ timeout: 10_000 });
    }

    await page.goto('/contactus');
    const email = `${unique('form-service')}@example.com`.toLowerCase();
    const form = await fillContactForm(page, {
      name: 'Mary Jackson',
      email,
      country: 'US',
      phone: '212 555 0142',
      service: name,
      budget: '$1,000 – $5,000',
      message: 'Prices from 30 shops, daily.',
      nda: false,
    });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText(SUCCESS)).toBeVisible();
    const leads = (await (await request.get(`/api/contacts?q=${encodeURIComponent(email)}`, { headers: auth })).json()) as { email: string }[];
    expect(leads.find((l) => l.email === email)).toMatchObject({ service: name, budget: '$1,000 – $5,000' });
  } finally {
    await request.delete(`/api/content/services/${item._id}`, { headers: auth });
  }
});
