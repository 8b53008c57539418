import { useEffect, useId, useState } from 'react';
import { useFetcher } from 'react-router';
import { toast } from 'sonner';
import { can } from '@contract/roles';
import type { StaffUser } from '@contract/two-factor';
import type { UserHoldings } from '@contract/users';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { Field } from '~/components/ui/field';
import { useApi } from '~/lib/api/use-api';
import { useReauthRetry } from '../auth/use-reauth-retry';
import { useFetcherDone } from '../staff/use-fetcher-done';
import type { UserChange, UserChangeResult } from './user-change';
import { STAFF_POST } from '../staff/staff-form-props';

const count = (n: number | undefined, one: string, many: string) => (n === undefined ? many : n === 1 ? `1 ${one}` : `${n} ${many}`);

/**
 * SPEC's 'Confirm Deletion' (DECISIONS.md fixes the spec's 'userb' typo), which also asks who takes
 * over the person's leads (default: nobody, each lead notes it) and posts (default: you).
 */
export function DeleteUserModal({ user, me, people, onDone }: { user: StaffUser | null; me: string; people: StaffUser[]; onDone: () => void }) {
  const api = useApi();
  const id = useId();
  const fetcher = useFetcher<UserChangeResult>();
  const [holdings, setHoldings] = useState<UserHoldings | undefined>(undefined);
  const [leadsTo, setLeadsTo] = useState('unassigned');
  const [postsTo, setPostsTo] = useState('');
  const userId = user?._id;
  useEffect(() => {
    setHoldings(undefined);
    setLeadsTo('unassigned');
    setPostsTo('');
    if (!userId) return;
    let live = true;
    api.users.holdings(userId).then(
      (h) => live && setHoldings(h),
      () => undefined, // the counts are a courtesy: the delete works without them
    );
    return () => {
      live = false;
    };
  }, [api, userId]);
  // Deleting someone or resetting their second factor may need the password again: asked in place, then sent once more.
  const { submit, dialog } = useReauthRetry(fetcher);
  useFetcherDone(fetcher, (result) => {
    if (!result.ok && result.reauth) return;
    onDone();
    if (result.ok) toast.success('User deleted successfully');
    else toast.error('Failed to delete user', { description: result.error });
  });

  const others = people.filter((p) => p._id !== userId && p.status === 'active');
  const takeLeads = others.filter((p) => can(p.role, 'leads.work'));
  const takePosts = others.filter((p) => p._id !== me && can(p.role, 'posts.write'));

  function confirm() {
    if (!user) return;
    const change: UserChange = { intent: 'delete', id: user._id, leadsTo, ...(postsTo ? { postsTo } : {}) };
    void submit(change, STAFF_POST);
  }

  return (
    <>
      <ConfirmDialog open={user !== null} title="Confirm Deletion" busy={fetcher.state !== 'idle'} onConfirm={confirm} onCancel={onDone}>
        <p className="text-slate-800">Are you sure you want to delete user {user?.name}?</p>
        <Field id={`${id}-leads`} label={`Their ${count(holdings?.leads, 'lead', 'leads')} go to`}>
          {(c) => (
            <select {...c} value={leadsTo} onChange={(e) => setLeadsTo(e.target.value)}>
              <option value="unassigned">Unassigned</option>
              {takeLeads.map((p) => (
                <option key={p._id} value={p._id}>
                  {p._id === me ? `Me (${p.name})` : p.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={`${id}-posts`} label={`Their ${count(holdings?.posts, 'post', 'posts')} go to`}>
          {(c) => (
            <select {...c} value={postsTo} onChange={(e) => setPostsTo(e.target.value)}>
              <option value="">Me</option>
              {takePosts.map((p) => (
                <option key={p._id} value={p._id}>
                  {p.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      </ConfirmDialog>
      {dialog}
    </>
  );
}
