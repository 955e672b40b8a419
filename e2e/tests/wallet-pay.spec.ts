import type { Page } from '@playwright/test';
import { expect, test, type Product } from '../fixtures/product.js';
import { customerOrders, payWith, pickupBasket, signIn, T } from '../fixtures/storefront.js';

// Issue 8 "Apple Pay / Google Pay through the payment request when the browser can pay", against
// the sandbox gateway. Headless Chromium has no wallet, so the page gets a stand-in Payment Request
// API: `canMakePayment()` says yes and `show()` answers a Google Pay response carrying the token
// the test chooses. The sandbox approves any token except `tok_declined`.

const VEHICLE = 'E.g plate 18692, color black, brand lexus';
/** What Google Pay's TEST environment hands over for the example gateway (opaque to the shop). */
const GOOGLE_PAY_TOKEN = JSON.stringify({
  signature: 'MEUCIQDwallet-pay-e2e',
  protocolVersion: 'ECv2',
  signedMessage: '{"encryptedMessage":"e2e","ephemeralPublicKey":"e2e","tag":"e2e"}',
});

/** What the stand-in saw, kept in sessionStorage so it survives the page's own navigations. */
interface WalletRecord {
  /** Each `show()`: the method data and details its request was built with. */
  sheets: {
    methods: { supportedMethods: string; data: Record<string, unknown> }[];
    details: { total: { label: string; amount: { currency: string; value: string } } };
  }[];
  /** Each `complete(result)` of a shown sheet. */
  completed: string[];
}

const RECORD_KEY = 'e2e.fakeWallet';

/** Replaces `window.PaymentRequest` before any page script runs. */
async function fakeGooglePay(page: Page, token: string) {
  await page.addInitScript(
    ({ walletToken, key }) => {
      const read = (): WalletRecord =>
        JSON.parse(sessionStorage.getItem(key) ?? '{"sheets":[],"completed":[]}') as WalletRecord;
      const write = (record: WalletRecord) => sessionStorage.setItem(key, JSON.stringify(record));
      class FakePaymentRequest {
        readonly methods: WalletRecord['sheets'][number]['methods'];
        readonly details: WalletRecord['sheets'][number]['details'];
        constructor(
          methods: WalletRecord['sheets'][number]['methods'],
          details: WalletRecord['sheets'][number]['details'],
        ) {
          this.methods = methods;
          this.details = details;
        }
        canMakePayment(): Promise<boolean> {
          return Promise.resolve(true);
        }
        show() {
          const record = read();
          record.sheets.push({ methods: this.methods, details: this.details });
          write(record);
          return Promise.resolve({
            methodName: 'https://google.com/pay',
            details: {
              apiVersion: 2,
              apiVersionMinor: 0,
              paymentMethodData: {
                type: 'CARD',
                description: 'Visa •••• 1111',
                info: { cardNetwork: 'VISA', cardDetails: '1111' },
                tokenizationData: { type: 'PAYMENT_GATEWAY', token: walletToken },
              },
            },
            complete(result?: string): Promise<void> {
              const latest = read();
              latest.completed.push(result ?? 'unknown');
              write(latest);
              return Promise.resolve();
            },
          });
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
    },
    { walletToken: token, key: RECORD_KEY },
  );
}

async function walletRecord(page: Page): Promise<WalletRecord> {
  return page.evaluate(
    (key) => JSON.parse(sessionStorage.getItem(key) ?? '{"sheets":[],"completed":[]}') as WalletRecord,
    RECORD_KEY,
  );
}

/** Pickup at Zaatar House Jumeirah, one Hummus Fatteh, signed in, on 'Your Order' with the card option open. */
async function checkoutWithGooglePay(page: Page, product: Product, phone: string) {
  await pickupBasket(page, product);
  await page.getByRole('link', { name: T.en.review }).click();
  await signIn(page, product, phone, 'en');
  await page.getByRole('link', { name: T.en.review }).click();
  await expect(page).toHaveURL(/store\/checkout$/);
  await page.getByPlaceholder(VEHICLE).fill('Plate 18692, black Lexus');
  await payWith(page, 'Credit / debit card');
  const googlePay = page.getByTestId('wallet-buttons').getByRole('button', { name: 'Google Pay' });
  await expect(googlePay).toBeVisible();
  // Apple Pay needs the merchant validated by a server, which the product does not offer.
  await expect(page.getByTestId('wallet-buttons').getByRole('button', { name: 'Apple Pay' })).toHaveCount(0);
  return googlePay;
}

test('Google Pay pays a pickup order through the payment sheet; the stored total is the total shown', async ({
  page,
  product,
}) => {
  await fakeGooglePay(page, GOOGLE_PAY_TOKEN);
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
  await fakeGooglePay(page, 'tok_declined');
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
