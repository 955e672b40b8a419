import { useTranslation } from '@storefront/i18n/react';
import { Button } from './button.js';

export interface OfflineScreenProps {
  /** Defaults to reloading the page. */
  onRefresh?: () => void;
}

/** Offline screen (spec §2 App shell, §4 App states): 'Oops', the reconnect hint and Refresh. */
export function OfflineScreen({ onRefresh }: OfflineScreenProps) {
  const { t } = useTranslation('common');
  return (
    <div className="flex min-h-[70dvh] flex-col items-center justify-center gap-4 px-6 py-10 text-center">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-24 text-muted"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
      >
        <path d="M2 8.8a15 15 0 0120 0M5.2 12.2a10 10 0 0113.6 0M8.5 15.5a5 5 0 017 0" />
        <circle cx="12" cy="19" r="1" fill="currentColor" />
        <path d="M3 3l18 18" />
      </svg>
      <h1 className="text-2xl font-bold text-ink">{t('appShell.offline.title')}</h1>
      <p className="max-w-80 text-base text-muted">{t('appShell.offline.text')}</p>
      <Button onClick={onRefresh ?? (() => window.location.reload())} className="min-w-40">
        {t('appShell.offline.refresh')}
      </Button>
    </div>
  );
}
