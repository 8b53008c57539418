import { launchChecklistSchema, publicSiteLaunchSchema, siteLaunchSchema, type LaunchBody } from '@contract/launch-checklist';
import type { Transport } from './transport';

/** What is left before the site goes public (administrators, decision 074), and the launch itself (decision 115). */
export const launchChecklistApi = ({ get, send }: Transport) => ({
  get: () => get(launchChecklistSchema, '/api/admin/launch-checklist'),
  /** Every item still open must be confirmed (`confirmed`); re-authenticated. */
  launch: (body: LaunchBody) => send(siteLaunchSchema, 'POST', '/api/admin/launch', body),
  withdraw: () => send(siteLaunchSchema, 'DELETE', '/api/admin/launch'),
  /** Anyone: launched or not (robots.txt, the sitemap). */
  status: () => get(publicSiteLaunchSchema, '/api/site/launch'),
});
