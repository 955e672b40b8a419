import { fils, type Discount, type Fils, type PaymentOption } from '@storefront/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { checkoutPayment } from './checkout-rules.js';
import type {
  CheckoutDraft,
  CheckoutInput,
  CheckoutSubmission,
  PendingCheckoutPayment,
  PlaceOrderOutcome,
} from './checkout-types.js';
import { checkoutMachine } from './checkout.machine.js';
import type { CardDetails, TransactionInfo } from './payment.machine.js';

const cardOption: PaymentOption = { _id: 'opt-card', paymentType: 'CREDIT_CARD' };
const cash: PaymentOption = { _id: 'opt-cash', paymentType: 'CASH' };
const payLater: PaymentOption = { _id: 'opt-later', paymentType: 'PAY_LATER' };
const store = {
  paymentOptions: [cash, cardOption],
  pickupPaymentOptions: [cash, cardOption, payLater],
  dineInPaymentOptions: [cardOption, payLater],
};
const card: CardDetails = { number: '4242 4242 4242 4242', expMonth: '12', expYear: '2030', cvc: '123' };
const save10 = { discountCode: 'SAVE10', discountType: 'percentage', discountAmount: 10 } as Discount;
const draft: CheckoutDraft = { expectedTotal: fils(5250), idempotencyKey: 'key-00000001' };

/** A pickup order that passes every check of spec section 5. */
function submission(change: Partial<CheckoutSubmission> = {}): CheckoutSubmission {
  return {
    order: {
      serviceType: 'PICKUP',
      store: {
        _id: 'store-1',
        taxRate: 5,
        baseLanguage: { name: 'Zaatar House Jumeirah' },
        mapAddress: 'Jumeirah Beach Road',
        manualAddress: 'Shop 4, Jumeirah',
        storeLocation: { coordinates: [55.2, 25.2] },
        vehicleInfoForPickup: { isActive: true, isRequired: true },
      },
      pickupVehicleInfo: 'White Lexus 18692',
      brandId: 'brand-1',
      user: { phoneNumber: '+971501234567', userId: 'user-1' },
      totals: { grandTotal: 5250 as Fils },
      timingType: 'ASAP',
    },
    draft,
    preOrder: false,
    ...change,
  };
}

type IntentInput = { amount: Fils; savedCardId: string | null; paymentMethod: 'CARD' | 'WALLET' };
type ConfirmInput = { clientSecret: string; card: CardDetails | null; saveCard: boolean };

/** Fake calls: each succeeds unless a test replaces it. */
function fakes() {
  return {
    validateDiscount: vi.fn(async (_: { code: string }): Promise<Discount> => save10),
    placeOrder: vi.fn(
      async (_: {
        order: CheckoutDraft;
        transactionInfo: TransactionInfo | null;
      }): Promise<PlaceOrderOutcome> => ({
        status: 'placed',
        orderNumber: '1001',
      }),
    ),
    redirect: vi.fn(async (_: { url: string; pending: PendingCheckoutPayment }): Promise<void> => undefined),
    keepCheckout: vi.fn(async (_: { order: CheckoutDraft }): Promise<void> => undefined),
    checkStoreAvailability: vi.fn(async () => true),
    createIntent: vi.fn(async (_: IntentInput) => ({
      id: 'pi_1',
      clientSecret: 'pi_1_secret_x' as string | null,
      isVerified: false,
    })),
    confirmCard: vi.fn(
      async (_: {
        card: CardDetails | null;
      }): Promise<{ status: 'succeeded' | 'requires_action' | 'failed'; nextActionUrl?: string }> => ({
        status: 'succeeded',
      }),
    ),
    verifyIntent: vi.fn(async (_: { id: string }) => ({ isVerified: true })),
    verifyHosted: vi.fn(async (_: { reference: string }) => ({ isVerified: true })),
  };
}
type Fakes = ReturnType<typeof fakes>;

