import { crc32 } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Blog } from '@contract/blogs';
import { sessions } from '../../server/db/schema/index';
import { buildTestApp } from '../helpers/app';
import { countRows, expectErrorShape, imageBuffer, listFiles, multipart, validContact } from '../helpers/fixtures';

const PAYLOAD = '<script>alert(document.cookie)</script><img src=x onerror=alert(1)>';

/** A PNG chunk (length, type, data, CRC) to smuggle text inside an otherwise valid image. */
function pngChunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

describe('security', async () => {
  const { app, database, uploadsDir, loginAs } = await buildTestApp();
  const tls = await buildTestApp({ TRUST_PROXY: 1 });
  const short = await buildTestApp({ SESSION_TTL_HOURS: 1 });
  const me = (headers: Record<string, string>) => app.inject({ method: 'GET', url: '/api/auth/me', headers });

  describe('sessions', () => {
    it('an expired session no longer authenticates, by cookie or bearer', async () => {
      const s = await loginAs('user');
      expect((await me(s.bearerHeaders)).statusCode).toBe(200);
      await database.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.userId, s.user._id));
      for (const headers of [s.bearerHeaders, { cookie: s.cookie }]) {
        const res = await me(headers);
        expect(res.statusCode).toBe(401);
        expect(expectErrorShape(res).message).toBe('Please sign in to continue');
      }
    });

    it('a session lasts SESSION_TTL_HOURS', async () => {
      const s = await short.loginAs('user');
      const [row] = await short.database.db.select().from(sessions).where(eq(sessions.userId, s.user._id));
      const ms = row!.expiresAt.getTime() - Date.now();
      expect(ms).toBeGreaterThan(59 * 60_000);
      expect(ms).toBeLessThanOrEqual(60 * 60_000);
    });

    it('a revoked session (row deleted) stops working at once', async () => {
      const s = await loginAs('admin');
      await database.db.delete(sessions).where(eq(sessions.userId, s.user._id));
      expect((await me(s.bearerHeaders)).statusCode).toBe(401);
      expect((await app.inject({ method: 'GET', url: '/api/auth/users', headers: s.bearerHeaders })).statusCode).toBe(401);
    });

    it('only the raw token authenticates: the stored hash does not', async () => {
      const s = await loginAs('user');
      const [row] = await database.db.select().from(sessions).where(eq(sessions.userId, s.user._id));
      expect(row!.tokenHash).not.toBe(s.token);
      expect((await me({ authorization: `Bearer ${row!.tokenHash}` })).statusCode).toBe(401);
    });
  });

  describe('CSRF: cookie-authenticated unsafe requests must come from our own origin', async () => {
    const admin = await loginAs('admin');
    const post = async () =>
      (await app.inject({ method: 'POST', url: '/api/blogs/new', headers: admin.bearerHeaders, payload: { title: 'CSRF target' } })).json() as Blog;
    const victimUser = async () => (await loginAs('user')).user._id;
    const png = await imageBuffer('png');
    /** Rows and stored files: a refused request must change neither. */
    const state = async () => ({ rows: await countRows(database.db), files: await listFiles(uploadsDir) });

    type Unsafe = { method: 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object | Buffer; headers?: Record<string, string> };
    const unsafe: [string, () => Promise<Unsafe>][] = [
      [
        'POST /api/uploads (multipart)',
        async () => ({ method: 'POST', url: '/api/uploads', ...multipart([{ filename: 'x.png', contentType: 'image/png', data: png }]) }),
      ],
      ['POST /api/blogs/new', async () => ({ method: 'POST', url: '/api/blogs/new', payload: { title: 'Forged' } })],
      ['PUT /api/blogs/:id', async () => ({ method: 'PUT', url: `/api/blogs/${(await post())._id}`, payload: { title: 'Forged' } })],
      ['DELETE /api/blogs/:id', async () => ({ method: 'DELETE', url: `/api/blogs/${(await post())._id}` })],
      [
        'POST /api/admin/users',
        async () => ({
          method: 'POST',
          url: '/api/admin/users',
          payload: { name: 'Evil', email: 'evil@example.com', password: 'evil-pw', role: 'admin' },
        }),
      ],
      ['DELETE /api/auth/users/:id', async () => ({ method: 'DELETE', url: `/api/auth/users/${await victimUser()}` })],
      [
        'PUT /api/auth/changepassword/:id',
        async () => ({ method: 'PUT', url: `/api/auth/changepassword/${admin.user._id}`, payload: { password: 'pwned!' } }),
      ],
      ['POST /api/auth/logout', async () => ({ method: 'POST', url: '/api/auth/logout' })],
    ];

    const foreign: [string, Record<string, string>][] = [
      ['Origin https://evil.example', { origin: 'https://evil.example' }],
      ['a look-alike Origin', { origin: 'http://localhost:80.evil.example' }],
      ['Origin null', { origin: 'null' }],
      ['only a cross-site Referer', { referer: 'https://evil.example/attack.html' }],
      ['a malformed Referer', { referer: 'not a url' }],
      ['no Origin and Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ];

    it.each(unsafe.flatMap(([name, build]) => foreign.map(([how, headers]) => ({ name, build, how, headers }))))(
      '$name with $how is refused 403 and changes nothing',
      async ({ build, headers }) => {
        const req = await build();
        const before = await state();
        const res = await app.inject({ ...req, headers: { ...req.headers, cookie: admin.cookie, ...headers } });
        expect(res.statusCode).toBe(403);
        expect(expectErrorShape(res).message).toBe('Cross-site request refused');
        expect(await state()).toEqual(before);
        expect((await me(admin.bearerHeaders)).statusCode).toBe(200);
      },
    );

    // What an attacker's page can send without a CORS preflight: a plain HTML form in any of its encodings.
    const formEncodings: [string, (fields: Record<string, string>) => { payload: string | Buffer; headers: Record<string, string> }][] = [
      [
        'application/x-www-form-urlencoded',
        (f) => ({ payload: new URLSearchParams(f).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
      ],
      // The classic trick: one field whose name and value together spell a JSON document.
      ['text/plain', (f) => ({ payload: JSON.stringify(f), headers: { 'content-type': 'text/plain' } })],
      ['multipart/form-data', (f) => multipart([], f)],
    ];
    const formTargets: [string, Record<string, string>][] = [
      ['/api/blogs/new', { title: 'Forged by a form', isPublished: 'true' }],
      ['/api/admin/users', { name: 'Evil', email: 'evil-form@example.com', password: 'evil-pw', role: 'admin' }],
    ];
    const attackers: [string, Record<string, string>][] = [
      ['Origin https://evil.example', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }],
      ['no Origin, Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ];
    it.each(
      formEncodings.flatMap(([encoding, encode]) =>
        formTargets.flatMap(([url, fields]) => attackers.map(([how, headers]) => ({ encoding, encode, url, fields, how, headers }))),
      ),
    )('a cross-site $encoding form POST to $url with the session cookie ($how) is refused 403', async ({ encode, url, fields, headers }) => {
      const body = encode(fields);
      const before = await state();
      const res = await app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, cookie: admin.cookie, ...headers } });
      expect(res.statusCode).toBe(403);
      expect(expectErrorShape(res).message).toBe('Cross-site request refused');
      expect(await state()).toEqual(before);
    });

    it('a PUT refused as cross-site leaves the post as it was', async () => {
      const p = await post();
      await app.inject({
        method: 'PUT',
        url: `/api/blogs/${p._id}`,
        headers: { cookie: admin.cookie, origin: 'https://evil.example' },
        payload: { title: 'Forged' },
      });
      expect(((await app.inject({ method: 'GET', url: `/api/blogs/${p._id}` })).json() as Blog).title).toBe('CSRF target');
    });

    it.each([
      ['the request’s own origin', { origin: 'http://localhost:80' }],
      ['SITE_URL’s origin', { origin: 'http://localhost:3000' }],
      ['a same-origin Referer', { referer: 'http://localhost:3000/blogs/new' }],
      ['no Origin, Sec-Fetch-Site same-origin', { 'sec-fetch-site': 'same-origin' }],
      ['no Origin, Sec-Fetch-Site same-site', { 'sec-fetch-site': 'same-site' }],
      ['no Origin, Sec-Fetch-Site none (typed by the user)', { 'sec-fetch-site': 'none' }],
      ['no Origin and no Fetch Metadata (not a browser)', {}],
    ])('accepts a cookie POST from %s', async (_how, headers) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/blogs/new',
        headers: { cookie: admin.cookie, ...headers },
        payload: { title: 'Same origin' },
      });
      expect(res.statusCode).toBe(201);
    });

    // Login CSRF: another site must not sign the visitor in to an account of its choosing.
    it.each([
      ['/api/auth/login', { email: 'csrf-login@example.com', password: 'correct horse battery' }],
      ['/api/auth/login/two-factor', { challenge: 'x'.repeat(43), code: '123456' }],
      ['/api/auth/login/two-factor/enrol', { challenge: 'x'.repeat(43), code: '123456' }],
      ['/api/auth/passkeys/login/verify', { challenge: 'x', response: {} }],
    ])('a cross-site sign-in at %s is refused 403 before anything is checked, with no cookie set', async (url, payload) => {
      await loginAs('user', { email: 'csrf-login@example.com' });
      for (const headers of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }]) {
        const res = await app.inject({ method: 'POST', url, payload, headers });
        expect(res.statusCode).toBe(403);
        expect(expectErrorShape(res).message).toBe('Cross-site request refused');
        expect(res.headers['set-cookie']).toBeUndefined();
      }
    });

    it('a sign-in from the site itself, or from no browser at all, goes through', async () => {
      await loginAs('user', { email: 'csrf-login@example.com' });
      for (const headers of [{ origin: 'http://localhost:3000' }, { 'sec-fetch-site': 'same-origin' }, {}]) {
        const payload = { email: 'csrf-login@example.com', password: 'correct horse battery' };
        expect((await app.inject({ method: 'POST', url: '/api/auth/login', payload, headers })).statusCode).toBe(200);
      }
    });

    it('does not apply to bearer requests, whatever their Origin', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/blogs/new',
        headers: { ...admin.bearerHeaders, origin: 'https://evil.example' },
        payload: { title: 'From an API client' },
      });
      expect(res.statusCode).toBe(201);
    });

    it.each([
      ['POST /api/blogs/new', () => ({ url: '/api/blogs/new', payload: { title: 'Bearer, no Origin' } })],
      ['POST /api/uploads (multipart)', () => ({ url: '/api/uploads', ...multipart([{ filename: 'b.png', contentType: 'image/png', data: png }]) })],
    ])('a bearer %s without Origin, even labelled cross-site, works', async (_name, build) => {
      const req = build();
      const res = await app.inject({
        method: 'POST',
        ...req,
        headers: { ...('headers' in req ? req.headers : {}), ...admin.bearerHeaders, 'sec-fetch-site': 'cross-site' },
      });
      expect(res.statusCode, res.body).toBe(201);
    });

    it('does not apply to requests without a session (the public forms)', async () => {
      const res = await app.inject({ method: 'POST', url: '/api/contacts', headers: { 'sec-fetch-site': 'cross-site' }, payload: validContact() });
      expect(res.statusCode).toBe(201);
    });

    it('does not apply to safe methods', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/contacts', headers: { cookie: admin.cookie, origin: 'https://evil.example' } });
      expect(res.statusCode).toBe(200);
    });
  });

  describe('uploads', async () => {
    const staff = await loginAs('user');
    const upload = (data: Buffer, filename = 'image.png', contentType = 'image/png') => {
      const body = multipart([{ filename, contentType, data }]);
      return app.inject({ method: 'POST', url: '/api/uploads', payload: body.payload, headers: { ...body.headers, ...staff.bearerHeaders } });
    };
    const served = async (res: LightMyRequestResponse) => {
      expect(res.statusCode, res.body).toBe(201);
      const get = await app.inject({ method: 'GET', url: (res.json() as { secure_url: string }).secure_url });
      expect(get.statusCode).toBe(200);
      return get;
    };

    it('a PNG with HTML appended is accepted only re-encoded: the stored bytes no longer hold the payload', async () => {
      const polyglot = Buffer.concat([await imageBuffer('png'), Buffer.from(`<html><body>${PAYLOAD}</body></html>`)]);
      const get = await served(await upload(polyglot));
      expect(get.headers['content-type']).toBe('image/png');
      expect(get.rawPayload.includes(Buffer.from('<script'))).toBe(false);
      expect(get.rawPayload.includes(Buffer.from('onerror'))).toBe(false);
    });

    it('a PNG carrying a script in a text chunk is stripped', async () => {
      const png = await imageBuffer('png');
      const iend = png.length - 12; // the IEND chunk is the last 12 bytes
      const withText = Buffer.concat([png.subarray(0, iend), pngChunk('tEXt', Buffer.from(`Comment\0${PAYLOAD}`)), png.subarray(iend)]);
      const get = await served(await upload(withText));
      expect(get.rawPayload.includes(Buffer.from('<script'))).toBe(false);
    });

    it('a JPEG carrying a script in a comment segment is stripped', async () => {
      const jpeg = await imageBuffer('jpeg');
      const comment = Buffer.from(PAYLOAD);
      const com = Buffer.concat([Buffer.from([0xff, 0xfe, (comment.length + 2) >> 8, (comment.length + 2) & 0xff]), comment]);
      const withComment = Buffer.concat([jpeg.subarray(0, 2), com, jpeg.subarray(2)]);
      const get = await served(await upload(withComment, 'photo.jpg', 'image/jpeg'));
      expect(get.headers['content-type']).toBe('image/jpeg');
      expect(get.rawPayload.includes(Buffer.from('<script'))).toBe(false);
    });

    it.each([
      ['HTML renamed .png', 'x.png', 'image/png', `<!doctype html>${PAYLOAD}`],
      ['HTML renamed .jpg', 'x.jpg', 'image/jpeg', `<html>${PAYLOAD}</html>`],
      ['SVG', 'x.svg', 'image/svg+xml', `<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`],
      ['SVG renamed .png', 'x.png', 'image/png', `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>`],
    ])('refuses %s', async (_kind, filename, type, text) => {
      const res = await upload(Buffer.from(text), filename, type);
      expect(res.statusCode).toBe(400);
      expectErrorShape(res);
    });
  });

  describe('stored XSS is kept as inert JSON text', async () => {
    const admin = await loginAs('admin');
    const h = admin.bearerHeaders;

    it('in contact name and message (email and phone refuse markup outright)', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/contacts',
        payload: validContact({ name: PAYLOAD, message: `${PAYLOAD}\n"quoted"` }),
      });
      expect(res.statusCode).toBe(201);
      const list = await app.inject({ method: 'GET', url: '/api/contacts', headers: h });
      expect(list.headers['content-type']).toMatch(/^application\/json/);
      const [row] = list.json() as { name: string; message: string }[];
      expect(row).toMatchObject({ name: PAYLOAD, message: `${PAYLOAD}\n"quoted"` });

      for (const field of ['email', 'phone'] as const) {
        const bad = await app.inject({ method: 'POST', url: '/api/contacts', payload: validContact({ [field]: `${PAYLOAD}@example.com` }) });
        expect(bad.statusCode).toBe(400);
        expect(bad.body).not.toContain('<script');
      }
    });

    it('the contacts CSV is an attachment that browsers will not sniff into HTML', async () => {
      const csv = await app.inject({ method: 'GET', url: '/api/contacts.csv', headers: h });
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toMatch(/^attachment;/);
      expect(csv.headers['x-content-type-options']).toBe('nosniff');
      expect(csv.headers['content-security-policy']).toMatch(/script-src 'none'|default-src 'none'/);
      // The cell is quoted where needed, so the markup cannot break the row structure either.
      expect(csv.body).toContain(`"${PAYLOAD}\n""quoted"""`);
    });

    it('in user name and phone', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/admin/users',
        headers: h,
        payload: { name: PAYLOAD, email: 'xss@example.com', password: 'Violet kettle 42', phone: '<b>1</b>' },
      });
      expect(res.statusCode).toBe(201);
      const list = (await app.inject({ method: 'GET', url: '/api/auth/users', headers: h })).json() as {
        email: string;
        name: string;
        phone: string;
      }[];
      expect(list.find((u) => u.email === 'xss@example.com')).toMatchObject({ name: PAYLOAD, phone: '<b>1</b>' });
    });

    it('in post title and tags (content is sanitised, see blogs.test.ts)', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/blogs/new',
        headers: h,
        payload: { title: PAYLOAD, tags: ['<b>bold</b>', '"><svg onload=alert(1)>'] },
      });
      expect(res.statusCode).toBe(201);
      const post = res.json() as Blog;
      expect(post.title).toBe(PAYLOAD);
      expect(post.tags).toEqual(['<b>bold</b>', '"><svg onload=alert(1)>']);
      expect(post.slug).toMatch(/^[a-z0-9-]+$/);
      const got = await app.inject({ method: 'GET', url: `/api/blogs/${post.slug}` });
      expect(got.headers['content-type']).toMatch(/^application\/json/);
      expect((got.json() as Blog).title).toBe(PAYLOAD);
    });

    it('in a post’s author (the signed-in user’s name) as text', async () => {
      const s = await loginAs('user', { name: PAYLOAD });
      const post = (
        await app.inject({ method: 'POST', url: '/api/blogs/new', headers: s.bearerHeaders, payload: { title: 'By a weird name' } })
      ).json() as Blog;
      expect(post.author).toBe(PAYLOAD);
    });

    it('is never reflected from the URL into an HTML answer', async () => {
      const probe = encodeURIComponent(PAYLOAD);
      for (const url of [`/api/${probe}`, `/api/blogs/${probe}`, `/api/blogs?page=${probe}`, `/${probe}`]) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
        expect(res.headers['content-type'], url).toMatch(/^application\/json/);
        expect(res.body, url).not.toContain('<script');
      }
    });
  });

  describe('response headers', async () => {
    const staff = await loginAs('user');
    const upload = multipart([{ filename: 'a.png', contentType: 'image/png', data: await imageBuffer('png') }]);
    const stored = (
      await app.inject({ method: 'POST', url: '/api/uploads', payload: upload.payload, headers: { ...upload.headers, ...staff.bearerHeaders } })
    ).json() as { secure_url: string };

    const targets: [string, () => Promise<LightMyRequestResponse>][] = [
      ['GET /api/health', () => app.inject({ method: 'GET', url: '/api/health' })],
      ['GET /api/blogs', () => app.inject({ method: 'GET', url: '/api/blogs' })],
      ['a 404 API answer', () => app.inject({ method: 'GET', url: '/api/nope' })],
      ['a 400 API answer', () => app.inject({ method: 'POST', url: '/api/contacts', payload: {} })],
      ['a 401 API answer', () => app.inject({ method: 'GET', url: '/api/contacts' })],
      ['a static upload', () => app.inject({ method: 'GET', url: stored.secure_url })],
    ];

    it.each(targets)(
      '%s: CSP with frame-ancestors none and no unsafe-inline scripts, nosniff, Referrer-Policy, no version banners',
      async (_n, send) => {
        const res = await send();
        const csp = String(res.headers['content-security-policy'] ?? '');
        expect(csp).toMatch(/frame-ancestors 'none'/);
        const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? /default-src ([^;]*)/.exec(csp)?.[1];
        expect(scriptSrc).toBeDefined();
        expect(scriptSrc).not.toContain("'unsafe-inline'");
        expect(scriptSrc).not.toContain("'unsafe-eval'");
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['referrer-policy']).toBeTruthy();
        expect(res.headers['x-frame-options']).toBe('DENY');
        expect(res.headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=(), payment=(), interest-cohort=()');
        expect(res.headers['server']).toBeUndefined();
        expect(res.headers['x-powered-by']).toBeUndefined();
        // Plain http: no HSTS.
        expect(res.headers['strict-transport-security']).toBeUndefined();
      },
    );

    it('sends HSTS only when the request came over TLS (through a trusted proxy)', async () => {
      const https = await tls.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
      expect(https.headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
      const plain = await tls.app.inject({ method: 'GET', url: '/api/health' });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
      // Without TRUST_PROXY the header is not believed.
      const spoofed = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
      expect(spoofed.headers['strict-transport-security']).toBeUndefined();
    });
  });

  describe('input PostgreSQL cannot store', () => {
    it.each([
      ['POST /api/contacts', '/api/contacts', { ...validContact(), name: 'a\u0000b' }, 'name'],
      ['POST /api/subscriptions', '/api/subscriptions', { email: 'a\u0000@example.com' }, 'email'],
      ['POST /api/auth/login', '/api/auth/login', { email: '\u0000', password: 'x' }, 'email'],
    ])('%s with a NUL character answers 400 naming the field, not 500', async (_n, url, payload, field) => {
      const res = await app.inject({ method: 'POST', url, payload });
      expect(res.statusCode).toBe(400);
      expect(expectErrorShape(res).errors?.[0]?.field).toBe(field);
    });

    it('a NUL in a path parameter answers 400', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/blogs/%00' });
      expect(res.statusCode).toBe(400);
      expectErrorShape(res);
    });

    it.each(['/api/blogs/%', '/api/blogs/%ZZ', '/%E0%A4%A'])('a malformed URL (%s) answers 400 with the JSON error shape', async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(expectErrorShape(res).message).toBe('The address is not valid');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    });
  });

  describe('body size limit', async () => {
    const staff = await loginAs('user');

    it.each([
      ['POST /api/contacts', '/api/contacts', {}],
      ['POST /api/blogs/new', '/api/blogs/new', staff.bearerHeaders],
    ])('%s with a JSON body over 1 MB answers 413 with the JSON error and stores nothing', async (_n, url, headers) => {
      const before = await countRows(database.db);
      const body = JSON.stringify({ ...validContact(), title: 'Big', message: 'x'.repeat(1024 * 1024), content: 'x'.repeat(1024 * 1024) });
      const res = await app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': 'application/json' }, payload: body });
      expect(res.statusCode).toBe(413);
      expect(expectErrorShape(res).message).toBe('Request body is too large');
      expect(await countRows(database.db)).toEqual(before);
    });

    it('a body just under 1 MB is read (and then validated)', async () => {
      const res = await app.inject({ method: 'POST', url: '/api/contacts', payload: { ...validContact(), message: 'x'.repeat(1000 * 1000) } });
      expect(res.statusCode).toBe(400);
      expect(expectErrorShape(res).errors?.[0]?.field).toBe('message');
    });
  });
});
