/**
 * An import's writes, table by table (docs/brand-file.md): the brand, its stores, menu, areas,
 * discounts, loyalty, pages and business card made to match the file, with the rules of each
 * table: a domain another brand has is refused, a store with orders or staff stays, and what
 * the kitchen set (an item sold out) stays unless the file says otherwise.
 */
import { and, eq, inArray, ne, or } from 'drizzle-orm';
import {
  brands,
  businessCards,
  categories,
  deliveryAreas,
  discounts,
  items,
  loyaltyPolicies,
  mappedAreas,
  orders,
  staticPages,
  stores,
} from '../../db/schema.js';
import { staff } from '../../staff/staff.schema.js';
import type { BrandFile, BrandFileError } from './format.js';
import { emptyChanges, ImportRefused, type ImportPlan, type Tx } from './import-plan.js';
import { readBrandRows } from './read-rows.js';
import { differs, pick, remove, replaceRows, upsert, without } from './row-writes.js';
import type { BrandRows, StoreValues } from './rows.js';

export async function replaceBrand(tx: Tx, file: BrandFile, rows: BrandRows): Promise<ImportPlan> {
  const brandId = rows.brand.id;
  const held = await readBrandRows(tx, brandId);
  await refuseTaken(tx, rows);
  const plan: ImportPlan = { brandId, created: !held, changes: emptyChanges(), prices: [] };
  const before = held ?? emptyRows(rows);
  const storeName = (row: { name: { en: string } }) => row.name.en;

  if (!held || differs(held.brand, rows.brand)) {
    if (held) plan.changes.brand.changed.push(rows.brand.brandName);
    else plan.changes.brand.added.push(rows.brand.brandName);
    await tx
      .insert(brands)
      .values(rows.brand)
      .onConflictDoUpdate({
        target: brands.id,
        set: { ...without(rows.brand, 'id'), updatedAt: new Date() },
      });
  }
  const { changes } = plan;
  await upsert(tx, stores, before.stores, rows.stores, changes.stores, storeName);
  await upsert(tx, categories, before.categories, rows.categories, changes.categories, storeName);
  const heldItems = new Map(before.items.map((item) => [item.id, item]));
  const itemRows = rows.items.map((item, index) =>
    keepSoldOut(item, file.items[index]!, heldItems.get(item.id)),
  );
  await upsert(tx, items, before.items, itemRows, changes.items, itemName);
  for (const item of rows.items) {
    const old = heldItems.get(item.id);
    if (old && old.price !== item.price)
      plan.prices.push({ item: itemName(item), from: old.price, to: item.price });
  }
  await remove(tx, items, before.items, rows.items, changes.items, itemName);
  await remove(tx, categories, before.categories, rows.categories, changes.categories, storeName);
  const areaName = (area: (typeof rows.deliveryAreas)[number]) =>
    (area.areaName ?? area.cityName ?? area.countryName).en;
  await replaceRows(
    tx,
    deliveryAreas,
    before.deliveryAreas,
    rows.deliveryAreas,
    changes.deliveryAreas,
    areaName,
  );
  await replaceRows(tx, mappedAreas, before.mappedAreas, rows.mappedAreas, changes.mappedAreas, storeName);
  const code = (discount: { discountCode: string }) => discount.discountCode;
  await replaceRows(tx, discounts, before.discounts, rows.discounts, changes.discounts, code);
  await replaceLoyalty(tx, before.loyalty, rows.loyalty, brandId, plan);
  await replacePages(tx, before.staticPages, rows.staticPages, brandId, plan);
  await placeOnCard(tx, rows, plan);
  await removeStores(tx, before.stores, rows.stores, plan);
  return plan;
}

const itemName = (item: { title: { en: string }; sku: string }) => `${item.title.en} (${item.sku})`;

/** A store no longer in the file goes, unless orders or staff accounts name it. */
async function removeStores(
  tx: Tx,
  held: readonly StoreValues[],
  wanted: readonly StoreValues[],
  plan: ImportPlan,
): Promise<void> {
  const kept = new Set(wanted.map((row) => row.id));
  const gone = held.filter((row) => !kept.has(row.id));
  if (!gone.length) return;
  const ids = gone.map((row) => row.id);
  const ordered = await tx
    .selectDistinct({ id: orders.storeId })
    .from(orders)
    .where(inArray(orders.storeId, ids));
  const staffed = await tx
    .selectDistinct({ id: staff.storeId })
    .from(staff)
    .where(inArray(staff.storeId, ids));
  const busy = new Set([...ordered, ...staffed].map((row) => row.id));
  const refused = gone.filter((row) => busy.has(row.id));
  if (refused.length) {
    throw new ImportRefused(
      refused.map((row) => ({
        path: 'stores',
        message: `"${row.name.en}" (${row.id}) has orders or staff accounts and cannot be removed: keep it in the file (it can stay closed)`,
      })),
    );
  }
  plan.changes.stores.removed.push(...gone.map((row) => row.name.en));
  await tx.delete(stores).where(inArray(stores.id, ids));
}

