export { site } from '@contract/site';
