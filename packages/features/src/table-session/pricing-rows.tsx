/** How a table amount is made (report D18): items, the discount, VAT; the caller adds its total rows. */
import type { Schemas } from '@storefront/api';
import { formatAed, formatAedDeduction } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { useLocalised } from '../app-kit/localise.js';

export function PricingRows({ pricing, testId }: { pricing: Schemas['TablePricing']; testId: string }) {
  const { t } = useTranslation('dineIn');
  const { language } = useLocalised();
  const rate = String(pricing.taxRate);
  const rows = [
    ['items', t('session.pricing.itemsTotal'), formatAed(pricing.itemsTotal, language)],
    ...(pricing.discount > 0
      ? [['discount', t('session.pricing.discount'), formatAedDeduction(pricing.discount, language)]]
      : []),
    ...(pricing.vat > 0 || pricing.taxRate > 0
      ? [
          [
            'vat',
            pricing.taxIncluded
              ? t('session.pricing.vatIncluded', { rate })
              : t('session.pricing.vat', { rate }),
            formatAed(pricing.vat, language),
          ],
        ]
      : []),
  ] as const;
  return (
    <>
      {rows.map(([id, term, amount]) => (
        <div key={id} className="flex justify-between gap-4 text-sm text-muted">
          <dt>{term}</dt>
          <dd className="tabular-nums" data-testid={`${testId}-${id}`}>
            <bdi>{amount}</bdi>
          </dd>
        </div>
      ))}
    </>
  );
}
