import type { Schemas } from '@storefront/api';
import {
  defaultOrderTiming,
  isOutOfStock,
  type MenuItem,
  type TimingStore,
  type UnixSeconds,
} from '@storefront/core';
import { basketCount, basketTotal } from '@storefront/flows';
import { dubaiIsoDate, formatAed, formatPreOrderDay, formatSlotRange } from '@storefront/i18n';
import { Modal } from '@storefront/ui/modal';
import { TimingWidget } from '@storefront/ui/timing-widget';
import { useTranslation } from '@storefront/i18n/react';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useMemo, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { useLocalised } from '../localise.js';
import { AccountEntry } from '../components/account-entry.js';
import { useStorefront } from '../state/storefront-context.js';
import { useStoreMenu } from '../use-store-menu.js';

/** What the timing rules need of a store, for the chosen service. */
export function timingStoreOf(store: Schemas['Store'], service: 'DELIVERY' | 'PICKUP'): TimingStore {
  return service === 'DELIVERY'
    ? {
        isOpen: store.isOpened,
        isPreOrderEnabled: store.isPreOrderEnabledForDelivery,
        days: store.availablePreOrderSlotsForDelivery,
      }
    : {
        isOpen: store.isOpened,
        isPreOrderEnabled: store.isPreOrderEnabledForPickup,
        days: store.availablePreOrderSlotsForPickup,
      };
}

function normalise(text: string): string {
  return text.trim().toLocaleLowerCase();
}

