import { NO_WALLETS, type WalletAvailability } from '@storefront/flows';
import { createI18n, type I18n } from '@storefront/i18n';
import { I18nextProvider } from '@storefront/i18n/react';
import { emptyCard } from '@storefront/ui/card-form';
import { NEW_CARD, type SavedCard } from '@storefront/ui/saved-cards-list';
import type { Stripe } from '@stripe/stripe-js';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { CardPayment, type CardPaymentProps } from './card-payment.js';
import type { StripeState } from './stripe-js.js';

// Rendered to static markup (no DOM here): what the 'Credit / debit card' option shows in each
// state of Stripe.js. Effects do not run, so Stripe's field is only its server placeholder.

const UNAVAILABLE = 'Online payment is facing some issues, please use other payment method';
const savedVisa: SavedCard = {
  id: 'card_1',
  brand: 'Visa',
  last4: '4242',
  expiryMonth: 12,
  expiryYear: 2030,
};

let i18n: I18n;

beforeAll(async () => {
  i18n = await createI18n({ language: 'en', namespaces: ['checkout', 'errors', 'common'] });
});

function render(overrides: Partial<CardPaymentProps>): string {
  const props: CardPaymentProps = {
    cards: [],
    choice: NEW_CARD,
    onChoose: () => undefined,
    stripe: { status: 'sandbox' },
    language: 'en',
    card: emptyCard,
    onCardChange: () => undefined,
    saveCard: false,
    onSaveCardChange: () => undefined,
    onStripeField: () => undefined,
    wallets: NO_WALLETS,
    onWallet: () => undefined,
    busy: false,
    ...overrides,
  };
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <CardPayment {...props} />
    </I18nextProvider>,
  );
}

/** Enough of a Stripe for <Elements> to accept it (it checks these methods exist). */
function ready(): StripeState {
  const unused = () => {
    throw new Error('not called while rendering');
  };
  const stripe = {
    elements: unused,
    createToken: unused,
    createPaymentMethod: unused,
    confirmCardPayment: unused,
  } as unknown as Stripe;
  return { status: 'ready', id: 'pk_test_1|en', stripe, promise: Promise.resolve(stripe) };
}

describe('CardPayment', () => {
  it("the sandbox (pk_sandbox_ keys) shows the storefront's own card form, unchanged", () => {
    const html = render({ stripe: { status: 'sandbox' } });
    expect(html).toContain('Card number');
    expect(html).toMatch(/<input[^>]*autocomplete="cc-number"/i);
    expect(html).not.toContain(UNAVAILABLE);
  });

  it("a real key with Stripe.js ready shows Elements' card field instead of our inputs", () => {
    const html = render({ stripe: ready() });
    expect(html).toContain('Card number');
    // CardElement's placeholder, where Stripe mounts its iframe.
    expect(html).toContain('<div class="min-h-11 rounded-xl border border-line bg-surface px-3 py-3"></div>');
    expect(html).toContain('Payments are secure and encrypted');
    expect(html).not.toMatch(/<input[^>]*autocomplete="cc-number"/i);
    expect(html).not.toContain(UNAVAILABLE);
  });

  it('while Stripe.js loads, neither form shows yet', () => {
    const html = render({ stripe: { status: 'loading' } });
    expect(html).toContain('Loading...');
    expect(html).not.toContain('Card number');
  });

  it("when Stripe.js failed to load: the spec's text instead of the card form, nothing to type in", () => {
    const html = render({ stripe: { status: 'failed' } });
    expect(html).toContain(`role="alert"`);
    expect(html).toContain(UNAVAILABLE);
    expect(html).not.toContain('Card number');
    expect(html).not.toContain('<input');
  });

  it('when Stripe.js failed, saved cards (charged by the server, no Stripe.js) are still offered', () => {
    const html = render({ stripe: { status: 'failed' }, cards: [savedVisa], choice: 'card_1' });
    expect(html).toContain('4242');
    expect(html).not.toContain(UNAVAILABLE);
  });

  it('offers the Google Pay button only when the browser said it can pay', () => {
    const googlePay: WalletAvailability = { applePay: false, googlePay: true };
    expect(render({ wallets: googlePay })).toContain('Google Pay');
    expect(render({ wallets: NO_WALLETS })).not.toContain('Google Pay');
  });
});
