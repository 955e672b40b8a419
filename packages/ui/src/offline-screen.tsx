import { useTranslation } from '@storefront/i18n/react';
import { Button } from './button.js';
import { WifiOffIcon } from './icons/index.js';

export interface OfflineScreenProps {
  /** Defaults to reloading the page. */
  onRefresh?: () => void;
}

/** Offline screen (spec §2 App shell, §4 App states): 'Oops', the reconnect hint and Refresh. */
export function OfflineScreen({ onRefresh }: OfflineScreenProps) {
  const { t } = useTranslation('common');
  return (
    <div className="flex min-h-[70dvh] flex-col items-center justify-center gap-4 px-6 py-10 text-center">
      <WifiOffIcon className="size-24 text-muted" />
      <h1 className="text-2xl font-bold text-ink">{t('appShell.offline.title')}</h1>
      <p className="max-w-80 text-base text-muted">{t('appShell.offline.text')}</p>
      <Button onClick={onRefresh ?? (() => window.location.reload())} className="min-w-40">
        {t('appShell.offline.refresh')}
      </Button>
    </div>
  );
}
