/**
 * @storefront/core: the product's business rules, pure TypeScript. Money is integer fils
 * throughout; the API/DB layer converts AED decimals with `fromAed` / `toAed` at its boundary.
 */

// Money, units and rounding
export * from './money.js';
export * from './language.js';
export * from './shown-message.js';

// Messages returned instead of strings
export * from './errors.js';

// Enumerations and shapes shared by several rules
export * from './service-type.js';
export type * from './menu.js';
export * from './time-zone.js';

// Pricing: lines, discounts, loyalty, tax, tip, delivery fee, the composed priceOrder
export * from './basket.js';
export * from './modifiers.js';
export * from './discount.js';
export * from './loyalty.js';
export * from './tax.js';
export * from './tip.js';
export * from './delivery-fee.js';
export * from './pricing.js';
export * from './split.js';
export * from './tax-invoice.js';
export * from './split-by-items.js';
export * from './table-join.js';
export * from './tab.js';

// Payment
export * from './payment.js';

// Timing and availability
export * from './timing.js';
export * from './pre-order-slots.js';
export * from './availability.js';
export * from './kitchen.js';

// Orders after placement
export * from './order-status.js';
export * from './happy-hour.js';

// Validation
export * from './validation/value.js';
export * from './validation/phone.js';
export * from './validation/otp.js';
export * from './validation/user-info.js';
export * from './validation/address.js';
export * from './validation/map.js';
export * from './validation/area.js';
export * from './validation/checkout.js';

// Brand theming
export * from './brand-colour.js';

// Geo and search
export * from './geo.js';
export * from './search.js';

// Third-party integrations (tracking pixels, maps)
export * from './integrations.js';
export * from './personal-data.js';
