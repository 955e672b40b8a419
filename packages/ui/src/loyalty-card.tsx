import type { Fils } from '@storefront/core';
import { formatAed, languageOf } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { useId, useState } from 'react';
import { Button } from './button.js';
import { StarSolidIcon } from './icons/index.js';
import { Modal } from './modal.js';

export interface LoyaltyCardProps {
  /** Wallet balance. At 0 the switch is disabled. */
  balance: Fils;
  /** What this order may redeem (core `redeemableAmount`); defaults to the balance. */
  redeemable?: Fils;
  /** Credits are used on this order. */
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Cashback this order earns (core `cashbackAmount`); hidden at 0. */
  cashback?: Fils;
  /** Per-order redemption cap for the explainer; hidden when omitted. */
  maxPerOrder?: Fils;
  /** Blocks the switch while the basket is re-priced. */
  busy?: boolean;
}

/**
 * Checkout loyalty block (spec §2 Checkout, §4 Discount and loyalty, §5 Loyalty amount): wallet
 * balance, a 'How it works' explainer, and a switch to use the credits on this order.
 */
export function LoyaltyCard({
  balance,
  redeemable = balance,
  checked,
  onChange,
  cashback,
  maxPerOrder,
  busy = false,
}: LoyaltyCardProps) {
  const { t, i18n } = useTranslation(['checkout', 'store', 'common']);
  const language = languageOf(i18n.language);
  const labelId = useId();
  const balanceId = useId();
  const [explainerOpen, setExplainerOpen] = useState(false);
  const disabled = balance <= 0 || redeemable <= 0 || busy;
  const money = (amount: Fils) => formatAed(amount, language);

  return (
    <section className="rounded-2xl border border-line bg-surface p-4">
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand text-on-brand"
        >
          <StarSolidIcon className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="text-lg font-semibold">{t('checkout:loyalty.title')}</h2>
          <p id={balanceId} className="text-sm text-muted">
            {t('checkout:loyalty.balance', { amount: money(balance) })}
          </p>
        </div>
        <button
          type="button"
          onClick={() => setExplainerOpen(true)}
          className="min-h-11 shrink-0 rounded-lg px-2 text-sm font-semibold text-ink underline underline-offset-4 hover:bg-canvas"
        >
          {t('store:loyalty.howItWorks')}
        </button>
      </div>

      <div className="mt-3 flex items-center justify-between gap-3 rounded-xl bg-canvas p-3">
        <span id={labelId} className={`text-base font-medium ${disabled ? 'text-muted' : 'text-ink'}`}>
          {t('checkout:loyalty.use', { amount: money(redeemable) })}
        </span>
        <button
          type="button"
          role="switch"
          aria-checked={checked}
          aria-labelledby={labelId}
          aria-describedby={balanceId}
          disabled={disabled}
          onClick={() => onChange(!checked)}
          className="group flex min-h-11 min-w-14 shrink-0 items-center justify-center disabled:cursor-not-allowed disabled:opacity-50"
        >
          <span
            aria-hidden="true"
            className={`relative inline-flex h-7 w-12 items-center rounded-full border-2 transition ${checked ? 'border-brand bg-brand' : 'border-muted bg-surface'}`}
          >
            <span
              className={`absolute top-0.5 size-5 rounded-full shadow transition-all ${checked ? 'start-5.5 bg-on-brand' : 'start-0.5 bg-muted'}`}
            />
          </span>
        </button>
      </div>

      {cashback !== undefined && cashback > 0 && (
        <p className="mt-3 text-sm text-success">
          {t('checkout:loyalty.cashback', { amount: money(cashback) })}
        </p>
      )}

      <Modal
        open={explainerOpen}
        title={t('store:loyalty.explainerTitle')}
        onClose={() => setExplainerOpen(false)}
        closeLabel={t('common:actions.close')}
        footer={
          <Button block onClick={() => setExplainerOpen(false)}>
            {t('common:actions.ok')}
          </Button>
        }
      >
        <ul className="list-disc space-y-2 ps-5 text-base">
          <li>{t('store:loyalty.explainerEarn')}</li>
          <li>{t('store:loyalty.explainerRedeem')}</li>
          {maxPerOrder !== undefined && maxPerOrder > 0 && (
            <li>{t('store:loyalty.explainerMax', { amount: money(maxPerOrder) })}</li>
          )}
        </ul>
      </Modal>
    </section>
  );
}
