import type { ReactElement } from 'react';
import { render } from '@react-email/render';

/**
 * A React email component as the HTML part, with its plain-text part written by the template
 * itself: converting the HTML to text (render's plainText option) costs ~15 times the HTML render,
 * CPU taken from the API under a burst of leads.
 */
export async function renderEmail(element: ReactElement, text: string): Promise<{ html: string; text: string }> {
  return { html: await render(element), text };
}
