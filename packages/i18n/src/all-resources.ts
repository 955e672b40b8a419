// Every namespace of both languages imported statically: for Storybook, tests and screenshots,
// where waiting for lazy chunks would only add noise. Apps use the lazy `createI18n`.
import i18next, { type i18n } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './language.js';
import { registerBundled } from './resources.js';
import enCommon from './resources/en/common.json' with { type: 'json' };
import enErrors from './resources/en/errors.json' with { type: 'json' };
import enStore from './resources/en/store.json' with { type: 'json' };
import enCheckout from './resources/en/checkout.json' with { type: 'json' };
import enAccount from './resources/en/account.json' with { type: 'json' };
import enDineIn from './resources/en/dineIn.json' with { type: 'json' };
import enPaymentLink from './resources/en/paymentLink.json' with { type: 'json' };
import enBusinessCard from './resources/en/businessCard.json' with { type: 'json' };
import arCommon from './resources/ar/common.json' with { type: 'json' };
import arErrors from './resources/ar/errors.json' with { type: 'json' };
import arStore from './resources/ar/store.json' with { type: 'json' };
import arCheckout from './resources/ar/checkout.json' with { type: 'json' };
import arAccount from './resources/ar/account.json' with { type: 'json' };
import arDineIn from './resources/ar/dineIn.json' with { type: 'json' };
import arPaymentLink from './resources/ar/paymentLink.json' with { type: 'json' };
import arBusinessCard from './resources/ar/businessCard.json' with { type: 'json' };
import enOperator from './resources/en/operator.json' with { type: 'json' };
import arOperator from './resources/ar/operator.json' with { type: 'json' };

export const allResources = {
  en: {
    common: enCommon,
    errors: enErrors,
    store: enStore,
    checkout: enCheckout,
    account: enAccount,
    dineIn: enDineIn,
    paymentLink: enPaymentLink,
    businessCard: enBusinessCard,
    operator: enOperator,
  },
  ar: {
    common: arCommon,
    errors: arErrors,
    store: arStore,
    checkout: arCheckout,
    account: arAccount,
    dineIn: arDineIn,
    paymentLink: arPaymentLink,
    businessCard: arBusinessCard,
    operator: arOperator,
  },
} as const;

// The synchronous lookups (`translateBundled`, `translateCoreError`) read the same texts.
for (const language of LANGUAGES) {
  registerBundled(language, { common: allResources[language].common, errors: allResources[language].errors });
}

/** An i18next instance with every text loaded, ready at once (`initImmediate: false`). */
export function createI18nSync(options: { language: Language }): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: options.language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    defaultNS: 'common',
    ns: Object.keys(allResources.en),
    resources: structuredClone<Record<string, Record<string, object>>>(allResources),
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
