import type { Fils } from '@storefront/core';
import type { WalletRequestOptions } from '@storefront/flows';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isWalletSheetOpen,
  openWalletSheet,
  SANDBOX_CONFIRMS_WALLETS,
  walletsOfferedWith,
} from './wallet-sheet.js';

const options: WalletRequestOptions = {
  amount: 2730 as Fils,
  label: 'Zaatar House',
  tokenization: { gateway: 'sandbox' },
};

/** The Payment Request API as e2e/tests/wallet-pay.spec.ts fakes it: Google Pay answers `token`. */
function fakePaymentRequest(token: string) {
  const requests: { methods: unknown; details: unknown }[] = [];
  const completed: string[] = [];
  class FakePaymentRequest {
    constructor(methods: unknown, details: unknown) {
      requests.push({ methods, details });
    }
    async canMakePayment() {
      return true;
    }
    async show() {
      return {
        methodName: 'https://google.com/pay',
        details: {
          apiVersion: 2,
          paymentMethodData: { type: 'CARD', tokenizationData: { type: 'PAYMENT_GATEWAY', token } },
        },
        complete: async (result: string) => {
          completed.push(result);
        },
      };
    }
  }
  vi.stubGlobal('window', { PaymentRequest: FakePaymentRequest });
  return { requests, completed };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('walletsOfferedWith', () => {
  it('the sandbox confirms wallet tokens now, so its brands offer wallets', () => {
    expect(SANDBOX_CONFIRMS_WALLETS).toBe(true);
    expect(walletsOfferedWith('sandbox')).toBe(true);
  });

  it('a real Stripe account offers them once Stripe.js is ready, never while loading or after it failed', () => {
    expect(walletsOfferedWith('ready')).toBe(true);
    expect(walletsOfferedWith('loading')).toBe(false);
    expect(walletsOfferedWith('failed')).toBe(false);
  });
});

describe('openWalletSheet', () => {
  it("asks Google Pay for the total in AED with the sandbox's example gateway, and hands over its token", async () => {
    const { requests, completed } = fakePaymentRequest('{"signature":"sig"}');
    const opened = await openWalletSheet('googlePay', options);
    expect(requests).toHaveLength(1);
    const [method] = requests[0]!.methods as { supportedMethods: string; data: Record<string, unknown> }[];
    expect(method?.supportedMethods).toBe('https://google.com/pay');
    expect(method?.data).toMatchObject({
      environment: 'TEST',
      transactionInfo: { currencyCode: 'AED', totalPrice: '27.30' },
    });
    expect(requests[0]!.details).toEqual({
      total: { label: 'Zaatar House', amount: { currency: 'AED', value: '27.30' } },
    });
    expect(opened).toMatchObject({ status: 'authorised', token: '{"signature":"sig"}' });
    expect(isWalletSheetOpen()).toBe(true);
    if (opened.status !== 'authorised') return;
    await opened.sheet.complete('success');
    await opened.sheet.complete('fail');
    expect(completed).toEqual(['success']);
    expect(isWalletSheetOpen()).toBe(false);
  });

  it('a sheet without a token is told it failed', async () => {
    const { completed } = fakePaymentRequest('');
    expect(await openWalletSheet('googlePay', options)).toEqual({ status: 'noToken' });
    expect(completed).toEqual(['fail']);
    expect(isWalletSheetOpen()).toBe(false);
  });
});
