import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@contract/choices';
import { buildTestApp } from '../helpers/app';
import { expectErrorShape, imageBuffer, listFiles, multipart } from '../helpers/fixtures';

const STORED_URL = /^\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.(png|jpg)$/;

describe('POST /api/uploads', async () => {
  const { app, uploadsDir, loginAs } = await buildTestApp();
  const staff = await loginAs('user');
  const upload = (body: { payload: Buffer; headers: Record<string, string> }) =>
    app.inject({ method: 'POST', url: '/api/uploads', payload: body.payload, headers: { ...body.headers, ...staff.bearerHeaders } });

  it.each([
    ['png', 'image/png', 'png', 'image/png'],
    ['jpeg', 'image/jpeg', 'jpg', 'image/jpeg'],
  ] as const)('accepts a %s image: 201 {secure_url, width, height}, then serves it with the right type', async (format, declared, ext, served) => {
    const data = await imageBuffer(format, 12, 7);
    const res = await upload(multipart([{ filename: `photo.${ext}`, contentType: declared, data }]));
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as { secure_url: string; width: number; height: number };
    expect(body).toEqual({ secure_url: expect.stringMatching(STORED_URL), width: 12, height: 7 });
    expect(body.secure_url.endsWith(`.${ext}`)).toBe(true);

    const get = await app.inject({ method: 'GET', url: body.secure_url });
    expect(get.statusCode).toBe(200);
    expect(get.headers['content-type']).toBe(served);
    expect(get.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(get.rawPayload).metadata();
    expect(meta).toMatchObject({ format, width: 12, height: 7 });
  });

  it('answers a path for a page on this origin, and an absolute URL on this origin for a page on another (API on its own host)', async () => {
    const data = await imageBuffer('png');
    const send = (origin: string) => {
      const body = multipart([{ filename: 'a.png', contentType: 'image/png', data }]);
      return app.inject({
        method: 'POST',
        url: '/api/uploads',
        payload: body.payload,
        headers: { ...body.headers, ...staff.bearerHeaders, host: 'api.example.com', origin },
      });
    };
    const same = await send('http://api.example.com');
    expect(same.statusCode, same.body).toBe(201);
    expect((same.json() as { secure_url: string }).secure_url).toMatch(STORED_URL);
    // Same host seen over http behind a TLS proxy: still this site.
    const behindTls = await send('https://api.example.com');
    expect((behindTls.json() as { secure_url: string }).secure_url).toMatch(STORED_URL);
    const other = await send('https://www.example.com');
    expect(other.statusCode, other.body).toBe(201);
    const url = (other.json() as { secure_url: string }).secure_url;
    expect(url.startsWith('https://api.example.com/uploads/')).toBe(true);
    expect(url.slice('https://api.example.com'.length)).toMatch(STORED_URL);
    const plain = await send('http://localhost:5173');
    expect((plain.json() as { secure_url: string }).secure_url.startsWith('http://api.example.com/uploads/')).toBe(true);
  });

  it('judges by content, not by name or declared type: a PNG named .jpg declared as text is stored as .png', async () => {
    const res = await upload(multipart([{ filename: 'weird.jpg', contentType: 'text/plain', data: await imageBuffer('png') }]));
    expect(res.statusCode).toBe(201);
    expect((res.json() as { secure_url: string }).secure_url).toMatch(/\.png$/);
  });

  it.each([
    ['text', 'notes.png', 'image/png', 'just some text'],
    ['HTML', 'page.png', 'image/png', '<!doctype html><html><body><script>alert(1)</script></body></html>'],
    ['SVG', 'vector.png', 'image/png', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>'],
    ['SVG declared as SVG', 'vector.svg', 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>'],
    ['GIF', 'anim.png', 'image/png', Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64')],
    ['empty file', 'empty.png', 'image/png', ''],
    ['truncated PNG', 'half.png', 'image/png', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')],
  ])('refuses a %s file with 400 and stores nothing', async (_kind, filename, contentType, data) => {
    const before = await listFiles(uploadsDir);
    const res = await upload(multipart([{ filename, contentType, data: typeof data === 'string' ? Buffer.from(data) : data }]));
    expect(res.statusCode).toBe(400);
    expect(expectErrorShape(res)).toEqual({
      message: 'Invalid file type. Please upload a PNG or JPEG image.',
      errors: [{ field: 'file', message: 'Invalid file type. Please upload a PNG or JPEG image.' }],
    });
    expect(await listFiles(uploadsDir)).toEqual(before);
  });

  it('answers 413 for a file over 5 MB and stores nothing', async () => {
    const before = await listFiles(uploadsDir);
    const big = Buffer.concat([await imageBuffer('png'), Buffer.alloc(MAX_UPLOAD_BYTES + 1)]);
    const res = await upload(multipart([{ filename: 'big.png', contentType: 'image/png', data: big }]));
    expect(res.statusCode).toBe(413);
    expect(expectErrorShape(res).message).toBe('The image is too large (5 MB at most)');
    expect(await listFiles(uploadsDir)).toEqual(before);
  });

  describe('a malformed multipart body answers 400 naming the file field, never 413', () => {
    const whole = async () => multipart([{ filename: 'cut.png', contentType: 'image/png', data: await imageBuffer('png', 64, 64) }]);
    const cases: [string, () => Promise<{ payload: Buffer; headers: Record<string, string> }>][] = [
      [
        'cut off inside the file',
        async () => {
          const body = await whole();
          return { ...body, payload: body.payload.subarray(0, Math.floor(body.payload.length / 2)) };
        },
      ],
      [
        'missing its closing boundary',
        async () => {
          const body = await whole();
          return { ...body, payload: body.payload.subarray(0, body.payload.lastIndexOf('\r\n--')) };
        },
      ],
      [
        'cut off inside the part headers',
        async () => {
          const body = await whole();
          return { ...body, payload: body.payload.subarray(0, body.payload.indexOf('filename=')) };
        },
      ],
      [
        'with a boundary that never appears',
        async () => ({
          payload: Buffer.from('no parts here at all'),
          headers: { 'content-type': 'multipart/form-data; boundary=abc123' },
        }),
      ],
      ['without a boundary', async () => ({ payload: (await whole()).payload, headers: { 'content-type': 'multipart/form-data' } })],
    ];

    it.each(cases)('%s', async (_how, build) => {
      const before = await listFiles(uploadsDir);
      const res = await upload(await build());
      expect(res.statusCode, res.body).toBe(400);
      const body = expectErrorShape(res);
      expect(body.errors?.[0]?.field).toBe('file');
      expect(body.message).not.toMatch(/too large/);
      expect(await listFiles(uploadsDir)).toEqual(before);
    });
  });

  it('answers 400 when no file is sent', async () => {
    const cases = [
      multipart([], { title: 'no file here' }),
      multipart([{ field: 'image', filename: 'a.png', contentType: 'image/png', data: Buffer.from('x') }]),
      { payload: Buffer.from(JSON.stringify({ file: 'x' })), headers: { 'content-type': 'application/json' } },
    ];
    for (const body of cases) {
      const res = await upload(body);
      expect(res.statusCode, res.body).toBe(400);
      expectErrorShape(res);
    }
    const empty = await app.inject({ method: 'POST', url: '/api/uploads', headers: staff.bearerHeaders });
    expect([400, 415]).toContain(empty.statusCode);
    expectErrorShape(empty);
  });

  it('ignores a path-traversal filename: the file is stored under a generated name inside the uploads folder', async () => {
    const res = await upload(multipart([{ filename: '../../../../tmp/evil.png', contentType: 'image/png', data: await imageBuffer('png') }]));
    expect(res.statusCode).toBe(201);
    const url = (res.json() as { secure_url: string }).secure_url;
    expect(url).toMatch(STORED_URL);
    expect(url).not.toContain('evil');
    const files = await listFiles(uploadsDir);
    expect(files.some((f) => f.endsWith(url.replace('/uploads/', '')))).toBe(true);
    for (const f of files) expect(path.resolve(f).startsWith(path.resolve(uploadsDir) + path.sep)).toBe(true);
    await expect(fs.stat('/tmp/evil.png')).rejects.toThrow();
  });

  it('does not serve paths outside the uploads folder', async () => {
    for (const url of ['/uploads/../package.json', '/uploads/%2e%2e/%2e%2e/package.json', '/uploads/..%2f..%2fpackage.json']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.body).not.toContain('"dependencies"');
    }
  });
});
