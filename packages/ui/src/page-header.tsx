import { useTranslation } from '@storefront/i18n/react';
import type { MouseEventHandler, ReactNode } from 'react';

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

function ArrowIcon({ className = '' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={`size-6 ${className}`} fill="none">
      <path
        d="M19 12H5m0 0 6-6m-6 6 6 6"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function CloseIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none">
      <path d="m6 6 12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function PlusArrowIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 rtl:-scale-x-100" fill="none">
      <path
        d="m8 5 5 5-5 5"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
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
        {action === 'back' ? <ArrowIcon className="rtl:-scale-x-100" /> : <CloseIcon />}
      </button>
      <h1 className="min-w-0 flex-1 truncate text-lg font-bold text-ink">{title}</h1>
      {addMoreItemsHref !== undefined && (
        <a
          href={addMoreItemsHref}
          onClick={onAddMoreItems}
          className="inline-flex min-h-11 shrink-0 items-center gap-1 rounded-full px-3 text-sm font-semibold text-ink underline-offset-4 hover:underline"
        >
          {t('store:basket.addMoreItems')}
          <PlusArrowIcon />
        </a>
      )}
    </header>
  );
}
