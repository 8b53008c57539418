import { MAX_UPLOAD_BYTES } from '@contract/choices';
import { pinnedAgent, resolvedTarget, type Resolve } from './public-address';

export { isPublicAddress, type Resolve } from './public-address';

/** Why an image could not be copied; the message ends the user's sentence "That image could not be copied: …". */
export class ImageFetchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImageFetchError';
  }
}

export interface ImageFetchOptions {
  timeoutMs: number;
  maxBytes?: number;
  /** `host:port` entries reachable although they resolve to private addresses (tests' loopback servers). */
  privateHosts?: readonly string[];
  /** DNS resolution; injected by tests. */
  resolve?: Resolve;
}

const MAX_REDIRECTS = 3;
function hostPort(url: URL): string {
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return `${url.hostname.toLowerCase()}:${port}`;
}

/** Checks one hop and answers the address to connect to, so a second DNS answer cannot swap it (rebinding). */
async function checkedAddress(url: URL, options: ImageFetchOptions): Promise<{ address: string; family: number }> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ImageFetchError('only http and https addresses can be copied');
  if (url.username || url.password) throw new ImageFetchError('address not allowed');
  const allowedPrivate = (options.privateHosts ?? []).includes(hostPort(url));
  if (url.port && !['80', '443'].includes(url.port) && !allowedPrivate) throw new ImageFetchError('address not allowed (port)');
  const target = await resolvedTarget(url, options.resolve);
  if (!target) throw new ImageFetchError('the host was not found');
  // Every answer must be public: a name that also resolves to 10.x is refused outright.
  if (!allowedPrivate && target.blocked) throw new ImageFetchError('address not allowed');
  return target.address;
}

/** Reads at most `maxBytes`, or refuses the image. */
async function readCapped(body: AsyncIterable<Buffer>, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of body) {
    total += chunk.length;
    if (total > maxBytes) throw new ImageFetchError(`larger than ${Math.round(maxBytes / 1024 / 1024)} MB`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Downloads an image from another site for the editor's "copy, never hot-link" rule (decision 052):
 * public unicast addresses only, connection pinned to the checked address, redirects followed by hand
 * (each hop checked again), a byte cap while streaming and one time limit for all of it. The caller
 * decodes the bytes (cleanImage) before storing anything.
 */
export async function fetchRemoteImage(rawUrl: string, options: ImageFetchOptions): Promise<Buffer> {
  const maxBytes = options.maxBytes ?? MAX_UPLOAD_BYTES;
  const signal = AbortSignal.timeout(options.timeoutMs);
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new ImageFetchError('not a valid address');
  }
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const agent = await pinnedAgent(await checkedAddress(url, options));
    try {
      const { request } = await import('undici');
      const answer = await request(url, {
        dispatcher: agent,
        method: 'GET',
        headers: { accept: 'image/*', 'user-agent': 'image-copier' },
        signal,
      });
      if (answer.statusCode >= 300 && answer.statusCode < 400) {
        await answer.body.dump();
        const location = answer.headers.location;
        if (typeof location !== 'string') throw new ImageFetchError('a redirect without an address');
        url = new URL(location, url);
        continue;
      }
      if (answer.statusCode !== 200) {
        await answer.body.dump();
        throw new ImageFetchError(`the other site answered ${answer.statusCode}`);
      }
      const type = String(answer.headers['content-type'] ?? '');
      if (!/^image\//i.test(type)) {
        await answer.body.dump();
        throw new ImageFetchError('not an image');
      }
      const length = Number(answer.headers['content-length']);
      if (Number.isFinite(length) && length > maxBytes) {
        await answer.body.dump();
        throw new ImageFetchError(`larger than ${Math.round(maxBytes / 1024 / 1024)} MB`);
      }
      return await readCapped(answer.body, maxBytes);
    } catch (err) {
      if (err instanceof ImageFetchError) throw err;
      if (signal.aborted) throw new ImageFetchError('timed out');
      throw new ImageFetchError('the other site could not be reached');
    } finally {
      void agent.close().catch(() => undefined);
    }
  }
  throw new ImageFetchError('too many redirects');
}
