/** Delivery / Pickup toggle of the store page, shown when the brand offers both. */
import { useTranslation } from '@storefront/i18n/react';

export type StoreService = 'DELIVERY' | 'PICKUP';

/** One pressed button per service; choosing the other one asks `onSwitch`. */
export function ServiceSwitch({
  services,
  current,
  onSwitch,
}: {
  services: readonly StoreService[];
  current: StoreService;
  onSwitch: (service: StoreService) => void;
}) {
  const { t } = useTranslation('store');
  if (services.length < 2) return null;
  return (
    <div role="group" aria-label={t('brandHome.title')} className="flex gap-2 px-4 pt-3">
      {services.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={option === current}
          onClick={() => option !== current && onSwitch(option)}
          className={`inline-flex min-h-11 flex-1 items-center justify-center rounded-full border px-4 text-sm font-semibold ${
            option === current
              ? 'border-brand bg-brand text-on-brand'
              : 'border-line text-ink hover:bg-canvas'
          }`}
        >
          {option === 'DELIVERY' ? t('serviceSwitch.delivery') : t('serviceSwitch.pickup')}
        </button>
      ))}
    </div>
  );
}
