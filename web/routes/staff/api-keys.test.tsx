import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ApiKey } from '@contract/api-keys';
import { json, renderScreen, sentBody, stubApi } from '../../../test/staff/staff-test-kit';
import * as ApiKeys from './api-keys';

const ID = '00000000-0000-4000-8000-0000000000a1';
const apiKey = (extra: Partial<ApiKey> = {}): ApiKey => ({
  _id: ID,
  name: 'Zapier',
  prefix: 'dk_AbC1',
  scopes: ['leads:read'],
  createdByName: 'Ada',
  createdAt: '2026-11-26T10:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
  revokedByName: '',
  ...extra,
});

describe('API keys (/admin/api-keys)', () => {
  it('creates a key with the scopes ticked and shows it once', async () => {
    const fetchMock = stubApi({
      'GET /api/api-keys': () => json(200, []),
      'POST /api/api-keys': () => json(201, { id: ID, key: 'dk_theWholeKeyShownOnce' }),
    });
    const user = userEvent.setup();
    renderScreen('/admin/api-keys', ApiKeys);
    expect(await screen.findByText('No API keys yet.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'New API key' });
    await user.type(within(form).getByLabelText(/^Name/), 'CRM sync');
    await user.click(within(form).getByLabelText(/Read leads/));
    await user.click(within(form).getByLabelText(/Change leads/));
    await user.click(within(form).getByRole('button', { name: 'Create key' }));
    const shown = await screen.findByRole('dialog', { name: 'Your new API key' });
    expect(within(shown).getByLabelText('Your new API key')).toHaveTextContent('dk_theWholeKeyShownOnce');
    expect(sentBody(fetchMock, 'POST /api/api-keys')).toEqual({ name: 'CRM sync', scopes: ['leads:read', 'leads:write'] });
    await user.click(within(shown).getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByRole('dialog', { name: 'Your new API key' })).not.toBeInTheDocument();
  });

  it('lists keys with scopes and last use, and revokes one after the confirm dialog', async () => {
    const fetchMock = stubApi({
      'GET /api/api-keys': () =>
        json(200, [
          apiKey({ lastUsedAt: '2026-11-26T11:00:00.000Z' }),
          apiKey({ _id: 'x', name: 'Old', revokedAt: '2026-11-26T09:00:00.000Z', revokedByName: 'Ada' }),
        ]),
      [`DELETE /api/api-keys/${ID}`]: () => json(200, { message: 'API key revoked' }),
    });
    const user = userEvent.setup();
    renderScreen('/admin/api-keys', ApiKeys);
    const table = await screen.findByRole('table', { name: 'API keys' });
    const row = within(table).getByText('Zapier').closest('tr')!;
    expect(within(row).getByText('dk_AbC1…')).toBeInTheDocument();
    expect(within(row).getByText('leads:read')).toBeInTheDocument();
    expect(within(row).queryByText('Never')).not.toBeInTheDocument();
    expect(within(table).getByText(/^Revoked .* by Ada$/)).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Revoke Old' })).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Revoke Zapier' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke this API key?' });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Revoked the key "Zapier"')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url, init]) => init?.method === 'DELETE' && String(url).endsWith(`/api/api-keys/${ID}`))).toBe(true);
  });
});
