export { ISLANDS_LOADER } from '@contract/page-scripts';
