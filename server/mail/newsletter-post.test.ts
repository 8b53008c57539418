import { describe, expect, it } from 'vitest';
import { postTextForEmail } from './newsletter-html';
import { newsletterMessage, renderNewsletterPost } from './newsletter-send';

const SITE = 'https://www.example.com';
const post = {
  title: 'Scraping prices <weekly>',
  slug: 'scraping-prices-weekly',
  featuredImage: '/uploads/cover.webp',
  content:
    '<h2>What changed</h2><p>See <a href="/services/web-scraping">our service</a>, <a href="https://other.example/x">a source</a> and <a href="mailto:hi@example.com">mail</a>.</p>' +
    '<p><img src="/uploads/chart.png" alt="Chart"></p><script>alert(1)</script><ul><li>One</li><li>Two</li></ul>',
};

describe('newsletter message rendering', async () => {
  const rendered = await renderNewsletterPost(post, SITE, 'Acme Data Ltd');
  const mail = newsletterMessage(
    rendered,
    'send-1',
    { id: 'delivery-7', email: 'reader@example.com', unsubscribeToken: 'tok123' },
    {
      siteUrl: SITE,
      from: 'DataLoom <news@example.com>',
    },
  );

  it('makes every link and image absolute on SITE_URL, keeps absolute ones, drops script', () => {
    expect(mail.html).toContain(`src="${SITE}/uploads/cover.webp"`);
    expect(mail.html).toContain(`src="${SITE}/uploads/chart.png"`);
    expect(mail.html).toContain(`href="${SITE}/services/web-scraping"`);
    expect(mail.html).toContain('href="https://other.example/x"');
    expect(mail.html).toContain('href="mailto:hi@example.com"');
    expect(mail.html).not.toMatch(/(src|href)="\/(?!\/)/);
    expect(mail.html).not.toContain('<script');
    expect(mail.html).toContain(`href="${SITE}/blogs/scraping-prices-weekly"`);
    expect(mail.html).toContain('Read it on the site');
    expect(mail.html).toContain('Acme Data Ltd');
    expect(mail.html).toContain('Scraping prices &lt;weekly&gt;');
  });

  it("has the post's title as the document's <title>", () => {
    expect(mail.html).toMatch(/<head>[\s\S]*<title>Scraping prices &lt;weekly&gt;<\/title>[\s\S]*<\/head>/);
  });

  it("carries the recipient's unsubscribe link in the footer and the one-click headers", () => {
    expect(mail.html).toContain(`href="${SITE}/newsletter/unsubscribe/tok123"`);
    expect(mail.html).not.toContain('NEWSLETTERTOKENSLOT');
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${SITE}/newsletter/unsubscribe/tok123>, <mailto:news@example.com?subject=unsubscribe%20tok123>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.messageId).toBe('<newsletter-send-1.delivery-7@www.example.com>');
    expect(mail).toMatchObject({ subject: 'Scraping prices <weekly>', to: ['reader@example.com'], kind: 'newsletter' });
  });

  it('has a text part with the post, its links written out, the site link and the unsubscribe link', () => {
    expect(mail.text).toContain('Scraping prices <weekly>');
    expect(mail.text).toContain(`our service (${SITE}/services/web-scraping)`);
    expect(mail.text).toContain('- One\n- Two');
    expect(mail.text).toContain(`Read it on the site: ${SITE}/blogs/scraping-prices-weekly`);
    expect(mail.text).toContain(`Unsubscribe: ${SITE}/newsletter/unsubscribe/tok123`);
    expect(mail.text).not.toMatch(/<(p|a|h2|li|img)[ >]/);
    expect(postTextForEmail('<p>a &amp; b</p><p>c</p>', SITE)).toBe('a & b\nc');
  });
});
