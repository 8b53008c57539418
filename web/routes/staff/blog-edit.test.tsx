import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as BlogEdit from './blog-edit';
import { blogPost, deferred, findEditor, json, sentBody, stubApi, renderScreen, testAdmin } from '../../../test/staff/staff-test-kit';

const existing = blogPost(1, {
  slug: 'stable-slug',
  title: 'Old title',
  content: '<p>Old body</p>',
  tags: ['scraping', 'data'],
  featuredImage: '/uploads/old.png',
});

/** Every screen also loads the author list and the newsletter sends; answers the tests do not care about. */
const around = {
  'GET /api/blog-authors': () => json(200, [{ _id: 'u1', name: 'Ada', slug: 'ada' }]),
};

function renderEdit(id = 'id-1') {
  renderScreen('/blogs/edit/:id', BlogEdit, `/blogs/edit/${id}`);
}

describe('Edit blog (/blogs/edit/{id})', () => {
  it("shows 'Loading...' while fetching, then the form prefilled from the post", async () => {
    const answer = deferred<Response>();
    stubApi({ 'GET /api/blogs/id-1': () => answer.promise });
    renderEdit();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Blog Post' })).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('textbox', { name: /^Title/ })).not.toBeInTheDocument();

    answer.resolve(json(200, existing));
    const { editor } = await findEditor();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Old title');
    expect(screen.getByRole('textbox', { name: 'Tags' })).toHaveValue('scraping, data');
    expect(screen.getByRole('img', { name: 'Featured image preview' })).toHaveAttribute('src', '/uploads/old.png');
    expect(editor.getHTML()).toBe('<p>Old body</p>');
  });

  it("shows 'Blog not found' for an unknown id", async () => {
    stubApi({ 'GET /api/blogs/nope': () => json(404, { message: 'Blog not found' }) });
    renderEdit('nope');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Blog not found$/);
    expect(screen.queryByRole('textbox', { name: /^Title/ })).not.toBeInTheDocument();
  });

  it('Update saves with PUT (state, version, tags split and trimmed), stays in the editor and toasts with View post', async () => {
    const fetchMock = stubApi({
      ...around,
      'GET /api/blogs/id-1': () => json(200, existing),
      'PUT /api/blogs/id-1': () => json(200, { ...existing, title: 'New title', slug: 'a-different-slug' }),
    });
    const user = userEvent.setup();
    renderEdit();
    await findEditor();
    const title = screen.getByRole('textbox', { name: /^Title/ });
    await user.clear(title);
    await user.type(title, 'New title');
    await user.type(screen.getByRole('textbox', { name: 'Tags' }), ',  bots ,');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Updated')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View post' })).toHaveAttribute('href', '/blogs/a-different-slug');
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Blog Post' })).toBeInTheDocument();
    expect(sentBody(fetchMock, 'PUT /api/blogs/id-1')).toMatchObject({
      title: 'New title',
      content: '<p>Old body</p>',
      tags: ['scraping', 'data', 'bots'],
      featuredImage: '/uploads/old.png',
      status: 'published',
      version: 1,
    });
    expect(sentBody(fetchMock, 'PUT /api/blogs/id-1')).not.toHaveProperty('isPublished');
  });

  it('shows the error banner when the save fails', async () => {
    stubApi({
      ...around,
      'GET /api/blogs/id-1': () => json(200, existing),
      'PUT /api/blogs/id-1': () => json(503, { message: 'Unavailable' }),
    });
    const user = userEvent.setup();
    renderEdit();
    await findEditor();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save blog. Please try again.');
  });

  it('refuses a file that is not a PNG or JPEG with the invalid-type message', async () => {
    const fetchMock = stubApi({ 'GET /api/blogs/id-1': () => json(200, existing) });
    const user = userEvent.setup({ applyAccept: false });
    renderEdit();
    await findEditor();
    await user.upload(screen.getByLabelText('Change featured image'), new File(['%PDF'], 'brief.pdf', { type: 'application/pdf' }));
    expect((await screen.findAllByRole('alert'))[0]).toHaveTextContent('Invalid file type. Please choose a valid image file.');
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/uploads'))).toHaveLength(0);
  });

  it('shows the newsletter panel with the progress of a send, and keeps the form when that status fails to load', async () => {
    stubApi({
      'GET /api/blogs/id-1': () => json(200, existing),
      'GET /api/blogs/id-1/newsletter': () =>
        json(200, {
          confirmedSubscribers: 12,
          sends: [
            {
              id: 's1',
              blogId: 'id-1',
              test: false,
              status: 'sending',
              total: 12,
              sent: 7,
              failed: 1,
              skipped: 0,
              remaining: 4,
              createdAt: '2026-11-22T10:00:00.000Z',
              finishedAt: null,
            },
          ],
        }),
    });
    renderEdit();
    await findEditor();
    const panel = screen.getByRole('region', { name: 'Newsletter' });
    expect(panel).toHaveTextContent('Send this post to the 12 confirmed subscribers.');
    expect(within(panel).getByRole('status')).toHaveTextContent('Sending to subscribers7 sent, 1 failed, 4 remaining of 12');
    expect(screen.getByRole('progressbar', { name: 'Newsletter progress' })).toHaveAttribute('value', '8');
    expect(screen.getByRole('button', { name: 'Send test to me' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Send again as newsletter' })).toBeEnabled();
    cleanup();

    stubApi({ 'GET /api/blogs/id-1': () => json(200, existing) });
    renderEdit();
    await findEditor();
    expect(screen.getByRole('region', { name: 'Newsletter' })).toHaveTextContent('The newsletter status could not be loaded.');
  });

  it('shows no newsletter panel to an author on their own published post, and does not ask for its sends', async () => {
    const author = { ...testAdmin, _id: 'u1', role: 'author' as const };
    const fetchMock = stubApi({ 'GET /api/blogs/id-1': () => json(200, { ...existing, authorId: 'u1' }) });
    renderScreen('/blogs/edit/:id', BlogEdit, '/blogs/edit/id-1', { user: author });
    await findEditor();
    expect(screen.getByRole('button', { name: 'Update' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Newsletter' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/blogs/id-1/newsletter', expect.anything());
  });

  it('sends an expired session to sign-in and back instead of "Blog not found"', async () => {
    stubApi({ 'GET /api/blogs/id-1': () => json(401, { message: 'Not signed in' }) });
    renderEdit();
    expect(await screen.findByRole('heading', { name: 'Login page ?next=%2Fblogs%2Fedit%2Fid-1' })).toBeInTheDocument();
    expect(screen.queryByText('Blog not found')).not.toBeInTheDocument();
  });

  it('keeps the edits of this post when the session ends during the save and restores them afterwards', async () => {
    stubApi({
      ...around,
      'GET /api/blogs/id-1': () => json(200, existing),
      'PUT /api/blogs/id-1': () => json(401, { message: 'Not signed in' }),
    });
    const user = userEvent.setup();
    renderEdit();
    const { editor } = await findEditor();
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), ' (revised)');
    editor.commands.insertContentAt(0, '<blockquote><p>New quote</p></blockquote>');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    await screen.findByRole('heading', { name: 'Login page ?next=%2Fblogs%2Fedit%2Fid-1' });
    expect(sessionStorage.getItem('blog-draft:new')).toBeNull();
    expect(JSON.parse(sessionStorage.getItem('blog-draft:edit:id-1') ?? 'null')).toMatchObject({
      title: 'Old title (revised)',
      content: '<blockquote><p>New quote</p></blockquote><p>Old body</p>',
      tags: 'scraping, data',
      featuredImage: '/uploads/old.png',
    });

    cleanup();
    stubApi({ 'GET /api/blogs/id-1': () => json(200, existing) });
    renderEdit();
    const restored = await findEditor();
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Old title (revised)');
    await vi.waitFor(() => expect(restored.editor.getHTML()).toBe('<blockquote><p>New quote</p></blockquote><p>Old body</p>'));
    expect(screen.getByText('Your unsaved changes were restored.')).toBeInTheDocument();
    expect(sessionStorage.getItem('blog-draft:edit:id-1')).toBeNull();
  });
});
