import { launchChecklistSchema } from '@contract/launch-checklist';
import type { Transport } from './transport';

/** What is left before the site goes public (administrators, decision 074). */
export const launchChecklistApi = ({ get }: Transport) => ({
  get: () => get(launchChecklistSchema, '/api/admin/launch-checklist'),
});
