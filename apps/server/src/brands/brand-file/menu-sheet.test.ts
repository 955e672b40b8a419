import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { catalogueVersions, items } from '../../db/schema.js';
import { demoBrandIds } from '../../db/seed/brands.js';
import { zaatarStoreIds } from '../../db/seed/demo-ids.js';
import { engines, openTestDatabase } from '../../testing/test-database.js';
import { MENU_SHEET_COLUMNS, parseCsv } from './menu-sheet.js';
import { ImportRefused } from './import-plan.js';
import { exportMenuSheetOf, importMenuSheet } from './store.js';

/** A store's menu as a spreadsheet (issue 35): out and back in, through the brand file's checks. */

const zaatar = demoBrandIds.zaatarHouse;
const { jumeirah, marina } = zaatarStoreIds;

describe('CSV as a spreadsheet writes it', () => {
  it('reads quotes, commas and line breaks inside quotes, CRLF, a byte order mark, and skips empty rows', () => {
    const text = '\uFEFFa,b,c\r\n"x, y","say ""hi""","two\nlines"\r\n,,\r\n1,2,3\n';
    expect(parseCsv(text)).toEqual([
      ['a', 'b', 'c'],
      ['x, y', 'say "hi"', 'two\nlines'],
      ['1', '2', '3'],
    ]);
  });
});

