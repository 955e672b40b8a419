import { ZERO_FILS, type Fils } from '@storefront/core';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { newId } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import { sumOfFils } from '../db/fils.js';
import { addresses, orders, users, walletEntries, type AddressRow } from '../db/schema.js';

/** The customers' SQL: profile, saved addresses and wallet. */

type AddressValues = Omit<typeof addresses.$inferInsert, 'id' | 'userId'>;

export async function updateProfile(db: Db, userId: string, profile: { name: string; email: string | null }) {
  const [updated] = await db
    .update(users)
    .set(profile)
    .where(eq(users.id, userId))
    .returning({ name: users.name, email: users.email });
  return updated;
}

export async function insertAddress(db: Db, userId: string, values: AddressValues): Promise<AddressRow> {
  const [saved] = await db
    .insert(addresses)
    .values({ id: newId(), userId, ...values })
    .returning();
  return saved!;
}

/** The customer's address updated, or undefined when they have none with this id. */
export async function updateAddress(
  db: Db,
  userId: string,
  addressId: string,
  values: AddressValues,
): Promise<AddressRow | undefined> {
  const [saved] = await db
    .update(addresses)
    .set(values)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
    .returning();
  return saved;
}

/** The id of the customer's address removed, or undefined when they have none with this id. */
export async function deleteAddress(db: Db, userId: string, addressId: string): Promise<string | undefined> {
  const [removed] = await db
    .delete(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
    .returning({ id: addresses.id });
  return removed?.id;
}

/** The customer's addresses at a brand, oldest first. */
export async function addressesOf(db: Db, userId: string, brandId: string): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.brandId, brandId)))
    .orderBy(asc(addresses.createdAt));
}

/** Loyalty balance at a brand and the total of the customer's active orders (integer fils). */
export async function walletSummary(
  db: Db,
  userId: string,
  brandId: string,
): Promise<{ balance: Fils; lifetimeSpending: Fils }> {
  const [wallet] = await db
    .select({ balance: sumOfFils(walletEntries.amount) })
    .from(walletEntries)
    .where(and(eq(walletEntries.userId, userId), eq(walletEntries.brandId, brandId)));
  const [spending] = await db
    .select({ total: sumOfFils(orders.total) })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        inArray(orders.status, ['PENDING', 'PREPARING', 'SCHEDULED', 'ON_THE_WAY', 'COMPLETE']),
      ),
    );
  return { balance: wallet?.balance ?? ZERO_FILS, lifetimeSpending: spending?.total ?? ZERO_FILS };
}
