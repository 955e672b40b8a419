import { isTrn } from '@storefront/core';
import { useTranslation } from '@storefront/i18n/react';
import { useId, useState } from 'react';
import type { CheckoutChoices } from './checkout-state.js';

/**
 * A business customer's tax invoice (docs/invoices.md): ticked, the company's name and its TRN
 * (15 digits) are asked for, checked before the order is placed ('businessTrn'), and named on the
 * order's invoice, which is then a full tax invoice.
 */
export function BusinessInvoiceSection({
  choices,
  update,
}: {
  choices: CheckoutChoices;
  update: (patch: Partial<CheckoutChoices>) => void;
}) {
  const { t } = useTranslation(['checkout', 'errors']);
  const hintId = useId();
  // Said once the customer leaves the field, not while the digits are being typed.
  const [left, setLeft] = useState(false);
  const business = choices.business;
  const wrongTrn = left && business !== null && business.trn.trim() !== '' && !isTrn(business.trn);
  const field = 'min-h-11 rounded-xl border border-line px-3 py-2';
  return (
    <section className="grid gap-3 rounded-2xl border border-line bg-surface p-4">
      <label className="flex min-h-11 items-center gap-3 font-semibold">
        <input
          type="checkbox"
          className="size-5 accent-brand"
          checked={business !== null}
          onChange={(event) => update({ business: event.target.checked ? { name: '', trn: '' } : null })}
        />
        {t('checkout:businessInvoice.ask')}
      </label>
      {business && (
        <>
          <p id={hintId} className="text-sm text-muted">
            {t('checkout:businessInvoice.hint')}
          </p>
          <label className="grid gap-1">
            <span>{t('checkout:businessInvoice.name')}</span>
            <input
              value={business.name}
              onChange={(event) => update({ business: { ...business, name: event.target.value } })}
              autoComplete="organization"
              maxLength={120}
              aria-describedby={hintId}
              className={field}
            />
          </label>
          <label className="grid gap-1">
            <span>{t('checkout:businessInvoice.trn')}</span>
            <input
              value={business.trn}
              onChange={(event) => update({ business: { ...business, trn: event.target.value } })}
              onBlur={() => setLeft(true)}
              inputMode="numeric"
              dir="ltr"
              maxLength={20}
              aria-invalid={wrongTrn || undefined}
              aria-describedby={hintId}
              className={field}
            />
          </label>
          {wrongTrn && (
            <p role="alert" className="text-sm text-danger">
              {t('errors:businessTrn')}
            </p>
          )}
        </>
      )}
    </section>
  );
}
