import { describe, expect, it } from 'vitest';
import type { AuditEvent } from '@contract/audit';
import { findIllFormed, wellFormed } from '../../server/plugins/app/well-formed-text';
import { buildTestApp } from '../helpers/app';
import { validContact } from '../helpers/fixtures';

/** JSON text with a raw \uXXXX escape, which JSON.stringify would never write for a lone surrogate. */
const withEscape = (body: Record<string, unknown>, field: string, escaped: string) =>
  JSON.stringify({ ...body, [field]: '@@' }).replace('"@@"', `"${escaped}"`);

describe('unpaired UTF-16 surrogates in a request', async () => {
  const { app, loginAs } = await buildTestApp();
  const admin = await loginAs('admin');
  const post = (url: string, payload: string) => app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });
  const failedSignIns = async () =>
    (
      (
        await app.inject({ method: 'GET', url: '/api/audit?pageSize=200&action=auth.sign_in_failed', headers: admin.bearerHeaders })
      ).json() as AuditEvent[]
    ).filter((e) => e.details.reason === 'ill-formed text');

  it('a sign-in email holding a lone high surrogate: 400 naming email, audited as a failed sign-in', async () => {
    const res = await post('/api/auth/login', withEscape({ password: 'whatever-it-is' }, 'email', '\\ud800mallory@example.com'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'email: must be well-formed Unicode text (it holds an unpaired UTF-16 surrogate)',
      errors: [{ field: 'email', message: 'must be well-formed Unicode text (it holds an unpaired UTF-16 surrogate)' }],
    });
    const [entry] = await failedSignIns();
    expect(entry).toMatchObject({ actorId: null, targetId: '', ip: '127.0.0.1', details: { email: '\uFFFDmallory@example.com', account: false } });
  });

  it('a lone low surrogate in the password: 400 naming password, audited, the password never stored', async () => {
    const before = (await failedSignIns()).length;
    const res = await post('/api/auth/login', withEscape({ email: 'someone@example.com' }, 'password', 'secret\\udc00secret'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: [{ field: 'password' }] });
    const entries = await failedSignIns();
    expect(entries).toHaveLength(before + 1);
    expect(JSON.stringify(entries)).not.toContain('secret');
  });

  it('any JSON body: the lead form names the field; a well-formed pair (an emoji) is fine', async () => {
    const bad = await post('/api/contacts', withEscape(validContact() as unknown as Record<string, unknown>, 'message', 'Hello \\udbff'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: [{ field: 'message' }] });
    const good = await post('/api/contacts', JSON.stringify(validContact({ message: 'Hello \ud83d\ude00 and \u00e9' })));
    expect(good.statusCode, good.body).toBe(201);
  });

  it('a staff body (cookie or bearer) is checked the same way', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/blogs/new',
      headers: { ...admin.bearerHeaders, 'content-type': 'application/json' },
      payload: withEscape({ content: '<p>x</p>' }, 'title', 'Title \\ud800'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: [{ field: 'title' }] });
  });

  it('a body nested 100,000 deep is walked without running out of stack, and named by its start', async () => {
    const depth = 100_000;
    const res = await post('/api/contacts', `{"name":${'['.repeat(depth)}"\\ud800"${']'.repeat(depth)}}`);
    expect(res.statusCode).toBe(400);
    const { errors } = res.json() as { errors: { field: string }[] };
    expect(errors[0]!.field).toMatch(/^name(\.0)+\.?…$/);
    expect(errors[0]!.field).toHaveLength(201);
  });

  it('names the path of the first ill-formed string, keys included', () => {
    expect(findIllFormed({ a: 'ok', items: [{ name: 'fine' }, { name: 'x\ud800' }] })).toBe('items.1.name');
    expect(findIllFormed({ ['k\udc00']: 'v' })).toBe('k\uFFFD');
    expect(findIllFormed('\ud800')).toBe('');
    expect(findIllFormed({ emoji: '\ud83d\ude00', n: 1, b: null })).toBeNull();
    expect(wellFormed('a\ud800b\udc00\ud83d\ude00')).toBe('a\uFFFDb\uFFFD\ud83d\ude00');
  });
});
