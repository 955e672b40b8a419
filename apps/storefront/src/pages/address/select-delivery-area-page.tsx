import { useTranslation } from '@storefront/i18n/react';
import { FullPageSpinner } from '@storefront/ui/full-page-spinner';
import { Modal } from '@storefront/ui/modal';
import { PageHeader } from '@storefront/ui/page-header';
import { SavedAddressList } from '@storefront/ui/saved-address-list';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AreaList } from '@storefront/features/setup/area-list';
import { PageFrame } from '@storefront/ui/page-frame';
import { useMappedAreas } from './use-mapped-areas.js';
import { useSavedAddressChoice } from './use-saved-address-choice.js';

/**
 * 'Select delivery area' (spec sections 2 and 4): mapped-area brands pick their area here, then
 * mark the exact point on the map, which decides the branch. A signed-in customer with saved
 * addresses sees those first: one of them is the point, and its branch's menu opens at once.
 */
export function SelectDeliveryAreaPage() {
  const { t } = useTranslation(['checkout', 'common', 'errors']);
  const navigate = useNavigate();
  const saved = useSavedAddressChoice(useMappedAreas());
  const [listFirst, setListFirst] = useState(true);
  const showSaved = listFirst && saved.addresses !== null && saved.addresses.length > 0;
  return (
    <PageFrame>
      <PageHeader
        title={showSaved ? t('checkout:address.savedTitle') : t('checkout:address.selectDeliveryArea')}
        onAction={() => void navigate('/')}
      />
      {saved.addresses === null || saved.busy ? (
        <FullPageSpinner fixed={false} />
      ) : showSaved ? (
        <SavedAddressList
          addresses={saved.addresses.map((address) => ({
            _id: address._id,
            addressType: address.addressType,
            address: address.address,
            appartmentNo: address.apartmentNo,
            building: address.building,
            floor: address.floor,
            areaLine: [address.area, address.city].filter(Boolean).join(', '),
          }))}
          selectedId={null}
          onSelect={(choice) => {
            const address = saved.addresses?.find((entry) => entry._id === choice._id);
            if (address) saved.choose(address);
          }}
          onAddNew={() => setListFirst(false)}
        />
      ) : (
        <div className="p-4">
          <AreaList
            onChoose={({ area }) => void navigate('/address/add-new-map-address', { state: { area } })}
          />
        </div>
      )}
      <Modal
        open={saved.refused}
        title={t('common:messageModal.title')}
        onClose={saved.dismiss}
        closeLabel={t('common:actions.close')}
      >
        <p>{t('errors:doesNotDeliver')}</p>
      </Modal>
    </PageFrame>
  );
}
