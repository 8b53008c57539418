import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as Audit from '~/routes/staff/audit';
import * as Emails from '~/routes/staff/emails';
import * as Sessions from '~/routes/staff/sessions';
import { json, renderScreen, stubApi, testAdmin } from '../../../test/staff/staff-test-kit';

const editor = { ...testAdmin, _id: 'user-1', role: 'user' as const };

describe('StaffErrorBoundary and requireAdmin (decision 032)', () => {
  it('refuses a role user on an admin screen with its title, the reason and a way back, before any API call', async () => {
    const fetchMock = stubApi({});
    renderScreen('/admin/audit', Audit, '/admin/audit', { user: editor });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^You do not have permission to read the audit log\. Only administrators can\.$/);
    expect(screen.getByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says what each admin screen refuses', async () => {
    stubApi({});
    renderScreen('/admin/emails', Emails, '/admin/emails', { user: editor });
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have permission to read the outbox. Only administrators can.');
  });

  it('an API that refuses (403) gives the same page, even when the screen did not expect it', async () => {
    stubApi({ 'GET /api/auth/sessions': () => json(403, { message: 'Only administrators can do this' }) });
    renderScreen('/account/sessions', Sessions);
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have permission to do this. Only administrators can.');
    expect(screen.getByRole('heading', { level: 1, name: 'Sessions' })).toBeInTheDocument();
  });

  it("replaces the page with the screen's failure text when its data cannot be read", async () => {
    stubApi({ 'GET /api/auth/sessions': () => json(500, { message: 'boom' }) });
    renderScreen('/account/sessions', Sessions);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to load your sessions\.$/);
    expect(screen.getByRole('heading', { level: 1, name: 'Failed to load your sessions.' })).toBeInTheDocument();
  });
});
