import type { DineInTable } from '@storefront/flows';

/** The query of a table's link (spec section 2): every dine-in page and link keeps these three. */
export const TABLE_PARAMS = ['store-id', 'service-type', 'table-number'] as const;

/**
 * The table a dine-in URL names: `service-type=dine-in`, a `store-id` and a `table-number` (a
 * whole number from 1), with the signed token of its printed code when the link has one; null
 * when any of the three is missing, so the page shows the not-found view.
 */
export function tableOf(search: URLSearchParams): DineInTable | null {
  const storeId = search.get('store-id')?.trim() ?? '';
  const tableText = search.get('table-number')?.trim() ?? '';
  if (search.get('service-type') !== 'dine-in' || !storeId || !/^\d{1,4}$/.test(tableText)) return null;
  const tableNumber = Number(tableText);
  return tableNumber >= 1 ? { storeId, tableNumber, tableToken: tableTokenOf(search) } : null;
}

/**
 * The signed token of a printed code (`table=…`, docs/dine-in.md): every dine-in call sends it, so
 * a link without one (or with something that is not a token) orders nothing at the table.
 */
export function tableTokenOf(search: URLSearchParams): string | null {
  const token = search.get('table')?.trim() ?? '';
  return /^[A-Za-z0-9._~-]{8,512}$/.test(token) ? token : null;
}

/**
 * How the phones at the table order, as the restaurant printed its code: `t1…` codes open the
 * table's shared session ('shared'), `p1…` codes (and a store's `s1…` code, with the table the
 * diner typed) let each phone order on its own ('phone'). The kind is signed into the token; the
 * server refuses a code relabelled to another kind.
 */
export function tableCodeKind(token: string): 'shared' | 'phone' {
  return token.startsWith('t') ? 'shared' : 'phone';
}

/**
 * A store's dine-in link that leaves the table to the diner (spec section 2: 'service-type' and
 * 'store-id' without 'table-number'), with the store's code: the store and its code; null for
 * any other address.
 */
export function storeLinkOf(search: URLSearchParams): { storeId: string; storeToken: string } | null {
  const storeId = search.get('store-id')?.trim() ?? '';
  const token = tableTokenOf(search);
  if (search.get('service-type') !== 'dine-in' || !storeId || search.has('table-number')) return null;
  return token?.startsWith('s') ? { storeId, storeToken: token } : null;
}

/** The table's query as links carry it ('?store-id=…&service-type=dine-in&table-number=7[&table=…]'); '' without a table. */
export function tableQuery(search: URLSearchParams): string {
  const table = tableOf(search);
  if (!table) return '';
  const query = new URLSearchParams({
    'store-id': table.storeId,
    'service-type': 'dine-in',
    'table-number': String(table.tableNumber),
  });
  const token = tableTokenOf(search);
  if (token) query.set('table', token);
  return `?${query.toString()}`;
}
