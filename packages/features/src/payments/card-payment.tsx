import type { CardDetails, WalletAvailability, WalletMethod } from '@storefront/flows';
import type { Language } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { CardForm } from '@storefront/ui/card-form';
import { NEW_CARD, SavedCardsList, type SavedCard } from '@storefront/ui/saved-cards-list';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { PaymentIntentResult, Stripe, StripeElements } from '@stripe/stripe-js';
import { useEffect, useRef } from 'react';
import { confirmCardElement } from './stripe-confirm.js';
import type { StripeState } from './stripe-js.js';

/** Stripe's own card field once Elements is ready: whether the typed card is complete, and how to pay with it. */
export interface StripeCardField {
  readonly complete: boolean;
  /** `stripe.confirmCardPayment` with the typed card; 3-D Secure runs in Stripe's own modal. */
  confirm(clientSecret: string, saveCard: boolean): Promise<PaymentIntentResult>;
}

export interface CardPaymentProps {
  /** Saved cards, oldest first; null while loading. */
  cards: readonly SavedCard[] | null;
  /** A saved card id or NEW_CARD. */
  choice: string;
  onChoose: (choice: string) => void;
  stripe: StripeState;
  /** Stripe's field speaks the page's language. */
  language: Language;
  card: CardDetails;
  onCardChange: (card: CardDetails) => void;
  /** Null when the gateway cannot keep cards (the card is then never offered to be saved). */
  saveCard: boolean | null;
  onSaveCardChange: (save: boolean) => void;
  onStripeField: (field: StripeCardField | null) => void;
  wallets: WalletAvailability;
  onWallet: (method: WalletMethod) => void;
  busy: boolean;
}

/**
 * What the 'Credit / debit card' option shows (spec sections 2 and 4): the wallet buttons when the
 * browser can pay, the saved cards first with 'Add new card' last, and for a new card either
 * Stripe's own field (real Stripe: `<Elements>` + `<CardElement>`), the sandbox card form, or —
 * when Stripe.js cannot load — 'Online payment is facing some issues, please use other payment
 * method'.
 */
export function CardPayment(props: CardPaymentProps) {
  const { t } = useTranslation(['checkout', 'errors', 'common']);
  const { cards, choice } = props;
  const walletMethods = (['applePay', 'googlePay'] as const).filter((method) => props.wallets[method]);
  return (
    <div className="grid gap-3">
      {walletMethods.length > 0 && (
        <div className="grid gap-2" data-testid="wallet-buttons">
          {walletMethods.map((method) => (
            <button
              key={method}
              type="button"
              disabled={props.busy}
              onClick={() => props.onWallet(method)}
              className="min-h-12 rounded-xl bg-ink px-5 font-semibold text-surface disabled:opacity-60"
            >
              {t(`checkout:payment.${method}`)}
            </button>
          ))}
        </div>
      )}
      {cards === null && <p className="text-sm text-muted">{t('common:labels.loading')}</p>}
      {cards !== null && cards.length > 0 && (
        <SavedCardsList cards={cards} selectedId={choice} onSelect={props.onChoose} />
      )}
      {cards !== null && choice === NEW_CARD && <NewCard {...props} />}
    </div>
  );
}

function NewCard({
  stripe,
  language,
  card,
  onCardChange,
  saveCard,
  onSaveCardChange,
  onStripeField,
}: CardPaymentProps) {
  const { t } = useTranslation(['checkout', 'errors', 'common']);
  if (stripe.status === 'failed') {
    return (
      <p role="alert" className="text-sm text-danger">
        {t('errors:onlinePaymentUnavailable')}
      </p>
    );
  }
  if (stripe.status === 'loading') return <p className="text-sm text-muted">{t('common:labels.loading')}</p>;
  return (
    <div className="grid gap-3">
      {stripe.status === 'ready' ? (
        <Elements key={stripe.id} stripe={stripe.promise} options={{ locale: language }}>
          <StripeField onField={onStripeField} />
        </Elements>
      ) : (
        <CardForm value={card} onChange={onCardChange} />
      )}
      {saveCard !== null && (
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={saveCard}
            onChange={(event) => onSaveCardChange(event.target.checked)}
            className="size-5 accent-brand"
          />
          {t('checkout:payment.saveCard')}
        </label>
      )}
    </div>
  );
}

/** Elements' `CardElement`: the card number never reaches this page's code. */
function StripeField({ onField }: { onField: (field: StripeCardField | null) => void }) {
  const { t } = useTranslation('checkout');
  const stripe = useStripe();
  const elements = useElements();
  const complete = useRef(false);
  const report = useRef(onField);
  useEffect(() => {
    report.current = onField;
  });
  useEffect(() => {
    if (!stripe || !elements) return undefined;
    report.current(stripeCardField(stripe, elements, () => complete.current));
    return () => report.current(null);
  }, [stripe, elements]);
  return (
    <div className="grid gap-1 text-sm font-semibold">
      <span>{t('payment.cardNumber')}</span>
      <CardElement
        className="min-h-11 rounded-xl border border-line bg-surface px-3 py-3"
        options={{ hidePostalCode: true }}
        onChange={(event) => {
          complete.current = event.complete;
        }}
      />
      <p className="text-xs font-normal text-muted">{t('payment.secure')}</p>
    </div>
  );
}

function stripeCardField(
  stripe: Stripe,
  elements: StripeElements,
  isComplete: () => boolean,
): StripeCardField {
  return {
    get complete() {
      return isComplete();
    },
    confirm: (clientSecret, saveCard) => confirmCardElement(stripe, elements, clientSecret, saveCard),
  };
}
