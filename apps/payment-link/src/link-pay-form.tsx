import { useLocalised } from '@storefront/features/app-kit/localise';
import { CardPayment } from '@storefront/features/payments/card-payment';
import type { PaymentLink } from './link-flow/link-actors.js';
import { NO_WALLETS, useLinkGateway } from './link-flow/use-link-gateway.js';
import type { LinkFlow } from './link-flow/use-link-payment.js';
import { useStorefront } from '@storefront/features/session/storefront-context';
import { useTranslation } from '@storefront/i18n/react';
import { Button } from '@storefront/ui/button';
import { emptyCard, type CardFormValue } from '@storefront/ui/card-form';
import { NEW_CARD } from '@storefront/ui/saved-cards-list';
import { useState } from 'react';

/**
 * How a NOT_VERIFIED link is paid (spec section 2): the wallet buttons when the browser can pay,
 * 'Pay with new card' (the card field checkout uses), and 'continue to payment'; a payment that
 * did not go through leaves its message here.
 */
export function LinkPayForm({
  link,
  flow,
  message,
}: {
  link: PaymentLink;
  flow: LinkFlow;
  message: string | null;
}) {
  const { t } = useTranslation(['paymentLink', 'checkout']);
  const { brand } = useStorefront();
  const { language } = useLocalised();
  const { stripe, wallets, walletOptions } = useLinkGateway(brand, link, language);
  // 'Pay with new card' is the only method to choose (wallets pay at their own button): chosen
  // from the start.
  const [newCard, setNewCard] = useState(true);
  const [card, setCard] = useState<CardFormValue>(emptyCard);
  const busy = flow.view === 'processing';
  const shared = {
    cards: [],
    onChoose: () => undefined,
    stripe,
    language,
    card,
    onCardChange: setCard,
    saveCard: null,
    onSaveCardChange: () => undefined,
    onStripeField: flow.onStripeField,
    onWallet: (method: 'applePay' | 'googlePay') => flow.payWithWallet(method, walletOptions),
    busy,
  };
  const hasWallet = wallets.applePay || wallets.googlePay;

  const continueToPayment = () =>
    flow.pay(newCard ? { method: 'card', card: stripe.status === 'ready' ? null : card } : null);

  return (
    <section aria-label={t('paymentLink:continueToPayment')} className="grid gap-3" data-print="hide">
      {hasWallet && <CardPayment {...shared} choice="" wallets={wallets} />}
      <label className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-line px-4 font-semibold has-[:checked]:border-brand">
        <input
          type="radio"
          name="link-method"
          checked={newCard}
          onChange={() => setNewCard(true)}
          className="size-5 accent-brand"
        />
        {t('paymentLink:payWithNewCard')}
      </label>
      {newCard && <CardPayment {...shared} choice={NEW_CARD} wallets={NO_WALLETS} />}
      {message && (
        <p role="alert" className="text-sm text-danger">
          {message}
        </p>
      )}
      <Button block disabled={busy} onClick={continueToPayment}>
        {t('paymentLink:continueToPayment')}
      </Button>
    </section>
  );
}
