import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../helpers/app';

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, { headers?: Record<string, unknown> }>;
}

/** Issue 43 point 4 (decision 103): the OpenAPI document as tools read it. */
describe('the OpenAPI document under Redocly’s recommended rules', async () => {
  const { app } = await buildTestApp();
  const source = (await app.inject({ method: 'GET', url: '/api/docs' })).body;
  const doc = JSON.parse(source) as { servers?: { url: string }[]; paths: Record<string, Record<string, Operation>> };

  it('has no error (158 before: no operation declared security, two paths differed only by a parameter name, no servers)', async () => {
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config: await createConfig({ extends: ['recommended'] }) });
    const errors = problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message} (${p.location[0]?.pointer ?? ''})`);
    expect(errors).toEqual([]);
  });

  it('says who may call each operation: staff routes a session (token or cookie) and a scoped API key where one may; public ones nothing', () => {
    const op = (path: string, method: string) => doc.paths[path]![method]!;
    expect(op('/api/contacts', 'get').security).toEqual([{ session: [] }, { cookie: [] }, { apiKey: ['leads:read'] }]);
    expect(op('/api/webhooks', 'post').security).toEqual([{ session: [] }, { cookie: [] }]);
    expect(op('/api/contacts', 'post').security).toEqual([]);
    // A session or key with posts:read also sees drafts; anyone may call it.
    expect(op('/api/blogs/{id}', 'get').security).toEqual([{}, { session: [] }, { cookie: [] }, { apiKey: ['posts:read'] }]);
    expect(Object.keys(op('/api/contacts', 'get').responses)).toEqual(expect.arrayContaining(['200', '401', '403']));
  });

  it('names every operation once, gives the server, and documents X-Total-Count on the lists that send it', () => {
    const ids = Object.values(doc.paths).flatMap((item) => Object.values(item).map((o) => o.operationId));
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths['/api/contacts/{id}']!.patch!.operationId).toBe('patchContactsById');
    expect(doc.servers).toEqual([{ url: 'http://localhost:3000', description: 'This site' }]);
    for (const [path, method] of [
      ['/api/contacts', 'get'],
      ['/api/blogs', 'get'],
      ['/api/blog-summaries', 'get'],
      ['/api/auth/users', 'get'],
    ] as const) {
      expect(doc.paths[path]![method]!.responses['200']!.headers, path).toHaveProperty('X-Total-Count');
    }
  });
});
