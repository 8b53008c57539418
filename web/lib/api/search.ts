import { siteSearchSchema, type SiteSearchQuery } from '@contract/search';
import { queryString, type Transport } from './transport';

export const searchApi = ({ get }: Transport) => ({
  /** The whole public site's search (/search, the 404 page's suggestions): best match first, with snippets. */
  site: (query: SiteSearchQuery) => get(siteSearchSchema, `/api/search${queryString(query)}`),
});
