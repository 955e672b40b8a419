/**
 * The table's shown state: the server's snapshot of the session is the truth, and every
 * answer, push or conflict hands a whole new one. A snapshot replaces the shown one only when it
 * is not older (a slow answer arriving after a newer push does not roll the table back), and a
 * conflict (409: someone else edited first) takes the server's snapshot and says so gently.
 */

/** The least of a session snapshot this logic reads. */
export interface VersionedSnapshot {
  readonly version: number;
  readonly status: string;
}

export type TableNotice = 'conflict' | 'updated' | null;

export interface TableState<S extends VersionedSnapshot> {
  readonly snapshot: S | null;
  readonly notice: TableNotice;
}

export type TableAction<S extends VersionedSnapshot> =
  | { readonly type: 'answer'; readonly snapshot: S }
  | { readonly type: 'push'; readonly snapshot: S }
  | { readonly type: 'conflict'; readonly snapshot: S }
  | { readonly type: 'dismiss' };

export const initialTableState = { snapshot: null, notice: null } as const;

/** Whether `next` may replace `shown`: never an older version, and a closed session stays closed. */
export function isNewer(shown: VersionedSnapshot | null, next: VersionedSnapshot): boolean {
  if (!shown) return true;
  if (shown.status === 'closed' && next.status !== 'closed') return false;
  return next.version >= shown.version;
}

/** The next shown state; the input is never changed. */
export function tableReducer<S extends VersionedSnapshot>(
  state: TableState<S>,
  action: TableAction<S>,
): TableState<S> {
  switch (action.type) {
    case 'dismiss':
      return state.notice === null ? state : { ...state, notice: null };
    case 'conflict':
      // The server's table, whatever was shown: the edit that lost is not re-applied.
      return {
        snapshot: isNewer(state.snapshot, action.snapshot) ? action.snapshot : state.snapshot,
        notice: 'conflict',
      };
    case 'answer':
    case 'push': {
      if (!isNewer(state.snapshot, action.snapshot)) return state;
      const changed = state.snapshot !== null && action.snapshot.version > state.snapshot.version;
      // A pushed change made by another phone is announced; the diner's own answers are not.
      const notice = action.type === 'push' && changed ? 'updated' : state.notice;
      return { snapshot: action.snapshot, notice };
    }
  }
}
