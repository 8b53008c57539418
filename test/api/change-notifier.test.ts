import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  listenForContentChanges,
  LISTENER_APPLICATION_NAME,
  localContentChanges,
  notifyPayload,
  parseNotifyPayload,
  type ContentChanges,
} from '../../server/db/change-notifier';
import type { Database } from '../../server/db/client';
import { createTestDatabase } from '../helpers/db';

describe('content changes on the embedded database', () => {
  it('reach this process’s listeners, every one of them', () => {
    const changes = localContentChanges();
    const heard: string[] = [];
    changes.subscribe(() => heard.push('pages'));
    changes.subscribe(() => heard.push('api'));
    changes.changed();
    expect(heard).toEqual(['pages', 'api']);
  });
  it('carry their tags; none, or a malformed one, reach listeners as undefined (drop everything)', () => {
    const changes = localContentChanges();
    const heard: (readonly string[] | undefined)[] = [];
    changes.subscribe((tags) => heard.push(tags));
    changes.changed(['c:blog']);
    changes.changed();
    changes.changed([]);
    changes.changed(['c:blog', 'c:x|y']);
    expect(heard).toEqual([['c:blog'], undefined, undefined, undefined]);
  });
  it('NOTIFY payload: origin and tags, read back; too many tags for PostgreSQL go out as a change of everything', () => {
    expect(parseNotifyPayload(notifyPayload('o1', ['c:blog', 'c:company']))).toEqual({ origin: 'o1', tags: ['c:blog', 'c:company'] });
    expect(parseNotifyPayload(notifyPayload('o1', undefined))).toEqual({ origin: 'o1', tags: undefined });
    // A process of the previous release sends its origin alone.
    expect(parseNotifyPayload('some-origin')).toEqual({ origin: 'some-origin', tags: undefined });
    expect(parseNotifyPayload('o1|c:blog,garbage here')).toEqual({ origin: 'o1', tags: undefined });
    const many = Array.from({ length: 1000 }, (_, i) => `c:collection-${i}`);
    expect(notifyPayload('o1', many)).toBe('o1');
  });
});

describe.skipIf(process.env.TEST_DB !== 'postgres')('content changes across processes on PostgreSQL (LISTEN/NOTIFY)', () => {
  let database: Database;
  let a: ContentChanges;
  let b: ContentChanges;
  let admin: pg.Client;
  let heardA = 0;
  let heardB = 0;
  let lastTagsB: readonly string[] | undefined | 'none' = 'none';
  let missedB = 0;
  beforeAll(async () => {
    database = await createTestDatabase();
    const url = (database.db as unknown as { $client: pg.Pool }).$client.options.connectionString!;
    a = listenForContentChanges(url, database.db);
    b = listenForContentChanges(url, database.db);
    a.subscribe(() => heardA++);
    b.subscribe((tags, missed) => {
      heardB++;
      lastTagsB = tags;
      if (missed) missedB++;
    });
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await admin?.end();
    await database?.close();
  });
  const listeners = async () =>
    Number(
      (
        await admin.query(`select count(*) as n from pg_stat_activity where application_name = $1 and datname = current_database()`, [
          LISTENER_APPLICATION_NAME,
        ])
      ).rows[0].n,
    );

  it('a change in one reaches the other within a second, and its own listeners once', async () => {
    await expect.poll(listeners, { timeout: 5000 }).toBe(2);
    const [a0, b0] = [heardA, heardB];
    a.changed();
    expect(heardA).toBe(a0 + 1);
    await expect.poll(() => heardB, { timeout: 1000, interval: 20 }).toBe(b0 + 1);
    await new Promise((r) => setTimeout(r, 200));
    expect(heardA).toBe(a0 + 1);
  });

  it('a change carries its tags to the other process; an untagged one arrives untagged', async () => {
    await expect.poll(listeners, { timeout: 5000 }).toBe(2);
    const b0 = heardB;
    a.changed(['c:blog', 'c:testimonials']);
    await expect.poll(() => heardB, { timeout: 1000, interval: 20 }).toBe(b0 + 1);
    expect(lastTagsB).toEqual(['c:blog', 'c:testimonials']);
    a.changed();
    await expect.poll(() => heardB, { timeout: 1000, interval: 20 }).toBe(b0 + 2);
    expect(lastTagsB).toBeUndefined();
  });

  it('survives its connection being terminated: reconnects, tells its listeners changes may have been missed, and hears changes again', async () => {
    const b0 = heardB;
    const missed0 = missedB;
    await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()`, [
      LISTENER_APPLICATION_NAME,
    ]);
    // Both come back (this process is still alive to see it), each telling its caches once on return
    // that changes may have been missed (they mark what they hold stale rather than drop it).
    await expect.poll(listeners, { timeout: 10_000 }).toBe(2);
    await expect.poll(() => missedB, { timeout: 5000 }).toBe(missed0 + 1);
    expect(heardB).toBe(b0 + 1);
    const b1 = heardB;
    a.changed();
    await expect.poll(() => heardB, { timeout: 1000, interval: 20 }).toBe(b1 + 1);
    expect(missedB).toBe(missed0 + 1);
  });
});
