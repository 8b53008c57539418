import fs from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database, type Db } from '../../server/db/client';
import { pgliteExtensions } from '../../server/db/pglite-open';
import { createRepositories, type Repositories } from '../../server/repositories/index';

/** A fresh, migrated database of the run's kind (PGlite or PostgreSQL), just for the caller. */
export async function createTestDatabase(): Promise<Database> {
  const pgUrl = inject('pgUrl');
  if (pgUrl) {
    const name = `app_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
    const url = new URL(pgUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), migrate: false });
    return {
      ...database,
      async close() {
        await database.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name}`).catch(() => undefined);
        await admin.end();
      },
    };
  }
  const tar = await fs.readFile(inject('pgliteTemplate'));
  const client = await PGlite.create({ loadDataDir: new Blob([tar]), extensions: pgliteExtensions });
  return openDatabase({ pglite: client, migrate: false });
}

/** The app's repositories on a test database (no hooks), as server/app.ts hands them to mail and jobs. */
export function testRepositories(db: Db, siteUrl = 'http://localhost'): Repositories {
  return createRepositories(db, { siteUrl, loginThrottle: { maxFailures: 5, windowMinutes: 15 } });
}
