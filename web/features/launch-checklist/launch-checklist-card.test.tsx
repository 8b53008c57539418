import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { LaunchChecklist } from '@contract/launch-checklist';
import { LaunchChecklistCard } from './launch-checklist-card';

const checklist = (okPassword: boolean): LaunchChecklist => ({
  items: [
    {
      id: 'admin-password',
      ok: okPassword,
      label: 'Admins chose their own passwords',
      detail: 'Change the generated password',
      href: '/account/security',
    },
    {
      id: 'site-url',
      ok: true,
      label: 'The site’s public address is set',
      detail: 'https://example.com',
      href: 'https://github.com/x/docs/deploy.md#site-url',
    },
  ],
  done: okPassword ? 2 : 1,
  total: 2,
});

function show(list: LaunchChecklist | null) {
  const Stub = createRoutesStub([{ path: '/dashboard', Component: () => <LaunchChecklistCard checklist={list} /> }]);
  return render(<Stub initialEntries={['/dashboard']} />);
}

describe('LaunchChecklistCard', () => {
  it('lists each check with its state and its link, and counts what is done', async () => {
    show(checklist(false));
    const card = await screen.findByRole('region', { name: 'Before you launch — 1 of 2 done' });
    const items = within(card).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      '○To do: Admins chose their own passwordsChange the generated password',
      '✓Done: The site’s public address is sethttps://example.com',
    ]);
    expect(within(card).getByRole('link', { name: 'Admins chose their own passwords' })).toHaveAttribute('href', '/account/security');
    expect(within(card).getByRole('link', { name: 'The site’s public address is set' })).toHaveAttribute(
      'href',
      'https://github.com/x/docs/deploy.md#site-url',
    );
  });

  it('is not shown once everything is done, nor without a list (not an admin)', () => {
    const { container } = show(checklist(true));
    expect(container).toBeEmptyDOMElement();
    show(null);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
