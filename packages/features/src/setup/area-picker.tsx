/**
 * The delivery area sheet (spec section 2). The list inside loads with the sheet's first opening,
 * so neither the brand home nor the store page carries it in its first paint.
 */
import { useTranslation } from '@storefront/i18n/react';
import { FullPageSpinner } from '@storefront/ui/full-page-spinner';
import { Modal } from '@storefront/ui/modal';
import { lazy, Suspense } from 'react';
import type { AreaChosen } from './area-list.js';

const AreaList = lazy(() => import('./area-list.js').then((module) => ({ default: module.AreaList })));

/** Area picker sheet (spec section 2). */
export function AreaPicker({
  open,
  onClose,
  onChoose,
}: {
  open: boolean;
  onClose: () => void;
  onChoose: (event: AreaChosen) => void;
}) {
  const { t } = useTranslation(['store', 'common']);
  return (
    <Modal
      open={open}
      title={t('store:areaPicker.title')}
      onClose={onClose}
      closeLabel={t('common:actions.close')}
      variant="sheet"
    >
      {open && (
        <Suspense fallback={<FullPageSpinner fixed={false} />}>
          <AreaList onChoose={onChoose} />
        </Suspense>
      )}
    </Modal>
  );
}
