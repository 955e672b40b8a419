import type { Schemas } from '@storefront/api';
import { showsVehicleInfo, type UnixSeconds } from '@storefront/core';
import { dubaiIsoDate, formatPreOrderDay, formatSlotRange } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { useSelector } from '@xstate/react';
import { useLocalised } from '../app-kit/localise.js';
import { useStorefront } from '../session/storefront-context.js';
import { AddressBlock } from './address-block.js';
import type { StoreInfo } from './checkout-order.js';
import type { CheckoutChoices } from './checkout-state.js';

export interface ServiceDetailsSectionProps {
  store: StoreInfo | null;
  address: Schemas['UserAddress'] | null;
  onAddress: (address: Schemas['UserAddress'] | null) => void;
  choices: CheckoutChoices;
  update: (patch: Partial<CheckoutChoices>) => void;
  now: UnixSeconds;
}

/** Where and when (spec section 2 'Your Order'): the pickup store or the delivery address, the time, the vehicle. */
export function ServiceDetailsSection({
  store,
  address,
  onAddress,
  choices,
  update,
  now,
}: ServiceDetailsSectionProps) {
  const { t } = useTranslation(['checkout', 'errors']);
  const { setup } = useStorefront();
  const { language, pick } = useLocalised();
  const { serviceType, timing } = useSelector(setup, (snapshot) => snapshot.context);
  const service = serviceType ?? 'PICKUP';
  const timingText =
    timing?.timingType === 'PREORDER' && timing.preOrderSlot.day && timing.preOrderSlot.time
      ? t('checkout:scheduledFor', {
          day: formatPreOrderDay(timing.preOrderSlot.day, language, { today: dubaiIsoDate(now) }),
          time: formatSlotRange(timing.preOrderSlot.time, language),
        })
      : t('errors:asap');
  return (
    <>
      {service === 'PICKUP' ? (
        <section className="rounded-2xl border border-line bg-surface p-4">
          <h2 className="text-sm text-muted">{t('checkout:pickupFrom')}</h2>
          <p className="font-semibold">
            {store ? pick({ en: store.baseLanguage.name, ar: store.translations.ar.name }) : '…'}
          </p>
          {store && <p className="text-sm text-muted">{pick(store.manualAddress)}</p>}
        </section>
      ) : (
        <AddressBlock
          selected={address}
          onSelect={(next) => {
            onAddress(next);
            update({ deliveryAddressId: next?._id ?? null });
          }}
          selectedId={choices.deliveryAddressId}
        />
      )}
      <section className="rounded-2xl border border-line bg-surface p-4">
        <h2 className="text-sm text-muted">
          {service === 'PICKUP' ? t('checkout:pickupTime') : t('checkout:deliveryTime')}
        </h2>
        <p className="font-semibold">{timingText}</p>
      </section>
      {store && showsVehicleInfo(store.vehicleInfoForPickup, service) && (
        <label className="grid gap-1 rounded-2xl border border-line bg-surface p-4">
          <span className="font-semibold">{t('checkout:vehicleInfo.label')}</span>
          <input
            value={choices.vehicleInfo}
            onChange={(event) => update({ vehicleInfo: event.target.value })}
            placeholder={t('checkout:vehicleInfo.placeholder')}
            maxLength={120}
            className="min-h-11 rounded-xl border border-line px-3"
          />
        </label>
      )}
    </>
  );
}
