import { only, type MatrixRows } from './types';

/** The launch checklist: administrators only (decision 074). */
export const launchRows: MatrixRows = () => [
  {
    name: 'GET /api/admin/launch-checklist',
    build: async () => ({ method: 'GET', url: '/api/admin/launch-checklist' }),
    expected: only('admin')(200),
  },
];