function start(input: Partial<CheckoutInput> = {}, change: (calls: Fakes) => void = () => undefined) {
  const calls = fakes();
  change(calls);
  const machine = checkoutMachine.provide({
    actors: {
      validateDiscount: fromPromise(({ input }: { input: { code: string } }) =>
        calls.validateDiscount(input),
      ),
      placeOrder: fromPromise(
        ({ input }: { input: { order: CheckoutDraft; transactionInfo: TransactionInfo | null } }) =>
          calls.placeOrder(input),
      ),
      redirect: fromPromise(({ input }: { input: { url: string; pending: PendingCheckoutPayment } }) =>
        calls.redirect(input),
      ),
      keepCheckout: fromPromise(({ input }: { input: { order: CheckoutDraft } }) =>
        calls.keepCheckout(input),
      ),
      payment: checkoutPayment({
        checkStoreAvailability: fromPromise(() => calls.checkStoreAvailability()),
        createIntent: fromPromise(({ input }: { input: IntentInput }) => calls.createIntent(input)),
        confirmCard: fromPromise(({ input }: { input: ConfirmInput }) => calls.confirmCard(input)),
        verifyIntent: fromPromise(({ input }: { input: { id: string } }) => calls.verifyIntent(input)),
        verifyHosted: fromPromise(({ input }: { input: { reference: string } }) => calls.verifyHosted(input)),
      }),
    },
  });
  const actor = createActor(machine, { input: { serviceType: 'PICKUP', cardRoute: 'intent', ...input } });
  actor.start();
  return { actor, calls, context: () => actor.getSnapshot().context };
}

