import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PublicUser } from '@contract/users';
import { STAFF_LAYOUT_ID } from '~/features/staff/staff-user';
import { leadDetailFixture } from '../../../test/staff/lead-fixtures';
import { LeadReply } from './lead-reply';

const me: PublicUser = {
  _id: 'u1',
  name: 'Sam',
  email: 'sam@example.com',
  phone: '',
  profileImage: '',
  role: 'user',
  createdAt: '2026-01-02T03:04:05.000Z',
};

/** The reply form under the staff layout's user. */
function renderReply(repliesToDesk: boolean) {
  const Stub = createRoutesStub([
    {
      id: STAFF_LAYOUT_ID,
      loader: () => ({ user: me }),
      HydrateFallback: () => null,
      children: [{ path: '/dashboard', Component: () => <LeadReply lead={leadDetailFixture()} savedReplies={[]} repliesToDesk={repliesToDesk} /> }],
    },
  ]);
  render(<Stub initialEntries={['/dashboard']} />);
}

describe('the reply form says where answers go (decision 129, issue 46 point 2)', () => {
  it('to the writer’s own mailbox without INBOUND_ADDRESS', async () => {
    renderReply(false);
    expect(await screen.findByText('Replies to it come back to sam@example.com.')).toBeTruthy();
  });

  it('to the lead, its owner mailed, with INBOUND_ADDRESS (no claim about the writer’s mailbox)', async () => {
    renderReply(true);
    expect(await screen.findByText('Answers to it come back to this lead, and its owner gets a mail.')).toBeTruthy();
    expect(screen.queryByText(/sam@example\.com/)).toBeNull();
  });
});
