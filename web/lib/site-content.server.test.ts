import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { siteContent } from './site-content.server';
import { webContext, type WebLoadContext } from './load-context';

/** A router context whose in-process API answers every content read with [] and counts the reads by path. */
function countingContext(reads: string[] = []) {
  const apiFetch = (async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    reads.push(url.pathname + url.search);
    const body = url.pathname.endsWith('/company') ? { message: 'Not found' } : [];
    return new Response(JSON.stringify(body), {
      status: url.pathname.endsWith('/company') ? 404 : 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  const context = new RouterContextProvider(new Map([[webContext, { apiFetch, apiBase: 'http://in-process' } as WebLoadContext]]));
  return { context, reads };
}

describe('siteContent: one request reads each item once', () => {
  it('the layout and the page asking for the same collection or item share one API read', async () => {
    const { context, reads } = countingContext();
    const request = new Request('http://site/aboutus');
    const layout = siteContent({ context, request });
    const page = siteContent({ context, request });
    const [a, b, c, d] = await Promise.all([layout.list('offices'), page.list('offices'), layout.single('company'), page.single('company')]);
    expect(a).toEqual([]);
    expect(b).toBe(a);
    expect(c).toBeNull();
    expect(d).toBeNull();
    expect(reads.filter((r) => r.startsWith('/api/content/offices'))).toHaveLength(1);
    expect(reads.filter((r) => r.startsWith('/api/content/company'))).toHaveLength(1);
  });

  it('another request reads again', async () => {
    const reads: string[] = [];
    for (const { context } of [countingContext(reads), countingContext(reads)]) {
      await siteContent({ context, request: new Request('http://site/') }).list('services');
    }
    expect(reads).toHaveLength(2);
  });
});
