import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * One `INSERT … SELECT * FROM unnest($1::type[], $2::type[], …)` for many rows: one array
 * parameter a column, whatever the number of rows. Drizzle's `.values(rows)` makes a parameter
 * for every cell (28 a lead) and checks each one's kind several times while building the
 * statement; under a burst of leads that building cost the app's thread more than the database
 * spent writing the batch (bench/load). Columns no row sets are left to their database default;
 * a row that leaves out a column another row sets gets the column's default from the schema.
 */
export function insertMany<T extends PgTable>(table: T, rows: readonly T['$inferInsert'][]): SQL {
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => rows.some((row) => (row as Record<string, unknown>)[key] !== undefined));
  const arrays = columns.map(([key, column]) => {
    const values = rows.map((row) => {
      const value = (row as Record<string, unknown>)[key];
      if (value === null) return null;
      if (value !== undefined) return column.mapToDriverValue(value);
      if (!column.hasDefault) return null;
      if (column.default === undefined || typeof column.default === 'object') {
        throw new Error(`insertMany: every row must set ${column.name} (its default is SQL)`);
      }
      return column.default;
    });
    return sql`${sql.param(values)}::${sql.raw(column.getSQLType())}[]`;
  });
  const names = columns.map(([, column]) => sql.identifier(column.name));
  return sql`insert into ${table} (${sql.join(names, sql`, `)}) select * from unnest(${sql.join(arrays, sql`, `)})`;
}
