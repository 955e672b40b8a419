import type { CatalogueService } from '../catalogue/catalogue-service.js';
import type { Db } from '../db/database.js';
import { errorBody, type Handler } from '../http/api-types.js';
import { staffOf } from '../http/security.js';
import { orderMessages } from '../orders/order-messages.js';
import { openEventStream, tooManyStreams, type OpenStreams } from '../push/event-stream.js';
import { frameOnce } from '../push/shared-reads.js';
import type { StoreMenuEvent, StoreMenuFeed } from '../push/menu-feed.js';
import type { StaffMember } from '../staff/staff-sessions.js';
import { changeKitchen } from './kitchen-store.js';
import { kitchenView } from './kitchen-view.js';

export interface KitchenContext {
  db: Db;
  catalogue: CatalogueService;
  menuFeed: StoreMenuFeed;
  streams: OpenStreams;
  clock: () => Date;
}

const storeNotFound = { status: 404 as const, body: errorBody('NOT_FOUND', orderMessages.storeNotFound) };

/** The `changed` frame of a store's event, built once however many streams hear it. */
const changedFrame = (event: StoreMenuEvent) =>
  `event: changed\ndata: ${JSON.stringify({ storeId: event.storeId, at: event.at })}\n\n`;

/**
 * The kitchen's controls on the order board (docs/kitchen.md) and the store's menu stream every
 * open customer screen of the store follows.
 */
export function kitchenHandlers(context: KitchenContext) {
  /** The stores the staff member may change: store staff their store, a manager every store of the brand. */
  async function storesOf(member: StaffMember) {
    const catalogue = await context.catalogue.forBrand(member.staff.brandId);
    return catalogue.stores.filter((store) => !member.storeIds || member.storeIds.includes(store.id));
  }
  const storeOf = async (member: StaffMember, storeId: string) =>
    (await storesOf(member)).find((store) => store.id === storeId);

  async function answer(member: StaffMember, storeId: string) {
    const kitchen = await kitchenView(context.db, storeId, context.clock());
    if (!kitchen) return storeNotFound;
    const stores = (await storesOf(member)).map((store) => ({ _id: store.id, name: store.name }));
    return { status: 200 as const, body: { success: 1 as const, data: { ...kitchen, stores } } };
  }

  const getKitchen: Handler<'getKitchen'> = async ({ query, caller }) => {
    const member = staffOf(caller);
    const store = query.storeId ? await storeOf(member, query.storeId) : (await storesOf(member))[0];
    if (!store) return storeNotFound;
    return answer(member, store.id);
  };

  const changeKitchenHandler: Handler<'changeKitchen'> = async ({ body, caller }) => {
    const member = staffOf(caller);
    const store = await storeOf(member, body.storeId);
    if (!store) return storeNotFound;
    const { storeId: _storeId, language: _language, ...ask } = body;
    const result = await changeKitchen(context.db, {
      store,
      staff: member.staff,
      ask,
      now: context.clock(),
      // A manager works for the whole brand (no stores named); store staff for their stores.
      manager: !member.storeIds,
    });
    if (!result.ok) {
      if (result.status === 404) return { status: 404, body: errorBody('NOT_FOUND', result.said) };
      if (result.status === 403) return { status: 403, body: errorBody('FORBIDDEN', result.said) };
      return { status: 400, body: errorBody('BAD_REQUEST', result.said) };
    }
    return answer(member, store.id);
  };

  const followStoreMenu: Handler<'followStoreMenu'> = async ({ params, query, request, reply }) => {
    const catalogue = await context.catalogue.forBrand(query.brandId).catch(() => undefined);
    const store = catalogue?.stores.find((entry) => entry.id === params.storeId);
    if (!store) return storeNotFound;
    // Public and anonymous: counted against the client's address (a restaurant's Wi-Fi holds many
    // phones, so the per-IP limit, not the per-token one, bounds it).
    const ticket = context.streams.admit(request.ip, `menu:${request.ip}:${request.id}`);
    if (!ticket) return tooManyStreams(reply);
    const unsubscribe = context.menuFeed.subscribe(store.id, (event) =>
      stream.write(frameOnce(event, changedFrame)),
    );
    const stream = openEventStream(request, reply, context.streams, ticket, unsubscribe);
    stream.write('event: ready\ndata: {}\n\n');
    return { status: 200, body: undefined as never };
  };

  return { getKitchen, changeKitchen: changeKitchenHandler, followStoreMenu };
}
