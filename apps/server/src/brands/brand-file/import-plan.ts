/**
 * What an import reports (ImportPlan: what it changed, table by table) and how it is refused
 * (ImportRefused), shared by the import itself and the code that writes each table.
 */
import type { Fils } from '@storefront/core';
import type { Db } from '../../db/database.js';
import type { BrandFileError } from './format.js';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What an import changes, table by table, named as a person reads them. */
export interface ImportPlan {
  brandId: string;
  /** True when the brand is new. */
  created: boolean;
  changes: Record<PlanTable, { added: string[]; changed: string[]; removed: string[] }>;
  /** Items whose price moves: 'Shakshuka (ZH-SHAKSHUKA)', from and to in fils. */
  prices: { item: string; from: Fils; to: Fils }[];
  /** The pictures uploaded with the file, kept under the brand's folder. */
  pictures?: string[];
}

type PlanTable =
  | 'brand'
  | 'stores'
  | 'categories'
  | 'items'
  | 'deliveryAreas'
  | 'mappedAreas'
  | 'discounts'
  | 'loyalty'
  | 'staticPages'
  | 'businessCard';

/** The import was refused by what the database holds (a domain taken, a store with orders). */
export class ImportRefused extends Error {
  constructor(readonly errors: BrandFileError[]) {
    super(errors.map((error) => `${error.path}: ${error.message}`).join('\n'));
  }
}

export function emptyChanges(): ImportPlan['changes'] {
  const none = () => ({ added: [], changed: [], removed: [] });
  return {
    brand: none(),
    stores: none(),
    categories: none(),
    items: none(),
    deliveryAreas: none(),
    mappedAreas: none(),
    discounts: none(),
    loyalty: none(),
    staticPages: none(),
    businessCard: none(),
  };
}
