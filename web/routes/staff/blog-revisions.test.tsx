import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Revision } from '@contract/blog-revisions';
import { blogPost, json, renderScreen, sentBody, stubApi } from '../../../test/staff/staff-test-kit';
import * as BlogRevisions from './blog-revisions';

const revision = (n: number, title: string, content: string): Revision => ({
  _id: `00000000-0000-4000-8000-00000000000${n}`,
  kind: 'draft',
  title,
  actorName: 'Sam',
  createdAt: `2026-11-2${n}T10:00:00.000Z`,
  content,
  settings: {
    slug: 'post-1',
    excerpt: '',
    metaTitle: '',
    metaDescription: '',
    socialImage: '',
    featuredImageAlt: '',
    authorId: null,
    publishedAt: null,
  },
});

describe('Revisions (/blogs/edit/:id/revisions)', () => {
  it('compares the newest revision with the post side by side and restores it after a confirmation', async () => {
    const post = blogPost(1, { status: 'draft', isPublished: false, title: 'Now', content: '<p>The slow fox</p>', version: 4 });
    const newest = revision(2, 'Before', '<p>The quick fox</p>');
    const older = revision(1, 'First', '<p>Hello</p>');
    const fetchMock = stubApi({
      'GET /api/blogs/id-1': () => json(200, post),
      'GET /api/blogs/id-1/revisions?page=1&pageSize=20': () => json(200, [newest, older]),
      [`GET /api/blogs/id-1/revisions/${newest._id}`]: () => json(200, newest),
      [`POST /api/blogs/id-1/revisions/${newest._id}/restore`]: () => json(200, { ...post, title: 'Before', version: 5 }),
    });
    const user = userEvent.setup();
    renderScreen('/blogs/edit/:id/revisions', BlogRevisions, '/blogs/edit/id-1/revisions');
    const table = await screen.findByRole('table', { name: /compared with The post as saved now/ });
    expect([...table.querySelectorAll('del')].map((el) => el.textContent)).toEqual(['[removed: Before]', '[removed: quick]']);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Restore this version' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore this version?' });
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Restored as a new version')).toBeInTheDocument();
    expect(sentBody(fetchMock, `POST /api/blogs/id-1/revisions/${newest._id}/restore`)).toEqual({ version: 4 });
  });
});
