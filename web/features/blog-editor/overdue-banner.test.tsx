import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { OverdueBanner } from './overdue-banner';

const post = { _id: 'p1', title: 'Launch notes', publishAt: '2026-12-09T09:00:00.000Z' };

describe('OverdueBanner', () => {
  it('names each overdue post, its time and the way to publish it now', () => {
    render(
      <MemoryRouter>
        <OverdueBanner status={{ overdue: [post], next: null }} />
      </MemoryRouter>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('1 scheduled post is overdue');
    expect(alert.textContent).toContain('‘Launch notes’ was due at 9 Dec 2026, 09:00 UTC');
    expect(screen.getByRole('link', { name: 'Publish now' }).getAttribute('href')).toBe('/blogs/edit/p1');
  });

  it('shows nothing when no post is overdue, and only its own post in the editor', () => {
    const { container } = render(
      <MemoryRouter>
        <OverdueBanner status={{ overdue: [], next: '2026-12-09T09:00:00.000Z' }} />
        <OverdueBanner status={{ overdue: [post], next: null }} only="other" />
      </MemoryRouter>,
    );
    expect(container.textContent).toBe('');
  });
});
