import {
  messageSchema,
  subscriptionCountsSchema,
  subscriptionListSchema,
  subscriptionSchema,
  type CreateSubscriptionBody,
  type SubscriptionFilter,
  type SubscriptionListQuery,
} from '@contract/index';
import { accepted, queryString, type Transport } from './transport';

export const subscriptionsApi = ({ baseUrl, send, get, page, enc }: Transport) => ({
  create: (body: CreateSubscriptionBody) => send(accepted, 'POST', '/api/subscriptions', body),
  /** SPEC's list: the first page (50, newest first). */
  list: () => get(subscriptionListSchema, '/api/subscriptions'),
  /** One page, newest first unless sorted, optionally of one status; `total` from X-Total-Count. */
  page: (query: SubscriptionListQuery = {}) => page(subscriptionListSchema, '/api/subscriptions', query),
  statusCounts: () => get(subscriptionCountsSchema, '/api/subscriptions/status-counts'),
  /** A bounced address may receive mail again (decision 065). */
  resetBounce: (id: string) => send(subscriptionSchema, 'POST', `/api/subscriptions/${enc(id)}/reset-bounce`),
  confirm: (token: string) => send(messageSchema, 'POST', '/api/subscriptions/confirm', { token }),
  unsubscribe: (token: string) => send(messageSchema, 'POST', '/api/subscriptions/unsubscribe', { token }),
  /** The export of what the list shows (its status tab, every page). */
  csvUrl: (filter: SubscriptionFilter = {}) => `${baseUrl}/api/subscriptions.csv${queryString(filter)}`,
});