/** Lets resolved actor promises deliver their results without moving the clock. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('checkoutMachine: payment auto-selection (spec section 4 "Method auto-selection")', () => {
  it('keeps the remembered choice until the store is known, then chooses card when nothing valid is kept', () => {
    const { actor, context } = start({
      remembered: { payment: { paymentOptionId: 'gone', paymentType: 'CASH' } },
    });
    expect(context().payment).toEqual({ paymentOptionId: 'gone', paymentType: 'CASH' });
    actor.send({ type: 'store.loaded', store });
    expect(context().payment).toEqual({ paymentOptionId: 'opt-card', paymentType: 'CREDIT_CARD' });
    expect(context().paymentOptions?.map((option) => option._id)).toEqual(['opt-card', 'opt-cash']);
  });

  it('chooses nothing without an active card gateway', () => {
    const { actor, context } = start({ cardRoute: null });
    actor.send({ type: 'store.loaded', store });
    expect(context().payment).toEqual({ paymentOptionId: null, paymentType: null });
  });

  it("dine-in reads the store's dine-in options, where pay-later is offered and kept", () => {
    const { actor, context } = start({
      serviceType: 'DINE_IN',
      remembered: { payment: { paymentOptionId: 'opt-later', paymentType: 'PAY_LATER' } },
    });
    actor.send({ type: 'store.loaded', store });
    expect(context().paymentOptions?.map((option) => option._id)).toEqual(['opt-card', 'opt-later']);
    expect(context().payment).toEqual({ paymentOptionId: 'opt-later', paymentType: 'PAY_LATER' });
  });

  it("'Dine First, Pay Later' selects the pay-later type at a table; pickup hides it", () => {
    const dineIn = start({ serviceType: 'DINE_IN' });
    dineIn.actor.send({ type: 'store.loaded', store });
    dineIn.actor.send({ type: 'payment.select', option: payLater });
    expect(dineIn.context().payment).toEqual({ paymentOptionId: 'opt-later', paymentType: 'PAY_LATER' });

    const pickup = start();
    pickup.actor.send({ type: 'store.loaded', store });
    pickup.actor.send({ type: 'payment.select', option: payLater });
    expect(pickup.context().payment.paymentType).toBe('CREDIT_CARD');
  });

  it('saved cards: the first is chosen once they arrive; choosing a method goes back to the first card', () => {
    const { actor, context } = start();
    expect(context().cardChoice).toBe('new_card');
    actor.send({ type: 'cards.loaded', cardIds: ['pm_1', 'pm_2'] });
    expect(context().cardChoice).toBe('pm_1');
    actor.send({ type: 'card.choose', choice: 'pm_2' });
    actor.send({ type: 'cards.loaded', cardIds: ['pm_1', 'pm_2'] });
    expect(context().cardChoice).toBe('pm_2');
    actor.send({ type: 'payment.select', option: cash });
    expect(context()).toMatchObject({ payment: { paymentType: 'CASH' }, cardChoice: 'pm_1' });
  });
});

describe('checkoutMachine: discount code and loyalty (spec section 4 "Discount and loyalty")', () => {
  it('applies a validated code only after the 300 ms validation delay', async () => {
    const { actor, calls, context } = start();
    actor.send({ type: 'discount.apply', code: ' save10 ' });
    expect(calls.validateDiscount).toHaveBeenCalledWith({ code: 'save10' });
    expect(context().validating).toBe(true);
    await settle();
    await vi.advanceTimersByTimeAsync(299);
    expect(context()).toMatchObject({ discount: null, validating: true });
    await vi.advanceTimersByTimeAsync(1);
    expect(context()).toMatchObject({ discount: save10, validating: false, redeemLoyalty: false });
  });

  it('the validation delay is named, so an app or a test may change it', async () => {
    const { calls } = start();
    const machine = checkoutMachine.provide({
      actors: { validateDiscount: fromPromise(() => calls.validateDiscount({ code: 'x' })) },
      delays: { VALIDATION_DELAY: 10 },
    });
    const actor = createActor(machine, { input: { serviceType: 'PICKUP', cardRoute: null } }).start();
    actor.send({ type: 'discount.apply', code: 'SAVE10' });
    await settle();
    await vi.advanceTimersByTimeAsync(10);
    expect(actor.getSnapshot().context.discount).toEqual(save10);
  });

  it('a refused code shows the server message in the sheet and leaves no discount; editing clears it', async () => {
    const { actor, context } = start({}, (calls) =>
      calls.validateDiscount.mockRejectedValue(
        new Error("Sorry, We didn't find any coupon with provided code"),
      ),
    );
    actor.send({ type: 'discount.apply', code: 'NOPE' });
    await settle();
    expect(context()).toMatchObject({
      discount: null,
      validating: false,
      discountError: { text: "Sorry, We didn't find any coupon with provided code" },
    });
    actor.send({ type: 'discount.edit' });
    expect(context().discountError).toBeNull();
  });

  it('a remembered code is validated again quietly: a refusal shows nothing', async () => {
    const { calls, context } = start({ remembered: { discountCode: 'OLD' } }, (fake) =>
      fake.validateDiscount.mockRejectedValue(new Error('expired')),
    );
    expect(calls.validateDiscount).toHaveBeenCalledWith({ code: 'OLD' });
    await settle();
    expect(context()).toMatchObject({ discount: null, discountError: null, validating: false });
  });

  it('a code while loyalty is redeemed asks first; yes drops loyalty and validates the code', async () => {
    const { actor, calls, context } = start();
    actor.send({ type: 'loyalty.toggle', redeem: true });
    actor.send({ type: 'discount.apply', code: 'SAVE10' });
    expect(context()).toMatchObject({ confirm: 'discount', redeemLoyalty: true });
    expect(calls.validateDiscount).not.toHaveBeenCalled();
    actor.send({ type: 'switch.confirm' });
    expect(context()).toMatchObject({ confirm: null, redeemLoyalty: false, validating: true });
    await settle();
    await vi.advanceTimersByTimeAsync(300);
    expect(context().discount).toEqual(save10);
  });

  it('a code while loyalty is redeemed: no keeps loyalty and validates nothing', () => {
    const { actor, calls, context } = start();
    actor.send({ type: 'loyalty.toggle', redeem: true });
    actor.send({ type: 'discount.apply', code: 'SAVE10' });
    actor.send({ type: 'switch.cancel' });
    expect(context()).toMatchObject({
      confirm: null,
      redeemLoyalty: true,
      discount: null,
      pendingCode: null,
    });
    expect(calls.validateDiscount).not.toHaveBeenCalled();
  });

  it('loyalty while a discount is applied asks first; yes removes the discount, no keeps it', async () => {
    const { actor, context } = start();
    actor.send({ type: 'discount.apply', code: 'SAVE10' });
    await settle();
    await vi.advanceTimersByTimeAsync(300);

    actor.send({ type: 'loyalty.toggle', redeem: true });
    expect(context()).toMatchObject({ confirm: 'loyalty', redeemLoyalty: false, discount: save10 });
    actor.send({ type: 'switch.cancel' });
    expect(context()).toMatchObject({ confirm: null, redeemLoyalty: false, discount: save10 });

    actor.send({ type: 'loyalty.toggle', redeem: true });
    actor.send({ type: 'switch.confirm' });
    expect(context()).toMatchObject({ confirm: null, redeemLoyalty: true, discount: null });
    actor.send({ type: 'loyalty.toggle', redeem: false });
    expect(context().redeemLoyalty).toBe(false);
  });

  it('removes an applied discount', async () => {
    const { actor, context } = start();
    actor.send({ type: 'discount.apply', code: 'SAVE10' });
    await settle();
    await vi.advanceTimersByTimeAsync(300);
    actor.send({ type: 'discount.remove' });
    expect(context().discount).toBeNull();
  });
});

describe('checkoutMachine: place order validation (spec section 5 "Checkout order validation order")', () => {
  /** Pickup, paying cash, unless the test chooses otherwise. */
  function cashCheckout() {
    const run = start();
    run.actor.send({ type: 'store.loaded', store });
    run.actor.send({ type: 'payment.select', option: cash });
    return run;
  }
  const order = submission().order;

  it.each([
    ['vehicleInfo', { ...order, pickupVehicleInfo: ' x ' }],
    ['noDeliveryMethod', { ...order, serviceType: 'DELIVERY' as const, shippingMethod: null }],
    ['chooseAddress', { ...order, serviceType: 'DELIVERY' as const, shippingMethod: 'AREA_BASED' }],
    ['somethingIncorrect', { ...order, brandId: null }],
    ['mapAddress', { ...order, store: { ...order.store, mapAddress: '' } }],
    ['preOrderTime', { ...order, timingType: 'PREORDER' as const, preOrderSlot: { day: 'Monday' } }],
  ])('refuses with %s and starts no payment', (key, invalid) => {
    const { actor, calls, context } = cashCheckout();
    actor.send({ type: 'order.place', submission: submission({ order: invalid }) });
    expect(context().message).toEqual({ kind: 'core', error: { key, params: {} } });
    expect(actor.getSnapshot().matches({ editing: 'idle' })).toBe(true);
    expect(calls.checkStoreAvailability).not.toHaveBeenCalled();
  });

  it('vehicle info comes before the payment method', () => {
    const { actor, context } = start({ cardRoute: null });
    actor.send({ type: 'store.loaded', store });
    actor.send({
      type: 'order.place',
      submission: submission({ order: { ...order, pickupVehicleInfo: '' } }),
    });
    expect(context().message).toMatchObject({ error: { key: 'vehicleInfo' } });
    actor.send({ type: 'message.dismiss' });
    expect(context().message).toBeNull();
    actor.send({ type: 'order.place', submission: submission() });
    expect(context().message).toMatchObject({ error: { key: 'choosePaymentMethod' } });
  });

  it("the app's own message (a wallet sheet already open) is shown and dismissed like the machine's", () => {
    const { actor, context } = start();
    actor.send({ type: 'message.show', message: { kind: 'said', said: { key: 'walletPaymentOpen' } } });
    expect(context().message).toEqual({ kind: 'said', said: { key: 'walletPaymentOpen' } });
    actor.send({ type: 'message.dismiss' });
    expect(context().message).toBeNull();
  });

  it('a card payment needs more than 2 AED', () => {
    const { actor, context } = start();
    actor.send({ type: 'store.loaded', store });
    actor.send({ type: 'card.change', card });
    const twoAed = submission({ order: { ...order, totals: { grandTotal: 200 as Fils } } });
    actor.send({ type: 'order.place', submission: twoAed });
    expect(context().message).toMatchObject({ kind: 'core', error: { key: 'addMoreThanTwoAED' } });
  });

  it('a card chosen with no active gateway: online payment is facing some issues', () => {
    const { actor, context } = start({ cardRoute: null });
    actor.send({ type: 'store.loaded', store });
    actor.send({ type: 'payment.select', option: cardOption });
    actor.send({ type: 'order.place', submission: submission() });
    expect(context().message).toEqual({ kind: 'said', said: { key: 'onlinePaymentUnavailable' } });
  });

  it('a new card must be complete; the gateway field must have loaded', () => {
    const { actor, context } = start();
    actor.send({ type: 'store.loaded', store });
    actor.send({ type: 'order.place', submission: submission() });
    expect(context().message).toMatchObject({ error: { key: 'pleaseEnterValidCardDetails' } });

    actor.send({
      type: 'order.place',
      submission: submission({ cardField: { status: 'failed', complete: false } }),
    });
    expect(context().message).toEqual({ kind: 'said', said: { key: 'onlinePaymentUnavailable' } });

    actor.send({ type: 'message.dismiss' });
    actor.send({
      type: 'order.place',
      submission: submission({ cardField: { status: 'loading', complete: false } }),
    });
    expect(context().message).toBeNull();
    expect(actor.getSnapshot().matches({ editing: 'idle' })).toBe(true);
  });
});

