import type { ServiceType } from '@storefront/core';
import { paymentOptionsFor, type WalletAvailability, type WalletMethod } from '@storefront/flows';
import { useTranslation } from '@storefront/i18n/react';
import { PaymentMethodList } from '@storefront/ui/payment-method-list';
import { useSelector } from '@xstate/react';
import { useLocalised } from '../app-kit/localise.js';
import { CardPayment } from '../payments/card-payment.js';
import type { PaymentHandles } from '../payments/payment-handles.js';
import { useStorefront } from '../session/storefront-context.js';
import { storeOptions, type StoreInfo } from './checkout-order.js';
import type { CardGateway } from './use-card-gateway.js';
import type { CheckoutActor } from './use-checkout.js';

export interface PaymentSectionProps {
  actor: CheckoutActor;
  store: StoreInfo;
  service: ServiceType;
  gateway: CardGateway;
  handles: PaymentHandles;
  wallets: WalletAvailability;
  onWallet: (method: WalletMethod) => void;
  busy: boolean;
}

/** 'Pay with' (spec section 4 "Payment"): the store's options, the card option opening the gateway's card entry. */
export function PaymentSection({ actor, store, service, ...card }: PaymentSectionProps) {
  const selectedId = useSelector(actor, (snapshot) => snapshot.context.payment.paymentOptionId);
  return (
    <PaymentMethodList
      // At a table pay-later is its own button ('Dine First, Pay Later'), not a 'Pay with' row.
      options={paymentOptionsFor(storeOptions(store), service).filter(
        (option) => service !== 'DINE_IN' || option.paymentType !== 'PAY_LATER',
      )}
      serviceType={service}
      selectedId={selectedId}
      onSelect={(option) => actor.send({ type: 'payment.select', option })}
      renderDetails={(option) =>
        option.paymentType === 'CREDIT_CARD' ? <CardDetails actor={actor} {...card} /> : null
      }
    />
  );
}

function CardDetails({
  actor,
  gateway,
  handles,
  wallets,
  onWallet,
  busy,
}: Omit<PaymentSectionProps, 'store' | 'service'>) {
  const { t } = useTranslation(['checkout', 'errors']);
  const { session } = useStorefront();
  const { language } = useLocalised();
  const { cardChoice, card, saveCard } = useSelector(actor, (snapshot) => snapshot.context);
  if (gateway.route === null)
    return (
      <p role="alert" className="text-sm text-danger">
        {t('errors:onlinePaymentUnavailable')}
      </p>
    );
  if (gateway.route === 'hosted')
    return <p className="text-sm text-muted">{t('checkout:payment.redirecting')}</p>;
  return (
    <CardPayment
      cards={gateway.savedCards}
      choice={cardChoice}
      onChoose={(choice) => actor.send({ type: 'card.choose', choice })}
      stripe={gateway.stripe}
      language={language}
      card={card}
      onCardChange={(next) => actor.send({ type: 'card.change', card: next })}
      saveCard={gateway.route === 'intent' && session ? saveCard : null}
      onSaveCardChange={(save) => actor.send({ type: 'card.save', save })}
      onStripeField={handles.setStripeField}
      wallets={wallets}
      onWallet={onWallet}
      busy={busy}
    />
  );
}
