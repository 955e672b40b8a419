/** The store page route: sends the customer home without a place, waits for the menu, then shows it. */
import type { Schemas } from '@storefront/api';
import { isOrderingAllowed, type Discount, type LoyaltyPolicy, type UnixSeconds } from '@storefront/core';
import { basketCount, basketTotal } from '@storefront/flows';
import { translateServerError } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { Footer } from '@storefront/ui/footer';
import { PageFrame } from '@storefront/ui/page-frame';
import { useScrollSpy } from '@storefront/ui/use-scroll-spy';
import { ViewBasketButton } from '@storefront/ui/view-basket-button';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import type { LocationDialogsProps } from './location-dialogs.js';
import { Navigate, useHref, useNavigate } from 'react-router';
import { useLocalised } from '../app-kit/localise.js';
import { NoticeRedirect } from '../app-kit/notice-redirect.js';
import { ServerErrorText } from '../app-kit/server-error.js';
import { useAppRoutes } from '../app-kit/routes.js';
import { useStoreMenu } from '../data/use-store-menu.js';
import { useSetupPlace, useStorefront } from '../session/storefront-context.js';
import { storeChoicePending } from '../setup/store-choice.js';
import { timingStoreOf } from '../setup/timing-store.js';
import { useTableBasket } from '../table-session/table-context.js';
import { MenuSections, RecommendedItems } from './menu-sections.js';
import { ServiceSwitch, type StoreService } from './service-switch.js';
import { StoreInfo } from './store-info.js';
import { recommendedItems, searchMenu, staleLineIndexes, storeDeliveryTerms } from './store-menu.js';
import { ConfirmChangeModal, MenuUpdatedModal, OfferDetails, StoreClosedModal } from './store-page-modals.js';
import { StoreTopBar } from './store-top-bar.js';
import { useLocationChange } from './use-location-change.js';
import { useMenuCards } from './use-menu-cards.js';
import { useLoyaltyPolicy } from '../data/use-loyalty-policy.js';
import {
  useDefaultTiming,
  useDirectItem,
  useScrollMemory,
  useSearchResultsInView,
  useTimingText,
} from './use-store-page-effects.js';

const LocationDialogs = lazy(() =>
  import('./location-dialogs.js').then((module) => ({ default: module.LocationDialogs })),
);

/** The location, timing and area sheets, loaded when one opens: no first paint carries them. */
function LocationSheets(props: LocationDialogsProps) {
  const { change } = props;
  if (!change.sheetOpen && !change.timingOpen && !change.areaOpen) return null;
  return (
    <Suspense fallback={null}>
      <LocationDialogs {...props} />
    </Suspense>
  );
}

/**
 * The store page (spec section 2 "Screens", section 4 "Menu load"): location bar and sheet, store
 * header, offers, sticky search, category chips following the scroll, the menu, the footer and
 * the floating basket button; changing the area, store or service asks before it empties the basket.
 */
export function StorePage() {
  const routes = useAppRoutes();
  const { t } = useTranslation(['store', 'errors']);
  const { language } = useLocalised();
  const { brand } = useStorefront();
  const setupState = useSetupPlace();
  const [revision, setRevision] = useState(0);
  const menuState = useStoreMenu(revision);
  const [now] = useState(() => Math.floor(Date.now() / 1000) as UnixSeconds);
  const policy = useLoyaltyPolicy();
  const service: StoreService = setupState.serviceType === 'PICKUP' ? 'PICKUP' : 'DELIVERY';
  // A diner at a table (the dine-in app): no area, store or service to choose.
  const dineIn = setupState.serviceType === 'DINE_IN';
  const timingStore = useMemo(
    () =>
      menuState.status === 'ready'
        ? timingStoreOf(menuState.menu.storeInfo, dineIn ? 'DINE_IN' : service)
        : null,
    [menuState, service, dineIn],
  );
  useDefaultTiming(timingStore);
  useDirectItem(menuState, now);
  const { setting } = brand;
  const services = [setting.isDeliveryEnabled && 'DELIVERY', setting.isPickupEnabled && 'PICKUP'].filter(
    Boolean,
  ) as StoreService[];

  // No store, or delivery without an area: 'The store is currently closed, please try again soon'
  // and home (spec section 8), unless a change of area, store or service is under way; a service the brand no longer offers goes home for its notice.
  if (!setupState.storeId || (setupState.serviceType === 'DELIVERY' && !setupState.area))
    return storeChoicePending() ? (
      <Navigate to={routes.home()} replace />
    ) : (
      <NoticeRedirect to={routes.home()} message={t('errors:storeClosedTryAgain')} />
    );
  if (!dineIn && setupState.serviceType && !services.some((offered) => offered === setupState.serviceType))
    return <Navigate to={routes.home()} replace />;
  if (menuState.status === 'loading')
    return (
      <p role="status" className="p-6 text-center">
        {t('menu.loading')}
      </p>
    );
  // A menu that fails to load: its message as a toast and back home (spec section 4 "Menu load");
  // at a table the menu is the home, so the message stays on the page.
  if (menuState.status === 'error' && menuState.answered && !dineIn)
    return <NoticeRedirect to={routes.home()} message={translateServerError(menuState.error, language)} />;
  if (menuState.status === 'error') {
    return (
      <p role="alert" className="p-6 text-center">
        <ServerErrorText error={menuState.error} />
      </p>
    );
  }
  return (
    <StoreView
      menu={menuState.menu}
      service={service}
      dineIn={dineIn}
      services={services}
      timingStore={timingStore}
      now={now}
      policy={policy}
      onRefresh={() => setRevision((value) => value + 1)}
    />
  );
}

