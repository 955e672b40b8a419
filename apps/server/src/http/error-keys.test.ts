import type { ApiClient, Schemas } from '@storefront/api';
import { fils } from '@storefront/core';
import errorsAr from '@storefront/i18n/resources/ar/errors.json';
import errorsEn from '@storefront/i18n/resources/en/errors.json';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../app.js';
import { authMessages } from '../auth/handlers.js';
import { messages as catalogueMessages } from '../catalogue/catalogue-messages.js';
import { customerMessages } from '../customers/handlers.js';
import { demoBrandIds } from '../db/seed/brands.js';
import { orderMessages } from '../orders/order-messages.js';
import { withRefundSentence } from '../orders/unplaced-payments.js';
import { useTestApp } from '../testing/app.js';
import { linkMessages } from '../payment-links/handlers.js';
import { ApplePayError, applePayErrorMessages, type ApplePayErrorCode } from '../payments/apple-pay.js';
import { paymentMessages } from '../payments/messages.js';
import {
  declineSaid,
  paymentErrorMessages,
  paymentErrorSaid,
  type PaymentErrorCode,
} from '../payments/payment-error.js';
import { signIn, uniquePhone, validLine } from '../testing/customers.js';
import type { Said } from './messages.js';

/** Sunday 22 November 2026, 12:00 in Dubai: the open outlets are open. */
const NOW = new Date(Date.UTC(2026, 10, 22, 8, 0, 0));
const zaatar = demoBrandIds.zaatarHouse;
const ADMIN_KEY = 'test-admin-key-0123456789';
const NO_SUCH_ID = '6650a1e0c0ffee00000000ff';

const en: Record<string, string> = errorsEn;
const ar: Record<string, string> = errorsAr;

/** `{{name}}` filled in from the parameters, as i18next does with the `errors` resources. */
function fill(template: string, params: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}

/** The answer's key names an entry of both languages, and the English entry says `message` exactly. */
function expectKeyed(label: string, body: unknown): void {
  const answer = body as Partial<Schemas['ErrorResponse']> | undefined;
  expect(answer?.success, label).toBe(0);
  expect(answer?.messageKey, label).toMatch(/^errors:[A-Za-z0-9]+$/);
  const key = answer!.messageKey!.slice('errors:'.length);
  expect(en[key], `${label}: ${key} in en`).toBeTypeOf('string');
  expect(ar[key], `${label}: ${key} in ar`).toBeTypeOf('string');
  expect(fill(en[key]!, answer!.messageParams), label).toBe(answer!.message);
}

function expectSaid(label: string, message: Said): void {
  expectKeyed(label, {
    success: 0,
    message: message.text,
    messageKey: `errors:${message.key}`,
    messageParams: message.params,
  });
}

describe('every message an error answer can carry has its key in both languages', () => {
  const tables = {
    authMessages,
    catalogueMessages,
    customerMessages,
    orderMessages,
    linkMessages,
    paymentMessages,
  };
  for (const [table, entries] of Object.entries(tables)) {
    it(`${table}`, () => {
      for (const [name, message] of Object.entries(entries)) expectSaid(`${table}.${name}`, message);
    });
  }

  it('payment and Apple Pay errors, and gateway decline texts', () => {
    for (const code of Object.keys(paymentErrorMessages) as PaymentErrorCode[]) {
      expectSaid(code, paymentErrorSaid(code));
      expect(declineSaid(paymentErrorMessages[code]).text).toBe(paymentErrorMessages[code]);
    }
    for (const code of Object.keys(applePayErrorMessages) as ApplePayErrorCode[])
      expectSaid(code, new ApplePayError(code).said);
  });

  it('a refusal followed by its refund sentence, with the refusal and its key as parameters', () => {
    const refunded = withRefundSentence(orderMessages.storeClosed, {
      status: 'refunded',
      amount: fils(2550),
    });
    expectSaid('refunded', refunded);
    expect(refunded.params).toMatchObject({ reasonKey: 'errors:storeClosedNow', amount: 'AED 25.50' });
    const failed = withRefundSentence(orderMessages.choosePayment, { status: 'failed', amount: fils(900) });
    expectSaid('failed', failed);
    expect(failed.text).toBe(
      'Please choose a payment method. Your payment of AED 9.00 could not be refunded automatically; the store has been told and will refund it.',
    );
  });
});

