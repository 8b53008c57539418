import { Button } from '~/components/ui/button';
import { Modal } from '~/components/ui/modal';

/** The signing secret, shown this once (after adding an endpoint or rotating its secret). */
export function WebhookSecretModal({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  return (
    <Modal
      open={secret !== null}
      onClose={onClose}
      title="Signing secret"
      footer={
        <Button onClick={onClose} className="min-h-11 lg:min-h-0">
          I have copied it
        </Button>
      }
    >
      <p className="text-slate-800">
        Copy it into the receiving service now: it is not shown again. Receivers verify each delivery&apos;s signature with it.
      </p>
      <pre className="mt-3 whitespace-pre-wrap break-all rounded bg-slate-100 p-3 text-sm text-slate-900" aria-label="Signing secret">
        {secret}
      </pre>
      <Button variant="secondary" size="sm" className="mt-2" onClick={() => void navigator.clipboard?.writeText(secret ?? '')}>
        Copy
      </Button>
    </Modal>
  );
}
