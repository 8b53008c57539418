import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ComponentProps } from 'react';
import { renderToString } from 'react-dom/server';
import type { ContactChoices } from '@contract/contact-choices';
import { ContactForm } from './contact-form';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const SUCCESS = "Thank you for your message! We'll get back to you soon.";
const FAILURE = 'Failed to submit form. Please try again.';

/** What a page's loader gives the form: the published services in their order and the owner's budget brackets. */
const CHOICES: ContactChoices = {
  services: ['Bulk Data Scraping', 'Daily Data Feeds', 'PowerBI Dashboard Design'],
  budgets: ['Under $1,000', '$1,000 – $5,000', 'Over $5,000'],
  budgetRequired: true,
};

function renderForm(initial: ComponentProps<typeof ContactForm>['initial'] = null, choices = CHOICES) {
  render(<ContactForm action="/" apiOrigin="" initial={initial} choices={choices} />);
  return screen.getByRole('form', { name: 'Contact form' });
}

async function fill(form: HTMLElement, overrides: { country?: string; phone?: string } = {}) {
  const f = within(form);
  await userEvent.type(f.getByLabelText(/^Name/), 'Ada Lovelace');
  await userEvent.type(f.getByLabelText(/^Email/), 'ada@example.com');
  if (overrides.country) await userEvent.selectOptions(f.getByLabelText(/^Country code/), overrides.country);
  await userEvent.type(f.getByLabelText(/^Phone number/), overrides.phone ?? '(212) 555-0100');
  await userEvent.selectOptions(f.getByLabelText(/^Service/), 'Daily Data Feeds');
  await userEvent.selectOptions(f.getByLabelText(/^Budget/), '$1,000 – $5,000');
  await userEvent.type(f.getByLabelText(/^Message/), 'Daily prices please');
}

const sentBody = (call = 0) => JSON.parse(String(fetchMock.mock.calls[call]![1]?.body)) as Record<string, unknown>;

// The form imports its schema (zod, the phone metadata) on the first submit; load it once up front
// so that a busy machine does not turn that first import into a timeout of the first test.
beforeAll(async () => {
  await Promise.all([import('@contract/leads'), import('~/lib/api/client')]);
});

// jsdom lays nothing out and has no scrollIntoView: a spy stands for it.
const scrollIntoView = vi.fn();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  scrollIntoView.mockReset();
  Element.prototype.scrollIntoView = scrollIntoView;
});

