import { useState } from 'react';
import { useFetcher } from 'react-router';
import { toast } from 'sonner';
import type { Erasure } from '@contract/leads';
import { isReauthAnswer } from '~/features/auth/reauth-answer';
import { useReauthRetry } from '~/features/auth/use-reauth-retry';
import { useCan } from '~/features/staff/can';
import { useFetcherDone } from '~/features/staff/use-fetcher-done';
import { Button } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';

interface EraseAnswer {
  ok?: boolean;
  error?: string;
  erased?: Erasure;
  email?: string;
}

/** One fetcher, shared by the button (in the lead's dialog) and the screen (which outlives that dialog). */
const ERASE_FETCHER = 'erase-person';

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What an erasure removed, for the toast. */
export function erasedText({ contacts, subscriptions }: Erasure): string {
  return `Removed ${counted(contacts, 'lead', 'leads')} and ${counted(subscriptions, 'newsletter subscription', 'newsletter subscriptions')}.`;
}

/**
 * For the screen that shows the lead's dialog: the toast with what was removed, and `onErased`
 * (close the dialog). It lives on the screen because the erased lead, and with it the dialog and
 * its button, are gone from the reloaded page by the time the answer is there.
 */
export function useErasureAnswer(onErased: () => void) {
  const erase = useFetcher<EraseAnswer>({ key: ERASE_FETCHER });
  useFetcherDone(erase, (answer) => {
    if (isReauthAnswer(answer)) return; // the button asks in place and tries again
    if (answer.ok && answer.erased) {
      toast.success(`Erased ${answer.email ?? ''}`, { description: erasedText(answer.erased) });
      onErased();
    } else toast.error('Could not erase this person', { description: answer.error });
  });
}

/**
 * Admins only: erase everything kept about one email address (a person's request to be forgotten),
 * after a confirmation that names the address and what goes; the screen's action does it and the
 * screen shows the answer (`useErasureAnswer`).
 */
export function ErasePerson({ email }: { email: string }) {
  const can = useCan();
  const [asking, setAsking] = useState(false);
  const erase = useFetcher<EraseAnswer>({ key: ERASE_FETCHER });
  // Erasing is sensitive (decision 058): a stale confirmation is asked for here, then the erasure is sent again.
  const retry = useReauthRetry(erase);
  useFetcherDone(erase, () => setAsking(false));
  if (!can('person.erase')) return null;

  return (
    <section aria-labelledby="erase-person-heading" className="mt-6 border-t border-slate-200 pt-4">
      <h3 id="erase-person-heading" className="mb-2 font-semibold text-slate-900">
        Personal data
      </h3>
      <Button variant="danger" size="sm" onClick={() => setAsking(true)}>
        Erase person
      </Button>
      <ConfirmDialog
        open={asking}
        title="Erase this person?"
        confirmLabel="Erase"
        busyLabel="Erasing..."
        busy={erase.state !== 'idle'}
        onConfirm={() => void retry.submit({ intent: 'erase', email }, { method: 'post' })}
        onCancel={() => setAsking(false)}
      >
        <p>
          Everything kept about <strong className="break-all text-slate-900">{email}</strong> will be removed: every lead sent from this address, with
          its notes and history, and its newsletter subscription.
        </p>
        <p>This cannot be undone. Only a record that an erasure was made, without the address, is kept.</p>
      </ConfirmDialog>
      {retry.dialog}
    </section>
  );
}
