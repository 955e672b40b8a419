/**
 * Search (spec §5 "Search"): menu search on item titles; area and store search on the name in
 * the current language (area search matches English or Arabic).
 */
import type { MenuCategory } from './menu.js';
import type { Language } from './language.js';

/** Search form of a text: trimmed and lower-cased. */
export function normalizeSearch(text: string): string {
  return text.trim().toLocaleLowerCase();
}

/** True when `text` contains the query (trimmed, case-insensitive); an empty query matches all. */
export function matchesSearch(text: string | null | undefined, query: string): boolean {
  const wanted = normalizeSearch(query);
  return wanted === '' || normalizeSearch(text ?? '').includes(wanted);
}

/**
 * Menu search: an empty (or blank) query returns the categories unchanged; otherwise each
 * category keeps the items whose title contains the trimmed query case-insensitively, and
 * categories left empty are dropped.
 */
export function searchMenu<C extends MenuCategory>(categories: readonly C[], query: string): readonly C[] {
  if (normalizeSearch(query) === '') return categories;
  return categories
    .map((category) => ({
      ...category,
      items: category.items.filter((entry) => matchesSearch(entry.itemId.baseLanguage.title, query)),
    }))
    .filter((category) => category.items.length > 0);
}

/** A city of the area-based list (spec §3 "Delivery areas"). */
export interface AreaCity {
  readonly cityInfo: { readonly cityNameEN: string; readonly cityNameAR?: string };
  readonly cityAreas: readonly {
    readonly areaInfo: { readonly _id: string; readonly areaNameEN: string; readonly areaNameAR?: string };
  }[];
}

/**
 * Area search: keeps the areas whose English or Arabic name contains the query (either language
 * matches, whatever the UI language), and drops cities left without areas. Empty query: all.
 */
export function searchAreas<C extends AreaCity>(cities: readonly C[], query: string): readonly C[] {
  if (normalizeSearch(query) === '') return cities;
  return cities
    .map((city) => ({
      ...city,
      cityAreas: city.cityAreas.filter(
        ({ areaInfo }) =>
          matchesSearch(areaInfo.areaNameEN, query) || matchesSearch(areaInfo.areaNameAR, query),
      ),
    }))
    .filter((city) => city.cityAreas.length > 0);
}

/** A store as the store picker lists it. */
export interface SearchableStore {
  readonly baseLanguage: { readonly name: string };
  readonly translations?: { readonly ar?: { readonly name?: string } };
}

/** A store's name in a language: the Arabic name in Arabic when it has one, else the base name. */
export function storeName(store: SearchableStore, language: Language): string {
  return language === 'ar'
    ? (store.translations?.ar?.name ?? store.baseLanguage.name)
    : store.baseLanguage.name;
}

/** Store search: case-insensitive substring on the name in the current language. Empty query: all. */
export function searchStores<S extends SearchableStore>(
  stores: readonly S[],
  query: string,
  language: Language,
): readonly S[] {
  return stores.filter((store) => matchesSearch(storeName(store, language), query));
}
