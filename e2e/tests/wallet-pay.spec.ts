import type { Page } from '@playwright/test';
import { expect, test, type Product } from '../fixtures/product.js';
import { customerOrders, payWith, pickupBasket, signIn, T } from '../fixtures/storefront.js';

// Apple Pay / Google Pay through the payment request when the browser can pay, against the
// sandbox gateway. Headless Chromium has no wallet, so the page gets a stand-in Payment Request
// API: `canMakePayment()` says yes for the wallets the test names, and `show()` answers that
// wallet's response carrying the token the test chooses. For Apple Pay, `show()` first fires
// `merchantvalidation` as Safari does and waits for the session given to `event.complete(...)`
// (the server's offline validator answers a sandbox session). The sandbox approves any token except
// `tok_declined`.

const VEHICLE = 'E.g plate 18692, color black, brand lexus';
/** What Google Pay's TEST environment hands over for the example gateway (opaque to the shop). */
const GOOGLE_PAY_TOKEN = JSON.stringify({
  signature: 'MEUCIQDwallet-pay-e2e',
  protocolVersion: 'ECv2',
  signedMessage: '{"encryptedMessage":"e2e","ephemeralPublicKey":"e2e","tag":"e2e"}',
});
/** Apple Pay's encrypted payment data (EC_v1), opaque to the shop; its JSON is the token. */
const APPLE_PAY_DATA = {
  version: 'EC_v1',
  data: 'wallet-pay-e2e-encrypted',
  signature: 'MIAGCSqGSIb3DQEHAqCAMIACAQExDzANBglghkgBZQMEAgEFADCABgkqhkiG9w0BBwEAAKCAMII',
  header: {
    ephemeralPublicKey: 'MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE',
    publicKeyHash: 'e2e',
    transactionId: 'e2e',
  },
};
const APPLE_VALIDATION_URL = 'https://apple-pay-gateway.apple.com/paymentservices/startSession';

const WALLET_URL = { googlePay: 'https://google.com/pay', applePay: 'https://apple.com/apple-pay' } as const;
type Wallet = keyof typeof WALLET_URL;

interface FakeWallet {
  /** The wallets `canMakePayment()` says yes to. */
  canPay: Wallet[];
  /** Google Pay's gateway token. */
  googlePayToken?: string;
  /** Apple Pay's `validationURL` in the `merchantvalidation` event. */
  validationURL?: string;
  /** The payer closes the sheet instead of authorising (after merchant validation). */
  cancel?: boolean;
}

/** What the stand-in saw, kept in sessionStorage so it survives the page's own navigations. */
interface WalletRecord {
  /** Each `show()`: the method data and details its request was built with. */
  sheets: {
    methods: { supportedMethods: string; data: Record<string, unknown> }[];
    details: { total: { label: string; amount: { currency: string; value: string } } };
  }[];
  /** Each `complete(result)` of a shown sheet. */
  completed: string[];
  /** Apple Pay: each validation URL handed to the page, and what `event.complete` received. */
  validations: { validationURL: string; session: Record<string, unknown> | null; refused?: string }[];
}

const RECORD_KEY = 'e2e.fakeWallet';
const EMPTY_RECORD = '{"sheets":[],"completed":[],"validations":[]}';

