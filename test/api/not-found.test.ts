import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/app';

/** Stands in for the web pages (server/web/mount.ts): every path but /api and /uploads, answered in HTML. */
async function fakePages(app: FastifyInstance) {
  app.route({
    method: ['GET', 'HEAD', 'POST'],
    url: '/*',
    handler: async (_request, reply) => reply.code(404).type('text/html; charset=utf-8').send('<h1>Oops! Page not found</h1>'),
  });
}

function expectJsonNotFound(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(404);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json() as Record<string, unknown>;
  // The shape of every other error: a message, and `errors` only when a field is to blame.
  expect(typeof body.message).toBe('string');
  expect(Object.keys(body).filter((k) => k !== 'errors')).toEqual(['message']);
  expect(res.headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=(), payment=(), interest-cohort=()');
}

describe.each([
  ['without web pages', false],
  ['with web pages', true],
])('every JSON 404 has the one error shape (%s)', async (_label, withPages) => {
  const { app, loginAs } = await buildTestApp({}, withPages ? { web: fakePages } : {});
  const admin = await loginAs('admin');

  it.each([
    ['an unknown API path', 'GET', '/api/nope'],
    ['an unknown API method on a known path', 'DELETE', '/api/health'],
    ['an unknown nested API path', 'POST', '/api/auth/login/nope'],
    ['an unknown blog slug', 'GET', '/api/blogs/no-such-article'],
    ['an unknown lead id', 'GET', '/api/contacts/00000000-0000-0000-0000-000000000000'],
    ['an unknown lead id that is no UUID', 'GET', '/api/contacts/abc'],
    ['a missing upload', 'GET', '/uploads/2026/11/missing.png'],
  ] as const)('%s', async (_name, method, url) => {
    expectJsonNotFound(await app.inject({ method, url, headers: admin.bearerHeaders }));
  });

  it.runIf(!withPages)('a path outside /api when no pages are served', async () => {
    expectJsonNotFound(await app.inject({ method: 'GET', url: '/no-such-page' }));
  });

  it.runIf(withPages)('pages keep their HTML 404, with the Permissions-Policy', async () => {
    const res = await app.inject({ method: 'GET', url: '/no-such-page' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=(), payment=(), interest-cohort=()');
  });
});
