import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RowActions, useRowDelete } from './row-actions';

interface Row {
  id: string;
  name: string;
  locked?: boolean;
}
const ROWS: Row[] = [
  { id: 'a', name: 'Alpha' },
  { id: 'b', name: 'Beta', locked: true },
];

function Table({ onEdit, onConfirm }: { onEdit: (row: Row) => void; onConfirm: (row: Row) => void }) {
  const deleting = useRowDelete<Row>({ title: 'Delete this row?', busy: false, onConfirm, describe: (row) => <>{row.name} goes for good.</> });
  return (
    <>
      <ul>
        {ROWS.map((row) => (
          <li key={row.id}>
            <RowActions name={row.name} onEdit={row.locked ? undefined : () => onEdit(row)} onDelete={() => deleting.ask(row)}>
              <a href={`#${row.id}`}>Open {row.name}</a>
            </RowActions>
          </li>
        ))}
      </ul>
      {deleting.dialog}
    </>
  );
}

describe('RowActions and useRowDelete', () => {
  it("names each button with its row, leaves Edit out where a row has none, and keeps the row's own actions first", () => {
    render(<Table onEdit={vi.fn()} onConfirm={vi.fn()} />);
    const [alpha, beta] = screen.getAllByRole('listitem');
    expect(
      within(alpha!)
        .getAllByRole('link')
        .concat(within(alpha!).getAllByRole('button'))
        .map((el) => el.getAttribute('aria-label') ?? el.textContent),
    ).toEqual(['Open Alpha', 'Edit Alpha', 'Delete Alpha']);
    expect(within(beta!).queryByRole('button', { name: 'Edit Beta' })).not.toBeInTheDocument();
    expect(within(beta!).getByRole('button', { name: 'Delete Beta' })).toBeInTheDocument();
  });

  it('works from the keyboard: one dialog asks about the row chosen, Escape gives focus back, the confirm names the row', async () => {
    const user = userEvent.setup();
    const onEdit = vi.fn();
    const onConfirm = vi.fn();
    render(<Table onEdit={onEdit} onConfirm={onConfirm} />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Edit Alpha' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onEdit).toHaveBeenCalledWith(ROWS[0]);

    const deleteBeta = screen.getByRole('button', { name: 'Delete Beta' });
    deleteBeta.focus();
    await user.keyboard(' ');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    const dialog = screen.getByRole('dialog', { name: 'Delete this row?' });
    expect(dialog).toHaveAccessibleDescription('Beta goes for good.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deleteBeta).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();

    await user.keyboard('{Enter}');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledWith(ROWS[1]);
  });
});