/** Replaces `window.PaymentRequest` (and, for Apple Pay, adds `ApplePaySession`) before any page script runs. */
async function fakeWallet(page: Page, wallet: FakeWallet) {
  await page.addInitScript(
    ({ fake, key, empty, urls, applePayData }) => {
      const read = (): WalletRecord => JSON.parse(sessionStorage.getItem(key) ?? empty) as WalletRecord;
      const write = (record: WalletRecord) => sessionStorage.setItem(key, JSON.stringify(record));
      interface MerchantValidationEvent {
        validationURL: string;
        complete(session: unknown): void;
      }
      class FakePaymentRequest {
        readonly methods: WalletRecord['sheets'][number]['methods'];
        readonly details: WalletRecord['sheets'][number]['details'];
        onmerchantvalidation: ((event: MerchantValidationEvent) => void) | null = null;
        constructor(
          methods: WalletRecord['sheets'][number]['methods'],
          details: WalletRecord['sheets'][number]['details'],
        ) {
          this.methods = methods;
          this.details = details;
        }
        get wallet(): Wallet | undefined {
          const method = this.methods[0]?.supportedMethods;
          return (Object.keys(urls) as Wallet[]).find((name) => urls[name] === method);
        }
        canMakePayment(): Promise<boolean> {
          return Promise.resolve(this.wallet !== undefined && fake.canPay.includes(this.wallet));
        }
        /** Safari's order: merchant validation first, the payer authorises only once it succeeded. */
        async validateMerchant(): Promise<void> {
          const validationURL = fake.validationURL ?? '';
          let given: unknown;
          let completed = false;
          this.onmerchantvalidation?.({
            validationURL,
            complete(session: unknown) {
              completed = true;
              given = session;
            },
          });
          const record = read();
          if (!completed) {
            record.validations.push({ validationURL, session: null, refused: 'event.complete not called' });
            write(record);
            throw new DOMException('Merchant validation was not completed', 'AbortError');
          }
          try {
            const session = (await Promise.resolve(given)) as Record<string, unknown>;
            (window as unknown as { __merchantSession?: unknown }).__merchantSession = session;
            record.validations.push({ validationURL, session });
            write(record);
          } catch (error) {
            record.validations.push({ validationURL, session: null, refused: String(error) });
            write(record);
            throw new DOMException('Merchant validation failed', 'AbortError');
          }
        }
        async show() {
          const record = read();
          record.sheets.push({ methods: this.methods, details: this.details });
          write(record);
          const complete = (result?: string): Promise<void> => {
            const latest = read();
            latest.completed.push(result ?? 'unknown');
            write(latest);
            return Promise.resolve();
          };
          if (this.wallet === 'applePay') {
            await this.validateMerchant();
            if (fake.cancel) throw new DOMException('The user cancelled the sheet', 'AbortError');
            return {
              methodName: urls.applePay,
              details: {
                token: {
                  paymentData: applePayData,
                  paymentMethod: { displayName: 'Visa 1111', network: 'Visa', type: 'debit' },
                  transactionIdentifier: 'E2E-APPLE-PAY-1',
                },
              },
              complete,
            };
          }
          return {
            methodName: urls.googlePay,
            details: {
              apiVersion: 2,
              apiVersionMinor: 0,
              paymentMethodData: {
                type: 'CARD',
                description: 'Visa •••• 1111',
                info: { cardNetwork: 'VISA', cardDetails: '1111' },
                tokenizationData: { type: 'PAYMENT_GATEWAY', token: fake.googlePayToken ?? '' },
              },
            },
            complete,
          };
        }
        abort(): Promise<void> {
          return Promise.resolve();
        }
      }
      Object.defineProperty(window, 'PaymentRequest', {
        configurable: true,
        writable: true,
        value: FakePaymentRequest,
      });
      // A browser with Apple Pay is Safari, which has Apple's own ApplePaySession too: the page
      // asks about Apple Pay only there.
      if (fake.canPay.includes('applePay'))
        Object.defineProperty(window, 'ApplePaySession', {
          configurable: true,
          value: function ApplePaySession() {},
        });
    },
    { fake: wallet, key: RECORD_KEY, empty: EMPTY_RECORD, urls: WALLET_URL, applePayData: APPLE_PAY_DATA },
  );
}

async function walletRecord(page: Page): Promise<WalletRecord> {
  // A cancelled sheet reloads the page: read again once the reloaded page is there.
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await page.evaluate(
        ({ key, empty }) => JSON.parse(sessionStorage.getItem(key) ?? empty) as WalletRecord,
        { key: RECORD_KEY, empty: EMPTY_RECORD },
      );
    } catch (error) {
      if (attempt >= 5 || !String(error).includes('context was destroyed')) throw error;
      await page.waitForLoadState('load');
    }
  }
}