describe.each(engines)("a store's menu sheet, on %s", (engine) => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
  }, 60_000);

  afterAll(async () => {
    await database?.close();
  });

  const sheetOf = async (storeId: string) => (await exportMenuSheetOf(database.db, zaatar, storeId))!;
  const refusal = async (csv: string, storeId = jumeirah) => {
    try {
      await importMenuSheet(database.db, { brandId: zaatar, storeId, csv });
    } catch (error) {
      if (error instanceof ImportRefused) return error.errors;
      throw error;
    }
    throw new Error('the sheet was taken');
  };
  /** The sheet's rows as objects by column, and back. */
  const rowsOf = (csv: string) => {
    const [header, ...rows] = parseCsv(csv);
    return rows.map((cells) => Object.fromEntries(header!.map((column, at) => [column, cells[at] ?? ''])));
  };
  const csvOf = (rows: Record<string, string>[]) =>
    [
      MENU_SHEET_COLUMNS.join(','),
      ...rows.map((row) =>
        MENU_SHEET_COLUMNS.map((column) => `"${(row[column] ?? '').replace(/"/g, '""')}"`).join(','),
      ),
    ].join('\n');

  it('exports what the store sells, in menu order, each item followed by its options, prices in AED', async () => {
    const csv = await sheetOf(jumeirah);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const rows = rowsOf(csv);
    const fatteh = rows.find((row) => row['item_en'] === 'Hummus Fatteh' && !row['option_sku'])!;
    expect(fatteh).toMatchObject({ category_en: 'Breakfast', item_ar: 'فتة حمص', price_aed: '24.00' });
    // Kishk is sold at Jumeirah only: on its sheet, not on Dubai Marina's.
    expect(rows.some((row) => row['item_sku'] === 'ZH-KISHK')).toBe(true);
    expect(rowsOf(await sheetOf(marina)).some((row) => row['item_sku'] === 'ZH-KISHK')).toBe(false);
    const grill = rows.filter((row) => row['item_sku'] === 'ZH-MIXED-GRILL' && row['option_sku']);
    expect(grill[0]).toMatchObject({ group_en: 'Platter size', group_min: '1', group_max: '1' });
  });

  it('takes its own sheet back with nothing changed', async () => {
    const [version] = await database.db
      .select()
      .from(catalogueVersions)
      .where(eq(catalogueVersions.brandId, zaatar));
    const plan = await importMenuSheet(database.db, {
      brandId: zaatar,
      storeId: jumeirah,
      csv: await sheetOf(jumeirah),
    });
    expect(
      Object.values(plan!.changes).flatMap((change) => [
        ...change.added,
        ...change.changed,
        ...change.removed,
      ]),
    ).toEqual([]);
    expect(
      await database.db.select().from(catalogueVersions).where(eq(catalogueVersions.brandId, zaatar)),
    ).toEqual([version]);
  });

  it('changes a price, adds a dish with its options at this store only, and stops selling a dish left out', async () => {
    const rows = rowsOf(await sheetOf(jumeirah));
    const fatteh = rows.find((row) => row['item_en'] === 'Hummus Fatteh' && !row['option_sku'])!;
    fatteh['price_aed'] = '25.50';
    const kept = rows.filter((row) => row['item_sku'] !== 'ZH-FATTOUSH');
    kept.push(
      {
        category_en: 'Saj Wraps',
        item_sku: 'ZH-SUJUK-SAJ',
        item_en: 'Sujuk Saj',
        item_ar: 'صاج سجق',
        description_en: 'Spiced beef sausage, tomato and pickles.',
        description_ar: 'سجق بقري متبل مع الطماطم والمخلل.',
        price_aed: '21',
      },
      {
        item_sku: 'ZH-SUJUK-SAJ',
        group_en: 'Cheese',
        group_ar: 'الجبنة',
        group_min: '0',
        group_max: '1',
        option_sku: 'ZH-SUJUK-KASHKAVAL',
        option_en: 'Kashkaval',
        option_ar: 'قشقوان',
        option_price_aed: '3.00',
      },
    );
    const dry = await importMenuSheet(database.db, {
      brandId: zaatar,
      storeId: jumeirah,
      csv: csvOf(kept),
      dryRun: true,
    });
    expect(dry!.changes['items']!.added).toEqual(['Sujuk Saj (ZH-SUJUK-SAJ)']);
    expect(dry!.prices).toEqual([{ item: 'Hummus Fatteh (ZH-FATTEH)', from: 2400, to: 2550 }]);
    expect((await database.db.select().from(items).where(eq(items.sku, 'ZH-SUJUK-SAJ'))).length).toBe(0);

    const plan = await importMenuSheet(database.db, { brandId: zaatar, storeId: jumeirah, csv: csvOf(kept) });
    expect(plan!.changes['items']!.changed).toContain('Fattoush (ZH-FATTOUSH)');
    const [sujuk] = await database.db.select().from(items).where(eq(items.sku, 'ZH-SUJUK-SAJ'));
    expect(sujuk).toMatchObject({ price: 2100, storeIds: [jumeirah] });
    expect(sujuk!.modifierGroups[0]).toMatchObject({
      isSingleSelection: true,
      modifiers: [{ sku: 'ZH-SUJUK-KASHKAVAL', price: 300 }],
    });
    const [fattoush] = await database.db.select().from(items).where(eq(items.sku, 'ZH-FATTOUSH'));
    expect(fattoush!.storeIds).not.toContain(jumeirah);
    expect(fattoush!.storeIds).toContain(marina);
    expect(rowsOf(await sheetOf(marina)).some((row) => row['item_sku'] === 'ZH-FATTOUSH')).toBe(true);
  });

  it('answers what is wrong by row and column, and changes nothing', async () => {
    const rows = rowsOf(await sheetOf(jumeirah));
    const first = rows.findIndex((row) => !row['option_sku']);
    rows[first]!['price_aed'] = 'eighteen';
    rows.push({
      category_en: 'Drinks',
      item_sku: 'ZH-TAMARIND',
      item_en: 'Tamarind juice',
      item_ar: '',
      description_en: 'Cold tamarind.',
      description_ar: 'تمر هندي بارد.',
      price_aed: '9',
    });
    expect(await refusal(csvOf(rows))).toEqual([
      { path: `row ${first + 2}, price_aed`, message: '"eighteen" is not a price in AED (such as 18.50)' },
    ]);
    rows[first]!['price_aed'] = '18.00';
    expect(await refusal(csvOf(rows))).toEqual([
      { path: `row ${rows.length + 1}, item_ar`, message: 'Arabic text is missing' },
    ]);
    expect(await refusal('item_sku,price_aed\nZH-FOUL,18')).toEqual([
      { path: 'row 1', message: expect.stringContaining('the columns category_en, category_ar') },
    ]);
    expect(
      await refusal(`${MENU_SHEET_COLUMNS.join(',')}\n,,ZH-FOUL,,,,,,Size,الحجم,1,1,ZH-X,Big,كبير,1`),
    ).toEqual([
      {
        path: 'row 2, item_sku',
        message: 'an option row must follow its item (the same item_sku, or empty)',
      },
    ]);
    expect((await database.db.select().from(items).where(eq(items.sku, 'ZH-TAMARIND'))).length).toBe(0);
  });
});
