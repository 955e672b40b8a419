/**
 * Menu shapes (spec §3 "Menu", "Item", "Modifier group", "Modifier"). Money is in fils and
 * times in Unix seconds; the API layer converts.
 */
import type { Fils, UnixSeconds } from './money.js';

/** A modifier (one choosable option of a group). */
export interface Modifier {
  readonly _id: string;
  readonly price: Fils;
  readonly baseLanguage: { readonly name: string };
  /** Stepper maximum per unit; a stepper is shown only when 2 or more (spec §5). */
  readonly maximumOrderQuantity?: number;
}

/** A modifier group of an item. */
export interface ModifierGroup {
  readonly _id: string;
  readonly baseLanguage: { readonly name: string };
  readonly isSingleSelection: boolean;
  /** Required number of picks (0 = optional). */
  readonly minimumAllowedSelection: number;
  /** Cap on picks; 0 or less means no cap (single selection is always capped at 1). */
  readonly maximumAllowedSelection: number;
  readonly modifiers: readonly Modifier[];
}

/** Item unavailability for one store (spec §4 "Item availability"). */
export interface UnavailableStoreEntry {
  readonly storeId: string;
  /** When the item is back; absent or null means unavailable until further notice. */
  readonly nextAvailableTime?: UnixSeconds | null;
}

/** A menu item. */
export interface MenuItem {
  readonly _id: string;
  readonly sku?: string;
  readonly price: Fils;
  readonly itemImageURLs?: readonly string[];
  readonly baseLanguage: { readonly title: string; readonly description?: string };
  readonly modifierGroups: readonly ModifierGroup[];
  readonly unavailableStores?: readonly UnavailableStoreEntry[];
}

/** An entry of a category's item list. */
export interface MenuCategoryItem {
  readonly itemId: MenuItem;
  readonly categoryId?: string;
}

/** A menu category. */
export interface MenuCategory {
  readonly categoryId: { readonly _id: string; readonly baseLanguage: { readonly name: string } };
  readonly items: readonly MenuCategoryItem[];
}
