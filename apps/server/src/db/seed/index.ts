import { count } from 'drizzle-orm';
import type { Db } from '../database.js';
import { brands } from '../schema.js';
import { demoBrands } from './brands.js';

/** Seeds the demo dataset once: only into a database that has no brand yet. */
export async function seedDemoDataIfEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ value: count() }).from(brands);
  if ((row?.value ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    await tx.insert(brands).values(demoBrands);
  });
  return true;
}

/** Removes every row the demo dataset owns, then seeds it again. */
export async function reseedDemoData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(brands);
    await tx.insert(brands).values(demoBrands);
  });
}
