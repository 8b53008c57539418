import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Pagination, pageWindow } from './pagination';

describe('pageWindow', () => {
  it('links the first, the last and two either side of the current page, with gaps between', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(1, 1112)).toEqual([1, 2, 3, 'gap', 1112]);
    expect(pageWindow(500, 1112)).toEqual([1, 'gap', 498, 499, 500, 501, 502, 'gap', 1112]);
    expect(pageWindow(1112, 1112)).toEqual([1, 'gap', 1110, 1111, 1112]);
    // A gap of one page shows the page.
    expect(pageWindow(5, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap', 10]);
  });

  it('stays the same size however many pages there are', () => {
    expect(pageWindow(5000, 100_000).length).toBe(pageWindow(50, 1000).length);
  });
});

describe('Pagination', () => {
  it('renders the window as links named "Page N", the current one marked, the gaps hidden from screen readers', () => {
    const Stub = createRoutesStub([{ path: '/blog', Component: () => <Pagination page={40} totalPages={1112} /> }]);
    render(<Stub initialEntries={['/blog']} />);
    const nav = screen.getByRole('navigation', { name: 'Blog pages' });
    const names = within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(names).toEqual(['← Previous', 'Page 1', 'Page 38', 'Page 39', 'Page 40', 'Page 41', 'Page 42', 'Page 1112', 'Next →']);
    const link = (text: string) =>
      within(nav)
        .getAllByRole('link')
        .find((a) => a.textContent === text)!;
    expect(link('Page 40').getAttribute('aria-current')).toBe('page');
    expect(link('Page 39').getAttribute('aria-current')).toBeNull();
    expect(link('Page 1112').getAttribute('href')).toBe('/blog?page=1112');
    expect(nav.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(2);
  });
});
