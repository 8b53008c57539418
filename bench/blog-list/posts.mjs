// bench/blog-list's posts, published through the API as staff would: run.mjs's posts of ~50 KB of
// prose-like text and scale.mjs's of ~5 KB. test/api/bench-seeds.test.ts publishes a few of each
// against the current API, so the bodies cannot fall behind it unnoticed (issue 44).

/** A small seeded PRNG, so every run stores the same posts. */
function prng(seed) {
  let x = seed >>> 0 || 1;
  return () => ((x ^= x << 13), (x ^= x >>> 17), (x ^= x << 5), (x >>> 0) / 2 ** 32);
}
// Text that compresses like prose (~4-5x with brotli), not a repeated paragraph (which shrinks 400x).
const VOCABULARY = (() => {
  const rand = prng(42);
  return Array.from({ length: 2000 }, () =>
    Array.from({ length: 2 + Math.floor(rand() * 8) }, () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(rand() * 26)]).join(''),
  );
})();
function prose(rand, words) {
  return Array.from({ length: words }, () => VOCABULARY[Math.floor(rand() * VOCABULARY.length)]).join(' ');
}

/** ~50 KB of ordinary post HTML (run.mjs). */
export function bigPost(i) {
  const rand = prng(i + 1);
  const paragraphs = [];
  for (let size = 0; size < 50_000;) {
    const p = `<p>${prose(rand, 60)}.</p>`;
    paragraphs.push(p);
    size += p.length;
  }
  return { title: `Bench post ${i}`, content: `<h2>Part ${i}</h2>${paragraphs.join('')}`, tags: 'bench, load', isPublished: true };
}

/** ~5 KB of post HTML (scale.mjs). */
export function scalePost(i) {
  const paragraph = `<p>Post ${i} explains one more way to collect and clean data for a dashboard, step by step, with care for the sources.</p>`;
  return { title: `Scale post ${i}`, content: paragraph.repeat(40), tags: 'bench, scale', isPublished: true };
}

/**
 * Publishes `body(i)` for every i from `from` up to `to` through POST /api/blogs/new, `batch` at a
 * time; any answer but 201 throws. `headers` authenticate as staff.
 * @param {string} url
 * @param {Record<string, string>} headers
 * @param {{ from?: number, to: number, body: (i: number) => object, batch: number }} what
 */
export async function publishPosts(url, headers, { from = 0, to, body, batch }) {
  for (let i = from; i < to; i += batch) {
    await Promise.all(
      Array.from({ length: Math.min(batch, to - i) }, async (_, k) => {
        const res = await fetch(`${url}/api/blogs/new`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(body(i + k)),
        });
        if (res.status !== 201) throw new Error(`seeding failed: ${res.status} ${await res.text()}`);
      }),
    );
  }
}
