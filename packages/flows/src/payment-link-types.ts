import type { ShownMessage } from '@storefront/core';
import type { CardDetails } from './payment.machine.js';
import type { WalletPayment } from './wallet-availability.js';

/** What the machine reads of a payment link (the API's `PaymentLink`). */
export interface LinkSummary {
  /** Integer fils. */
  readonly amount: number;
  readonly paymentGateway: string;
  readonly paymentStatus: 'VERIFIED' | 'NOT_VERIFIED';
  /** Beyond the spec: an expired link takes no payment. */
  readonly expired?: boolean;
}

/** The machine's own refusals (paymentLink namespace, `errors.*`). */
export type PaymentLinkErrorKey =
  'selectPaymentMethod' | 'invalidGateway' | 'invalidAmount' | 'paymentFailed';

/** A refusal of the link's own (paymentLink namespace), or what a failing call said. */
export type PaymentLinkError = { readonly key: PaymentLinkErrorKey } | { readonly said: ShownMessage };

/** Back from a 3-D Secure page with the gateway's payment id (`cko-session-id` or `payment_intent`). */
export interface LinkResume {
  readonly reference: string;
  readonly outcome: 'success' | 'failure';
}

export interface PaymentLinkInput {
  /** Set only when this return was not verified before (the app's `paymentVerified` marker). */
  readonly resume?: LinkResume | null;
}

/** How the payer pays: a typed card (null when it is in the gateway's own field) or a wallet's token. */
export type LinkPayment =
  | { readonly method: 'card'; readonly card: CardDetails | null }
  | {
      readonly method: 'wallet';
      readonly wallet: WalletPayment;
    };

export type PaymentLinkEvent =
  { type: 'link.pay'; payment: LinkPayment | null } | { type: 'link.dismiss' } | { type: 'link.reload' };

export interface PaymentLinkContext<Link extends LinkSummary = LinkSummary> {
  readonly link: Link | null;
  readonly resume: LinkResume | null;
  readonly payment: LinkPayment | null;
  readonly error: PaymentLinkError | null;
}
