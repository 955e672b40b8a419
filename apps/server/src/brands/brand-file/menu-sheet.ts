import type { BrandFile, BrandFileError } from './format.js';

/**
 * A store's menu as a spreadsheet (docs/brand-file.md, "The menu sheet"): one row per item, then
 * one row per option of its groups, in CSV (UTF-8 with a byte order mark, so a spreadsheet opens
 * the Arabic as Arabic). Prices are in AED with up to two decimals, as people write them. A sheet
 * is merged into the brand's file and goes through the same checks and the same import as a
 * whole file: what is wrong is answered by row and column, and nothing is written.
 */

export const MENU_SHEET_COLUMNS = [
  'category_en',
  'category_ar',
  'item_sku',
  'item_en',
  'item_ar',
  'description_en',
  'description_ar',
  'price_aed',
  'group_en',
  'group_ar',
  'group_min',
  'group_max',
  'option_sku',
  'option_en',
  'option_ar',
  'option_price_aed',
] as const;

type Column = (typeof MENU_SHEET_COLUMNS)[number];
type Row = Record<Column, string>;
type FileItem = BrandFile['items'][number];
type FileGroup = FileItem['modifierGroups'][number];

/** RFC 4180: fields split by commas, quoted with '"' ('""' inside), rows by CRLF or LF. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const input = text.replace(/^\uFEFF/, '');
  for (let at = 0; at < input.length; at += 1) {
    const char = input[at]!;
    if (quoted) {
      if (char === '"' && input[at + 1] === '"') {
        field += '"';
        at += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && input[at + 1] === '\n') at += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((cells) => cells.some((cell) => cell.trim() !== ''));
}

function csvField(value: string): string {
  return /[",\r\n]/.test(value) || /^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Fils as AED with two decimals: 1800 is '18.00'. */
const aed = (fils: number) => `${Math.floor(fils / 100)}.${String(fils % 100).padStart(2, '0')}`;

