import { performance } from 'node:perf_hooks';
import { pinnedAgent, resolvedTarget, type Resolve } from '../lib/public-address';

/** What one attempt got: the log's row. */
export interface PostOutcome {
  ok: boolean;
  statusCode: number | null;
  durationMs: number;
  /** The first characters of the answer, control characters removed. */
  excerpt: string;
  /** Why it failed ('' when it did not, or when the status code says it). */
  error: string;
}

export interface PostOptions {
  allowPrivate: boolean;
  timeoutMs: number;
  /** DNS resolution; injected by tests. */
  resolve?: Resolve;
}

const MAX_REDIRECTS = 3;
const BODY_CAP = 64 * 1024;
const EXCERPT_CHARS = 1024;

/** A refusal made before anything was sent. */
class Refused extends Error {}

/** Tabs and line breaks stay; other control characters would only garble the log. */
function withoutControlCharacters(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    if ((code < 32 && ch !== '\t' && ch !== '\n' && ch !== '\r') || code === 127) continue;
    out += ch;
  }
  return out;
}

async function readExcerpt(body: AsyncIterable<Buffer>): Promise<string> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of body) {
    if (total < BODY_CAP) chunks.push(chunk);
    total += chunk.length;
  }
  return withoutControlCharacters(Buffer.concat(chunks).toString('utf8')).slice(0, EXCERPT_CHARS);
}

/** The address to connect to, checked: every address the name has must be public unless private ones are allowed. */
async function checkedAddress(url: URL, options: PostOptions) {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Refused(`Refused: ${url.protocol} addresses are not allowed`);
  if (url.username || url.password) throw new Refused('Refused: addresses with a user name or password are not allowed');
  const target = await resolvedTarget(url, options.resolve);
  if (!target) throw new Refused(`Host not found: ${url.hostname}`);
  if (target.blocked && !options.allowPrivate) throw new Refused(`Refused: ${target.blocked.address} is a private address`);
  return target.address;
}

/**
 * POSTs one delivery (decision 062): the connection pinned to the address that was checked (DNS
 * rebinding), 307/308 redirects followed by hand with each hop checked again (others are failures),
 * one time limit for all of it, at most 64 KiB of the answer read.
 */
export async function postWebhook(rawUrl: string, body: string, headers: Record<string, string>, options: PostOptions): Promise<PostOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const signal = AbortSignal.timeout(options.timeoutMs);
  let url = new URL(rawUrl);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    let agent: Awaited<ReturnType<typeof pinnedAgent>> | null = null;
    try {
      agent = await pinnedAgent(await checkedAddress(url, options));
      const { request } = await import('undici');
      const answer = await request(url, { method: 'POST', body, headers, signal, dispatcher: agent });
      const location = answer.headers.location;
      if ((answer.statusCode === 307 || answer.statusCode === 308) && typeof location === 'string') {
        await answer.body.dump();
        url = new URL(location, url);
        continue;
      }
      const excerpt = await readExcerpt(answer.body);
      const ok = answer.statusCode >= 200 && answer.statusCode < 300;
      const redirected = answer.statusCode >= 300 && answer.statusCode < 400 ? `Redirected (${answer.statusCode}) to ${String(location ?? '')}` : '';
      return { ok, statusCode: answer.statusCode, durationMs: elapsed(), excerpt, error: redirected };
    } catch (err) {
      if (err instanceof Refused) return { ok: false, statusCode: null, durationMs: elapsed(), excerpt: '', error: err.message };
      if (signal.aborted)
        return { ok: false, statusCode: null, durationMs: elapsed(), excerpt: '', error: `Timed out after ${options.timeoutMs / 1000} s` };
      const code = (err as { code?: string }).code;
      return { ok: false, statusCode: null, durationMs: elapsed(), excerpt: '', error: `Could not connect (${code ?? (err as Error).message})` };
    } finally {
      void agent?.close().catch(() => undefined);
    }
  }
  return { ok: false, statusCode: null, durationMs: elapsed(), excerpt: '', error: `More than ${MAX_REDIRECTS} redirects` };
}

/** Checked when an endpoint is saved: a clear 400 instead of a log full of refusals. '' when fine. */
export async function targetProblem(rawUrl: string, options: Pick<PostOptions, 'allowPrivate' | 'resolve'>): Promise<string> {
  try {
    await checkedAddress(new URL(rawUrl), { ...options, timeoutMs: 0 });
    return '';
  } catch (err) {
    if (err instanceof Refused)
      return err.message.startsWith('Refused: ') && err.message.includes('private') ? 'That address is on a private network' : err.message;
    return 'url must be an http or https address';
  }
}
