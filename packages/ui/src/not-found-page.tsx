import { useTranslation } from '@storefront/i18n/react';
import { useEffect, useState, type ReactNode } from 'react';
import { Button } from './button.js';
import { FullPageSpinner } from './full-page-spinner.js';
import { SearchXIcon } from './icons/index.js';

/** How long the not-found page shows its spinner first (spec §9). */
export const NOT_FOUND_SPINNER_MS = 1000;

export interface NotFoundPageProps {
  /** Defaults to 'Please, check the link and try again!'; e.g. the brand-not-found message. */
  message?: string;
  /** Defaults to reloading the page. */
  onRefresh?: () => void;
  /** Spinner time before the message; 0 shows the message at once. */
  spinnerMs?: number;
  /** Shown under Refresh once the spinner is gone, e.g. links to try instead. */
  children?: ReactNode;
}

/** Not-found page (spec §2 Other widgets, §8): a 1 s spinner, then the message and Refresh. */
export function NotFoundPage({
  message,
  onRefresh,
  spinnerMs = NOT_FOUND_SPINNER_MS,
  children,
}: NotFoundPageProps) {
  const { t } = useTranslation('common');
  const [ready, setReady] = useState(spinnerMs <= 0);

  useEffect(() => {
    if (ready) return undefined;
    const timer = window.setTimeout(() => setReady(true), spinnerMs);
    return () => window.clearTimeout(timer);
  }, [ready, spinnerMs]);

  if (!ready) return <FullPageSpinner fixed={false} />;
  return (
    <div className="flex min-h-[70dvh] flex-col items-center justify-center gap-5 px-6 py-10 text-center">
      <SearchXIcon className="size-28 text-brand" />
      <h1 className="text-xl font-bold text-ink">{message ?? t('appShell.notFound.text')}</h1>
      <Button onClick={onRefresh ?? (() => window.location.reload())} className="min-w-40">
        {t('appShell.notFound.refresh')}
      </Button>
      {children}
    </div>
  );
}
