import type { ReactNode } from 'react';
import { Body, Container, Head, Hr, Html, Link, Preview, Text } from '@react-email/components';

const body = { backgroundColor: '#f1f5f9', fontFamily: 'Arial, Helvetica, sans-serif', color: '#0f172a' };
const card = { backgroundColor: '#ffffff', padding: '24px', borderRadius: '8px', maxWidth: '600px' };
const footer = { color: '#475569', fontSize: '12px' };

/** The frame of every message: a preview line, a white card, the company line at the bottom. */
export function EmailLayout({
  title,
  preview,
  footerText,
  footerLink,
  children,
}: {
  /** The document's <title> (a newsletter's, which a browser or an archive shows). */
  title?: string;
  preview: string;
  footerText: string;
  /** A link after the footer text (a newsletter's Unsubscribe). */
  footerLink?: { href: string; text: string };
  children: ReactNode;
}) {
  return (
    <Html lang="en">
      <Head>{title ? <title>{title}</title> : null}</Head>
      <Preview>{preview}</Preview>
      <Body style={body}>
        <Container style={card}>
          {children}
          <Hr />
          <Text style={footer}>
            {footerText}
            {footerLink ? (
              <>
                {' '}
                <Link href={footerLink.href} style={{ color: '#475569', textDecoration: 'underline' }}>
                  {footerLink.text}
                </Link>
              </>
            ) : null}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
