import { count } from 'drizzle-orm';
import { importBrandFileIn } from '../../brands/brand-file/store.js';
import { seedDemoStaff, seedDemoStaffIfMissing } from '../../staff/demo-staff.js';
import type { Db } from '../database.js';
import { brands, businessCards, paymentLinks, places } from '../schema.js';
import { places as demoPlaces } from './data/places.js';
import { demoBrandFiles } from './demo-brands.js';
import { demoPaymentLinks } from './payment-links.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The demo: three brands imported from their brand files (demo/brands, docs/brand-file.md) as any
 * brand is (their business card with them), then what is not a brand's (the offline gazetteer,
 * the payment links and the staff accounts).
 */
async function insertDataset(tx: Tx): Promise<void> {
  for (const file of demoBrandFiles()) await importBrandFileIn(tx, file);
  await tx
    .insert(places)
    .values(demoPlaces.map(({ center, ...place }) => ({ ...place, lat: center.lat, lng: center.lng })));
  await tx.insert(paymentLinks).values(demoPaymentLinks);
  await seedDemoStaff(tx);
}

/** Seeds the demo dataset once: only into a database that has no brand yet. */
export async function seedDemoDataIfEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ value: count() }).from(brands);
  if ((row?.value ?? 0) > 0) {
    // A demo database seeded before staff accounts existed gets the demo staff once.
    await seedDemoStaffIfMissing(db);
    return false;
  }
  await db.transaction((tx) => insertDataset(tx));
  return true;
}

/** Removes every row the demo dataset owns (brands cascade to their data), then seeds it again. */
export async function reseedDemoData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(places);
    await tx.delete(businessCards);
    await tx.delete(brands);
    await insertDataset(tx);
  });
}
