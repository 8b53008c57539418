import { statsResponse } from '@contract/index';
import type { Transport } from './transport';

/** The dashboard's figures. */
export const statsApi = ({ get }: Transport) => ({
  get: () => get(statsResponse, '/api/stats'),
});
