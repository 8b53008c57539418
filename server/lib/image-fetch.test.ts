import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redirectTo, serve, startImageServer, type ImageServer } from '../../test/helpers/image-server';
import { ImageFetchError, fetchRemoteImage, isPublicAddress, type Resolve } from './image-fetch';

const resolveTo =
  (...addresses: string[]): Resolve =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'fetched',
    (err: unknown) => (err instanceof ImageFetchError ? err.message : `other: ${String(err)}`),
  );

describe('isPublicAddress', () => {
  it.each([
    '10.0.0.1',
    '127.0.0.1',
    '::1',
    '169.254.169.254',
    '100.64.0.1',
    '192.168.1.1',
    '172.16.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '::ffff:127.0.0.1',
    'fc00::1',
    'fe80::1',
  ])('%s is refused', (address) => expect(isPublicAddress(address)).toBe(false));
  it.each(['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'])('%s is allowed', (address) => expect(isPublicAddress(address)).toBe(true));
});

describe('fetchRemoteImage', () => {
  let server: ImageServer;
  const png = Buffer.from('89504e470d0a1a0a', 'hex');
  beforeAll(async () => {
    server = await startImageServer({
      '/a.png': serve('image/png', png),
      '/page': serve('text/html', '<p>hi</p>'),
      '/big.png': serve('image/png', Buffer.alloc(6 * 1024 * 1024)),
      '/to-private': redirectTo('http://10.0.0.1/a.png'),
      '/slow.png': () => undefined,
    });
  });
  afterAll(() => server.close());
  const allowed = () => ({ timeoutMs: 2000, privateHosts: [`127.0.0.1:${server.port}`] });

  it.each([
    ['http://10.0.0.1/a.png'],
    ['http://127.0.0.1/a.png'],
    ['http://[::1]/a.png'],
    ['http://169.254.169.254/latest/meta-data/'],
    ['http://100.64.0.1/a.png'],
  ])('%s → address not allowed', async (url) => {
    expect(await refusal(fetchRemoteImage(url, { timeoutMs: 1000 }))).toBe('address not allowed');
  });

  it('a public name resolving to a private address is refused, as is one with any private answer', async () => {
    expect(await refusal(fetchRemoteImage('http://images.example/a.png', { timeoutMs: 1000, resolve: resolveTo('192.168.1.1') }))).toBe(
      'address not allowed',
    );
    expect(await refusal(fetchRemoteImage('http://images.example/a.png', { timeoutMs: 1000, resolve: resolveTo('93.184.216.34', '10.1.1.1') }))).toBe(
      'address not allowed',
    );
  });

  it('the loopback server is reached only when its host:port is allowed', async () => {
    expect(await refusal(fetchRemoteImage(server.url('/a.png'), { timeoutMs: 1000 }))).toMatch(/not allowed/);
    expect(await fetchRemoteImage(server.url('/a.png'), allowed())).toEqual(png);
  });

  it('a name is connected to the address that was checked (pinned), not looked up again', async () => {
    const name = `images.example:${server.port}`;
    const bytes = await fetchRemoteImage(`http://${name}/a.png`, { ...allowed(), privateHosts: [name], resolve: resolveTo('127.0.0.1') });
    expect(bytes).toEqual(png);
  });

  it('a redirect to a private address is refused', async () => {
    expect(await refusal(fetchRemoteImage(server.url('/to-private'), allowed()))).toBe('address not allowed');
  });

  it('refuses what is not an image, over 5 MB, or too slow', async () => {
    expect(await refusal(fetchRemoteImage(server.url('/page'), allowed()))).toBe('not an image');
    expect(await refusal(fetchRemoteImage(server.url('/big.png'), allowed()))).toBe('larger than 5 MB');
    expect(await refusal(fetchRemoteImage(server.url('/slow.png'), { ...allowed(), timeoutMs: 300 }))).toBe('timed out');
    expect(await refusal(fetchRemoteImage('ftp://example.com/a.png', allowed()))).toBe('only http and https addresses can be copied');
    expect(await refusal(fetchRemoteImage('http://example.com:8080/a.png', allowed()))).toBe('address not allowed (port)');
  });
});
