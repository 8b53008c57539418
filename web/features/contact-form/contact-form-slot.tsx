import { useActionData } from 'react-router';
import { useApiOrigin } from '~/lib/api/origin';
import { ContactFormIsland } from './contact-form';
import type { ServiceChoice } from '@contract/choices';
import type { ContactActionData } from './contact-payload';

/** The contact form island, given what only the router knows: the API origin and a no-JS post's answer. */
export function ContactFormSlot({ action, service = null }: { action: string; service?: ServiceChoice | null }) {
  const answer = (useActionData() as ContactActionData | undefined)?.contact ?? null;
  return <ContactFormIsland action={action} apiOrigin={useApiOrigin()} initial={answer} service={service} />;
}
