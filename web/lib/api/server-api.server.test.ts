import { RouterContextProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from './errors';
import { PUBLIC_READ_TIMEOUT_MS, serverApi } from './server-api.server';
import { webContext, type WebLoadContext } from '../load-context';

const contextWith = (apiFetch: typeof fetch) =>
  new RouterContextProvider(new Map([[webContext, { apiFetch, apiBase: 'http://in-process' } as WebLoadContext]]));
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** What a loader's read threw: the 503 answer (status and Retry-After), or the error itself. */
async function thrownBy(read: Promise<unknown>) {
  try {
    await read;
  } catch (err) {
    const init = (err as { init?: ResponseInit }).init;
    return init ? { status: init.status, retryAfter: new Headers(init.headers).get('retry-after') } : err;
  }
  throw new Error('the read did not throw');
}

describe('serverApi: a public page whose data is unavailable answers 503 with Retry-After', () => {
  afterEach(() => vi.useRealTimers());

  it('a 5xx or a 429 from the API, or no connection', async () => {
    expect(await thrownBy(serverApi(contextWith(async () => json(500, { message: 'x' }))).blogs.get('a'))).toEqual({ status: 503, retryAfter: '30' });
    expect(await thrownBy(serverApi(contextWith(async () => json(429, { message: 'x' }, { 'retry-after': '17' }))).blogs.get('a'))).toEqual({
      status: 503,
      retryAfter: '17',
    });
    const refused = async () => {
      throw new TypeError('fetch failed');
    };
    expect(await thrownBy(serverApi(contextWith(refused)).blogs.get('a'))).toEqual({ status: 503, retryAfter: '30' });
  });

  it('an API that does not answer in time', async () => {
    vi.useFakeTimers();
    const read = thrownBy(serverApi(contextWith(() => new Promise<Response>(() => undefined))).blogs.get('a'));
    await vi.advanceTimersByTimeAsync(PUBLIC_READ_TIMEOUT_MS);
    expect(await read).toEqual({ status: 503, retryAfter: '30' });
  });

  it('a 404 stays the API error the page handles; staff reads keep theirs', async () => {
    expect(await thrownBy(serverApi(contextWith(async () => json(404, { message: 'Not found' }))).blogs.get('a'))).toBeInstanceOf(ApiRequestError);
    const staff = serverApi(
      contextWith(async () => json(500, { message: 'x' })),
      { as: new Request('http://x/dashboard') },
    );
    expect(await thrownBy(staff.blogs.get('a'))).toBeInstanceOf(ApiRequestError);
  });
});
