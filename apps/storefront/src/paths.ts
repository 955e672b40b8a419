/** Checkout lives under /store for outlet-based brands and /order for brand-wide catalogues (spec section 2). */
export function checkoutPath(catalogueType: string): string {
  return catalogueType === 'BRAND_BASED_CATALOGUE' ? '/order/checkout' : '/store/checkout';
}

/** The map and address pages of checkout, by catalogue type (spec section 2 route list). */
export function checkoutAddressPath(
  catalogueType: string,
  page: 'map-address' | 'add-delivery-address',
): string {
  return catalogueType === 'BRAND_BASED_CATALOGUE' ? `/checkout/${page}` : `/store/checkout/${page}`;
}
