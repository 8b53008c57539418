import { LAUNCH_CHECK_IDS } from '@contract/launch-checklist';
import { anybody, only, type MatrixRows } from './types';

/** The launch checklist and the launch itself: administrators only (decisions 074, 115); launched or not: anybody. */
export const launchRows: MatrixRows = () => [
  {
    name: 'GET /api/admin/launch-checklist',
    build: async () => ({ method: 'GET', url: '/api/admin/launch-checklist' }),
    expected: only('admin')(200),
  },
  {
    name: 'POST /api/admin/launch',
    build: async () => ({ method: 'POST', url: '/api/admin/launch', payload: { confirmed: [...LAUNCH_CHECK_IDS] } }),
    expected: only('admin')(200),
  },
  {
    name: 'DELETE /api/admin/launch',
    build: async () => ({ method: 'DELETE', url: '/api/admin/launch' }),
    expected: only('admin')(200),
  },
  {
    name: 'GET /api/site/launch',
    build: async () => ({ method: 'GET', url: '/api/site/launch' }),
    expected: anybody(200),
  },
];
