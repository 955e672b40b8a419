/** The dine-in store page's bar: the 'Dine In' badge with the table, and the login or account entry. */
import { useTranslation } from '@storefront/i18n/react';
import { UserIcon } from '@storefront/ui/icons';

export interface DineInBarProps {
  storeName: string;
  tableNumber: number | null;
  loggedIn: boolean;
  onLogin: () => void;
  onSettings: () => void;
}

/** In place of the delivery / pickup location bar (spec section 2 "Dine-in home"): no area, no store choice. */
export function DineInBar({ storeName, tableNumber, loggedIn, onLogin, onSettings }: DineInBarProps) {
  const { t } = useTranslation(['dineIn', 'store', 'common']);
  return (
    <div className="flex items-center gap-2 border-b border-line bg-surface px-3 py-2">
      <div className="flex min-h-12 min-w-0 flex-1 items-center gap-3 px-2 py-1">
        <span className="inline-flex shrink-0 items-center rounded-full bg-brand px-3 py-1 text-sm font-bold text-on-brand">
          {t('dineIn:badge')}
        </span>
        <span className="flex min-w-0 flex-col">
          <span className="truncate text-base font-semibold text-ink">{storeName}</span>
          {tableNumber !== null && (
            <span className="text-xs text-muted">{t('dineIn:table', { tableNumber })}</span>
          )}
        </span>
      </div>
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
