import type { ReactElement } from 'react';

/**
 * The templates and React Email, loaded with the first message: most of the time no mail is being
 * written, and they hold memory the rest of the app does not need (decision 024).
 */
export const loadTemplates = () => import('./templates/index');

/**
 * A React email component as the HTML part, with its plain-text part written by the template
 * itself: converting the HTML to text (render's plainText option) costs many times the HTML render,
 * CPU taken from the API under a burst of leads (decision 012).
 */
export async function renderEmail(element: ReactElement, text: string): Promise<{ html: string; text: string }> {
  const { render } = await import('@react-email/render');
  return { html: await render(element), text };
}
