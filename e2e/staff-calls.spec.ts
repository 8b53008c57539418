import { request as playwrightRequest, type Page } from '@playwright/test';
import { HtmlValidate } from 'html-validate';
import { expect, signIn, test } from './fixtures';
import { adminApi } from './lead-desk-helpers';
import { expectNoAxeViolations } from './axe';
import { allDayCallTaker } from './call-takers';
import { unique } from './staff-helpers';
import { radicaleAvailability, startRadicale } from '../test/helpers/radicale';

// The browser is in Berlin; the e2e server's own zone (TZ) is not, so the form's first zone is the browser's.
test.use({ timezoneId: 'Europe/Berlin' });
test.slow();

/** Today plus `days` in Berlin, as YYYY-MM-DD. */
const berlinDay = (days: number) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** The server-rendered screen is valid HTML (html-validate's standard rules, as e2e/html-valid.spec.ts holds the public pages to). */
async function expectValidHtml(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  const report = await new HtmlValidate({ extends: ['html-validate:standard'] }).validateString(html, path);
  expect(report.results.flatMap((r) => r.messages.map((m) => `${m.line}:${m.column} ${m.ruleId}: ${m.message}`))).toEqual([]);
}

test('a salesperson sets their call hours from the keyboard: a refused range at its field, days off, the week visitors are offered', async ({
  page,
  baseURL,
}) => {
  const admin = await adminApi(baseURL!);
  const me = await admin.staffUser(unique('Cal Caller'));
  await admin.api.dispose();
  try {
    await signIn(page, me.email, me.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Calls' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Calls' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Your call hours' });
    // Never saved: not taking calls, weekdays 09:00–17:00, in the browser's zone.
    await expect(form.getByLabel('I take calls')).not.toBeChecked();
    await expect(form.getByLabel('Time zone')).toHaveValue('Europe/Berlin');
    await expect(form.getByLabel('Monday, hours 1: From')).toHaveValue('09:00');
    await expect(form.getByText('No calls on Saturdays.')).toBeVisible();
    await expectNoAxeViolations(page);
    await expectValidHtml(page, '/account/calls');

    await form.getByLabel('I take calls').check();
    // Saturday's hours by keyboard: the new range's From takes the focus.
    await form.getByRole('button', { name: 'Add hours on Saturday' }).focus();
    await page.keyboard.press('Enter');
    await expect(form.getByLabel('Saturday, hours 1: From')).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('08:00');
    await form.getByLabel('Notice (minutes)').fill('0');
    await form.getByLabel('Buffer (minutes)').fill('0');
    // A day off two days ahead, added with Enter in the date box.
    const dayOff = berlinDay(2);
    await form.getByLabel('Day off').fill(dayOff);
    await form.getByLabel('Day off').press('Enter');
    await expect(page.locator(`[data-day-off="${dayOff}"]`)).toBeVisible();

    await form.getByRole('button', { name: 'Save call hours' }).click();
    const saturdayTo = form.getByLabel('Saturday, hours 1: To');
    await expect(saturdayTo).toBeFocused();
    await expect(saturdayTo).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('to must be later than from')).toBeVisible();
    await expectNoAxeViolations(page);

    await saturdayTo.fill('12:00');
    await form.getByRole('button', { name: 'Save call hours' }).click();
    await expect(page.getByText('Call hours saved')).toBeVisible();
    await expect(saturdayTo).not.toHaveAttribute('aria-invalid', 'true');

    // The preview, read again after the save, in the saved zone: the day off has none of the slots.
    const week = page.getByRole('list', { name: 'Bookable slots by day' });
    await expect(week.locator(`[data-preview-day="${dayOff}"]`)).toContainText('No slots');
    // A weekday 3 to 6 days ahead: 09:00–17:00 holds 24 calls of 20 minutes (the preview is this person's alone).
    const weekday = [3, 4, 5, 6].map(berlinDay).find((day) => [1, 2, 3, 4, 5].includes(new Date(`${day}T12:00:00Z`).getUTCDay()))!;
    const summary = await week.locator(`[data-preview-day="${weekday}"] p`).first().textContent();
    expect(Number(/(\d+) slots?/.exec(summary ?? '')?.[1] ?? 0), `${weekday}: ${summary}`).toBe(24);
    await expectNoAxeViolations(page);

    await page.reload();
    await expect(form.getByLabel('I take calls')).toBeChecked();
    await expect(form.getByLabel('Saturday, hours 1: To')).toHaveValue('12:00');
    await expect(form.getByLabel('Notice (minutes)')).toHaveValue('0');
    await expect(page.locator(`[data-day-off="${dayOff}"]`)).toBeVisible();

    // Removing a range by keyboard leaves the focus on its day's Add button.
    await form.getByRole('button', { name: 'Remove Saturday hours 1' }).focus();
    await page.keyboard.press('Enter');
    await expect(form.getByRole('button', { name: 'Add hours on Saturday' })).toBeFocused();
    await expect(form.getByText('No calls on Saturdays.')).toBeVisible();
  } finally {
    // Nobody else's test should be offered this person's hours.
    const api = await playwrightRequest.newContext({ baseURL });
    const { token } = (await (await api.post('/api/auth/login', { data: { email: me.email, password: me.password } })).json()) as { token: string };
    const headers = { authorization: `Bearer ${token}` };
    const current = await (await api.get('/api/account/availability', { headers })).json();
    await api.put('/api/account/availability', { headers, data: { ...current, takesCalls: false } });
    await api.dispose();
  }
});

/** A staff member who takes calls all day every day (UTC, no notice), with a bearer for their own reads. */
async function callTaker(baseURL: string, name: string) {
  const { admin, me, authorization, stop } = await allDayCallTaker(baseURL, unique(name));
  return {
    admin,
    me,
    /** A lead of theirs with a call booked on it (the owner takes it when free), a few hours ahead. */
    async bookedLead(visitor: string) {
      const lead = await admin.lead(visitor);
      const seen = await admin.get(lead.id);
      const owned = await admin.api.patch(`/api/contacts/${lead.id}`, { headers: admin.headers, data: { ownerId: me._id, version: seen.version } });
      expect(owned.status(), await owned.text()).toBe(200);
      const day = new Date().toISOString().slice(0, 10);
      const next = new Date(`${day}T00:00:00Z`);
      next.setUTCDate(next.getUTCDate() + 2);
      const to = next.toISOString().slice(0, 10);
      const mine = (await (
        await admin.api.get(`/api/account/availability/slots?from=${day}&to=${to}&tz=UTC`, { headers: { authorization } })
      ).json()) as {
        slots: { start: string }[];
      };
      const start = mine.slots[12]!.start;
      const booked = await admin.api.post('/api/booking', { data: { start, name: visitor, email: lead.email, leadReference: seen.reference } });
      expect(booked.status(), await booked.text()).toBe(201);
      return { ...lead, reference: seen.reference, start, booking: ((await booked.json()) as { _id: string })._id };
    },
    async done() {
      await stop();
      await admin.api.dispose();
    },
  };
}

test('My calls: a call booked with me shows in my zone in words, opens its lead, and is cancelled after a question', async ({ page, baseURL }) => {
  const taker = await callTaker(baseURL!, 'Mia Calls');
  try {
    const visitor = unique('Vera Visitor');
    const lead = await taker.bookedLead(visitor);
    await signIn(page, taker.me.email, taker.me.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/account/calls');
    const upcoming = page.getByRole('region', { name: 'Upcoming calls' });
    const row = upcoming.locator(`[data-call="${lead.booking}"]`);
    await expect(row).toContainText(visitor);
    // Saved hours in UTC: the time is the slot's own UTC time, in words.
    const hhmm = lead.start.slice(11, 16);
    await expect(row.locator('time')).toHaveText(new RegExp(`^\\w+day \\d{1,2} \\w+ \\d{4}, ${hhmm}$`));
    await expect(row.getByRole('link', { name: lead.reference })).toHaveAttribute('href', `/dashboard?view=all&lead=${lead.id}`);
    await expectNoAxeViolations(page);

    // Cancel by keyboard: the question keeps the call by default.
    await row.getByRole('button', { name: /^Cancel the call with / }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Cancel this call?' });
    await expect(dialog.getByRole('button', { name: 'Keep the call' })).toBeFocused();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancel call' }).click();
    await expect(page.getByText(`Call with ${visitor} cancelled`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(0);
    const seen = await taker.admin.get(lead.id);
    expect(JSON.stringify(seen.history)).toMatch(/cancel/i);
  } finally {
    await taker.done();
  }
});

test("a lead's dialog shows its call, who takes it and its status, and cancels it", async ({ page, baseURL }) => {
  const taker = await callTaker(baseURL!, 'Lou Leads');
  try {
    const visitor = unique('Lea Lead');
    const lead = await taker.bookedLead(visitor);
    await signIn(page, taker.me.email, taker.me.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/account/calls');
    // Into the desk from My calls (the dialog opens in the page, in the browser's zone).
    await page.getByRole('link', { name: lead.reference }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact Details' });
    const calls = dialog.getByRole('region', { name: 'Calls booked on this lead' });
    const row = calls.locator(`[data-call="${lead.booking}"]`);
    await expect(row).toContainText(taker.me.name);
    await expect(row.locator('[data-call-status]')).toHaveText('Booked');
    await expectNoAxeViolations(page);

    await row.getByRole('button', { name: /^Cancel the call with / }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel this call?' });
    await expect(confirm.getByRole('button', { name: 'Keep the call' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Cancel call' }).click();
    await expect(page.getByText(`Call with ${visitor} cancelled`)).toBeVisible();
    await expect(row.locator('[data-call-status]')).toHaveText('Cancelled');
    await expect(row.getByRole('button')).toHaveCount(0);
  } finally {
    await taker.done();
  }
});

test("a call is moved from its lead: Move opens the person's free times in a dialog, one is chosen by keyboard, the call and the lead's history follow", async ({
  page,
  baseURL,
}) => {
  const taker = await callTaker(baseURL!, 'Max Mover');
  try {
    const visitor = unique('Mo Moved');
    const lead = await taker.bookedLead(visitor);
    await signIn(page, taker.me.email, taker.me.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`/dashboard?view=all&lead=${lead.id}`);
    const calls = page.getByRole('dialog', { name: 'Contact Details' }).getByRole('region', { name: 'Calls booked on this lead' });
    await calls.getByRole('link', { name: new RegExp(`^Move the call with ${visitor}`) }).click();
    await expect(page).toHaveURL(new RegExp(`/account/calls\\?move=${lead.booking}$`));
    const dialog = page.getByRole('dialog', { name: `Move the call with ${visitor}` });
    await expect(dialog.getByRole('button', { name: 'Move call' })).toBeDisabled();
    await expectNoAxeViolations(page);
    const first = dialog.getByRole('radio').first();
    const chosen = await first.getAttribute('value');
    expect(chosen).not.toBe(lead.start);
    await first.focus();
    await page.keyboard.press('Space');
    await dialog.getByRole('button', { name: 'Move call' }).click();
    await expect(page.getByText(new RegExp(`^Call with ${visitor} moved to `))).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/account\/calls$/);
    await expect(page.getByRole('region', { name: 'Upcoming calls' }).locator(`[data-call="${lead.booking}"] time`)).toHaveAttribute(
      'datetime',
      chosen!,
    );
    const seen = await taker.admin.get(lead.id);
    expect(JSON.stringify(seen.history)).toContain(`Call moved: ${chosen}`);
  } finally {
    await taker.done();
  }
});

test('a salesperson connects their CalDAV calendar from the keyboard: a refused password at its field, then the connection, then disconnects it', async ({
  page,
  baseURL,
}) => {
  const available = radicaleAvailability();
  test.skip(!available.run, available.run ? '' : available.why);
  const radicale = await startRadicale();
  const admin = await adminApi(baseURL!);
  const me = await admin.staffUser(unique('Cora Calendar'));
  await admin.api.dispose();
  try {
    const user = unique('cora')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '');
    await radicale.makeCalendar(user, 'app-password-1', 'work');
    await signIn(page, me.email, me.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/account/calls');
    const form = page.getByRole('form', { name: 'Connect a calendar' });
    await form.getByLabel('Calendar address').fill(radicale.url);
    await form.getByLabel('User name').fill(user);
    await form.getByLabel('App password').fill('not-the-password');
    await form.getByLabel('App password').press('Enter');
    const password = form.getByLabel('App password');
    await expect(password).toHaveAccessibleDescription(/refused this user name and app password/);
    await expect(password).toHaveAttribute('aria-invalid', 'true');

    await password.fill('app-password-1');
    await password.press('Enter');
    await expect(page.getByText('Calendar “work” connected')).toBeVisible();
    await expect(page.getByTestId('calendar-status')).toContainText(`Connected to work at ${radicale.url} as ${user}.`);
    await expect(page.getByRole('form', { name: 'Connect another calendar' }).getByLabel('App password')).toHaveValue('');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Disconnect calendar' }).click();
    const confirm = page.getByRole('dialog', { name: 'Disconnect your calendar?' });
    await expect(confirm.getByRole('button', { name: 'Keep it' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Disconnect' }).click();
    await expect(page.getByText('Calendar disconnected')).toBeVisible();
    await expect(page.getByTestId('calendar-status')).toHaveCount(0);
  } finally {
    await radicale.stop();
  }
});
