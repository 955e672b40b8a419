import { createContext, useContext, useMemo, type ReactNode } from 'react';

/**
 * Where the shared screens live in an app. Shared screens never hard-code a path: they ask the
 * running app (storefront, dine-in, payment link) through {@link useAppRoutes}. Paths are relative
 * to the app's router basename (e.g. '/{domainName}' on the shared domain).
 */
export interface SharedRoutes {
  /** The app's start page (the brand home on the storefront). */
  home(): string;
  /** The menu of the chosen outlet. */
  menu(): string;
  /** One item of the menu; `brandBased` catalogues have no outlet in the path. */
  item(itemId: string, categoryId: string, brandBased: boolean): string;
  /** The full-screen picture of the item on screen. */
  itemImage(brandBased: boolean): string;
  basket(): string;
  checkout(catalogueType: string): string;
  /** The map or typed address pages reached from checkout. */
  checkoutAddress(catalogueType: string, page: 'map-address' | 'add-delivery-address'): string;
  /** Choosing the delivery area (delivery only). */
  selectDeliveryArea(): string;
  login(): string;
  verifyOtp(): string;
  settings(): string;
  myOrders(): string;
  /** An order's detail; with its number, a link that opens that order (reloaded or shared too). */
  orderDetail(orderNumber?: string): string;
  orderSuccess(orderNumber: string): string;
  trackOrder(orderNumber: string): string;
  orderFeedback(orderId: string): string;
}

/**
 * What an app declares: its home, and the shared screens it has. A screen it does not have leads
 * to its home (the payment link and the staff board have none of the customer's screens).
 */
export type AppRoutes = Pick<SharedRoutes, 'home'> & Partial<SharedRoutes>;

/** Every shared screen's path: the app's own, else its home. */
export function completeRoutes(routes: AppRoutes): SharedRoutes {
  const home = routes.home;
  return {
    menu: home,
    item: home,
    itemImage: home,
    basket: home,
    checkout: home,
    checkoutAddress: home,
    selectDeliveryArea: home,
    login: home,
    verifyOtp: home,
    settings: home,
    myOrders: home,
    orderDetail: home,
    orderSuccess: home,
    trackOrder: home,
    orderFeedback: home,
    ...routes,
  };
}

const AppRoutesContext = createContext<SharedRoutes | null>(null);

/** Hands the app's routes to every shared screen below it. */
export function AppRoutesProvider({ routes, children }: { routes: AppRoutes; children: ReactNode }) {
  const complete = useMemo(() => completeRoutes(routes), [routes]);
  return <AppRoutesContext.Provider value={complete}>{children}</AppRoutesContext.Provider>;
}

/** The running app's routes (throws outside an {@link AppRoutesProvider}: a wiring mistake). */
export function useAppRoutes(): SharedRoutes {
  const routes = useContext(AppRoutesContext);
  if (!routes) throw new Error('useAppRoutes needs an AppRoutesProvider (the app kit sets one)');
  return routes;
}
