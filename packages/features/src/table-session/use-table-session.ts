import { followEventStream, type ResolvedError } from '@storefront/api';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { apiRootUrl } from '../app-kit/api.js';
import {
  editAtVersion,
  joinTable,
  openTable,
  tableCalls,
  TableEntryError,
  type TableCallResult,
  type TableCalls,
  type TableSession,
} from './table-api.js';
import { initialTableState, tableReducer, type TableState } from './table-state.js';

/** Where the phone keeps its diner token for a table's code, so a reload stays at the table. */
const tokenKey = (tableToken: string) => `storefront.tableDiner.${tableToken}`;

export type TableEntry =
  | { status: 'opening' }
  | { status: 'join'; tableNumber: number; error: ResolvedError | null; busy: boolean }
  | { status: 'in'; dinerToken: string }
  | { status: 'unknown'; error: ResolvedError };

/**
 * A phone at a table (docs/dine-in.md): opens the table's session from its code (the first phone
 * goes straight in, a later one joins with the code on the others' screens), then follows the
 * session's push stream (Server-Sent Events; it reconnects and catches up, and every `session`
 * event carries the whole snapshot). Edits send the shown version; a 409 shows the server's table.
 */
export function useTableSession(brandId: string, tableToken: string) {
  const [entry, setEntry] = useState<TableEntry>({ status: 'opening' });
  const [state, dispatch] = useReducer(
    tableReducer<TableSession>,
    initialTableState as TableState<TableSession>,
  );
  const [connected, setConnected] = useState(true);
  const latest = useRef<TableSession | null>(null);
  latest.current = state.snapshot;

  const enter = useCallback(
    (session: TableSession, dinerToken: string) => {
      window.localStorage.setItem(tokenKey(tableToken), dinerToken);
      dispatch({ type: 'answer', snapshot: session });
      setEntry({ status: 'in', dinerToken });
    },
    [tableToken],
  );

  const open = useCallback(async () => {
    setEntry({ status: 'opening' });
    try {
      const answer = await openTable(brandId, tableToken);
      if (answer.kind === 'in') enter(answer.session, answer.dinerToken);
      else setEntry({ status: 'join', tableNumber: answer.tableNumber, error: null, busy: false });
    } catch (error) {
      if (error instanceof TableEntryError) setEntry({ status: 'unknown', error: error.error });
      else setEntry({ status: 'unknown', error: { message: String(error) } });
    }
  }, [brandId, tableToken, enter]);

  // A phone that was at the table goes back in; a closed or unknown session opens the table anew.
  const started = useRef('');
  useEffect(() => {
    if (started.current === tableToken) return;
    started.current = tableToken;
    const kept = window.localStorage.getItem(tokenKey(tableToken));
    if (!kept) {
      void open();
      return;
    }
    void tableCalls(brandId, kept)
      .current()
      .then((result) => {
        if (result.kind === 'ok' && result.session.status === 'open') enter(result.session, kept);
        else {
          window.localStorage.removeItem(tokenKey(tableToken));
          void open();
        }
      });
  }, [brandId, tableToken, open, enter]);

  const join = useCallback(
    async (joinCode: string, name: string) => {
      setEntry((shown) => (shown.status === 'join' ? { ...shown, busy: true, error: null } : shown));
      try {
        const answer = await joinTable(brandId, tableToken, joinCode, name);
        if (answer.kind === 'in') enter(answer.session, answer.dinerToken);
      } catch (error) {
        const resolved = error instanceof TableEntryError ? error.error : { message: String(error) };
        // The session ended meanwhile: the table opens anew.
        if (error instanceof TableEntryError && error.status === 404) return void open();
        setEntry((shown) => (shown.status === 'join' ? { ...shown, busy: false, error: resolved } : shown));
      }
    },
    [brandId, tableToken, enter, open],
  );

  const dinerToken = entry.status === 'in' ? entry.dinerToken : null;
  const calls = useMemo(() => (dinerToken ? tableCalls(brandId, dinerToken) : null), [brandId, dinerToken]);

  // The push stream: each `session` event is the whole table; nothing is polled.
  useEffect(() => {
    if (!dinerToken) return undefined;
    const url = new URL('table-sessions/events', apiRootUrl());
    url.searchParams.set('brandId', brandId);
    url.searchParams.set('dinerToken', dinerToken);
    return followEventStream({
      url: url.toString(),
      onEvent: (event) => {
        if (event.event !== 'session') return;
        try {
          dispatch({ type: 'push', snapshot: JSON.parse(event.data) as TableSession });
        } catch {
          // Not a snapshot: ignored; the next event or reconnection brings the table.
        }
      },
      onConnection: setConnected,
      onRefused: () => {
        window.localStorage.removeItem(tokenKey(tableToken));
        void open();
      },
    });
  }, [brandId, tableToken, dinerToken, open]);

  /** Applies a call's outcome: the new table, or the server's after a conflict; answers the error if any. */
  const apply = useCallback((result: TableCallResult): ResolvedError | null => {
    if (result.kind === 'ok') dispatch({ type: 'answer', snapshot: result.session });
    else if (result.kind === 'conflict') dispatch({ type: 'conflict', snapshot: result.session });
    else return result.error;
    return null;
  }, []);

  /**
   * Runs an edit at the shown version. `retryConflict`: an edit that does not depend on what it
   * meets (an add) is sent once more at the server's version instead of being dropped.
   */
  const edit = useCallback(
    async (
      call: (calls: TableCalls, version: number) => Promise<TableCallResult>,
      options: { retryConflict?: boolean } = {},
    ) => {
      const session = latest.current;
      if (!calls || !session) return null;
      const result = await editAtVersion(
        (version) => call(calls, version),
        session.version,
        options.retryConflict === true,
      );
      return apply(result);
    },
    [calls, apply],
  );

  return {
    entry,
    session: state.snapshot,
    notice: state.notice,
    connected,
    calls,
    join,
    edit,
    apply,
    dismissNotice: () => dispatch({ type: 'dismiss' }),
    /** Forgets the closed table on this phone: the next visit opens it anew. */
    leave: () => window.localStorage.removeItem(tokenKey(tableToken)),
  };
}

export type TableSessionHandle = ReturnType<typeof useTableSession>;
