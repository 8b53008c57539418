import { describe, expect, it } from 'vitest';
import { BUDGET_CHOICES, SERVICE_CHOICES } from '@contract/choices';
import { buildTestApp } from '../helpers/app';
import { countRows, expectErrorShape, validContact } from '../helpers/fixtures';

describe('leads (SPEC: /api/contacts)', async () => {
  const { app, database, loginAs } = await buildTestApp();
  const staff = await loginAs('user');
  const send = (payload: unknown) => app.inject({ method: 'POST', url: '/api/contacts', payload: payload as object });
  const list = async () =>
    (await app.inject({ method: 'GET', url: '/api/contacts?pageSize=200', headers: staff.bearerHeaders })).json() as Record<string, unknown>[];

  it('POST stores a valid enquiry and answers 201 with the thank-you message', async () => {
    const res = await send(validContact({ name: ' First ', RND: true }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: "Thank you for your message! We'll get back to you soon.",
      reference: expect.stringMatching(/^L-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/),
      promise: 'within 24 hours',
      acknowledged: false,
    });
    const [row] = await list();
    expect(row).toMatchObject({
      _id: expect.any(String),
      name: 'First',
      email: expect.stringMatching(/^ada-.*@example\.com$/),
      phone: '+1 555 123 4567',
      service: 'Web Scraping',
      budget: '$501 - $1000',
      message: 'We need daily prices from 40 shops.',
      RND: true,
      createdAt: expect.any(String),
    });
  });

  it('POST accepts every service and budget choice, with message and RND optional', async () => {
    for (const [i, service] of SERVICE_CHOICES.entries()) {
      const payload: Record<string, unknown> = { ...validContact({ service, budget: BUDGET_CHOICES[i % BUDGET_CHOICES.length] }) };
      delete payload.message;
      delete payload.RND;
      const res = await send(payload);
      expect(res.statusCode, service).toBe(201);
    }
    const stored = await list();
    expect(stored[0]).toMatchObject({ message: '', RND: false });
  });

  it.each(['name', 'email', 'phone', 'service', 'budget'])('POST without %s answers 400 naming the field and stores nothing', async (field) => {
    const payload: Record<string, unknown> = { ...validContact() };
    delete payload[field];
    const before = await countRows(database.db);
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    const body = expectErrorShape(res);
    expect(body.errors?.map((e) => e.field)).toContain(field);
    expect(body.message).toContain(field);
    expect(await countRows(database.db)).toEqual(before);
  });

  it.each([
    ['service', 'Plumbing'],
    ['service', 'web scraping'],
    ['budget', '$1 - $2'],
    ['budget', 500],
    ['email', 'nobody'],
    ['phone', 'call me maybe'],
    ['name', '   '],
    ['RND', 'yes'],
  ])('POST with an invalid %s (%j) answers 400 naming it', async (field, value) => {
    const res = await send({ ...validContact(), [field]: value });
    expect(res.statusCode).toBe(400);
    expect(expectErrorShape(res).errors?.[0]?.field).toBe(field);
  });

  it.each([
    ['+1 (212) 555-0100', '+1 212 555 0100'],
    ['+44 (0)20-7946.0958', '+44 20 7946 0958'],
  ])('POST takes the phone %s with brackets, dashes and dots and stores %s', async (phone, stored) => {
    const email = `phone-${Math.random().toString(36).slice(2)}@example.com`;
    expect((await send(validContact({ email, phone }))).statusCode).toBe(201);
    expect((await list()).find((r) => r.email === email)?.phone).toBe(stored);
  });

  it.each(['+1 555 0100', '+44 1', '555 0100 +1'])('POST with a phone of no possible length or form (%j) answers 400 naming phone', async (phone) => {
    const res = await send(validContact({ phone }));
    expect(res.statusCode).toBe(400);
    expect(expectErrorShape(res).errors).toEqual([{ field: 'phone', message: 'Enter a valid phone number' }]);
  });

  it('POST takes an address without a dot in its domain (admin@localhost, as the product creates)', async () => {
    expect((await send(validContact({ email: 'Admin@Localhost' }))).statusCode).toBe(201);
    expect((await list()).some((r) => r.email === 'admin@localhost')).toBe(true);
  });

  it('never loses an accepted enquiry: 40 sent at once are all stored', async () => {
    // Counted by this test's own addresses, not the table's total: another test's late write cannot fail it.
    const batch = Math.random().toString(36).slice(2);
    const email = (i: number) => `burst-${batch}-${i}@example.com`;
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => send(validContact({ name: `Burst ${i}`, email: email(i) }))));
    expect(results.every((r) => r.statusCode === 201)).toBe(true);
    const stored = (await list()).filter((r) => String(r.email).startsWith(`burst-${batch}-`));
    expect(stored).toHaveLength(40);
    expect(new Set(stored.map((r) => r.email))).toEqual(new Set(Array.from({ length: 40 }, (_, i) => email(i))));
  });

  it('GET lists enquiries newest first for staff and refuses visitors', async () => {
    await send(validContact({ name: 'Newest' }));
    const rows = await list();
    expect(rows[0]?.name).toBe('Newest');
    const times = rows.map((r) => Date.parse(r.createdAt as string));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const anon = await app.inject({ method: 'GET', url: '/api/contacts' });
    expect(anon.statusCode).toBe(401);
    expectErrorShape(anon);
  });

  it('GET /api/contacts.csv exports every field and escapes formulas, quotes and line breaks', async () => {
    await send(validContact({ name: '=HYPERLINK("http://evil.example","x")', message: 'line one\nline "two", end', phone: '+44 20 7946 0958' }));
    await send(validContact({ name: '@SUM(A1)', message: '-2+3' }));
    await send(validContact({ name: "+1+cmd|' /C calc'!A0", phone: '+1 (555) 010-0199' }));
    // Exports are the admin's (leads.export, decision 054).
    const admin = await loginAs('admin');
    const res = await app.inject({ method: 'GET', url: '/api/contacts.csv', headers: admin.bearerHeaders });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="contacts.csv"');
    // Suspected spam is exported only under the spam filter (a link in the name alone no longer makes it so, decision 042).
    const spam = await app.inject({ method: 'GET', url: '/api/contacts.csv?status=spam', headers: admin.bearerHeaders });
    expect(res.body).toContain('HYPERLINK');
    const csv = res.body + spam.body.split('\r\n').slice(1).join('\r\n');
    expect(csv.split('\r\n')[0]).toMatch(/^Submitted On,Name,Email,Phone,Service,Budget,R&D Inquiry,Message,Status,Owner,/);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csv).toContain(`,'@SUM(A1),`);
    expect(csv).toContain(`,'-2+3,`);
    expect(csv).toContain(`"line one\nline ""two"", end"`);
    // A formula that starts like a phone number is still neutralised…
    expect(csv).toContain(`,'+1+cmd|' /C calc'!A0,`);
    // …while a real phone number (stored in international form) is exported as is.
    expect(csv).toContain(`,+44 20 7946 0958,`);
    expect(csv).toContain(`,+1 555 010 0199,`);
    expect(csv).not.toContain(`'+1 `);
    // One data line per enquiry (quoted newlines aside).
    const total = async (q: string) =>
      Number((await app.inject({ method: 'GET', url: `/api/contacts${q}`, headers: staff.bearerHeaders })).headers['x-total-count']);
    expect(res.body.match(/\r\n\d{4}-\d{2}-\d{2}T/g)?.length).toBe(await total(''));
    expect(spam.body.match(/\r\n\d{4}-\d{2}-\d{2}T/g)?.length ?? 0).toBe(await total('?status=spam'));
    for (const cell of csv.split(/,|\r\n/)) if (!/^\+[\d\s().-]+$/.test(cell)) expect(cell).not.toMatch(/^[=+\-@]/);
  });

  it('GET /api/contacts.csv refuses visitors', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/contacts.csv' });
    expect(res.statusCode).toBe(401);
    expectErrorShape(res);
  });
});
