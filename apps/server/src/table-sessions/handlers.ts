import type { Schemas } from '@storefront/contract';
import { dinerOf } from '../http/security.js';
import { fils, ZERO_FILS, type UnixSeconds } from '@storefront/core';
import type { SessionService } from '../auth/sessions.js';
import type { BrandService } from '../brands/brand-service.js';
import type { CatalogueService } from '../catalogue/catalogue-service.js';
import { offersService } from '../catalogue/shapes.js';
import type { Db } from '../db/database.js';
import { errorBody, type Handler } from '../http/api-types.js';
import type { Said } from '../http/messages.js';
import { orderMessages } from '../orders/order-messages.js';
import { repriceCart } from '../orders/reprice.js';
import { tooManyStreams, type OpenStreams } from '../push/event-stream.js';
import type { StatusFeed } from '../push/status-feed.js';
import type { PaymentGateways } from '../payments/gateway.js';
import { MAX_TABLE_BASKET_LINES, tableSessionMessages as messages } from './messages.js';
import { sendRound } from './rounds.js';
import { streamTableSession, type TableSessionFeed } from './session-feed.js';
import {
  decideJoin,
  JOIN_WINDOW_MS,
  newShortId,
  openOrFind,
  openSessionAt,
  reopenJoining,
  replaceBasket,
  sessionById,
} from './session-store.js';
import { shareHandlers } from './handlers/shares.js';
import { loadSnapshot } from './snapshot.js';
import { chooseSplit } from './split.js';
import type { BasketLineRecord, TableSessionRow } from './table-sessions.schema.js';
import type { Diner } from './diners.js';

export type { Diner } from './diners.js';
export { staffTableSessionHandlers } from './handlers/staff-tables.js';
import { signDinerToken, verifyTableToken, type TableRef } from './tokens.js';

export interface TableSessionsContext {
  db: Db;
  brands: BrandService;
  catalogue: CatalogueService;
  gateways: PaymentGateways;
  feed: TableSessionFeed;
  statusFeed: StatusFeed;
  streams: OpenStreams;
  clock: () => Date;
  /** Signs the printed table codes. */
  tableSecret: Buffer;
  /** Signs diner tokens. */
  dinerSecret: Buffer;
  /** The customer's sign-in, for a share paid from their wallet. */
  sessions: SessionService;
  /** Signs a paid share's invoice link (docs/invoices.md). */
  invoiceSecret: Buffer;
}

const refuse = <S extends 400 | 403 | 404 | 409>(
  status: S,
  code: Parameters<typeof errorBody>[0],
  said: Said,
) => ({
  status,
  body: errorBody(code, said),
});

