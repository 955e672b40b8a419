/** The item page's heading block: title, price or sale price, badges, the sale's code and the description. */
import { itemDisplayPrice, saleMinimumOrder, type Discount, type Fils } from '@storefront/core';
import { formatAed } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { CodeOffer } from '@storefront/ui/code-offer';
import { useLocalised } from '../app-kit/localise.js';
import { useCheckoutChoices } from '../checkout/checkout-state.js';

export interface ItemSummaryProps {
  title: string;
  description: string;
  price: Fils;
  /** The same sale as the menu card (spec section 5 "Discount display"); null without one. */
  sale: Discount | null;
  outOfStock: boolean;
}

/** Title (the page's h1), price with the struck-out original on sale, Sale / Out of stock badges. */
export function ItemSummary({ title, description, price, sale, outOfStock }: ItemSummaryProps) {
  const { t } = useTranslation('store');
  const { language } = useLocalised();
  // 'Apply' carries the sale's code to checkout, which validates it when it opens.
  const { choices, update: updateChoices } = useCheckoutChoices();
  const display = itemDisplayPrice(price, sale);
  const onSale = sale !== null && display.kind === 'price' && display.originalPrice !== null;
  return (
    <section className="grid gap-2 px-4 py-4">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="flex flex-wrap items-center gap-2 text-lg font-semibold">
        <span>
          {display.kind === 'price' ? formatAed(display.price, language) : t('item.priceOnSelection')}
        </span>
        {display.kind === 'price' && display.originalPrice !== null && (
          <del className="text-base font-normal text-muted">{formatAed(display.originalPrice, language)}</del>
        )}
        {onSale && (
          <span className="rounded-full bg-brand px-2 py-0.5 text-xs font-bold text-on-brand">
            {t('coupons.sale')}
          </span>
        )}
        {outOfStock && (
          <span className="rounded-full border border-danger px-2 py-0.5 text-xs font-bold text-danger">
            {t('item.outOfStock')}
          </span>
        )}
      </p>
      {onSale && (
        <CodeOffer
          code={sale.discountCode}
          minimumOrder={saleMinimumOrder(sale)}
          applied={choices.discountCode?.toUpperCase() === sale.discountCode.toUpperCase()}
          onApply={() => updateChoices({ discountCode: sale.discountCode, useLoyalty: false })}
        />
      )}
      <p className="text-muted">{description}</p>
    </section>
  );
}
