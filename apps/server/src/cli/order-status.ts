import { resolve } from 'node:path';
import { openDatabase } from '../db/database.js';
import type { OrderStatus } from '../db/schema.js';
import { loadEnv } from '../env.js';
import { moveOrder } from '../orders/move-order.js';

// Operator command: `pnpm order:status ZH-7K3Q9PXA PREPARING` moves an order along its allowed
// transitions (the same rule as the admin API call); completing it credits the cashback.
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
try {
  const result = await moveOrder(database.db, orderNumber, status as OrderStatus);
  if (!result.ok) {
    process.stderr.write(result.notFound ? `No order ${orderNumber}\n` : `${result.message.text}\n`);
    process.exitCode = 1;
  } else {
    process.stdout.write(`${orderNumber} is now ${status}\n`);
  }
} finally {
  await database.close();
}
