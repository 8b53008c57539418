import { useState } from 'react';
import { toast } from 'sonner';
import type { PublicUser } from '@contract/users';
import { Button } from '~/components/ui/button';
import { ChangePasswordModal } from './change-password-modal';

/**
 * The navigation bar's 'Change password': every signed-in user may change their own
 * (DECISIONS.md), while the users screen, which has the other button, is for admins only.
 */
export function ChangeOwnPassword({ user }: { user: PublicUser }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        Change password
      </Button>
      <ChangePasswordModal
        user={open ? user : null}
        own
        onClose={() => setOpen(false)}
        onChanged={() => {
          setOpen(false);
          toast.success('Password changed successfully');
        }}
        onFailed={(reason) => toast.error('Failed to change password', { description: reason })}
      />
    </>
  );
}
