import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { inProcessReadHeaders, inProcessRequestHeaders } from '../lib/in-process-read';
import { inProcessRequestSpan } from '../observability/tracer';
import type { RenderTags } from './render-tags';

/**
 * A fetch that sends the request through the API's own HTTP stack in-process (app.inject):
 * the web app still speaks only HTTP to the API, without a loopback socket per page view.
 * Used when API_ORIGIN is unset (same origin); otherwise pages use the real fetch.
 * `remoteAddress` is the visitor's address, so per-IP limits on what they send (a form post through
 * a route action) apply to them and not to the server. Reads carry this process's internal
 * credential instead: a page view reads what it shows without passing the public read limit.
 * `renderTags` collects the tags of every answer (a cached render's, decision 075).
 */
export function createInProcessFetch(app: FastifyInstance, remoteAddress?: string, renderTags?: RenderTags): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, key) => {
      headers[key] = value;
    });
    // No wire in between: compressing the answer here would only be undone by the reader.
    delete headers['accept-encoding'];
    if (request.method === 'GET' || request.method === 'HEAD') Object.assign(headers, inProcessReadHeaders());
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : Buffer.from(await request.arrayBuffer());
    Object.assign(headers, inProcessRequestHeaders());
    const res = await inProcessRequestSpan(request.method, () =>
      app.inject({
        method: request.method as 'GET',
        url: url.pathname + url.search,
        headers,
        ...(remoteAddress ? { remoteAddress } : {}),
        ...(body ? { payload: body } : {}),
      }),
    );
    // A turn of the event loop before the caller goes on: a page's loaders chain their API calls'
    // continuations in one long run of microtasks, during which no other request (a probe, a
    // visitor) is even read from its socket.
    await nextTurn();
    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [String(value)]) responseHeaders.append(key, v);
    }
    renderTags?.read(responseHeaders);
    const noBody = res.statusCode === 204 || res.statusCode === 304 || request.method === 'HEAD';
    return new Response(noBody ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers: responseHeaders });
  };
}
