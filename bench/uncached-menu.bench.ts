// The first read of a store menu after a menu change (the target: uncached within 2x of one PGlite
// query), in one process on PGlite: the app built as the server builds it (apps/server buildApp),
// its answers asked with app.inject (no sockets, so only the server's own work is timed). Each
// round waits until the last round's answers are in their smallest form (that work runs after an
// answer has gone, and would otherwise fall on this round's read), changes one item's price by SQL
// (the catalogue triggers drop the brand's cached catalogue and answers), waits for the drop, then
// times the store menu read: the catalogue's reload (the rows written since the version held,
// here one item), the answer's JSON and its brotli form. Then, after another change, the
// catalogue's reload alone. Beside it, one PGlite query: the brand's items
// (`select * from items where brand_id = $1`, the largest of the catalogue's tables) and, for
// scale, a cached read of the same menu.
// Usage: npx tsx uncached-menu.bench.ts [rounds=40]
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { buildApp } from '../apps/server/src/app.js';
import { openDatabase } from '../apps/server/src/db/database.js';
import { seedDemoDataIfEmpty } from '../apps/server/src/db/seed/index.js';

const rounds = Number(process.argv[2] ?? 40);
const serverRequire = createRequire(new URL('../apps/server/package.json', import.meta.url));
const { PGlite } = (await import(
  pathToFileURL(serverRequire.resolve('@electric-sql/pglite')).href
)) as typeof import('@electric-sql/pglite');

const brandId = '6650a1e0c0ffee0000000001'; // Zaatar House
const storeId = '6650a1e0c0ffee1000000001'; // Jumeirah
const itemId = '6650a1e0c0ffee3000000002'; // Hummus Fatteh

const pglite = new PGlite();
const database = await openDatabase({ kind: 'pglite', pglite });
await database.migrate();
await seedDemoDataIfEmpty(database.db);
const { app, services } = await buildApp({ database });

const readMenu = () =>
  app.inject({
    method: 'POST',
    url: '/api/v1/menus/get-delivery-store-menu-v2?app_version=26&app_name=storefront',
    headers: { 'content-type': 'application/json', 'accept-encoding': 'br, gzip' },
    payload: JSON.stringify({ brandId, storeId }),
  });

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${value.toFixed(2)} ms`;
const time = async (work: () => Promise<unknown>) => {
  const start = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - start) / 1e6;
};

try {
  // Warm: the route's schema, the code paths, PGlite's plans.
  for (let index = 0; index < 5; index += 1) {
    await readMenu();
    await pglite.query('select * from items where brand_id = $1', [brandId]);
  }
  const uncached: number[] = [];
  const catalogue: number[] = [];
  const query: number[] = [];
  const cached: number[] = [];
  /** Changes the item's price by SQL and waits for the notice to drop the cached catalogue. */
  const changeMenu = async (round: number) => {
    const before = services.catalogue.version;
    await pglite.query('update items set price = price + $2 where id = $1', [
      itemId,
      round % 2 === 0 ? 100 : -100,
    ]);
    for (let wait = 0; services.catalogue.version === before; wait += 1) {
      if (wait > 1000) throw new Error('the catalogue was not dropped after a menu change');
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  for (let round = 0; round < rounds; round += 1) {
    await services.answers.idle();
    await changeMenu(round);
    uncached.push(
      await time(async () => {
        const answer = await readMenu();
        if (answer.statusCode !== 200) throw new Error(`store menu answered ${answer.statusCode}`);
      }),
    );
    cached.push(await time(readMenu));
    query.push(await time(() => pglite.query('select * from items where brand_id = $1', [brandId])));
    // The catalogue's load alone, after another change.
    await services.answers.idle();
    await changeMenu(round + 1);
    catalogue.push(await time(() => services.catalogue.forBrand(brandId)));
  }
  const ratio = median(uncached) / median(query);
  console.log(
    `store menu, first read after a menu change: median ${ms(median(uncached))} (${rounds} rounds); ` +
      `one PGlite query (the brand's items): median ${ms(median(query))}; ratio ${ratio.toFixed(2)}; ` +
      `the same read cached: median ${ms(median(cached))}; the catalogue's load alone: median ${ms(median(catalogue))}`,
  );
} finally {
  await app.close();
  await database.close();
}
