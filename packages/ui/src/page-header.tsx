import { useTranslation } from '@storefront/i18n/react';
import type { MouseEventHandler, ReactNode } from 'react';
import { ArrowLeftIcon, ChevronIcon, CloseIcon } from './icons/index.js';

export interface PageHeaderProps {
  title: ReactNode;
  /** `back` shows an arrow (flipped in Arabic), `close` a cross. */
  action?: 'back' | 'close';
  onAction: () => void;
  /** Overrides the button's label ('Back' / 'Close'). */
  actionLabel?: string;
  /** Shows the 'Add more items' link, e.g. back to the store menu. */
  addMoreItemsHref?: string;
  onAddMoreItems?: MouseEventHandler<HTMLAnchorElement>;
}

/** Page title bar with a back or close button and the optional 'Add more items' link. */
export function PageHeader({
  title,
  action = 'back',
  onAction,
  actionLabel,
  addMoreItemsHref,
  onAddMoreItems,
}: PageHeaderProps) {
  const { t } = useTranslation(['common', 'store']);
  const label = actionLabel ?? (action === 'back' ? t('common:actions.back') : t('common:actions.close'));
  return (
    <header className="sticky top-0 z-20 flex min-h-14 items-center gap-1 border-b border-line bg-surface px-2">
      <button
        type="button"
        onClick={onAction}
        aria-label={label}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink hover:bg-canvas"
      >
        {action === 'back' ? (
          <ArrowLeftIcon className="size-6 rtl:-scale-x-100" />
        ) : (
          <CloseIcon className="size-6" />
        )}
      </button>
      <h1 className="min-w-0 flex-1 truncate text-lg font-bold text-ink">{title}</h1>
      {addMoreItemsHref !== undefined && (
        <a
          href={addMoreItemsHref}
          onClick={onAddMoreItems}
          className="inline-flex min-h-11 shrink-0 items-center gap-1 rounded-full px-3 text-sm font-semibold text-ink underline-offset-4 hover:underline"
        >
          {t('store:basket.addMoreItems')}
          <ChevronIcon mini direction="right" className="size-4 rtl:-scale-x-100" />
        </a>
      )}
    </header>
  );
}
