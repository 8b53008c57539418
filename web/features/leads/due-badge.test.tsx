import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DueBadges, type DueFields } from './due-badge';

const base: DueFields = { status: 'new', createdAt: '2026-11-25T00:00:00.000Z', due: null, escalatedAt: null, firstResponseAt: null };
const now = Date.parse('2026-11-26T02:30:00.000Z');

describe('DueBadges', () => {
  it('says Overdue or Due today in words', () => {
    const { rerender } = render(<DueBadges lead={{ ...base, due: 'overdue' }} now={now} />);
    expect(screen.getByText('Overdue')).toBeInTheDocument();
    rerender(<DueBadges lead={{ ...base, status: 'contacted', due: 'today' }} now={now} />);
    expect(screen.getByText('Due today')).toBeInTheDocument();
    expect(screen.queryByText('Overdue')).not.toBeInTheDocument();
  });

  it('counts the hours a new, escalated, unanswered lead has waited; nothing once answered', () => {
    const { container, rerender } = render(<DueBadges lead={{ ...base, escalatedAt: '2026-11-26T00:00:00.000Z' }} now={now} />);
    expect(screen.getByText('No answer for 26 h')).toBeInTheDocument();
    rerender(<DueBadges lead={{ ...base, escalatedAt: '2026-11-26T00:00:00.000Z', firstResponseAt: '2026-11-26T01:00:00.000Z' }} now={now} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<DueBadges lead={{ ...base, status: 'contacted', escalatedAt: '2026-11-26T00:00:00.000Z' }} now={now} />);
    expect(container).toBeEmptyDOMElement();
  });
});
