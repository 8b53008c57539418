import { PgDialect } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { people } from '../db/schema/index';
import { orderFor } from './paging';

const dialect = new PgDialect();
const orderBy = (parts: ReturnType<typeof orderFor>) => dialect.sqlToQuery(sql.join(parts, sql`, `)).sql;
const columns = { createdAt: people.createdAt, email: people.email };

describe('orderFor', () => {
  it('names the NULLS placement of a .desc() index, so the index serves both directions', () => {
    expect(orderBy(orderFor('-createdAt', columns, people.id, ['createdAt']))).toBe(
      '"people"."created_at" desc nulls last, "people"."id" desc nulls last',
    );
    // Its exact reverse: the same index read backwards.
    expect(orderBy(orderFor('createdAt', columns, people.id, ['createdAt']))).toBe(
      '"people"."created_at" asc nulls first, "people"."id" asc nulls first',
    );
  });

  it('keeps the defaults for fields with an ascending index (read backwards for desc)', () => {
    expect(orderBy(orderFor('-email', columns, people.id, ['createdAt']))).toBe('"people"."email" desc, "people"."id" desc');
    expect(orderBy(orderFor('-createdAt', columns, people.id))).toBe('"people"."created_at" desc, "people"."id" desc');
  });
});
