import type { Schemas } from '@storefront/contract';
import { fils, sumFils, TABLE_JOIN_ATTEMPTS, ZERO_FILS, type Fils, type UnixSeconds } from '@storefront/core';
import { and, asc, eq } from 'drizzle-orm';
import type { BrandCatalogue } from '../catalogue/catalogue-service.js';
import type { Db } from '../db/database.js';
import { orders, type OrderRow, type StoreRow } from '../db/schema.js';
import { repriceCart } from '../orders/reprice.js';
import { basketCart } from './rounds.js';
import { shareDocuments } from '../invoices/links.js';
import { dinersOf, liveShares, type Tx } from './session-store.js';
import type { BasketLineRecord, TableSessionRow, TableShareRow } from './table-sessions.schema.js';

type Stage = Schemas['TableSession']['rounds'][number]['stage'];

/** What the diners are shown of a round's order status ('New', 'In Progress', 'Ready'). */
export function stageOf(status: OrderRow['status']): Stage {
  if (status === 'PREPARING') return 'inProgress';
  if (status === 'ON_THE_WAY' || status === 'COMPLETE') return 'ready';
  if (status === 'CANCELLED' || status === 'REJECTED') return 'cancelled';
  return 'new';
}

/** The rounds sent, oldest first. */
export async function roundsOf(db: Db | Tx, sessionId: string): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.tableSessionId, sessionId)))
    .orderBy(asc(orders.placedAt), asc(orders.createdAt));
}

export const counted = (round: Pick<OrderRow, 'status'>) =>
  round.status !== 'CANCELLED' && round.status !== 'REJECTED';

/** A round line's key, as split claims name it. */
export const lineKeyOf = (round: Pick<OrderRow, 'id'>, index: number) => `${round.id}:${index}`;

/** The lines of the rounds that count (neither cancelled nor rejected), with their keys and values. */
export function billLines(rounds: readonly OrderRow[]) {
  return rounds.filter(counted).flatMap((round) =>
    round.details.orderedMenu.map((line, index) => ({
      key: lineKeyOf(round, index),
      value: line.lineTotal,
    })),
  );
}

/** A share as the diners see it: a claim whose payer let it lapse reads as open again. */
export function shareStatus(share: TableShareRow, now: Date): 'open' | 'paying' | 'paid' {
  if (share.status === 'paid') return 'paid';
  if (share.status === 'paying' && share.claimUntil && share.claimUntil > now) return 'paying';
  return 'open';
}

export interface Bill {
  total: Fils;
  paid: Fils;
  remaining: Fils;
  tips: Fils;
}

/**
 * The basket priced as the round 'Send to kitchen' would make now (the store's automatic discount
 * and VAT with it), so the button shows what the round will cost; none when the basket
 * is empty or cannot be priced (the send then says why).
 */
export function basketPricing(
  catalogue: BrandCatalogue,
  store: StoreRow | undefined,
  basket: readonly BasketLineRecord[],
  now: Date,
): Schemas['TablePricing'] | undefined {
  if (!store || basket.length === 0) return undefined;
  const priced = repriceCart(catalogue, store, {
    serviceType: 'DINE_IN',
    cart: basketCart(basket),
    walletBalance: ZERO_FILS,
    now: Math.floor(now.getTime() / 1000) as UnixSeconds,
  });
  if (!priced.ok) return undefined;
  const { cartTotal, discountAmount, taxAmount, grandTotal } = priced.value.priced;
  return {
    itemsTotal: cartTotal,
    discount: discountAmount,
    vat: taxAmount,
    taxRate: store.taxRate,
    taxIncluded: store.taxIncluded === true,
    total: grandTotal,
  };
}

/** The counted rounds' items, discounts and VAT: how the bill's total is made. */
export function billPricing(
  rounds: readonly OrderRow[],
  store: StoreRow | undefined,
): Schemas['TablePricing'] {
  const billed = rounds.filter(counted);
  const sum = (pick: (round: OrderRow) => Fils) => sumFils(billed.map(pick));
  return {
    itemsTotal: sum((round) => round.itemsTotal),
    discount: sum((round) => round.discountAmount),
    vat: sum((round) => round.taxAmount),
    taxRate: billed[0]?.taxRate ?? store?.taxRate ?? 0,
    taxIncluded: store?.taxIncluded === true,
    total: sum((round) => round.total),
  };
}

