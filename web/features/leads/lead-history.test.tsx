import { render, screen, within } from '@testing-library/react';
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

  it('shows the conversation: sent replies and incoming mail marked apart, an auto-reply marked, attachments by name and size (decision 129)', () => {
    const base = { html: '', from: '', to: 'ada@visitor.test', attachments: [], auto: false, createdAt: '2026-11-26T10:00:00.000Z' };
    const lead = leadDetailFixture({
      messages: [
        { ...base, _id: 'm1', direction: 'out', subject: 'Your quote', text: 'Monday?', authorName: 'Sam Seller', delivery: 'sent' },
        {
          ...base,
          _id: 'm2',
          direction: 'in',
          subject: 'Re: Your quote',
          text: 'Monday works.',
          authorName: 'Ada Visitor',
          from: 'ada@visitor.test',
          to: 'replies@site.test',
          attachments: [{ name: 'brief.pdf', contentType: 'application/pdf', size: 2048 }],
          delivery: 'received',
        },
        {
          ...base,
          _id: 'm3',
          direction: 'in',
          auto: true,
          subject: 'Out of office',
          text: 'Back Monday',
          authorName: 'ada@visitor.test',
          from: 'ada@visitor.test',
          delivery: 'received',
        },
      ],
    });
    const { container } = render(<LeadHistory lead={lead} />);
    const [sent, answer, away] = ['m1', 'm2', 'm3'].map((id) => container.querySelector<HTMLElement>(`[data-reply="${id}"]`)!);
    expect(sent).toHaveAttribute('data-direction', 'out');
    // The chip first, the delivery last.
    expect(sent!.querySelector('p')).toHaveTextContent(/^Sent$/);
    expect(sent).toHaveTextContent('Sam Seller to ada@visitor.test');
    expect(answer).toHaveAttribute('data-direction', 'in');
    expect(within(answer!).getByText('Incoming')).toBeInTheDocument();
    expect(within(answer!).queryByText('Auto-reply')).toBeNull();
    expect(answer).toHaveTextContent('From Ada Visitor <ada@visitor.test>');
    expect(answer).toHaveTextContent('Received');
    expect(within(answer!).getByRole('list', { name: 'Attachments' })).toHaveTextContent('brief.pdf (2 KB)');
    // A person's answer is open; an automatic one stays folded.
    expect(answer!.querySelector('details')).toHaveAttribute('open');
    expect(within(away!).getByText('Auto-reply')).toBeInTheDocument();
    expect(away!.querySelector('details')).not.toHaveAttribute('open');
  });
});
