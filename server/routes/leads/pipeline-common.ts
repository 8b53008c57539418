import { errorSchema } from '@contract/common';
import { NotFoundError } from '../../lib/errors';

export const LEAD_NOT_FOUND = 'Lead not found';
export const staffErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const uuidLike = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id that cannot be a lead's is answered like an unknown one. */
export const checkLeadId = (id: string) => {
  if (!uuidLike.test(id)) throw new NotFoundError(LEAD_NOT_FOUND);
};
