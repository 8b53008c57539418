import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NewsletterBox } from './newsletter-box';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderBox() {
  render(<NewsletterBox apiOrigin="" />);
  return { input: screen.getByLabelText('Email address'), button: screen.getByRole('button', { name: 'Subscribe' }) };
}

// The form imports its schema (zod, the phone metadata) on the first submit; load it once up front
// so that a busy machine does not turn that first import into a timeout of the first test.
beforeAll(async () => {
  await Promise.all([import('@contract/subscriptions'), import('~/lib/api/client')]);
});

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

describe('NewsletterBox', { timeout: 15_000 }, () => {
  it('asks for an email and sends nothing when the field is empty', async () => {
    const { button } = renderBox();
    await userEvent.click(button);
    const message = await screen.findByText('Please enter your email');
    expect(message).toHaveClass('text-red-300');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the busy label while subscribing, then thanks and clears the field on 201', async () => {
    let answer!: (r: Response) => void;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    const { input, button } = renderBox();
    await userEvent.type(input, 'New.Reader@Example.com');
    await userEvent.click(button);
    const busy = await screen.findByRole('button', { name: 'Subscribing...' });
    expect(busy).toBeDisabled();

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/subscriptions');
    expect(init?.method).toBe('POST');
    // The honeypot travels with the payload, empty for people.
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'new.reader@example.com', website: '' });

    answer(json(201, { message: 'Check your inbox to confirm' }));
    const done = await screen.findByText('Check your inbox to confirm');
    expect(done).toHaveClass('text-green-400');
    expect(input).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it('says the address is already subscribed on 400', async () => {
    fetchMock.mockResolvedValueOnce(json(400, { message: 'This email is already subscribed' }));
    const { input, button } = renderBox();
    await userEvent.type(input, 'known@example.com');
    await userEvent.click(button);
    expect(await screen.findByText('This email is already subscribed')).toBeInTheDocument();
    expect(input).toHaveValue('known@example.com');
  });

  it('reports any other failure and logs it to the console', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(json(500, { message: 'Internal Server Error' }));
    const { input, button } = renderBox();
    await userEvent.type(input, 'someone@example.com');
    await userEvent.click(button);
    expect(await screen.findByText('Failed to subscribe. Please try again.')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
  });

  it('clears the previous message at the start of each attempt', async () => {
    fetchMock.mockResolvedValueOnce(json(400, { message: 'This email is already subscribed' }));
    let answer!: (r: Response) => void;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    const { input, button } = renderBox();
    await userEvent.type(input, 'known@example.com');
    await userEvent.click(button);
    await screen.findByText('This email is already subscribed');
    await userEvent.click(button);
    await screen.findByRole('button', { name: 'Subscribing...' });
    expect(screen.queryByText('This email is already subscribed')).not.toBeInTheDocument();
    answer(json(201, { message: 'ok' }));
    await screen.findByText('Check your inbox to confirm');
  });

  it('sends what a bot typed into the hidden honeypot field', async () => {
    fetchMock.mockResolvedValueOnce(json(201, { message: 'ok' }));
    const { input, button } = renderBox();
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('aria-hidden', 'true');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    trap.value = 'http://spam.example';
    await userEvent.type(input, 'bot@example.com');
    await userEvent.click(button);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toMatchObject({ website: 'http://spam.example' });
  });
  it.each([
    ['an empty body', () => new Response(null, { status: 201 })],
    ['{}', () => json(201, {})],
  ])('counts a 201 with %s as success (SPEC.md section 7: the body is not read)', async (_name, reply) => {
    fetchMock.mockResolvedValueOnce(reply());
    const { input, button } = renderBox();
    await userEvent.type(input, 'reader@example.com');
    await userEvent.click(button);
    expect(await screen.findByText('Check your inbox to confirm')).toBeInTheDocument();
    expect(screen.queryByText('Failed to subscribe. Please try again.')).not.toBeInTheDocument();
  });

  it('says when to try again after a 429, naming the minutes of its Retry-After header', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ message: 'Too many requests' }), { status: 429, headers: { 'retry-after': '60' } }),
    );
    const { input, button } = renderBox();
    await userEvent.type(input, 'reader@example.com');
    await userEvent.click(button);
    expect(await screen.findByText('Too many requests. Please try again in 1 minute.')).toBeInTheDocument();
  });

  it("names a malformed address with the contract's message, no field prefix, and sends nothing", async () => {
    const { input, button } = renderBox();
    await userEvent.type(input, 'not an address');
    await userEvent.click(button);
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('takes admin@localhost, the kind of address the product itself creates', async () => {
    fetchMock.mockResolvedValueOnce(json(201, {}));
    const { input, button } = renderBox();
    await userEvent.type(input, 'admin@localhost');
    await userEvent.click(button);
    expect(await screen.findByText('Check your inbox to confirm')).toBeInTheDocument();
  });

  it('shows the answer of a post sent without JavaScript, and posts that way to /newsletter, never by GET', () => {
    render(<NewsletterBox apiOrigin="" initial={{ kind: 'success', text: 'Check your inbox to confirm' }} />);
    expect(screen.getByText('Check your inbox to confirm')).toHaveClass('text-green-400');
    const form = screen.getByRole('form', { name: 'Subscribe to our newsletter' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/newsletter#newsletter');
  });
});
