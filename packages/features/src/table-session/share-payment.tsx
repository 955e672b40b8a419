/**
 * Paying one share: its own tip first, then the card (one tip step, no second prompt),
 * by the brand's card gateway: Stripe.js with a real Stripe key (as at checkout), else the server's
 * sandbox confirms the card typed in our form (its 3-D Secure returns here).
 */
import type { ResolvedError } from '@storefront/api';
import { addFils, tipAmount, type TipChoice } from '@storefront/core';
import { formatAed } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { Button } from '@storefront/ui/button';
import { CardForm, emptyCard, type CardFormValue } from '@storefront/ui/card-form';
import { NEW_CARD } from '@storefront/ui/saved-cards-list';
import { TipSelector } from '@storefront/ui/tip-selector';
import { NO_WALLETS } from '@storefront/flows';
import { useState } from 'react';
import { useLocalised } from '../app-kit/localise.js';
import { ServerErrorText } from '../app-kit/server-error.js';
import { CardPayment, type StripeCardField } from '../payments/card-payment.js';
import { realStripeKey, useStripeJs } from '../payments/stripe-js.js';
import { useStorefront } from '../session/storefront-context.js';
import { useWallet } from '../data/use-wallet.js';
import { payShareByCard, type ShareOutcome } from './share-card-pay.js';
import { ShareMethodChoice, type ShareMethod } from './share-method.js';
import type { TableShare } from './table-api.js';
import { useTable } from './table-context.js';

export function SharePayment({ share, onClose }: { share: TableShare; onClose: () => void }) {
  const { t } = useTranslation(['dineIn', 'checkout']);
  const { language } = useLocalised();
  const table = useTable();
  const { brand } = useStorefront();
  // A real Stripe account: Stripe's own card field, as at checkout; the sandbox takes our form.
  const stripe = useStripeJs(realStripeKey(brand.activeIntegrations), language);
  const [stripeField, setStripeField] = useState<StripeCardField | null>(null);
  const [method, setMethod] = useState<ShareMethod>('card');
  const [paidAt, setPaidAt] = useState<number | null>(null);
  const wallet = useWallet(paidAt);
  const [tip, setTip] = useState<TipChoice | null>(null);
  const [card, setCard] = useState<CardFormValue>(emptyCard);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ResolvedError | null>(null);
  const tipFils = tipAmount(tip, share.amount);
  const total = addFils(share.amount, tipFils);

  const pay = async () => {
    if (!table.calls || busy) return;
    setBusy(true);
    setError(null);
    const outcome: ShareOutcome =
      wallet && method === 'wallet'
        ? await table.calls.payShareFromWallet(share.shareId, tipFils).then((answer) => {
            if (answer.kind === 'ok') setPaidAt(Date.now());
            return answer.kind === 'ok'
              ? { kind: 'paid' as const, session: answer.session }
              : { kind: 'failed' as const, error: answer.error };
          })
        : await payShareByCard(
            table.calls,
            { shareId: share.shareId, total },
            tipFils,
            stripe.status === 'sandbox' ? { kind: 'sandbox', card } : { kind: 'stripe', field: stripeField },
            language,
          );
    setBusy(false);
    if (outcome.kind === 'paid') {
      table.apply({ kind: 'ok', session: outcome.session });
      onClose();
    } else if (outcome.kind === 'failed') setError(outcome.error);
  };

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4 rounded-2xl border border-brand p-4">
      {/* The tip chooser names itself ('Add a tip'): no second heading above it. */}
      <TipSelector itemsTotal={share.amount} value={tip} onChange={setTip} />
      <ShareMethodChoice
        balance={wallet?.balance ?? null}
        value={method}
        onChange={setMethod}
        language={language}
        disabled={busy}
      />
      {(!wallet || method === 'card') && (
        <h3 className="text-lg font-bold">{t('dineIn:session.cardTitle')}</h3>
      )}
      {wallet && method === 'wallet' ? null : stripe.status === 'sandbox' ? (
        <CardForm value={card} onChange={setCard} />
      ) : (
        <CardPayment
          cards={[]}
          choice={NEW_CARD}
          onChoose={() => undefined}
          stripe={stripe}
          language={language}
          card={card}
          onCardChange={setCard}
          saveCard={null}
          onSaveCardChange={() => undefined}
          onStripeField={setStripeField}
          wallets={NO_WALLETS}
          onWallet={() => undefined}
          busy={busy}
        />
      )}
      {error && (
        <p role="alert" className="text-danger">
          <ServerErrorText error={error} />
        </p>
      )}
      {busy && (
        <p role="status" className="text-muted">
          {t('dineIn:session.paying')}
        </p>
      )}
      <Button block onClick={() => void pay()} disabled={busy}>
        {t('dineIn:session.payAmount', { amount: formatAed(total, language) })}
      </Button>
      <Button block variant="ghost" onClick={onClose} disabled={busy}>
        {t('dineIn:session.cancel')}
      </Button>
    </div>
  );
}
