import type { Schemas } from '@storefront/api';
import {
  confirmTiming,
  defaultOrderTiming,
  deliveryTerms,
  fils,
  isOutOfStock,
  listedDiscounts,
  saleBadgeDiscount,
  validateBasketLine,
  type Discount,
  type LoyaltyPolicy,
  type MenuItem,
  type Percent,
  type UnixSeconds,
} from '@storefront/core';
import type { ChosenArea } from '@storefront/flows';
import { basketCount, basketTotal } from '@storefront/flows';
import {
  dubaiIsoDate,
  formatAed,
  formatPreOrderDay,
  formatSlotRange,
  translateServerError,
} from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { Button } from '@storefront/ui/button';
import { CategoryChips } from '@storefront/ui/category-chips';
import { CouponStrip } from '@storefront/ui/coupon-strip';
import { DiscountInfoPopup } from '@storefront/ui/discount-info-popup';
import { Footer } from '@storefront/ui/footer';
import { LocationBar } from '@storefront/ui/location-bar';
import { LocationSheet } from '@storefront/ui/location-sheet';
import { LoyaltyBanner } from '@storefront/ui/loyalty-banner';
import { MenuItemCard } from '@storefront/ui/menu-item-card';
import { SearchInput } from '@storefront/ui/menu-search';
import { Modal } from '@storefront/ui/modal';
import { StoreHeader } from '@storefront/ui/store-header';
import { TimingWidget } from '@storefront/ui/timing-widget';
import { categorySectionId, useScrollSpy } from '@storefront/ui/use-scroll-spy';
import { useSelector } from '@xstate/react';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link, Navigate, useHref, useLocation, useNavigate } from 'react-router';
import { api } from '../app-kit/api.js';
import { useLocalised } from '../app-kit/localise.js';
import { useStorefront } from '../session/storefront-context.js';
import { useStoreMenu } from '../data/use-store-menu.js';
import { useOffers } from '../data/use-offers.js';
import { useWallet } from '../data/use-wallet.js';
import { AreaPicker } from '../setup/area-picker.js';
import { useCheckoutChoices } from '../checkout/checkout-state.js';
import { findByTitle, takeDirectItem } from './direct-item.js';
import { expectStoreChoice } from '../setup/store-choice.js';
import { timingStoreOf } from '../setup/timing-store.js';
import { useAppRoutes } from '../app-kit/routes.js';

function normalise(text: string): string {
  return text.trim().toLocaleLowerCase();
}

/** Session-storage key of the store page's scroll position (spec section 4 "Item and basket"). */
function scrollKey(path: string): string {
  return `storefront.scroll:${path}`;
}

/** The brand's loyalty policy, by brand id, once loaded. */
const policies = new Map<string, LoyaltyPolicy | null>();

/** A change the customer asked for that empties the basket: confirmed first when it holds items. */
type PendingChange =
  | { kind: 'area'; area: ChosenArea }
  | { kind: 'store' }
  | { kind: 'mappedArea' }
  | { kind: 'service'; service: 'DELIVERY' | 'PICKUP' };

/**
 * The store page (spec section 2 "Screens", section 4 "Menu load"): location bar and sheet, store
 * header, offers, sticky search, category chips following the scroll, the menu, the footer and
 * the floating basket button; changing the area, store or service asks before it empties the basket.
 */
