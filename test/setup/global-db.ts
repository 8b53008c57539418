import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client';
import { pgliteExtensions } from '../../server/db/pglite-open';
import { prepareJobSchema } from '../../server/jobs/prepare';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite mode: a tarball of a migrated data dir, loaded into memory by each test file. */
    pgliteTemplate: string;
    /** PostgreSQL mode: the server URL and the migrated template database to copy. */
    pgUrl: string;
    pgTemplate: string;
  }
}

/**
 * Migrates once, then every test file gets its own copy of that database: PGlite loads a dump
 * in memory; PostgreSQL (TEST_DATABASE_URL set) clones a template database.
 */
export default async function setup(project: TestProject) {
  // The project's own TEST_DB (the `-pg` projects of vitest.config.ts set it), else the run's.
  const engine = project.config.env?.TEST_DB ?? process.env.TEST_DB;
  const url = engine === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  if (url) {
    // Each PostgreSQL project of the run has its own template.
    const template = `app_test_template_${process.pid}_${project.name.replace(/\W/g, '_')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${template}`;
    const db = await openDatabase({ databaseUrl: templateUrl.toString() });
    // pg-boss's schema and queues too: each app then starts its job workers without creating them.
    await prepareJobSchema(db.db);
    await db.close();
    project.provide('pgUrl', url);
    project.provide('pgTemplate', template);
    project.provide('pgliteTemplate', '');
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${template}`).catch(() => undefined);
      await admin.end();
    };
  }
  const client = new PGlite({ extensions: pgliteExtensions });
  await prepareJobSchema((await openDatabase({ pglite: client })).db);
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pglite-template-'));
  const file = path.join(dir, 'template.tar');
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('pgUrl', '');
  project.provide('pgTemplate', '');
  return () => fs.rm(dir, { recursive: true, force: true });
}
