/** The session is fully paid: thank you, and the table is closed (a new scan opens an empty table). */
import { useTranslation } from '@storefront/i18n/react';
import { Button } from '@storefront/ui/button';
import { PageFrame } from '@storefront/ui/page-frame';

export function TableClosed({ onNewOrder }: { onNewOrder: () => void }) {
  const { t } = useTranslation('dineIn');
  return (
    <PageFrame>
      <main className="mx-auto grid max-w-panel gap-4 p-6 text-center" aria-live="polite">
        <h1 className="text-2xl font-bold">{t('session.closedTitle')}</h1>
        <p className="text-muted">{t('session.closedText')}</p>
        <Button block onClick={onNewOrder}>
          {t('session.newTable')}
        </Button>
      </main>
    </PageFrame>
  );
}
