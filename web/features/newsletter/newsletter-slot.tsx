import { useActionData } from 'react-router';
import { useApiOrigin } from '~/lib/api/origin';
import { NewsletterIsland } from './newsletter-box';
import type { NewsletterActionData } from './newsletter-message';

/** The newsletter island, given what only the router knows: the API origin and a no-JS post's answer. */
export function NewsletterSlot() {
  const answer = (useActionData() as Partial<NewsletterActionData> | undefined)?.newsletter ?? null;
  return <NewsletterIsland apiOrigin={useApiOrigin()} initial={answer} />;
}
