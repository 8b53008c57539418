import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MoveToMenu } from './move-to-menu';

const targets = [
  { value: 'contacted', label: 'Contacted' },
  { value: 'qualified', label: 'Qualified' },
  { value: 'won', label: 'Won' },
];

function setup() {
  const onMove = vi.fn();
  render(<MoveToMenu label="Move Ada to…" targets={targets} onMove={onMove} />);
  return { onMove, button: screen.getByRole('button', { name: 'Move Ada to…' }) };
}

describe('MoveToMenu', () => {
  it('opens from the keyboard on its first item, moves with the arrows (wrapping), Home and End, and picks with Enter', async () => {
    const user = userEvent.setup();
    const { onMove, button } = setup();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'Contacted' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Won' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Contacted' })).toHaveFocus();
    await user.keyboard('{End}{Home}{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Qualified' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onMove).toHaveBeenCalledExactlyOnceWith('qualified');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('closes on Escape with focus back on the button, and picks nothing', async () => {
    const user = userEvent.setup();
    const { onMove, button } = setup();
    await user.click(button);
    expect(screen.getByRole('menu', { name: 'Move Ada to…' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
    expect(onMove).not.toHaveBeenCalled();
  });

  it('ArrowUp on the button opens on the last item; a click on an item picks it', async () => {
    const user = userEvent.setup();
    const { onMove, button } = setup();
    button.focus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Won' })).toHaveFocus();
    await user.click(screen.getByRole('menuitem', { name: 'Contacted' }));
    expect(onMove).toHaveBeenCalledExactlyOnceWith('contacted');
  });
});
