/** The store page's location dialogs: the location sheet, the timing sheet and the area picker. */
import type { TimingStore, UnixSeconds } from '@storefront/core';
import { dubaiIsoDate } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { LocationSheet } from '@storefront/ui/location-sheet';
import { Modal } from '@storefront/ui/modal';
import { TimingWidget } from '@storefront/ui/timing-widget';
import { useSelector } from '@xstate/react';
import { useStorefront } from '../session/storefront-context.js';
import { AreaPicker } from '../setup/area-picker.js';
import type { LocationChange } from './use-location-change.js';

export interface LocationDialogsProps {
  change: LocationChange;
  service: 'DELIVERY' | 'PICKUP';
  place: string;
  timingText: string | undefined;
  timingStore: TimingStore | null;
  now: UnixSeconds;
}

/** Sheet with the place and timing ('Change' each), the timing widget in a sheet, and the area list. */
export function LocationDialogs({
  change,
  service,
  place,
  timingText,
  timingStore,
  now,
}: LocationDialogsProps) {
  const { t } = useTranslation(['store', 'common']);
  const { setup } = useStorefront();
  const timing = useSelector(setup, (snapshot) => snapshot.context.timing);
  return (
    <>
      <LocationSheet
        open={change.sheetOpen}
        onClose={change.closeSheet}
        serviceType={service}
        place={place}
        timing={timingText}
        onChangePlace={change.changePlace}
        onChangeTiming={change.openTiming}
      />
      {timingStore && timing && (
        <Modal
          open={change.timingOpen}
          title={service === 'DELIVERY' ? t('store:timing.deliveryTitle') : t('store:timing.pickupTitle')}
          onClose={change.closeTiming}
          closeLabel={t('common:actions.close')}
          variant="sheet"
        >
          <TimingWidget
            serviceType={service}
            store={timingStore}
            timing={timing}
            today={dubaiIsoDate(now)}
            showTitle={false}
            onChange={(next) => setup.send({ type: 'timing.set', timing: next })}
            onConfirm={(next) => {
              setup.send({ type: 'timing.set', timing: next });
              change.closeTiming();
            }}
          />
        </Modal>
      )}
      <AreaPicker
        open={change.areaOpen}
        onClose={change.closeArea}
        onChoose={(event) => change.chooseArea(event.area)}
      />
    </>
  );
}
