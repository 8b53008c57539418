import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PreviewLinkDialog, type PreviewLinks } from './preview-link-dialog';

const future = new Date(Date.now() + 7 * 86_400_000).toISOString();

function fakeLinks(): PreviewLinks & { made: number } {
  const listed = [{ _id: 'old', createdByName: 'Ana', expiresAt: future, revoked: false }];
  const links = {
    made: 0,
    create: vi.fn(async () => {
      links.made += 1;
      const made = { _id: 'new', url: '/?preview=tok', expiresAt: future };
      listed.push({ _id: made._id, createdByName: 'Me', expiresAt: future, revoked: false });
      return made;
    }),
    list: vi.fn(async () => listed.map((l) => ({ ...l }))),
    revoke: vi.fn(async (id: string) => {
      for (const l of listed) if (l._id === id) l.revoked = true;
    }),
  };
  return links;
}

describe('PreviewLinkDialog', () => {
  it('saves, makes an absolute link, lists the live links, and revoking the new one takes it away', async () => {
    const links = fakeLinks();
    render(<PreviewLinkDialog title="Preview link" shows="sees the page" links={links} beforeCreate={async () => true} onClose={() => undefined} />);
    const box = await screen.findByRole('textbox', { name: 'Preview link' });
    expect(box).toHaveValue(`${window.location.origin}/?preview=tok`);
    expect(screen.getByText(/Anyone with this link sees the page, until/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Revoke' })).toHaveLength(2);
    await userEvent.click(screen.getAllByRole('button', { name: 'Revoke' })[1]!);
    expect(links.revoke).toHaveBeenCalledWith('new');
    expect(await screen.findAllByRole('button', { name: 'Revoke' })).toHaveLength(1);
    expect(screen.queryByRole('textbox', { name: 'Preview link' })).not.toBeInTheDocument();
  });

  it('makes no link when the save first fails, and says so', async () => {
    const links = fakeLinks();
    render(<PreviewLinkDialog title="Preview" shows="can read the post" links={links} beforeCreate={async () => false} onClose={() => undefined} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Save first');
    expect(links.made).toBe(0);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
