import type { ApiClient, BrandInfo } from '@storefront/api';
import type { Fils } from '@storefront/core';
import type { WalletRequestOptions } from '@storefront/flows';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  appleMerchantIdOf,
  isWalletSheetOpen,
  merchantSessionFromApi,
  merchantValidationHandler,
  offeredWallets,
  openWalletSheet,
  SANDBOX_APPLE_MERCHANT_ID,
  SANDBOX_CONFIRMS_WALLETS,
  type MerchantValidationEventLike,
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
  vi.restoreAllMocks();
});

describe('offeredWallets', () => {
  it('the sandbox confirms wallet tokens, so its brands offer Apple Pay and Google Pay', () => {
    expect(SANDBOX_CONFIRMS_WALLETS).toBe(true);
    expect(offeredWallets('sandbox')).toEqual(['applePay', 'googlePay']);
  });

  it('a real Stripe account offers Google Pay once Stripe.js is ready, never while loading or after it failed', () => {
    expect(offeredWallets('ready')).toEqual(['googlePay']);
    expect(offeredWallets('loading')).toEqual([]);
    expect(offeredWallets('failed')).toEqual([]);
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

/** A merchant validation event as Safari fires it: `complete` records what it was given. */
function fakeMerchantValidationEvent(validationURL: string) {
  const completed: Promise<object>[] = [];
  const event: MerchantValidationEventLike = {
    validationURL,
    complete(merchantSession) {
      completed.push(merchantSession);
    },
  };
  return { event, completed };
}

const APPLE_GATEWAY = 'https://apple-pay-gateway.apple.com/paymentservices/startSession';
const sandboxSession = {
  epochTimestamp: 1773568800000,
  expiresAt: 1773572400000,
  merchantSessionIdentifier: 'SSH_SANDBOX_5F0E4C3A1B2D49E8A7C6B5D4E3F2A1B0',
  nonce: '9c1d3e7a',
  domainName: 'zaatar.localhost',
  displayName: 'Zaatar House',
  signature: 'SANDBOX-NOT-SIGNED-4f1c',
  sandbox: true,
};

describe('merchantValidationHandler', () => {
  it("asks for the session with the event's validation URL and hands its promise to event.complete at once", async () => {
    const asked: string[] = [];
    const handler = merchantValidationHandler((url) => {
      asked.push(url);
      return Promise.resolve(sandboxSession);
    });
    const { event, completed } = fakeMerchantValidationEvent(APPLE_GATEWAY);
    handler(event);
    // Synchronously, while the event is being dispatched, as the browser requires.
    expect(asked).toEqual([APPLE_GATEWAY]);
    expect(completed).toHaveLength(1);
    await expect(completed[0]).resolves.toEqual(sandboxSession);
  });

  it('a refused session still completes the event (the browser then closes the sheet) and is reported', async () => {
    const failures: unknown[] = [];
    const handler = merchantValidationHandler(
      () =>
        Promise.reject(new Error('Online payment is facing some issues, please use other payment method')),
      (error) => failures.push(error),
    );
    const { event, completed } = fakeMerchantValidationEvent('https://evil.example/startSession');
    handler(event);
    expect(completed).toHaveLength(1);
    await expect(completed[0]).rejects.toThrow('Online payment is facing some issues');
    expect(failures).toHaveLength(1);
  });

  it('a source that throws at once is a rejected session, not an exception inside the event', async () => {
    const failures: unknown[] = [];
    const handler = merchantValidationHandler(
      () => {
        throw new Error('boom');
      },
      (error) => failures.push(error),
    );
    const { event, completed } = fakeMerchantValidationEvent(APPLE_GATEWAY);
    expect(() => handler(event)).not.toThrow();
    await expect(completed[0]).rejects.toThrow('boom');
    expect(failures).toHaveLength(1);
  });
});

describe('merchantSessionFromApi', () => {
  function fakeClient(answer: { data?: unknown; error?: unknown }) {
    const calls: { path: string; init: { body: unknown } }[] = [];
    const client = {
      POST: (path: string, init: { body: unknown }) => {
        calls.push({ path, init });
        return Promise.resolve(answer);
      },
    } as unknown as Pick<ApiClient, 'POST'>;
    return { client, calls };
  }

  it("posts the brand, the validation URL and the page's host to the API and answers the merchant session", async () => {
    const { client, calls } = fakeClient({ data: { success: 1, data: { merchantSession: sandboxSession } } });
    const source = merchantSessionFromApi(client, '6650a1e0c0ffee0000000001', 'zaatar.localhost');
    expect(await source(APPLE_GATEWAY)).toEqual(sandboxSession);
    expect(calls).toEqual([
      {
        path: '/payments/apple-pay/merchant-session',
        init: {
          body: {
            brandId: '6650a1e0c0ffee0000000001',
            validationURL: APPLE_GATEWAY,
            domainName: 'zaatar.localhost',
          },
        },
      },
    ]);
  });

  it("any refusal reads as the spec's 'Online payment is facing some issues' text", async () => {
    const { client } = fakeClient({
      error: { success: 0, message: 'The validation URL must be an https address of an Apple Pay gateway' },
    });
    await expect(
      merchantSessionFromApi(client, 'b', 'zaatar.localhost')('https://evil.example/'),
    ).rejects.toThrow('Online payment is facing some issues, please use other payment method');
  });
});

describe('appleMerchantIdOf', () => {
  const integration = (metaData: Record<string, string>, isActive = true) =>
    ({
      name: 'applePay',
      isActive,
      category: 'PAYMENT',
      metaData,
    }) as BrandInfo['activeIntegrations'][number];

  it("is an active applePay integration's merchant id, else the sandbox's", () => {
    expect(appleMerchantIdOf([integration({ merchantIdentifier: 'merchant.ae.zaatarhouse' })])).toBe(
      'merchant.ae.zaatarhouse',
    );
    expect(appleMerchantIdOf([])).toBe(SANDBOX_APPLE_MERCHANT_ID);
    expect(appleMerchantIdOf([integration({ merchantIdentifier: 'merchant.ae.x' }, false)])).toBe(
      SANDBOX_APPLE_MERCHANT_ID,
    );
    expect(appleMerchantIdOf([integration({ merchantIdentifier: 'not a merchant id' })])).toBe(
      SANDBOX_APPLE_MERCHANT_ID,
    );
  });
});

/**
 * The Payment Request API as Safari runs Apple Pay (and e2e/tests/wallet-pay.spec.ts fakes it):
 * `show()` first fires `merchantvalidation`, waits for the session given to `event.complete`,
 * aborts the sheet when it is refused, then answers Apple Pay's payment data.
 */
function fakeApplePay(validationURL = APPLE_GATEWAY) {
  const requests: { methods: unknown; details: unknown }[] = [];
  const sessions: unknown[] = [];
  const completed: string[] = [];
  class FakeApplePayRequest {
    onmerchantvalidation: ((event: MerchantValidationEventLike) => void) | null = null;
    constructor(methods: unknown, details: unknown) {
      requests.push({ methods, details });
    }
    async canMakePayment() {
      return true;
    }
    async show() {
      let given: Promise<object> | undefined;
      this.onmerchantvalidation?.({
        validationURL,
        complete: (session) => {
          given = session;
        },
      });
      if (!given) throw new DOMException('merchant validation never completed', 'AbortError');
      try {
        sessions.push(await given);
      } catch {
        throw new DOMException('merchant validation failed', 'AbortError');
      }
      return {
        methodName: 'https://apple.com/apple-pay',
        details: {
          token: { paymentData: { version: 'EC_v1', data: 'encrypted' }, transactionIdentifier: 'T1' },
        },
        complete: async (result: string) => {
          completed.push(result);
        },
      };
    }
  }
  vi.stubGlobal('window', { PaymentRequest: FakeApplePayRequest });
  return { requests, sessions, completed };
}

describe('openWalletSheet with Apple Pay', () => {
  const appleOptions: WalletRequestOptions = { ...options, appleMerchantId: SANDBOX_APPLE_MERCHANT_ID };

  it("validates the merchant while the sheet opens, then hands over Apple Pay's payment data as the token", async () => {
    const wallet = fakeApplePay();
    const asked: string[] = [];
    const opened = await openWalletSheet('applePay', appleOptions, {
      merchantSession: (url) => {
        asked.push(url);
        return Promise.resolve(sandboxSession);
      },
    });
    expect(asked).toEqual([APPLE_GATEWAY]);
    expect(wallet.sessions).toEqual([sandboxSession]);
    const [method] = wallet.requests[0]!.methods as {
      supportedMethods: string;
      data: Record<string, unknown>;
    }[];
    expect(method).toMatchObject({
      supportedMethods: 'https://apple.com/apple-pay',
      data: { merchantIdentifier: SANDBOX_APPLE_MERCHANT_ID, countryCode: 'AE' },
    });
    expect(opened).toMatchObject({ status: 'authorised', token: '{"version":"EC_v1","data":"encrypted"}' });
    if (opened.status !== 'authorised') return;
    await opened.sheet.complete('success');
    expect(wallet.completed).toEqual(['success']);
    expect(isWalletSheetOpen()).toBe(false);
  });

  it("a refused merchant validation is 'merchantNotValidated', not a payer cancelling", async () => {
    fakeApplePay('https://evil.example/startSession');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const opened = await openWalletSheet('applePay', appleOptions, {
      merchantSession: () => Promise.reject(new Error('Online payment is facing some issues')),
    });
    expect(opened).toEqual({ status: 'merchantNotValidated' });
    expect(isWalletSheetOpen()).toBe(false);
  });

  it('Google Pay sheets get no merchant validation handler', async () => {
    fakePaymentRequest('{"signature":"sig"}');
    const asked: string[] = [];
    const opened = await openWalletSheet('googlePay', options, {
      merchantSession: (url) => {
        asked.push(url);
        return Promise.resolve({});
      },
    });
    expect(opened.status).toBe('authorised');
    expect(asked).toEqual([]);
    if (opened.status === 'authorised') await opened.sheet.complete('success');
  });
});