describe('checkoutMachine: paying and placing (spec section 4 "Payment", "Placing order outcome")', () => {
  function readyToPay(input: Partial<CheckoutInput> = {}, change?: (calls: Fakes) => void) {
    const run = start(input, change);
    run.actor.send({ type: 'store.loaded', store });
    run.actor.send({ type: 'card.change', card });
    return run;
  }

  it('cash: checks the store, then places the draft without a gateway payment', async () => {
    const { actor, calls } = readyToPay();
    actor.send({ type: 'payment.select', option: cash });
    actor.send({ type: 'order.place', submission: submission() });
    expect(actor.getSnapshot().value).toBe('paying');
    await settle();
    expect(calls.checkStoreAvailability).toHaveBeenCalledTimes(1);
    expect(calls.placeOrder).toHaveBeenCalledWith({ order: draft, transactionInfo: null });
    // No money moves through a gateway: nothing to keep.
    expect(calls.keepCheckout).not.toHaveBeenCalled();
    const done = actor.getSnapshot();
    expect(done.status).toBe('done');
    expect(done.context.orderNumber).toBe('1001');
    expect(done.output).toEqual({ status: 'placed', orderNumber: '1001' });
  });

  it('pay later at a table, pre-ordered: no store check, the order is placed at once', async () => {
    const { actor, calls } = readyToPay({ serviceType: 'DINE_IN' });
    actor.send({ type: 'payment.select', option: payLater });
    const dineIn = { ...submission().order, serviceType: 'DINE_IN' as const };
    actor.send({ type: 'order.place', submission: submission({ order: dineIn, preOrder: true }) });
    expect(actor.getSnapshot().value).toBe('placingOrder');
    await settle();
    expect(calls.checkStoreAvailability).not.toHaveBeenCalled();
    expect(calls.placeOrder).toHaveBeenCalledWith({ order: draft, transactionInfo: null });
    expect(actor.getSnapshot().output).toEqual({ status: 'placed', orderNumber: '1001' });
  });

  it('a new card: intent created, confirmed and verified, then the order carries the intent', async () => {
    const { actor, calls } = readyToPay();
    actor.send({ type: 'order.place', submission: submission() });
    // The order is kept on the server before any money moves.
    expect(actor.getSnapshot().value).toBe('keeping');
    await settle();
    expect(calls.keepCheckout).toHaveBeenCalledWith({ order: draft });
    expect(calls.keepCheckout.mock.invocationCallOrder[0]!).toBeLessThan(
      calls.createIntent.mock.invocationCallOrder[0]!,
    );
    expect(calls.confirmCard).toHaveBeenCalledWith(expect.objectContaining({ card, saveCard: false }));
    expect(calls.placeOrder).toHaveBeenCalledWith({
      order: draft,
      transactionInfo: { gateway: 'intent', reference: 'pi_1' },
    });
    expect(actor.getSnapshot().output).toEqual({ status: 'placed', orderNumber: '1001' });
  });

  it("a keep the server did not take does not stop the payment: the payer's return places the order", async () => {
    const { actor, calls } = readyToPay();
    calls.keepCheckout.mockRejectedValueOnce(new Error('offline'));
    actor.send({ type: 'order.place', submission: submission() });
    await settle();
    expect(calls.createIntent).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().output).toEqual({ status: 'placed', orderNumber: '1001' });
  });

  it('a saved card is charged at creation and only verified', async () => {
    const { actor, calls } = readyToPay();
    actor.send({ type: 'cards.loaded', cardIds: ['pm_1'] });
    actor.send({ type: 'order.place', submission: submission() });
    await settle();
    expect(calls.createIntent).toHaveBeenCalledWith(expect.objectContaining({ savedCardId: 'pm_1' }));
    expect(calls.confirmCard).not.toHaveBeenCalled();
    expect(actor.getSnapshot().output).toEqual({ status: 'placed', orderNumber: '1001' });
  });

  it("a remembered card is not charged before the customer's cards are known: the new-card form counts", () => {
    const { actor, calls, context } = start({ remembered: { cardChoice: 'pm_gone' } });
    actor.send({ type: 'store.loaded', store });
    actor.send({ type: 'order.place', submission: submission() });
    expect(context().message).toMatchObject({ error: { key: 'pleaseEnterValidCardDetails' } });
    expect(calls.createIntent).not.toHaveBeenCalled();
  });

  it('a second tap while paying or placing is ignored', async () => {
    let answer: (outcome: PlaceOrderOutcome) => void = () => undefined;
    const { actor, calls } = readyToPay({}, (fake) =>
      fake.placeOrder.mockImplementation(() => new Promise((resolve) => (answer = resolve))),
    );
    actor.send({ type: 'order.place', submission: submission() });
    actor.send({ type: 'order.place', submission: submission() });
    await settle();
    expect(actor.getSnapshot().value).toBe('placingOrder');
    actor.send({ type: 'order.place', submission: submission() });
    answer({ status: 'placed', orderNumber: '1002' });
    await settle();
    expect(calls.createIntent).toHaveBeenCalledTimes(1);
    expect(calls.placeOrder).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().output).toEqual({ status: 'placed', orderNumber: '1002' });
  });

  it('a declined card comes back to checkout with the reason; the next try is a new attempt', async () => {
    const { actor, calls, context } = readyToPay({}, (fake) =>
      fake.confirmCard.mockResolvedValue({ status: 'failed' }),
    );
    actor.send({ type: 'order.place', submission: submission() });
    await settle();
    expect(actor.getSnapshot().matches({ editing: 'idle' })).toBe(true);
    expect(context()).toMatchObject({
      message: { kind: 'said', said: { key: 'paymentDeclined' } },
      attempt: 1,
      run: null,
    });
    expect(calls.placeOrder).not.toHaveBeenCalled();
  });

  it('a payment call with no answer comes back with the same attempt: the retry reuses its key', async () => {
    const { actor, calls, context } = readyToPay({}, (fake) =>
      fake.createIntent.mockRejectedValueOnce(new TypeError('Failed to fetch')),
    );
    actor.send({ type: 'order.place', submission: submission() });
    await settle();
    expect(actor.getSnapshot().matches({ editing: 'idle' })).toBe(true);
    expect(context()).toMatchObject({ attempt: 0, run: null });
    expect(calls.placeOrder).not.toHaveBeenCalled();
  });

  it('a closed store stops the payment before any charge', async () => {
    const { actor, calls, context } = readyToPay({}, (fake) =>
      fake.checkStoreAvailability.mockResolvedValue(false),
    );
    actor.send({ type: 'order.place', submission: submission() });
    await settle();
    expect(context().message).toEqual({ kind: 'said', said: { key: 'storeClosedNow' } });
    expect(calls.createIntent).not.toHaveBeenCalled();
  });

  it('3-D Secure: the order draft is kept with the payment and the browser leaves', async () => {
    const { actor, calls } = readyToPay({}, (fake) =>
      fake.confirmCard.mockResolvedValue({
        status: 'requires_action',
        nextActionUrl: 'https://3ds.example/pi_1',
      }),
    );
    actor.send({ type: 'order.place', submission: submission() });
    await settle();
    expect(calls.redirect).toHaveBeenCalledWith({
      url: 'https://3ds.example/pi_1',
      pending: { transaction: { gateway: 'intent', reference: 'pi_1' }, order: draft },
    });
    expect(actor.getSnapshot().value).toBe('redirecting');
    expect(actor.getSnapshot().output).toEqual({ status: 'redirecting' });
    expect(calls.placeOrder).not.toHaveBeenCalled();
  });

  const pending: PendingCheckoutPayment = {
    transaction: { gateway: 'hosted', reference: 'cart_1' },
    order: { ...draft, discountCode: 'SAVE10' },
  };

  it('resume input: back from the hosted page, verifies once and places the kept order', async () => {
    const { actor, calls } = start({ resume: { pending, outcome: 'success' } });
    expect(actor.getSnapshot().value).toBe('paying');
    await settle();
    expect(calls.verifyHosted).toHaveBeenCalledTimes(1);
    expect(calls.checkStoreAvailability).not.toHaveBeenCalled();
    expect(calls.placeOrder).toHaveBeenCalledWith({
      order: pending.order,
      transactionInfo: pending.transaction,
    });
    expect(actor.getSnapshot().output).toEqual({ status: 'placed', orderNumber: '1001' });
  });

  it('resume event: a cancelled payment places nothing and says so', async () => {
    const { actor, calls, context } = start();
    actor.send({ type: 'payment.resume', resume: { pending, outcome: 'failure' } });
    await settle();
    expect(context().message).toEqual({ kind: 'said', said: { key: 'paymentFailedOrCancelled' } });
    expect(calls.verifyHosted).not.toHaveBeenCalled();
    expect(calls.placeOrder).not.toHaveBeenCalled();
  });

  it('refused: the readable message, refund sentence included, and checkout again', async () => {
    const text = 'Payment failed or cancelled. Your payment of AED 52.50 was refunded.';
    const { actor, context } = readyToPay({}, (fake) =>
      fake.placeOrder.mockResolvedValue({ status: 'refused', message: { text } }),
    );
    actor.send({ type: 'order.place', submission: submission() });
    await settle();
    expect(context()).toMatchObject({
      message: { kind: 'said', said: { text } },
      attempt: 1,
      orderNumber: null,
    });
    expect(actor.getSnapshot().matches({ editing: 'idle' })).toBe(true);
  });

  it('no answer (connection lost while placing): the message, and the retry is the same attempt', async () => {
    const { actor, calls, context } = readyToPay({}, (fake) =>
      fake.placeOrder.mockRejectedValueOnce(new TypeError('Failed to fetch')),
    );
    actor.send({ type: 'order.place', submission: submission() });
    await settle();
    // The first try may have placed the order: the same attempt keeps the same idempotency key.
    expect(context()).toMatchObject({ attempt: 0, orderNumber: null });
    expect(context().message).not.toBeNull();
    expect(actor.getSnapshot().matches({ editing: 'idle' })).toBe(true);
    actor.send({ type: 'order.place', submission: submission() });
    await settle();
    expect(calls.placeOrder).toHaveBeenCalledTimes(2);
    expect(context().attempt).toBe(0);
  });

  it('prices moved: the message and the server totals, for the page to show', async () => {
    const totals = { total: 5400, cartTotal: 5000, deliveryFee: 0 };
    const { actor, context } = readyToPay({}, (fake) =>
      fake.placeOrder.mockResolvedValue({
        status: 'pricesMoved',
        message: { text: 'Our menu has just been updated' },
        totals,
      }),
    );
    actor.send({ type: 'order.place', submission: submission() });
    await settle();
    expect(context()).toMatchObject({
      movedTotals: totals,
      message: { kind: 'said', said: { text: 'Our menu has just been updated' } },
    });
    actor.send({ type: 'payment.select', option: cash });
    actor.send({ type: 'order.place', submission: submission() });
    expect(context().movedTotals).toBeNull();
  });

  it('a place-order call that throws is a refusal with its message', async () => {
    const { actor, context } = readyToPay({}, (fake) =>
      fake.placeOrder.mockRejectedValue(new Error('Network down')),
    );
    actor.send({ type: 'order.place', submission: submission() });
    await settle();
    expect(context().message).toEqual({ kind: 'said', said: { text: 'Network down' } });
  });
});
