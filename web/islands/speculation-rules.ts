export { publicPrefetchRulesJson } from '@contract/page-scripts';
