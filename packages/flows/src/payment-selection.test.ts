import type { PaymentOption } from '@storefront/core';
import { describe, expect, it } from 'vitest';
import { pickPaymentRoute } from './payment.machine.js';
import { NO_PAYMENT_CHOICE, selectPaymentOption } from './payment-selection.js';

const card: PaymentOption = { _id: 'opt-card', paymentType: 'CREDIT_CARD' };
const cash: PaymentOption = { _id: 'opt-cash', paymentType: 'CASH' };
const machine: PaymentOption = { _id: 'opt-machine', paymentType: 'CARD_MACHINE' };
const payLater: PaymentOption = { _id: 'opt-later', paymentType: 'PAY_LATER' };

/** Zaatar House's pickup options, cash listed before card as a store may list them. */
const pickupOptions = [cash, card, machine];

describe('selectPaymentOption (spec section 4 "Method auto-selection")', () => {
  it('chooses the credit card option when nothing is chosen and a gateway is active', () => {
    expect(
      selectPaymentOption({
        options: pickupOptions,
        serviceType: 'PICKUP',
        chosen: NO_PAYMENT_CHOICE,
        cardGatewayActive: true,
      }),
    ).toEqual({ paymentOptionId: 'opt-card', paymentType: 'CREDIT_CARD' });
  });

  it('chooses nothing when no card gateway is active', () => {
    expect(
      selectPaymentOption({
        options: pickupOptions,
        serviceType: 'PICKUP',
        chosen: NO_PAYMENT_CHOICE,
        cardGatewayActive: false,
      }),
    ).toEqual(NO_PAYMENT_CHOICE);
  });

  it('chooses nothing when the store offers no card for the service type', () => {
    expect(
      selectPaymentOption({
        options: [cash, machine],
        serviceType: 'DELIVERY',
        chosen: NO_PAYMENT_CHOICE,
        cardGatewayActive: true,
      }),
    ).toEqual(NO_PAYMENT_CHOICE);
  });

  it('keeps a prior choice that is among the options', () => {
    expect(
      selectPaymentOption({
        options: pickupOptions,
        serviceType: 'PICKUP',
        chosen: { paymentOptionId: 'opt-cash', paymentType: 'CASH' },
        cardGatewayActive: true,
      }),
    ).toEqual({ paymentOptionId: 'opt-cash', paymentType: 'CASH' });
  });

  it("takes a kept choice's payment type from the store's option", () => {
    expect(
      selectPaymentOption({
        options: pickupOptions,
        serviceType: 'PICKUP',
        chosen: { paymentOptionId: 'opt-machine', paymentType: null },
        cardGatewayActive: false,
      }),
    ).toEqual({ paymentOptionId: 'opt-machine', paymentType: 'CARD_MACHINE' });
  });

  it("clears a remembered choice that is not among the store's options", () => {
    expect(
      selectPaymentOption({
        options: [cash],
        serviceType: 'DELIVERY',
        chosen: { paymentOptionId: 'another-store-card', paymentType: 'CREDIT_CARD' },
        cardGatewayActive: true,
      }),
    ).toEqual(NO_PAYMENT_CHOICE);
  });

  it("replaces a remembered choice that is not among the options by the store's card", () => {
    expect(
      selectPaymentOption({
        options: pickupOptions,
        serviceType: 'PICKUP',
        chosen: { paymentOptionId: 'another-store-cash', paymentType: 'CASH' },
        cardGatewayActive: true,
      }),
    ).toEqual({ paymentOptionId: 'opt-card', paymentType: 'CREDIT_CARD' });
  });

  it('never keeps or chooses pay-later for delivery or pickup', () => {
    for (const serviceType of ['DELIVERY', 'PICKUP'] as const) {
      expect(
        selectPaymentOption({
          options: [payLater, cash],
          serviceType,
          chosen: { paymentOptionId: 'opt-later', paymentType: 'PAY_LATER' },
          cardGatewayActive: true,
        }),
      ).toEqual(NO_PAYMENT_CHOICE);
    }
  });

  it('keeps pay-later for dine-in, where it is offered', () => {
    expect(
      selectPaymentOption({
        options: [card, payLater],
        serviceType: 'DINE_IN',
        chosen: { paymentOptionId: 'opt-later', paymentType: 'PAY_LATER' },
        cardGatewayActive: true,
      }),
    ).toEqual({ paymentOptionId: 'opt-later', paymentType: 'PAY_LATER' });
  });

  it('chooses nothing from an empty list, whatever was remembered', () => {
    expect(
      selectPaymentOption({
        options: [],
        serviceType: 'PICKUP',
        chosen: { paymentOptionId: 'opt-card', paymentType: 'CREDIT_CARD' },
        cardGatewayActive: true,
      }),
    ).toEqual(NO_PAYMENT_CHOICE);
  });

  it('is idempotent: selecting again from its own answer gives the same answer', () => {
    const first = selectPaymentOption({
      options: pickupOptions,
      serviceType: 'PICKUP',
      chosen: NO_PAYMENT_CHOICE,
      cardGatewayActive: true,
    });
    expect(
      selectPaymentOption({
        options: pickupOptions,
        serviceType: 'PICKUP',
        chosen: first,
        cardGatewayActive: true,
      }),
    ).toEqual(first);
  });

  it("follows pickPaymentRoute: Zaatar House's sandbox stripe gateway counts as active", () => {
    const integrations = [{ name: 'stripe', isActive: true }];
    expect(
      selectPaymentOption({
        options: pickupOptions,
        serviceType: 'PICKUP',
        chosen: NO_PAYMENT_CHOICE,
        cardGatewayActive: pickPaymentRoute('CREDIT_CARD', integrations) !== null,
      }).paymentType,
    ).toBe('CREDIT_CARD');
    expect(
      selectPaymentOption({
        options: pickupOptions,
        serviceType: 'PICKUP',
        chosen: NO_PAYMENT_CHOICE,
        cardGatewayActive: pickPaymentRoute('CREDIT_CARD', [{ name: 'stripe', isActive: false }]) !== null,
      }).paymentType,
    ).toBeNull();
  });
});
