import { companyDetailSchema, personDetailSchema, personListSchema, type PeopleListQuery } from '@contract/people';
import type { Transport } from './transport';

/** Who sent the enquiries, across all of them, and their companies (decision 125; staff who work on leads). */
export const peopleApi = ({ get, page, enc }: Transport) => ({
  /** One page of people, newest first unless sorted; `total` from X-Total-Count. */
  page: (query: PeopleListQuery = {}) => page(personListSchema, '/api/people', query),
  /** A person, their leads and one timeline of every lead's history. */
  get: (id: string) => get(personDetailSchema, `/api/people/${enc(id)}`),
  /** A company, its people and leads, and the value of its won leads. */
  company: (id: string) => get(companyDetailSchema, `/api/companies/${enc(id)}`),
});
