import type { SubmitOptions } from 'react-router';

/** How a staff screen's fetcher posts its writes: JSON, read by `readStaffPost` (staff-post.server.ts). */
export const STAFF_POST = { method: 'post', encType: 'application/json' } as const satisfies SubmitOptions;

/** A staff screen's form posted to the screen's action through its fetcher, once the contract schema accepts it. */
export interface StaffFormProps<TBody> {
  busy: boolean;
  /** Field errors of the action's last answer (the API's 400), shown at their fields. */
  fieldErrors?: Partial<Record<string, string>>;
  /** Called with the body the contract schema parsed from the form's values. */
  onSubmit: (body: TBody) => void;
}
