import { useTranslation } from '@storefront/i18n/react';

export interface FullPageSpinnerProps {
  /** What is loading; defaults to 'Loading...'. */
  label?: string;
  /** Cover the viewport (default) or fill the parent. */
  fixed?: boolean;
}

/** Full-page loader (spec §2 Other widgets): a spinner with a status label for screen readers. */
export function FullPageSpinner({ label, fixed = true }: FullPageSpinnerProps) {
  const { t } = useTranslation('common');
  return (
    <div
      role="status"
      aria-live="polite"
      className={`${fixed ? 'fixed inset-0 z-40' : 'min-h-80 w-full'} flex flex-col items-center justify-center gap-3 bg-surface/90`}
    >
      <span
        aria-hidden="true"
        className="size-12 animate-spin rounded-full border-4 border-line border-t-brand motion-reduce:animate-none motion-reduce:border-t-line"
      />
      <span className="text-base font-medium text-ink">{label ?? t('labels.loading')}</span>
    </div>
  );
}
