import { ShownOnceModal } from '~/features/staff/shown-once-modal';

/** The signing secret, shown this once (after adding an endpoint or rotating its secret). */
export function WebhookSecretModal({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  return (
    <ShownOnceModal title="Signing secret" value={secret} onClose={onClose}>
      Copy it into the receiving service now: it is not shown again. Receivers verify each delivery&apos;s signature with it.
    </ShownOnceModal>
  );
}
