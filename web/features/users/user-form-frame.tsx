import { useRef, useState, type BaseSyntheticEvent, type ReactNode, type RefObject } from 'react';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Modal } from '~/components/ui/modal';

interface UserDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** The form, given the name field's ref (focused on open) and `onBusy` (the dialog stays open while it saves). */
  children: (nameRef: RefObject<HTMLInputElement | null>, onBusy: (busy: boolean) => void) => ReactNode;
}

/** The create and edit user dialogs: the one modal, focused on the name, not closed while the form saves. */
export function UserDialog({ open, title, onClose, children }: UserDialogProps) {
  const [busy, setBusy] = useState(false);
  const nameRef = useRef<HTMLInputElement | null>(null);
  return (
    <Modal open={open} onClose={onClose} title={title} busy={busy} initialFocus={nameRef}>
      {open ? children(nameRef, setBusy) : null}
    </Modal>
  );
}

interface UserFormFrameProps {
  /** The form's `useId`, for the banner's id. */
  id: string;
  onSubmit: (e?: BaseSyntheticEvent) => Promise<void>;
  /** The banner over the fields (the action's refusal), which then describes the form. */
  error: string;
  saving: boolean;
  submitDisabled: boolean;
  submitLabel: string;
  onCancel: () => void;
  children: ReactNode;
  /** The re-authentication dialog of the form's fetcher (`useReauthRetry`). */
  reauthDialog: ReactNode;
}

/** A user dialog's form: the error banner, the fields, then Cancel and the submit button. */
export function UserFormFrame({ id, onSubmit, error, saving, submitDisabled, submitLabel, onCancel, children, reauthDialog }: UserFormFrameProps) {
  return (
    <>
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-describedby={error ? `${id}-error` : undefined}>
        {error ? (
          <Alert tone="error" id={`${id}-error`}>
            {error}
          </Alert>
        ) : null}
        {children}
        <div className="flex justify-end gap-3 pt-2">
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" disabled={submitDisabled || saving}>
            {submitLabel}
          </Button>
        </div>
      </form>
      {reauthDialog}
    </>
  );
}
