import type { PricedOrder, ServiceType } from '@storefront/core';
import { TotalsSummary } from '@storefront/ui/totals-summary';

/** The totals priced by packages/core exactly as the server will (spec section 9). */
export function TotalsSection({ priced, service }: { priced: PricedOrder; service: ServiceType }) {
  return (
    <div className="rounded-2xl border border-line bg-surface p-4" data-testid="checkout-totals">
      <TotalsSummary
        itemsTotal={priced.cartTotal}
        discount={priced.discountAmount}
        loyalty={priced.loyaltyAmount}
        {...(service === 'DELIVERY'
          ? {
              deliveryFee: priced.deliveryFee,
              deliveryWaived: priced.deliveryChargesWaiverInfo.isWaiver,
              waivedAmount: priced.deliveryChargesWaiverInfo.waiverAmount,
            }
          : {})}
        taxRate={priced.taxRate}
        taxAmount={priced.taxAmount}
        total={priced.grandTotal}
      />
    </div>
  );
}
