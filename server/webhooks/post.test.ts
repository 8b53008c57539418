import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { postWebhook, targetProblem } from './post';

/** Loopback servers answering as told; each keeps the bodies it got. */
async function server(handle: (req: http.IncomingMessage, res: http.ServerResponse, body: string) => void) {
  const bodies: string[] = [];
  const s = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      bodies.push(body);
      handle(req, res, body);
    });
  });
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(s.address() as AddressInfo).port}`, bodies, close: () => new Promise<void>((r) => s.close(() => r())) };
}

describe('postWebhook', async () => {
  const target = await server((_req, res) => res.writeHead(200).end('taken \u0007\u0000ok\n'));
  const moved = await server((_req, res) => res.writeHead(308, { location: `${target.url}/new` }).end());
  const found = await server((_req, res) => res.writeHead(302, { location: `${target.url}/elsewhere` }).end());
  afterAll(() => Promise.all([target.close(), moved.close(), found.close()]));
  const open = { allowPrivate: true, timeoutMs: 2000 };

  it('follows 307/308 with the same body; the excerpt drops control characters', async () => {
    const out = await postWebhook(`${moved.url}/hook`, '{"a":1}', { 'content-type': 'application/json' }, open);
    expect(out).toMatchObject({ ok: true, statusCode: 200, excerpt: 'taken ok\n', error: '' });
    expect(target.bodies.at(-1)).toBe('{"a":1}');
  });

  it('takes another redirect for a failure, naming where it pointed', async () => {
    const out = await postWebhook(`${found.url}/hook`, '{}', {}, open);
    expect(out).toMatchObject({ ok: false, statusCode: 302, error: `Redirected (302) to ${target.url}/elsewhere` });
  });

  it('refuses a private address before sending anything, also one reached through a name', async () => {
    const before = target.bodies.length;
    expect(await postWebhook(`${target.url}/x`, '{}', {}, { allowPrivate: false, timeoutMs: 2000 })).toMatchObject({
      ok: false,
      statusCode: null,
      error: 'Refused: 127.0.0.1 is a private address',
    });
    const resolve = async () => [
      { address: '93.184.215.14', family: 4 },
      { address: '10.0.0.7', family: 4 },
    ];
    expect(await postWebhook('https://mixed.example/x', '{}', {}, { allowPrivate: false, timeoutMs: 2000, resolve })).toMatchObject({
      error: 'Refused: 10.0.0.7 is a private address',
    });
    expect(target.bodies.length).toBe(before);
  });

  it.each(['http://169.254.169.254/latest/meta-data', 'http://[fd00::1]/x', 'http://[::ffff:10.0.0.1]/x', 'http://0.0.0.0/x'])(
    '%s is a private network when saved',
    async (url) => expect(await targetProblem(url, { allowPrivate: false })).toBe('That address is on a private network'),
  );

  it('names a host that is not found', async () => {
    expect(await targetProblem('https://nowhere.invalid/x', { allowPrivate: false, resolve: async () => [] })).toBe(
      'Host not found: nowhere.invalid',
    );
  });
});
