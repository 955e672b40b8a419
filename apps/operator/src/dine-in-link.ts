/**
 * The dine-in app's address for a table, as its printed code opens it:
 * `{origin}{basePath}/dine-in?store-id=…&service-type=dine-in&table-number=7&table=t1.…` (basePath
 * is `/{domainName}`, or empty on the brand's own domain). `table` is the table's signed token from
 * staff/tables (`tableCodes`): a `t1` code opens the table's shared session, a `p1` code lets each
 * phone order on its own; nothing at a table opens with its number alone (docs/dine-in.md).
 */
export function dineInLink(
  origin: string,
  basePath: string,
  storeId: string,
  tableNumber: number,
  tableToken: string,
): string {
  const query = new URLSearchParams({
    'store-id': storeId,
    'service-type': 'dine-in',
    'table-number': String(tableNumber),
    table: tableToken,
  });
  return `${origin}${basePath}/dine-in?${query.toString()}`;
}
