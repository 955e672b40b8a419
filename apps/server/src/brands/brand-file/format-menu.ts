/**
 * The brand file's menu (docs/brand-file.md): categories and items, with their options (modifier
 * groups), pictures and the stores where the kitchen marked them sold out.
 */
import { z } from 'zod';
import { BRAND_FILE_LIMITS, fils, key, list, picture, said, text, unixSeconds } from './format-fields.js';

const unavailableAt = list(
  z.strictObject({
    storeId: key,
    /** Null: until the kitchen turns it back on. */
    nextAvailableTime: unixSeconds.nullable(),
  }),
  BRAND_FILE_LIMITS.stores,
);

const modifier = z.strictObject({
  id: key,
  sku: z.string(said('must be a SKU')).trim().min(1, said('must not be empty')).max(64),
  name: text(),
  price: fils,
  /** A stepper's maximum per unit (shown when 2 or more); left out for a plain pick. */
  maximumOrderQuantity: z.number().int().min(1).max(99).optional(),
  unavailableStores: unavailableAt.optional(),
});

const modifierGroup = z.strictObject({
  id: key,
  name: text(),
  isSingleSelection: z.boolean(said('must be true or false')),
  /** Picks required; 0 = optional. */
  minimumAllowedSelection: z.number().int().min(0).max(100),
  maximumAllowedSelection: z.number().int().min(1).max(100),
  modifiers: list(modifier, BRAND_FILE_LIMITS.modifiers).min(1, said('must hold at least one option')),
});

const image = z.strictObject({
  url: picture,
  width: z.number().int().min(1).max(10_000),
  height: z.number().int().min(1).max(10_000),
});

export const item = z.strictObject({
  id: key,
  categoryId: key,
  sku: z.string(said('must be a SKU')).trim().min(1, said('must not be empty')).max(64),
  title: text(),
  description: text(2_000),
  /** 0: the price comes from the options ('Price On Selection'). */
  price: fils,
  images: list(image, 10),
  modifierGroups: list(modifierGroup, BRAND_FILE_LIMITS.modifierGroups),
  unavailableStores: unavailableAt.optional(),
  /** The stores that sell it; left out, every store of the brand. */
  storeIds: list(key, BRAND_FILE_LIMITS.stores).optional(),
  isRecommended: z.boolean().optional(),
  /** False: kept (order history names it) but no longer sold. */
  isActive: z.boolean().optional(),
  sortOrder: z.number().int(),
});

export const category = z.strictObject({ id: key, name: text(), sortOrder: z.number().int() });
