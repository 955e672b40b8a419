import type { Schemas } from '@storefront/api';
import { api } from '../app-kit/api.js';
import { useStorefront } from '../session/storefront-context.js';
import { MAX_AGE, useQuery } from './use-query.js';

/**
 * The brand-wide menu (menus/get-brand-menu: every category with its items) of a brand whose
 * catalogue is the brand's, not each store's; null until it arrives, when off, and when it fails.
 */
export function useBrandMenu(enabled: boolean): Schemas['Menu'] | null {
  const { brand } = useStorefront();
  const brandId = brand.brand._id;
  const { data } = useQuery(
    ['menu', 'brand'],
    async () => {
      const { data: answer } = await api.POST('/menus/get-brand-menu', { body: { brandId } });
      return answer?.data ?? null;
    },
    { maxAge: MAX_AGE.menu, enabled },
  );
  return (enabled && data) || null;
}
