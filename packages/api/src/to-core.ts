/**
 * The API's shapes in core's units (`toCoreItem`, `toCoreDiscount`...), from the contract: the
 * screens convert what the client reads before the core rules price it.
 */
export * from '@storefront/contract/to-core';
