// Crash safety of card payments with the gateway's webhooks in flight: 6 loops pay pickup orders by
// card against the built server on a PGlite folder (or PostgreSQL with BENCH_DATABASE_URL), each as
// the checkout does (the order kept, the intent created, the card confirmed), then the gateway's
// `payment_intent.succeeded` event is delivered, signed as Stripe signs it, and on every other
// payment the payer's own place-order races it. The server is killed with SIGKILL mid-load and
// restarted on the same data; the gateway then delivers every event again (it retries until it is
// accepted). Checked, N rounds over: every payment the gateway took has exactly one order, no
// payment has two, and nothing is given back (every kept order can be placed); every paid order
// has one tax invoice, and the invoices are numbered one after another through the crashes.
// Exits 1 otherwise. Usage: npx tsx kill-webhooks.bench.ts [rounds=3]   (after `pnpm build`)
import { createHmac, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  brandId,
  get,
  pickupOrder,
  post,
  signIn,
  startServer,
  stopServer,
  type RunningServer,
} from './lib/product.js';

const rounds = Number(process.argv[2] ?? 3);
const LOOPS = 6;
const CUSTOMERS = 4;
const SECRET = 'whsec_bench_kill_webhooks_5d1e';
const dataDir = mkdtempSync(join(tmpdir(), 'bench-kill-webhooks-'));
const databaseUrl = process.env.BENCH_DATABASE_URL;
const port = 42000 + Math.floor(Math.random() * 1000);
const env = {
  STRIPE_WEBHOOK_SECRET: SECRET,
  // This bench is the gateway: it delivers the events itself, and again after the crash.
  SANDBOX_WEBHOOKS: 'off',
  // The sweep stays out of it: every payment here must become its order by its event.
  ABANDONED_PAYMENT_MINUTES: '600',
};

interface Payment {
  readonly key: string;
  readonly customer: number;
  intentId?: string;
}

const failures: string[] = [];
const fail = (message: string) => {
  failures.push(message);
  console.log(`  FAIL ${message}`);
};
const originOf = (api: string) => api.replace(/\/api\/v1$/, '');

/** A `payment_intent.succeeded` event as Stripe sends it, with its `Stripe-Signature`. */
function succeededEvent(intentId: string): { payload: string; signature: string } {
  const created = Math.floor(Date.now() / 1000);
  const payload = JSON.stringify({
    id: `evt_bench_${intentId}`,
    object: 'event',
    api_version: '2024-06-20',
    created,
    livemode: false,
    type: 'payment_intent.succeeded',
    data: { object: { id: intentId, object: 'payment_intent', status: 'succeeded' } },
  });
  const v1 = createHmac('sha256', SECRET).update(`${created}.${payload}`).digest('hex');
  return { payload, signature: `t=${created},v1=${v1}` };
}

