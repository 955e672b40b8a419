import { staffOf } from '../../http/security.js';
import { fils } from '@storefront/core';
import type { CatalogueService } from '../../catalogue/catalogue-service.js';
import type { Db } from '../../db/database.js';
import { errorBody, type Handler } from '../../http/api-types.js';
import { orderMessages } from '../../orders/order-messages.js';
import type { StaffMember, StaffSessions } from '../staff-sessions.js';

import { settleInCash, storeTabs, tableMessages } from '../table-tab-store.js';

/** Dine-in on the order board: a store's tables with their open tabs, and 'Cash received'. */
export interface TablesContext {
  db: Db;
  catalogue: CatalogueService;
  staffSessions: StaffSessions;
  clock: () => Date;
}

export function tableHandlers(context: TablesContext) {
  /** The stores the staff member sees: their store, or every store of the brand. */
  async function storesOf(member: StaffMember) {
    const catalogue = await context.catalogue.forBrand(member.staff.brandId);
    return catalogue.stores.filter((store) => !member.storeIds || member.storeIds.includes(store.id));
  }
  const storeOf = async (member: StaffMember, storeId: string) =>
    (await storesOf(member)).find((store) => store.id === storeId);
  const storeNotFound = { status: 404 as const, body: errorBody('NOT_FOUND', orderMessages.storeNotFound) };

  const getStaffTables: Handler<'getStaffTables'> = async ({ query, caller }) => {
    const member = staffOf(caller);
    const stores = await storesOf(member);
    // Without a store asked for, the first one that has tables: a manager's Tables page should not
    // open on a store with no dine-in while another has an open bill.
    const store = query.storeId
      ? stores.find((entry) => entry.id === query.storeId)
      : (stores.find((entry) => entry.dineInTables.length > 0) ?? stores[0]);
    if (!store) return storeNotFound;
    const tabs = await storeTabs(context.db, member.staff.brandId, store.id);
    return {
      status: 200,
      body: {
        success: 1,
        data: {
          storeId: store.id,
          stores: stores.map((entry) => ({ _id: entry.id, name: { en: entry.name.en, ar: entry.name.ar } })),
          tableNumbers: [...store.dineInTables],
          tabs,
        },
      },
    };
  };

  const settleTableInCash: Handler<'settleTableInCash'> = async ({ params, body, caller }) => {
    const member = staffOf(caller);
    const store = await storeOf(member, body.storeId);
    if (!store) return storeNotFound;
    if (!store.dineInTables.includes(params.tableNumber)) {
      return { status: 404, body: errorBody('NOT_FOUND', orderMessages.tableNotFound) };
    }
    const settled = await settleInCash(context.db, {
      brandId: member.staff.brandId,
      storeId: store.id,
      tableNumber: params.tableNumber,
      expectedTotal: fils(body.expectedTotal),
      by: { staffId: member.staff.id, name: member.staff.name },
      at: context.clock(),
    });
    if (!settled) return { status: 409, body: errorBody('CONFLICT', tableMessages.tabChanged) };
    return {
      status: 200,
      body: {
        success: 1,
        data: {
          tableNumber: params.tableNumber,
          total: body.expectedTotal,
          orderNumbers: settled.map((row) => row.orderNumber),
        },
      },
    };
  };

  return { getStaffTables, settleTableInCash };
}
