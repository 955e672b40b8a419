/** The store page's head: store header, delivery terms, closed-store note, offers and loyalty banner. */
import type { Schemas } from '@storefront/api';
import type { DeliveryTerms, Discount, LoyaltyPolicy, Percent, TimingStore } from '@storefront/core';
import { formatAed } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { CouponStrip } from '@storefront/ui/coupon-strip';
import { LoyaltyBanner } from '@storefront/ui/loyalty-banner';
import { StoreHeader } from '@storefront/ui/store-header';
import { useLocalised } from '../app-kit/localise.js';
import { useWallet } from '../data/use-wallet.js';

/** Fee, minimum order and free-delivery threshold as chips. */
function DeliveryTermsList({ terms }: { terms: DeliveryTerms }) {
  const { t } = useTranslation('store');
  const { language } = useLocalised();
  return (
    <ul aria-label={t('deliveryTerms.label')} className="mx-4 my-2 flex flex-wrap gap-2 text-sm text-ink">
      <li className="rounded-full bg-canvas px-3 py-1">
        {terms.fee > 0
          ? t('deliveryTerms.fee', { amount: formatAed(terms.fee, language) })
          : t('deliveryTerms.freeNow')}
      </li>
      <li className="rounded-full bg-canvas px-3 py-1">
        {t('deliveryTerms.minOrder', { amount: formatAed(terms.minimumOrder, language) })}
      </li>
      {terms.freeFrom !== null && (
        <li className="rounded-full bg-canvas px-3 py-1">
          {t('deliveryTerms.freeFrom', { amount: formatAed(terms.freeFrom, language) })}
        </li>
      )}
    </ul>
  );
}

export interface StoreInfoProps {
  store: Schemas['Store'];
  storeName: string;
  service: 'DELIVERY' | 'PICKUP' | 'DINE_IN';
  prepMinutes: number;
  terms: DeliveryTerms | null;
  timingStore: TimingStore | null;
  offers: readonly Discount[];
  onOpenOffer: (offer: Discount) => void;
  policy: LoyaltyPolicy | null;
}

/** Everything above the menu that describes the store and what it offers. */
export function StoreInfo({
  store,
  storeName,
  service,
  prepMinutes,
  terms,
  timingStore,
  offers,
  onOpenOffer,
  policy,
}: StoreInfoProps) {
  const { t } = useTranslation(['store', 'errors']);
  const { pick } = useLocalised();
  const wallet = useWallet();
  // The kitchen paused this service for a while (docs/kitchen.md): the spec's paused texts.
  const paused = store.pausedUntil !== undefined;
  return (
    <>
      <StoreHeader
        headingLevel={1}
        name={storeName}
        address={pick(store.manualAddress)}
        description={pick({ en: store.baseLanguage.description, ar: store.translations.ar.description })}
        whatsAppContact={store.whatsAppContact}
        serviceType={service}
        // A closed store taking pre-orders is ready at its slot, not 'in 20 minutes'.
        {...(!(timingStore && !timingStore.isOpen) && { prepMinutes })}
      />
      {terms && <DeliveryTermsList terms={terms} />}
      {paused && (
        <p
          role="status"
          data-testid="service-paused"
          className="mx-4 my-2 rounded-xl bg-canvas p-3 text-sm text-ink"
        >
          {t(
            service === 'DELIVERY'
              ? 'errors:deliveryPaused'
              : service === 'PICKUP'
                ? 'errors:pickupPaused'
                : 'errors:servicePausedNow',
          )}
        </p>
      )}
      {!paused && timingStore && !timingStore.isOpen && timingStore.isPreOrderEnabled && (
        <p role="status" className="mx-4 my-2 rounded-xl bg-canvas p-3 text-sm text-ink">
          {t('store:timing.closedPreOrder')}
        </p>
      )}
      <CouponStrip discounts={offers} onOpen={onOpenOffer} />
      {policy?.isLoyaltyActive && (
        <LoyaltyBanner
          // Cashback is earned on delivery orders only (core's cashbackAmount): no promise of it
          // on a pickup or a table's menu.
          cashbackPercent={
            service === 'DELIVERY' && policy.specificToDelivery.isActive
              ? policy.specificToDelivery.cashbackPercentage
              : (0 as Percent)
          }
          minOrderForCashback={policy.minOrderValueForCashback}
          redeemablePercent={policy.redeemablePercentagePerOrder}
          {...(wallet && { balance: wallet.balance })}
        />
      )}
    </>
  );
}
