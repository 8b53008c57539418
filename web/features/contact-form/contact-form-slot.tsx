import { useActionData } from 'react-router';
import { useApiOrigin } from '~/lib/api/origin';
import { ContactFormIsland } from './contact-form';
import type { ContactChoices } from '@contract/contact-choices';
import type { ContactActionData } from './contact-payload';

/** The contact form island, given what only the router knows: the API origin, a no-JS post's answer and the page loader's choices. */
export function ContactFormSlot({ action, choices, service = null }: { action: string; choices: ContactChoices; service?: string | null }) {
  const answer = (useActionData() as ContactActionData | undefined)?.contact ?? null;
  return <ContactFormIsland action={action} apiOrigin={useApiOrigin()} initial={answer} choices={choices} service={service} />;
}
