import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Webhook, WebhookDelivery } from '@contract/webhooks';
import { json, renderScreen, sentBody, stubApi } from '../../../test/staff/staff-test-kit';
import * as Webhooks from './webhooks';

const ID = '00000000-0000-4000-8000-000000000001';
const webhook = (extra: Partial<Webhook> = {}): Webhook => ({
  _id: ID,
  kind: 'standard',
  urlDisplay: 'https://crm.example.com/hooks',
  description: 'CRM',
  events: ['lead.created'],
  includeMessage: false,
  enabled: true,
  disabledAt: null,
  disabledReason: '',
  failureStreak: 0,
  lastSuccessAt: null,
  previousSecretUntil: null,
  version: 1,
  createdByName: 'Ada',
  createdAt: '2026-11-26T10:00:00.000Z',
  ...extra,
});
const delivery = (extra: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  _id: '00000000-0000-4000-8000-0000000000d1',
  eventId: 'msg_1',
  eventType: 'lead.created',
  status: 'failed',
  attempts: 12,
  statusCode: 500,
  durationMs: 42,
  responseExcerpt: 'boom',
  error: '',
  nextAttemptAt: null,
  test: false,
  replayOf: null,
  createdAt: '2026-11-26T10:00:00.000Z',
  ...extra,
});

describe('Webhooks (/admin/webhooks)', () => {
  it('adds an endpoint with the events ticked and shows its secret once', async () => {
    const fetchMock = stubApi({
      'GET /api/webhooks': () => json(200, []),
      'POST /api/webhooks': () => json(201, { id: ID, secret: 'whsec_c2VjcmV0' }),
    });
    const user = userEvent.setup();
    renderScreen('/admin/webhooks', Webhooks);
    expect(await screen.findByText('No webhooks yet.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'New webhook' });
    await user.type(within(form).getByLabelText(/^Address \(URL\)/), 'https://crm.example.com/hooks');
    await user.click(within(form).getByLabelText(/Post published/));
    await user.click(within(form).getByRole('button', { name: 'Add webhook' }));
    const shown = await screen.findByRole('dialog', { name: 'Signing secret' });
    expect(within(shown).getByLabelText('Signing secret')).toHaveTextContent('whsec_c2VjcmV0');
    expect(sentBody(fetchMock, 'POST /api/webhooks')).toEqual({
      url: 'https://crm.example.com/hooks',
      kind: 'standard',
      events: ['lead.created', 'post.published'],
      description: '',
      includeMessage: false,
    });
    await user.click(within(shown).getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByRole('dialog', { name: 'Signing secret' })).not.toBeInTheDocument();
  });

  it('shows the delivery log of the chosen endpoint and replays a delivery', async () => {
    const fetchMock = stubApi({
      'GET /api/webhooks': () => json(200, [webhook({ failureStreak: 3 })]),
      [`GET /api/webhooks/${ID}/deliveries?pageSize=50`]: () => json(200, [delivery()]),
      [`POST /api/webhooks/${ID}/deliveries/00000000-0000-4000-8000-0000000000d1/replay`]: () => json(202, delivery({ status: 'pending' })),
    });
    const user = userEvent.setup();
    renderScreen('/admin/webhooks', Webhooks, `/admin/webhooks?log=${ID}`);
    const log = await screen.findByRole('table', { name: 'Deliveries to https://crm.example.com/hooks' });
    expect(within(log).getByText('HTTP 500')).toBeInTheDocument();
    expect(screen.getByText('On, 3 failed in a row')).toBeInTheDocument();
    await user.click(within(log).getByRole('button', { name: 'Send lead.created again' }));
    expect(await screen.findByText('Delivery sent again')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url, init]) => init?.method === 'POST' && String(url).endsWith('/replay'))).toBe(true);
  });

  it('asks for the password again when the API wants a fresh confirmation, then sends the test event', async () => {
    let tries = 0;
    stubApi({
      'GET /api/webhooks': () => json(200, [webhook()]),
      [`POST /api/webhooks/${ID}/test`]: () =>
        ++tries === 1 ? json(403, { message: 'Confirm it is you to continue', reauth: true }) : json(202, delivery({ status: 'pending' })),
      'GET /api/auth/reauth': () => json(200, { fresh: false, freshUntil: null, methods: ['password'] }),
      'POST /api/auth/reauth': () => json(200, { message: 'Confirmed', freshUntil: '2026-11-26T08:00:00.000Z' }),
    });
    const user = userEvent.setup();
    renderScreen('/admin/webhooks', Webhooks);
    await user.click(await screen.findByRole('button', { name: 'Send a test event to https://crm.example.com/hooks' }));
    const ask = await screen.findByRole('dialog', { name: "Confirm it's you" });
    await user.type(await screen.findByLabelText('Your password'), 'right one');
    await user.click(within(ask).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Test event sent to https://crm.example.com/hooks: see its log')).toBeInTheDocument();
    expect(tries).toBe(2);
  });
});
