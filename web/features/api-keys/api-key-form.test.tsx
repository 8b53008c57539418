import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiKeyForm } from './api-key-form';

const create = () => userEvent.click(screen.getByRole('button', { name: 'Create key' }));
const nameInput = () => screen.getByLabelText(/^Name/);
const messageOf = (control: HTMLElement) => document.getElementById(control.getAttribute('aria-describedby') ?? '')?.textContent;

describe('ApiKeyForm', () => {
  it('shows "name is required" at an empty name and the scope rule at the scopes; nothing is sent', async () => {
    const onSubmit = vi.fn();
    render(<ApiKeyForm busy={false} onSubmit={onSubmit} />);
    await create();
    await waitFor(() => expect(nameInput()).toHaveAttribute('aria-invalid', 'true'));
    expect(messageOf(nameInput())).toBe('name is required');
    expect(nameInput()).toHaveFocus();
    expect(messageOf(screen.getByRole('group', { name: 'Scopes' }))).toBe('scopes needs at least one scope');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the body the schema parsed (its name and ticked scopes) once it accepts the form', async () => {
    const onSubmit = vi.fn();
    render(<ApiKeyForm busy={false} onSubmit={onSubmit} />);
    await userEvent.type(nameInput(), 'Zapier');
    await userEvent.click(screen.getByLabelText(/Read leads/));
    await create();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Zapier', scopes: ['leads:read'] });
  });

  it("puts the action's field errors (the API's 400) at their field", async () => {
    const { rerender } = render(<ApiKeyForm busy={false} onSubmit={vi.fn()} />);
    rerender(<ApiKeyForm busy={false} onSubmit={vi.fn()} fieldErrors={{ name: 'name is at most 80 characters' }} />);
    await waitFor(() => expect(nameInput()).toHaveAttribute('aria-invalid', 'true'));
    expect(messageOf(nameInput())).toBe('name is at most 80 characters');
  });
});
