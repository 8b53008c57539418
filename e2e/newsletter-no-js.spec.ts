import { expect, test } from './fixtures';

test('without JavaScript the newsletter box posts and answers with the same messages; the address never reaches the URL', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const email = `nojs-reader-${Date.now()}@example.com`;
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.isNavigationRequest()) posts.push(`${r.method()} ${r.url()}`);
  });
  const box = () => page.getByRole('form', { name: 'Subscribe to our newsletter' });
  const submit = async (value: string) => {
    await box().getByLabel('Email address').fill(value);
    await box().getByRole('button', { name: 'Subscribe' }).click();
  };

  await page.goto('/aboutus');
  await submit('');
  await expect(box().getByText('Please enter your email')).toBeVisible();
  await expect(box().getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');

  await submit(email);
  await expect(box().getByText('Check your inbox to confirm')).toBeVisible();
  await expect(box().getByText('Check your inbox to confirm')).toHaveClass(/text-green-400/);

  // Still pending: the same answer (decision 080).
  await submit(email.toUpperCase());
  await expect(box().getByText('Check your inbox to confirm')).toBeVisible();

  for (const request of posts) {
    expect(request).not.toContain(encodeURIComponent(email));
    expect(request).not.toContain(email);
  }
  expect(posts.filter((r) => r.startsWith('POST '))).toHaveLength(3);
  expect(page.url()).not.toContain('email');
  await context.close();
});