/** A store's menu as a sheet: the items it sells in menu order, each followed by its options. */
export function exportMenuSheet(file: BrandFile, storeId: string): string {
  const categories = new Map(file.categories.map((category) => [category.id, category]));
  const lines: string[][] = [[...MENU_SHEET_COLUMNS]];
  const sold = file.items.filter(
    (item) => item.isActive !== false && (!item.storeIds || item.storeIds.includes(storeId)),
  );
  const order = (item: FileItem) => categories.get(item.categoryId)?.sortOrder ?? 0;
  for (const item of [...sold].sort((a, b) => order(a) - order(b) || a.sortOrder - b.sortOrder)) {
    const category = categories.get(item.categoryId)!;
    lines.push([
      category.name.en,
      category.name.ar,
      item.sku,
      item.title.en,
      item.title.ar,
      item.description.en,
      item.description.ar,
      aed(item.price),
      ...Array<string>(8).fill(''),
    ]);
    for (const group of item.modifierGroups) {
      for (const option of group.modifiers) {
        lines.push([
          ...Array<string>(2).fill(''),
          item.sku,
          ...Array<string>(5).fill(''),
          group.name.en,
          group.name.ar,
          String(group.minimumAllowedSelection),
          String(group.maximumAllowedSelection),
          option.sku,
          option.name.en,
          option.name.ar,
          aed(option.price),
        ]);
      }
    }
  }
  return `\uFEFF${lines.map((line) => line.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** A sheet's item, with the row it came from (errors name rows). */
interface SheetItem {
  row: number;
  cells: Row;
  groups: { cells: Row; row: number; options: { cells: Row; row: number }[] }[];
}

/**
 * Merges a store's menu sheet into the brand's file: items matched by SKU take the sheet's
 * category, names, description, price and groups (options matched by SKU keep their ids, and the
 * kitchen's marks); new SKUs become new items sold at this store; items this store sold that the
 * sheet leaves out are no longer sold here (and go when no store sells them). A price is the item's
 * at every store that sells it.
 */
export function applyMenuSheet(
  file: BrandFile,
  storeId: string,
  text: string,
): { ok: true; file: BrandFile; rows: Map<string, number> } | { ok: false; errors: BrandFileError[] } {
  const errors: BrandFileError[] = [];
  const fail = (row: number, column: string, message: string) =>
    errors.push({ path: `row ${row}${column ? `, ${column}` : ''}`, message });
  if (!file.stores.some((store) => store.id === storeId))
    return { ok: false, errors: [{ path: 'storeId', message: 'is not a store of this brand' }] };
  const [header, ...body] = parseCsv(text);
  const missing = MENU_SHEET_COLUMNS.filter((column) => !header?.includes(column));
  if (!header || missing.length)
    return {
      ok: false,
      errors: [{ path: 'row 1', message: `the columns ${missing.join(', ')} are missing` }],
    };
  const unknown = header.filter((column) => !(MENU_SHEET_COLUMNS as readonly string[]).includes(column));
  if (unknown.length) fail(1, '', `the columns ${unknown.join(', ')} are not part of the sheet`);

  const items = readRows(header, body, fail);
  const merged = structuredClone(file);
  const rows = new Map<string, number>();
  mergeItems(merged, storeId, items, rows, fail);
  return errors.length ? { ok: false, errors } : { ok: true, file: merged, rows };
}

type Fail = (row: number, column: string, message: string) => void;

function readRows(header: string[], body: string[][], fail: Fail): SheetItem[] {
  const items: SheetItem[] = [];
  body.forEach((cells, index) => {
    const row = index + 2;
    const cell = Object.fromEntries(
      MENU_SHEET_COLUMNS.map((column) => [column, (cells[header.indexOf(column)] ?? '').trim()]),
    ) as Row;
    if (cell.option_sku) {
      const item = items.at(-1);
      if (!item || (cell.item_sku && cell.item_sku !== item.cells.item_sku))
        return fail(row, 'item_sku', 'an option row must follow its item (the same item_sku, or empty)');
      const group = item.groups.at(-1);
      if (!group || (cell.group_en && cell.group_en !== group.cells.group_en))
        item.groups.push({ cells: cell, row, options: [{ cells: cell, row }] });
      else group.options.push({ cells: cell, row });
      return;
    }
    if (!cell.item_sku) return fail(row, 'item_sku', 'an item row needs its SKU');
    items.push({ row, cells: cell, groups: [] });
  });
  return items;
}

function mergeItems(
  file: BrandFile,
  storeId: string,
  sheet: SheetItem[],
  rows: Map<string, number>,
  fail: Fail,
) {
  const bySku = new Map(file.items.map((item) => [item.sku.toLowerCase(), item]));
  const seen = new Set<string>();
  let sortOrder = Math.max(0, ...file.items.map((item) => item.sortOrder));
  for (const entry of sheet) {
    const { cells, row } = entry;
    const sku = cells.item_sku.toLowerCase();
    if (seen.has(sku)) {
      fail(row, 'item_sku', `"${cells.item_sku}" is already a row of this sheet`);
      continue;
    }
    seen.add(sku);
    const categoryId = categoryFor(file, cells, row, fail);
    const price = fils(cells.price_aed, row, 'price_aed', fail);
    const groups = entry.groups.map((group) => groupOf(group, bySku.get(sku), fail));
    if (categoryId === undefined || price === undefined || groups.includes(undefined)) continue;
    const known = bySku.get(sku);
    const item: FileItem = known ?? {
      id: `sku-${cells.item_sku.replace(/[^A-Za-z0-9_-]/g, '-')}`.slice(0, 64),
      categoryId,
      sku: cells.item_sku,
      title: { en: '', ar: '' },
      description: { en: '', ar: '' },
      price: 0,
      images: [],
      modifierGroups: [],
      ...(file.stores.length > 1 && { storeIds: [storeId] }),
      sortOrder: (sortOrder += 1),
    };
    Object.assign(item, {
      categoryId,
      title: { en: cells.item_en, ar: cells.item_ar },
      description: { en: cells.description_en, ar: cells.description_ar },
      price,
      modifierGroups: groups as FileGroup[],
    });
    if (item.storeIds && !item.storeIds.includes(storeId)) item.storeIds.push(storeId);
    if (!known) file.items.push(item);
    rows.set(item.id, row);
  }
  // Items this store sold that the sheet leaves out: no longer sold here.
  const allStores = file.stores.map((store) => store.id);
  file.items = file.items.flatMap((item) => {
    if (seen.has(item.sku.toLowerCase())) return [item];
    const sellers = item.storeIds ?? allStores;
    if (!sellers.includes(storeId)) return [item];
    const others = sellers.filter((id) => id !== storeId);
    return others.length ? [{ ...item, storeIds: others }] : [];
  });
  const used = new Set(file.items.map((item) => item.categoryId));
  file.categories = file.categories.filter((category) => used.has(category.id));
  const items = new Set(file.items.map((item) => item.id));
  for (const discount of file.discounts)
    discount.discountAppliedOnSpecificItems = discount.discountAppliedOnSpecificItems.filter((id) =>
      items.has(id),
    );
}

function categoryFor(file: BrandFile, cells: Row, row: number, fail: Fail): string | undefined {
  if (!cells.category_en) return void fail(row, 'category_en', 'an item row needs its category');
  const found = file.categories.find(
    (category) => category.name.en.toLowerCase() === cells.category_en.toLowerCase(),
  );
  if (found) {
    if (cells.category_ar) found.name.ar = cells.category_ar;
    return found.id;
  }
  const id = `category-${cells.category_en.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`.slice(0, 64);
  file.categories.push({
    id,
    name: { en: cells.category_en, ar: cells.category_ar },
    sortOrder: Math.max(0, ...file.categories.map((category) => category.sortOrder)) + 1,
  });
  return id;
}

function groupOf(
  group: SheetItem['groups'][number],
  known: FileItem | undefined,
  fail: Fail,
): FileGroup | undefined {
  const { cells, row } = group;
  const min = count(cells.group_min, row, 'group_min', fail);
  const max = count(cells.group_max, row, 'group_max', fail);
  const heldGroup = known?.modifierGroups.find((entry) => entry.name.en === cells.group_en);
  const heldOptions = new Map(
    known?.modifierGroups.flatMap((entry) => entry.modifiers).map((option) => [option.sku, option]),
  );
  const options = group.options.map(({ cells: option, row: at }) => {
    const price = fils(option.option_price_aed, at, 'option_price_aed', fail);
    const held = heldOptions.get(option.option_sku);
    return {
      ...(held ?? {}),
      id: held?.id ?? `sku-${option.option_sku.replace(/[^A-Za-z0-9_-]/g, '-')}`.slice(0, 64),
      sku: option.option_sku,
      name: { en: option.option_en, ar: option.option_ar },
      price: price ?? 0,
    };
  });
  if (min === undefined || max === undefined) return undefined;
  return {
    id: heldGroup?.id ?? `group-${cells.group_en.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`.slice(0, 64),
    name: { en: cells.group_en, ar: cells.group_ar },
    isSingleSelection: max === 1,
    minimumAllowedSelection: min,
    maximumAllowedSelection: max,
    modifiers: options,
  };
}

/** 'AED 18.50', '18.5', '18' as fils; anything else is an error at its cell. */
function fils(value: string, row: number, column: string, fail: Fail): number | undefined {
  const match = /^(?:AED\s*)?(\d{1,7})(?:\.(\d{1,2}))?$/i.exec(value.replace(/,/g, ''));
  if (!match) return void fail(row, column, `"${value}" is not a price in AED (such as 18.50)`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

function count(value: string, row: number, column: string, fail: Fail): number | undefined {
  if (!/^\d{1,3}$/.test(value)) return void fail(row, column, `"${value}" is not a whole number of picks`);
  return Number(value);
}

const SHEET_COLUMNS: [RegExp, Column][] = [
  [/\.modifiers\[\d+\]\.name\.en$/, 'option_en'],
  [/\.modifiers\[\d+\]\.name\.ar$/, 'option_ar'],
  [/\.modifiers\[\d+\]\.price$/, 'option_price_aed'],
  [/\.modifiers\[\d+\]\.sku$/, 'option_sku'],
  [/\.modifierGroups\[\d+\]\.name\.en$/, 'group_en'],
  [/\.modifierGroups\[\d+\]\.name\.ar$/, 'group_ar'],
  [/\.modifierGroups\[\d+\]\.minimumAllowedSelection$/, 'group_min'],
  [/\.modifierGroups\[\d+\]\.maximumAllowedSelection$/, 'group_max'],
  [/^items\[\d+\]\.title\.en$/, 'item_en'],
  [/^items\[\d+\]\.title\.ar$/, 'item_ar'],
  [/^items\[\d+\]\.description\.en$/, 'description_en'],
  [/^items\[\d+\]\.description\.ar$/, 'description_ar'],
  [/^items\[\d+\]\.price$/, 'price_aed'],
  [/^items\[\d+\]\.sku$/, 'item_sku'],
  [/^categories\[\d+\]\.name\.en$/, 'category_en'],
  [/^categories\[\d+\]\.name\.ar$/, 'category_ar'],
];

/**
 * An error of the merged file said where the sheet holds it: the item's row and the column
 * ('row 4, item_ar'), or as the file names it when it is not the sheet's.
 */
export function sheetError(
  file: BrandFile,
  rows: Map<string, number>,
  error: BrandFileError,
): BrandFileError {
  const item = /^items\[(\d+)\]/.exec(error.path);
  const row = item ? rows.get(file.items[Number(item[1])]?.id ?? '') : undefined;
  const column = SHEET_COLUMNS.find(([pattern]) => pattern.test(error.path))?.[1];
  if (row !== undefined) return { path: `row ${row}, ${column ?? error.path}`, message: error.message };
  return error;
}
