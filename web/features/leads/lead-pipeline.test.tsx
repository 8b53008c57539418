import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LeadDetail } from '@contract/leads';
import { STAFF_LAYOUT_ID } from '~/features/staff/staff-user';
import { Toaster } from '~/components/ui/toaster';
import { json, sentBody, stubApi, testAdmin, testLoadContext } from '../../../test/staff/staff-test-kit';
import { leadDetailFixture } from '../../../test/staff/lead-fixtures';
import { leadAction } from './lead-action.server';
import { LeadNoteForm } from './lead-note';
import { LeadPipeline } from './lead-pipeline';

const owners = [
  { _id: 'u-sam', name: 'Sam' },
  { _id: 'u-ada', name: 'Ada' },
];

function leadFixture(fields: Partial<LeadDetail> = {}): LeadDetail {
  return leadDetailFixture({ _id: 'lead-1', phone: '+1 5551234567', budget: '$501 - $1000', createdAt: '2026-11-20T10:00:00.000Z', ...fields });
}

function renderPipeline(lead: LeadDetail) {
  type StubRoute = Parameters<typeof createRoutesStub>[0][number];
  const Stub = createRoutesStub(
    [
      {
        id: STAFF_LAYOUT_ID,
        loader: () => ({ user: testAdmin }),
        children: [
          {
            path: '/dashboard',
            action: (({ request, context }: { request: Request; context: Parameters<typeof leadAction>[1] }) =>
              leadAction(request, context)) as StubRoute['action'],
            loader: () => null,
            Component: () => (
              <>
                <LeadPipeline lead={lead} owners={owners} />
                <LeadNoteForm leadId={lead._id} />
                <Toaster />
              </>
            ),
          },
        ],
      },
    ],
    testLoadContext(),
  );
  render(<Stub initialEntries={['/dashboard']} />);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the lead pipeline form', () => {
  it('sends only the changed field with the version; a stale version shows who changed what, keeps the typing, and "Reload and keep my changes" saves both', async () => {
    const twoMinutesAgo = new Date(Date.now() - 2 * 60_000).toISOString();
    const current = leadFixture({ ownerId: 'u-sam', ownerName: 'Sam', version: 2, updatedAt: twoMinutesAgo, updatedByName: 'Sam' });
    let patches = 0;
    const fetchMock = stubApi({
      'PATCH /api/contacts/lead-1': () => {
        patches += 1;
        return patches === 1
          ? json(409, { message: 'Changed by Sam', current, changedBy: { name: 'Sam', at: twoMinutesAgo } })
          : json(200, { ...current, ownerId: 'u-sam', version: 3, message: 'Lead updated' });
      },
    });
    const user = userEvent.setup();
    renderPipeline(leadFixture());

    await user.type(await screen.findByLabelText('New note'), 'Draft note');
    await user.type(screen.getByLabelText('Next action'), 'Call back');
    // Typed in the browser's zone, sent as an instant (decision 123).
    fireEvent.change(screen.getByLabelText(/^Due/), { target: { value: '2031-03-14T10:30' } });
    const dueAt = new Date(2031, 2, 14, 10, 30).toISOString();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Changed by Sam 2 minutes ago');
    expect(notice).toHaveTextContent('Their change: Owner: nobody → Sam.');
    expect(notice).toHaveTextContent(
      `Yours, kept in the form: Next action: none → Call back; Next action due: none → ${new Date(dueAt).toLocaleString()}.`,
    );
    expect(sentBody(fetchMock, 'PATCH /api/contacts/lead-1')).toEqual({ nextAction: { text: 'Call back', dueAt }, version: 1 });
    expect(screen.getByLabelText('Next action')).toHaveValue('Call back');
    expect(screen.getByLabelText(/^Due/)).toHaveValue('2031-03-14T10:30');
    expect(screen.getByLabelText('New note')).toHaveValue('Draft note');

    await user.click(within(notice).getByRole('button', { name: 'Reload and keep my changes' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Owner')).toHaveValue('u-sam');
    expect(screen.getByLabelText('Next action')).toHaveValue('Call back');
    expect(patches).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Lead saved')).toBeInTheDocument();
    const second = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH')[1]!;
    expect(JSON.parse(String(second[1]?.body))).toEqual({ nextAction: { text: 'Call back', dueAt }, version: 2 });
    expect(screen.getByLabelText('New note')).toHaveValue('Draft note');
  });

  it('saving with nothing changed sends nothing', async () => {
    const fetchMock = stubApi({});
    const user = userEvent.setup();
    renderPipeline(leadFixture());
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Nothing to save')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('snoozes a next action by an hour with the lead version (decision 123)', async () => {
    const fetchMock = stubApi({
      'POST /api/contacts/lead-1/next-action/snooze': () =>
        json(200, { message: 'Snoozed by an hour', version: 8, nextAction: { text: 'Call', dueAt: '2031-03-14T10:00:00.000Z' } }),
    });
    const user = userEvent.setup();
    renderPipeline(leadFixture({ nextAction: { text: 'Call', dueAt: '2031-03-14T09:00:00.000Z' }, version: 7 }));
    await user.click(await screen.findByRole('button', { name: '1 hour' }));
    expect(await screen.findByText('Snoozed by an hour')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST /api/contacts/lead-1/next-action/snooze')).toEqual({ by: 'hour', version: 7 });
  });

  it('has no snooze without a next action, and a text without a time is refused before it is sent', async () => {
    const fetchMock = stubApi({});
    const user = userEvent.setup();
    renderPipeline(leadFixture());
    expect(screen.queryByRole('button', { name: '1 hour' })).not.toBeInTheDocument();
    await user.type(await screen.findByLabelText('Next action'), 'Call back');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Could not save the lead: choose when the next action is due')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('clearing the owner sends null', async () => {
    const fetchMock = stubApi({ 'PATCH /api/contacts/lead-1': () => json(200, { message: 'Lead updated', version: 5 }) });
    const user = userEvent.setup();
    renderPipeline(leadFixture({ ownerId: 'u-ada', ownerName: 'Ada', version: 4 }));
    await user.selectOptions(await screen.findByLabelText('Owner'), 'Nobody');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Lead saved')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'PATCH /api/contacts/lead-1')).toEqual({ ownerId: null, version: 4 });
  });

  it('a lead a colleague took first: the 409 names them, and the typing stays in the form (issue 42)', async () => {
    stubApi({ 'PATCH /api/contacts/lead-1': () => json(409, { message: 'Kim Keen took this lead first: it is theirs now' }) });
    const user = userEvent.setup();
    renderPipeline(leadFixture());
    await user.type(await screen.findByLabelText('New note'), 'Draft note');
    await user.type(screen.getByLabelText('Next action'), 'Call back');
    // Typed in the browser's zone, sent as an instant (decision 123).
    fireEvent.change(screen.getByLabelText(/^Due/), { target: { value: '2031-03-14T10:30' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Could not save the lead: Kim Keen took this lead first: it is theirs now')).toBeInTheDocument();
    expect(screen.queryByText(/Lead not found/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Next action')).toHaveValue('Call back');
    expect(screen.getByLabelText(/^Due/)).toHaveValue('2031-03-14T10:30');
    expect(screen.getByLabelText('New note')).toHaveValue('Draft note');
  });
});
