export { normalizeTags } from '@contract/tags';
