import { brandFileSchema, pathText, type BrandFile, type BrandFileError } from './format.js';

/**
 * Reads a brand file whole and answers it, or every error in it with its path. The shape (types,
 * ranges, both languages) is the format's (`format.ts`); the rules across entries are here: keys
 * unique, every reference names something in the file, a group's picks possible with its options,
 * a polygon closed, a discount's items and stores there. Nothing is written by a check.
 */
export function checkBrandFile(
  input: unknown,
): { ok: true; file: BrandFile } | { ok: false; errors: BrandFileError[] } {
  const parsed = brandFileSchema.safeParse(input);
  if (!parsed.success) {
    return {
      ok: false,
      errors: parsed.error.issues.map((issue) => ({ path: pathText(issue.path), message: messageOf(issue) })),
    };
  }
  const errors = crossChecks(parsed.data);
  return errors.length ? { ok: false, errors } : { ok: true, file: parsed.data };
}

function messageOf(issue: { code: string; message: string; keys?: string[] }): string {
  if (issue.code === 'unrecognized_keys' && issue.keys) {
    return `is not part of the format: ${issue.keys.map((name) => `"${name}"`).join(', ')}`;
  }
  if (issue.code === 'invalid_type' && issue.message.startsWith('Invalid input: expected')) {
    return issue.message
      .replace('Invalid input: expected', 'must be')
      .replace(', received undefined', ' (missing)');
  }
  return issue.message;
}

