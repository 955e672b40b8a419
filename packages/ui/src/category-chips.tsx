import { useTranslation } from '@storefront/i18n/react';
import { useEffect, useRef } from 'react';
import { categorySectionId, prefersReducedMotion, scrollToCategory } from './use-scroll-spy.js';

export interface CategoryChip {
  id: string;
  /** Category name in the current language. */
  name: string;
}

export interface CategoryChipsProps {
  categories: readonly CategoryChip[];
  /** The category in view (see `useScrollSpy`). */
  activeId: string | null;
  /** Called after a chip is chosen; the page is scrolled to the section with a 120 px offset. */
  onSelect?: (id: string) => void;
}

/**
 * Horizontal category chips under the menu search. Each chip links to its section; a click
 * scrolls smoothly (instantly when motion is reduced) to 120 px above it, and the active chip is
 * kept in view inside the row (centred when it was out of view).
 */
export function CategoryChips({ categories, activeId, onSelect }: CategoryChipsProps) {
  const { t } = useTranslation('store');
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const row = list.current;
    const chip = activeId
      ? row?.querySelector<HTMLElement>(`[data-category="${CSS.escape(activeId)}"]`)
      : null;
    if (!row || !chip) return;
    // A chip already whole in view stays where it is: the row never moves on its own on the first
    // view (a scroll then would also end the browser's largest-contentful-paint measurement).
    const rowBox = row.getBoundingClientRect();
    const chipBox = chip.getBoundingClientRect();
    if (chipBox.left >= rowBox.left && chipBox.right <= rowBox.right) return;
    // Centre the chip within the row only (scrollIntoView would also move the page).
    const delta = chipBox.left + chipBox.width / 2 - (rowBox.left + rowBox.width / 2);
    row.scrollBy({ left: delta, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [activeId]);

  return (
    <nav aria-label={t('menu.categories')} className="sticky top-16 z-10 border-b border-line bg-surface">
      <ul
        ref={list}
        className="flex snap-x gap-2 overflow-x-auto px-4 py-2 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        {categories.map((category) => {
          const active = category.id === activeId;
          return (
            <li key={category.id} className="shrink-0 snap-start" data-category={category.id}>
              <a
                href={`#${categorySectionId(category.id)}`}
                aria-current={active ? 'true' : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  scrollToCategory(category.id);
                  onSelect?.(category.id);
                }}
                className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors ${
                  active
                    ? 'border-brand bg-brand text-on-brand'
                    : 'border-line bg-surface text-ink hover:bg-canvas'
                }`}
              >
                {category.name}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
