/**
 * Direct-link entry (spec section 4 "Menu load"): an item opened before a store was chosen is
 * remembered by title; once the store page has a menu it opens the item with that title.
 */
const KEY = 'storefront.direct-item';

export function rememberDirectItem(title: string): void {
  try {
    window.sessionStorage.setItem(KEY, title);
  } catch {
    // no session storage: the customer finds the item in the menu
  }
}

/** The remembered title, forgotten as it is read. */
export function takeDirectItem(): string | null {
  try {
    const title = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    return title;
  } catch {
    return null;
  }
}

/** The menu entry whose title matches, case-insensitively (trimmed). */
export function findByTitle<T extends { readonly title: string }>(
  entries: readonly T[],
  title: string,
): T | null {
  const wanted = title.trim().toLocaleLowerCase();
  return entries.find((entry) => entry.title.trim().toLocaleLowerCase() === wanted) ?? null;
}
