import type { ContentConflict } from '@contract/content/index';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { changedBySentence } from '~/features/leads/changed-by';

/**
 * A save that lost to someone else's newer change (409, decision 072): who and when ("Changed by
 * Sam 2 minutes ago"); this person's text stays in the form until they choose.
 */
export function ContentConflictNotice({
  conflict,
  busy,
  onKeepMine,
  onTakeTheirs,
}: {
  conflict: Pick<ContentConflict, 'changedBy'>;
  busy: boolean;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}) {
  return (
    <Alert tone="warning" className="space-y-2">
      <p data-testid="conflict-who" suppressHydrationWarning>
        {changedBySentence(conflict.changedBy)}. Your changes were not saved: they are still in the form.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" disabled={busy} onClick={onTakeTheirs}>
          Load their version
        </Button>
        <Button size="sm" variant="secondary" disabled={busy} onClick={onKeepMine}>
          Save mine over theirs
        </Button>
      </div>
    </Alert>
  );
}
