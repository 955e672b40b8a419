import { useTranslation } from '@storefront/i18n/react';

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

export function PinIcon({ className = 'size-5' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={className} fill="none">
      <path
        d="M10 17.5s5.5-4.9 5.5-9.3a5.5 5.5 0 1 0-11 0c0 4.4 5.5 9.3 5.5 9.3Z"
        stroke="currentColor"
        strokeWidth="1.7"
        strokeLinejoin="round"
      />
      <circle cx="10" cy="8.2" r="2" stroke="currentColor" strokeWidth="1.7" />
    </svg>
  );
}

export function StoreIcon({ className = 'size-5' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={className} fill="none">
      <path
        d="M3.5 8v8.5h13V8M2.5 4h15l-1 4H3.5l-1-4ZM8 16.5v-4.5h4v4.5"
        stroke="currentColor"
        strokeWidth="1.7"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function ChevronDown() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0" fill="none">
      <path
        d="m5 8 5 5 5-5"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function UserIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none">
      <circle cx="12" cy="8.5" r="3.8" stroke="currentColor" strokeWidth="1.8" />
      <path d="M4.5 20c1.2-3.6 4-5.4 7.5-5.4s6.3 1.8 7.5 5.4" stroke="currentColor" strokeWidth="1.8" />
    </svg>
  );
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
          {delivery ? <PinIcon /> : <StoreIcon />}
        </span>
        <span className="flex min-w-0 flex-col">
          <span className="text-xs font-medium text-muted">{heading}</span>
          <span className="flex min-w-0 items-center gap-1 text-base font-semibold text-ink">
            {/* A long store name wraps to a second line rather than lose its end. */}
            <span className="line-clamp-2 break-words">
              {place ?? (delivery ? t('store:locationBar.selectArea') : t('store:locationBar.selectStore'))}
            </span>
            <ChevronDown />
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
          <UserIcon />
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
