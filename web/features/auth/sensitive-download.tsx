import type { MouseEvent, ReactNode } from 'react';
import type { Permission } from '@contract/roles';
import { useCan } from '~/features/staff/can';
import { useApi } from '~/lib/api/use-api';
import { useReauthGate } from './use-reauth-retry';

interface SensitiveDownloadProps {
  /** The export's address (the API's, absolute or on this origin). */
  href: string;
  /** Hidden from roles without it. */
  permission: Permission;
  className?: string;
  children: ReactNode;
  /** false: a page to go to (linking single sign-on), not a file to save. */
  download?: boolean;
}

/**
 * A link to an export that needs a fresh confirmation (CSV of leads or subscribers, the backup):
 * a plain navigation cannot show the API's 403, so before following it the page asks whether the
 * confirmation is fresh, and opens the dialog first when it is not.
 */
export function SensitiveDownload({ href, permission, className, children, download = true }: SensitiveDownloadProps) {
  const can = useCan();
  const api = useApi();
  const { confirm, dialog } = useReauthGate();
  if (!can(permission)) return null;

  async function follow(event: MouseEvent<HTMLAnchorElement>) {
    // A new tab or a saved link is the browser's own business: the API still refuses a stale one.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const fresh = await api.auth
      .reauthStatus()
      .then((s) => s.fresh)
      .catch(() => true); // unknown: let the API decide
    if (fresh || (await confirm())) window.location.assign(href);
  }

  return (
    <>
      <a href={href} className={className} onClick={(e) => void follow(e)} download={download || undefined}>
        {children}
      </a>
      {dialog}
    </>
  );
}
