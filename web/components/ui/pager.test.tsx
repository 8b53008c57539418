import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Pager } from './pager';

describe('Pager', () => {
  it('a capped total (a lead search) reads "5,000+" and keeps Next past its last page', () => {
    render(
      <MemoryRouter>
        <Pager page={100} pageSize={50} total={5_000} capped params={new URLSearchParams('q=shops&page=100')} label="Contact pages" />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Contact pages' });
    expect(nav.textContent).toContain('Page 100 of 100+ (5,000+ in all)');
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toContain('page=101');
  });

  it('an exact total: its pages, and no Next on the last', () => {
    render(
      <MemoryRouter>
        <Pager page={2} pageSize={50} total={80} params={new URLSearchParams('page=2')} label="Contact pages" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('navigation', { name: 'Contact pages' }).textContent).toContain('Page 2 of 2 (80 in all)');
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();
  });
});
