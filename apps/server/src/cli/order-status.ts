import { resolve } from 'node:path';
import { openDatabase } from '../db/database.js';
import type { OrderStatus } from '../db/schema.js';
import { loadEnv } from '../env.js';
import { moveOrder } from '../orders/move-order.js';
import { createGateways } from '../payments/gateway-factory.js';

// Operator command: `pnpm order:status ZH-7K3Q9PXA PREPARING` moves an order along its allowed
// transitions (the same rule as the admin API call); completing it credits the cashback, and
// cancelling or rejecting a paid order refunds its payment through its gateway (as the board does).
const STATUSES: OrderStatus[] = [
  'PENDING',
  'PREPARING',
  'SCHEDULED',
  'ON_THE_WAY',
  'COMPLETE',
  'CANCELLED',
  'REJECTED',
];
const [orderNumber, status] = process.argv.slice(2);
if (!orderNumber || !status || !STATUSES.includes(status as OrderStatus)) {
  process.stderr.write(`Usage: pnpm order:status <orderNumber> <${STATUSES.join('|')}>\n`);
  process.exit(2);
}
const env = loadEnv();
const database = await openDatabase(
  env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'pglite', dataDir: resolve(env.DATA_DIR) },
);
const gateways = createGateways(
  {
    STRIPE_SECRET_KEY: env.STRIPE_SECRET_KEY,
    CHECKOUT_SECRET_KEY: env.CHECKOUT_SECRET_KEY,
    CHECKOUT_PROCESSING_CHANNEL_ID: env.CHECKOUT_PROCESSING_CHANNEL_ID,
    TELR_STORE_ID: env.TELR_STORE_ID,
    TELR_AUTH_KEY: env.TELR_AUTH_KEY,
    PUBLIC_ORIGIN: env.PUBLIC_ORIGIN,
    NODE_ENV: env.NODE_ENV,
    production: env.NODE_ENV === 'production',
  },
  database.db,
);
const logger = {
  info: (object: Record<string, unknown>, message: string) =>
    process.stdout.write(`${message} ${JSON.stringify(object)}\n`),
  warn: (object: Record<string, unknown>, message: string) =>
    process.stderr.write(`${message} ${JSON.stringify(object)}\n`),
};
try {
  const result = await moveOrder(database.db, orderNumber, status as OrderStatus, { gateways, logger });
  if (!result.ok) {
    process.stderr.write(result.notFound ? `No order ${orderNumber}\n` : `${result.message.text}\n`);
    process.exitCode = 1;
  } else {
    process.stdout.write(`${orderNumber} is now ${status}\n`);
    if (result.refund) {
      process.stdout.write(`Refund of ${result.refund.amount} fils: ${result.refund.status}\n`);
    }
  }
} finally {
  await database.close();
}
