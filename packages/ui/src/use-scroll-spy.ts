import { useEffect, useState } from 'react';

/** Category jump offset (spec §9): the section lands 120 px below the top, under the sticky bars. */
export const CATEGORY_SCROLL_OFFSET = 120;

/** Observer settings of the category nav (spec §4 "Category nav"). */
export const SCROLL_SPY_OPTIONS = { threshold: 0.2, rootMargin: '-140px 0px -60% 0px' } as const;

/** DOM id of a category's section, shared by the chips and the menu sections. */
export function categorySectionId(categoryId: string): string {
  return `category-${categoryId}`;
}

/** Window scroll position that puts an element `offset` px below the top (never negative). */
export function categoryScrollTop(
  elementTop: number,
  scrollY: number,
  offset: number = CATEGORY_SCROLL_OFFSET,
): number {
  return Math.max(0, Math.round(elementTop + scrollY - offset));
}

/**
 * The section to mark active: the first one in page order that is inside the observed band;
 * while none is (between two sections), the current one stays active.
 */
export function activeSection(
  order: readonly string[],
  visible: ReadonlySet<string>,
  current: string | null,
): string | null {
  return order.find((id) => visible.has(id)) ?? current;
}

/** Applies observer entries to the set of visible section ids, returning a new set. */
export function updateVisible(
  visible: ReadonlySet<string>,
  entries: readonly { readonly id: string; readonly isIntersecting: boolean }[],
): ReadonlySet<string> {
  const next = new Set(visible);
  for (const entry of entries) {
    if (entry.isIntersecting) next.add(entry.id);
    else next.delete(entry.id);
  }
  return next;
}

/** True when the user asked the system to reduce motion. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Smoothly scrolls the window to a category section, 120 px below the top. */
export function scrollToCategory(categoryId: string, offset: number = CATEGORY_SCROLL_OFFSET): void {
  const element = document.getElementById(categorySectionId(categoryId));
  if (!element) return;
  window.scrollTo({
    top: categoryScrollTop(element.getBoundingClientRect().top, window.scrollY, offset),
    behavior: prefersReducedMotion() ? 'auto' : 'smooth',
  });
}

/**
 * Marks the category whose section is in view (IntersectionObserver, threshold 0.2, root margin
 * '-140px 0px -60% 0px'). Sections are found by {@link categorySectionId}. Starts on the first.
 */
export function useScrollSpy(categoryIds: readonly string[]): string | null {
  const [active, setActive] = useState<string | null>(categoryIds[0] ?? null);
  const key = categoryIds.join('\u0000');
  useEffect(() => {
    const order = key === '' ? [] : key.split('\u0000');
    if (typeof IntersectionObserver === 'undefined' || order.length === 0) return undefined;
    let visible: ReadonlySet<string> = new Set();
    const observer = new IntersectionObserver((entries) => {
      visible = updateVisible(
        visible,
        entries.map((entry) => ({
          id: entry.target.id.slice(categorySectionId('').length),
          isIntersecting: entry.isIntersecting,
        })),
      );
      setActive((current) => activeSection(order, visible, current));
    }, SCROLL_SPY_OPTIONS);
    for (const id of order) {
      const element = document.getElementById(categorySectionId(id));
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [key]);
  return active;
}
