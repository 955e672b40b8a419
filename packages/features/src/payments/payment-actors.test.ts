import type { BrandInfo } from '@storefront/api';
import type { Fils } from '@storefront/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';

const post = vi.fn();
vi.mock('../app-kit/api.js', () => ({ api: { POST: (...args: unknown[]) => post(...args) } }));

const { gatewayActors } = await import('./payment-actors.js');

const context = {
  brand: {
    brand: { _id: 'brand-1' },
    setting: { temporaryDomainName: 'zaatar-house' },
    domainName: null,
  } as unknown as BrandInfo,
  storeId: 'store-1',
  serviceType: 'PICKUP' as const,
  returnUrl: 'http://localhost:3000/zaatar-house/store/checkout',
  language: 'en' as const,
  stripe: async () => null,
  stripeField: () => null,
  walletSheet: () => null,
};
const amount = 4500 as Fils;
const idempotencyKey = 'attempt-key-1';

afterEach(() => post.mockReset());

function bodyOf(path: string): Record<string, unknown> {
  const call = post.mock.calls.find(([called]) => called === path);
  return (call?.[1] as { body: Record<string, unknown> }).body;
}

describe('gatewayActors send the checkout attempt its idempotency key with every payment start', () => {
  it('create-payment-intent-v2', async () => {
    post.mockResolvedValue({
      data: { gatewayData: { isVerified: true, data: { id: 'pi_1', status: 'succeeded' } } },
    });
    const actors = gatewayActors(context);
    await toPromise(
      createActor(actors.createIntent, {
        input: { amount, savedCardId: 'pm_1', paymentMethod: 'CARD', idempotencyKey },
      }).start(),
    );
    expect(bodyOf('/orders-checkout-payment/stripe/create-payment-intent-v2')).toMatchObject({
      isStoredCard: true,
      cardId: 'pm_1',
      idempotencyKey,
    });
  });

  it('initiate-frames-payment-request', async () => {
    post.mockResolvedValue({
      data: {
        gatewayData: {
          axiosResData: { framesResponse: { id: 'pay_1', status: 'Authorized' } },
          three_d_secure_redirection_required: false,
        },
      },
    });
    const actors = gatewayActors(context);
    await toPromise(
      createActor(actors.initiateFrames, {
        input: { amount, token: null, savedCardId: 'src_1', idempotencyKey },
      }).start(),
    );
    expect(bodyOf('/orders-checkout-payment/checkout-dot-com/initiate-frames-payment-request')).toMatchObject(
      { storeCardId: 'src_1', idempotencyKey },
    );
  });

  it('getHostedPaymentPage', async () => {
    post.mockResolvedValue({
      data: {
        data: { transactionInfo: { reference: 'hp_1', cartId: 'cart-1' }, paymentURL: 'http://x/hp_1' },
      },
    });
    const actors = gatewayActors(context);
    await toPromise(createActor(actors.requestHostedPage, { input: { amount, idempotencyKey } }).start());
    expect(bodyOf('/ordersCheckoutPayment/getHostedPaymentPage')).toMatchObject({ idempotencyKey });
  });
});
