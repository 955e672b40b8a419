import type { ResolvedError } from '@storefront/api';
import { useLocalised } from '@storefront/features/app-kit/localise';
import { translateServerError } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { ErrorText } from '@storefront/ui/error-text';
import { FullPageSpinner } from '@storefront/ui/full-page-spinner';
import { useState } from 'react';
import { OperatorNav } from './operator-nav.js';
import type { StaffSession } from './staff-api.js';
import { StorePicker, useStoreParam } from './store-picker.js';
import { useKitchen } from './use-kitchen.js';
import { CapacitySection } from './kitchen-capacity.js';
import { MenuSection, SoldOutSection } from './kitchen-menu.js';
import type { Run } from './kitchen-parts.js';
import { BusySection, ServicesSection, StoreSection } from './kitchen-sections.js';

/**
 * The kitchen's controls (docs/kitchen.md): the store open or closed, each service's
 * online orders paused for a while, a busy mode adding minutes to every quoted time, and the menu
 * to sell out from (an item or one option, for an hour, until the next opening or until turned
 * back on), each with who did it and when it ends. Every change reaches the store's open
 * customer screens at once.
 */
export function KitchenPage({ session }: { session: StaffSession }) {
  const { t } = useTranslation(['operator']);
  const { language } = useLocalised();
  const [storeId, pickStore] = useStoreParam();
  const { kitchen, change } = useKitchen(session, storeId);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<ResolvedError | null>(null);
  const [working, setWorking] = useState(false);

  const run: Run = async (ask, doneText) => {
    setWorking(true);
    const refusal = await change(ask);
    setWorking(false);
    setError(refusal);
    setDone(refusal ? null : doneText);
  };

  return (
    <main className="grid gap-3 p-3">
      <OperatorNav />
      <h1 className="text-2xl font-bold">{t('operator:kitchen.title')}</h1>
      {!kitchen && <FullPageSpinner fixed={false} />}
      {kitchen && (
        <>
          <StorePicker tables={kitchen} pickStore={pickStore} />
          <p role="status" className={done ? 'rounded-xl bg-canvas p-3 font-semibold' : 'sr-only'}>
            {done}
          </p>
          {error && <ErrorText text={translateServerError(error, language)} />}
          <div className="grid gap-3 lg:grid-cols-2">
            <StoreSection kitchen={kitchen} run={run} working={working} />
            <ServicesSection kitchen={kitchen} run={run} working={working} />
            <BusySection kitchen={kitchen} run={run} working={working} />
            <SoldOutSection kitchen={kitchen} run={run} working={working} />
            <CapacitySection
              kitchen={kitchen}
              run={run}
              working={working}
              manager={session.staff.role === 'brand_manager'}
            />
          </div>
          <MenuSection kitchen={kitchen} run={run} working={working} />
        </>
      )}
    </main>
  );
}
