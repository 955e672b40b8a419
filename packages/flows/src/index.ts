export { createBrandStorage, type BrandStorage, type KeyValueStorage } from './brand-storage.js';
