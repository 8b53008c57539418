import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WebhookForm } from './webhook-form';

const add = () => userEvent.click(screen.getByRole('button', { name: 'Add webhook' }));
const urlInput = () => screen.getByLabelText(/^Address \(URL\)/);

/** The message under a control: the element its aria-describedby names. */
function describedBy(control: HTMLElement): string {
  const ids = control.getAttribute('aria-describedby') ?? '';
  return ids
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

describe('WebhookForm', () => {
  it("shows the contract's message at an invalid address, marks it invalid and focuses it; nothing is sent", async () => {
    const onSubmit = vi.fn();
    render(<WebhookForm busy={false} onSubmit={onSubmit} />);
    await userEvent.type(urlInput(), 'crm.example.com/hooks');
    await add();
    await waitFor(() => expect(urlInput()).toHaveAttribute('aria-invalid', 'true'));
    expect(describedBy(urlInput())).toContain('url must be an http or https address');
    expect(urlInput()).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for at least one event at the events group', async () => {
    render(<WebhookForm busy={false} onSubmit={vi.fn()} />);
    await userEvent.type(urlInput(), 'https://crm.example.com/hooks');
    await userEvent.click(screen.getByLabelText(/New lead/));
    await add();
    const events = await screen.findByRole('group', { name: 'Events' });
    expect(describedBy(events)).toBe('Choose at least one event');
  });

  it("sends the body the schema parsed once it accepts the form; a chat's events are its own whatever was ticked before", async () => {
    const onSubmit = vi.fn();
    render(<WebhookForm busy={false} onSubmit={onSubmit} />);
    await userEvent.type(urlInput(), 'https://chat.example.com/hook');
    await userEvent.click(screen.getByLabelText(/Post published/));
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'slack');
    await add();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      url: 'https://chat.example.com/hook',
      kind: 'slack',
      events: ['lead.created'],
      description: '',
      includeMessage: false,
    });
  });

  it("puts the action's field errors (the API's 400) at their field", async () => {
    const { rerender } = render(<WebhookForm busy={false} onSubmit={vi.fn()} />);
    expect(urlInput()).not.toHaveAttribute('aria-invalid');
    rerender(<WebhookForm busy={false} onSubmit={vi.fn()} fieldErrors={{ url: 'url must not point at a private address' }} />);
    await waitFor(() => expect(urlInput()).toHaveAttribute('aria-invalid', 'true'));
    expect(describedBy(urlInput())).toBe('url must not point at a private address');
    expect(urlInput()).toHaveFocus();
  });
});
