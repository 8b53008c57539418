import { RouterContextProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { webContext, type WebLoadContext } from '~/lib/load-context';
import { staffApi, staffRead } from './staff-api.server';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function contextAnswering(answer: () => Response) {
  const apiFetch = vi.fn(async () => answer());
  const values = { apiBase: '', apiFetch } as unknown as WebLoadContext;
  return { context: new RouterContextProvider(new Map([[webContext, values]])), apiFetch };
}

const request = new Request('http://localhost/blogs/edit/42?tab=1', { headers: { cookie: 'sid=abc' } });

describe('staffApi (staff loaders and actions)', () => {
  it("calls the API as the visitor (cookie forwarded) and answers the call's result", async () => {
    const { context, apiFetch } = contextAnswering(() => json(200, []));
    await expect(staffApi(request, context, (api) => api.users.list())).resolves.toEqual([]);
    expect(apiFetch).toHaveBeenCalledWith('/api/auth/users', expect.objectContaining({ headers: expect.objectContaining({ cookie: 'sid=abc' }) }));
  });

  it('throws the redirect to sign-in, and back to this page, when the session has ended', async () => {
    const { context } = contextAnswering(() => json(401, { message: 'Not signed in' }));
    const thrown = await staffApi(request, context, (api) => api.users.list()).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get('location')).toBe('/auth/login?next=%2Fblogs%2Fedit%2F42%3Ftab%3D1');
  });

  it("staffRead turns any other failure into SPEC.md's message with the API's status", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { context } = contextAnswering(() => json(404, { message: 'Blog not found' }));
    const thrown = await staffRead(request, context, (api) => api.blogs.get('42'), 'Blog not found').catch((e: unknown) => e);
    expect(thrown).toMatchObject({ data: 'Blog not found', init: { status: 404 } });
  });

  it('refuses a cross-site post to a page action before calling the API', async () => {
    // Removing a person answers what was handed over to the remover (issue 28).
    const removed = { message: 'ok', leadsMoved: 0, postsMoved: 0 };
    const { context, apiFetch } = contextAnswering(() => json(200, removed));
    const post = (headers: Record<string, string>) => new Request('http://localhost/admin/users', { method: 'POST', headers });
    const crossSite: Record<string, string>[] = [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }];
    for (const headers of crossSite) {
      const thrown = await staffApi(post(headers), context, (api) => api.users.remove('u1')).catch((e: unknown) => e);
      expect(thrown).toMatchObject({ init: { status: 403 } });
    }
    expect(apiFetch).not.toHaveBeenCalled();
    await expect(staffApi(post({ origin: 'http://localhost' }), context, (api) => api.users.remove('u1'))).resolves.toEqual(removed);
  });
});
