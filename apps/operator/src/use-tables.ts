import { followEventStream, resolveError, type ResolvedError, type Schemas } from '@storefront/api';
import type { Fils } from '@storefront/core';
import { apiRootUrl } from '@storefront/features/app-kit/api';
import { useCallback, useEffect, useState } from 'react';
import { saveStaffSession, staffApi, type StaffSession } from './staff-api.js';

export interface StoreTables {
  storeId: string;
  /** The stores the staff member sees: a manager picks one. */
  stores: readonly { _id: string; name: { en: string; ar: string } }[];
  tableNumbers: readonly number[];
  /** Each table's signed codes for its printed card (shared session, or each phone on its own). */
  tableCodes?: readonly { tableNumber: number; tableToken: string; phoneToken: string }[];
  tabs: readonly Schemas['TableTab'][];
  /** The store's open shared table sessions, their bills and shares. */
  sessions?: readonly Schemas['StaffTableSession'][];
}

export interface Tables {
  tables: StoreTables | undefined;
  reload: () => Promise<void>;
  /** Settles a table's tab in cash at the balance shown; answers the refusal, or null. */
  cashReceived: (tableNumber: number, shownBalance: Fils) => Promise<ResolvedError | null>;
  /** Marks one share of a table's shared session paid in cash; answers the refusal, or null. */
  shareCashReceived: (tableNumber: number, shareId: string) => Promise<ResolvedError | null>;
  /** Closes a shared session that owes nothing, or gives it a new join code; answers the refusal, or null. */
  sessionAction: (sessionId: string, action: 'close' | 'new-code') => Promise<ResolvedError | null>;
}

/** The board's events that change the Tables page: an order's status, a table session's change. */
export const refreshesTables = (event: string): boolean => event === 'status' || event === 'table';

/**
 * A store's tables and their open pay-later tabs (the server computes each balance), read again
 * whenever an order of the staff member's stores changes (a new round arrives as PENDING) and
 * whenever a table session changes (a share paid by card, wallet or cash, a round sent).
 */
export function useTables(session: StaffSession, storeId: string | null, follow = true): Tables {
  const { token, staff } = session;
  const [tables, setTables] = useState<StoreTables | undefined>(undefined);

  const reload = useCallback(async () => {
    const { data, response } = await staffApi(token)
      .GET('/staff/tables', { params: { query: storeId ? { storeId } : {} } })
      .catch(() => ({ data: undefined, response: undefined }));
    if (response?.status === 401) saveStaffSession(staff.brandId, null);
    if (data) setTables(data.data);
  }, [token, staff.brandId, storeId]);

  useEffect(() => {
    void reload();
    if (!follow) return undefined;
    return followEventStream({
      url: new URL('staff/order-events', apiRootUrl()).toString(),
      getToken: () => token,
      onEvent: (event) => {
        if (refreshesTables(event.event)) void reload();
      },
      onConnection: () => undefined,
      onRefused: () => saveStaffSession(staff.brandId, null),
    });
  }, [reload, follow, token, staff.brandId]);

  const cashReceived = useCallback(
    async (tableNumber: number, shownBalance: Fils) => {
      if (!tables) return null;
      const { data, error } = await staffApi(token).POST('/staff/tables/{tableNumber}/cash-received', {
        params: { path: { tableNumber } },
        body: { storeId: tables.storeId, expectedTotal: shownBalance },
      });
      await reload();
      return data ? null : resolveError(error ?? null);
    },
    [token, tables, reload],
  );

  const shareCashReceived = useCallback(
    async (tableNumber: number, shareId: string) => {
      if (!tables) return null;
      const { data, error } = await staffApi(token).POST(
        '/staff/tables/{tableNumber}/shares/{shareId}/cash-received',
        { params: { path: { tableNumber, shareId } }, body: { storeId: tables.storeId } },
      );
      await reload();
      return data ? null : resolveError(error ?? null);
    },
    [token, tables, reload],
  );

  const sessionAction = useCallback(
    async (sessionId: string, action: 'close' | 'new-code') => {
      const api = staffApi(token);
      const options = { params: { path: { sessionId } } };
      const { data, error } =
        action === 'close'
          ? await api.POST('/staff/table-sessions/{sessionId}/close', options)
          : await api.POST('/staff/table-sessions/{sessionId}/new-code', options);
      await reload();
      return data ? null : resolveError(error ?? null);
    },
    [token, reload],
  );

  return { tables, reload, cashReceived, shareCashReceived, sessionAction };
}
