/**
 * The dine-in app's address for a table, as its printed code opens it:
 * `{origin}{basePath}/dine-in?store-id=…&service-type=dine-in&table-number=7` (basePath is
 * `/{domainName}`, or empty on the brand's own domain).
 */
export function dineInLink(origin: string, basePath: string, storeId: string, tableNumber: number): string {
  const query = new URLSearchParams({
    'store-id': storeId,
    'service-type': 'dine-in',
    'table-number': String(tableNumber),
  });
  return `${origin}${basePath}/dine-in?${query.toString()}`;
}
