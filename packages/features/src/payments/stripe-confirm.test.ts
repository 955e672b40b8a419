import { CardElement } from '@stripe/react-stripe-js';
import type { PaymentIntentResult, Stripe, StripeCardElement, StripeElements } from '@stripe/stripe-js';
import { describe, expect, it, vi } from 'vitest';
import {
  confirmCardElement,
  confirmWalletToken,
  ONLINE_PAYMENT_UNAVAILABLE,
  stripeConfirmation,
  stripeTokenId,
} from './stripe-confirm.js';

const paid = { paymentIntent: { id: 'pi_1', status: 'succeeded' } } as unknown as PaymentIntentResult;

function fakeStripe(result: PaymentIntentResult = paid) {
  const confirmCardPayment = vi.fn(async () => result);
  return { stripe: { confirmCardPayment } as unknown as Stripe, confirmCardPayment };
}

function fakeElements(card: StripeCardElement | null) {
  const getElement = vi.fn(() => card);
  return { elements: { getElement } as unknown as StripeElements, getElement };
}

const cardElement = { mounted: true } as unknown as StripeCardElement;

describe('confirmCardElement', () => {
  it("confirms with the CardElement the customer typed in (useStripe's stripe, useElements' element)", async () => {
    const { stripe, confirmCardPayment } = fakeStripe();
    const { elements, getElement } = fakeElements(cardElement);
    await expect(confirmCardElement(stripe, elements, 'pi_1_secret_2', false)).resolves.toBe(paid);
    expect(getElement).toHaveBeenCalledWith(CardElement);
    expect(confirmCardPayment).toHaveBeenCalledWith('pi_1_secret_2', {
      payment_method: { card: cardElement },
    });
  });

  it('asks Stripe to keep the card for off-session use when the customer ticked save card', async () => {
    const { stripe, confirmCardPayment } = fakeStripe();
    await confirmCardElement(stripe, fakeElements(cardElement).elements, 'pi_1_secret_2', true);
    expect(confirmCardPayment).toHaveBeenCalledWith('pi_1_secret_2', {
      payment_method: { card: cardElement },
      setup_future_usage: 'off_session',
    });
  });

  it('without a mounted CardElement nothing is confirmed and online payment is unavailable', async () => {
    const { stripe, confirmCardPayment } = fakeStripe();
    await expect(
      confirmCardElement(stripe, fakeElements(null).elements, 'pi_1_secret_2', false),
    ).rejects.toThrow(ONLINE_PAYMENT_UNAVAILABLE);
    expect(confirmCardPayment).not.toHaveBeenCalled();
  });
});

describe('stripeConfirmation', () => {
  it('succeeded, processing and requires_capture count as paid (the server verifies after)', () => {
    for (const status of ['succeeded', 'processing', 'requires_capture']) {
      expect(stripeConfirmation({ paymentIntent: { status } } as unknown as PaymentIntentResult)).toEqual({
        status: 'succeeded',
      });
    }
  });

  it("Stripe's error fails with its message; any other status fails without one", () => {
    expect(
      stripeConfirmation({
        error: { type: 'card_error', message: 'Your card was declined.' },
      } as unknown as PaymentIntentResult),
    ).toEqual({ status: 'failed', message: { text: 'Your card was declined.' } });
    expect(stripeConfirmation({ error: { type: 'api_error' } } as unknown as PaymentIntentResult)).toEqual({
      status: 'failed',
    });
    expect(
      stripeConfirmation({
        paymentIntent: { status: 'requires_payment_method' },
      } as unknown as PaymentIntentResult),
    ).toEqual({ status: 'failed' });
  });
});

describe('wallet tokens with a real Stripe account', () => {
  it("reads the id of Stripe's token object, or a bare tok_ id; nothing else", () => {
    expect(stripeTokenId(JSON.stringify({ id: 'tok_1Abc', object: 'token' }))).toBe('tok_1Abc');
    expect(stripeTokenId('tok_1Abc')).toBe('tok_1Abc');
    expect(stripeTokenId(JSON.stringify({ signature: 'x', protocolVersion: 'ECv2' }))).toBeNull();
    expect(stripeTokenId('examplePaymentMethodToken')).toBeNull();
  });

  it('confirms the intent with the token as the card', async () => {
    const { stripe, confirmCardPayment } = fakeStripe();
    await confirmWalletToken(stripe, 'pi_1_secret_2', JSON.stringify({ id: 'tok_1Abc' }));
    expect(confirmCardPayment).toHaveBeenCalledWith('pi_1_secret_2', {
      payment_method: { card: { token: 'tok_1Abc' } },
    });
  });

  it('a token Stripe did not make is never sent to Stripe', async () => {
    const { stripe, confirmCardPayment } = fakeStripe();
    await expect(confirmWalletToken(stripe, 'pi_1_secret_2', 'examplePaymentMethodToken')).rejects.toThrow(
      ONLINE_PAYMENT_UNAVAILABLE,
    );
    expect(confirmCardPayment).not.toHaveBeenCalled();
  });
});
