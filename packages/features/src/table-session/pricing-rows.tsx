/** How a table amount is made: items, the discount, VAT; the caller adds its total rows. */
import type { Schemas } from '@storefront/api';
import { useTranslation } from '@storefront/i18n/react';
import { Money } from '@storefront/ui/money';
import { useLocalised } from '../app-kit/localise.js';

export function PricingRows({ pricing, testId }: { pricing: Schemas['TablePricing']; testId: string }) {
  const { t } = useTranslation('dineIn');
  const { language } = useLocalised();
  const rate = String(pricing.taxRate);
  const row = (id: string, term: string, amount: React.ReactNode) => (
    <div key={id} className="flex justify-between gap-4 text-sm text-muted">
      <dt>{term}</dt>
      <dd className="tabular-nums" data-testid={`${testId}-${id}`}>
        {amount}
      </dd>
    </div>
  );
  return (
    <>
      {row('items', t('session.pricing.itemsTotal'), <Money fils={pricing.itemsTotal} language={language} />)}
      {pricing.discount > 0 &&
        row(
          'discount',
          t('session.pricing.discount'),
          <Money fils={pricing.discount} language={language} sign="-" />,
        )}
      {(pricing.vat > 0 || pricing.taxRate > 0) &&
        row(
          'vat',
          pricing.taxIncluded
            ? t('session.pricing.vatIncluded', { rate })
            : t('session.pricing.vat', { rate }),
          <Money fils={pricing.vat} language={language} />,
        )}
    </>
  );
}
