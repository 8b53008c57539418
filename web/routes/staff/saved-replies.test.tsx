import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SavedReply } from '@contract/saved-replies';
import { json, renderScreen, sentBody, stubApi } from '../../../test/staff/staff-test-kit';
import * as SavedReplies from './saved-replies';

const reply = (n: number, extra: Partial<SavedReply> = {}): SavedReply => ({
  _id: `00000000-0000-4000-8000-00000000000${n}`,
  title: `Answer ${n}`,
  subject: `Re: {{reference}} ${n}`,
  body: `Hello {{name}} ${n}`,
  updatedAt: '2026-11-22T10:00:00.000Z',
  updatedByName: 'Ada',
  ...extra,
});

describe('Saved replies (/admin/replies)', () => {
  it('lists them; Edit fills the form and saves with PUT; the draft goes once saved', async () => {
    const one = reply(1);
    const fetchMock = stubApi({
      'GET /api/saved-replies': () => json(200, [one, reply(2)]),
      [`PUT /api/saved-replies/${one._id}`]: () => json(200, { ...one, title: 'Answer one' }),
    });
    const user = userEvent.setup();
    renderScreen('/admin/replies', SavedReplies);
    const table = await screen.findByRole('table', { name: 'Saved replies' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    await user.click(within(table).getByRole('button', { name: 'Edit Answer 1' }));
    const form = screen.getByRole('form', { name: 'Edit Answer 1' });
    expect(within(form).getByLabelText('Subject')).toHaveValue('Re: {{reference}} 1');
    await user.clear(within(form).getByLabelText('Title'));
    await user.type(within(form).getByLabelText('Title'), 'Answer one');
    await user.click(within(form).getByRole('button', { name: 'Save reply' }));
    expect(await screen.findByText('Saved "Answer one"')).toBeInTheDocument();
    expect(sentBody(fetchMock, `PUT /api/saved-replies/${one._id}`)).toEqual({
      title: 'Answer one',
      subject: 'Re: {{reference}} 1',
      body: 'Hello {{name}} 1',
    });
    expect(screen.getByRole('form', { name: 'New saved reply' })).toBeInTheDocument();
  });

  it('asks before deleting, then deletes and says so', async () => {
    const two = reply(2);
    const fetchMock = stubApi({
      'GET /api/saved-replies': () => json(200, [two]),
      [`DELETE /api/saved-replies/${two._id}`]: () => json(200, { message: 'Saved reply deleted' }),
    });
    const user = userEvent.setup();
    renderScreen('/admin/replies', SavedReplies);
    await user.click(await screen.findByRole('button', { name: 'Delete Answer 2' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete this saved reply?' });
    expect(confirm).toHaveTextContent('replies already sent with it keep their text');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted "Answer 2"')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url, init]) => init?.method === 'DELETE' && String(url).endsWith(two._id))).toBe(true);
  });

  it('names what failed when the API refuses', async () => {
    stubApi({
      'GET /api/saved-replies': () => json(200, []),
      'POST /api/saved-replies': () => json(400, { message: 'Title is required', errors: [{ field: 'title', message: 'Title is required' }] }),
    });
    const user = userEvent.setup();
    renderScreen('/admin/replies', SavedReplies);
    expect(await screen.findByText('No saved replies yet.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'New saved reply' });
    await user.type(within(form).getByLabelText('Title'), 'T');
    await user.type(within(form).getByLabelText('Subject'), 'S');
    await user.type(within(form).getByLabelText('Text'), 'B');
    await user.click(within(form).getByRole('button', { name: 'Save reply' }));
    expect(await screen.findByText('Could not save the reply: Title is required')).toBeInTheDocument();
    expect(within(form).getByLabelText('Title')).toHaveValue('T');
  });
});
