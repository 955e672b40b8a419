/**
 * Typed translation keys: i18next's `t` (and react-i18next's `useTranslation().t`) accept only
 * the keys of the English resources, the source of truth. `t('common:noSuchKey')` fails
 * typecheck in every package that imports this one (`typed-keys.guard.ts` proves it).
 *
 * Type-only: `index.ts` and `react.ts` re-export a type from here, so the augmentation is part of
 * every consumer's program and nothing of it reaches a bundle.
 */
import type { ParseKeys, TFunction } from 'i18next';
import type { Namespace } from './resources.js';
import type enAccount from './resources/en/account.json';
import type enBusinessCard from './resources/en/businessCard.json';
import type enOperator from './resources/en/operator.json';
import type enCheckout from './resources/en/checkout.json';
import type enCommon from './resources/en/common.json';
import type enDineIn from './resources/en/dineIn.json';
import type enErrors from './resources/en/errors.json';
import type enPaymentLink from './resources/en/paymentLink.json';
import type enStore from './resources/en/store.json';

/** The English texts of every namespace, by namespace. */
export interface TypedResources {
  common: typeof enCommon;
  errors: typeof enErrors;
  store: typeof enStore;
  checkout: typeof enCheckout;
  account: typeof enAccount;
  dineIn: typeof enDineIn;
  paymentLink: typeof enPaymentLink;
  businessCard: typeof enBusinessCard;
  operator: typeof enOperator;
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: TypedResources;
    returnNull: false;
  }
}

/**
 * A `t` from any `useTranslation(...)`, for helpers that are handed one: every hook's `t` is
 * assignable to it, and it takes any namespaced key (`'errors:somethingWentWrong'`).
 */
export type Translate = TFunction<Namespace[]>;

/** A key of one namespace as its hook's `t` takes it (`'basket.title'` for `useTranslation('store')`). */
export type TranslationKey<Ns extends Namespace = 'common'> = ParseKeys<Ns>;

/** A key with its namespace (`'store:basket.title'`): what tables keep and a {@link Translate} takes. */
export type NamespacedKey = { [Ns in Namespace]: `${Ns}:${ParseKeys<Ns>}` }[Namespace];
