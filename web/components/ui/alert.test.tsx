import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Alert } from './alert';

describe('Alert', () => {
  it('interrupts for errors and warnings, waits its turn for success and information', () => {
    render(
      <>
        <Alert tone="error">Could not save</Alert>
        <Alert tone="warning">Admins only</Alert>
        <Alert tone="success">Saved</Alert>
        <Alert tone="info">Nothing sent yet</Alert>
      </>,
    );
    expect(screen.getAllByRole('alert').map((el) => el.textContent)).toEqual(['Could not save', 'Admins only']);
    expect(screen.getAllByRole('status').map((el) => el.textContent)).toEqual(['Saved', 'Nothing sent yet']);
  });

  it('takes no role inside a live region that already announces it', () => {
    render(
      <div role="status" aria-live="polite">
        <Alert tone="success" announce={false}>
          Thanks
        </Alert>
      </div>,
    );
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });
});
