import { addFils, ZERO_FILS, type Fils, type PricedOrder, type ServiceType } from '@storefront/core';
import { TotalsSummary } from '@storefront/ui/totals-summary';

/**
 * The totals priced by packages/core exactly as the server will (spec section 9); at a table the
 * tip, and the table's already-ordered pay-later total as its own line, added to what is paid now.
 */
export function TotalsSection({
  priced,
  service,
  previousOrders = null,
  automaticOffer = null,
}: {
  priced: PricedOrder;
  service: ServiceType;
  previousOrders?: Fils | null;
  /** The automatic offer behind the discount, named on its row. */
  automaticOffer?: string | null;
}) {
  return (
    <div className="rounded-2xl border border-line bg-surface p-4" data-testid="checkout-totals">
      <TotalsSummary
        itemsTotal={priced.cartTotal}
        discount={priced.discountAmount}
        discountName={automaticOffer}
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
        taxIncluded={priced.taxIncluded}
        {...(service === 'DINE_IN' && { tip: priced.tipAmount, previousOrders })}
        total={addFils(priced.grandTotal, previousOrders ?? ZERO_FILS)}
      />
    </div>
  );
}
