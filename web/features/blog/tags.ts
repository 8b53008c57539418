/** Tags for display and for the blog form: the contract's one cleaner (old shapes like ["a, b"] included). */
export { normalizeTags as parseTags } from '@contract/tags';