/** Pickup at Zaatar House Jumeirah, one Hummus Fatteh, signed in, on 'Your Order' with the card option open. */
async function checkoutWithWallets(page: Page, product: Product, phone: string) {
  await pickupBasket(page, product);
  await page.getByRole('link', { name: T.en.review }).click();
  await signIn(page, product, phone, 'en');
  // Signing in from 'Review Order' ends at checkout.
  await expect(page).toHaveURL(/store\/checkout$/);
  await page.getByPlaceholder(VEHICLE).fill('Plate 18692, black Lexus');
  await payWith(page, 'Credit / debit card');
  return page.getByTestId('wallet-buttons');
}

/** The same, with a browser that can pay with Google Pay only: Apple Pay stays hidden. */
async function checkoutWithGooglePay(page: Page, product: Product, phone: string) {
  const buttons = await checkoutWithWallets(page, product, phone);
  const googlePay = buttons.getByRole('button', { name: 'Google Pay' });
  await expect(googlePay).toBeVisible();
  await expect(buttons.getByRole('button', { name: 'Apple Pay' })).toHaveCount(0);
  return googlePay;
}

test('Google Pay pays a pickup order through the payment sheet; the stored total is the total shown', async ({
  page,
  product,
}) => {
  await fakeWallet(page, { canPay: ['googlePay'], googlePayToken: GOOGLE_PAY_TOKEN });
  const googlePay = await checkoutWithGooglePay(page, product, '0501000091');
  const shown = (await page.getByTestId('checkout-total').textContent())!.trim();
  await googlePay.click();

  await expect(page.getByRole('dialog', { name: T.en.orderPlaced })).toBeVisible();
  const orders = (await customerOrders(page, product)) as {
    paymentType: string;
    totalOrderPrice: number;
    transactionInfo: { gateway: string; reference: string } | null;
  }[];
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ paymentType: 'CREDIT_CARD', transactionInfo: { gateway: 'intent' } });
  const total = (orders[0]!.totalOrderPrice / 100).toFixed(2);
  expect(shown).toContain(total);

  // One sheet, asking Google Pay for exactly that total in AED, told 'success' once.
  const wallet = await walletRecord(page);
  expect(wallet.sheets).toHaveLength(1);
  const sheet = wallet.sheets[0]!;
  expect(sheet.methods.map((method) => method.supportedMethods)).toEqual(['https://google.com/pay']);
  expect(sheet.methods[0]!.data).toMatchObject({
    environment: 'TEST',
    transactionInfo: { currencyCode: 'AED', totalPrice: total },
  });
  expect(sheet.details.total.amount).toEqual({ currency: 'AED', value: total });
  expect(wallet.completed).toEqual(['success']);
});

test('a declined Google Pay token (tok_declined) says the bank declined and places no order', async ({
  page,
  product,
}) => {
  await fakeWallet(page, { canPay: ['googlePay'], googlePayToken: 'tok_declined' });
  const googlePay = await checkoutWithGooglePay(page, product, '0501000092');
  await googlePay.click();

  const message = page.getByRole('dialog');
  await expect(message).toContainText('Bank declined payment, please try again');
  await expect(page.getByRole('dialog', { name: T.en.orderPlaced })).toHaveCount(0);
  await message.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/store\/checkout$/);
  expect(await customerOrders(page, product)).toHaveLength(0);
  // The sheet was told once, and the wallet can be tried again.
  expect((await walletRecord(page)).completed).toHaveLength(1);
  await expect(googlePay).toBeEnabled();
});

