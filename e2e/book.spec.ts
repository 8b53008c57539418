import type { APIRequestContext } from '@playwright/test';
import { bookingContent as copy } from '../web/content/booking';
import { contactFormText } from '../web/content/contact';
import { fillContactForm } from './contact-form';
import { expect, test } from './fixtures';
import { adminApi } from './lead-desk-helpers';
import { readInvitation } from '../test/helpers/ics';
import { waitForMail } from './mailbox';
import { allDayCallTaker } from './call-takers';
import { sendContact, unique } from './staff-helpers';

const callTakers: { stop: () => Promise<unknown> }[] = [];

/** Tomorrow's date in a zone: late in the day, today's page has few times left (or none). */
function tomorrowIn(timeZone: string): string {
  const day = new Date(`${new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date())}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** A staff member who takes calls every hour of every day (UTC), so the page has times whenever the test runs. */
async function someoneTakesCalls(baseURL: string): Promise<APIRequestContext> {
  const taker = await allDayCallTaker(baseURL, 'Call Taker');
  callTakers.push(taker);
  return taker.admin.api;
}

// Each test's person stops taking calls after it, so other specs on this server see few of them.
test.afterEach(async () => {
  for (const taker of callTakers.splice(0)) await taker.stop();
});

test.describe('/book: the visitor picks a time (issue 47 point 3)', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the times are shown in the chosen zone, in words, a day at a time; the zone and the day are links and forms', async ({ page, baseURL }) => {
      await someoneTakesCalls(baseURL!);
      await page.goto('/book');
      // No script: the server cannot know the visitor's zone, so the page says which one it shows.
      await expect(page.getByRole('heading', { name: copy.zone.shownIn('Coordinated Universal Time') })).toBeVisible();
      await page.getByLabel(copy.zone.label).selectOption('Asia/Tokyo');
      await page.getByRole('button', { name: copy.zone.submit }).click();
      await expect(page).toHaveURL(/tz=Asia%2FTokyo/);
      await expect(page.getByRole('heading', { name: copy.zone.shownIn('Japan Standard Time (Tokyo)') })).toBeVisible();

      const days = page.getByRole('navigation', { name: copy.slots.daysLabel }).getByRole('link');
      await expect(days.first()).toBeVisible();
      await expect(page.getByRole('navigation', { name: copy.slots.daysLabel }).locator('[aria-current="date"]')).toHaveCount(1);
      // The second day: its own times, every 20 minutes from midnight Tokyo time (09:00 UTC the day before is 00:00 there).
      const second = days.nth(1);
      const secondName = (await second.locator('span').first().textContent())!;
      await second.click();
      await expect(page).toHaveURL(/day=\d{4}-\d{2}-\d{2}/);
      const group = page.getByRole('group', { name: new RegExp(secondName.replace(/^(\w+) (\d+) (\w+)$/, '$1\\w* $2 $3')) });
      await expect(group.getByRole('radio').first()).toHaveAccessibleName(/, 00:00$/);
      // 72 of our person's (others who take calls may add starts at other minutes).
      expect(await group.getByRole('radio').count()).toBeGreaterThanOrEqual(72);
      await expect(page.getByRole('link', { name: copy.slots.later })).toBeVisible();
    });

    test('booking a time from the enquiry’s link: the confirmation names it, the invitation arrives, the lead holds the call', async ({
      page,
      baseURL,
      request,
    }) => {
      const api = await someoneTakesCalls(baseURL!);
      const email = `${unique('booker')}@example.com`;
      await sendContact(request, { name: 'Ada Booker', email });
      const admin = await adminApi(baseURL!);
      const [lead] = await admin.leadsFrom(email);
      await page.goto(`/book?tz=Europe%2FBerlin&lead=${lead!.reference}&day=${tomorrowIn('Europe/Berlin')}`);
      await expect(page.getByText(copy.forEnquiry(lead!.reference))).toBeVisible();
      const slot = page.getByRole('radio').nth(3);
      const label = (await slot.getAttribute('aria-label'))!;
      await page.locator(`label:has(input[value="${await slot.getAttribute('value')}"])`).click();
      await page.getByLabel(copy.form.name).fill('Ada Booker');
      await page.getByLabel(copy.form.email).fill(email);
      await page.getByRole('button', { name: copy.form.submit }).click();
      await expect(page.getByRole('heading', { level: 1, name: copy.booked.title })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: label })).toBeVisible();
      await expect(page.getByText(copy.booked.text(email))).toBeVisible();

      const invitation = await waitForMail(
        baseURL!,
        (m) => m.to !== undefined && JSON.stringify(m.to).includes(email) && m.attachments.some((a) => /calendar/.test(a.contentType)),
      );
      // Both mails carry an invitation a calendar client reads (ical.js): the visitor's and the call taker's.
      const icsIn = (m: { attachments: { contentType: string; content: Buffer }[] }) =>
        m.attachments.find((a) => /calendar/.test(a.contentType))!.content.toString();
      const visitorIcs = readInvitation(icsIn(invitation));
      expect(visitorIcs).toMatchObject({ method: 'REQUEST', sequence: 0, attendees: [`mailto:${email}`] });
      const staffInvitation = await waitForMail(
        baseURL!,
        (m) => !JSON.stringify(m.to ?? '').includes(email) && m.attachments.some((a) => a.content.toString().includes(`UID:${visitorIcs.uid}`)),
      );
      expect(staffInvitation.subject).toBe('Call booked with you: Ada Booker');
      const staffIcs = readInvitation(icsIn(staffInvitation));
      expect(staffIcs).toMatchObject({ method: 'REQUEST', uid: visitorIcs.uid, start: visitorIcs.start, end: visitorIcs.end });
      expect((visitorIcs.end.getTime() - visitorIcs.start.getTime()) / 60_000).toBe(20);
      const seen = (await (await api.get(`/api/contacts/${lead!._id}`, { headers: admin.headers })).json()) as { history: { kind: string }[] };
      expect(JSON.stringify(seen.history)).toMatch(/book/i);

      // The invitation's cancel link: opening it cancels nothing (scanners open links); its button does, once.
      const link = /https?:\/\/[^\s"<>]+\/book\/cancel\?[^\s"<>]+/.exec(invitation.text ?? '')![0].replaceAll('&amp;', '&');
      const cancelPath = new URL(link).pathname + new URL(link).search;
      await page.goto(cancelPath);
      await expect(page.getByRole('heading', { level: 1, name: copy.cancel.title })).toBeVisible();
      await page.getByRole('button', { name: copy.cancel.submit }).click();
      await expect(page.getByRole('heading', { level: 1, name: copy.cancel.doneTitle })).toBeVisible();
      await page.goto(cancelPath);
      await page.getByRole('button', { name: copy.cancel.submit }).click();
      await expect(page.getByRole('heading', { level: 1, name: copy.cancel.brokenTitle })).toBeVisible();
      await waitForMail(
        baseURL!,
        (m) => JSON.stringify(m.to).includes(email) && m.attachments.some((a) => a.content.toString().includes('METHOD:CANCEL')),
      );
    });

    test('the invitation’s reschedule link moves the call once; the used link no longer works', async ({ page, baseURL, request }) => {
      await someoneTakesCalls(baseURL!);
      const email = `${unique('mover')}@example.com`;
      const slots = (await (await request.get(`/book?tz=UTC&day=${tomorrowIn('UTC')}`)).text()).match(/value="(\d{4}-[^"]+Z)"/g)!;
      const start = /"(.+)"/.exec(slots[2]!)![1]!;
      const booked = await request.post('/api/booking', { data: { start, name: 'Mo Mover', email, timeZone: 'UTC' } });
      expect(booked.status(), await booked.text()).toBe(201);
      const invitation = await waitForMail(
        baseURL!,
        (m) => JSON.stringify(m.to).includes(email) && m.attachments.some((a) => a.content.toString().includes('METHOD:REQUEST')),
      );
      const link = /https?:\/\/[^\s"<>]+\/book\/reschedule\?[^\s"<>]+/.exec(invitation.text ?? '')![0].replaceAll('&amp;', '&');
      const path = new URL(link).pathname + new URL(link).search;
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: copy.reschedule.title })).toBeVisible();
      const other = page.getByRole('radio').nth(4);
      const label = (await other.getAttribute('aria-label'))!;
      await page.locator(`label:has(input[value="${await other.getAttribute('value')}"])`).click();
      await page.getByRole('button', { name: copy.reschedule.submit }).click();
      await expect(page.getByRole('heading', { level: 1, name: copy.reschedule.doneTitle })).toBeVisible();
      await expect(page.getByText(copy.reschedule.done(label))).toBeVisible();
      // The updated invitation: same call, a higher SEQUENCE.
      await waitForMail(baseURL!, (m) => JSON.stringify(m.to).includes(email) && m.attachments.some((a) => /SEQUENCE:1/.test(a.content.toString())));
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: copy.reschedule.brokenTitle })).toBeVisible();
    });

    test('the contact form’s thank-you offers the next times in UTC, as links that choose them on /book', async ({ page, baseURL }) => {
      await someoneTakesCalls(baseURL!);
      await page.goto('/contactus');
      const form = await fillContactForm(
        page,
        {
          name: 'Noscript Booker',
          email: `${unique('noscript-booker')}@example.com`,
          country: 'US',
          phone: '212 555 0143',
          service: 'Daily Data Feeds',
          budget: 'Under $1,000',
          message: 'Without scripts.',
          nda: false,
        },
        { js: false },
      );
      await form.getByRole('button', { name: 'Send Message' }).click();
      const status = page.getByRole('form', { name: 'Contact form' }).getByRole('status');
      await expect(status.getByText(contactFormText.nextCalls.zone('Coordinated Universal Time'))).toBeVisible();
      const first = status.getByRole('listitem').getByRole('link').first();
      const label = (await first.textContent())!;
      await first.click();
      await expect(page).toHaveURL(/\/book\?lead=L-/);
      await expect(page.getByRole('radio', { name: label })).toBeChecked();
    });

    test('a time taken meanwhile answers the next free times in place of the day’s', async ({ page, baseURL, request, consoleErrors }) => {
      await someoneTakesCalls(baseURL!);
      await page.goto(`/book?tz=UTC&day=${tomorrowIn('UTC')}`);
      const slot = page.getByRole('radio').first();
      const start = (await slot.getAttribute('value'))!;
      // Every free person at that time is booked by others first.
      for (let i = 0; i < 20; i++) {
        const res = await request.post('/api/booking', { data: { start, name: 'Someone Else', email: `${unique('other')}@example.com` } });
        if (res.status() === 409) break;
        expect(res.status(), await res.text()).toBe(201);
      }
      await page.locator(`label:has(input[value="${start}"])`).click();
      await page.getByLabel(copy.form.name).fill('Late Booker');
      await page.getByLabel(copy.form.email).fill(`${unique('late')}@example.com`);
      await page.getByRole('button', { name: copy.form.submit }).click();
      await expect(page.getByRole('alert')).toHaveText(copy.taken);
      // The page answers 409 on purpose (the time is taken), which Chromium logs.
      expect(consoleErrors.splice(0)).toEqual([expect.stringContaining('status of 409')]);
      await expect(page.getByRole('radio').first()).not.toHaveAttribute('value', start);
      // What was typed is kept.
      await expect(page.getByLabel(copy.form.name)).toHaveValue('Late Booker');
    });
  });

  test('the contact form’s thank-you offers the next times; one click chooses it on /book, and booking joins the enquiry', async ({
    browser,
    baseURL,
  }) => {
    const api = await someoneTakesCalls(baseURL!);
    const context = await browser.newContext({ timezoneId: 'Europe/Berlin' });
    const page = await context.newPage();
    await page.goto(`${baseURL}/contactus`);
    const email = `${unique('thanks-booker')}@example.com`;
    const form = await fillContactForm(page, {
      name: 'Lin Booker',
      email,
      country: 'US',
      phone: '212 555 0142',
      service: 'Daily Data Feeds',
      budget: 'Under $1,000',
      message: 'Prices from three shops, daily.',
      nda: false,
    });
    await form.getByRole('button', { name: 'Send Message' }).click();
    const status = form.getByRole('status');
    await expect(status.getByText(contactFormText.nextCalls.title)).toBeVisible();
    await expect(status.getByText(contactFormText.nextCalls.zone('Central European Time (Berlin)'))).toBeVisible();
    const reference = (await status.locator('strong').first().textContent())!;
    const offered = status.getByRole('listitem').getByRole('link');
    await expect(offered).toHaveCount(3);
    const label = (await offered.first().textContent())!;
    await offered.first().click();

    await expect(page.getByText(copy.forEnquiry(reference))).toBeVisible();
    await expect(page.getByRole('radio', { name: label })).toBeChecked();
    await page.getByLabel(copy.form.name).fill('Lin Booker');
    await page.getByLabel(copy.form.email).fill(email);
    await page.getByRole('button', { name: copy.form.submit }).click();
    await expect(page.getByRole('heading', { level: 2, name: label })).toBeVisible();
    // The booking joined the enquiry the form made: no second lead for the address.
    const admin = await adminApi(baseURL!);
    const leads = await admin.leadsFrom(email);
    expect(leads.map((l) => l.reference)).toEqual([reference]);
    const seen = (await (await api.get(`/api/contacts/${leads[0]!._id}`, { headers: admin.headers })).json()) as { history: { kind: string }[] };
    expect(JSON.stringify(seen.history)).toMatch(/book/i);
    await context.close();
  });

  test('with JavaScript the page shows the browser’s own zone', async ({ browser, baseURL }) => {
    await someoneTakesCalls(baseURL!);
    const context = await browser.newContext({ timezoneId: 'America/New_York' });
    const page = await context.newPage();
    await page.goto(`${baseURL}/book`);
    await expect(page).toHaveURL(/tz=America%2FNew_York/);
    await expect(page.getByRole('heading', { name: copy.zone.shownIn('Eastern Time (New York)') })).toBeVisible();
    // A radio per time, reachable by keyboard: Tab reaches the day's group, the arrows move within it.
    await page.getByRole('radio').first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio').nth(1)).toBeChecked();
    await context.close();
  });
});
