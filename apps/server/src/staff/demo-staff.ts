import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { brands } from '../db/schema.js';
import { demoBrandIds } from '../db/seed/brands.js';
import { zaatarStoreIds } from '../db/seed/demo-ids.js';
import { hashPassword } from './passwords.js';
import { staff, type NewStaffRow } from './staff.schema.js';

/**
 * The demo's staff, named in the README with their passwords: at Zaatar House one store's staff
 * (Jumeirah) and the brand's manager; at Dates & Co a manager (whose board never shows Zaatar's).
 */
export const demoStaff = [
  {
    id: '6650a1e0c0ffee5000000001',
    brandId: demoBrandIds.zaatarHouse,
    storeId: zaatarStoreIds.jumeirah,
    role: 'store_staff',
    email: 'jumeirah@zaatarhouse.example',
    name: 'Jumeirah kitchen',
    nameAr: 'مطبخ جميرا',
    password: 'zaatar-jumeirah-demo',
  },
  {
    id: '6650a1e0c0ffee5000000002',
    brandId: demoBrandIds.zaatarHouse,
    storeId: null,
    role: 'brand_manager',
    email: 'manager@zaatarhouse.example',
    name: 'Zaatar House manager',
    nameAr: 'مدير بيت الزعتر',
    password: 'zaatar-manager-demo',
  },
  {
    id: '6650a1e0c0ffee5000000003',
    brandId: demoBrandIds.datesAndCo,
    storeId: null,
    role: 'brand_manager',
    email: 'manager@datesandco.example',
    name: 'Dates & Co manager',
    nameAr: 'مدير تمور وشركاه',
    password: 'dates-manager-demo',
  },
] as const satisfies readonly (Omit<NewStaffRow, 'passwordHash'> & { password: string })[];

export async function seedDemoStaff(tx: Db): Promise<void> {
  const rows = await Promise.all(
    demoStaff.map(async ({ password, ...row }) => ({ ...row, passwordHash: await hashPassword(password) })),
  );
  await tx.insert(staff).values(rows);
}

/** The demo staff, when the demo brand is there and no staff account exists yet. */
export async function seedDemoStaffIfMissing(db: Db): Promise<void> {
  const [someone] = await db.select({ value: count() }).from(staff);
  if ((someone?.value ?? 0) > 0) return;
  const [demo] = await db
    .select({ id: brands.id })
    .from(brands)
    .where(eq(brands.id, demoBrandIds.zaatarHouse));
  if (demo) await seedDemoStaff(db);
}
