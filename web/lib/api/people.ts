import {
  companyDetailSchema,
  mergeUndoneSchema,
  personDetailSchema,
  personListSchema,
  personMergeSchema,
  type PeopleListQuery,
} from '@contract/people';
import type { Transport } from './transport';

/** Who sent the enquiries, across all of them, and their companies (decision 125; staff who work on leads). */
export const peopleApi = ({ get, page, send, enc }: Transport) => ({
  /** One page of people, newest first unless sorted; `total` from X-Total-Count. */
  page: (query: PeopleListQuery = {}) => page(personListSchema, '/api/people', query),
  /** A person, their leads and one timeline of every lead's history. */
  get: (id: string) => get(personDetailSchema, `/api/people/${enc(id)}`),
  /** A company, its people and leads, and the value of its won leads. */
  company: (id: string) => get(companyDetailSchema, `/api/companies/${enc(id)}`),
  /** The person `id` goes into `intoId` with all their leads (decision 130; leads.all). */
  merge: (id: string, intoId: string) => send(personMergeSchema, 'POST', `/api/people/${enc(id)}/merge`, { intoId }),
  /** Undoes a merge within MERGE_UNDO_DAYS: the leads it moved go back. */
  undoMerge: (mergeId: string) => send(mergeUndoneSchema, 'POST', `/api/people/merges/${enc(mergeId)}/undo`),
});
