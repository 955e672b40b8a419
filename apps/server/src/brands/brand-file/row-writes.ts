/**
 * Writing a table's rows as an import wants them, whatever the table: rows that are new or differ
 * are written, rows no longer wanted removed, and rows left as they are not touched (compared as
 * canonical JSON), so importing an export changes nothing. Each change is named in the plan.
 */
import { getTableColumns, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from './import-plan.js';

/** Writes the rows that are new or differ from those held; counts them in the plan. */
export async function upsert<T extends { id: string }>(
  tx: Tx,
  table: PgTable & { id: AnyPgColumn },
  held: readonly T[],
  wanted: readonly T[],
  plan: { added: string[]; changed: string[] },
  name: (row: T) => string,
): Promise<void> {
  const heldById = new Map(held.map((row) => [row.id, row]));
  const writes = wanted.filter((row) => {
    const old = heldById.get(row.id);
    if (!old) plan.added.push(name(row));
    else if (differs(pick(old, row), row)) plan.changed.push(name(row));
    else return false;
    return true;
  });
  // In batches: one statement holds at most 65,535 parameters.
  for (let at = 0; at < writes.length; at += 200) {
    const batch = writes.slice(at, at + 200);
    const columns = Object.keys(batch[0]!).filter((column) => column !== 'id');
    await tx
      .insert(table)
      .values(batch as never[])
      .onConflictDoUpdate({
        target: table.id,
        set: Object.fromEntries(
          columns.map((column) => [column, sql.raw(`excluded.${columnName(table, column)}`)]),
        ),
      });
  }
}

/** Writes what the file adds or changes, then removes what it no longer has (a table keyed by id). */
export async function replaceRows<T extends { id: string }>(
  tx: Tx,
  table: PgTable & { id: AnyPgColumn },
  held: readonly T[],
  wanted: readonly T[],
  plan: { added: string[]; changed: string[]; removed: string[] },
  name: (row: T) => string,
): Promise<void> {
  await upsert(tx, table, held, wanted, plan, name);
  await remove(tx, table, held, wanted, plan, name);
}

/** Removes the rows held that the file no longer has; counts them in the plan. */
export async function remove<T extends { id: string }>(
  tx: Tx,
  table: PgTable & { id: AnyPgColumn },
  held: readonly T[],
  wanted: readonly T[],
  plan: { removed: string[] },
  name: (row: T) => string,
): Promise<void> {
  const kept = new Set(wanted.map((row) => row.id));
  const gone = held.filter((row) => !kept.has(row.id));
  if (!gone.length) return;
  plan.removed.push(...gone.map(name));
  await tx.delete(table).where(
    inArray(
      table.id,
      gone.map((row) => row.id),
    ),
  );
}

/** The held row's columns that the wanted row has (a row read back holds columns the file does not own). */
export function pick<T extends object>(held: T, wanted: T): T {
  return Object.fromEntries(
    Object.keys(wanted).map((column) => [column, (held as Record<string, unknown>)[column]]),
  ) as T;
}

export function without<T extends object, K extends keyof T>(row: T, ...columns: K[]): Omit<T, K> {
  const copy = { ...row };
  for (const column of columns) delete copy[column];
  return copy;
}

/** Two rows differ: compared as JSON with keys in order (jsonb keeps its own key order). */
export function differs(a: unknown, b: unknown): boolean {
  return canonical(a) !== canonical(b);
}

function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, entry: unknown) =>
    entry && typeof entry === 'object' && !Array.isArray(entry)
      ? Object.fromEntries(
          Object.entries(entry as Record<string, unknown>)
            .filter(([, inner]) => inner !== undefined)
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : entry,
  );
}

/** A row property's column name in the database, quoted. */
function columnName(table: PgTable, property: string): string {
  const column = getTableColumns(table)[property];
  if (!column) throw new Error(`no column ${property}`);
  return `"${column.name}"`;
}
