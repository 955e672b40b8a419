import type { Fils } from '@storefront/core';
import { formatAed, languageOf } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';

export interface CodeOfferProps {
  /** The discount code the sale price needs. */
  code: string;
  /** The basket the code needs (core `saleMinimumOrder`), or null. */
  minimumOrder: Fils | null;
  /** The code is already carried to checkout. */
  applied?: boolean;
  /** Carries the code to checkout; without it, only what the price needs is said. */
  onApply?: () => void;
}

/**
 * What a sale price needs, said beside it: 'with code WELCOME20' (and the minimum order when the
 * code has one), with a one-tap 'Apply' that carries the code to checkout.
 */
export function CodeOffer({ code, minimumOrder, applied = false, onApply }: CodeOfferProps) {
  const { t, i18n } = useTranslation('store');
  const language = languageOf(i18n.language);
  return (
    <span data-slot="code-offer" className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <span className="text-xs text-muted">
        {minimumOrder !== null
          ? t('offer.withCodeMinimum', { code, minimum: formatAed(minimumOrder, language) })
          : t('offer.withCode', { code })}
      </span>
      {onApply &&
        (applied ? (
          <span role="status" className="text-xs font-semibold text-success">
            <span aria-hidden="true">✓ </span>
            {t('offer.applied', { code })}
          </span>
        ) : (
          <button
            type="button"
            onClick={onApply}
            aria-label={t('offer.applyLabel', { code })}
            // Above the card's whole-card link, so the tap applies the code and opens nothing.
            className="relative z-10 inline-flex min-h-9 items-center rounded-full border border-brand px-3 text-xs font-bold text-ink hover:bg-canvas"
          >
            {t('offer.apply')}
          </button>
        ))}
    </span>
  );
}