export function tableSessionHandlers(context: TableSessionsContext) {
  const { db } = context;

  async function snapshot(session: TableSessionRow, me: string) {
    const catalogue = await context.catalogue.forBrand(session.brandId);
    return loadSnapshot(db, catalogue, session, me, context.clock(), context.invoiceSecret);
  }

  /** The answer to a change: the session now; on a conflict, the refusal with the session now. */
  async function answer(
    outcome:
      | { ok: true; session: TableSessionRow }
      | { ok: false; status: 400 | 409; said: Said; conflict?: string },
    diner: Diner,
  ) {
    if (outcome.ok) {
      return {
        status: 200 as const,
        body: { success: 1 as const, data: await snapshot(outcome.session, diner.dinerId) },
      };
    }
    if (outcome.status === 409) {
      const current = (await sessionById(db, diner.session.id))!;
      return {
        status: 409 as const,
        body: { ...errorBody('CONFLICT', outcome.said), data: await snapshot(current, diner.dinerId) },
      };
    }
    return refuse(400, 'BAD_REQUEST', outcome.said);
  }

  /** The table a printed code names: well signed for the brand, a dine-in table of one of its stores. */
  async function tableOf(
    brandId: string,
    token: string,
  ): Promise<{ table: TableRef; storeName: Schemas['TableText'] } | undefined> {
    const named = verifyTableToken(context.tableSecret, brandId, token);
    // A code for phones ordering on their own never opens a shared session.
    if (!named || named.kind !== 'shared' || !(await context.brands.byId(brandId))) return undefined;
    const table: TableRef = { brandId, storeId: named.storeId, tableNumber: named.tableNumber };
    const catalogue = await context.catalogue.forBrand(brandId);
    const store = catalogue.stores.find((entry) => entry.id === table.storeId);
    if (!store || !offersService(store, 'DINE_IN') || !store.dineInTables.includes(table.tableNumber))
      return undefined;
    return { table, storeName: { en: store.name.en, ar: store.name.ar } };
  }

  const entry = async (session: TableSessionRow, dinerId: string) => ({
    status: 200 as const,
    body: {
      success: 1 as const,
      data: {
        joinRequired: false as const,
        session: await snapshot((await sessionById(db, session.id))!, dinerId),
        dinerToken: signDinerToken(context.dinerSecret, {
          s: session.id,
          d: dinerId,
          b: session.brandId,
          i: Math.floor(context.clock().getTime() / 1000),
        }),
      },
    },
  });

  const openTableSession: Handler<'openTableSession'> = async ({ body }) => {
    const found = await tableOf(body.brandId, body.tableToken);
    if (!found) return refuse(404, 'NOT_FOUND', messages.codeUnknown);
    const opened = await openOrFind(db, found.table, body.name?.trim() || null, context.clock());
    if (opened.dinerId) return entry(opened.session, opened.dinerId);
    return {
      status: 200,
      body: {
        success: 1,
        data: {
          joinRequired: true,
          storeId: found.table.storeId,
          tableNumber: found.table.tableNumber,
          storeName: found.storeName,
        },
      },
    };
  };

  const joinTableSession: Handler<'joinTableSession'> = async ({ body, request, reply }) => {
    const found = await tableOf(body.brandId, body.tableToken);
    if (!found) return refuse(404, 'NOT_FOUND', messages.codeUnknown);
    const session = await openSessionAt(db, found.table);
    if (!session) return refuse(404, 'NOT_FOUND', messages.notOpen);
    const decided = await decideJoin(db, {
      sessionId: session.id,
      joinCode: body.joinCode,
      ip: request.ip,
      name: body.name?.trim() || null,
      now: context.clock(),
    });
    if (decided.kind === 'joined') return entry(decided.session, decided.dinerId);
    if (decided.kind === 'notOpen') return refuse(404, 'NOT_FOUND', messages.notOpen);
    if (decided.kind === 'paused' || decided.paused) return refuse(403, 'FORBIDDEN', messages.joinPaused);
    if (decided.networkLimited) {
      const retryAfter = Math.ceil(JOIN_WINDOW_MS / 1000);
      reply.header('retry-after', String(retryAfter));
      return {
        status: 429,
        body: { ...errorBody('RATE_LIMITED', messages.joinTooMany(Math.ceil(retryAfter / 60))), retryAfter },
      };
    }
    return refuse(403, 'FORBIDDEN', messages.joinCodeWrong);
  };

  /** A diner at the table lets people join again after wrong codes paused joining: a new code. */
  const reopenTableJoining: Handler<'reopenTableJoining'> = async ({ caller }) => {
    const diner = dinerOf(caller);
    const session = await reopenJoining(db, diner.session.id);
    if (!session) return refuse(409, 'CONFLICT', messages.closed);
    return { status: 200, body: { success: 1, data: await snapshot(session, diner.dinerId) } };
  };

  const getTableSession: Handler<'getTableSession'> = async ({ caller }) => {
    const diner = dinerOf(caller);
    return { status: 200, body: { success: 1, data: await snapshot(diner.session, diner.dinerId) } };
  };

  /** A basket change at the version the diner saw: a stale version or a closed session changes nothing. */
  async function editBasket(
    diner: Diner,
    version: number,
    change: (basket: BasketLineRecord[]) => BasketLineRecord[] | Said,
  ) {
    const { session } = diner;
    if (session.status !== 'open') return answer({ ok: false, status: 409, said: messages.closed }, diner);
    if (session.version !== version) return answer({ ok: false, status: 409, said: messages.changed }, diner);
    const next = change(session.basket);
    if (!Array.isArray(next)) {
      const notFound = next.key === messages.lineNotFound.key;
      return notFound ? refuse(404, 'NOT_FOUND', next) : refuse(400, 'BAD_REQUEST', next);
    }
    const updated = await replaceBasket(db, session, version, next);
    if (!updated) {
      const current = (await sessionById(db, session.id))!;
      const said = current.status === 'open' ? messages.changed : messages.closed;
      return answer({ ok: false, status: 409, said }, diner);
    }
    return answer({ ok: true, session: updated }, diner);
  }

  const addTableBasketLine: Handler<'addTableBasketLine'> = async ({ body, caller }) => {
    const diner = dinerOf(caller);
    const catalogue = await context.catalogue.forBrand(body.brandId);
    const store = catalogue.stores.find((entry) => entry.id === diner.session.storeId);
    if (!store) return refuse(400, 'BAD_REQUEST', orderMessages.storeNotFound);
    const line = {
      itemId: body.itemId,
      ...(body.categoryId && { categoryId: body.categoryId }),
      quantity: body.quantity,
      sections: body.sections,
      ...(body.specialRequest?.trim() && { specialRequest: body.specialRequest.trim() }),
    };
    const priced = repriceCart(catalogue, store, {
      serviceType: 'DINE_IN',
      cart: [line],
      walletBalance: ZERO_FILS,
      now: Math.floor(context.clock().getTime() / 1000) as UnixSeconds,
    });
    if (!priced.ok) return refuse(400, 'BAD_REQUEST', priced.error.message);
    const record: BasketLineRecord = {
      lineId: newShortId('l'),
      ...line,
      addedBy: diner.dinerId,
      priced: priced.value.lines[0]!,
    };
    const edited = await editBasket(diner, body.version, (basket) =>
      basket.length >= MAX_TABLE_BASKET_LINES ? messages.basketFull : [...basket, record],
    );
    // Adding never names a line, so never answers 404 (line not found).
    if (edited.status === 404) throw new Error('unreachable: add answered line not found');
    return edited;
  };

  const updateTableBasketLine: Handler<'updateTableBasketLine'> = async ({ body, caller }) => {
    const diner = dinerOf(caller);
    return editBasket(diner, body.version, (basket) => {
      if (!basket.some((line) => line.lineId === body.lineId)) return messages.lineNotFound;
      return basket.map((line) =>
        line.lineId === body.lineId
          ? {
              ...line,
              quantity: body.quantity,
              priced: {
                ...line.priced,
                quantity: body.quantity,
                lineTotal: fils(line.priced.unitPrice * body.quantity),
              },
            }
          : line,
      );
    });
  };

  const removeTableBasketLine: Handler<'removeTableBasketLine'> = async ({ body, caller }) => {
    const diner = dinerOf(caller);
    return editBasket(diner, body.version, (basket) => {
      if (!basket.some((line) => line.lineId === body.lineId)) return messages.lineNotFound;
      return basket.filter((line) => line.lineId !== body.lineId);
    });
  };

  const sendTableRound: Handler<'sendTableRound'> = async ({ body, caller }) => {
    const diner = dinerOf(caller);
    const brand = await context.brands.byId(body.brandId);
    const outcome = await sendRound(db, {
      sessionId: diner.session.id,
      version: body.version,
      dinerId: diner.dinerId,
      catalogue: await context.catalogue.forBrand(body.brandId),
      brandName: brand?.brand.brandName ?? '',
      now: context.clock(),
    });
    return answer(outcome, diner);
  };

  const splitTableBill: Handler<'splitTableBill'> = async ({ body, caller }) => {
    const diner = dinerOf(caller);
    const outcome = await chooseSplit(db, {
      sessionId: diner.session.id,
      version: body.version,
      dinerId: diner.dinerId,
      split: body.split,
      now: context.clock(),
    });
    return answer(outcome, diner);
  };

  // The stream alone also takes the token as a bearer (followEventStream) or in the query (EventSource).
  const followTableSession: Handler<'followTableSession'> = async ({ query, request, reply, caller }) => {
    const diner = dinerOf(caller);
    const ticket = context.streams.admit(request.ip, `diner:${diner.session.id}:${diner.dinerId}`);
    if (!ticket) return tooManyStreams(reply);
    await streamTableSession(
      request,
      reply,
      {
        ...context,
        ticket,
        brandId: query.brandId,
        sessionId: diner.session.id,
        viewerKey: `${diner.session.id}:${diner.dinerId}`,
      },
      async () => {
        const session = await sessionById(db, diner.session.id);
        return session && snapshot(session, diner.dinerId);
      },
    );
    return { status: 200, body: undefined as never };
  };

  return {
    openTableSession,
    joinTableSession,
    getTableSession,
    addTableBasketLine,
    updateTableBasketLine,
    removeTableBasketLine,
    sendTableRound,
    splitTableBill,
    followTableSession,
    reopenTableJoining,
    ...shareHandlers(context, { snapshot }),
  };
}
