import type { PrimedReads, Schemas } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import type { PageTarget } from './resolve-page.js';

/** The query and language an English browser's API client sends (packages/api), so the page and the app share one cached answer. */
const CLIENT_QUERY = 'app_version=26&app_name=dine-in';

/**
 * The table a dine-in page's query names, by the dine-in app's rules (apps/dine-in/src/table-link.ts):
 * `service-type=dine-in`, a `store-id` and a whole `table-number` from 1; null otherwise.
 */
export function dineInTableOf(search: URLSearchParams): { storeId: string; tableNumber: number } | null {
  const storeId = search.get('store-id')?.trim() ?? '';
  const tableText = search.get('table-number')?.trim() ?? '';
  if (
    search.get('service-type') !== 'dine-in' ||
    !/^[0-9a-f]{24}$/.test(storeId) ||
    !/^\d{1,4}$/.test(tableText)
  )
    return null;
  const tableNumber = Number(tableText);
  return tableNumber >= 1 ? { storeId, tableNumber } : null;
}

/**
 * The answers of public read calls the page's first screen reads, asked of the API itself (the
 * same route, validation, handler and answer cache a browser's request meets, so the same bytes):
 * today the dine-in home's store menu for the table its link names. Nothing personal: no
 * Authorization is sent and only catalogue reads are asked. Undefined when there is nothing to
 * prime or the call does not answer 200 (the app then reads as it always did).
 */
export async function primedReads(
  app: FastifyInstance,
  target: PageTarget,
  url: string,
  host: string,
): Promise<PrimedReads | undefined> {
  if (target.app !== 'dine-in' || !target.brand) return undefined;
  const table = dineInTableOf(new URLSearchParams(url.split('?')[1] ?? ''));
  if (!table) return undefined;
  const response = await app.inject({
    method: 'POST',
    url: `/api/v1/menus/get-dine-in-store-menu?${CLIENT_QUERY}`,
    headers: { host, 'content-type': 'application/json' },
    payload: JSON.stringify({ brandId: target.brand.brand._id, ...table, language: 'EN' }),
  });
  if (response.statusCode !== 200) return undefined;
  const answer = response.json<{ data: Schemas['StoreMenu'] }>();
  return { readAt: Date.now(), dineInMenu: { ...table, menu: answer.data } };
}
