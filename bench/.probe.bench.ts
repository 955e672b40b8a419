import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { buildApp } from '../apps/server/src/app.js';
import { openDatabase } from '../apps/server/src/db/database.js';
import { seedDemoDataIfEmpty } from '../apps/server/src/db/seed/index.js';
const serverRequire = createRequire(new URL('../apps/server/package.json', import.meta.url));
const { PGlite } = (await import(pathToFileURL(serverRequire.resolve('@electric-sql/pglite')).href)) as typeof import('@electric-sql/pglite');
const brandId = '6650a1e0c0ffee0000000001', storeId = '6650a1e0c0ffee1000000001', itemId = '6650a1e0c0ffee3000000002';
const pglite = new PGlite();
const database = await openDatabase({ kind: 'pglite', pglite });
await database.migrate(); await seedDemoDataIfEmpty(database.db);
const { app, services } = await buildApp({ database });
let log: string[] = []; let t0 = 0;
const wrap = (obj: any, name: string, label: string) => { const f = obj[name].bind(obj); obj[name] = (...a: any[]) => { const s = performance.now(); const r = f(...a); const done = () => log.push(`${label} @${(s - t0).toFixed(2)} +${(performance.now() - s).toFixed(2)}`); if (r && typeof r.then === 'function') return r.then((v: any) => { done(); return v; }); done(); return r; }; };
wrap(services.answers, 'set', 'answers.set'); wrap(services.answers, 'get', 'answers.get'); wrap(services.brands, 'byId', 'brands.byId'); wrap(services.catalogue, 'forBrand', 'catalogue.forBrand');
const origQuery = pglite.query.bind(pglite); (pglite as any).query = (...a: any[]) => { const s = performance.now(); return origQuery(...a).then((v: any) => { log.push(`pglite.query @${(s - t0).toFixed(2)} +${(performance.now() - s).toFixed(2)} ${String(a[0]).slice(0, 60)}`); return v; }); };
const origExec = pglite.exec.bind(pglite); (pglite as any).exec = (...a: any[]) => { const s = performance.now(); return origExec(...a).then((v: any) => { log.push(`pglite.exec @${(s - t0).toFixed(2)} +${(performance.now() - s).toFixed(2)} ${String(a[0]).slice(0, 60)}`); return v; }); };
const readMenu = () => app.inject({ method: 'POST', url: '/api/v1/menus/get-delivery-store-menu-v2?app_version=26&app_name=storefront', headers: { 'content-type': 'application/json', 'accept-encoding': 'br, gzip' }, payload: JSON.stringify({ brandId, storeId }) });
for (let i = 0; i < 5; i++) await readMenu();
for (let round = 0; round < 6; round++) {
  const before = services.catalogue.version;
  await origQuery('update items set price = price + $2 where id = $1', [itemId, round % 2 === 0 ? 100 : -100]);
  while (services.catalogue.version === before) await new Promise((r) => setImmediate(r));
  if (process.env.KEEP) await services.catalogue.forBrand(brandId);
  log = []; t0 = performance.now(); await readMenu(); const total = performance.now() - t0;
  await new Promise((r) => setTimeout(r, 30));
  console.log(`round ${round}: read ${total.toFixed(2)}\n  ` + log.join('\n  '));
}
await app.close(); await database.close();
