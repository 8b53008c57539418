import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { leadDetailFixture } from '../../../test/staff/lead-fixtures';
import { LeadHistory } from './lead-history';

describe('LeadHistory', () => {
  it('says when the visitor’s auto-reply was refused by their mail server, with the server’s answer (decision 065)', () => {
    const lead = leadDetailFixture({
      history: [
        {
          _id: 'h1',
          kind: 'bounce',
          from: '',
          to: '550 No such mailbox: typo@exampel.com',
          actorName: 'System',
          createdAt: '2026-11-26T10:00:00.000Z',
        },
      ],
    });
    render(<LeadHistory lead={lead} />);
    expect(
      screen.getByText(/Auto-reply not delivered: the visitor’s mail server refused the address \(550 No such mailbox: typo@exampel.com\)/),
    ).toHaveTextContent('System');
  });
});