describe('ContactForm', { timeout: 15_000 }, () => {
  it('has visible labels, the browser-level rules and the defaults of SPEC.md', () => {
    const form = renderForm();
    const f = within(form);
    for (const label of [/^Name/, /^Email/, /^Phone number/, /^Service/, /^Budget/]) expect(f.getByLabelText(label)).toBeRequired();
    expect(f.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    expect(f.getByLabelText(/^Message/)).not.toBeRequired();
    expect(f.getByLabelText(/^Message/)).toHaveAttribute('rows', '4');
    expect(f.getByLabelText(/NDA/)).not.toBeRequired();
    expect(f.getByLabelText(/^Country code/)).toHaveValue('US');
    // SPEC's three first, then every country by name with its calling code.
    const countries = within(f.getByLabelText(/^Country code/)).getAllByRole('option');
    expect(countries.slice(0, 3).map((o) => [o.getAttribute('value'), o.textContent])).toEqual([
      ['US', 'US (+1)'],
      ['UK', 'UK (+44)'],
      ['CA', 'CA (+1)'],
    ]);
    expect(countries.map((o) => o.textContent)).toEqual(expect.arrayContaining(['Qatar (+974)', 'Pakistan (+92)']));
    expect(countries.length).toBeGreaterThan(200);
  });

  it("offers the loader's published services in their order, then Something else, and the owner's budget brackets", () => {
    const f = within(renderForm());
    const options = (label: RegExp) =>
      within(f.getByLabelText(label))
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(options(/^Service/)).toEqual(['Select a service', 'Bulk Data Scraping', 'Daily Data Feeds', 'PowerBI Dashboard Design', 'Something else']);
    expect(options(/^Budget/)).toEqual(['Select a budget', 'Under $1,000', '$1,000 – $5,000', 'Over $5,000']);
  });

  it('marks Budget optional and lets it be left empty when the owner says so', async () => {
    fetchMock.mockResolvedValueOnce(json(201, { message: SUCCESS }));
    const form = renderForm(null, { ...CHOICES, budgetRequired: false });
    const f = within(form);
    const budget = f.getByLabelText(/^Budget/);
    expect(budget).not.toBeRequired();
    expect(budget.closest('div')?.textContent).toContain('(optional)');
    expect(budget).toHaveValue('');
    await userEvent.type(f.getByLabelText(/^Name/), 'Ada Lovelace');
    await userEvent.type(f.getByLabelText(/^Email/), 'ada@example.com');
    await userEvent.type(f.getByLabelText(/^Phone number/), '(212) 555-0100');
    await userEvent.selectOptions(f.getByLabelText(/^Service/), 'Something else');
    await userEvent.click(f.getByRole('button', { name: /send/i }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sentBody()).toMatchObject({ service: 'Something else', budget: '' });
  });

  it('preselects the service the linking page named, in the server HTML too (no JavaScript)', () => {
    render(<ContactForm action="/contactus" apiOrigin="" initial={null} choices={CHOICES} service="Daily Data Feeds" />);
    expect(screen.getByLabelText(/^Service/)).toHaveValue('Daily Data Feeds');
    const html = renderToString(<ContactForm action="/contactus" apiOrigin="" initial={null} choices={CHOICES} service="Daily Data Feeds" />);
    expect(html).toMatch(/<option value="Daily Data Feeds" selected="">/);
    expect(html).not.toMatch(/selected="">Select a service/);
    const plain = renderToString(<ContactForm action="/contactus" apiOrigin="" initial={null} choices={CHOICES} />);
    expect(plain).toMatch(/selected="">Select a service/);
    expect(plain).not.toMatch(/<option value="Daily Data Feeds" selected/);
  });

  it('sends the payload with the US prefix, RND and the honeypot; busy, then thanks and clears the form', async () => {
    let answer!: (r: Response) => void;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    const form = renderForm();
    await fill(form);
    await userEvent.click(within(form).getByLabelText(/NDA/));
    await userEvent.click(within(form).getByRole('button', { name: 'Send Message' }));

    expect(await within(form).findByRole('button', { name: 'Sending...' })).toBeDisabled();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/contacts');
    // SPEC's fields, then the lead's source and consent (contract/leads.ts).
    expect(sentBody()).toMatchObject({
      form: 'home',
      consent: expect.any(String),
      pageUrl: expect.stringMatching(/^http/),
      startedAt: expect.any(Number),
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '+1 212 555 0100',
      service: 'Daily Data Feeds',
      budget: '$1,000 – $5,000',
      message: 'Daily prices please',
      RND: true,
      website: '',
    });

    answer(json(201, { message: 'Thank you' }));
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Name/)).toHaveValue('');
    expect(within(form).getByLabelText(/^Phone number/)).toHaveValue('');
    expect(within(form).getByLabelText(/NDA/)).not.toBeChecked();
    expect(within(form).getByLabelText(/^Service/)).toHaveValue('');
    expect(within(form).getByLabelText(/^Budget/)).toHaveValue('');
    expect(within(form).getByRole('button', { name: 'Send Message' })).toBeEnabled();
    // The thank-you sits above the form: it is brought into view, clear of the sticky header, and takes focus.
    const status = within(form).getByRole('status');
    await waitFor(() => expect(status).toHaveFocus());
    expect(status).toHaveAttribute('tabindex', '-1');
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(status);
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'center', behavior: 'smooth' });
  });

  it('brings each answer into view, without the smooth scroll under reduced motion; a failure too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reduced = vi
      .spyOn(window, 'matchMedia')
      .mockImplementation((query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)', media: query }) as MediaQueryList);
    fetchMock.mockResolvedValueOnce(json(500, { message: 'Internal Server Error' }));
    fetchMock.mockResolvedValueOnce(json(201, { message: 'ok' }));
    const form = renderForm();
    await fill(form);
    const submit = within(form).getByRole('button', { name: 'Send Message' });
    await userEvent.click(submit);
    await screen.findByText(FAILURE);
    const status = within(form).getByRole('status');
    await waitFor(() => expect(status).toHaveFocus());
    expect(scrollIntoView).toHaveBeenLastCalledWith({ block: 'center', behavior: 'instant' });

    submit.focus();
    await userEvent.click(submit);
    await screen.findByText(SUCCESS);
    await waitFor(() => expect(status).toHaveFocus());
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
    reduced.mockRestore();
  });

  it.each([
    ['UK', '20 7946 0000', '+44 20 7946 0000'],
    ['CA', '20 7946 0000', '+1 207 946 0000'],
    ['QA', '4412 3456', '+974 4412 3456'],
  ])('builds the phone for %s %s as %s', async (country, typed, phone) => {
    fetchMock.mockResolvedValueOnce(json(201, { message: 'ok' }));
    const form = renderForm();
    await fill(form, { country, phone: typed });
    await userEvent.click(within(form).getByRole('button', { name: 'Send Message' }));
    await screen.findByText(SUCCESS);
    expect(sentBody()).toMatchObject({ phone, RND: false });
  });

  it('shows the failure banner and logs the error; the next attempt clears it', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(json(500, { message: 'Internal Server Error' }));
    let answer!: (r: Response) => void;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    const form = renderForm();
    await fill(form);
    const submit = within(form).getByRole('button', { name: 'Send Message' });
    await userEvent.click(submit);
    expect(await screen.findByText(FAILURE)).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
    // The fields stay filled after a failure, so the visitor can simply retry.
    expect(within(form).getByLabelText(/^Name/)).toHaveValue('Ada Lovelace');

    await userEvent.click(submit);
    await within(form).findByRole('button', { name: 'Sending...' });
    expect(screen.queryByText(FAILURE)).not.toBeInTheDocument();
    answer(json(201, { message: 'ok' }));
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
  });

  it('keeps the thank-you banner once shown, even when a later attempt fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(json(201, { message: 'ok' }));
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const form = renderForm();
    await fill(form);
    await userEvent.click(within(form).getByRole('button', { name: 'Send Message' }));
    await screen.findByText(SUCCESS);

    await fill(form);
    await userEvent.click(within(form).getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Send Message' })).toBeEnabled());
    expect(screen.getByText(SUCCESS)).toBeInTheDocument();
    expect(screen.queryByText(FAILURE)).not.toBeInTheDocument();
  });

  it('checks the contract schema on submit and names the field, sending nothing', async () => {
    const form = renderForm();
    await fill(form, { phone: 'call me' });
    await userEvent.click(within(form).getByRole('button', { name: 'Send Message' }));
    expect(await within(form).findByText('Enter a valid phone number')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Phone number/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText(/^Phone number/)).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('names every missing required field when the browser lets an empty form through', async () => {
    const form = renderForm();
    // Browsers block this submit themselves; the schema check is the second line.
    (form as HTMLFormElement).noValidate = true;
    await userEvent.click(within(form).getByRole('button', { name: 'Send Message' }));
    for (const msg of ['Name is required', 'Email is required', 'Phone number is required', 'Service is required', 'Budget is required']) {
      expect(await within(form).findByText(msg)).toBeInTheDocument();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends what a bot typed into the hidden honeypot field', async () => {
    fetchMock.mockResolvedValueOnce(json(201, { message: 'ok' }));
    const form = renderForm();
    const trap = form.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    trap.value = 'http://spam.example';
    await fill(form);
    await userEvent.click(within(form).getByRole('button', { name: 'Send Message' }));
    await screen.findByText(SUCCESS);
    expect(sentBody()).toMatchObject({ website: 'http://spam.example' });
  });

  it('starts from the answer of a post sent without JavaScript: the field errors, or the thank-you banner', () => {
    renderForm({ ok: false, fieldErrors: { email: 'Enter a valid email address' } });
    const email = screen.getByLabelText(/^Email/);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    cleanup();

    renderForm({ ok: true, created: { message: SUCCESS, reference: 'L-7F3A-91C2-0B4E', promise: 'within 24 hours', acknowledged: true } });
    expect(screen.getByText(SUCCESS)).toBeInTheDocument();
    expect(screen.getByText('L-7F3A-91C2-0B4E')).toBeInTheDocument();
    expect(screen.getByText(/We reply within 24 hours\./)).toBeInTheDocument();
    expect(screen.getByText('A confirmation is on its way to your inbox.')).toBeInTheDocument();
    cleanup();

    renderForm({ ok: true, created: null });
    expect(screen.getByText(SUCCESS)).toBeInTheDocument();
    expect(screen.queryByText(/Your reference is/)).not.toBeInTheDocument();
    // The page is the answer itself: nothing is scrolled or focused on arrival.
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).not.toHaveFocus();
  });

  it('sends the optional company and a Doha number with its own calling code; thanks with the reference and promise', async () => {
    fetchMock.mockResolvedValueOnce(json(201, { message: SUCCESS, reference: 'L-0B4E-91C2-7F3A', promise: 'within 4 hours', acknowledged: false }));
    const form = renderForm();
    const f = within(form);
    expect(f.getByLabelText(/^Company/)).not.toBeRequired();
    await userEvent.type(f.getByLabelText(/^Company/), 'Doha Analytics');
    await fill(form, { country: 'QA', phone: '4412 3456' });
    await userEvent.click(f.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('L-0B4E-91C2-7F3A')).toBeInTheDocument();
    expect(sentBody()).toMatchObject({ company: 'Doha Analytics', phone: '+974 4412 3456' });
    expect(screen.getByText(/We reply within 4 hours\./)).toBeInTheDocument();
    // Not acknowledged by mail (AUTO_REPLY off): the thank-you does not promise one.
    expect(screen.queryByText(/confirmation is on its way/)).not.toBeInTheDocument();
    expect(f.getByLabelText(/^Company/)).toHaveValue('');
  });

  it('offers the soonest free call times with the thank-you, each a link to /book with the enquiry and the time chosen', async () => {
    fetchMock.mockResolvedValueOnce(json(201, { message: SUCCESS, reference: 'L-0B4E-91C2-7F3A', promise: 'within 4 hours', acknowledged: true }));
    const slot = (start: string, time: string) => ({
      start,
      end: start.replace(/:00\.000Z$/, ':20.000Z'),
      label: `Tuesday 1 December, ${time}`,
      day: '2026-12-01',
      time,
    });
    const slots = [slot('2026-12-01T09:00:00.000Z', '09:00'), slot('2026-12-01T09:20:00.000Z', '09:20')];
    fetchMock.mockResolvedValueOnce(
      json(200, {
        timeZone: 'UTC',
        durationMinutes: 20,
        slots: [...slots, slot('2026-12-01T09:40:00.000Z', '09:40'), slot('2026-12-01T10:00:00.000Z', '10:00')],
      }),
    );
    const form = renderForm();
    await fill(form);
    await userEvent.click(within(form).getByRole('button', { name: 'Send Message' }));
    const status = screen.getByRole('status');
    expect(await within(status).findByText('Book your 20-minute call now')).toBeInTheDocument();
    // Three times, no more, in the browser's zone; the request asked for this week in that zone.
    const offered = within(status).getAllByRole('link', { name: /^Tuesday 1 December/ });
    expect(offered.map((a) => a.textContent)).toEqual(['Tuesday 1 December, 09:00', 'Tuesday 1 December, 09:20', 'Tuesday 1 December, 09:40']);
    const asked = new URL(String(fetchMock.mock.calls[1]![0]), 'http://x');
    expect(asked.pathname).toBe('/api/booking/slots');
    const zone = asked.searchParams.get('tz')!;
    const chosen = new URL(offered[0]!.getAttribute('href')!, 'http://x');
    expect(chosen.pathname).toBe('/book');
    expect(Object.fromEntries(chosen.searchParams)).toEqual({
      lead: 'L-0B4E-91C2-7F3A',
      tz: zone,
      from: '2026-12-01',
      day: '2026-12-01',
      start: slots[0]!.start,
    });
    expect(within(status).getByRole('link', { name: 'See all times' })).toHaveAttribute(
      'href',
      `/book?lead=L-0B4E-91C2-7F3A&tz=${encodeURIComponent(zone)}`,
    );
  });

  it('offers no call times when nobody takes calls, or when the API gave no reference', async () => {
    fetchMock.mockResolvedValueOnce(json(201, { message: SUCCESS, reference: 'L-0B4E-91C2-7F3A', promise: 'within 4 hours', acknowledged: true }));
    fetchMock.mockResolvedValueOnce(json(200, { timeZone: 'UTC', durationMinutes: 20, slots: [] }));
    const form = renderForm();
    await fill(form);
    await userEvent.click(within(form).getByRole('button', { name: 'Send Message' }));
    await screen.findByText('L-0B4E-91C2-7F3A');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(screen.queryByText('Book your 20-minute call now')).not.toBeInTheDocument();
    cleanup();
    fetchMock.mockReset();
    fetchMock.mockResolvedValueOnce(json(201, { message: SUCCESS }));
    const plain = renderForm();
    await fill(plain);
    await userEvent.click(within(plain).getByRole('button', { name: 'Send Message' }));
    await screen.findByText(SUCCESS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends to the API origin it is given', async () => {
    fetchMock.mockResolvedValueOnce(json(201, { message: 'ok' }));
    render(<ContactForm action="/" apiOrigin="https://api.example.com" initial={null} choices={CHOICES} />);
    const form = screen.getByRole('form', { name: 'Contact form' });
    await fill(form);
    await userEvent.click(within(form).getByRole('button', { name: 'Send Message' }));
    await screen.findByText(SUCCESS);
    expect(fetchMock.mock.calls[0]![0]).toBe('https://api.example.com/api/contacts');
  });
  it.each([
    ['an empty body', () => new Response(null, { status: 201 })],
    ['{}', () => json(201, {})],
    ['a 204', () => new Response(null, { status: 204 })],
  ])('counts any 2xx as success without reading the body (%s; SPEC.md section 7)', async (_name, answer) => {
    fetchMock.mockResolvedValueOnce(answer());
    const form = renderForm();
    await fill(form);
    await userEvent.click(within(form).getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(screen.queryByText(FAILURE)).not.toBeInTheDocument();
  });

  it('says when to try again after a 429, from its Retry-After header', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ message: 'Too many requests' }), {
        status: 429,
        headers: { 'content-type': 'application/json', 'retry-after': '540' },
      }),
    );
    const form = renderForm();
    await fill(form);
    await userEvent.click(within(form).getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Too many requests. Please try again in 9 minutes.')).toBeInTheDocument();
  });

  it("shows the server's field message under its field, with no field-name prefix", async () => {
    fetchMock.mockResolvedValueOnce(
      json(400, { message: 'email: Enter a valid email address', errors: [{ field: 'email', message: 'Enter a valid email address' }] }),
    );
    const form = renderForm();
    await fill(form);
    await userEvent.click(within(form).getByRole('button', { name: 'Send Message' }));
    const message = await within(form).findByText('Enter a valid email address');
    expect(within(form).getByLabelText(/^Email/)).toHaveAttribute('aria-describedby', message.id);
    expect(screen.queryByText(/email:/)).not.toBeInTheDocument();
    expect(screen.queryByText(FAILURE)).not.toBeInTheDocument();
  });

  it('takes a number with brackets, dashes and dots, or typed with its own +, and sends it normalised', async () => {
    fetchMock.mockResolvedValue(json(201, {}));
    const form = renderForm();
    await fill(form, { phone: '+44 (0)20-7946.0958' });
    await userEvent.click(within(form).getByRole('button', { name: 'Send Message' }));
    await screen.findByText(SUCCESS);
    expect(sentBody()).toMatchObject({ phone: '+44 20 7946 0958' });
  });

  it('accepts an address without a dot in its domain (admin@localhost)', async () => {
    fetchMock.mockResolvedValueOnce(json(201, {}));
    const form = renderForm();
    await fill(form);
    await userEvent.clear(within(form).getByLabelText(/^Email/));
    await userEvent.type(within(form).getByLabelText(/^Email/), 'admin@localhost');
    await userEvent.click(within(form).getByRole('button', { name: 'Send Message' }));
    await screen.findByText(SUCCESS);
    expect(sentBody()).toMatchObject({ email: 'admin@localhost' });
  });
});