async function replaceLoyalty(
  tx: Tx,
  held: BrandRows['loyalty'],
  wanted: BrandRows['loyalty'],
  brandId: string,
  plan: ImportPlan,
): Promise<void> {
  const changes = plan.changes.loyalty;
  if (!wanted) {
    if (held) {
      changes.removed.push('loyalty');
      await tx.delete(loyaltyPolicies).where(eq(loyaltyPolicies.brandId, brandId));
    }
    return;
  }
  if (held && !differs(pick(held, wanted), wanted)) return;
  (held ? changes.changed : changes.added).push('loyalty');
  await tx
    .insert(loyaltyPolicies)
    .values(wanted)
    .onConflictDoUpdate({ target: loyaltyPolicies.brandId, set: without(wanted, 'brandId') });
}

async function replacePages(
  tx: Tx,
  held: BrandRows['staticPages'],
  wanted: BrandRows['staticPages'],
  brandId: string,
  plan: ImportPlan,
): Promise<void> {
  const changes = plan.changes.staticPages;
  for (const page of wanted) {
    const old = held.find((entry) => entry.key === page.key);
    if (old && !differs(pick(old, page), page)) continue;
    (old ? changes.changed : changes.added).push(page.key);
    await tx
      .insert(staticPages)
      .values(page)
      .onConflictDoUpdate({
        target: [staticPages.brandId, staticPages.key],
        set: without(page, 'brandId', 'key'),
      });
  }
  const gone = held.filter((page) => !wanted.some((entry) => entry.key === page.key)).map((page) => page.key);
  if (!gone.length) return;
  changes.removed.push(...gone);
  await tx.delete(staticPages).where(and(eq(staticPages.brandId, brandId), inArray(staticPages.key, gone)));
}

/**
 * The business card the file names lists the brand: made when new, its title and contacts as the
 * file says, the brand added to its brands. Its other brands stay. A card is no brand's row, so a
 * changed card touches the brand's row, whose notice drops the cached card answers.
 */
async function placeOnCard(tx: Tx, rows: BrandRows, plan: ImportPlan): Promise<void> {
  const wanted = rows.businessCard;
  if (!wanted) return;
  const brandId = rows.brand.id;
  const [held] = await tx
    .select()
    .from(businessCards)
    .where(eq(businessCards.slug, wanted.slug))
    .for('update');
  const brandIds = held?.brandIds.includes(brandId) ? held.brandIds : [...(held?.brandIds ?? []), brandId];
  const card = { ...wanted, brandIds };
  if (held && !differs(held, card)) return;
  (held ? plan.changes.businessCard.changed : plan.changes.businessCard.added).push(wanted.slug);
  await tx
    .insert(businessCards)
    .values(card)
    .onConflictDoUpdate({ target: businessCards.slug, set: without(card, 'slug') });
  await tx.update(brands).set({ updatedAt: new Date() }).where(eq(brands.id, brandId));
}

/** Another brand already answers on the file's domain or path: refused, naming it. */
async function refuseTaken(tx: Tx, rows: BrandRows): Promise<void> {
  const { temporaryDomainName, customDomain } = rows.brand;
  const taken = await tx
    .select({ name: brands.brandName, temporary: brands.temporaryDomainName, custom: brands.customDomain })
    .from(brands)
    .where(
      and(
        ne(brands.id, rows.brand.id),
        customDomain
          ? or(eq(brands.temporaryDomainName, temporaryDomainName), eq(brands.customDomain, customDomain))
          : eq(brands.temporaryDomainName, temporaryDomainName),
      ),
    );
  const errors: BrandFileError[] = [];
  for (const other of taken) {
    if (other.temporary === temporaryDomainName)
      errors.push({
        path: 'brand.domains.temporary',
        message: `"${temporaryDomainName}" is already ${other.name}'s`,
      });
    if (customDomain && other.custom === customDomain)
      errors.push({ path: 'brand.domains.custom', message: `"${customDomain}" is already ${other.name}'s` });
  }
  if (errors.length) throw new ImportRefused(errors);
}

function emptyRows(rows: BrandRows): BrandRows {
  return {
    brand: rows.brand,
    stores: [],
    categories: [],
    items: [],
    deliveryAreas: [],
    mappedAreas: [],
    discounts: [],
    loyalty: null,
    staticPages: [],
    businessCard: null,
  };
}

/**
 * An item keeps the kitchen's sold-out marks where the file says nothing of them: an item without
 * `unavailableStores` keeps the item's, an option without them keeps the option's.
 */
function keepSoldOut(
  item: BrandRows['items'][number],
  written: BrandFile['items'][number],
  held: BrandRows['items'][number] | undefined,
): BrandRows['items'][number] {
  if (!held) return item;
  const heldOptions = new Map(
    held.modifierGroups.flatMap((group) => group.modifiers).map((option) => [option.id, option]),
  );
  const saidOfOption = new Set(
    written.modifierGroups.flatMap((group) => group.modifiers.filter((option) => option.unavailableStores)),
  );
  const writtenOptions = written.modifierGroups.flatMap((group) => group.modifiers);
  let index = 0;
  return {
    ...item,
    unavailableStores: written.unavailableStores ? item.unavailableStores : held.unavailableStores,
    modifierGroups: item.modifierGroups.map((group) => ({
      ...group,
      modifiers: group.modifiers.map((option) => {
        const source = writtenOptions[index++]!;
        const marks = heldOptions.get(option.id)?.unavailableStores;
        if (saidOfOption.has(source) || !marks?.length) return option;
        return { ...option, unavailableStores: marks };
      }),
    })),
  };
}
