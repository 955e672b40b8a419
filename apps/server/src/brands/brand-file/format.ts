/**
 * The brand file (docs/brand-file.md): everything the data model holds for one brand, as one JSON
 * document a brand can write, check and import, and any brand can be exported to. Money is whole
 * fils (1 AED = 100 fils), durations are minutes, times are Unix seconds, coordinates WGS84, and
 * every customer-facing text is given in English and Arabic side by side. Ids are the file's own
 * keys (letters, digits, '-' and '_'); the importer turns a key that is not already a 24-hex id
 * into one, the same one each time (`brand-file/ids.ts`). Its JSON Schema is published as
 * `openapi/brand-file.schema.json`. The file's sections are defined in the format-*.ts files
 * beside this one; this module puts them together and is what the rest of the server imports.
 */
import { z } from 'zod';
import { brand, businessCard, staticPage } from './format-brand.js';
import { BRAND_FILE_LIMITS, list, said } from './format-fields.js';
import { category, item } from './format-menu.js';
import { discount, loyalty } from './format-offers.js';
import { deliveryArea, mappedArea, store } from './format-stores.js';

export { BRAND_FILE_LIMITS, DELIVERY_METHOD, key } from './format-fields.js';

export const BRAND_FILE_FORMAT = 'storefront-brand/1';

export const brandFileSchema = z.strictObject({
  /** The JSON Schema this file follows (an editor's hint; not read). */
  $schema: z.string().optional(),
  format: z.literal(BRAND_FILE_FORMAT, said(`must be "${BRAND_FILE_FORMAT}"`)),
  brand,
  stores: list(store, BRAND_FILE_LIMITS.stores).min(1, said('must hold at least one store')),
  categories: list(category, BRAND_FILE_LIMITS.categories),
  items: list(item, BRAND_FILE_LIMITS.items),
  deliveryAreas: list(deliveryArea, BRAND_FILE_LIMITS.areas),
  mappedAreas: list(mappedArea, BRAND_FILE_LIMITS.areas),
  discounts: list(discount, BRAND_FILE_LIMITS.discounts),
  /** Null: the brand has no loyalty. */
  loyalty: loyalty.nullable(),
  staticPages: list(staticPage, BRAND_FILE_LIMITS.pages),
  /** The business card that lists this brand; left out, the brand's cards stay as they are. */
  businessCard: businessCard.optional(),
});

export type BrandFile = z.infer<typeof brandFileSchema>;
export type BrandFileStore = BrandFile['stores'][number];
export type BrandFileItem = BrandFile['items'][number];

/** One thing wrong with a file: where (a JSON path such as `items[3].price`) and what. */
export interface BrandFileError {
  path: string;
  message: string;
}

/** `items[3].modifierGroups[0].name.ar` from zod's path. */
export function pathText(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out ? `.${String(part)}` : String(part);
  }
  return out || '(the file)';
}

/** The brand file's JSON Schema, as published in openapi/brand-file.schema.json. */
export function brandFileJsonSchema(): Record<string, unknown> {
  return {
    ...z.toJSONSchema(brandFileSchema, { target: 'draft-2020-12', io: 'input' }),
    $id: 'https://storefront.example/schemas/brand-file.schema.json',
    title: 'Storefront brand file',
    description:
      'Everything one brand has: settings, theme, domains, stores, menu, delivery areas, discounts, loyalty and pages, texts in English and Arabic, money in whole fils. See docs/brand-file.md.',
  };
}