export function StorePage() {
  const routes = useAppRoutes();
  const { t } = useTranslation(['store', 'common', 'errors']);
  const { setup, basket, brand, session } = useStorefront();
  const { pick, language } = useLocalised();
  const navigate = useNavigate();
  const location = useLocation();
  const pagesBase = useHref('/pages/s/');
  const setupState = useSelector(setup, (snapshot) => snapshot.context);
  const basketState = useSelector(basket, (snapshot) => snapshot.context);
  const [revision, setRevision] = useState(0);
  const menuState = useStoreMenu(revision);
  const [query, setQuery] = useState('');
  const [now] = useState(() => Math.floor(Date.now() / 1000) as UnixSeconds);
  const [timingOpen, setTimingOpen] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [areaOpen, setAreaOpen] = useState(false);
  const [pending, setPending] = useState<PendingChange | null>(null);
  const offers = useOffers();
  // 'Apply' on a sale price carries its code to checkout, which validates it when it opens.
  const { choices, update: updateChoices } = useCheckoutChoices();
  const applyCode = (code: string) => updateChoices({ discountCode: code, useLoyalty: false });
  const headerRef = useRef<HTMLElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const [coupon, setCoupon] = useState<Discount | null>(null);
  const [policy, setPolicy] = useState<LoyaltyPolicy | null>(() => policies.get(brand.brand._id) ?? null);
  const wallet = useWallet();
  const [staleDismissed, setStaleDismissed] = useState(false);
  const service = setupState.serviceType === 'PICKUP' ? 'PICKUP' : 'DELIVERY';
  const timingStore = menuState.status === 'ready' ? timingStoreOf(menuState.menu.storeInfo, service) : null;
  const brandId = brand.brand._id;
  const mapped = brand.brand.deliveryMethods[0] === 'MAPPED_AREA_BASED';
  const { setting } = brand;
  const services = [setting.isDeliveryEnabled && 'DELIVERY', setting.isPickupEnabled && 'PICKUP'].filter(
    Boolean,
  ) as ('DELIVERY' | 'PICKUP')[];

  useEffect(() => {
    // The default timing after the menu loads (spec section 4 "Order timing").
    // A remembered timing the store can no longer honour (yesterday's slot, ASAP at a store that
    // has since closed) is replaced by the default as well.
    if (!timingStore) return;
    const timing = setupState.timing;
    const stillValid =
      timing !== null && (timing.timingType === null || confirmTiming(timing, timingStore) === null);
    if (!stillValid) setup.send({ type: 'timing.set', timing: defaultOrderTiming(timingStore) });
  }, [timingStore, setupState.timing, setup]);

  useEffect(() => {
    // The loyalty card shows while the brand's programme is active (spec section 2 "Store page").
    if (policies.has(brandId)) return;
    let cancelled = false;
    void api
      .POST('/loyalty/get-by-brand', { body: { brandId } })
      .then(({ data }) => {
        const loaded = (data?.data ?? null) as unknown as LoyaltyPolicy | null;
        policies.set(brandId, loaded);
        if (!cancelled) setPolicy(loaded);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [brandId]);

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
  const categoryIds = useMemo(() => categories.map((category) => category.categoryId._id), [categories]);

  // Search results come into view: the first match (or the no-result text) just under the sticky
  // bar, when the customer had scrolled away from it (spec section 2 "Menu frame").
  const firstResult = query ? (categoryIds[0] ?? 'none') : null;
  useLayoutEffect(() => {
    if (firstResult === null || !resultsRef.current) return;
    const barBottom = headerRef.current?.getBoundingClientRect().bottom ?? 0;
    const top = resultsRef.current.getBoundingClientRect().top;
    if (top >= barBottom && top < window.innerHeight - 120) return;
    window.scrollTo({ top: Math.max(0, window.scrollY + top - barBottom - 8), behavior: 'instant' });
  }, [firstResult, query]);
  const activeCategory = useScrollSpy(query ? [] : categoryIds);

  // Basket lines the current menu no longer matches (price, options or the item itself changed).
  const stale = useMemo(() => {
    if (menuState.status !== 'ready' || basketState.storeId !== menuState.menu.storeInfo._id) return [];
    const items = new Map(
      menuState.menu.storeMenu.categories.flatMap((category) =>
        category.items.map(({ itemId }) => [itemId._id, itemId as unknown as MenuItem] as const),
      ),
    );
    return basketState.lines
      .map((line, index) => ({ index, ok: validateBasketLine(line, items.get(line.itemId)).ok }))
      .filter((entry) => !entry.ok)
      .map((entry) => entry.index);
  }, [menuState, basketState]);

  // An item opened by a direct link before the store was chosen opens now (spec section 4).
  const [directNotice, setDirectNotice] = useState(false);
  useEffect(() => {
    if (menuState.status !== 'ready') return;
    const title = takeDirectItem();
    if (!title) return;
    const entries = menuState.menu.storeMenu.categories.flatMap((category) =>
      category.items.map(({ itemId }) => ({
        title: itemId.baseLanguage.title,
        item: itemId,
        categoryId: category.categoryId._id,
      })),
    );
    const found = findByTitle(entries, title);
    if (!found) return;
    const storeId = menuState.menu.storeInfo._id;
    if (isOutOfStock(found.item as unknown as MenuItem, storeId, now)) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- a one-off notice for the remembered item
      setDirectNotice(true);
      return;
    }
    const brandBased = brand.brand.catalogueType === 'BRAND_BASED_CATALOGUE';
    void navigate(routes.item(found.item._id, found.categoryId, brandBased));
  }, [menuState, brand.brand.catalogueType, navigate, now, routes]);

  // Back from an item: the page opens where the customer left it.
  const restored = useRef(false);
  useLayoutEffect(() => {
    if (restored.current || menuState.status !== 'ready') return;
    restored.current = true;
    const saved = window.sessionStorage.getItem(scrollKey(location.pathname));
    if (saved === null) return;
    window.sessionStorage.removeItem(scrollKey(location.pathname));
    window.scrollTo({ top: Number(saved), behavior: 'instant' });
  }, [menuState.status, location.pathname]);

  if (!setupState.storeId || (setupState.serviceType === 'DELIVERY' && !setupState.area))
    return <Navigate to={routes.home()} replace />;
  if (setupState.serviceType && !services.includes(setupState.serviceType))
    return <Navigate to={routes.home()} replace />;
  if (menuState.status === 'loading')
    return (
      <p role="status" className="p-6 text-center">
        {t('store:menu.loading')}
      </p>
    );
  if (menuState.status === 'error') {
    return (
      <p role="alert" className="p-6 text-center">
        {translateServerError(menuState.error, language)}
      </p>
    );
  }
  const store = menuState.menu.storeInfo;
  // A basket is for one store: another store's lines are not this page's basket.
  const ownBasket = basketState.storeId === store._id;
  const count = ownBasket ? basketCount(basketState) : 0;
  const storeName = pick({ en: store.baseLanguage.name, ar: store.translations.ar.name });
  const prepMinutes = service === 'DELIVERY' ? store.averagePrepTime : store.averagePrepTimeForPickup;
  const timingText =
    setupState.timing?.timingType === 'PREORDER' &&
    setupState.timing.preOrderSlot.day &&
    setupState.timing.preOrderSlot.time
      ? t('store:timing.orderingForDayTime', {
          day: formatPreOrderDay(setupState.timing.preOrderSlot.day, language, { today: dubaiIsoDate(now) }),
          time: formatSlotRange(setupState.timing.preOrderSlot.time, language),
        })
      : setupState.timing?.timingType === null
        ? t('errors:storeClosed')
        : t('errors:asap');
  // Core rules read the discount with its name in the current language.
  const discounts = offers.map(
    (offer) =>
      ({ ...offer, discountName: offer.discountName && pick(offer.discountName) }) as unknown as Discount,
  );
  const listed = listedDiscounts(discounts).filter(
    (discount) =>
      discount.isApplicableOnAllStores ||
      discount.discountAppliedOnSpecificStores.some((entry) => entry.storeId === store._id),
  );
  const saleFor = (itemId: string) =>
    saleBadgeDiscount(listed, { itemId, storeId: store._id, serviceType: service });
  // The numbers a delivery customer needs before the basket (spec sections 4 "Delivery fee", 5 "Minimums").
  const waiver = store.deliveryChargesWaiverInfo;
  const terms =
    service === 'DELIVERY' && setupState.area
      ? deliveryTerms({
          serviceType: 'DELIVERY',
          areaFee: fils(setupState.area.deliveryFee),
          areaMinOrder: fils(setupState.area.minOrder),
          waiver: {
            onOrderAmount: {
              isEnabled: waiver.onOrderAmount.isEnabled,
              amount: fils(waiver.onOrderAmount.amount),
            },
            onDateRange: {
              isEnabled: waiver.onDateRange.isEnabled,
              startDateTime: waiver.onDateRange.startDateTime as UnixSeconds,
              endDateTime: waiver.onDateRange.endDateTime as UnixSeconds,
            },
          },
          now,
        })
      : null;
  const menuItems = menuState.menu.storeMenu.categories.flatMap((category) =>
    category.items.map(({ itemId }) => ({
      _id: itemId._id,
      name: pick({ en: itemId.baseLanguage.title, ar: itemId.translations.ar.title }),
    })),
  );

  // The store's recommended items that can be ordered now, first in menu order (at most 8).
  const recommended = menuState.menu.storeMenu.categories
    .flatMap((category) =>
      category.items.map(({ itemId }) => ({ item: itemId, categoryId: category.categoryId._id })),
    )
    .filter(({ item }) => item.isRecommended && !isOutOfStock(item as unknown as MenuItem, store._id, now))
    .slice(0, 8);

  /** Carries out a confirmed change; the brand home then finds the new store. */
  const apply = (change: PendingChange) => {
    setPending(null);
    expectStoreChoice();
    // Another pickup store empties the basket when it is chosen (brand home), so keeping the same
    // store keeps the basket; every other change empties it now.
    if (change.kind !== 'store') basket.send({ type: 'basket.clear' });
    if (change.kind === 'area') {
      // From the store page the setup is 'ready': reopen the area choice, then take the new area.
      setup.send({ type: 'area.change' });
      setup.send({ type: 'area.choose', area: change.area });
    } else if (change.kind === 'store') {
      setup.send({ type: 'setup.reset' });
      setup.send({ type: 'service.choose', serviceType: 'PICKUP' });
    } else if (change.kind === 'mappedArea') {
      // The map page finds the branch for the new point and takes its area (spec section 4).
      setup.send({ type: 'area.change' });
      void navigate(routes.selectDeliveryArea());
    } else if (change.service === 'DELIVERY' && mapped) {
      setup.send({ type: 'service.choose', serviceType: 'DELIVERY' });
      void navigate(routes.selectDeliveryArea());
    } else {
      setup.send({ type: 'service.choose', serviceType: change.service });
    }
  };
  const ask = (change: PendingChange) =>
    count > 0 || change.kind === 'service' ? setPending(change) : apply(change);

  const changePlace = () => {
    setSheetOpen(false);
    if (service === 'PICKUP') ask({ kind: 'store' });
    else if (mapped) ask({ kind: 'mappedArea' });
    else setAreaOpen(true);
  };

  const openItem = (path: string) => {
    window.sessionStorage.setItem(scrollKey(location.pathname), String(window.scrollY));
    void navigate(path);
  };

  return (
    <div className="mx-auto min-h-dvh max-w-panel bg-surface">
      {setting.brandImageHomeBG && (
        <img
          src={setting.brandImageHomeBG}
          alt=""
          width={460}
          height={112}
          fetchPriority="high"
          className="block h-28 w-full object-cover"
        />
      )}
      <header ref={headerRef} className="sticky top-0 z-20 bg-surface">
        <LocationBar
          serviceType={service}
          areaName={setupState.area ? pick(setupState.area.name) : undefined}
          storeName={storeName}
          timing={setupState.timing ? timingText : undefined}
          onOpen={() => setSheetOpen(true)}
          loggedIn={session !== null}
          onLogin={() => void navigate(routes.login())}
          onSettings={() => void navigate(routes.settings())}
        />
        <div className="border-b border-line px-4 py-2">
          <SearchInput
            value={query}
            onChange={setQuery}
            label={t('store:search.placeholder')}
            clearLabel={t('store:search.clear')}
          />
        </div>
      </header>
      {services.length > 1 && (
        <div role="group" aria-label={t('store:brandHome.title')} className="flex gap-2 px-4 pt-3">
          {services.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={option === service}
              onClick={() => option !== service && ask({ kind: 'service', service: option })}
              className={`inline-flex min-h-11 flex-1 items-center justify-center rounded-full border px-4 text-sm font-semibold ${
                option === service
                  ? 'border-brand bg-brand text-on-brand'
                  : 'border-line text-ink hover:bg-canvas'
              }`}
            >
              {option === 'DELIVERY' ? t('store:serviceSwitch.delivery') : t('store:serviceSwitch.pickup')}
            </button>
          ))}
        </div>
      )}
      <main>
        <StoreHeader
          headingLevel={1}
          name={storeName}
          address={pick(store.manualAddress)}
          description={pick({ en: store.baseLanguage.description, ar: store.translations.ar.description })}
          whatsAppContact={store.whatsAppContact}
          serviceType={service}
          prepMinutes={prepMinutes}
        />
        {terms && (
          <ul
            aria-label={t('store:deliveryTerms.label')}
            className="mx-4 my-2 flex flex-wrap gap-2 text-sm text-ink"
          >
            <li className="rounded-full bg-canvas px-3 py-1">
              {terms.fee > 0
                ? t('store:deliveryTerms.fee', { amount: formatAed(terms.fee, language) })
                : t('store:deliveryTerms.freeNow')}
            </li>
            <li className="rounded-full bg-canvas px-3 py-1">
              {t('store:deliveryTerms.minOrder', { amount: formatAed(terms.minimumOrder, language) })}
            </li>
            {terms.freeFrom !== null && (
              <li className="rounded-full bg-canvas px-3 py-1">
                {t('store:deliveryTerms.freeFrom', { amount: formatAed(terms.freeFrom, language) })}
              </li>
            )}
          </ul>
        )}
        {timingStore && !timingStore.isOpen && timingStore.isPreOrderEnabled && (
          <p role="status" className="mx-4 my-2 rounded-xl bg-canvas p-3 text-sm text-ink">
            {t('store:timing.closedPreOrder')}
          </p>
        )}
        <CouponStrip discounts={listed} onOpen={setCoupon} />
        {policy?.isLoyaltyActive && (
          <LoyaltyBanner
            cashbackPercent={
              policy.specificToDelivery.isActive
                ? policy.specificToDelivery.cashbackPercentage
                : (0 as Percent)
            }
            minOrderForCashback={policy.minOrderValueForCashback}
            redeemablePercent={policy.redeemablePercentagePerOrder}
            {...(wallet && { balance: wallet.balance })}
          />
        )}
        {!query && recommended.length > 0 && (
          <section aria-labelledby="recommended-title" className="px-4 py-2">
            <h2 id="recommended-title" className="py-2 text-lg font-bold">
              {t('store:menu.recommended')}
            </h2>
            <ul className="flex snap-x gap-3 overflow-x-auto pb-2 [scrollbar-width:none]">
              {recommended.map(({ item, categoryId }) => (
                <li key={item._id} className="w-72 shrink-0 snap-start">
                  <MenuItemEntry
                    item={item}
                    categoryId={categoryId}
                    storeId={store._id}
                    now={now}
                    sale={saleFor(item._id)}
                    appliedCode={choices.discountCode}
                    onApplyCode={applyCode}
                    onOpen={openItem}
                    headingLevel={3}
                  />
                </li>
              ))}
            </ul>
          </section>
        )}
        {!query && categories.length > 0 && (
          <CategoryChips
            categories={categories.map((category) => ({
              id: category.categoryId._id,
              name: pick({
                en: category.categoryId.baseLanguage.name,
                ar: category.categoryId.translations.ar.name,
              }),
            }))}
            activeId={activeCategory}
          />
        )}
        <div ref={resultsRef} />
        {query && categories.length === 0 && (
          <p role="status" className="px-4 py-6 text-center text-muted">
            {t('store:search.noResults')} "{query.trim()}"
          </p>
        )}
        {categories.map((category) => (
          <section
            key={category.categoryId._id}
            id={categorySectionId(category.categoryId._id)}
            className="scroll-mt-36 px-4 py-2"
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
                  <MenuItemEntry
                    item={item}
                    categoryId={category.categoryId._id}
                    storeId={store._id}
                    now={now}
                    sale={saleFor(item._id)}
                    appliedCode={choices.discountCode}
                    onApplyCode={applyCode}
                    onOpen={openItem}
                  />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </main>
      <Footer
        brandName={language === 'ar' ? brand.brand.brandNameAR : brand.brand.brandName}
        tagline={language === 'ar' ? setting.taglineAR : setting.taglineEN}
        prepMinutes={prepMinutes}
        phone={store.mobileNumber}
        address={pick(store.manualAddress)}
        pages={setting.staticPages}
        pageHref={(key) => `${pagesBase}${key}`}
      />
      {count > 0 && (
        <div className="fixed inset-x-0 bottom-0 z-20 mx-auto max-w-panel p-4">
          <Link
            to={routes.basket()}
            className="flex min-h-12 items-center justify-between rounded-2xl bg-brand px-5 py-3 font-semibold text-on-brand shadow-lg"
          >
            <span>
              {t('store:menu.viewBasket')} · {t('store:menu.itemCount', { count })}
            </span>
            <span>{formatAed(basketTotal(basketState), language)}</span>
          </Link>
        </div>
      )}
      <LocationSheet
        open={sheetOpen}
        onClose={() => setSheetOpen(false)}
        serviceType={service}
        place={service === 'DELIVERY' && setupState.area ? pick(setupState.area.name) : storeName}
        timing={setupState.timing ? timingText : undefined}
        onChangePlace={changePlace}
        onChangeTiming={() => {
          setSheetOpen(false);
          setTimingOpen(true);
        }}
      />
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
      <AreaPicker
        open={areaOpen}
        onClose={() => setAreaOpen(false)}
        onChoose={(event) => {
          setAreaOpen(false);
          if (event.area.areaId !== setupState.area?.areaId) ask({ kind: 'area', area: event.area });
        }}
      />
      <Modal
        open={pending !== null}
        title={
          pending?.kind === 'service'
            ? t('store:serviceSwitch.confirmTitle', {
                service:
                  pending.service === 'DELIVERY'
                    ? t('store:serviceSwitch.delivery')
                    : t('store:serviceSwitch.pickup'),
              })
            : t('store:modals.clearBasketTitle')
        }
        onClose={() => setPending(null)}
        closeLabel={t('common:actions.close')}
        footer={
          <div className="flex gap-2">
            <Button type="button" variant="secondary" onClick={() => setPending(null)}>
              {pending?.kind === 'service' ? t('store:serviceSwitch.cancel') : t('store:modals.cancel')}
            </Button>
            <Button type="button" onClick={() => pending && apply(pending)}>
              {pending?.kind === 'service' ? t('store:serviceSwitch.confirm') : t('store:modals.confirm')}
            </Button>
          </div>
        }
      >
        <p>
          {pending?.kind === 'service'
            ? t('store:serviceSwitch.confirmText')
            : pending?.kind === 'store'
              ? t('store:modals.clearBasketStoreText')
              : t('store:modals.clearBasketText')}
        </p>
      </Modal>
      <Modal
        open={stale.length > 0 && !staleDismissed}
        title={t('store:modals.menuUpdatedTitle')}
        onClose={() => setStaleDismissed(true)}
        closeLabel={t('common:actions.close')}
        footer={
          <Button
            type="button"
            onClick={() => {
              // Lines the menu no longer offers go (from the last, so indexes stay valid); the menu reloads.
              for (const index of [...stale].reverse())
                basket.send({ type: 'basket.setQuantity', index, quantity: 0 });
              setRevision((value) => value + 1);
            }}
          >
            {t('store:modals.menuUpdatedRefresh')}
          </Button>
        }
      >
        <p>{t('errors:menuUpdated')}</p>
      </Modal>
      <Modal
        open={directNotice}
        title={t('common:messageModal.title')}
        onClose={() => setDirectNotice(false)}
        closeLabel={t('common:actions.close')}
      >
        <p>{t('errors:outOfStock')}</p>
      </Modal>
      {coupon && (
        <DiscountInfoPopup
          open
          onClose={() => setCoupon(null)}
          discount={coupon}
          items={menuItems}
          welcome={Boolean((coupon as unknown as { isWelcomeCoupon?: boolean }).isWelcomeCoupon)}
        />
      )}
    </div>
  );
}

function MenuItemEntry({
  item,
  categoryId,
  storeId,
  now,
  sale,
  appliedCode,
  onApplyCode,
  onOpen,
  headingLevel = 3,
}: {
  item: Schemas['Item'];
  categoryId: string;
  storeId: string;
  now: UnixSeconds;
  sale: Discount | null;
  appliedCode: string | null;
  onApplyCode: (code: string) => void;
  onOpen: (path: string) => void;
  headingLevel?: 3 | 4;
}) {
  const routes = useAppRoutes();
  const { brand } = useStorefront();
  const { pick } = useLocalised();
  const brandBased = brand.brand.catalogueType === 'BRAND_BASED_CATALOGUE';
  const path = routes.item(item._id, categoryId, brandBased);
  const href = useHref(path);
  const outOfStock = isOutOfStock(item as unknown as MenuItem, storeId, now);
  return (
    <MenuItemCard
      title={pick({ en: item.baseLanguage.title, ar: item.translations.ar.title })}
      description={pick({ en: item.baseLanguage.description, ar: item.translations.ar.description })}
      imageUrl={item.images[0]?.url}
      price={item.price as MenuItem['price']}
      saleDiscount={sale}
      codeApplied={sale !== null && appliedCode?.toUpperCase() === sale.discountCode.toUpperCase()}
      onApplyCode={onApplyCode}
      outOfStock={outOfStock}
      href={href}
      headingLevel={headingLevel}
      // Out of stock opens nothing (spec section 4 "Item and basket").
      onSelect={() => !outOfStock && onOpen(path)}
    />
  );
}
