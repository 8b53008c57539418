import { isUuid } from '@contract/ids';
import { NotFoundError } from '../../lib/errors';

export const LEAD_NOT_FOUND = 'Lead not found';

/** An id that cannot be a lead's is answered like an unknown one. */
export const checkLeadId = (id: string) => {
  if (!isUuid(id)) throw new NotFoundError(LEAD_NOT_FOUND);
};
