export { ANALYTICS_BEACON_SCRIPT, ISLANDS_LOADER } from '@contract/page-scripts';
