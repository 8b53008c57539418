import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as BlogNew from './blog-new';
import { blogPost, deferred, findEditor, json, sentBody, stubApi, renderScreen } from '../../../test/staff/staff-test-kit';

const SAVE_FAILED = 'Failed to save blog. Please try again.';
const INVALID_IMAGE = 'Invalid file type. Please choose a valid image file.';
const png = () => new File(['png-bytes'], 'cover.png', { type: 'image/png' });

/** The author list the screen loads (a convenience: its failure is tested by the others answering nothing). */
const authors = { 'GET /api/blog-authors': () => json(200, [{ _id: 'u1', name: 'Ada', slug: 'ada' }]) };
const posts = (fetchMock: ReturnType<typeof stubApi>) => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

/** Opens the screen and waits for its loader (the author list). */
async function renderNew() {
  renderScreen('/blogs/new', BlogNew);
  await screen.findByRole('textbox', { name: /^Title/ });
}

// The picker only offers images; the tests also drop other files on it, as a browser's "All files" choice would.
const setup = () => userEvent.setup({ applyAccept: false });

describe('Create blog (/blogs/new)', () => {
  it('has the heading, a required title, the editor, tags and the draft actions (no preview before the first save)', async () => {
    stubApi(authors);
    await renderNew();
    expect(screen.getByRole('heading', { level: 1, name: 'Create New Blog Post' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Title/ })).toBeRequired();
    await findEditor();
    expect(screen.getByRole('textbox', { name: 'Tags' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Schedule…' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Preview' })).not.toBeInTheDocument();
  });

  it('refuses a blank title without calling the API', async () => {
    const fetchMock = stubApi(authors);
    const user = setup();
    await renderNew();
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), '   ');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Title is required');
    expect(posts(fetchMock)).toEqual([]);
  });

  it("Save draft reads 'Saving...' while saving, sends a draft with tags as a clean list, toasts and moves to the post's edit screen", async () => {
    const answer = deferred<Response>();
    const fetchMock = stubApi({ ...authors, 'POST /api/blogs/new': () => answer.promise });
    const user = setup();
    await renderNew();
    const { editor } = await findEditor();
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), '  Scraping at scale ');
    editor.commands.insertContent('<p>Hello <strong>world</strong></p>');
    await user.type(screen.getByRole('textbox', { name: 'Tags' }), ' scraping, data ,, scraping ');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    // The contract schema checks the form first (asynchronously), then the action sends it.
    expect(await screen.findByText('Saving...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
    await vi.waitFor(() =>
      expect(sentBody(fetchMock, 'POST /api/blogs/new')).toMatchObject({
        title: 'Scraping at scale',
        content: '<p>Hello <strong>world</strong></p>',
        tags: ['scraping', 'data'],
        featuredImage: '',
        status: 'draft',
        publishAt: null,
      }),
    );
    expect(sentBody(fetchMock, 'POST /api/blogs/new')).not.toHaveProperty('isPublished');

    answer.resolve(json(201, blogPost(7, { slug: 'scraping-at-scale', status: 'draft', isPublished: false, publishedAt: null })));
    expect(await screen.findByText('Draft saved')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Editor id-7' })).toBeInTheDocument();
  });

  it('shows the error banner when the save fails and keeps the form', async () => {
    stubApi({ ...authors, 'POST /api/blogs/new': () => json(500, { message: 'Internal error' }) });
    const user = setup();
    await renderNew();
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Kept title');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SAVE_FAILED);
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Kept title');
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeEnabled();
  });

  it("reads 'Uploading...' while the featured image uploads, with Save disabled, then previews and sends it", async () => {
    const upload = deferred<Response>();
    const fetchMock = stubApi({
      ...authors,
      'POST /api/uploads': () => upload.promise,
      'POST /api/blogs/new': () => json(201, blogPost(1)),
    });
    const user = setup();
    await renderNew();
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'With cover');
    await user.upload(screen.getByLabelText('Upload featured image'), png());

    expect(screen.getByText('Uploading...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();

    upload.resolve(json(201, { secure_url: '/uploads/cover.png', width: 800, height: 450 }));
    expect(await screen.findByRole('img', { name: 'Featured image preview' })).toHaveAttribute('src', '/uploads/cover.png');
    expect(screen.queryByText('Uploading...')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await screen.findByRole('heading', { name: 'Editor id-1' });
    expect(sentBody(fetchMock, 'POST /api/blogs/new')).toMatchObject({ featuredImage: '/uploads/cover.png', status: 'published' });
  });

  it('refuses a file that is not a PNG or JPEG with the invalid-type message', async () => {
    const fetchMock = stubApi(authors);
    const user = setup();
    await renderNew();
    await user.upload(screen.getByLabelText('Upload featured image'), new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID_IMAGE);
    expect(posts(fetchMock)).toEqual([]);
  });

  it('keeps the draft when the session ended, signs in, and restores it on the way back', async () => {
    localStorage.setItem('user', JSON.stringify({ _id: 'u1', name: 'Ada' }));
    stubApi({
      ...authors,
      'POST /api/uploads': () => json(201, { secure_url: '/uploads/cover.png', width: 800, height: 450 }),
      'POST /api/blogs/new': () => json(401, { message: 'Not signed in' }),
    });
    const user = setup();
    await renderNew();
    const { editor } = await findEditor();
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Half-written');
    editor.commands.insertContent('<p>Important <em>paragraph</em></p>');
    await user.type(screen.getByRole('textbox', { name: 'Tags' }), 'bots, data');
    await user.upload(screen.getByLabelText('Upload featured image'), png());
    await screen.findByRole('img', { name: 'Featured image preview' });
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByRole('heading', { name: 'Login page ?next=%2Fblogs%2Fnew' })).toBeInTheDocument();
    expect(screen.queryByText(SAVE_FAILED)).not.toBeInTheDocument();
    // The sign-in screen forgets the stored user in an effect, just after it shows.
    await vi.waitFor(() => expect(localStorage.getItem('user')).toBeNull());
    expect(JSON.parse(sessionStorage.getItem('blog-draft:new') ?? 'null')).toMatchObject({
      title: 'Half-written',
      content: '<p>Important <em>paragraph</em></p>',
      tags: 'bots, data',
      featuredImage: '/uploads/cover.png',
    });

    // Back after signing in: the same screen, mounted afresh.
    cleanup();
    await renderNew();
    const restored = await findEditor();
    expect(await screen.findByText('Your unsaved changes were restored.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Half-written');
    expect(screen.getByRole('textbox', { name: 'Tags' })).toHaveValue('bots, data');
    expect(screen.getByRole('img', { name: 'Featured image preview' })).toHaveAttribute('src', '/uploads/cover.png');
    await vi.waitFor(() => expect(restored.editor.getHTML()).toBe('<p>Important <em>paragraph</em></p>'));
    // A new post's copy stays stored until its first save, so another reload still finds it (decision 048).
    expect(JSON.parse(sessionStorage.getItem('blog-draft:new') ?? 'null')).toMatchObject({ title: 'Half-written' });
  });

  it('keeps the draft and goes to sign-in through the staff guard when an upload finds the session ended', async () => {
    const ada = {
      _id: 'u1',
      name: 'Ada',
      email: 'ada@example.com',
      phone: '',
      profileImage: '',
      role: 'user',
      createdAt: '2026-01-02T03:04:05.000Z',
    };
    let signedIn = true;
    stubApi({
      ...authors,
      'GET /api/auth/me': () => (signedIn ? json(200, { user: ada }) : json(401, { message: 'Not signed in' })),
      'POST /api/uploads': () => {
        signedIn = false;
        return json(401, { message: 'Not signed in' });
      },
    });
    const user = setup();
    renderScreen('/blogs/new', BlogNew, '/blogs/new', { guarded: true });
    await user.type(await screen.findByRole('textbox', { name: /^Title/ }), 'Half-written');
    await user.upload(screen.getByLabelText('Upload featured image'), png());

    expect(await screen.findByRole('heading', { name: 'Login page ?next=%2Fblogs%2Fnew' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to upload image. Please try again.')).not.toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem('blog-draft:new') ?? 'null')).toMatchObject({ title: 'Half-written', featuredImage: '' });
  });
});
