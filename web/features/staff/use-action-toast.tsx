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
  /** Something to know that is no failure ("1 image could not be copied and was removed: …"). */
  warning?: string;
  /** Lines under the toast's text (what a save changed on the way). */
  details?: readonly string[];
  /** A link under the toast's text ("View post"). */
  link?: { href: string; label: string };
  conflict?: unknown;
}

/**
 * The staff area's one toast: `error` as an error, else `warning`, else `toast` as a success, with
 * `details` and `link` under the text (the Toaster in the staff layout shows one at a time).
 */
export function showActionToast(answer: ActionAnswer): void {
  if (answer.error) {
    toast.error(answer.error);
    return;
  }
  const { details, link } = answer;
  const description =
    details?.length || link ? (
      <>
        {details?.length ? <p>{details.join(' ')}</p> : null}
        {link ? (
          <a href={link.href} target="_blank" rel="noopener" className="font-medium text-brand-700 underline">
            {link.label}
          </a>
        ) : null}
      </>
    ) : undefined;
  if (answer.warning) toast.warning(answer.warning, { description });
  else if (answer.toast) toast.success(answer.toast, { description });
}

/**
 * One toast for each answer a fetcher's action settles with (`showActionToast`). `onSettled` runs
 * after, for what else the screen does with the answer (close a dialog, clear a selection).
 */
export function useActionToast<T extends ActionAnswer>(fetcher: FetcherWithComponents<T>, onSettled?: (answer: T) => void): void {
  useFetcherDone(fetcher, (answer) => {
    showActionToast(answer);
    onSettled?.(answer);
  });
}
