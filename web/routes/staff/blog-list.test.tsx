import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as BlogList from './blog-list';
import { POST_STATUS_TABS } from '~/features/blog-editor/post-state-chip';
import { blogPost, json, stubApi, renderScreen } from '../../../test/staff/staff-test-kit';

// jsdom's name computation drops the space before the card's screen-reader-only title ('EditPost 1'); browsers keep it.
const named = (action: string, title: string) => new RegExp(`^${action}\\s?${title}$`);

/** The tabs' counts: one call per state (posts waiting for review too, decision 055), its total from X-Total-Count. */
const tally = (draft: number, scheduled: number, published: number, review = 0) =>
  Object.fromEntries(
    Object.entries({ draft, review, scheduled, published }).map(([status, n]) => [
      `GET /api/blogs?status=${status}&pageSize=1`,
      () => new Response('[]', { status: 200, headers: { 'content-type': 'application/json', 'x-total-count': String(n) } }),
    ]),
  );
const counts = tally(0, 0, 2);

function renderList() {
  renderScreen('/blogs', BlogList);
}

describe('Staff blog list (/blogs)', () => {
  it("shows 'Loading...' while the posts load", async () => {
    stubApi({ 'GET /api/blogs?page=1&pageSize=50&sort=-createdAt': () => new Promise<Response>(() => {}) });
    renderList();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
  });

  it("replaces the page with 'Failed to load blogs' when the list fails", async () => {
    stubApi({ 'GET /api/blogs?page=1&pageSize=50&sort=-createdAt': () => json(500, { message: 'boom' }) });
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to load blogs$/);
    expect(screen.queryByRole('link', { name: 'Add New Blog' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Blog Posts' })).not.toBeInTheDocument();
  });

  it('shows a card per post: title and Read more to the article, edit to /blogs/edit/{id}, and Add New Blog to /blogs/new', async () => {
    stubApi({
      ...counts,
      'GET /api/blogs?page=1&pageSize=50&sort=-createdAt': () =>
        json(200, [blogPost(1, { featuredImage: 'https://img.example/1.png' }), blogPost(2)]),
    });
    renderList();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('link', { name: 'Post number 1' })).toHaveAttribute('href', '/blogs/post-1');
    expect(first.getByRole('link', { name: named('Read more →', 'Post number 1') })).toHaveAttribute('href', '/blogs/post-1');
    expect(first.getByRole('link', { name: named('Read more →', 'Post number 1') })).toHaveTextContent(/^Read more →/);
    expect(first.getByRole('link', { name: named('Edit', 'Post number 1') })).toHaveAttribute('href', '/blogs/edit/id-1');
    expect(first.getByText('Body of post 1')).toBeInTheDocument();
    expect(cards[0]!.querySelector('img')).toHaveAttribute('src', 'https://img.example/1.png');
    expect(cards[1]!.querySelector('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'Add New Blog' })).toHaveAttribute('href', '/blogs/new');
  });

  it('asks before deleting and removes the card on success', async () => {
    let stored = [blogPost(1), blogPost(2)];
    const fetchMock = stubApi({
      ...counts,
      'GET /api/blogs?page=1&pageSize=50&sort=-createdAt': () => json(200, stored),
      'DELETE /api/blogs/id-1': () => {
        stored = stored.filter((p) => p._id !== 'id-1');
        return json(200, { message: 'Blog deleted' });
      },
    });
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('button', { name: named('Delete', 'Post number 1') }));

    const dialog = screen.getByRole('dialog', { name: 'Delete this post?' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete “Post number 1”? This cannot be undone.');
    expect(fetchMock).not.toHaveBeenCalledWith('/api/blogs/id-1', expect.anything());
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getAllByRole('article')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: named('Delete', 'Post number 1') }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete this post?' })).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.queryByRole('link', { name: 'Post number 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Post number 2' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/blogs/id-1', expect.objectContaining({ method: 'DELETE' }));
  });

  it("replaces the page with 'Failed to delete blog' when the delete fails", async () => {
    stubApi({
      ...counts,
      'GET /api/blogs?page=1&pageSize=50&sort=-createdAt': () => json(200, [blogPost(1)]),
      'DELETE /api/blogs/id-1': () => json(500, { message: 'boom' }),
    });
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('button', { name: named('Delete', 'Post number 1') }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete this post?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to delete blog$/);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('sends an expired session to sign-in and back, instead of a failure message', async () => {
    localStorage.setItem('user', JSON.stringify({ _id: 'u1', name: 'Ada' }));
    stubApi({
      ...counts,
      'GET /api/blogs?page=1&pageSize=50&sort=-createdAt': () => json(401, { message: 'Not signed in' }),
    });
    renderList();
    expect(await screen.findByRole('heading', { name: 'Login page ?next=%2Fblogs' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load blogs')).not.toBeInTheDocument();
    // The sign-in screen forgets the stored user in an effect, just after it shows.
    await vi.waitFor(() => expect(localStorage.getItem('user')).toBeNull());
  });

  it('sends an expired session to sign-in when a delete answers 401', async () => {
    stubApi({
      ...counts,
      'GET /api/blogs?page=1&pageSize=50&sort=-createdAt': () => json(200, [blogPost(1)]),
      'DELETE /api/blogs/id-1': () => json(401, { message: 'Not signed in' }),
    });
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('button', { name: named('Delete', 'Post number 1') }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete this post?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'Login page ?next=%2Fblogs' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to delete blog')).not.toBeInTheDocument();
  });
});

describe('Staff blog list states', () => {
  it("shows each post's state and date, tabs with counts, and links only a published post to its public page", async () => {
    stubApi({
      ...tally(1, 1, 1),
      'GET /api/blogs?page=1&pageSize=50&sort=-createdAt': () =>
        json(200, [
          blogPost(1),
          blogPost(2, { status: 'draft', isPublished: false, publishedAt: null }),
          blogPost(3, { status: 'scheduled', isPublished: false, publishedAt: null, publishAt: '2026-12-09T09:00:00.000Z' }),
        ]),
    });
    renderList();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => within(c).getByTestId('post-state-chip').textContent)).toEqual([
      'Published · 2 Jan 2026',
      'Draft',
      'Scheduled · 9 Dec 2026, 09:00 UTC',
    ]);
    expect(within(cards[1]!).getByRole('link', { name: 'Post number 2' })).toHaveAttribute('href', '/blogs/edit/id-2');
    const tabs = screen.getByRole('navigation', { name: 'Post state' });
    expect(within(tabs).getByRole('link', { name: 'All 3' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Drafts 1' })).toHaveAttribute('href', expect.stringContaining('status=draft'));
    expect(within(tabs).getByRole('link', { name: `${POST_STATUS_TABS.review} 0` })).toHaveAttribute(
      'href',
      expect.stringContaining('status=review'),
    );
  });
});
