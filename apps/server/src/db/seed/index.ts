import { brandColoursOrDefault, fils } from '@storefront/core';
import { count } from 'drizzle-orm';
import type { Db } from '../database.js';
import {
  brands,
  businessCards,
  categories,
  deliveryAreas,
  discounts,
  items,
  loyaltyPolicies,
  mappedAreas,
  paymentLinks,
  places,
  staticPages,
  stores,
  type BrandSettingRow,
} from '../schema.js';
import { demoBrands } from './brands.js';
import { demoDataset } from './data/index.js';
import { seedDemoStaff, seedDemoStaffIfMissing } from '../../staff/demo-staff.js';
import { demoPaymentLinks } from './payment-links.js';
import type { SeedDataset, SeedItem, SeedStore } from './types.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Refuses brand rows whose colours are not `#RRGGBB` (the API describes them so, and the pages'
 * theme reads them), naming the brand and the setting; nothing is written then.
 */
export function checkBrandSettings(rows: readonly { id: string; setting: BrandSettingRow }[]): void {
  for (const row of rows) {
    const { invalid } = brandColoursOrDefault(row.setting);
    if (invalid.length) {
      const names = invalid.map((name) => `${name} ${JSON.stringify(row.setting[name])}`).join(', ');
      throw new Error(`Brand ${row.id}: ${names} is not a #RRGGBB colour`);
    }
  }
}

// The dataset is written in plain numbers; its amounts become fils here, on the way into the
// money columns (`fils()` refuses a fraction, so a mistyped price fails the seed).

const itemRow = (item: SeedItem) => ({
  ...item,
  price: fils(item.price),
  modifierGroups: item.modifierGroups.map((group) => ({
    ...group,
    modifiers: group.modifiers.map((modifier) => ({ ...modifier, price: fils(modifier.price) })),
  })),
  unavailableStores: item.unavailableStores ?? [],
  storeIds: item.storeIds ?? null,
  isRecommended: item.isRecommended ?? false,
});

const storeRow = ({ location, deliveryChargesWaiverInfo: waiver, ...store }: SeedStore) => ({
  ...store,
  lat: location.lat,
  lng: location.lng,
  deliveryChargesWaiverInfo: {
    ...waiver,
    onOrderAmount: { ...waiver.onOrderAmount, amount: fils(waiver.onOrderAmount.amount) },
  },
});

async function insertDataset(tx: Tx, dataset: SeedDataset): Promise<void> {
  checkBrandSettings(demoBrands);
  await tx.insert(brands).values(demoBrands);
  await tx.insert(stores).values(dataset.stores.map(storeRow));
  await tx.insert(categories).values(dataset.categories);
  await tx.insert(items).values(dataset.items.map(itemRow));
  await tx.insert(deliveryAreas).values(
    dataset.deliveryAreas.map((area) => ({
      id: area.id,
      brandId: area.brandId,
      method: area.method,
      countryId: area.country.id,
      countryName: area.country.name,
      cityId: area.city.id,
      cityName: area.city.name,
      areaId: area.area?.id ?? null,
      areaName: area.area?.name ?? null,
      deliveryFee: fils(area.deliveryFee),
      deliveryTime: area.deliveryTime,
      minOrder: fils(area.minOrder),
      storeIds: area.storeIds,
      reach: area.reach ?? null,
    })),
  );
  if (dataset.mappedAreas.length) {
    await tx.insert(mappedAreas).values(
      dataset.mappedAreas.map((area) => ({
        ...area,
        deliveryFee: fils(area.deliveryFee),
        minOrder: fils(area.minOrder),
        polygon: area.polygon ?? null,
        radiusKm: area.radiusKm ?? null,
      })),
    );
  }
  await tx.insert(discounts).values(
    dataset.discounts.map((discount) => ({
      ...discount,
      maximumDiscountValue: fils(discount.maximumDiscountValue),
      minOrderValue: fils(discount.minOrderValue),
    })),
  );
  await tx.insert(loyaltyPolicies).values(
    dataset.loyaltyPolicies.map((policy) => ({
      ...policy,
      minOrderValueForCashback: fils(policy.minOrderValueForCashback),
      maxRedeemableValuePerOrder: fils(policy.maxRedeemableValuePerOrder),
    })),
  );
  await tx.insert(staticPages).values(dataset.staticPages);
  await tx.insert(businessCards).values(dataset.businessCards);
  await tx
    .insert(places)
    .values(dataset.places.map(({ center, ...place }) => ({ ...place, lat: center.lat, lng: center.lng })));
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
  await db.transaction((tx) => insertDataset(tx, demoDataset));
  return true;
}

/** Removes every row the demo dataset owns (brands cascade to their data), then seeds it again. */
export async function reseedDemoData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(places);
    await tx.delete(businessCards);
    await tx.delete(brands);
    await insertDataset(tx, demoDataset);
  });
}
