import type { FetcherWithComponents } from 'react-router';
import { toast } from 'sonner';
import { useFetcherDone } from './use-fetcher-done';

/**
 * What a staff screen's action answers (plan §7 "Interfaces agreed"): `toast` names what was done
 * ("12 leads assigned to Sam"), `error` what failed ("Could not save the lead: …"). `conflict`
 * is shown by the form itself (a stale version), so it needs no toast unless `error` is set too.
 */
export interface ActionAnswer {
  ok?: boolean;
  toast?: string;
  error?: string;
  conflict?: unknown;
}

/**
 * One toast for each answer a fetcher's action settles with: `toast` as a success, `error` as an
 * error (the Toaster in the staff layout shows one at a time). `onSettled` runs after, for what
 * else the screen does with the answer (close a dialog, clear a selection).
 */
export function useActionToast<T extends ActionAnswer>(fetcher: FetcherWithComponents<T>, onSettled?: (answer: T) => void): void {
  useFetcherDone(fetcher, (answer) => {
    if (answer.error) toast.error(answer.error);
    else if (answer.toast) toast.success(answer.toast);
    onSettled?.(answer);
  });
}
