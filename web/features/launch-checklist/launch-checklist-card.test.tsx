import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { LaunchChecklist, SiteLaunch } from '@contract/launch-checklist';
import { LaunchChecklistCard } from './launch-checklist-card';

const notLaunched: SiteLaunch = { launched: false, launchedAt: null, launchedBy: null };

const checklist = (okPassword: boolean, launch: SiteLaunch = notLaunched): LaunchChecklist => ({
  launch,
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
    {
      id: 'legal-pages',
      ok: okPassword,
      label: 'Legal pages reviewed',
      detail: '6 legal pages still show the sample text.',
      href: '/admin/site/pages',
    },
  ],
  done: okPassword ? 3 : 1,
  total: 3,
});

/** The card on a stub dashboard whose action records what it was sent. */
function show(list: LaunchChecklist | null) {
  const sent: FormData[] = [];
  const Stub = createRoutesStub([
    {
      path: '/dashboard',
      Component: () => <LaunchChecklistCard checklist={list} />,
      action: async ({ request }) => {
        sent.push(await request.formData());
        return { intent: 'launch', ok: true, toast: 'The site is launched' };
      },
    },
  ]);
  return { sent, ...render(<Stub initialEntries={['/dashboard']} />) };
}

describe('LaunchChecklistCard', () => {
  it('lists each check with its state and its link, and counts what is done', async () => {
    show(checklist(false));
    const card = await screen.findByRole('region', { name: 'Before you launch — 1 of 3 done' });
    const items = within(card).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      '○To do: Admins chose their own passwordsChange the generated password',
      '✓Done: The site’s public address is sethttps://example.com',
      '○To do: Legal pages reviewed6 legal pages still show the sample text.',
    ]);
    expect(within(card).getByRole('link', { name: 'Admins chose their own passwords' })).toHaveAttribute('href', '/account/security');
    expect(within(card).getByRole('link', { name: 'The site’s public address is set' })).toHaveAttribute(
      'href',
      'https://github.com/x/docs/deploy.md#site-url',
    );
    expect(card).toHaveTextContent('Not launched: search engines are asked not to index the site');
  });

  it('launches only once each open item is confirmed, sending the confirmed items', async () => {
    const user = userEvent.setup();
    const { sent } = show(checklist(false));
    await user.click(await screen.findByRole('button', { name: 'Launch…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Launch the site' });
    const boxes = within(dialog).getAllByRole('checkbox');
    // The open items only, each named: the done one is not asked about.
    expect(boxes).toHaveLength(2);
    const launch = within(dialog).getByRole('button', { name: 'Launch' });
    expect(launch).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: /Admins chose their own passwords/ }));
    expect(launch).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: /Legal pages reviewed/ }));
    expect(launch).toBeEnabled();
    await user.click(launch);
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]!.get('intent')).toBe('launch');
    expect(sent[0]!.getAll('confirmed')).toEqual(['admin-password', 'legal-pages']);
  });

  it('once live: who launched it and when, what is still open, and Take back; nothing without a list (not an admin)', async () => {
    show(checklist(true, { launched: true, launchedAt: '2026-11-30T10:00:00.000Z', launchedBy: 'Ada Admin' }));
    const card = await screen.findByRole('region', { name: 'The site is live' });
    expect(card).toHaveTextContent('Launched on 30 November 2026 by Ada Admin');
    expect(within(card).queryAllByRole('listitem')).toHaveLength(0);
    expect(within(card).getByRole('button', { name: 'Take back' })).toBeVisible();
    const { container } = show(null);
    expect(container).toBeEmptyDOMElement();
  });
});
