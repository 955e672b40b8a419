export { I18nextProvider, useTranslation } from 'react-i18next';