test('Apple Pay pays a pickup order: the server validates the merchant while the sheet opens, then the token pays', async ({
  page,
  product,
}) => {
  await fakeWallet(page, { canPay: ['applePay', 'googlePay'], validationURL: APPLE_VALIDATION_URL });
  const buttons = await checkoutWithWallets(page, product, '0501000093');
  // Both wallets the browser can pay with are offered, Apple Pay first.
  await expect(buttons.getByRole('button')).toHaveText(['Apple Pay', 'Google Pay']);
  const shown = (await page.getByTestId('checkout-total').textContent())!.trim();
  await buttons.getByRole('button', { name: 'Apple Pay' }).click();

  await expect(page.getByRole('dialog', { name: T.en.orderPlaced })).toBeVisible();
  // The merchant session came back from the server into event.complete: the offline sandbox's.
  const session = await page.evaluate(
    () => (window as unknown as { __merchantSession?: Record<string, unknown> }).__merchantSession,
  );
  expect(session).toMatchObject({
    merchantSessionIdentifier: expect.stringMatching(/^SSH_SANDBOX_/),
    domainName: new URL(page.url()).hostname,
    displayName: 'Zaatar House',
    sandbox: true,
  });
  const orders = (await customerOrders(page, product)) as {
    paymentType: string;
    totalOrderPrice: number;
    transactionInfo: { gateway: string; reference: string } | null;
  }[];
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ paymentType: 'CREDIT_CARD', transactionInfo: { gateway: 'intent' } });
  const total = (orders[0]!.totalOrderPrice / 100).toFixed(2);
  expect(shown).toContain(total);

  const wallet = await walletRecord(page);
  expect(wallet.validations).toEqual([{ validationURL: APPLE_VALIDATION_URL, session }]);

  // One sheet, asking Apple Pay for exactly that total in AED, told 'success' once.
  expect(wallet.sheets).toHaveLength(1);
  const sheet = wallet.sheets[0]!;
  expect(sheet.methods.map((method) => method.supportedMethods)).toEqual([WALLET_URL.applePay]);
  expect(sheet.methods[0]!.data).toMatchObject({
    merchantIdentifier: 'merchant.ae.storefront.sandbox',
    countryCode: 'AE',
    merchantCapabilities: ['supports3DS'],
  });
  expect(sheet.details.total.amount).toEqual({ currency: 'AED', value: total });
  expect(wallet.completed).toEqual(['success']);
});

test('an Apple Pay validation URL off Apple’s gateways is refused: the sheet closes, checkout says online payment has issues, no order', async ({
  page,
  product,
}) => {
  await fakeWallet(page, {
    canPay: ['applePay'],
    validationURL: 'https://apple-pay-gateway.apple.com.evil.example/paymentservices/startSession',
  });
  const buttons = await checkoutWithWallets(page, product, '0501000094');
  const applePay = buttons.getByRole('button', { name: 'Apple Pay' });
  await applePay.click();

  const message = page.getByRole('dialog');
  await expect(message).toContainText(
    'Online payment is facing some issues, please use other payment method',
  );
  await expect(page.getByRole('dialog', { name: T.en.orderPlaced })).toHaveCount(0);
  const wallet = await walletRecord(page);
  expect(wallet.validations).toHaveLength(1);
  expect(wallet.validations[0]).toMatchObject({ session: null });
  // The sheet never authorised, so it was never told a result.
  expect(wallet.completed).toEqual([]);
  await message.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/store\/checkout$/);
  expect(await customerOrders(page, product)).toHaveLength(0);
  // Other ways to pay stay usable, and Apple Pay can be tried again.
  await expect(applePay).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Place order' })).toBeEnabled();
});

test('a payer who closes the Apple Pay sheet after the merchant was validated places no order and stays on checkout', async ({
  page,
  product,
}) => {
  await fakeWallet(page, { canPay: ['applePay'], validationURL: APPLE_VALIDATION_URL, cancel: true });
  const buttons = await checkoutWithWallets(page, product, '0501000095');
  // Spec section 4 "Wallet": a cancelled sheet is not an error; the page reloads. The reloaded
  // page's load event is awaited before reading the record: reading while the reload was under way
  // raced it (the old document had already loaded, so waiting for its load state did not wait).
  const reloaded = page.waitForEvent('load');
  await buttons.getByRole('button', { name: 'Apple Pay' }).click();
  await reloaded;
  expect((await walletRecord(page)).validations.map((validation) => validation.validationURL)).toEqual([
    APPLE_VALIDATION_URL,
  ]);
  await expect(page).toHaveURL(/store\/checkout$/);
  await expect(page.getByRole('button', { name: 'Place order' })).toBeVisible();
  await expect(
    page.getByText('Online payment is facing some issues, please use other payment method'),
  ).toHaveCount(0);
  const wallet = await walletRecord(page);
  expect(wallet.validations[0]!.session).toMatchObject({
    merchantSessionIdentifier: expect.stringMatching(/^SSH_SANDBOX_/),
  });
  expect(wallet.completed).toEqual([]);
  expect(await customerOrders(page, product)).toHaveLength(0);
});
