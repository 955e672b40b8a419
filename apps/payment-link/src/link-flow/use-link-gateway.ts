import type { BrandInfo } from '@storefront/api';
import { NO_WALLETS, type WalletAvailability, type WalletRequestOptions } from '@storefront/flows';
import type { Language } from '@storefront/i18n';
import { useStripeJs, type StripeState } from '@storefront/features/payments/stripe-js';
import {
  appleMerchantIdOf,
  offeredWallets,
  useWalletAvailability,
} from '@storefront/features/payments/wallet-sheet';
import type { PaymentLink } from './link-actors.js';

export { NO_WALLETS };
export type { WalletAvailability, WalletRequestOptions };

/** The link's Stripe key when it is a real one (`pk_test_…`, `pk_live_…`); null for the sandbox. */
export function realLinkKey(link: PaymentLink | null): string | null {
  const key = link?.paymentGateway === 'STRIPE' ? link.publishableKey : undefined;
  return key && /^pk_(test|live)_/.test(key) ? key : null;
}

/**
 * The card gateway of a link's page: Stripe.js for a real Stripe key (the sandbox needs none), and
 * the wallets the browser can pay with (Stripe links only: the wallet's token confirms the intent).
 */
export function useLinkGateway(
  brand: BrandInfo,
  link: PaymentLink | null,
  language: Language,
): { stripe: StripeState; wallets: WalletAvailability; walletOptions: WalletRequestOptions } {
  const key = realLinkKey(link);
  const stripe = useStripeJs(key, language);
  const walletOptions: WalletRequestOptions = {
    amount: (link?.amount ?? 0) as WalletRequestOptions['amount'],
    label: brand.brand.brandName,
    tokenization: key
      ? { gateway: 'stripe', publishableKey: key, live: key.startsWith('pk_live_') }
      : { gateway: 'sandbox' },
    appleMerchantId: appleMerchantIdOf(brand.activeIntegrations),
  };
  const offered =
    link?.paymentGateway === 'STRIPE' && link.paymentStatus === 'NOT_VERIFIED'
      ? offeredWallets(stripe.status)
      : [];
  const wallets = useWalletAvailability(offered, walletOptions);
  return { stripe, wallets, walletOptions };
}
