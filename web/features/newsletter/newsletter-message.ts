/** What the newsletter box says: SPEC.md section 8's messages, red or green. */
export type NewsletterMessage = { kind: 'error' | 'success'; text: string };

/** The answer of the no-JavaScript post (web/features/newsletter/newsletter-action.server.ts). */
export interface NewsletterActionData {
  newsletter: NewsletterMessage;
}

/** The box's form id: a post without JavaScript comes back to /newsletter, scrolled to it. */
export const NEWSLETTER_ID = 'newsletter';

/** The route whose action takes the box's post without JavaScript (web/routes/marketing/newsletter.tsx). */
export const NEWSLETTER_PATH = '/newsletter';
