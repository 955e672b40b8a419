import { createHash } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { paymentRequests } from '../db/schema.js';
import { errorBody } from '../http/api-types.js';
import { paymentMessages } from './messages.js';

/** Who starts a payment, through which flow, with the client's key for this checkout attempt. */
export interface PaymentRequestScope {
  userId: string;
  brandId: string;
  flow: 'intent' | 'frames' | 'hosted';
  idempotencyKey: string;
}

export interface StoredAnswer<Body = unknown> {
  status: number;
  body: Body;
}

export interface OnceOptions {
  now: () => Date;
  /** How long an identical request waits for the first one's answer (a gateway answers within 15 s). */
  waitMs?: number;
  /** A claim older than this with no answer belongs to a process that died: it may be taken over. */
  staleAfterMs?: number;
  /** Between looks at the first request's answer. */
  pollMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The key the gateway gets (Stripe `Idempotency-Key`, Checkout.com `Cko-Idempotency-Key`): the
 * client's key scoped to the customer, brand and flow, so two customers' keys never meet at the
 * provider, and short enough for every provider.
 */
export function gatewayIdempotencyKey(scope: PaymentRequestScope): string {
  const digest = createHash('sha256')
    .update(`${scope.userId}\n${scope.brandId}\n${scope.flow}\n${scope.idempotencyKey}`)
    .digest('hex');
  return `pay-${digest.slice(0, 48)}`;
}

/** A stable digest of what was asked, to tell a retry from another request under the same key. */
export function requestFingerprint(request: Record<string, unknown>): string {
  const sorted = Object.keys(request)
    .sort()
    .map((key) => [key, request[key] ?? null]);
  return createHash('sha256').update(JSON.stringify(sorted)).digest('hex');
}

const underway = { status: 409, body: errorBody('CONFLICT', paymentMessages.underway) };
const reused = { status: 409, body: errorBody('CONFLICT', paymentMessages.keyReused) };

/**
 * Runs a payment start once per (customer, brand, flow, key). The first request claims the row
 * (its primary key decides between concurrent ones, on every process), calls the gateway and
 * stores the answer; identical requests answer that stored answer, waiting for it when it is
 * still being made. The same key with another request is refused. A start that throws keeps
 * nothing, so the next try runs again (the gateway's own idempotency key still holds it to one
 * charge).
 */
export async function paymentOnce<Answer extends StoredAnswer>(
  db: Db,
  scope: PaymentRequestScope,
  fingerprint: string,
  run: () => Promise<Answer>,
  options: OnceOptions,
): Promise<Answer> {
  const waitMs = options.waitMs ?? 30_000;
  const staleAfterMs = options.staleAfterMs ?? 120_000;
  const pollMs = options.pollMs ?? 25;
  const where = and(
    eq(paymentRequests.userId, scope.userId),
    eq(paymentRequests.brandId, scope.brandId),
    eq(paymentRequests.flow, scope.flow),
    eq(paymentRequests.idempotencyKey, scope.idempotencyKey),
  );

  const owned = async (): Promise<Answer> => {
    let answer: Answer;
    try {
      answer = await run();
    } catch (error) {
      await db.delete(paymentRequests).where(and(where, isNull(paymentRequests.answer)));
      throw error;
    }
    await db
      .update(paymentRequests)
      .set({ answer: { status: answer.status, body: answer.body } })
      .where(where);
    return answer;
  };

  const started = Date.now();
  for (;;) {
    const claimed = await db
      .insert(paymentRequests)
      .values({ ...scope, fingerprint, createdAt: options.now() })
      .onConflictDoNothing()
      .returning({ key: paymentRequests.idempotencyKey });
    if (claimed.length > 0) return owned();

    const [row] = await db.select().from(paymentRequests).where(where);
    if (!row) continue; // the first one failed and let go: try to claim again
    if (row.fingerprint !== fingerprint) return reused as Answer;
    if (row.answer) return row.answer as Answer;
    const staleBefore = new Date(options.now().getTime() - staleAfterMs);
    if (row.createdAt < staleBefore) {
      const taken = await db
        .update(paymentRequests)
        .set({ createdAt: options.now() })
        .where(and(where, isNull(paymentRequests.answer), lt(paymentRequests.createdAt, staleBefore)))
        .returning({ key: paymentRequests.idempotencyKey });
      if (taken.length > 0) return owned();
    }
    if (Date.now() - started > waitMs) return underway as Answer;
    await sleep(pollMs);
  }
}
