export { ANALYTICS_BEACON_SCRIPT, ISLANDS_LOADER, THEME_SCRIPT } from '@contract/page-scripts';
