import type { BrandInfo } from '@storefront/api';
import { useEffect } from 'react';
import { afterFirstView } from './page-scripts.js';

/**
 * The brand's tracking integrations on customers' pages: when it has any, the tracking code and
 * the vendors' scripts load after the first view (never on the staff's board).
 */
export function useTracking(brand: BrandInfo | null, app: string): void {
  useEffect(() => {
    if (!brand || app === 'operator') return;
    const integrations = brand.activeIntegrations;
    if (!integrations.some((entry) => entry.isActive && entry.category === 'TRACKING')) return;
    afterFirstView(() => {
      void import('./tracking.js')
        .then(({ startTracking }) => startTracking(integrations))
        .catch(() => undefined);
    });
  }, [brand, app]);
}
