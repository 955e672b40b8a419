import { fils, type Fils } from '@storefront/core';
import { sql, type SQL } from 'drizzle-orm';
import { integer, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A column of integer fils, read and written as core's branded `Fils`: the one place a row's
 * amounts become fils, so handlers pass them to core and into answers without casts.
 */
export const filsColumn = (name: string) => integer(name).$type<Fils>();

/**
 * `coalesce(sum(column), 0)` over a fils column, read as `Fils` (Postgres sums integers to a
 * bigint, which the driver hands over as a string).
 */
export function sumOfFils(column: AnyPgColumn): SQL<Fils> {
  return sql<Fils>`coalesce(sum(${column}), 0)`.mapWith((value: string | number) => fils(Number(value)));
}
