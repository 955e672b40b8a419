import { useTranslation } from '@storefront/i18n/react';
import { ChevronIcon, PinIcon, StoreIcon, UserIcon } from './icons/index.js';

export interface LocationBarProps {
  serviceType: 'DELIVERY' | 'PICKUP';
  /** Delivery: the chosen area's name in the current language. */
  areaName?: string;
  /** Pickup: the chosen store's name in the current language. */
  storeName?: string;
  /** When the order is wanted, already formatted: 'ASAP' or a pre-order day and slot. */
  timing?: string;
  /** Opens the location sheet ('Delivering to' / 'Delivery Time'). */
  onOpen: () => void;
  /** Logged-in customers get the settings entry, guests the login entry. */
  loggedIn: boolean;
  onLogin: () => void;
  onSettings: () => void;
}

/**
 * The delivery / pickup bar at the top of the store page: where and when the order goes, and the
 * login or account entry. Tapping the location opens the location sheet.
 */
export function LocationBar({
  serviceType,
  areaName,
  storeName,
  timing,
  onOpen,
  loggedIn,
  onLogin,
  onSettings,
}: LocationBarProps) {
  const { t } = useTranslation(['store', 'common']);
  const delivery = serviceType === 'DELIVERY';
  const place = delivery ? areaName : storeName;
  const heading = delivery
    ? t('store:locationBar.deliveringTo')
    : place
      ? t('store:locationBar.selectedStore')
      : t('common:serviceType.PICKUP');
  const timingLabel = delivery ? t('store:locationBar.deliveryTime') : t('store:locationBar.pickupTime');
  return (
    <div className="flex items-center gap-2 border-b border-line bg-surface px-3 py-2">
      <button
        type="button"
        onClick={onOpen}
        aria-haspopup="dialog"
        className="flex min-h-12 min-w-0 flex-1 items-center gap-3 rounded-xl px-2 py-1 text-start hover:bg-canvas"
      >
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand text-on-brand">
          {delivery ? <PinIcon mini className="size-5" /> : <StoreIcon className="size-5" />}
        </span>
        <span className="flex min-w-0 flex-col">
          <span className="text-xs font-medium text-muted">{heading}</span>
          <span className="flex min-w-0 items-center gap-1 text-base font-semibold text-ink">
            {/* A long store name wraps to a second line rather than lose its end. */}
            <span className="line-clamp-2 break-words">
              {place ?? (delivery ? t('store:locationBar.selectArea') : t('store:locationBar.selectStore'))}
            </span>
            <ChevronIcon mini direction="down" className="size-4 shrink-0" />
          </span>
          {timing && (
            <span className="text-xs text-muted">
              {timingLabel}: <span className="font-medium text-ink">{timing}</span>
            </span>
          )}
        </span>
      </button>
      {loggedIn ? (
        <button
          type="button"
          onClick={onSettings}
          aria-label={t('common:a11y.openAccount')}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-line text-ink hover:bg-canvas"
        >
          <UserIcon className="size-6" />
        </button>
      ) : (
        <button
          type="button"
          onClick={onLogin}
          className="inline-flex min-h-11 shrink-0 items-center rounded-full border border-line px-4 text-sm font-semibold text-ink hover:bg-canvas"
        >
          {t('store:locationBar.login')}
        </button>
      )}
    </div>
  );
}
