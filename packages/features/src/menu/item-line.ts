/** The basket line an item page adds: the item, its chosen sections and their names in EN and AR. */
import type { BasketSection, Fils } from '@storefront/core';
import type { DisplayLine } from '@storefront/flows';

type Names = { readonly en: string; readonly ar: string };

/** The least of an API item a basket line needs. */
export interface LineItem {
  readonly _id: string;
  readonly price: Fils;
  readonly baseLanguage: { readonly title: string };
  readonly translations: { readonly ar: { readonly title: string } };
  readonly images: readonly { readonly url: string }[];
  readonly modifierGroups: readonly {
    readonly _id: string;
    readonly modifiers: readonly {
      readonly _id: string;
      readonly baseLanguage: { readonly name: string };
      readonly translations: { readonly ar: { readonly name: string } };
    }[];
  }[];
}

/**
 * Names of the chosen options in both languages, in the order chosen: '2 × Extra cheese' for an
 * option taken more than once; an option the item no longer has reads as an empty name.
 */
export function optionNames(item: LineItem, sections: readonly BasketSection[]): Names[] {
  return sections.flatMap((section) => {
    const group = item.modifierGroups.find((entry) => entry._id === section._id);
    return section.options.map((option) => {
      const modifier = group?.modifiers.find((entry) => entry._id === option._id);
      const name = { en: modifier?.baseLanguage.name ?? '', ar: modifier?.translations.ar.name ?? '' };
      return option.quantity > 1
        ? { en: `${option.quantity} × ${name.en}`, ar: `${option.quantity} × ${name.ar}` }
        : name;
    });
  });
}

/** The line for the basket: item, category, quantity, unit price, sections, titles and first picture. */
export function basketLineOf(
  item: LineItem,
  categoryId: string,
  quantity: number,
  sections: readonly BasketSection[],
): DisplayLine {
  return {
    itemId: item._id,
    categoryId,
    quantity,
    price: item.price,
    sections,
    title: { en: item.baseLanguage.title, ar: item.translations.ar.title },
    optionNames: optionNames(item, sections),
    ...(item.images[0] && { image: item.images[0].url }),
  };
}

/** The names of an item's groups and options in the page's language, by id (for the option groups). */
export function localNames(
  groups: readonly {
    readonly _id: string;
    readonly baseLanguage: { readonly name: string };
    readonly translations: { readonly ar: { readonly name: string } };
    readonly modifiers: LineItem['modifierGroups'][number]['modifiers'];
  }[],
  pick: (text: Names) => string,
): ReadonlyMap<string, string> {
  const named = (entry: { baseLanguage: { name: string }; translations: { ar: { name: string } } }) =>
    pick({ en: entry.baseLanguage.name, ar: entry.translations.ar.name });
  return new Map(
    groups.flatMap((group) => [
      [group._id, named(group)] as const,
      ...group.modifiers.map((modifier) => [modifier._id, named(modifier)] as const),
    ]),
  );
}
