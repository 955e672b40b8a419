/**
 * The database's tables, one file per domain (db/*.schema.ts, and a module's own tables beside it,
 * e.g. invoices/invoices.schema.ts). The schema depends on nothing above the db layer: the shapes
 * kept in JSON columns are declared here too (./order-details.ts).
 */
export * from './brands.schema.js';
export * from './catalogue.schema.js';
export * from './customers.schema.js';
export * from './orders.schema.js';
export * from './payments.schema.js';
export type { OrderDetails, TabPaid } from './order-details.js';
