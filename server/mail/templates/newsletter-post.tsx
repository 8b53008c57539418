import { Button, Heading, Img, Link, Section } from '@react-email/components';
import { EmailLayout } from './layout';

export interface NewsletterPostProps {
  siteName: string;
  siteUrl: string;
  title: string;
  /** Absolute, or '' for none. */
  featuredImage: string;
  /** The post's HTML with absolute links (postHtmlForEmail). */
  contentHtml: string;
  /** The post's text (postTextForEmail). */
  contentText: string;
  postUrl: string;
  unsubscribeUrl: string;
}

export const newsletterPostSubject = (title: string) => title;

const brand = { color: '#0369a1', fontSize: '18px', fontWeight: 'bold', textDecoration: 'none' };

/** The plain-text part of a newsletter message. */
export function newsletterPostText({ siteName, title, contentText, postUrl, unsubscribeUrl }: NewsletterPostProps): string {
  return [
    siteName,
    '',
    title,
    '='.repeat(Math.min(title.length, 70)),
    '',
    contentText,
    '',
    `Read it on the site: ${postUrl}`,
    '',
    '--',
    `You receive this because you subscribed to the ${siteName} newsletter.`,
    `Unsubscribe: ${unsubscribeUrl}`,
  ].join('\n');
}

/** A published post sent to subscribers: branding, title, featured image, the post, a link to it, unsubscribe. */
export function NewsletterPostEmail({ siteName, siteUrl, title, featuredImage, contentHtml, postUrl, unsubscribeUrl }: NewsletterPostProps) {
  return (
    <EmailLayout
      title={title}
      preview={title}
      footerText={`You receive this because you subscribed to the ${siteName} newsletter.`}
      footerLink={{ href: unsubscribeUrl, text: 'Unsubscribe' }}
    >
      <Link href={siteUrl} style={brand}>
        {siteName}
      </Link>
      <Heading as="h1" style={{ fontSize: '24px', lineHeight: '1.3' }}>
        {title}
      </Heading>
      {featuredImage ? <Img src={featuredImage} alt="" width="552" style={{ maxWidth: '100%', height: 'auto', borderRadius: '6px' }} /> : null}
      <Section style={{ fontSize: '16px', lineHeight: '1.6' }}>
        <div dangerouslySetInnerHTML={{ __html: contentHtml }} />
      </Section>
      <Button href={postUrl} style={{ backgroundColor: '#0369a1', color: '#ffffff', padding: '12px 20px', borderRadius: '6px' }}>
        Read it on the site
      </Button>
    </EmailLayout>
  );
}
