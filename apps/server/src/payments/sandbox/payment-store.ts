/**
 * The sandbox's state: its payments and saved cards in the database, with the clock, logger and
 * links every flow shares. Every status change goes through `transition`, a compare-and-set
 * (`WHERE status = <expected>`), so a final status never changes and a 3-D Secure challenge is
 * decided once even when two requests race.
 */
import type { Fils } from '@storefront/core';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import type { PaymentsLogger } from '../gateway.js';
import { PaymentError } from '../payment-error.js';
import {
  sandboxPayments,
  sandboxSavedCards,
  type SandboxFlow,
  type SandboxPaymentRow,
  type SandboxStatus,
} from '../payments.schema.js';
import { randomId } from './ids.js';
import type { SandboxPaymentChange } from './payment-changes.js';
import { DEFAULT_TOKEN_TTL_SECONDS, type SandboxOptions } from './types.js';

/** What a step may change of a payment: never its id, flow, amount or creation time. */
export type PaymentPatch = Partial<
  Omit<typeof sandboxPayments.$inferInsert, 'id' | 'flow' | 'amount' | 'createdAt'>
>;

export class SandboxPaymentStore {
  readonly listeners = new Set<(change: SandboxPaymentChange) => void>();
  readonly db: Db;
  readonly origin: string;
  readonly now: () => Date;
  readonly logger: PaymentsLogger | undefined;
  readonly tokenTtlMs: number;

  constructor(db: Db, options: SandboxOptions = {}) {
    this.db = db;
    this.origin = options.publicOrigin ? new URL(options.publicOrigin).origin : '';
    this.now = options.now ?? (() => new Date());
    this.logger = options.logger;
    this.tokenTtlMs = (options.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS) * 1000;
  }

  /** Link to the 3-D Secure challenge page of a payment. */
  challengeUrl(paymentId: string): string {
    return `${this.origin}/sandbox/3ds/${encodeURIComponent(paymentId)}`;
  }

  /** Link to the hosted payment page of a reference. */
  hostedPageUrl(reference: string): string {
    return `${this.origin}/sandbox/hosted/${encodeURIComponent(reference)}`;
  }

  async find(id: string): Promise<SandboxPaymentRow | undefined> {
    const [row] = await this.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
    return row;
  }

  async byIdempotencyKey(flow: SandboxFlow, key: string): Promise<SandboxPaymentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(sandboxPayments)
      .where(and(eq(sandboxPayments.flow, flow), eq(sandboxPayments.idempotencyKey, key)));
    return row;
  }

  /** Like the providers: reusing an idempotency key for a different request is refused. */
  sameAmount(row: SandboxPaymentRow, amount: Fils): SandboxPaymentRow {
    if (row.amount !== amount)
      throw new PaymentError('invalidRequest', 'idempotency key reused with another amount');
    return row;
  }

  /** Compare-and-set: applies `patch` only while the payment is still in `from`. */
  async transition(
    id: string,
    from: SandboxStatus,
    patch: PaymentPatch,
  ): Promise<SandboxPaymentRow | undefined> {
    const [row] = await this.db
      .update(sandboxPayments)
      .set({ ...patch, updatedAt: this.now() })
      .where(and(eq(sandboxPayments.id, id), eq(sandboxPayments.status, from)))
      .returning();
    return row;
  }

  async savedCard(
    cardId: string,
    customerRef: string | undefined,
  ): Promise<{ brand: string; last4: string; expMonth: number; expYear: number }> {
    if (!customerRef) throw new PaymentError('savedCardNotFound', 'a saved card needs its customer');
    const [card] = await this.db
      .select()
      .from(sandboxSavedCards)
      .where(and(eq(sandboxSavedCards.id, cardId), eq(sandboxSavedCards.customerRef, customerRef)));
    if (!card) throw new PaymentError('savedCardNotFound', 'unknown card for this customer');
    return card;
  }

  /** Saves the payment's card for its customer when asked, once per brand/last4/expiry. */
  async saveCardOf(row: SandboxPaymentRow): Promise<void> {
    if (
      !row.saveCard ||
      !row.customerRef ||
      !row.cardBrand ||
      !row.cardLast4 ||
      row.cardExpMonth === null ||
      row.cardExpYear === null
    ) {
      return;
    }
    const same = await this.db
      .select({ id: sandboxSavedCards.id })
      .from(sandboxSavedCards)
      .where(
        and(
          eq(sandboxSavedCards.customerRef, row.customerRef),
          eq(sandboxSavedCards.brand, row.cardBrand),
          eq(sandboxSavedCards.last4, row.cardLast4),
          eq(sandboxSavedCards.expMonth, row.cardExpMonth),
          eq(sandboxSavedCards.expYear, row.cardExpYear),
        ),
      );
    if (same.length > 0) return;
    await this.db.insert(sandboxSavedCards).values({
      id: randomId('card_sbx_'),
      customerRef: row.customerRef,
      brand: row.cardBrand,
      last4: row.cardLast4,
      expMonth: row.cardExpMonth,
      expYear: row.cardExpYear,
      createdAt: this.now(),
    });
  }

  log(row: SandboxPaymentRow, message: string): void {
    this.logger?.info(
      {
        paymentId: row.id,
        flow: row.flow,
        status: row.status,
        amount: row.amount,
        cardBrand: row.cardBrand,
        cardLast4: row.cardLast4,
      },
      message,
    );
  }
}
