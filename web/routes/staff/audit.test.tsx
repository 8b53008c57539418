import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AuditEvent } from '@contract/audit';
import { auditListQuery } from '@contract/audit';
import { readListState } from '~/lib/list-state';
import AuditLog from './audit';

const readAuditState = (params: URLSearchParams) => readListState(params, auditListQuery);

const event = (n: number, extra: Partial<AuditEvent> = {}): AuditEvent => ({
  _id: `a${n}`,
  at: '2026-11-22T10:00:00.000Z',
  actorId: 'u1',
  actorEmail: 'ada@example.com',
  actorName: '',
  ip: '203.0.113.5',
  action: 'post.created',
  targetType: 'post',
  targetId: `post-${n}`,
  targetLabel: '',
  targetGone: false,
  details: { title: `Post ${n}` },
  ...extra,
});

function renderAudit(data: { events: AuditEvent[]; total: number; state: ReturnType<typeof readAuditState> }, url = '/admin/audit') {
  // The screen reads its loader's data; the loader itself goes through the API (tested in test/api).
  const Stub = createRoutesStub([
    { path: '/admin/audit', loader: () => data, Component: () => <AuditLog {...({ loaderData: data } as Parameters<typeof AuditLog>[0])} /> },
  ]);
  render(<Stub initialEntries={[url]} />);
}

describe('Audit log (/admin/audit)', () => {
  it('shows time, who, address, action, target and details in a named table; failed sign-ins have nobody', async () => {
    renderAudit({
      events: [
        event(2),
        event(1, {
          actorId: null,
          actorEmail: '',
          action: 'auth.sign_in_failed',
          targetType: 'user',
          targetId: 'u9',
          details: { email: 'x@example.com', account: true },
        }),
      ],
      total: 2,
      state: readAuditState(new URLSearchParams()),
    });
    const table = await screen.findByRole('table', { name: 'Audit log, newest first' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Time', 'Who', 'Address', 'Action', 'Target', 'Details']);
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(within(first!).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(first!).getByText('203.0.113.5')).toBeInTheDocument();
    expect(within(first!).getByText('Post created')).toBeInTheDocument();
    expect(within(first!).getByText('post-2')).toBeInTheDocument();
    expect(within(first!).getByText('Post 2')).toBeInTheDocument();
    expect(within(second!).getByText('Nobody signed in')).toBeInTheDocument();
    expect(within(second!).getByText('Sign-in failed')).toBeInTheDocument();
    expect(within(second!).getByText('x@example.com')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 entries');
    expect(screen.queryByRole('navigation', { name: 'Audit log pages' })).not.toBeInTheDocument();
  });

  it('keeps the filters in a GET form filled from the URL, and pages with the filters kept', async () => {
    const params = new URLSearchParams('action=auth.locked_out&actor=ada@example.com&from=2026-11-01&to=2026-11-30&page=2');
    renderAudit({ events: [event(3, { action: 'auth.locked_out' })], total: 120, state: readAuditState(params) }, `/admin/audit?${params}`);
    const form = await screen.findByRole('search', { name: 'Filter the audit log' });
    expect(form).toHaveAttribute('method', 'get');
    expect(within(form).getByLabelText('Action')).toHaveValue('auth.locked_out');
    expect(within(form).getByLabelText('Who (email or user id)')).toHaveValue('ada@example.com');
    expect(within(form).getByLabelText('From')).toHaveValue('2026-11-01');
    expect(within(form).getByLabelText('To')).toHaveValue('2026-11-30');
    expect(within(form).getByRole('link', { name: 'Clear filters' })).toHaveAttribute('href', '/admin/audit');
    const pager = screen.getByRole('navigation', { name: 'Audit log pages' });
    expect(within(pager).getByText(/Page 2 of 3/)).toBeInTheDocument();
    expect(within(pager).getByRole('link', { name: 'Next' }).getAttribute('href')).toContain('action=auth.locked_out');
    expect(within(pager).getByRole('link', { name: 'Next' }).getAttribute('href')).toContain('page=3');
    expect(within(pager).getByRole('link', { name: 'Previous' }).getAttribute('href')).not.toContain('page=');
  });

  it('says when nothing matches, and drops filter values the API would refuse', async () => {
    const state = readAuditState(new URLSearchParams('action=nonsense&actor=someone&from=2026-11-01&page=0'));
    expect(state).toEqual({ from: '2026-11-01', page: 1, pageSize: 50, sort: '-at' });
    renderAudit({ events: [], total: 0, state });
    expect(await screen.findByText('No entries match these filters.')).toBeInTheDocument();
  });

  it('names who acted (linked to their entries, email under it) and what it was about (linked to its page, or marked deleted)', async () => {
    const ann = '0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
    const post = '0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5c';
    const gone = '0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5d';
    const lead = '0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5e';
    renderAudit({
      events: [
        event(1, { actorId: ann, actorName: 'Ann Lee', action: 'post.updated', targetId: post, targetLabel: 'Pricing page rewrite' }),
        event(2, {
          actorId: ann,
          actorName: 'Ann Lee',
          action: 'user.deleted',
          targetType: 'user',
          targetId: gone,
          targetLabel: 'Bo Chen',
          targetGone: true,
        }),
        event(3, { actorId: ann, actorName: 'Ann Lee', action: 'lead.updated', targetType: 'lead', targetId: lead, targetLabel: 'Erin Visitor' }),
      ],
      total: 3,
      state: readAuditState(new URLSearchParams()),
    });
    const table = await screen.findByRole('table', { name: 'Audit log, newest first' });
    const [edited, deleted, worked] = within(table).getAllByRole('row').slice(1);
    const who = within(edited!).getByRole('link', { name: 'Ann Lee' });
    expect(who.getAttribute('href')).toContain(`?actor=${ann}`);
    expect(within(edited!).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(edited!).getByRole('link', { name: 'Pricing page rewrite' })).toHaveAttribute('href', `/blogs/edit/${post}`);
    expect(within(deleted!).queryByRole('link', { name: 'Bo Chen' })).not.toBeInTheDocument();
    expect(deleted).toHaveTextContent('Bo Chen (deleted)');
    expect(within(worked!).getByRole('link', { name: 'Erin Visitor' })).toHaveAttribute('href', `/dashboard?lead=${lead}`);
  });
});
