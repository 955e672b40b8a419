import { createApiClient, type ApiClient, type Schemas } from '@storefront/api';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions, type AppServices } from '../app.js';
import type { Database } from '../db/database.js';
import { demoBrandIds } from '../db/seed/brands.js';
import { zaatarStoreIds } from '../db/seed/demo-ids.js';
import { signTableToken } from '../table-sessions/tokens.js';

export const zaatar: string = demoBrandIds.zaatarHouse;
export const storeId = zaatarStoreIds.jumeirah;
type Session = Schemas['TableSession'];

/** A running server for table-session tests, and the calls a diner's phone makes. */
export async function startTableApp(
  database: Database,
  clock: () => Date,
  options: Partial<Omit<AppOptions, 'database' | 'clock'>> = {},
) {
  const { app, services } = await buildApp({
    database,
    appsDir: '/nonexistent',
    clock,
    // The payer's own calls and the sweep, without the gateway's events racing them
    // (webhooks/webhooks.test.ts turns them on).
    sandboxWebhooks: { drop: true },
    ...options,
  });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `${origin}/api/v1`;
  const api = createApiClient({ baseUrl });
  const menu = await api.POST('/menus/get-dine-in-store-menu', { body: { brandId: zaatar, storeId } });
  const items = menu
    .data!.data.storeMenu.categories.flatMap((category) => category.items.map((entry) => entry.itemId))
    .filter(
      (item) =>
        item.price > 0 &&
        item.modifierGroups.every((group) => group.minimumAllowedSelection === 0) &&
        !item.unavailableStores.some((entry) => entry.storeId === storeId),
    );
  return { app, services, origin, baseUrl, api, items };
}

export type TableApp = Awaited<ReturnType<typeof startTableApp>>;

export const tableToken = (services: AppServices, tableNumber: number, brandId = zaatar) =>
  signTableToken(services.tableSecret, { brandId, storeId, tableNumber });

/** The printed code of a table whose phones each order on their own (the single-phone flow). */
export const phoneToken = (services: AppServices, tableNumber: number, store = storeId, brandId = zaatar) =>
  signTableToken(services.tableSecret, { brandId, storeId: store, tableNumber }, 'phone');

/** A phone at the table: its diner token and the calls it makes with it. */
export function phone(api: ApiClient, dinerToken: string, brandId = zaatar) {
  const headers = { 'X-Diner-Token': dinerToken };
  return {
    token: dinerToken,
    current: () => api.POST('/table-sessions/current', { body: { brandId }, headers }),
    add: (version: number, item: Schemas['Item'], quantity = 1) =>
      api.POST('/table-sessions/basket/add', {
        body: { brandId, version, itemId: item._id, categoryId: item.categoryId, quantity, sections: [] },
        headers,
      }),
    update: (version: number, lineId: string, quantity: number) =>
      api.POST('/table-sessions/basket/update', { body: { brandId, version, lineId, quantity }, headers }),
    remove: (version: number, lineId: string) =>
      api.POST('/table-sessions/basket/remove', { body: { brandId, version, lineId }, headers }),
    send: (version: number) =>
      api.POST('/table-sessions/send-round', { body: { brandId, version }, headers }),
    split: (version: number, split: Schemas['TableSplitChoice']) =>
      api.POST('/table-sessions/split', { body: { brandId, version, split }, headers }),
    pay: (shareId: string, tip: number) =>
      api.POST('/table-sessions/shares/{shareId}/pay', {
        params: { path: { shareId } },
        body: { brandId, tip: tip as Schemas['Fils'], method: 'CREDIT_CARD' },
        headers,
      }),
    verify: (shareId: string, paymentIntentId: string) =>
      api.POST('/table-sessions/shares/{shareId}/verify', {
        params: { path: { shareId } },
        body: { brandId, paymentIntentId },
        headers,
      }),
  };
}

export type Phone = ReturnType<typeof phone>;

/** Opens the table (the first phone) and joins a second phone with the code on the first one's screen. */
export async function seatTwo(table: TableApp, tableNumber: number) {
  const token = tableToken(table.services, tableNumber);
  const opened = await table.api.POST('/table-sessions/open', {
    body: { brandId: zaatar, tableToken: token, name: 'Layla' },
  });
  const first = opened.data!.data as Schemas['TableSessionEntry'];
  const joined = await table.api.POST('/table-sessions/join', {
    body: { brandId: zaatar, tableToken: token, joinCode: first.session.joinCode },
  });
  return {
    token,
    one: phone(table.api, first.dinerToken),
    two: phone(table.api, joined.data!.data.dinerToken),
    opened: first,
  };
}

/** Confirms a sandbox intent with a card, as Stripe.js would in the browser. */
export async function confirmIntent(origin: string, clientSecret: string, number = '4242424242424242') {
  const answer = await fetch(`${origin}/sandbox/intent/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientSecret, card: { number, expMonth: 12, expYear: 2030, cvc: '123' } }),
  });
  return (await answer.json()) as { status: string };
}

/** Adds lines and sends them as a round; answers the session after it. */
export async function orderRound(
  diner: Phone,
  items: Schemas['Item'][],
  quantities: number[],
): Promise<Session> {
  let session = (await diner.current()).data!.data;
  for (const [index, quantity] of quantities.entries()) {
    session = (await diner.add(session.version, items[index]!, quantity)).data!.data;
  }
  return (await diner.send(session.version)).data!.data;
}

export async function closeApp(app: FastifyInstance) {
  await app.close();
}
