export { createBrandStorage, type BrandStorage, type KeyValueStorage } from './brand-storage.js';
export {
  basketCount,
  basketMachine,
  basketTotal,
  type BasketContext,
  type BasketEvent,
  type DisplayLine,
} from './basket.machine.js';
export {
  orderSetupMachine,
  persistedSetup,
  type ChosenArea,
  type CustomerService,
  type OrderSetupContext,
  type OrderSetupEvent,
  type OrderSetupInput,
  type StoreChoice,
} from './order-setup.machine.js';
