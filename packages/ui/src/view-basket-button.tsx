import type { Fils } from '@storefront/core';
import { formatAed, languageOf } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { BagIcon } from './icons/index.js';

export interface ViewBasketButtonProps {
  /** Number of items in the basket (core `itemCount`). */
  count: number;
  /** Basket total in fils (core `cartTotal`). */
  total: Fils;
  onClick: () => void;
  /**
   * The basket page's address: the button becomes a link (opens in a new tab with a modifier
   * key); a plain click still calls `onClick`, for the app's router to navigate.
   */
  href?: string;
  /** Fixed to the bottom of the screen (default); off for inline placement. */
  floating?: boolean;
}

/** The floating 'View Basket' button with the item count and total; hidden when the basket is empty. */
export function ViewBasketButton({ count, total, onClick, href, floating = true }: ViewBasketButtonProps) {
  const { t, i18n } = useTranslation('store');
  const language = languageOf(i18n.language);
  if (count <= 0) return null;
  const className =
    'flex min-h-14 w-full items-center gap-3 rounded-2xl bg-brand px-4 py-2 text-on-brand shadow-lg shadow-black/20 transition hover:brightness-95 active:scale-[0.99] motion-reduce:active:scale-100';
  const content = (
    <>
      <span className="relative inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-on-brand/15">
        <BagIcon className="size-5" />
        <span
          aria-hidden="true"
          className="absolute -top-1 -end-1 inline-flex min-w-5 items-center justify-center rounded-full bg-on-brand px-1 text-xs leading-5 font-bold text-brand"
        >
          {count}
        </span>
      </span>
      <span className="flex-1 text-start text-base font-bold">
        {t('menu.viewBasket')}
        <span className="sr-only">, {t('menu.itemCount', { count })}, </span>
      </span>
      <span className="text-base font-bold tabular-nums">{formatAed(total, language)}</span>
    </>
  );
  const button =
    href === undefined ? (
      <button type="button" onClick={onClick} className={className}>
        {content}
      </button>
    ) : (
      <a
        href={href}
        onClick={(event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          onClick();
        }}
        className={className}
      >
        {content}
      </a>
    );
  if (!floating) return button;
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-30 flex justify-center px-4 pt-2 pb-[max(1rem,env(safe-area-inset-bottom))]">
      <div className="pointer-events-auto w-full max-w-panel">{button}</div>
    </div>
  );
}
