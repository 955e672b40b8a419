import { useTranslation } from '@storefront/i18n/react';
import { useId, type ReactNode } from 'react';
import { ClockIcon, PinIcon, StoreIcon } from './icons/index.js';
import { Modal } from './modal.js';

export interface LocationSheetProps {
  open: boolean;
  onClose: () => void;
  serviceType: 'DELIVERY' | 'PICKUP';
  /** Delivery: area name; pickup: store name (current language). */
  place?: string;
  /** Formatted timing: 'ASAP' or a pre-order day and slot. */
  timing?: string;
  onChangePlace: () => void;
  onChangeTiming: () => void;
}

function Row({
  icon,
  label,
  value,
  changeLabel,
  onChange,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  changeLabel: string;
  onChange: () => void;
}) {
  const id = useId();
  return (
    <li className="flex items-center gap-3 py-3">
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-canvas text-ink">
        {icon}
      </span>
      <div id={id} className="min-w-0 flex-1">
        <p className="text-sm text-muted">{label}</p>
        <p className="truncate text-base font-semibold text-ink">{value}</p>
      </div>
      <button
        type="button"
        onClick={onChange}
        aria-describedby={id}
        className="inline-flex min-h-11 shrink-0 items-center rounded-full border border-line px-4 text-sm font-semibold text-ink hover:bg-canvas"
      >
        {changeLabel}
      </button>
    </li>
  );
}

/** Bottom sheet behind the location bar: 'Delivering to' (Change) and 'Delivery Time' (Change). */
export function LocationSheet({
  open,
  onClose,
  serviceType,
  place,
  timing,
  onChangePlace,
  onChangeTiming,
}: LocationSheetProps) {
  const { t } = useTranslation(['store', 'common', 'errors']);
  const delivery = serviceType === 'DELIVERY';
  const change = t('store:locationBar.change');
  return (
    <Modal
      open={open}
      onClose={onClose}
      variant="sheet"
      title={t(`common:serviceType.${serviceType}`)}
      closeLabel={t('common:actions.close')}
    >
      <ul className="divide-y divide-line">
        <Row
          icon={delivery ? <PinIcon mini className="size-5" /> : <StoreIcon className="size-5" />}
          label={delivery ? t('store:locationBar.deliveringTo') : t('store:locationBar.selectedStore')}
          value={place ?? (delivery ? t('store:locationBar.selectArea') : t('store:locationBar.selectStore'))}
          changeLabel={change}
          onChange={onChangePlace}
        />
        <Row
          icon={<ClockIcon mini className="size-5" />}
          label={delivery ? t('store:locationBar.deliveryTime') : t('store:locationBar.pickupTime')}
          value={timing ?? t('errors:asap')}
          changeLabel={change}
          onChange={onChangeTiming}
        />
      </ul>
    </Modal>
  );
}
