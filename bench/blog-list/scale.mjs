// bench/blog-list, scale part: costs that must not grow with the posts. At 100 and at 10,000
// published posts (of ~5 KB each): /blog's HTML size, the sitemap's time (first build, cached, and
// rebuilt right after a write), the RSS feed's time and a deep page's latency. Every answer that
// is not 2xx is counted, and fails the bench.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adminHeaders, startServer } from '../lib/server.mjs';
import { publishPosts, scalePost } from './posts.mjs';

const SITEMAP_TARGET_MS = 100;
const HTML_GROWTH_LIMIT = 1.1;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (n) => n.toFixed(1);

export async function runScale({ posts: target = 10_000, small = 100 } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-blog-scale-'));
  const server = await startServer({ dataDir, env: { RATE_LIMIT_ENABLED: 'false', SEED_CONTENT: 'false' } });
  const unexpected = [];
  /** A timed GET; any non-2xx is recorded. */
  async function get(pathname, headers = {}) {
    const started = performance.now();
    const res = await fetch(server.url + pathname, { headers });
    const body = await res.text();
    const ms = performance.now() - started;
    if (res.status < 200 || res.status > 299) unexpected.push(`${res.status} ${pathname}`);
    return { ms, body, status: res.status };
  }
  try {
    const headers = { ...(await adminHeaders(server.url)), 'content-type': 'application/json' };
    let made = 0;
    async function seedTo(n) {
      const started = performance.now();
      await publishPosts(server.url, headers, { from: made, to: n, body: scalePost, batch: 20 });
      made = n;
      return (performance.now() - started) / 1000;
    }
    async function measure(n) {
      const html = await get('/blog');
      const links = (html.body.match(/<a /g) ?? []).length;
      return { n, htmlBytes: Buffer.byteLength(html.body), links };
    }

    await seedTo(small);
    const atSmall = await measure(small);
    const seedSeconds = await seedTo(target);
    const atTarget = await measure(target);

    // The sitemap: first build, then cached, then right after each of five writes.
    const first = await get('/sitemap.xml');
    const urls = (first.body.match(/<url>/g) ?? []).length;
    const cached = await get('/sitemap.xml');
    const afterWrite = [];
    // Its parts, also right after a write: the API's list alone, and the page sent uncompressed.
    const apiAfterWrite = [];
    const identityAfterWrite = [];
    const write = async (i) => {
      const res = await fetch(`${server.url}/api/blogs/new`, { method: 'POST', headers, body: JSON.stringify(scalePost(target + i)) });
      if (res.status !== 201) unexpected.push(`${res.status} POST /api/blogs/new`);
    };
    for (let i = 0; i < 5; i++) {
      await write(i);
      afterWrite.push((await get('/sitemap.xml')).ms);
    }
    for (let i = 5; i < 8; i++) {
      await write(i);
      apiAfterWrite.push((await get('/api/blog-sitemap')).ms);
      identityAfterWrite.push((await get('/sitemap.xml', { 'accept-encoding': 'identity' })).ms);
    }
    const rss = await get('/rss.xml');
    const rssCached = await get('/rss.xml');
    // Deep pages of /blog, each its first render (a miss of every cache), then one again.
    const totalPages = Math.ceil((target + 8) / 9);
    const deep = [];
    for (const page of [totalPages, totalPages - 1, Math.floor(totalPages / 2), Math.floor(totalPages / 3), 200])
      deep.push((await get(`/blog?page=${page}`)).ms);
    const deepAgain = await get(`/blog?page=${totalPages}`);

    const growth = atTarget.htmlBytes / atSmall.htmlBytes;
    const sitemapWorst = Math.max(first.ms, ...afterWrite);
    console.log(
      `\n== bench/blog-list (scale): ${small} then ${target} published posts of ~5 KB (seeded ${target - small} in ${seedSeconds.toFixed(0)} s) ==\n`,
    );
    console.log('| Measure | Figure | Target |');
    console.log('|---|---:|---|');
    console.log(`| /blog HTML at ${small} posts | ${(atSmall.htmlBytes / 1024).toFixed(1)} KB, ${atSmall.links} links | |`);
    console.log(
      `| /blog HTML at ${target} posts | ${(atTarget.htmlBytes / 1024).toFixed(1)} KB, ${atTarget.links} links (×${growth.toFixed(3)}) | ≤ ×${HTML_GROWTH_LIMIT} |`,
    );
    console.log(
      `| /sitemap.xml, first build (${urls} URLs, ${(Buffer.byteLength(first.body) / 1024).toFixed(0)} KB) | ${fmt(first.ms)} ms | < ${SITEMAP_TARGET_MS} ms |`,
    );
    console.log(`| /sitemap.xml, cached | ${fmt(cached.ms)} ms | |`);
    console.log(
      `| /sitemap.xml right after a write (5 writes) | median ${fmt(median(afterWrite))} ms, max ${fmt(Math.max(...afterWrite))} ms | < ${SITEMAP_TARGET_MS} ms |`,
    );
    console.log(`| … of which GET /api/blog-sitemap after a write (3) | median ${fmt(median(apiAfterWrite))} ms | |`);
    console.log(`| /sitemap.xml uncompressed after a write (3) | median ${fmt(median(identityAfterWrite))} ms | |`);
    console.log(`| /rss.xml, first / cached | ${fmt(rss.ms)} / ${fmt(rssCached.ms)} ms | |`);
    console.log(
      `| /blog deep pages, first render (pages ${totalPages}, ${totalPages - 1}, ${Math.floor(totalPages / 2)}, ${Math.floor(totalPages / 3)}, 200) | median ${fmt(median(deep))} ms, max ${fmt(Math.max(...deep))} ms | |`,
    );
    console.log(`| /blog?page=${totalPages} again (cached) | ${fmt(deepAgain.ms)} ms | |`);
    console.log(`| Non-2xx answers | ${unexpected.length}${unexpected.length ? ` (${unexpected.slice(0, 5).join(', ')})` : ''} | 0 |`);
    const ok = sitemapWorst < SITEMAP_TARGET_MS && growth <= HTML_GROWTH_LIMIT && unexpected.length === 0 && urls >= target;
    console.log(
      `\nverdict (sitemap < ${SITEMAP_TARGET_MS} ms incl. after writes, /blog ≤ ×${HTML_GROWTH_LIMIT}, 0 non-2xx): ${ok ? 'MET' : 'NOT MET'}`,
    );
    return ok;
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
