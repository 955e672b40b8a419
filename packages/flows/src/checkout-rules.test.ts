import { fils, type Fils, type PaymentOption } from '@storefront/core';
import { describe, expect, it } from 'vitest';
import {
  decidePlace,
  EMPTY_CARD,
  NEW_CARD_CHOICE,
  paymentOptionsFor,
  type PlaceState,
} from './checkout-rules.js';
import type { CheckoutSubmission } from './checkout-types.js';

const card: PaymentOption = { _id: 'card', paymentType: 'CREDIT_CARD' };
const later: PaymentOption = { _id: 'later', paymentType: 'PAY_LATER' };
const store = { paymentOptions: [card], pickupPaymentOptions: [], dineInPaymentOptions: [card, later] };

const submission: CheckoutSubmission = {
  order: {
    serviceType: 'DINE_IN',
    store: {
      _id: 'store-1',
      taxRate: 5,
      baseLanguage: { name: 'Zaatar House' },
      mapAddress: 'Jumeirah Beach Road',
      manualAddress: 'Shop 4',
      storeLocation: { coordinates: [55.2, 25.2] },
    },
    brandId: 'brand-1',
    user: { phoneNumber: '+971501234567', userId: 'user-1' },
    totals: { grandTotal: 5250 as Fils },
    timingType: 'ASAP',
  },
  draft: { expectedTotal: fils(5250) },
  preOrder: false,
};
const state: PlaceState = {
  payment: { paymentOptionId: 'card', paymentType: 'CREDIT_CARD' },
  cardRoute: 'intent',
  cardChoice: NEW_CARD_CHOICE,
  card: EMPTY_CARD,
  saveCard: true,
};

describe('paymentOptionsFor', () => {
  it('reads the list of the service type; dine-in has its own, none when the store has none', () => {
    expect(paymentOptionsFor(store, 'DELIVERY')).toEqual([card]);
    expect(paymentOptionsFor(store, 'PICKUP')).toEqual([]);
    expect(paymentOptionsFor(store, 'DINE_IN')).toEqual([card, later]);
    expect(paymentOptionsFor({ paymentOptions: [], pickupPaymentOptions: [] }, 'DINE_IN')).toEqual([]);
  });
});

describe('decidePlace', () => {
  it("starts the payment with the order's idempotency key of this attempt", () => {
    const keyed = { ...submission, draft: { expectedTotal: fils(5250), idempotencyKey: 'attempt-key-1' } };
    expect(decidePlace({ ...state, cardChoice: 'pm_1', savedCardIds: ['pm_1'] }, keyed)).toMatchObject({
      kind: 'pay',
      run: { route: 'intent', savedCardId: 'pm_1', idempotencyKey: 'attempt-key-1' },
    });
  });

  it('a wallet token pays through the intent route, whatever card form is showing', () => {
    const wallet = { method: 'applePay' as const, token: 'tok' };
    expect(decidePlace(state, { ...submission, wallet })).toEqual({
      kind: 'pay',
      run: { route: 'intent', amount: 5250, preOrder: false, wallet },
    });
  });

  it('a wallet payment needs more than 2 AED too, even with cash chosen', () => {
    const cashChosen = { ...state, payment: { paymentOptionId: 'cash', paymentType: 'CASH' as const } };
    const small = { ...submission, order: { ...submission.order, totals: { grandTotal: 150 as Fils } } };
    expect(decidePlace(cashChosen, { ...small, wallet: { method: 'googlePay', token: 't' } })).toMatchObject({
      kind: 'refuse',
      message: { kind: 'core', error: { key: 'addMoreThanTwoAED' } },
    });
  });

  it('a hosted page takes the card itself: no card form is checked', () => {
    expect(decidePlace({ ...state, cardRoute: 'hosted' }, submission)).toMatchObject({
      kind: 'pay',
      run: { route: 'hosted', card: null, savedCardId: null, saveCard: false },
    });
  });

  it("Stripe's own field: the card stays in it, kept for next time when asked", () => {
    const inField = { ...submission, cardField: { status: 'ready' as const, complete: true } };
    expect(decidePlace(state, inField)).toMatchObject({
      kind: 'pay',
      run: { route: 'intent', card: null, cardInGatewayField: true, saveCard: true },
    });
  });

  it('pay later goes direct, with no card', () => {
    const payLater = { ...state, payment: { paymentOptionId: 'later', paymentType: 'PAY_LATER' as const } };
    expect(decidePlace(payLater, submission)).toMatchObject({
      kind: 'pay',
      run: { route: 'direct', card: null },
    });
  });
});
