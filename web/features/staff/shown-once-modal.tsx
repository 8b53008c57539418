import type { ReactNode } from 'react';
import { Button } from '~/components/ui/button';
import { Modal } from '~/components/ui/modal';

/** A secret the server answers once (a webhook's signing secret, an API key): shown with a copy button, never again. */
export function ShownOnceModal({
  title,
  value,
  onClose,
  children,
}: {
  title: string;
  value: string | null;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal
      open={value !== null}
      onClose={onClose}
      title={title}
      footer={
        <Button onClick={onClose} className="min-h-11 lg:min-h-0">
          I have copied it
        </Button>
      }
    >
      <p className="text-slate-800">{children}</p>
      <pre className="mt-3 whitespace-pre-wrap break-all rounded bg-slate-100 p-3 text-sm text-slate-900" aria-label={title}>
        {value}
      </pre>
      <Button variant="secondary" size="sm" className="mt-2" onClick={() => void navigator.clipboard?.writeText(value ?? '')}>
        Copy
      </Button>
    </Modal>
  );
}
