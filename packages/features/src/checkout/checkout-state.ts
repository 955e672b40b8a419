import type { Schemas } from '@storefront/api';
import type { PaymentType, TipChoice } from '@storefront/core';
import type { DisplayLine } from '@storefront/flows';
import { useCallback, useState } from 'react';
import { useStorefront } from '../session/storefront-context.js';

/**
 * The customer's checkout choices, persisted per brand so that they survive the trip to a
 * 3-D Secure or hosted payment page and back (spec section 3 "Cart state", "Orders state").
 */
export interface CheckoutChoices {
  deliveryAddressId: string | null;
  paymentOptionId: string | null;
  paymentType: PaymentType | null;
  /** A saved card id or 'new_card' (spec section 9 default payment type). */
  cardChoice: string;
  discountCode: string | null;
  useLoyalty: boolean;
  specialRequest: string;
  vehicleInfo: string;
  /** The diner's tip (dine-in only): a preset percentage of the items or a custom amount. */
  tip: TipChoice | null;
  /** A business's name and TRN for a full tax invoice (docs/invoices.md); null when not asked for. */
  business: { name: string; trn: string } | null;
  /** One key per order attempt: a retried or resumed request places the same order once. */
  idempotencyKey: string;
}

export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

const EMPTY: Omit<CheckoutChoices, 'idempotencyKey'> = {
  deliveryAddressId: null,
  paymentOptionId: null,
  paymentType: null,
  cardChoice: 'new_card',
  discountCode: null,
  useLoyalty: false,
  specialRequest: '',
  vehicleInfo: '',
  tip: null,
  business: null,
};

export function useCheckoutChoices() {
  const { orderStorage: storage } = useStorefront();
  const [choices, setChoices] = useState<CheckoutChoices>(() => ({
    ...EMPTY,
    idempotencyKey: newIdempotencyKey(),
    ...storage.load<Partial<CheckoutChoices>>('checkout'),
  }));
  const update = useCallback(
    (patch: Partial<CheckoutChoices>) =>
      setChoices((current) => {
        const next = { ...current, ...patch };
        storage.save('checkout', next);
        return next;
      }),
    [storage],
  );
  const reset = useCallback(() => {
    storage.remove('checkout');
    setChoices({ ...EMPTY, idempotencyKey: newIdempotencyKey() });
  }, [storage]);
  return { choices, update, reset };
}

/** The basket as the API takes it: ids, quantities and the prices the customer saw. */
export function toApiCart(lines: readonly DisplayLine[]): Schemas['Cart'] {
  return lines.map((line) => ({
    itemId: line.itemId,
    ...(line.categoryId ? { categoryId: line.categoryId } : {}),
    quantity: line.quantity,
    price: line.price,
    sections: line.sections.map((section) => ({
      _id: section._id,
      options: section.options.map((option) => ({
        _id: option._id,
        quantity: option.quantity,
        price: option.price,
      })),
    })),
  }));
}
