import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BOARD_PAGE_SIZE, BOARD_STATUSES, boardCardSchema, type BoardColumn, type LeadBoard } from '@contract/leads';
import { rowsOf } from '../../server/db/rows';
import { buildTestApp } from '../helpers/app';
import { expectErrorShape } from '../helpers/fixtures';

/** A board of 60 qualified leads (a third without a next action, times with milliseconds shared by several), a few others and one spam. */
describe('the lead board: a page per column with its total, keyset "Load more" (decision 113)', async () => {
  const { app, database, loginAs } = await buildTestApp();
  const sam = await loginAs('admin', { name: 'Sam Staff' });
  const kim = await loginAs('admin', { name: 'Kim Keller' });
  const { db } = database;
  await db.execute(sql`insert into contacts (name, email, phone, service, budget, status, owner_id, next_action_due_at)
    select 'Board ' || i, 'board' || i || '@example.com', '+44 20 7946 0000', case when i % 3 = 0 then 'Daily Data Feeds' else 'Web Scraping' end,
      'Under $1,000', 'qualified', case when i % 2 = 0 then ${sam.user._id}::uuid else ${kim.user._id}::uuid end,
      case when i % 3 = 1 then null else timestamptz '2026-12-01 09:00:00.123+00' + (i % 7) * interval '1 day 1 millisecond' end
    from generate_series(1, 60) i`);
  await db.execute(sql`insert into contacts (name, email, phone, service, budget, status)
    select 'Other ' || s, s || '@example.com', '+44 20 7946 0000', 'Web Scraping', 'Under $1,000', s
    from unnest(array['new', 'new', 'won', 'spam']) s`);

  const get = (url: string) => app.inject({ method: 'GET', url, headers: sam.bearerHeaders });
  const board = async (query = '') => {
    const res = await get(`/api/contacts/board${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as LeadBoard;
  };
  const column = (b: LeadBoard, status: string) => b.columns.find((c) => c.status === status)!;
  /** Every card of a column, first page then each `next`, as "Load more" walks it. */
  async function walk(query: string, pageSize: number) {
    const first = column(await board(`?pageSize=${pageSize}${query}`), 'qualified');
    const pages: BoardColumn[] = [first];
    for (let next = first.next; next;) {
      const res = await get(`/api/contacts/board/column?status=qualified&pageSize=${pageSize}&after=${encodeURIComponent(next)}${query}`);
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json() as BoardColumn;
      pages.push(page);
      next = page.next;
    }
    return pages;
  }
  /** The board's order as SQL spells it: next action (none last), then id. */
  const expected = async (where = sql`true`) =>
    rowsOf<{ id: string }>(
      await db.execute(sql`select id from contacts where status = 'qualified' and ${where}
        order by next_action_due_at asc nulls last, id asc`),
    ).map((r) => r.id);

  it('answers each column but spam with its total and only its first page, the spam count apart', async () => {
    const b = await board();
    expect(b.columns.map((c) => c.status)).toEqual([...BOARD_STATUSES]);
    expect(b.columns.map((c) => [c.status, c.total, c.cards.length])).toEqual([
      ['new', 2, 2],
      ['contacted', 0, 0],
      ['qualified', 60, BOARD_PAGE_SIZE],
      ['proposal', 0, 0],
      ['won', 1, 1],
      ['lost', 0, 0],
    ]);
    expect(b.spam).toBe(1);
    expect(column(b, 'qualified').next).toMatch(/^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z|none)_/);
    expect(column(b, 'new').next).toBeNull();
    // A card is what the card shows and the version a move sends: not the whole lead.
    expect(Object.keys(column(b, 'qualified').cards[0]!).sort()).toEqual(Object.keys(boardCardSchema.shape).sort());
  });

  it('"Load more" walks a column in order with no card twice and none left out, across the leads without a next action', async () => {
    const pages = await walk('', 7);
    expect(pages.map((p) => p.cards.length)).toEqual([7, 7, 7, 7, 7, 7, 7, 7, 4]);
    expect(pages.every((p) => p.total === 60)).toBe(true);
    expect(pages.flatMap((p) => p.cards.map((c) => c._id))).toEqual(await expected());
    expect(pages.at(-1)!.next).toBeNull();
  });

  it("keeps the list's filters in every page and every total", async () => {
    const mine = await walk('&owner=me', 10);
    expect(mine.flatMap((p) => p.cards.map((c) => c._id))).toEqual(await expected(sql`owner_id = ${sam.user._id}::uuid`));
    expect(mine.map((p) => p.total)).toEqual([30, 30, 30]);
    const feeds = await walk('&service=Daily%20Data%20Feeds', 8);
    expect(feeds.flatMap((p) => p.cards.map((c) => c._id))).toEqual(await expected(sql`service = 'Daily Data Feeds'`));
    expect(feeds[0]!.total).toBe(20);
    const b = await board('?q=Other');
    expect(b.columns.map((c) => c.total)).toEqual([2, 0, 0, 0, 1, 0]);
    expect(b.spam).toBe(1);
  });

  it('counts follow a move', async () => {
    const [moved] = column(await board(), 'qualified').cards;
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/contacts/${moved!._id}`,
      headers: sam.bearerHeaders,
      payload: { status: 'won', version: moved!.version },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await board();
    expect([column(after, 'qualified').total, column(after, 'won').total]).toEqual([59, 2]);
    expect(column(after, 'won').cards.map((c) => c._id)).toContain(moved!._id);
    await db.execute(sql`update contacts set status = 'qualified' where id = ${moved!._id}::uuid`);
  });

  it.each([
    ['/api/contacts/board/column?status=qualified&after=nonsense', 'after'],
    ['/api/contacts/board/column?status=qualified&after=2026-13-45T09:00:00.000Z_00000000-0000-4000-8000-000000000000', 'after'],
    // A day alone is the cursor before next actions had a time (decision 123).
    ['/api/contacts/board/column?status=qualified&after=2026-12-01.00000000-0000-4000-8000-000000000000', 'after'],
    ['/api/contacts/board/column?status=qualified&after=none_not-a-uuid', 'after'],
    ['/api/contacts/board/column?status=spam', 'status'],
    ['/api/contacts/board/column', 'status'],
    ['/api/contacts/board/column?status=new&pageSize=0', 'pageSize'],
    ['/api/contacts/board?pageSize=101', 'pageSize'],
    ['/api/contacts/board?owner=someone', 'owner'],
  ])('%s is a 400 naming %s', async (url, field) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(expectErrorShape(res).errors?.map((e) => e.field)).toContain(field);
  });

  it('is for staff who work leads', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/contacts/board' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/contacts/board/column?status=new' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/contacts/board', headers: kim.bearerHeaders })).statusCode).toBe(200);
  });
});
