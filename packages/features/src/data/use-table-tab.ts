import type { Schemas } from '@storefront/api';
import { ZERO_FILS, type Fils } from '@storefront/core';
import { api } from '../app-kit/api.js';
import { useSetupPlace, useStorefront } from '../session/storefront-context.js';
import { ReadError, type Read } from './query-cache.js';
import { MAX_AGE, useQuery } from './use-query.js';

/** A table's open tab (spec section 3 "Orders state" `ordered`): its unpaid pay-later orders and their totals. */
export interface TableTab {
  readonly orders: readonly Schemas['Order'][];
  readonly ordersTotalPrice: Fils;
  readonly ordersTotalTax: Fils;
  readonly totalTipAmount: Fils;
}

export const EMPTY_TAB: TableTab = {
  orders: [],
  ordersTotalPrice: ZERO_FILS,
  ordersTotalTax: ZERO_FILS,
  totalTipAmount: ZERO_FILS,
};

/** A table as a dine-in call names it: its store, number and the signed token of its printed code. */
export interface TableAt {
  readonly storeId: string;
  readonly tableNumber: number;
  readonly tableToken: string;
}

/** The table's pay-later orders (order/getTableLaterOrders), read with the table's printed code. */
export function tableTabRead(brandId: string, table: TableAt): Read<TableTab> {
  const { storeId, tableNumber, tableToken } = table;
  return {
    key: ['tableTab', storeId, tableNumber],
    load: async () => {
      const { data, error } = await api.POST('/order/getTableLaterOrders', {
        body: { brandId, storeId, tableNumber, tableToken },
      });
      if (!data) throw new ReadError('table tab', error);
      return {
        orders: data.data.fetchedOrder,
        ordersTotalPrice: data.data.ordersTotalPrice,
        ordersTotalTax: data.data.ordersTotalTax,
        totalTipAmount: data.data.totalTipAmount,
      };
    },
  };
}

export type TableTabState = { status: 'loading' } | { status: 'ready'; tab: TableTab } | { status: 'none' };

/**
 * The open tab of the diner's table (dine-in setup), read again whenever a screen showing it
 * opens (another diner may have ordered or paid meanwhile); 'none' outside dine-in or on failure.
 */
export function useTableTab(): TableTabState {
  const { brand } = useStorefront();
  const { serviceType, storeId, tableNumber, tableToken } = useSetupPlace();
  const table =
    serviceType === 'DINE_IN' && storeId && tableNumber !== null && tableToken
      ? { storeId, tableNumber, tableToken }
      : null;
  const read = tableTabRead(brand.brand._id, table ?? { storeId: '', tableNumber: 0, tableToken: '' });
  const entry = useQuery(read.key, read.load, {
    maxAge: MAX_AGE.tableTab,
    enabled: table !== null,
    refetchOnMount: true,
  });
  if (!table) return { status: 'none' };
  if (entry.data) return { status: 'ready', tab: entry.data };
  if (entry.status === 'error' && !entry.fetching) return { status: 'none' };
  return { status: 'loading' };
}
