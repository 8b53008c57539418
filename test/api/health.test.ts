import fs from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { createLocalStorage } from '../../server/storage/local';
import { buildTestApp, testConfig } from '../helpers/app';
import { createTestDatabase } from '../helpers/db';

describe('GET /api/health', async () => {
  const { app } = await buildTestApp();

  it('answers ok once the database is ready', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown API paths with the JSON error shape', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No such API endpoint' });
  });

  it('serves the OpenAPI document', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/contacts', '/api/blogs/new', '/api/auth/login', '/api/uploads']));
  });

  it('answers 503 {status: "unavailable", message} when the database does not answer', async () => {
    const database = await createTestDatabase();
    const dir = `/tmp/uploads-health-${process.pid}`;
    const broken = await buildApp({ config: testConfig, db: database.db, storage: createLocalStorage(dir) });
    await broken.ready();
    await database.close();
    try {
      const res = await broken.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ status: 'unavailable', message: 'Database unavailable' });
    } finally {
      await broken.close();
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
