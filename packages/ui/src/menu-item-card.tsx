import { itemDisplayPrice, saleMinimumOrder, type Discount, type Fils } from '@storefront/core';
import { formatAed, languageOf } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { useId } from 'react';
import { CodeOffer } from './code-offer.js';

export interface MenuItemCardProps {
  /** Title and description in the current language. */
  title: string;
  description?: string;
  /** The item's first picture; its alt text is the title, so the picture is named in the page language. */
  imageUrl?: string;
  /** Menu price in fils; 0 or less shows 'Price On Selection'. */
  price: Fils;
  /**
   * The item's sale discount (core `saleBadgeDiscount`): the badge, the struck price and what the
   * price needs ('with code …', its minimum order).
   */
  saleDiscount?: Discount | null;
  /** Carries the sale's code to checkout ('Apply'); the card then says it will be applied. */
  onApplyCode?: (code: string) => void;
  /** The sale's code is the one carried to checkout. */
  codeApplied?: boolean;
  outOfStock?: boolean;
  /** Opens the item; the whole card is the target. */
  onSelect: () => void;
  /**
   * Where the item opens: given, the title is a link (open in a new tab, copy link) whose plain
   * click still goes through `onSelect`; without it, a button.
   */
  href?: string;
  /** Heading level of the title inside the menu (categories are usually h2). */
  headingLevel?: 3 | 4;
}

const TITLE_CLASS = 'text-start after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none';

/** A menu item row: text at the start, picture at the end, the whole card one button. */
export function MenuItemCard({
  title,
  description,
  imageUrl,
  price,
  saleDiscount = null,
  onApplyCode,
  codeApplied = false,
  outOfStock = false,
  onSelect,
  href,
  headingLevel = 3,
}: MenuItemCardProps) {
  const { t, i18n } = useTranslation(['store', 'errors']);
  const language = languageOf(i18n.language);
  // Named by purpose, like the modal's title (see modal.tsx).
  const detailsId = `${useId()}-details`;
  const display = itemDisplayPrice(price, saleDiscount);
  const onSale = display.kind === 'price' && display.originalPrice !== null;
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <article className="relative flex gap-3 rounded-2xl border border-line bg-surface p-3 transition-shadow hover:shadow-md has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-[#1d4ed8]">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Heading className="text-base leading-snug font-semibold text-ink">
          {href ? (
            <a
              href={href}
              aria-describedby={detailsId}
              aria-disabled={outOfStock || undefined}
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                onSelect();
              }}
              className={TITLE_CLASS}
            >
              {title}
            </a>
          ) : (
            <button type="button" onClick={onSelect} aria-describedby={detailsId} className={TITLE_CLASS}>
              {title}
            </button>
          )}
        </Heading>
        <div id={detailsId} className="flex flex-col gap-1">
          {description && <p className="line-clamp-2 text-sm leading-snug text-muted">{description}</p>}
          <p className="mt-auto flex flex-wrap items-center gap-x-2 gap-y-1 pt-1 text-sm">
            {display.kind === 'priceOnSelection' ? (
              <span className="font-semibold text-ink">{t('store:item.priceOnSelection')}</span>
            ) : (
              <>
                <span className="font-bold text-ink">{formatAed(display.price, language)}</span>
                {display.originalPrice !== null && (
                  <del className="text-muted">{formatAed(display.originalPrice, language)}</del>
                )}
              </>
            )}
            {onSale && (
              <span className="rounded-full bg-brand px-2 py-0.5 text-xs font-bold text-on-brand">
                {t('store:coupons.sale')}
              </span>
            )}
            {outOfStock && (
              <span className="rounded-full border border-danger px-2 py-0.5 text-xs font-bold text-danger">
                {t('store:item.outOfStock')}
              </span>
            )}
          </p>
        </div>
        {onSale && saleDiscount && (
          <CodeOffer
            code={saleDiscount.discountCode}
            minimumOrder={saleMinimumOrder(saleDiscount)}
            applied={codeApplied}
            {...(onApplyCode && { onApply: () => onApplyCode(saleDiscount.discountCode) })}
          />
        )}
      </div>
      {imageUrl && (
        <img
          src={imageUrl}
          alt={title}
          width={104}
          height={104}
          loading="lazy"
          decoding="async"
          className={`size-26 shrink-0 rounded-xl bg-canvas object-cover ${outOfStock ? 'grayscale' : ''}`}
        />
      )}
    </article>
  );
}
