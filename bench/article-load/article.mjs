// The bench article (~64 KB page) and how it is put on a server: shared by run.mjs and analytics.mjs.
import { adminHeaders } from '../lib/server.mjs';

const paragraph =
  'Reliable scraping starts with knowing when a page changed. We fingerprint every template, alert on empty fields and keep ' +
  'a replayable archive of raw responses, so a broken selector costs minutes instead of a day of missing data.';
const content = [
  '<h2>Why scrapers break</h2>',
  ...Array.from({ length: 4 }, () => `<p>${paragraph} <strong>Monitoring</strong> and <em>retries</em> matter.</p>`),
  '<ul><li><p>Template fingerprints</p></li><li><p>Field-level alerts</p></li><li><p>Raw response archive</p></li></ul>',
  '<h3>What we ship</h3>',
  ...Array.from({ length: 3 }, () => `<p>${paragraph} <a href="https://example.com/docs">Read the docs</a>.</p>`),
].join('');

/** Publishes the bench article through the API as staff would (`headers` authenticate as staff); answers its path. */
export async function publishArticle(url, headers) {
  const res = await fetch(`${url}/api/blogs/new`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ title: 'Keeping scrapers healthy at scale', content, tags: ['scraping', 'monitoring'], isPublished: true }),
  });
  if (res.status !== 201) throw new Error(`seeding failed: ${res.status} ${await res.text()}`);
  const { slug } = await res.json();
  return `/blogs/${slug}`;
}

/** Signs in as the bench admin, publishes the article, fetches it once (the first visitor): its path, HTML and the admin's headers. */
export async function seedArticle(server) {
  const headers = { ...(await adminHeaders(server.url)), 'content-type': 'application/json' };
  const articlePath = await publishArticle(server.url, headers);
  const first = await fetch(server.url + articlePath);
  if (first.status !== 200) throw new Error(`article: ${first.status}`);
  return { articlePath, html: await first.text(), headers };
}
