import sharp from 'sharp';
import { fillContactForm } from '../contact-form';
import { expect, scrollToHydrated, signIn, test } from '../fixtures';

const SUBSCRIBED = 'Check your inbox to confirm';
const SENT = "Thank you for your message! We'll get back to you soon.";

test('pages on one origin, the API on another: subscribe, send a contact, sign in and publish a post with an uploaded image', async ({ page }) => {
  test.setTimeout(120_000);
  const { apiOrigin, pagesOrigin } = test.info().project.metadata as { apiOrigin: string; pagesOrigin: string };
  const browserApiCalls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) browserApiCalls.push(`${r.method()} ${r.url()}`);
  });
  const unique = Math.random().toString(36).slice(2, 8);

  // The newsletter box and the contact form, from the browser straight to the API's host.
  await page.goto('/');
  const contact = await fillContactForm(page, {
    name: 'Ada Lovelace',
    email: `two-hosts-${unique}@example.com`,
    country: 'UK',
    phone: '020 7946 0958',
    service: 'Daily Data Feeds',
    budget: '$1,000 – $5,000',
    message: 'Daily prices, please.',
    nda: false,
  });
  await contact.getByRole('button', { name: 'Send Message' }).click();
  await expect(contact.getByText(SENT)).toBeVisible();
  const newsletter = page.getByRole('form', { name: 'Subscribe to our newsletter' });
  await scrollToHydrated(newsletter);
  await newsletter.getByLabel('Email address').fill(`reader-${unique}@example.com`);
  await newsletter.getByRole('button', { name: 'Subscribe' }).click();
  await expect(newsletter.getByText(SUBSCRIBED)).toBeVisible();
  expect(browserApiCalls).toEqual(expect.arrayContaining([`POST ${apiOrigin}/api/contacts`, `POST ${apiOrigin}/api/subscriptions`]));
  expect(page.url().startsWith(pagesOrigin)).toBe(true);

  // Sign-in: the browser posts to the API's host, which sets the session cookie; the pages'
  // server then renders the staff screens with it.
  await signIn(page);
  await page.waitForURL('**/dashboard');
  expect(browserApiCalls).toContain(`POST ${apiOrigin}/api/auth/login`);

  // A post with an uploaded featured image: the upload is a cross-origin multipart POST.
  const title = `Two hosts ${unique}`;
  await page.goto('/blogs/new');
  await page.getByLabel('Title').fill(title);
  const png = await sharp({ create: { width: 48, height: 32, channels: 3, background: '#1d5cf1' } })
    .png()
    .toBuffer();
  await page.getByLabel('Upload featured image').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png });
  const preview = page.getByRole('img', { name: 'Featured image preview' });
  await expect(preview).toHaveAttribute('src', new RegExp(`^${apiOrigin}/uploads/.+\\.png$`));
  // Publishing keeps the editor open (issue 27); its toast links to the public post.
  // The link opens the article in a new tab, leaving the editor where it was.
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const [article] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: 'View post' }).click()]);
  await article.waitForURL(/\/blogs\/two-hosts-[a-z0-9-]+$/);
  expect(article.url().startsWith(pagesOrigin)).toBe(true);
  await expect(page).toHaveURL(/\/blogs\/edit\/[0-9a-f-]+$/);
  const featured = article.locator('article').getByRole('img', { name: `Featured image: ${title}` });
  await expect(featured).toBeVisible();
  await expect.poll(() => featured.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(48);
  // The upload goes from the browser to the API's host; the save is the page's route action, which
  // calls the API from the pages' server with the visitor's session (decision 010).
  expect(browserApiCalls).toContain(`POST ${apiOrigin}/api/uploads`);
  expect(browserApiCalls).not.toContain(`POST ${apiOrigin}/api/blogs/new`);
});
