import { useTranslation } from '@storefront/i18n/react';
import { Button } from './button.js';
import { DownloadIcon } from './icons/index.js';

export interface UpdateAvailableScreenProps {
  /** Defaults to reloading the page, which loads the new version. */
  onUpdate?: () => void;
}

/** 'Refresh required' screen (spec §2 App shell, §4 App states): heading and 'get latest version'. */
export function UpdateAvailableScreen({ onUpdate }: UpdateAvailableScreenProps) {
  const { t } = useTranslation('common');
  return (
    <div className="flex min-h-[70dvh] flex-col items-center justify-center gap-5 px-6 py-10 text-center">
      <span
        aria-hidden="true"
        className="flex size-24 items-center justify-center rounded-full bg-brand text-on-brand"
      >
        <DownloadIcon className="size-12" />
      </span>
      <h1 className="text-2xl font-bold text-ink">{t('appShell.update.heading')}</h1>
      <Button onClick={onUpdate ?? (() => window.location.reload())} className="min-w-48">
        {t('appShell.update.button')}
      </Button>
    </div>
  );
}
