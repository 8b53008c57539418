import { useFetcher } from 'react-router';
import { launchBodySchema, type LaunchBody, type LaunchCheck, type LaunchCheckId } from '@contract/launch-checklist';
import { Button } from '~/components/ui/button';
import { ChoiceGroup } from '~/components/ui/choice-group';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { Modal } from '~/components/ui/modal';
import { useSchemaForm } from '~/lib/forms/use-schema-form';
import { useReauthRetry } from '../auth/use-reauth-retry';
import { isReauthAnswer } from '../auth/reauth-answer';
import { showActionToast } from '../staff/use-action-toast';
import { useFetcherDone } from '../staff/use-fetcher-done';
import type { LaunchAnswer } from './launch-action.server';

/** The dashboard's action answers Launch and Take back (routes/staff/dashboard.tsx), each asking for the password again when stale. */
function useLaunchFetcher(onDone: () => void) {
  const fetcher = useFetcher<LaunchAnswer>();
  const { submit, dialog } = useReauthRetry(fetcher);
  useFetcherDone(fetcher, (answer) => {
    if (isReauthAnswer(answer)) return;
    showActionToast(answer.ok ? { toast: answer.toast } : { error: answer.error });
    if (answer.ok) onDone();
  });
  return { fetcher, submit, dialog, busy: fetcher.state !== 'idle' };
}

/**
 * Launch (decision 115): every item still open is listed with a checkbox, and Launch stays disabled
 * until each is ticked — going live with sample text is a choice the admin makes item by item.
 */
export function LaunchDialog({ open, openItems, onClose }: { open: boolean; openItems: LaunchCheck[]; onClose: () => void }) {
  const { submit, dialog, busy } = useLaunchFetcher(onClose);
  const {
    form,
    fieldError,
    submit: validated,
  } = useSchemaForm<{ confirmed: LaunchCheckId[] }, LaunchBody>({
    schema: launchBodySchema,
    defaultValues: { confirmed: [] },
  });
  const confirmed = form.watch('confirmed') ?? [];
  const ready = openItems.every((item) => confirmed.includes(item.id));
  const close = () => {
    form.reset();
    onClose();
  };
  const send = validated(
    (body) => {
      const data = new FormData();
      data.set('intent', 'launch');
      for (const id of body.confirmed) data.append('confirmed', id);
      void submit(data, { method: 'post' });
    },
    () => showActionToast({ error: 'Could not launch the site' }),
  );
  return (
    <>
      <Modal
        open={open}
        onClose={close}
        title="Launch the site"
        busy={busy}
        footer={
          <>
            <Button variant="secondary" onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" form="launch-form" disabled={busy || !ready}>
              {busy ? 'Launching...' : 'Launch'}
            </Button>
          </>
        }
      >
        <form id="launch-form" noValidate onSubmit={send} className="space-y-4 text-slate-800">
          <p>Search engines may then index every public page, robots.txt lets them crawl, and the sitemap lists the pages. You can take it back.</p>
          {openItems.length ? (
            <ChoiceGroup id="confirmed" legend="Still open — confirm each to launch anyway" error={fieldError('confirmed')}>
              {openItems.map((item) => (
                <label key={item.id} className="flex items-start gap-2 text-sm">
                  <input type="checkbox" className="mt-1" value={item.id} {...form.register('confirmed')} />
                  <span>
                    <span className="font-medium">{item.label}</span>
                    <span className="block text-slate-700">{item.detail}</span>
                  </span>
                </label>
              ))}
            </ChoiceGroup>
          ) : (
            <p>Every item of the checklist is done.</p>
          )}
        </form>
      </Modal>
      {dialog}
    </>
  );
}

/** Take the launch back: pages answer noindex again, robots.txt disallows all, the sitemap is empty. */
export function TakeBackDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { submit, dialog, busy } = useLaunchFetcher(onClose);
  const confirm = () => {
    const data = new FormData();
    data.set('intent', 'withdraw-launch');
    void submit(data, { method: 'post' });
  };
  return (
    <>
      <ConfirmDialog
        open={open}
        title="Take the launch back"
        confirmLabel="Take back"
        busyLabel="Taking back..."
        busy={busy}
        onConfirm={confirm}
        onCancel={onClose}
      >
        <p>Search engines are asked not to index the site again: every page answers noindex, robots.txt disallows all and the sitemap is empty.</p>
      </ConfirmDialog>
      {dialog}
    </>
  );
}
