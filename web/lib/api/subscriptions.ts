import {
  messageSchema,
  subscriptionCountsSchema,
  subscriptionListSchema,
  type CreateSubscriptionBody,
  type SubscriptionListQuery,
} from '@contract/index';
import { accepted, type Transport } from './transport';

export const subscriptionsApi = ({ baseUrl, send, get, page }: Transport) => ({
  create: (body: CreateSubscriptionBody) => send(accepted, 'POST', '/api/subscriptions', body),
  list: () => get(subscriptionListSchema, '/api/subscriptions'),
  page: (query: SubscriptionListQuery = {}) => page(subscriptionListSchema, '/api/subscriptions', query),
  statusCounts: () => get(subscriptionCountsSchema, '/api/subscriptions/status-counts'),
  confirm: (token: string) => send(messageSchema, 'POST', '/api/subscriptions/confirm', { token }),
  unsubscribe: (token: string) => send(messageSchema, 'POST', '/api/subscriptions/unsubscribe', { token }),
  csvUrl: () => `${baseUrl}/api/subscriptions.csv`,
});
