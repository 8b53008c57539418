import { useBeforeUnload, useBlocker } from 'react-router';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';

/** Navigation state of a move that carries the form's values along (a new post handed to its edit screen). */
export interface HandoverState {
  handover?: boolean;
}

/**
 * Leaving with unsaved changes asks first (decision 048): the router's blocker for links inside the
 * app, `beforeunload` for reloads, closing the tab and other sites. `dirty` = a change that no
 * autosave or save has acknowledged yet. `onLeave`: the writer chose Leave (what was kept for them can go).
 */
export function useLeaveGuard(dirty: boolean, onLeave?: () => void) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname && !(nextLocation.state as HandoverState | null)?.handover,
  );
  useBeforeUnload((event) => {
    if (!dirty) return;
    event.preventDefault();
    // Older browsers show the dialog only when a value is set.
    event.returnValue = '';
  });
  const dialog = (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Leave without saving?"
      confirmLabel="Leave"
      busyLabel="Leaving..."
      cancelLabel="Stay"
      busy={false}
      onConfirm={() => {
        onLeave?.();
        blocker.proceed?.();
      }}
      onCancel={() => blocker.reset?.()}
    >
      <p>Your latest changes are not saved yet.</p>
    </ConfirmDialog>
  );
  return dialog;
}
