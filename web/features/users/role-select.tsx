import type { UseFormRegisterReturn } from 'react-hook-form';
import { ROLE_LABELS, ROLES, type Role } from '@contract/roles';
import { Field } from '~/components/ui/field';

/** One line per role: what it may do (decision 054's table in words). */
export const ROLE_HELP: Record<Role, string> = {
  admin: 'Everything: people, settings, audit log, backups, every post and lead.',
  editor: 'Every post, publishing, newsletters and subscribers.',
  author: 'Writes and publishes their own posts.',
  contributor: 'Writes drafts and submits them for review.',
  sales_manager: 'Every lead: reassigns, exports, saved replies and the reports. No people, settings or site content.',
  sales: 'Works their own and unassigned leads.',
  user: 'Their own posts and leads (the original staff role).',
};

/** The role choice of the create and edit dialogs, with the chosen role's help under it. */
export function RoleSelect({ id, field, value, error }: { id: string; field: UseFormRegisterReturn; value: Role | undefined; error?: string }) {
  return (
    <Field id={id} label="Role" error={error} hint={value ? ROLE_HELP[value] : undefined}>
      {(c) => (
        <select {...c} {...field}>
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {ROLE_LABELS[r]}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
