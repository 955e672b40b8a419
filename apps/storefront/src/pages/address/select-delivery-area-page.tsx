import { useTranslation } from '@storefront/i18n/react';
import { PageHeader } from '@storefront/ui/page-header';
import { useNavigate } from 'react-router';
import { AreaList } from '@storefront/features/setup/area-list';
import { PageFrame } from '@storefront/ui/page-frame';

/**
 * 'Select delivery area' (spec sections 2 and 4): mapped-area brands pick their area here, then
 * mark the exact point on the map, which decides the branch.
 */
export function SelectDeliveryAreaPage() {
  const { t } = useTranslation(['checkout', 'common']);
  const navigate = useNavigate();
  return (
    <PageFrame>
      <PageHeader title={t('checkout:address.selectDeliveryArea')} onAction={() => void navigate('/')} />
      <div className="p-4">
        <AreaList
          onChoose={({ area }) => void navigate('/address/add-new-map-address', { state: { area } })}
        />
      </div>
    </PageFrame>
  );
}
