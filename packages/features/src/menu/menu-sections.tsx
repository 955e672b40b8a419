/** The store page's menu: recommended items, category chips, the search result note and the categories. */
import type { Schemas } from '@storefront/api';
import type { Discount, UnixSeconds } from '@storefront/core';
import { useTranslation } from '@storefront/i18n/react';
import { CategoryChips } from '@storefront/ui/category-chips';
import { categorySectionId } from '@storefront/ui/use-scroll-spy';
import { memo, useCallback, useEffect, useState, type Ref } from 'react';
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

function Entry({
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
}

/** 'Recommended' items in a row that scrolls sideways. */
export function RecommendedItems({
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
}

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

/** Categories whose items the page's first render draws; the rest follow, a few per task. */
const FIRST_CATEGORIES = 2;
const CATEGORIES_PER_STEP = 2;

/**
 * How many categories have their items drawn: the first few at once and the rest in steps of
 * their own tasks, so a long menu never holds a phone's main thread for its whole first render
 * (the first screen shows the first categories anyway; every section and heading is there from
 * the start, for the category chips and the scroll spy). All at once for search results and when
 * the page is to open where the customer left it (its height must be whole to scroll there).
 */
function useCategoriesDrawn(total: number, whole: boolean): number {
  const { pathname } = useLocation();
  const [drawn, setDrawn] = useState(() => (hasSavedScroll(pathname) ? total : FIRST_CATEGORIES));
  useEffect(() => {
    if (whole || drawn >= total) return;
    const step = setTimeout(() => setDrawn((count) => count + CATEGORIES_PER_STEP), 0);
    return () => clearTimeout(step);
  }, [drawn, total, whole]);
  return whole ? total : Math.min(drawn, total);
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
  const drawn = useCategoriesDrawn(categories.length, whole);
  return (
    <>
      {categories.map((category, index) => (
        <section
          key={category.categoryId._id}
          id={categorySectionId(category.categoryId._id)}
          className="scroll-mt-36 px-4 py-2"
        >
          <h2 className="py-2 text-lg font-bold">{nameOf(category)}</h2>
          <ul className="grid gap-3">
            {index < drawn &&
              category.items.map(({ itemId: item }) => (
                <li key={item._id}>
                  <Entry card={card} item={item} categoryId={category.categoryId._id} />
                </li>
              ))}
          </ul>
        </section>
      ))}
    </>
  );
});
