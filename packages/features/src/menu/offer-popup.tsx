/**
 * An offer's details (the kit's DiscountInfoPopup), loaded when a customer first opens one, so the
 * brand home and the store page do not carry it in their first paint.
 */
import type { DiscountInfoPopupProps } from '@storefront/ui/discount-info-popup';
import { lazy, Suspense } from 'react';

const DiscountInfoPopup = lazy(() =>
  import('@storefront/ui/discount-info-popup').then((module) => ({ default: module.DiscountInfoPopup })),
);

export function OfferPopup(props: DiscountInfoPopupProps) {
  return (
    <Suspense fallback={null}>
      <DiscountInfoPopup {...props} />
    </Suspense>
  );
}