async function deliver(api: string, intentId: string): Promise<{ status: number; outcome?: string }> {
  const event = succeededEvent(intentId);
  const answer = await fetch(`${originOf(api)}/webhooks/stripe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    body: event.payload,
  });
  const json = (await answer.json().catch(() => ({}))) as { outcome?: string };
  return { status: answer.status, ...(json.outcome && { outcome: json.outcome }) };
}

let server: RunningServer = await startServer({ port, dataDir, databaseUrl, env });
try {
  const cash = await pickupOrder(server.api, 3);
  const tokens = await Promise.all(
    Array.from({ length: CUSTOMERS }, (_, index) => signIn(server.api, 300 + index)),
  );
  const quote = await post<{ data?: { total?: number } }>(
    server.api,
    '/order/place-order-v2',
    { ...cash, expectedTotal: 1, idempotencyKey: randomUUID() },
    tokens[0],
  );
  const total = quote.json.data?.total;
  if (typeof total !== 'number') throw new Error(`no quote: ${JSON.stringify(quote.json)}`);
  const order = (key: string, intentId?: string) => ({
    ...cash,
    payment: {
      paymentType: 'CREDIT_CARD',
      ...(intentId && { transactionInfo: { gateway: 'intent', reference: intentId } }),
    },
    expectedTotal: total,
    idempotencyKey: key,
  });
  const payments: Payment[] = [];

  /** One card payment as the checkout makes it, the gateway's event, and maybe the payer's return. */
  async function pay(entry: Payment, n: number) {
    const token = tokens[entry.customer];
    await post(server.api, '/order/keep-checkout', order(entry.key), token);
    const intent = await post<{ gatewayData?: { data: { id: string; client_secret: string } } }>(
      server.api,
      '/orders-checkout-payment/stripe/create-payment-intent-v2',
      {
        brandId,
        amount: total,
        storeId: cash.storeId,
        currency: 'aed',
        paymentMethod: 'CARD',
        idempotencyKey: entry.key,
      },
      token,
    );
    const detail = intent.json.gatewayData?.data;
    if (!detail) throw new Error(`no intent: ${intent.status} ${JSON.stringify(intent.json).slice(0, 200)}`);
    entry.intentId = detail.id;
    await fetch(`${originOf(server.api)}/sandbox/intent/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        clientSecret: detail.client_secret,
        card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
      }),
    });
    const event = deliver(server.api, detail.id);
    const back =
      n % 2 === 0 ? post(server.api, '/order/place-order-v2', order(entry.key, detail.id), token) : null;
    await Promise.all([event, back]);
  }

  for (let round = 1; round <= rounds; round += 1) {
    const before = failures.length;
    const started = payments.length;
    let stopping = false;
    const loop = async (worker: number) => {
      for (let n = 0; !stopping; n += 1) {
        const entry: Payment = { key: randomUUID(), customer: (worker + n) % CUSTOMERS };
        payments.push(entry);
        try {
          await pay(entry, n);
        } catch {
          return; // the connection died with the server
        }
      }
    };
    const loops = Array.from({ length: LOOPS }, (_, worker) => loop(worker));
    await new Promise((done) => setTimeout(done, 1500 + Math.random() * 1500));
    await stopServer(server, 'SIGKILL');
    stopping = true;
    await Promise.all(loops);
    server = await startServer({ port, dataDir, databaseUrl, env });
    // The gateway delivers every event again until it is accepted.
    let redelivered = 0;
    for (const entry of payments.slice(started)) {
      if (!entry.intentId) continue;
      const answer = await deliver(server.api, entry.intentId);
      if (answer.status !== 200)
        fail(`round ${round}: the event of ${entry.intentId} answered ${answer.status}`);
      redelivered += 1;
    }
    const withIntent = payments.slice(started).filter((entry) => entry.intentId).length;
    console.log(
      `round ${round}: ${payments.length - started} payments started, ${withIntent} with an intent, ` +
        `${redelivered} events delivered again after SIGKILL${failures.length > before ? `, ${failures.length - before} problems` : ''}`,
    );
  }

  // Every customer's orders, by the payment that paid them, and their invoices' numbers.
  const ordersByPayment = new Map<string, number>();
  const invoiceNumbers: number[] = [];
  for (const token of tokens) {
    let cursor: string | undefined;
    do {
      const list = await get<{
        data: {
          transactionInfo?: { reference?: string } | null;
          taxDocuments?: { kind: string; number: string }[];
        }[];
        hasMore?: boolean;
        nextCursor?: string;
      }>(
        server.api,
        `/order/getCustomerOrders?brandId=${brandId}&limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        token,
      );
      for (const placed of list.json.data) {
        const reference = placed.transactionInfo?.reference;
        if (reference) ordersByPayment.set(reference, (ordersByPayment.get(reference) ?? 0) + 1);
        // A card-paid order has its one tax invoice, issued as it was placed (docs/invoices.md).
        const issued = (placed.taxDocuments ?? []).filter((document) => document.kind === 'invoice');
        if (reference && issued.length !== 1)
          fail(`the order paid by ${reference} has ${issued.length} invoices`);
        for (const document of issued) invoiceNumbers.push(Number(/(\d+)$/.exec(document.number)![1]));
      }
      cursor = list.json.hasMore ? list.json.nextCursor : undefined;
    } while (cursor);
  }
  let taken = 0;
  let untouched = 0;
  for (const entry of payments) {
    if (!entry.intentId) continue;
    const verified = await post<{ gatewayData?: { isVerified?: boolean } }>(
      server.api,
      '/orders-checkout-payment/stripe/verify-payment-intent',
      { brandId, paymentIntentId: entry.intentId },
      tokens[entry.customer],
    );
    const paid = verified.json.gatewayData?.isVerified === true;
    const count = ordersByPayment.get(entry.intentId) ?? 0;
    if (paid) taken += 1;
    else untouched += 1;
    if (paid && count !== 1) fail(`payment ${entry.intentId} was taken and has ${count} orders`);
    if (!paid && count !== 0) fail(`payment ${entry.intentId} was never taken and has ${count} orders`);
  }
  // The invoices numbered through the crashes: one after another, none twice, none missing (a
  // settlement cut off by SIGKILL never committed, so it took no number).
  const sorted = [...invoiceNumbers].sort((a, b) => a - b);
  const gaps = sorted.filter((number, index) => index > 0 && number !== sorted[index - 1]! + 1);
  if (gaps.length > 0) fail(`invoice numbers jump or repeat at ${gaps.slice(0, 5).join(', ')}`);
  console.log(
    `kill -9 with webhooks in flight (${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${rounds} rounds, ${LOOPS} loops): ` +
      `${taken} payments taken, ${untouched} never confirmed; ${failures.length} without their one order or doubled; ` +
      `${sorted.length} invoices numbered ${sorted[0] ?? '-'} to ${sorted.at(-1) ?? '-'} with no gap or repeat`,
  );
  if (failures.length) process.exitCode = 1;
} finally {
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