describe('error answers carry their message key', () => {
  const test = useTestApp('pglite', { clock: () => NOW, adminKey: ADMIN_KEY });
  let services: AppServices;
  let origin: string;
  let baseUrl: string;
  let anonymous: ApiClient;

  beforeAll(() => {
    ({ services, origin, baseUrl, anonymous } = test);
  });

  async function raw(path: string, init?: RequestInit): Promise<{ status: number; body: unknown }> {
    const response = await fetch(`${origin}${path}`, init);
    return { status: response.status, body: await response.json() };
  }

  it('from the framework: bad input, unreadable JSON, no such path, no such translation file', async () => {
    const post = (body: string) => ({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    const invalid = await raw('/api/v1/store/get-stores-for-pickup', post('{}'));
    expect(invalid.status).toBe(400);
    expectKeyed('validation', invalid.body);
    expect(invalid.body).toMatchObject({ messageKey: 'errors:requestInvalid' });
    const unreadable = await raw('/api/v1/store/get-stores-for-pickup', post('{"brandId":'));
    expect(unreadable.status).toBe(400);
    expectKeyed('unreadable JSON', unreadable.body);
    const noPath = await raw('/api/v1/no/such/call');
    expect(noPath.status).toBe(404);
    expectKeyed('no such path', noPath.body);
    expect(noPath.body).toMatchObject({ messageParams: { method: 'GET', path: '/api/v1/no/such/call' } });
    const noFile = await raw('/assets/i18n/nosuchnamespace/en.json');
    expect(noFile.status).toBe(404);
    expectKeyed('no such translation file', noFile.body);
  });

  it('from the calls: not found, unauthorised, sign-in codes, refused orders and discounts', async () => {
    const samples: [string, { response: Response; error?: unknown }][] = [];
    const sample = (label: string, result: { response: Response; error?: unknown }) =>
      samples.push([label, result]);

    sample(
      'brand not found',
      await anonymous.POST('/store/get-stores-for-pickup', { body: { brandId: NO_SUCH_ID } }),
    );
    sample(
      'unauthorised',
      await anonymous.GET('/order/getCustomerOrders', { params: { query: { brandId: zaatar } } }),
    );
    sample(
      'order not found',
      await anonymous.GET('/order/get-order-tracking-info/{orderId}', {
        params: { path: { orderId: 'NOPE-1' } },
      }),
    );
    sample(
      'admin key',
      await anonymous.POST('/admin/update-order-status', {
        headers: { 'x-admin-key': 'wrong' },
        body: { orderNumber: 'NOPE-1', status: 'PREPARING' },
      }),
    );
    sample(
      'invalid phone',
      await anonymous.POST('/user/password-less-login-v2', {
        body: { brandId: zaatar, phoneNumber: '+9715' },
      }),
    );

    // Sign-in codes: asked again too soon (with its seconds), then a wrong code.
    const phoneNumber = uniquePhone();
    const sent = await anonymous.POST('/user/password-less-login-v2', {
      body: { brandId: zaatar, phoneNumber },
    });
    expect(sent.response.status).toBe(200);
    const again = await anonymous.POST('/user/password-less-login-v2', {
      body: { brandId: zaatar, phoneNumber },
    });
    expect(again.response.status).toBe(429);
    expect(again.error).toMatchObject({
      messageKey: 'errors:otpTooSoon',
      messageParams: { seconds: expect.any(Number) },
    });
    sample('too soon', again);
    const code = services.outbox!.outbox(sent.data!.data.phoneNumber)[0]!.code;
    sample(
      'wrong code',
      await anonymous.POST('/user/verify-account-v2', {
        body: { brandId: zaatar, phoneNumber, verificationCode: code === '1234' ? '4321' : '1234' },
      }),
    );

    // Orders: a closed store, an address form refusal, a coupon that does not exist.
    const { client } = await signIn(baseUrl, services, zaatar);
    const stores = (await anonymous.POST('/store/get-stores-for-pickup', { body: { brandId: zaatar } })).data!
      .stores;
    const open = stores.find((candidate) => candidate.isOpened)!;
    const closed = stores.find((candidate) => !candidate.isOpened)!;
    const menu = await anonymous.POST('/menus/get-pickup-store-menu', {
      body: { brandId: zaatar, storeId: open._id },
    });
    const item = menu.data!.data.storeMenu.categories.flatMap((category) => category.items)[0]!.itemId;
    const pickup = (storeId: string) => ({
      brandId: zaatar,
      storeId,
      serviceType: 'PICKUP' as const,
      cart: [validLine(item)],
      timing: { type: 'ASAP' as const },
      payment: { paymentType: 'CASH' as const },
      useLoyalty: false,
      orderingPlatform: 'web' as const,
      expectedTotal: fils(1),
      idempotencyKey: `keys-${Date.now()}`,
    });
    const storeClosed = await client.POST('/order/place-order-v2', { body: pickup(closed._id) });
    expect(storeClosed.error).toMatchObject({
      messageKey: 'errors:storeClosedNow',
      error: { code: 'STORE_CLOSED' },
    });
    sample('store closed', storeClosed);
    sample('price changed', await client.POST('/order/place-order-v2', { body: pickup(open._id) }));
    sample('store not found', await client.POST('/order/place-order-v2', { body: pickup(NO_SUCH_ID) }));
    sample(
      'no such coupon',
      await client.POST('/discounts/validate-discount-V2', {
        body: {
          brandId: zaatar,
          storeId: open._id,
          serviceType: 'PICKUP',
          cart: [validLine(item)],
          discountCode: 'NO-SUCH-CODE',
        },
      } as never),
    );
    sample(
      'address form',
      await client.POST('/user/add-user-address', {
        body: {
          brandId: zaatar,
          address: 'x',
          addressType: 'Home',
          coordinates: { lat: 25.2048, lng: 55.2416 },
          deliveryMethodType: 'AREA_BASED',
        },
      } as never),
    );

    for (const [label, result] of samples) {
      expect(result.response.status, label).toBeGreaterThanOrEqual(400);
      expectKeyed(label, result.error);
    }
  });
});
