/** The store page's effects: default timing, direct-link item, scroll restoring and search scrolling. */
import { toCoreItem } from '@storefront/api/to-core';
import {
  confirmTiming,
  defaultOrderTiming,
  deliveryDuration,
  isOutOfStock,
  type Minutes,
  type TimingStore,
  type UnixSeconds,
} from '@storefront/core';
import { dubaiIsoDate, formatDeliveryDuration, formatPreOrderDay, formatSlotRange } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { useToast } from '@storefront/ui/toast';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLocalised } from '../app-kit/localise.js';
import { useAppRoutes } from '../app-kit/routes.js';
import type { MenuState } from '../data/use-store-menu.js';
import { useStorefront } from '../session/storefront-context.js';
import { findByTitle, takeDirectItem } from './direct-item.js';
import { menuEntries } from './store-menu.js';

/** Session-storage key of the store page's scroll position (spec section 4 "Item and basket"). */
function scrollKey(path: string): string {
  return `storefront.scroll:${path}`;
}

/** Whether the page at `path` will open where the customer left it (back from an item). */
export function hasSavedScroll(path: string): boolean {
  return window.sessionStorage.getItem(scrollKey(path)) !== null;
}

/**
 * The default timing after the menu loads (spec section 4 "Order timing"). A remembered timing
 * the store can no longer honour (yesterday's slot, ASAP at a store that has since closed) is
 * replaced by the default as well.
 */
export function useDefaultTiming(timingStore: TimingStore | null) {
  const { setup } = useStorefront();
  const timing = useSelector(setup, (snapshot) => snapshot.context.timing);
  useEffect(() => {
    if (!timingStore) return;
    const stillValid =
      timing !== null && (timing.timingType === null || confirmTiming(timing, timingStore) === null);
    if (!stillValid) setup.send({ type: 'timing.set', timing: defaultOrderTiming(timingStore) });
  }, [timingStore, timing, setup]);
}

/**
 * An item opened by a direct link before the store was chosen opens now (spec section 4); when
 * it is out of stock the customer stays on the store page and a toast says so.
 */
export function useDirectItem(menuState: MenuState, now: UnixSeconds) {
  const routes = useAppRoutes();
  const navigate = useNavigate();
  const { brand } = useStorefront();
  const toast = useToast();
  const { t } = useTranslation('errors');
  useEffect(() => {
    if (menuState.status !== 'ready') return;
    const title = takeDirectItem();
    if (!title) return;
    const entries = menuEntries(menuState.menu.storeMenu.categories).map(({ item, categoryId }) => ({
      title: item.baseLanguage.title,
      item,
      categoryId,
    }));
    const found = findByTitle(entries, title);
    if (!found) return;
    const storeId = menuState.menu.storeInfo._id;
    if (isOutOfStock(toCoreItem(found.item), storeId, now)) {
      toast.show({ message: t('outOfStock'), tone: 'error' });
      return;
    }
    const brandBased = brand.brand.catalogueType === 'BRAND_BASED_CATALOGUE';
    void navigate(routes.item(found.item._id, found.categoryId, brandBased));
  }, [menuState, brand.brand.catalogueType, navigate, now, routes, toast, t]);
}

/**
 * Back from an item: the page opens where the customer left it. Returns `openItem`, which
 * remembers the scroll position before it opens an item.
 */
export function useScrollMemory(ready: boolean) {
  const location = useLocation();
  const navigate = useNavigate();
  const restored = useRef(false);
  useLayoutEffect(() => {
    if (restored.current || !ready) return;
    restored.current = true;
    const saved = window.sessionStorage.getItem(scrollKey(location.pathname));
    if (saved === null) return;
    window.sessionStorage.removeItem(scrollKey(location.pathname));
    window.scrollTo({ top: Number(saved), behavior: 'instant' });
  }, [ready, location.pathname]);
  return useCallback(
    (path: string) => {
      window.sessionStorage.setItem(scrollKey(location.pathname), String(window.scrollY));
      void navigate(path);
    },
    [location.pathname, navigate],
  );
}

/**
 * Search results come into view: the first match (or the no-result text) just under the sticky
 * bar, when the customer had scrolled away from it (spec section 2 "Menu frame").
 */
export function useSearchResultsInView(
  query: string,
  firstCategoryId: string | undefined,
  headerRef: RefObject<HTMLElement | null>,
  resultsRef: RefObject<HTMLDivElement | null>,
) {
  const firstResult = query ? (firstCategoryId ?? 'none') : null;
  useLayoutEffect(() => {
    if (firstResult === null || !resultsRef.current) return;
    const barBottom = headerRef.current?.getBoundingClientRect().bottom ?? 0;
    const top = resultsRef.current.getBoundingClientRect().top;
    if (top >= barBottom && top < window.innerHeight - 120) return;
    window.scrollTo({ top: Math.max(0, window.scrollY + top - barBottom - 8), behavior: 'instant' });
  }, [firstResult, query, headerRef, resultsRef]);
}

/** A wait this long or longer is said as its length, not 'ASAP' (a retail brand's 'Within one day'). */
const SAID_AS_LENGTH_MINUTES = 24 * 60;

/**
 * The chosen timing in words: 'Ordering for {day}, {time}', 'ASAP' ('Within one day' when the
 * store's preparation takes a day or more), or 'Store closed'; undefined before a timing.
 */
export function useTimingText(now: UnixSeconds, prepMinutes = 0): string | undefined {
  const { t } = useTranslation(['store', 'errors']);
  const { language } = useLocalised();
  const { setup } = useStorefront();
  const timing = useSelector(setup, (snapshot) => snapshot.context.timing);
  if (!timing) return undefined;
  if (timing.timingType === 'PREORDER' && timing.preOrderSlot.day && timing.preOrderSlot.time)
    return t('store:timing.orderingForDayTime', {
      day: formatPreOrderDay(timing.preOrderSlot.day, language, { today: dubaiIsoDate(now) }),
      time: formatSlotRange(timing.preOrderSlot.time, language),
    });
  if (timing.timingType === null) return t('errors:storeClosed');
  if (prepMinutes >= SAID_AS_LENGTH_MINUTES)
    return t('store:timing.within', {
      duration: formatDeliveryDuration(deliveryDuration(Math.round(prepMinutes) as Minutes), language),
    });
  return t('errors:asap');
}
