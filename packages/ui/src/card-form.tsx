import { useTranslation } from '@storefront/i18n/react';
import { useId } from 'react';

/** What the customer types for a new card; sent only to the gateway's own endpoint. */
export interface CardFormValue {
  number: string;
  expMonth: string;
  expYear: string;
  cvc: string;
}

export const emptyCard: CardFormValue = { number: '', expMonth: '', expYear: '', cvc: '' };

/** Card number in groups of four as typed ('4242 4242 4242 4242'), at most 19 digits. */
export function formatCardNumber(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** 'MM/YY' from what was typed; month and two-digit year. */
export function parseExpiry(text: string): { expMonth: string; expYear: string } {
  const digits = text.replace(/\D/g, '').slice(0, 4);
  return { expMonth: digits.slice(0, 2), expYear: digits.length > 2 ? `20${digits.slice(2)}` : '' };
}

const INPUT = 'min-h-11 w-full rounded-xl border border-line bg-surface px-3 text-base tabular-nums';

/**
 * The new-card form of the built-in gateway (the sandbox stands in for Stripe Elements or
 * Checkout.com Frames when no provider key is configured). Numbers stay left-to-right in Arabic.
 */
export function CardForm({
  value,
  onChange,
}: {
  value: CardFormValue;
  onChange: (value: CardFormValue) => void;
}) {
  const { t } = useTranslation('checkout');
  const ids = { number: useId(), expiry: useId(), cvc: useId() };
  const expiry = value.expMonth + (value.expYear ? `/${value.expYear.slice(2)}` : '');
  return (
    <fieldset className="grid grid-cols-2 gap-3">
      <legend className="sr-only">{t('payment.newCard')}</legend>
      <label htmlFor={ids.number} className="col-span-2 grid gap-1 text-sm font-semibold">
        {t('payment.cardNumber')}
        <input
          id={ids.number}
          dir="ltr"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          value={formatCardNumber(value.number)}
          onChange={(event) =>
            onChange({ ...value, number: event.target.value.replace(/\D/g, '').slice(0, 19) })
          }
          className={INPUT}
        />
      </label>
      <label htmlFor={ids.expiry} className="grid gap-1 text-sm font-semibold">
        {t('payment.expiryDate')}
        <input
          id={ids.expiry}
          dir="ltr"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          value={expiry}
          onChange={(event) => onChange({ ...value, ...parseExpiry(event.target.value) })}
          className={INPUT}
        />
      </label>
      <label htmlFor={ids.cvc} className="grid gap-1 text-sm font-semibold">
        {t('payment.cvv')}
        <input
          id={ids.cvc}
          dir="ltr"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          value={value.cvc}
          onChange={(event) => onChange({ ...value, cvc: event.target.value.replace(/\D/g, '').slice(0, 4) })}
          className={INPUT}
        />
      </label>
      <p className="col-span-2 text-xs text-muted">{t('payment.secure')}</p>
    </fieldset>
  );
}
