/** How a diner is named on the table's screens: the name they gave, or 'Guest N' in the page's language. */
import { useTranslation } from '@storefront/i18n/react';
import { useCallback } from 'react';
import type { TableSession } from './table-api.js';

export function useDinerLabel(session: TableSession | null): (dinerId: string | null) => string {
  const { t } = useTranslation('dineIn');
  return useCallback(
    (dinerId) => {
      const diner = session?.diners.find((entry) => entry.dinerId === dinerId);
      if (!diner) return '';
      const label = diner.name ?? t('session.guest', { number: diner.number });
      return diner.dinerId === session?.me ? `${label} (${t('session.you')})` : label;
    },
    [session, t],
  );
}
