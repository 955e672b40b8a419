import { useTranslation } from '@storefront/i18n/react';
import { Link } from 'react-router';
import { useAppRoutes } from '../app-kit/routes.js';
import { BasketLines } from '../basket/basket-lines.js';
import { BusinessInvoiceSection } from './business-invoice-section.js';
import type { CheckoutChoices } from './checkout-state.js';

/** 'Your items' with a way back to the menu, the order's special instructions, a business's invoice. */
export function BasketSection({
  choices,
  update,
}: {
  choices: CheckoutChoices;
  update: (patch: Partial<CheckoutChoices>) => void;
}) {
  const routes = useAppRoutes();
  const { t } = useTranslation(['checkout', 'common']);
  return (
    <>
      <section className="rounded-2xl border border-line bg-surface">
        <h2 className="px-4 pt-4 font-semibold">{t('checkout:yourItems')}</h2>
        <BasketLines />
        <div className="px-4 pb-4">
          <Link to={routes.menu()} className="font-semibold underline">
            {t('common:actions.addMoreItems')}
          </Link>
        </div>
      </section>
      <label className="grid gap-1 rounded-2xl border border-line bg-surface p-4">
        <span className="font-semibold">{t('checkout:specialInstructions.label')}</span>
        <textarea
          value={choices.specialRequest}
          onChange={(event) => update({ specialRequest: event.target.value })}
          placeholder={t('checkout:specialInstructions.placeholder')}
          maxLength={500}
          rows={2}
          className="rounded-xl border border-line px-3 py-2"
        />
      </label>
      <BusinessInvoiceSection choices={choices} update={update} />
    </>
  );
}
