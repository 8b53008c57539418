import { z } from 'zod';
import { TOTAL_CAPPED_HEADER, TOTAL_COUNT_HEADER } from '@contract/paging';
import { ApiRequestError, retryAfterSeconds } from './errors';

export interface ApiClientOptions {
  /** Origin of the API ('' = same origin as the page). */
  baseUrl: string;
  fetch?: typeof fetch;
  /** Headers for every call (the server forwards a visitor's cookie this way). */
  headers?: Record<string, string>;
}

/** SPEC.md section 7: any 2xx accepts a form post; its body is not read. */
export const accepted = null;

const errorBody = z.object({ message: z.string(), errors: z.array(z.object({ field: z.string(), message: z.string() })).optional() });

/** '?a=1&b=2' from the defined values of a query object; '' when none. */
export function queryString(query: object): string {
  const qs = new URLSearchParams(
    Object.entries(query)
      .filter(([, v]) => v !== undefined && v !== null && v !== '')
      .map(([k, v]) => [k, String(v)]),
  ).toString();
  return qs ? `?${qs}` : '';
}

/** How every resource of the client reaches the API: one fetch, one error shape, one parse by the contract's schema. */
export function createTransport({ baseUrl, fetch: fetchFn = globalThis.fetch, headers = {} }: ApiClientOptions) {
  async function call<T>(schema: z.ZodType<T> | null, method: string, path: string, body?: unknown): Promise<{ data: T; response: Response }> {
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    const response = await fetchFn(baseUrl + path, {
      method,
      credentials: 'include',
      headers: { accept: 'application/json', ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}), ...headers },
      ...(body !== undefined ? { body: isForm ? body : JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    if (!response.ok) {
      const parsed = errorBody.safeParse(json);
      throw new ApiRequestError(response.status, parsed.success ? parsed.data : null, retryAfterSeconds(response.headers), json);
    }
    return { data: (schema ? schema.parse(json) : json) as T, response };
  }

  return {
    baseUrl,
    call,
    /** A call's parsed body. */
    send: <T>(schema: z.ZodType<T> | null, method: string, path: string, body?: unknown) => call(schema, method, path, body).then((r) => r.data),
    get: <T>(schema: z.ZodType<T>, path: string) => call(schema, 'GET', path).then((r) => r.data),
    /** A list page and the total from X-Total-Count (`capped`: at least that many, X-Total-Capped). */
    async page<T>(schema: z.ZodType<T[]>, path: string, query: object) {
      const { data, response } = await call(schema, 'GET', path + queryString(query));
      const total = Number(response.headers.get(TOTAL_COUNT_HEADER) ?? data.length);
      return { items: data, total, capped: response.headers.get(TOTAL_CAPPED_HEADER) === 'true' };
    },
    enc: encodeURIComponent,
  };
}

export type Transport = ReturnType<typeof createTransport>;
