/** The store page's menu: recommended items, category chips, the search result note and the categories. */
import type { Schemas } from '@storefront/api';
import type { Discount, UnixSeconds } from '@storefront/core';
import { useTranslation } from '@storefront/i18n/react';
import { CategoryChips } from '@storefront/ui/category-chips';
import { categorySectionId } from '@storefront/ui/use-scroll-spy';
import { memo, useCallback, useEffect, useMemo, useState, type Ref } from 'react';
import { useLocation } from 'react-router';
import { useLocalised } from '../app-kit/localise.js';
import { MenuItemEntry } from './menu-item-entry.js';
import { hasSavedScroll } from './use-store-page-effects.js';
import type { MenuCategory } from './store-menu.js';

/** What every menu card of the page shares. */
export interface MenuCardContext {
  storeId: string;
  now: UnixSeconds;
  saleFor: (itemId: string) => Discount | null;
  appliedCode: string | null;
  onApplyCode: (code: string) => void;
  onOpen: (path: string) => void;
}

/** A card, drawn again only when its own props change (the menu draws its cards in steps). */
const Entry = memo(function Entry({
  card,
  item,
  categoryId,
  headingLevel,
}: {
  card: MenuCardContext;
  item: Schemas['Item'];
  categoryId: string;
  headingLevel?: 3 | 4;
}) {
  return (
    <MenuItemEntry
      item={item}
      categoryId={categoryId}
      storeId={card.storeId}
      now={card.now}
      sale={card.saleFor(item._id)}
      appliedCode={card.appliedCode}
      onApplyCode={card.onApplyCode}
      onOpen={card.onOpen}
      {...(headingLevel && { headingLevel })}
    />
  );
});

/** 'Recommended' items in a row that scrolls sideways; drawn again only when its items or cards' context change. */
export const RecommendedItems = memo(function RecommendedItems({
  items,
  card,
}: {
  items: readonly { item: Schemas['Item']; categoryId: string }[];
  card: MenuCardContext;
}) {
  const { t } = useTranslation('store');
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="recommended-title" className="px-4 py-2">
      <h2 id="recommended-title" className="py-2 text-lg font-bold">
        {t('menu.recommended')}
      </h2>
      <ul className="flex snap-x gap-3 overflow-x-auto pb-2 [scrollbar-width:none]">
        {items.map(({ item, categoryId }) => (
          <li key={item._id} className="w-72 shrink-0 snap-start">
            <Entry card={card} item={item} categoryId={categoryId} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
});

/**
 * Category chips that follow the scroll (hidden while searching), the anchor search results
 * scroll to, the no-result text, and one section per category.
 */
export function MenuSections({
  categories,
  query,
  activeCategory,
  resultsRef,
  card,
}: {
  categories: readonly MenuCategory[];
  query: string;
  activeCategory: string | null;
  resultsRef: Ref<HTMLDivElement>;
  card: MenuCardContext;
}) {
  const { t } = useTranslation('store');
  const { pick } = useLocalised();
  const nameOf = useCallback(
    (category: MenuCategory) =>
      pick({ en: category.categoryId.baseLanguage.name, ar: category.categoryId.translations.ar.name }),
    [pick],
  );
  return (
    <>
      {!query && categories.length > 0 && (
        <CategoryChips
          categories={categories.map((category) => ({ id: category.categoryId._id, name: nameOf(category) }))}
          activeId={activeCategory}
        />
      )}
      <div ref={resultsRef} />
      {query && categories.length === 0 && (
        <p role="status" className="px-4 py-6 text-center text-muted">
          {t('search.noResults')} "{query.trim()}"
        </p>
      )}
      <CategorySections categories={categories} card={card} nameOf={nameOf} whole={query !== ''} />
    </>
  );
}

/** Menu cards the page's first render draws; the rest follow, a few per task. */
const FIRST_ITEMS = 4;
const ITEMS_PER_STEP = 4;

/**
 * How many of the menu's cards are drawn, counted across its categories in order: the first few
 * at once and the rest in steps of their own tasks, so a long menu never holds a phone's main
 * thread for its whole first render (a task of four cards stays short; the first screen shows
 * the first cards anyway; every section and heading is there from the start, for the category
 * chips and the scroll spy). All at once for search results and when the page is to open where
 * the customer left it (its height must be whole to scroll there).
 */
function useCardsDrawn(total: number, whole: boolean): { drawn: number; restoring: boolean } {
  const { pathname } = useLocation();
  const [restoring] = useState(() => hasSavedScroll(pathname));
  const [drawn, setDrawn] = useState(() => (restoring ? total : FIRST_ITEMS));
  useEffect(() => {
    if (whole || drawn >= total) return;
    const step = setTimeout(() => setDrawn((count) => count + ITEMS_PER_STEP), 0);
    return () => clearTimeout(step);
  }, [drawn, total, whole]);
  return { drawn: whole ? total : Math.min(drawn, total), restoring };
}

/** A menu card's usual height (160 px in English, 184 in Arabic) until the browser has drawn it once. */
const OFFSCREEN_SKIPPED = '[content-visibility:auto] [contain-intrinsic-size:auto_10rem]';

/** Where each category's cards start in the menu's order, then the menu's card count. */
function menuStarts(categories: readonly MenuCategory[]): number[] {
  const starts = [0];
  for (const category of categories) starts.push(starts.at(-1)! + category.items.length);
  return starts;
}

/**
 * One section per category, drawn again only when the categories, the cards' context or the
 * language change: not when the chips follow the scroll (the page's most frequent render).
 */
const CategorySections = memo(function CategorySections({
  categories,
  card,
  nameOf,
  whole,
}: {
  categories: readonly MenuCategory[];
  card: MenuCardContext;
  nameOf: (category: MenuCategory) => string;
  /** Every category at once (search results). */
  whole: boolean;
}) {
  // Where each category's cards start in the menu's order, and how many cards there are.
  const starts = useMemo(() => menuStarts(categories), [categories]);
  const total = starts.at(-1) ?? 0;
  const { drawn, restoring } = useCardsDrawn(total, whole);
  return (
    <>
      {categories.map((category, index) => {
        const shown = Math.max(0, Math.min(category.items.length, drawn - starts[index]!));
        return (
          <CategorySection
            key={category.categoryId._id}
            category={category}
            shown={shown}
            // Cards out of view skip style, layout and paint until near (their height estimated
            // until first drawn), except when the page reopens at a saved scroll, which needs
            // every height exact.
            skipOffscreen={!restoring}
            card={card}
            nameOf={nameOf}
          />
        );
      })}
    </>
  );
});

/** A category's heading and its first `shown` cards; drawn again only when one of them changes. */
const CategorySection = memo(function CategorySection({
  category,
  shown,
  skipOffscreen,
  card,
  nameOf,
}: {
  category: MenuCategory;
  shown: number;
  skipOffscreen: boolean;
  card: MenuCardContext;
  nameOf: (category: MenuCategory) => string;
}) {
  return (
    <section id={categorySectionId(category.categoryId._id)} className="scroll-mt-36 px-4 py-2">
      <h2 className="py-2 text-lg font-bold">{nameOf(category)}</h2>
      <ul className="grid gap-3">
        {category.items.slice(0, shown).map(({ itemId: item }) => (
          <li key={item._id} className={skipOffscreen ? OFFSCREEN_SKIPPED : undefined}>
            <Entry card={card} item={item} categoryId={category.categoryId._id} />
          </li>
        ))}
      </ul>
    </section>
  );
});
