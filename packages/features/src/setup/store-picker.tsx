/**
 * The store choice sheet (spec section 2). The list inside loads with the sheet's first opening,
 * so the brand home does not carry it in its first paint.
 */
import { useTranslation } from '@storefront/i18n/react';
import { FullPageSpinner } from '@storefront/ui/full-page-spinner';
import { Modal } from '@storefront/ui/modal';
import { lazy, Suspense } from 'react';

const StoreList = lazy(() => import('./store-list.js').then((module) => ({ default: module.StoreList })));

/** Store picker sheet (spec section 2): search, badges, closed stores not clickable. */
export function StorePicker({
  open,
  onClose,
  onChoose,
}: {
  open: boolean;
  onClose: () => void;
  onChoose: (storeId: string) => void;
}) {
  const { t } = useTranslation('store');
  return (
    <Modal
      open={open}
      title={t('storePicker.title')}
      onClose={onClose}
      closeLabel={t('storePicker.close')}
      variant="sheet"
    >
      {open && (
        <Suspense fallback={<FullPageSpinner fixed={false} />}>
          <StoreList onChoose={onChoose} />
        </Suspense>
      )}
    </Modal>
  );
}