export function StorePage() {
  const { t } = useTranslation(['store', 'common', 'errors']);
  const { setup, basket } = useStorefront();
  const { pick, language } = useLocalised();
  const setupState = useSelector(setup, (snapshot) => snapshot.context);
  const basketState = useSelector(basket, (snapshot) => snapshot.context);
  const menuState = useStoreMenu();
  const [query, setQuery] = useState('');
  const [now] = useState(() => Math.floor(Date.now() / 1000) as UnixSeconds);
  const searchId = useId();
  const [timingOpen, setTimingOpen] = useState(false);
  const service = setupState.serviceType === 'PICKUP' ? 'PICKUP' : 'DELIVERY';
  const timingStore = menuState.status === 'ready' ? timingStoreOf(menuState.menu.storeInfo, service) : null;

  useEffect(() => {
    // The default timing after the menu loads (spec section 4 "Order timing").
    if (timingStore && setupState.timing === null)
      setup.send({ type: 'timing.set', timing: defaultOrderTiming(timingStore) });
  }, [timingStore, setupState.timing, setup]);

  const categories = useMemo(() => {
    if (menuState.status !== 'ready') return [];
    const wanted = normalise(query);
    return menuState.menu.storeMenu.categories
      .map((category) => ({
        ...category,
        items: wanted
          ? category.items.filter(
              ({ itemId }) =>
                normalise(itemId.baseLanguage.title).includes(wanted) ||
                normalise(itemId.translations.ar.title).includes(wanted),
            )
          : category.items,
      }))
      .filter((category) => category.items.length > 0);
  }, [menuState, query]);

  if (!setupState.storeId || (setupState.serviceType === 'DELIVERY' && !setupState.area))
    return <Navigate to="/" replace />;
  if (menuState.status === 'loading')
    return (
      <p role="status" className="p-6 text-center">
        {t('store:menu.loading')}
      </p>
    );
  if (menuState.status === 'error') {
    return (
      <p role="alert" className="p-6 text-center">
        {menuState.message}
      </p>
    );
  }
  const store = menuState.menu.storeInfo;
  const count = basketCount(basketState);

  return (
    <div className="mx-auto min-h-dvh max-w-panel bg-surface pb-28">
      <header className="sticky top-0 z-10 grid gap-1 bg-brand px-4 py-3 text-on-brand">
        <div className="flex items-center gap-3">
          <Link
            to="/"
            aria-label={t('common:actions.back')}
            className="inline-flex size-11 items-center justify-center rounded-full"
          >
            <span aria-hidden="true" className="text-2xl rtl:-scale-x-100">
              ←
            </span>
          </Link>
          <div className="min-w-0 flex-1">
            <p className="text-xs opacity-90">
              {setupState.serviceType === 'DELIVERY'
                ? t('store:locationBar.deliveringTo')
                : t('store:locationBar.selectedStore')}
            </p>
            <p className="truncate font-semibold">
              {setupState.serviceType === 'DELIVERY' && setupState.area
                ? pick(setupState.area.name)
                : pick({ en: store.baseLanguage.name, ar: store.translations.ar.name })}
            </p>
          </div>
          <AccountEntry />
        </div>
        <label htmlFor={searchId} className="sr-only">
          {t('store:search.placeholder')}
        </label>
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('store:search.placeholder')}
          className="min-h-11 w-full rounded-xl border border-line bg-surface px-4 text-ink"
        />
      </header>
      {setupState.timing && (
        <button
          type="button"
          onClick={() => setTimingOpen(true)}
          className="flex min-h-11 w-full items-center justify-between gap-3 border-b border-line bg-canvas px-4 py-2 text-start text-sm"
        >
          <span>
            <span className="block text-muted">
              {service === 'DELIVERY'
                ? t('store:locationBar.deliveryTime')
                : t('store:locationBar.pickupTime')}
            </span>
            <span className="font-semibold">
              {setupState.timing.timingType === 'PREORDER' &&
              setupState.timing.preOrderSlot.day &&
              setupState.timing.preOrderSlot.time
                ? t('store:timing.orderingForDayTime', {
                    day: formatPreOrderDay(setupState.timing.preOrderSlot.day, language, {
                      today: dubaiIsoDate(now),
                    }),
                    time: formatSlotRange(setupState.timing.preOrderSlot.time, language),
                  })
                : t('errors:asap')}
            </span>
          </span>
          <span className="font-semibold underline">{t('store:locationBar.change')}</span>
        </button>
      )}
      {timingStore && setupState.timing && (
        <Modal
          open={timingOpen}
          title={service === 'DELIVERY' ? t('store:timing.deliveryTitle') : t('store:timing.pickupTitle')}
          onClose={() => setTimingOpen(false)}
          closeLabel={t('common:actions.close')}
          variant="sheet"
        >
          <TimingWidget
            serviceType={service}
            store={timingStore}
            timing={setupState.timing}
            today={dubaiIsoDate(now)}
            showTitle={false}
            onChange={(timing) => setup.send({ type: 'timing.set', timing })}
            onConfirm={(timing) => {
              setup.send({ type: 'timing.set', timing });
              setTimingOpen(false);
            }}
          />
        </Modal>
      )}
      <section className="grid gap-1 border-b border-line px-4 py-4">
        <h1 className="text-xl font-bold">
          {pick({ en: store.baseLanguage.name, ar: store.translations.ar.name })}
        </h1>
        <p className="text-sm text-muted">{pick(store.manualAddress)}</p>
        <p className="text-sm">
          {pick({ en: store.baseLanguage.description, ar: store.translations.ar.description })}
        </p>
      </section>
      {!query && (
        <nav aria-label={t('store:menu.categories')} className="flex gap-2 overflow-x-auto px-4 py-3">
          {categories.map((category) => (
            <a
              key={category.categoryId._id}
              href={`#category-${category.categoryId._id}`}
              className="inline-flex min-h-11 shrink-0 items-center rounded-full border border-line px-4 text-sm font-semibold"
            >
              {pick({
                en: category.categoryId.baseLanguage.name,
                ar: category.categoryId.translations.ar.name,
              })}
            </a>
          ))}
        </nav>
      )}
      {query && categories.length === 0 && (
        <p role="status" className="px-4 py-6 text-center text-muted">
          {t('store:search.noResults')} "{query.trim()}"
        </p>
      )}
      {categories.map((category) => (
        <section
          key={category.categoryId._id}
          id={`category-${category.categoryId._id}`}
          className="scroll-mt-32 px-4 py-2"
        >
          <h2 className="py-2 text-lg font-bold">
            {pick({
              en: category.categoryId.baseLanguage.name,
              ar: category.categoryId.translations.ar.name,
            })}
          </h2>
          <ul className="grid gap-3">
            {category.items.map(({ itemId: item }) => (
              <li key={item._id}>
                <MenuItemRow
                  item={item}
                  categoryId={category.categoryId._id}
                  storeId={store._id}
                  language={language}
                  now={now}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
      {count > 0 && (
        <div className="fixed inset-x-0 bottom-0 z-20 mx-auto max-w-panel p-4">
          <Link
            to="/store/basket"
            className="flex min-h-12 items-center justify-between rounded-2xl bg-brand px-5 py-3 font-semibold text-on-brand shadow-lg"
          >
            <span>
              {t('store:menu.viewBasket')} · {t('store:menu.itemCount', { count })}
            </span>
            <span>{formatAed(basketTotal(basketState), language)}</span>
          </Link>
        </div>
      )}
    </div>
  );
}

function MenuItemRow({
  item,
  categoryId,
  storeId,
  language,
  now,
}: {
  item: Schemas['Item'];
  categoryId: string;
  storeId: string;
  language: 'en' | 'ar';
  now: UnixSeconds;
}) {
  const { t } = useTranslation('store');
  const { brand } = useStorefront();
  const brandBased = brand.brand.catalogueType === 'BRAND_BASED_CATALOGUE';
  const { pick } = useLocalised();
  const outOfStock = isOutOfStock(item as unknown as MenuItem, storeId, now);
  const image = item.images[0];
  return (
    <Link
      to={`${brandBased ? '/item' : '/store/item'}/${item._id}/${categoryId}`}
      aria-disabled={outOfStock || undefined}
      onClick={(event) => outOfStock && event.preventDefault()}
      className="flex gap-3 rounded-2xl border border-line p-3 hover:bg-canvas"
    >
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold">
          {pick({ en: item.baseLanguage.title, ar: item.translations.ar.title })}
        </h3>
        <p className="line-clamp-2 text-sm text-muted">
          {pick({ en: item.baseLanguage.description, ar: item.translations.ar.description })}
        </p>
        <p className="mt-1 font-semibold">
          {item.price > 0 ? formatAed(item.price, language) : t('item.priceOnSelection')}
        </p>
        {outOfStock && <p className="text-sm font-semibold text-danger">{t('item.outOfStock')}</p>}
      </div>
      {image && (
        <img
          src={image.url}
          width={88}
          height={88}
          alt=""
          loading="lazy"
          className="size-22 shrink-0 rounded-xl object-cover"
        />
      )}
    </Link>
  );
}
