import { expect, signIn, test } from './fixtures';
import { adminApi } from './lead-desk-helpers';
import { waitForMail } from './mailbox';
import { expectNoAxeViolations } from './axe';
import { unique } from './staff-helpers';

test('an admin keeps a saved reply; a staff member fills a reply with it, sends it, the visitor gets it with Reply-To the staff member, and the lead shows it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const admin = await adminApi(baseURL!);
  const sam = await admin.staffUser(unique('Sam Replier'));
  const visitorName = unique('Reply Lead');
  const { id, email } = await admin.lead(visitorName, { service: 'Web Scraping' });
  const { reference } = await admin.get(id);
  const title = unique('Welcome');

  // The admin adds the saved reply on its screen.
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/admin/replies');
  const editor = page.getByRole('form', { name: 'New saved reply' });
  await editor.getByLabel('Title').fill(title);
  await editor.getByLabel('Subject').fill('About {{service}} ({{reference}})');
  await editor.getByLabel('Text').fill('Hello {{name}},\n\nThanks for writing about {{service}}.\n\n{{staffName}}');
  await editor.getByRole('button', { name: 'Save reply' }).click();
  await expect(page.getByText(`Saved "${title}"`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(1);
  await expectNoAxeViolations(page);

  // A staff member answers from the lead.
  const other = await browser.newContext();
  const staffPage = await other.newPage();
  await signIn(staffPage, sam.email, sam.password);
  await expect(staffPage).toHaveURL(/\/dashboard$/);
  await staffPage.goto(`/dashboard?lead=${id}`);
  const dialog = staffPage.getByRole('dialog', { name: 'Contact Details' });
  await expect(dialog.getByLabel('Subject')).toHaveValue(`Re: your enquiry ${reference}`);
  await dialog.getByLabel('Saved reply').selectOption({ label: title });
  await expect(dialog.getByLabel('Subject')).toHaveValue(`About Web Scraping (${reference})`);
  await expect(dialog.getByLabel('Text')).toHaveValue(`Hello ${visitorName},\n\nThanks for writing about Web Scraping.\n\n${sam.name}`);
  await dialog.getByLabel('Text').press('End');
  await dialog.getByLabel('Text').pressSequentially('\nP.S. A sample is attached.');
  await dialog.getByRole('button', { name: 'Send reply' }).click();
  await expect(staffPage.getByText(/^Reply (sent|queued|kept)/)).toBeVisible();
  await expect(dialog.getByLabel('Text')).toHaveValue('');

  const mail = await waitForMail(baseURL!, (m) => m.subject === `About Web Scraping (${reference})`);
  expect(mail.to && !Array.isArray(mail.to) ? mail.to.value.map((a) => a.address) : []).toEqual([email]);
  expect(mail.replyTo?.value.map((a) => a.address)).toEqual([sam.email]);
  expect(mail.text).toContain(`Hello ${visitorName}`);
  expect(mail.text).toContain('P.S. A sample is attached.');

  // The lead keeps it: the reply with its body, and a history line naming the author.
  await staffPage.reload();
  const replies = dialog.getByRole('region', { name: 'Replies' });
  const sent = replies.getByRole('listitem').filter({ hasText: `About Web Scraping (${reference})` });
  await expect(sent).toContainText(`${sam.name} to ${email}`);
  await sent.getByText(`About Web Scraping (${reference})`).click();
  await expect(sent).toContainText('P.S. A sample is attached.');
  await expect(dialog.getByRole('region', { name: 'History' })).toContainText(sam.name);
  const stored = await admin.get(id);
  expect(stored.messages.map((m) => [m.subject, m.authorName])).toEqual([[`About Web Scraping (${reference})`, sam.name]]);

  await other.close();
  await admin.api.dispose();
});
