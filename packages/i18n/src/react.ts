export { I18nextProvider, useTranslation } from 'react-i18next';
// Brings the typed keys (an i18next augmentation) to packages that import only this entry.
export type { TypedResources } from './typed-resources.js';