/** The rules between entries, in the file's order (so the first error shown is the first in the file). */
function crossChecks(file: BrandFile): BrandFileError[] {
  const errors: BrandFileError[] = [];
  const fail = (path: string, message: string) => errors.push({ path, message });

  const storeKeys = unique(file.stores, 'stores', fail);
  const categoryKeys = unique(file.categories, 'categories', fail);
  const itemKeys = unique(file.items, 'items', fail);
  unique(file.deliveryAreas, 'deliveryAreas', fail);
  unique(file.mappedAreas, 'mappedAreas', fail);
  unique(file.discounts, 'discounts', fail);
  const store = (path: string, id: string) => {
    if (!storeKeys.has(id)) fail(path, `names the store "${id}", which is not in the file's stores`);
  };

  checkBrand(file, fail);
  file.stores.forEach((entry, index) => {
    checkStore(entry, `stores[${index}]`, fail);
    if (entry.taxRate > 0 && !(entry.legal ?? file.brand.legal)?.trn)
      fail(
        `stores[${index}].taxRate`,
        "charges VAT, so its tax invoices need the supplier's TRN (brand.legal.trn, or the store's own legal.trn)",
      );
  });
  file.items.forEach((entry, index) => {
    const path = `items[${index}]`;
    if (!categoryKeys.has(entry.categoryId))
      fail(
        `${path}.categoryId`,
        `names the category "${entry.categoryId}", which is not in the file's categories`,
      );
    entry.storeIds?.forEach((id, at) => store(`${path}.storeIds[${at}]`, id));
    entry.unavailableStores?.forEach((mark, at) =>
      store(`${path}.unavailableStores[${at}].storeId`, mark.storeId),
    );
    checkGroups(entry, path, store, fail);
  });
  const skus = new Map<string, number>();
  file.items.forEach((entry, index) => {
    const first = skus.get(entry.sku.toLowerCase());
    if (first !== undefined)
      fail(`items[${index}].sku`, `"${entry.sku}" is already the SKU of items[${first}]`);
    else skus.set(entry.sku.toLowerCase(), index);
  });

  file.deliveryAreas.forEach((area, index) => {
    const path = `deliveryAreas[${index}]`;
    if (!file.brand.deliveryMethods.includes(area.method))
      fail(`${path}.method`, `${area.method} is not one of the brand's deliveryMethods`);
    if (area.method === 'AREA_BASED' && !area.area) fail(`${path}.area`, 'an AREA_BASED area needs its area');
    if (area.method !== 'AREA_BASED' && area.area)
      fail(`${path}.area`, `only an AREA_BASED area names an area`);
    area.storeIds.forEach((id, at) => store(`${path}.storeIds[${at}]`, id));
  });
  file.mappedAreas.forEach((area, index) => {
    const path = `mappedAreas[${index}]`;
    if (!file.brand.deliveryMethods.includes('MAPPED_AREA_BASED'))
      fail(path, "mapped areas need MAPPED_AREA_BASED among the brand's deliveryMethods");
    store(`${path}.storeId`, area.storeId);
    if (area.type === 'POLYGON') checkPolygon(area.polygon, `${path}.polygon`, fail);
    if (area.type === 'DISTANCE' && area.radiusKm === undefined)
      fail(`${path}.radiusKm`, 'a DISTANCE area needs its radius in km');
  });

  const codes = new Map<string, number>();
  file.discounts.forEach((discount, index) => {
    const path = `discounts[${index}]`;
    const code = discount.discountCode.toUpperCase();
    const first = codes.get(code);
    if (first !== undefined)
      fail(`${path}.discountCode`, `"${discount.discountCode}" is already the code of discounts[${first}]`);
    else codes.set(code, index);
    if (discount.discountType === 'percentage' && discount.discountAmount > 100)
      fail(`${path}.discountAmount`, 'a percentage discount must be at most 100');
    if (discount.endsAt <= discount.startsAt) fail(`${path}.endsAt`, 'must be after startsAt');
    if (discount.dailyHours && discount.dailyHours.from === discount.dailyHours.to)
      fail(`${path}.dailyHours.to`, 'must differ from from (a happy hour of no length)');
    if (!discount.isApplicableOnAllItems && discount.discountAppliedOnSpecificItems.length === 0)
      fail(
        `${path}.discountAppliedOnSpecificItems`,
        'must name at least one item when the discount is not on all items',
      );
    if (!discount.isApplicableOnAllStores && discount.discountAppliedOnSpecificStores.length === 0)
      fail(
        `${path}.discountAppliedOnSpecificStores`,
        'must name at least one store when the discount is not at all stores',
      );
    discount.discountAppliedOnSpecificItems.forEach((id, at) => {
      if (!itemKeys.has(id))
        fail(
          `${path}.discountAppliedOnSpecificItems[${at}]`,
          `names the item "${id}", which is not in the file's items`,
        );
    });
    discount.discountAppliedOnSpecificStores.forEach((id, at) =>
      store(`${path}.discountAppliedOnSpecificStores[${at}]`, id),
    );
  });

  const pages = new Set<string>();
  file.staticPages.forEach((page, index) => {
    if (pages.has(page.key)) fail(`staticPages[${index}].key`, `"${page.key}" is already a page of the file`);
    pages.add(page.key);
  });
  return errors;
}

type Fail = (path: string, message: string) => void;

/** The keys of a list, each once; a repeated key is an error at its second place. */
function unique(entries: readonly { id: string }[], name: string, fail: Fail): Set<string> {
  const seen = new Set<string>();
  entries.forEach((entry, index) => {
    if (seen.has(entry.id))
      fail(`${name}[${index}].id`, `"${entry.id}" is already the id of another entry of ${name}`);
    seen.add(entry.id);
  });
  return seen;
}

function checkBrand(file: BrandFile, fail: Fail): void {
  const { brand } = file;
  if (brand.deliveryMethods.length === 0 && brand.services.delivery)
    fail('brand.deliveryMethods', 'must name at least one method while delivery is on');
  if (new Set(brand.deliveryMethods).size !== brand.deliveryMethods.length)
    fail('brand.deliveryMethods', 'names a method twice');
  brand.integrations.forEach((integration, index) => {
    for (const [name, value] of Object.entries(integration.metaData)) {
      if (/secret|password|^sk_|^sk-|private/i.test(name) || /^(sk|rk)_(live|test)_/.test(value))
        fail(
          `brand.integrations[${index}].metaData.${name}`,
          "looks like a secret: a brand file holds public ids only (secrets belong in the server's environment)",
        );
    }
  });
}