/** The bill: the counted rounds' totals, the paid shares (tips apart), what is left. */
export function billOf(rounds: readonly OrderRow[], shares: readonly TableShareRow[]): Bill {
  const total = sumFils(rounds.filter(counted).map((round) => round.total));
  const paidShares = shares.filter((share) => share.status === 'paid');
  const paid = sumFils(paidShares.map((share) => share.amount));
  const tips = sumFils(paidShares.map((share) => share.tip));
  return { total, paid, remaining: fils(Math.max(0, total - paid)), tips };
}

function toLine(
  line: Schemas['OrderLine'],
  lineId: string,
  addedBy: string,
  sections?: Schemas['CartSection'][],
): Schemas['TableLine'] {
  return {
    lineId,
    itemId: line.itemId,
    ...(line.categoryId && { categoryId: line.categoryId }),
    name: { en: line.title.en, ar: line.title.ar },
    quantity: line.quantity,
    ...(sections && { sections }),
    options: line.options.map((option) => ({
      name: { en: option.name.en, ar: option.name.ar },
      price: option.price,
    })),
    ...(line.specialRequest && { specialRequest: line.specialRequest }),
    unitPrice: line.unitPrice,
    lineTotal: line.lineTotal,
    addedBy,
  };
}

const basketLine = (line: BasketLineRecord) => toLine(line.priced, line.lineId, line.addedBy, line.sections);

export function toApiShare(
  share: TableShareRow,
  now: Date,
  documents?: Schemas['TaxDocumentLink'][],
): Schemas['TableShare'] {
  const status = shareStatus(share, now);
  return {
    shareId: share.id,
    number: share.number,
    label: share.label,
    amount: share.amount,
    dinerId: share.dinerId ?? (status === 'open' ? null : share.payerDinerId),
    status,
    tip: status === 'open' ? ZERO_FILS : share.tip,
    method: status === 'paid' ? (share.method ?? null) : null,
    ...(share.lineKeys && { lineKeys: share.lineKeys }),
    ...(documents && { taxDocuments: documents }),
  };
}

const optional = <K extends string, V>(key: K, value: V | undefined) =>
  (value === undefined ? {} : { [key]: value }) as Partial<Record<K, V>>;

/** The session as the diner `me` sees it, every amount computed here. */
export async function loadSnapshot(
  db: Db | Tx,
  catalogue: BrandCatalogue,
  session: TableSessionRow,
  me: string,
  now: Date,
  invoiceSecret: Buffer,
): Promise<Schemas['TableSession']> {
  const [diners, rounds, shares] = await Promise.all([
    dinersOf(db, session.id),
    roundsOf(db, session.id),
    liveShares(db, session.id),
  ]);
  // A paid share's invoice is its payer's to see (docs/invoices.md).
  const mine = shares.filter((share) => share.status === 'paid' && share.payerDinerId === me);
  const documents = await shareDocuments(
    db,
    invoiceSecret,
    mine.map((share) => share.id),
  );
  const store = catalogue.stores.find((entry) => entry.id === session.storeId);
  return {
    sessionId: session.id,
    brandId: session.brandId,
    storeId: session.storeId,
    storeName: { en: store?.name.en ?? '', ar: store?.name.ar ?? '' },
    tableNumber: session.tableNumber,
    joinCode: session.status === 'open' ? session.joinCode : '',
    joinPaused: session.status === 'open' && session.joinFailures >= TABLE_JOIN_ATTEMPTS,
    status: session.status,
    version: session.version,
    me,
    diners: diners.map((diner) => ({
      dinerId: diner.dinerId,
      number: diner.number,
      name: diner.name,
      label: diner.name ?? `Guest ${diner.number}`,
    })),
    basket: session.basket.map(basketLine),
    basketTotal: sumFils(session.basket.map((line) => line.priced.lineTotal)),
    ...optional('basketPricing', basketPricing(catalogue, store, session.basket, now)),
    billPricing: billPricing(rounds, store),
    rounds: rounds.map((round) => {
      const meta = round.details.tableRound;
      return {
        roundId: round.id,
        orderNumber: round.orderNumber,
        status: round.status,
        stage: stageOf(round.status),
        lines: round.details.orderedMenu.map((line, index) =>
          toLine(line, lineKeyOf(round, index), meta?.addedBy[index] ?? ''),
        ),
        total: round.total,
        sentBy: meta?.sentBy ?? '',
        sentAt: round.placedAt,
      };
    }),
    bill: billOf(rounds, shares),
    split: session.split
      ? {
          mode: session.split.mode,
          chosenBy: session.split.chosenBy,
          shares: shares.map((share) => toApiShare(share, now, documents.get(share.id))),
        }
      : null,
  };
}
