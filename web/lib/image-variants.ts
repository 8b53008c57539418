export { VARIANT_WIDTHS, originalKey, variantKey, variantSrcSet } from '@contract/image-variants';
