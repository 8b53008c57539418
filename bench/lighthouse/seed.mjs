// bench/lighthouse's --seed-article: three published posts with photo-like featured images, made
// through the API as staff would. test/api/bench-seeds.test.ts runs it against the current API, so it
// cannot fall behind it unnoticed (issue 44).
import sharp from 'sharp';

/** A photo-like featured image (noise compresses like a photo does), uploaded as staff would. */
async function uploadFeaturedImage(url, auth) {
  const jpeg = await sharp({ create: { width: 1200, height: 675, channels: 3, noise: { type: 'gaussian', mean: 120, sigma: 12 } } })
    .jpeg({ quality: 75 })
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([jpeg], { type: 'image/jpeg' }), 'cover.jpg');
  const res = await fetch(`${url}/api/uploads`, { method: 'POST', headers: auth, body: form });
  if (!res.ok) throw new Error(`uploading the featured image failed: ${res.status} ${await res.text()}`);
  const { secure_url } = await res.json();
  console.log(`seeded featured image: ${jpeg.length} bytes`);
  return secure_url;
}

/** The tag and the word the seeded posts share, so a tag page and a search page have cards to show. */
export const SEED_TAG = { name: 'data feeds', slug: 'data-feeds' };
export const SEED_WORD = 'freshness';
export const SEED_TITLES = [
  'How daily data feeds keep pricing teams ahead',
  'Cleaning marketplace listings before they reach a dashboard',
  'What a broken scraper costs a retail analyst',
];

/**
 * Creates three published posts, each with a photo-like featured image, the tag SEED_TAG and the word
 * SEED_WORD, through the API as staff would (`auth` authenticates as staff); answers the article's,
 * the tag page's and the search page's paths.
 */
export async function seedPosts(url, auth) {
  const slugs = [];
  for (const title of SEED_TITLES) slugs.push(await seedPost(url, auth, title));
  return [`/blogs/${slugs[0]}`, `/blogs/tag/${SEED_TAG.slug}`, `/blog?q=${SEED_WORD}`];
}

/** One published post with its own featured image; answers its slug. */
async function seedPost(url, auth, title) {
  const headers = { ...auth, 'content-type': 'application/json' };
  const featuredImage = await uploadFeaturedImage(url, auth);
  const paragraphs = Array.from(
    { length: 6 },
    (_, i) =>
      `<p>Paragraph ${i + 1}: scheduled scraping pipelines keep product, price and listing data fresh. We validate every field, deduplicate records and deliver them where analysts already work.</p>`,
  ).join('');
  const res = await fetch(`${url}/api/blogs/new`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      title,
      content: `<h2>Why ${SEED_WORD} matters</h2>${paragraphs}`,
      tags: [SEED_TAG.name, 'pricing'],
      featuredImage,
      isPublished: true,
    }),
  });
  if (!res.ok) throw new Error(`seeding the article failed: ${res.status} ${await res.text()}`);
  const { slug } = await res.json();
  return slug;
}
