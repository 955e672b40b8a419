/** The store page's top: the brand's banner picture, then the sticky location bar and menu search. */
import { useTranslation } from '@storefront/i18n/react';
import { LocationBar } from '@storefront/ui/location-bar';
import { SearchInput } from '@storefront/ui/menu-search';
import type { Ref } from 'react';
import { useNavigate } from 'react-router';
import { useSelector } from '@xstate/react';
import { useAppRoutes } from '../app-kit/routes.js';
import { useStorefront } from '../session/storefront-context.js';
import { DineInBar } from './dine-in-bar.js';

export interface StoreTopBarProps {
  headerRef: Ref<HTMLElement>;
  /** Dine-in shows the 'Dine In' badge and the table instead of the location bar. */
  service: 'DELIVERY' | 'PICKUP' | 'DINE_IN';
  areaName: string | undefined;
  storeName: string;
  timingText: string | undefined;
  onOpenLocation: () => void;
  query: string;
  onQueryChange: (query: string) => void;
}

/** Banner, location bar (opens the location sheet; login or settings) and the search field. */
export function StoreTopBar({
  headerRef,
  service,
  areaName,
  storeName,
  timingText,
  onOpenLocation,
  query,
  onQueryChange,
}: StoreTopBarProps) {
  const routes = useAppRoutes();
  const { t } = useTranslation('store');
  const { brand, session, setup } = useStorefront();
  const tableNumber = useSelector(setup, (snapshot) => snapshot.context.tableNumber);
  const navigate = useNavigate();
  const banner = brand.setting.brandImageHomeBG;
  return (
    <>
      {banner && (
        <img
          src={banner}
          alt=""
          width={460}
          height={112}
          fetchPriority="high"
          className="block h-28 w-full object-cover"
        />
      )}
      <header ref={headerRef} className="sticky top-0 z-20 bg-surface">
        {service === 'DINE_IN' ? (
          <DineInBar
            storeName={storeName}
            tableNumber={tableNumber}
            loggedIn={session !== null}
            onLogin={() => void navigate(routes.login())}
            onSettings={() => void navigate(routes.settings())}
          />
        ) : (
          <LocationBar
            serviceType={service}
            areaName={areaName}
            storeName={storeName}
            timing={timingText}
            onOpen={onOpenLocation}
            loggedIn={session !== null}
            onLogin={() => void navigate(routes.login())}
            onSettings={() => void navigate(routes.settings())}
          />
        )}
        <div className="border-b border-line px-4 py-2">
          <SearchInput
            value={query}
            onChange={onQueryChange}
            label={t('search.placeholder')}
            clearLabel={t('search.clear')}
          />
        </div>
      </header>
    </>
  );
}