/** The store page once its menu is loaded. */
function StoreView({
  menu,
  service,
  dineIn,
  services,
  timingStore,
  now,
  policy,
  onRefresh,
}: {
  menu: Schemas['StoreMenu'];
  service: StoreService;
  dineIn: boolean;
  services: readonly StoreService[];
  timingStore: ReturnType<typeof timingStoreOf> | null;
  now: UnixSeconds;
  policy: LoyaltyPolicy | null;
  onRefresh: () => void;
}) {
  const routes = useAppRoutes();
  const { setup, basket, brand } = useStorefront();
  const { pick, language } = useLocalised();
  const navigate = useNavigate();
  const pagesBase = useHref('/pages/s/');
  const basketHref = useHref(routes.basket());
  const area = useSelector(setup, (snapshot) => snapshot.context.area);
  const basketState = useSelector(basket, (snapshot) => snapshot.context);
  const [query, setQuery] = useState('');
  const [coupon, setCoupon] = useState<Discount | null>(null);
  const [staleDismissed, setStaleDismissed] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const store = menu.storeInfo;
  const all = menu.storeMenu.categories;
  const categories = useMemo(() => searchMenu(all, query), [all, query]);
  const recommended = useMemo(() => recommendedItems(all, store._id, now), [all, store._id, now]);
  const categoryIds = useMemo(() => categories.map((category) => category.categoryId._id), [categories]);
  useSearchResultsInView(query, categoryIds[0], headerRef, resultsRef);
  const activeCategory = useScrollSpy(query ? [] : categoryIds);
  const remember = useScrollMemory(true);
  // A store that can take no order for the service opens no item: it says it is closed instead.
  const [closedNotice, setClosedNotice] = useState(false);
  const openItem =
    timingStore === null || isOrderingAllowed(timingStore) ? remember : () => setClosedNotice(true);
  const ownBasket = basketState.storeId === store._id;
  const stale = useMemo(
    () => (ownBasket ? staleLineIndexes(all, basketState.lines) : []),
    [ownBasket, all, basketState],
  );
  // A basket is for one store: another store's lines are not this page's basket.
  const count = ownBasket ? basketCount(basketState) : 0;
  // At a table in a shared session the button shows the table's basket.
  const tableBasket = useTableBasket();
  const change = useLocationChange({ service, basketCount: count, currentAreaId: area?.areaId });
  const storeName = pick({ en: store.baseLanguage.name, ar: store.translations.ar.name });
  const shown = dineIn ? 'DINE_IN' : service;
  // For delivery the chosen area's time, which the order quotes and tracking counts down.
  const prepMinutes = dineIn
    ? store.averagePrepTimeForDineIn
    : service === 'DELIVERY'
      ? (area?.deliveryTime ?? store.averagePrepTime)
      : store.averagePrepTimeForPickup;
  const timingText = useTimingText(now, prepMinutes);
  const { offers: listed, card } = useMenuCards(store._id, shown, now, openItem);
  return (
    <PageFrame>
      <StoreTopBar
        headerRef={headerRef}
        service={shown}
        areaName={area ? pick(area.name) : undefined}
        storeName={storeName}
        timingText={timingText}
        onOpenLocation={change.openSheet}
        query={query}
        onQueryChange={setQuery}
      />
      {!dineIn && (
        <ServiceSwitch
          services={services}
          current={service}
          onSwitch={(next) => change.ask({ kind: 'service', service: next })}
        />
      )}
      <main>
        <StoreInfo
          store={store}
          storeName={storeName}
          service={shown}
          prepMinutes={prepMinutes}
          terms={service === 'DELIVERY' && area ? storeDeliveryTerms(store, area, now) : null}
          timingStore={timingStore}
          offers={listed}
          onOpenOffer={setCoupon}
          policy={policy}
        />
        {!query && <RecommendedItems items={recommended} card={card} />}
        <MenuSections
          categories={categories}
          query={query}
          activeCategory={activeCategory}
          resultsRef={resultsRef}
          card={card}
        />
      </main>
      <Footer
        brandName={language === 'ar' ? brand.brand.brandNameAR : brand.brand.brandName}
        tagline={language === 'ar' ? brand.setting.taglineAR : brand.setting.taglineEN}
        prepMinutes={prepMinutes}
        phone={store.mobileNumber}
        address={pick(store.manualAddress)}
        pages={brand.setting.staticPages}
        pageHref={(key) => `${pagesBase}${key}`}
      />
      <ViewBasketButton
        count={tableBasket ? tableBasket.count : count}
        total={tableBasket ? tableBasket.total : basketTotal(basketState)}
        href={basketHref}
        onClick={() => void navigate(routes.basket())}
      />
      {!dineIn && (
        <>
          <LocationSheets
            change={change}
            service={service}
            place={service === 'DELIVERY' && area ? pick(area.name) : storeName}
            timingText={timingText}
            timingStore={timingStore}
            now={now}
          />
          <ConfirmChangeModal pending={change.pending} onCancel={change.cancel} onConfirm={change.apply} />
        </>
      )}
      <MenuUpdatedModal
        open={stale.length > 0 && !staleDismissed}
        onDismiss={() => setStaleDismissed(true)}
        onRefresh={() => {
          // Lines the menu no longer offers go (from the last, so indexes stay valid); the menu reloads.
          for (const index of [...stale].reverse())
            basket.send({ type: 'basket.setQuantity', index, quantity: 0 });
          onRefresh();
        }}
      />
      <OfferDetails offer={coupon} categories={all} onClose={() => setCoupon(null)} />
      <StoreClosedModal open={closedNotice} onClose={() => setClosedNotice(false)} />
    </PageFrame>
  );
}
