import type { Fils } from '@storefront/core';
import { describe, expect, it, vi } from 'vitest';
import {
  detectWallets,
  walletsToAsk,
  NO_WALLETS,
  readWalletToken,
  walletMethodData,
  walletOf,
  walletPaymentDetails,
  type PaymentRequestConstructor,
  type WalletMethodData,
  type WalletPaymentDetails,
  type WalletRequestOptions,
} from './wallet-availability.js';

const options: WalletRequestOptions = {
  amount: 5250 as Fils,
  label: 'Zaatar House',
  tokenization: { gateway: 'sandbox' },
};

/**
 * A stand-in for the browser's PaymentRequest: `answer` decides what canMakePayment says for
 * each method URL; every construction is recorded.
 */
function fakePaymentRequest(answer: (method: string) => boolean | Error | 'throw-on-construct') {
  const constructed: { methods: WalletMethodData[]; details: WalletPaymentDetails }[] = [];
  class FakePaymentRequest {
    readonly #method: string;
    constructor(methods: WalletMethodData[], details: WalletPaymentDetails) {
      const method = methods[0]?.supportedMethods ?? '';
      if (answer(method) === 'throw-on-construct') throw new TypeError('unsupported');
      constructed.push({ methods, details });
      this.#method = method;
    }
    async canMakePayment(): Promise<boolean> {
      const result = answer(this.#method);
      if (result instanceof Error) throw result;
      return result === true;
    }
  }
  return { PaymentRequest: FakePaymentRequest satisfies PaymentRequestConstructor, constructed };
}

describe('walletsToAsk', () => {
  it('asks about Apple Pay only where ApplePaySession exists, and about Google Pay everywhere', () => {
    expect(walletsToAsk(['applePay', 'googlePay'], { hasApplePaySession: false })).toEqual(['googlePay']);
    expect(walletsToAsk(['applePay', 'googlePay'], { hasApplePaySession: true })).toEqual([
      'applePay',
      'googlePay',
    ]);
    expect(walletsToAsk(['applePay'], { hasApplePaySession: false })).toEqual([]);
  });
});

describe('detectWallets', () => {
  it('without the Payment Request API (headless or insecure page) no wallet is offered', async () => {
    expect(await detectWallets(undefined, options)).toEqual(NO_WALLETS);
  });

  it('a browser that cannot pay with either wallet offers none (as headless Chromium answers)', async () => {
    const { PaymentRequest, constructed } = fakePaymentRequest(() => false);
    expect(await detectWallets(PaymentRequest, options)).toEqual({ applePay: false, googlePay: false });
    expect(constructed).toHaveLength(2);
  });

  it('offers exactly the wallet whose canMakePayment resolves true', async () => {
    const { PaymentRequest } = fakePaymentRequest((method) => method === 'https://google.com/pay');
    expect(await detectWallets(PaymentRequest, options)).toEqual({ applePay: false, googlePay: true });
  });

  it('offers both when both can pay', async () => {
    const { PaymentRequest } = fakePaymentRequest(() => true);
    expect(await detectWallets(PaymentRequest, options)).toEqual({ applePay: true, googlePay: true });
  });

  it('a check that rejects (Chrome refusing too many checks) reads as cannot pay', async () => {
    const { PaymentRequest } = fakePaymentRequest((method) =>
      method === 'https://apple.com/apple-pay'
        ? Object.assign(new Error('refused'), { name: 'NotAllowedError' })
        : true,
    );
    expect(await detectWallets(PaymentRequest, options)).toEqual({ applePay: false, googlePay: true });
  });

  it('a constructor that throws for one method does not hide the other', async () => {
    const { PaymentRequest } = fakePaymentRequest((method) =>
      method === 'https://apple.com/apple-pay' ? 'throw-on-construct' : true,
    );
    expect(await detectWallets(PaymentRequest, options)).toEqual({ applePay: false, googlePay: true });
  });

  it('asks only for the wallets it is given', async () => {
    const answer = vi.fn(() => true);
    const { PaymentRequest, constructed } = fakePaymentRequest(answer);
    expect(await detectWallets(PaymentRequest, options, ['googlePay'])).toEqual({
      applePay: false,
      googlePay: true,
    });
    expect(constructed.map((entry) => entry.methods[0]?.supportedMethods)).toEqual([
      'https://google.com/pay',
    ]);
  });

  it('only a literal true counts', async () => {
    class Truthy {
      async canMakePayment() {
        return 'yes' as unknown as boolean;
      }
    }
    expect(await detectWallets(Truthy, options)).toEqual(NO_WALLETS);
  });

  it('asks with the order total in AED, two decimals, country AE', async () => {
    const { PaymentRequest, constructed } = fakePaymentRequest(() => true);
    await detectWallets(PaymentRequest, { ...options, amount: 201 as Fils });
    expect(constructed[0]?.details).toEqual({
      total: { label: 'Zaatar House', amount: { currency: 'AED', value: '2.01' } },
    });
  });
});

describe('walletMethodData', () => {
  it('Google Pay in the sandbox uses the TEST environment and the example gateway', () => {
    const data = walletMethodData('googlePay', options);
    expect(data.supportedMethods).toBe('https://google.com/pay');
    expect(data.data).toMatchObject({
      environment: 'TEST',
      apiVersion: 2,
      transactionInfo: {
        countryCode: 'AE',
        currencyCode: 'AED',
        totalPrice: '52.50',
        totalPriceStatus: 'FINAL',
      },
      allowedPaymentMethods: [
        {
          type: 'CARD',
          tokenizationSpecification: {
            type: 'PAYMENT_GATEWAY',
            parameters: { gateway: 'example', gatewayMerchantId: 'exampleGatewayMerchantId' },
          },
        },
      ],
    });
  });

  it("Google Pay with a real Stripe account tokenises for Stripe with the brand's key", () => {
    const live = walletMethodData('googlePay', {
      ...options,
      tokenization: { gateway: 'stripe', publishableKey: 'pk_live_x', live: true },
    });
    expect(live.data).toMatchObject({
      environment: 'PRODUCTION',
      allowedPaymentMethods: [
        {
          tokenizationSpecification: {
            parameters: { gateway: 'stripe', 'stripe:publishableKey': 'pk_live_x' },
          },
        },
      ],
    });
    const test = walletMethodData('googlePay', {
      ...options,
      tokenization: { gateway: 'stripe', publishableKey: 'pk_test_x', live: false },
    });
    expect(test.data).toMatchObject({ environment: 'TEST' });
  });

  it('Apple Pay asks for country AE with the merchant id', () => {
    const data = walletMethodData('applePay', { ...options, appleMerchantId: 'merchant.ae.zaatar' });
    expect(data).toEqual({
      supportedMethods: 'https://apple.com/apple-pay',
      data: {
        version: 3,
        merchantIdentifier: 'merchant.ae.zaatar',
        merchantCapabilities: ['supports3DS'],
        supportedNetworks: ['visa', 'masterCard', 'amex'],
        countryCode: 'AE',
      },
    });
  });

  it('the total never goes through floating point: 100000001 fils is 1000000.01', () => {
    expect(walletPaymentDetails({ ...options, amount: 100000001 as Fils }).total.amount.value).toBe(
      '1000000.01',
    );
  });
});

describe('readWalletToken and walletOf', () => {
  it("reads Google Pay's gateway token", () => {
    const details = {
      paymentMethodData: { type: 'CARD', tokenizationData: { type: 'PAYMENT_GATEWAY', token: 'tok_1' } },
    };
    expect(readWalletToken('googlePay', details)).toBe('tok_1');
  });

  it("reads Apple Pay's payment data as JSON", () => {
    const details = { token: { paymentData: { version: 'EC_v1', data: 'abc' }, transactionIdentifier: 't' } };
    expect(readWalletToken('applePay', details)).toBe('{"version":"EC_v1","data":"abc"}');
  });

  it('details without a token give null', () => {
    expect(readWalletToken('googlePay', null)).toBeNull();
    expect(
      readWalletToken('googlePay', { paymentMethodData: { tokenizationData: { token: '' } } }),
    ).toBeNull();
    expect(readWalletToken('googlePay', { paymentMethodData: 'x' })).toBeNull();
    expect(readWalletToken('applePay', { token: { paymentData: 'x' } })).toBeNull();
    expect(readWalletToken('applePay', 'token')).toBeNull();
  });

  it('names the wallet of a payment response method', () => {
    expect(walletOf('https://google.com/pay')).toBe('googlePay');
    expect(walletOf('https://apple.com/apple-pay')).toBe('applePay');
    expect(walletOf('basic-card')).toBeNull();
  });
});