function checkStore(store: BrandFile['stores'][number], path: string, fail: Fail): void {
  const services = [
    ['delivery', store.services.delivery],
    ['pickup', store.services.pickup],
    ['dineIn', store.services.dineIn],
  ] as const;
  for (const [service, on] of services) {
    if (on && store.paymentOptions[service].length === 0)
      fail(`${path}.paymentOptions.${service}`, `must name at least one payment type while ${service} is on`);
  }
  if (store.services.dineIn && !store.dineInTables?.length)
    fail(`${path}.dineInTables`, 'must list the tables while dine-in is on');
  const tables = store.dineInTables ?? [];
  if (new Set(tables).size !== tables.length) fail(`${path}.dineInTables`, 'lists a table twice');
  store.openingHours.forEach((hours, index) => {
    if (hours.open === hours.close) fail(`${path}.openingHours[${index}].close`, 'must differ from open');
  });
  const waiver = store.deliveryChargesWaiverInfo.onDateRange;
  if (waiver.isEnabled && waiver.endDateTime <= waiver.startDateTime)
    fail(`${path}.deliveryChargesWaiverInfo.onDateRange.endDateTime`, 'must be after startDateTime');
}

function checkGroups(
  item: BrandFile['items'][number],
  path: string,
  store: (path: string, id: string) => void,
  fail: Fail,
): void {
  const groupKeys = new Set<string>();
  const optionKeys = new Set<string>();
  item.modifierGroups.forEach((group, index) => {
    const at = `${path}.modifierGroups[${index}]`;
    if (groupKeys.has(group.id)) fail(`${at}.id`, `"${group.id}" is already a group of this item`);
    groupKeys.add(group.id);
    const options = group.modifiers.length;
    if (group.minimumAllowedSelection > group.maximumAllowedSelection)
      fail(
        `${at}.minimumAllowedSelection`,
        `must not exceed maximumAllowedSelection (${group.maximumAllowedSelection})`,
      );
    if (group.minimumAllowedSelection > options)
      fail(
        `${at}.minimumAllowedSelection`,
        `asks for ${group.minimumAllowedSelection} picks of ${options} options`,
      );
    if (group.isSingleSelection && group.maximumAllowedSelection !== 1)
      fail(`${at}.maximumAllowedSelection`, 'must be 1 for a single-selection group');
    group.modifiers.forEach((option, place) => {
      if (optionKeys.has(option.id))
        fail(`${at}.modifiers[${place}].id`, `"${option.id}" is already an option of this item`);
      optionKeys.add(option.id);
      option.unavailableStores?.forEach((mark, n) =>
        store(`${at}.modifiers[${place}].unavailableStores[${n}].storeId`, mark.storeId),
      );
    });
  });
  if (item.price === 0 && !item.modifierGroups.some((group) => group.minimumAllowedSelection > 0))
    fail(
      `${path}.price`,
      'is 0 (price on selection) but no group requires a pick, so the item would be free',
    );
}

type Ring = readonly (readonly [number, number])[];

function checkPolygon(
  polygon: { outer: Ring; holes?: readonly Ring[] | undefined } | undefined,
  path: string,
  fail: Fail,
): void {
  if (!polygon) return fail(path, 'a POLYGON area needs its polygon');
  const ring = (points: Ring, at: string) => {
    if (points.length < 4) return fail(at, 'needs at least 4 points (a triangle and its first point again)');
    const [first, last] = [points[0]!, points[points.length - 1]!];
    if (first[0] !== last[0] || first[1] !== last[1])
      fail(at, `does not close: the last point [${last.join(', ')}] must be the first [${first.join(', ')}]`);
  };
  ring(polygon.outer, `${path}.outer`);
  polygon.holes?.forEach((hole, index) => ring(hole, `${path}.holes[${index}]`));
}
