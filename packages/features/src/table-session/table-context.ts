/** The table session the dine-in app is in, for the screens that share it. */
import type { ResolvedError } from '@storefront/api';
import type { Fils } from '@storefront/core';
import type { DisplayLine } from '@storefront/flows';
import { createContext, useContext, useRef, useState } from 'react';
import type { TableSessionHandle } from './use-table-session.js';

export const TableSessionContext = createContext<TableSessionHandle | null>(null);

/** The table's session; only under a table session gate. */
export function useTable(): TableSessionHandle {
  const table = useContext(TableSessionContext);
  if (!table) throw new Error('useTable outside a table session');
  return table;
}

/** The shared basket as the menu and item pages use it in place of the phone's own. */
export interface TableBasket {
  /** Adds the line to the table's basket on the server; answers the error, if any. */
  add(line: DisplayLine): Promise<ResolvedError | null>;
  readonly count: number;
  readonly total: Fils;
}

/**
 * The shared basket when the phone is in a table session, else null (the phone's own basket).
 * An add that meets a version conflict is sent again once at the server's version: adds do not
 * depend on each other, so the diner's item is not lost because someone else added first.
 */
export function useTableBasket(): TableBasket | null {
  const table = useContext(TableSessionContext);
  if (!table?.session || table.session.status !== 'open') return null;
  const { session, edit } = table;
  const add = (line: DisplayLine) =>
    edit(
      (calls, version) =>
        calls.add(version, {
          itemId: line.itemId,
          ...(line.categoryId && { categoryId: line.categoryId }),
          quantity: line.quantity,
          sections: line.sections,
        }),
      { retryConflict: true },
    );
  return {
    add,
    count: session.basket.reduce((sum, line) => sum + line.quantity, 0),
    total: session.basketTotal,
  };
}

/**
 * The item page's add in a session: one add per press (a second tap while the first is on its way
 * adds nothing), `onAdded` once the table has the line, the error otherwise. `add` is null outside
 * a session (the phone's own basket takes the line).
 */
export function useTableAdd(onAdded: () => void) {
  const tableBasket = useTableBasket();
  const [error, setError] = useState<ResolvedError | null>(null);
  const adding = useRef(false);
  const add = tableBasket
    ? (line: DisplayLine) => {
        if (adding.current) return;
        adding.current = true;
        setError(null);
        void tableBasket.add(line).then((failed) => {
          adding.current = false;
          if (failed) setError(failed);
          else onAdded();
        });
      }
    : null;
  return { add, error };
}
