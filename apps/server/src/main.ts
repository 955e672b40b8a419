import { resolve } from 'node:path';
import { pino } from 'pino';
import { buildApp } from './app.js';
import { openDatabase } from './db/database.js';
import { seedDemoDataIfEmpty } from './db/seed/index.js';
import { demoBrands } from './db/seed/brands.js';
import { loadEnv } from './env.js';

const env = loadEnv();
const logger = pino({ level: env.LOG_LEVEL });

const database = await openDatabase(
  env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'pglite', dataDir: resolve(env.DATA_DIR) },
);
await database.migrate();
if (env.SEED_DEMO_DATA && (await seedDemoDataIfEmpty(database.db))) {
  logger.info('seeded the demo dataset');
}

const { app } = await buildApp({ database, logger, ...(env.APPS_DIR && { appsDir: env.APPS_DIR }) });
await app.listen({ port: env.PORT, host: env.HOST });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : env.PORT;

const origin = `http://localhost:${port}`;
const lines = [
  '',
  `Storefront is running (${database.kind === 'pglite' ? `embedded database in ${resolve(env.DATA_DIR)}` : 'PostgreSQL'}).`,
  '',
  ...demoBrands.map((brand) => `  ${brand.brandName.padEnd(14)} ${origin}/${brand.temporaryDomainName}`),
  ...demoBrands
    .filter((brand) => brand.customDomain)
    .map(
      (brand) => `  ${`${brand.brandName} (own domain)`.padEnd(14)} http://${brand.customDomain}:${port}/`,
    ),
  `  API            ${origin}/api/v1`,
  '',
];
process.stdout.write(`${lines.join('\n')}\n`);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  logger.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
