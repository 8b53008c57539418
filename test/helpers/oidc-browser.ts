import type { FastifyInstance } from 'fastify';

export interface Hop {
  status: number;
  location: string | null;
  body: string;
}

/**
 * A tiny browser for single sign-on tests: one cookie jar per host, redirects followed by hand, the
 * provider's development login and consent forms filled in. Requests to the site go to the app by
 * inject (it never listens); requests to the provider go over loopback HTTP.
 */
export function createOidcBrowser(app: FastifyInstance, siteOrigin: string) {
  const jars = new Map<string, Map<string, string>>();
  const jarOf = (url: URL) => jars.get(url.host) ?? jars.set(url.host, new Map()).get(url.host)!;
  const keep = (url: URL, setCookies: string[]) => {
    for (const line of setCookies) {
      const [pair = '', ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=thu, 01 jan 1970/i.test(a));
      if (expired || value === '') jarOf(url).delete(name);
      else jarOf(url).set(name, value);
    }
  };
  const cookieHeader = (url: URL) => [...jarOf(url)].map(([k, v]) => `${k}=${v}`).join('; ');

  async function request(href: string, init: { method?: 'GET' | 'POST'; form?: Record<string, string> } = {}): Promise<Hop> {
    const url = new URL(href, siteOrigin);
    const method = init.method ?? 'GET';
    const body = init.form ? new URLSearchParams(init.form).toString() : undefined;
    const headers: Record<string, string> = { cookie: cookieHeader(url) };
    if (body) headers['content-type'] = 'application/x-www-form-urlencoded';
    if (url.origin === siteOrigin) {
      const res = await app.inject({ method, url: url.pathname + url.search, headers, ...(body ? { payload: body } : {}) });
      const set = res.headers['set-cookie'];
      keep(url, set === undefined ? [] : Array.isArray(set) ? set : [set]);
      const location = res.headers.location;
      return { status: res.statusCode, location: typeof location === 'string' ? new URL(location, url).href : null, body: res.body };
    }
    const res = await fetch(url, { method, headers, redirect: 'manual', ...(body ? { body } : {}) });
    keep(url, res.headers.getSetCookie());
    const location = res.headers.get('location');
    return { status: res.status, location: location ? new URL(location, url).href : null, body: await res.text() };
  }

  /**
   * From the site's start URL through the provider's pages (signing in as `login`) up to the
   * provider's redirect back to the site's callback, which is NOT requested: its URL is answered.
   */
  async function toCallback(startUrl: string, login: string): Promise<string> {
    let here = new URL(startUrl, siteOrigin).href;
    let hop = await request(here);
    for (let i = 0; i < 20; i++) {
      if (hop.location) {
        if (new URL(hop.location).origin === siteOrigin) return hop.location;
        here = hop.location;
        hop = await request(here);
        continue;
      }
      if (hop.status !== 200) throw new Error(`unexpected ${hop.status}: ${hop.body.slice(0, 300)}`);
      const action = /action="([^"]+)"/.exec(hop.body)?.[1];
      if (!action) throw new Error(`no form on the provider's page: ${hop.body.slice(0, 300)}`);
      // Every hidden field of the page's form (prompt, and xsrf on the provider's own confirmations).
      const form: Record<string, string> = {};
      for (const m of hop.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)) form[m[1]!] = m[2]!;
      if (form.prompt === 'login') Object.assign(form, { login, password: 'any password' });
      here = new URL(action.replace(/&amp;/g, '&'), here).href;
      hop = await request(here, { method: 'POST', form });
    }
    throw new Error('too many redirects');
  }

  return {
    request,
    toCallback,
    /** Start to finish: the site's answer to the callback (a redirect with the session cookie, or a refusal). */
    async signIn(startUrl: string, login: string): Promise<Hop> {
      return request(await toCallback(startUrl, login));
    },
    cookieFor: (origin: string, name: string) => jarOf(new URL(origin)).get(name),
    setCookie: (origin: string, name: string, value: string) => jarOf(new URL(origin)).set(name, value),
    dropCookie: (origin: string, name: string) => jarOf(new URL(origin)).delete(name),
  };
}
