/**
 * Builds the gateway bundle from the configured provider keys: a real adapter for each flow that
 * has them, else the offline sandbox (outside production) or a gateway that refuses every payment
 * (production), so test cards can never pay real orders. The interfaces are in gateway.ts.
 */
import type { Db } from '../db/database.js';
import { CheckoutComFramesGateway } from './checkout-com.js';
import type {
  CreatedIntent,
  FramesGateway,
  FramesPaymentDetails,
  FramesPaymentResult,
  GatewayMode,
  HostedPage,
  HostedPageGateway,
  HostedPaymentDetails,
  IntentDetails,
  IntentGateway,
  PaymentGateways,
  PaymentsLogger,
  RefundResult,
  SavedCard,
} from './gateway.js';
import { TelrHostedPageGateway } from './hosted-page.js';
import { PaymentError } from './payment-error.js';
import { SandboxGateway } from './sandbox/sandbox-gateway.js';
import { StripeIntentGateway } from './stripe.js';

/** Provider keys, named as the environment names them. Absent or empty means sandbox. */
export interface PaymentsConfig {
  STRIPE_SECRET_KEY?: string | undefined;
  /** The Stripe webhook endpoint's signing secret; the sandbox signs with one of its own without it. */
  STRIPE_WEBHOOK_SECRET?: string | undefined;
  /** `sk_sbox_…` talks to Checkout.com's sandbox, any other key to production. */
  CHECKOUT_SECRET_KEY?: string | undefined;
  /** The secret key of the Checkout.com webhook; the sandbox signs with one of its own without it. */
  CHECKOUT_WEBHOOK_SECRET?: string | undefined;
  CHECKOUT_PROCESSING_CHANNEL_ID?: string | undefined;
  TELR_STORE_ID?: string | undefined;
  TELR_AUTH_KEY?: string | undefined;
  /** Telr test mode (`order.test = 1`); defaults to false. */
  TELR_TEST_MODE?: boolean | undefined;
  /** Absolute origin of this server for the sandbox's links (e.g. http://localhost:3000). */
  PUBLIC_ORIGIN?: string | undefined;
  NODE_ENV?: 'development' | 'production' | 'test' | undefined;
  /**
   * Production mode: a flow without keys refuses every card payment ('gatewayNotConfigured')
   * instead of answering with the sandbox, where test cards would pay real orders.
   */
  production?: boolean | undefined;
}

export interface GatewayDependencies {
  /** Injected in tests; global fetch otherwise. */
  fetch?: typeof fetch;
  logger?: PaymentsLogger;
  /** The sandbox's clock (token expiry, card expiry). */
  now?: () => Date;
}

function present(value: string | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** A flow with no provider in production: refuses to take or confirm any payment. */
export class UnconfiguredGateway implements IntentGateway, FramesGateway, HostedPageGateway {
  #refuse(): never {
    throw new PaymentError('gatewayNotConfigured', 'no provider keys for this flow in production');
  }
  async createPaymentIntent(): Promise<CreatedIntent> {
    this.#refuse();
  }
  async retrievePaymentIntent(): Promise<IntentDetails> {
    this.#refuse();
  }
  async cancelPaymentIntent(): Promise<IntentDetails> {
    this.#refuse();
  }
  async requestPayment(): Promise<FramesPaymentResult> {
    this.#refuse();
  }
  async getPaymentDetails(): Promise<FramesPaymentDetails> {
    this.#refuse();
  }
  async createHostedPage(): Promise<HostedPage> {
    this.#refuse();
  }
  async checkHostedPayment(): Promise<HostedPaymentDetails> {
    this.#refuse();
  }
  async refundPayment(): Promise<RefundResult> {
    this.#refuse();
  }
  /** No provider, no saved cards. */
  async listCards(): Promise<SavedCard[]> {
    return [];
  }
}

/**
 * Chooses a real adapter for each flow whose keys are configured, else the sandbox (outside
 * production) or a gateway that refuses every payment (production). Reads no environment
 * itself: the caller passes the validated values in.
 */
export function createGateways(
  config: PaymentsConfig,
  db: Db,
  dependencies: GatewayDependencies = {},
): PaymentGateways {
  const fetchImpl = dependencies.fetch ?? globalThis.fetch;
  const shared: { sandbox: SandboxGateway | null } = { sandbox: null };
  const unconfigured = new UnconfiguredGateway();
  const sandboxGateway = () => {
    if (config.production) return unconfigured;
    shared.sandbox ??= new SandboxGateway(db, {
      ...(config.PUBLIC_ORIGIN ? { publicOrigin: config.PUBLIC_ORIGIN } : {}),
      ...(dependencies.logger ? { logger: dependencies.logger } : {}),
      ...(dependencies.now ? { now: dependencies.now } : {}),
    });
    return shared.sandbox;
  };

  const intent: IntentGateway = present(config.STRIPE_SECRET_KEY)
    ? new StripeIntentGateway({ secretKey: config.STRIPE_SECRET_KEY, fetch: fetchImpl })
    : sandboxGateway();
  const frames: FramesGateway =
    present(config.CHECKOUT_SECRET_KEY) && present(config.CHECKOUT_PROCESSING_CHANNEL_ID)
      ? new CheckoutComFramesGateway({
          secretKey: config.CHECKOUT_SECRET_KEY,
          processingChannelId: config.CHECKOUT_PROCESSING_CHANNEL_ID,
          fetch: fetchImpl,
        })
      : sandboxGateway();
  const hosted: HostedPageGateway =
    present(config.TELR_STORE_ID) && present(config.TELR_AUTH_KEY)
      ? new TelrHostedPageGateway({
          storeId: config.TELR_STORE_ID,
          authKey: config.TELR_AUTH_KEY,
          testMode: config.TELR_TEST_MODE ?? false,
          fetch: fetchImpl,
        })
      : sandboxGateway();

  const { sandbox } = shared;
  const modeOf = (gateway: unknown): GatewayMode =>
    gateway === sandbox ? 'sandbox' : gateway === unconfigured ? 'off' : 'live';
  const modes = { intent: modeOf(intent), frames: modeOf(frames), hosted: modeOf(hosted) };
  const missing = (['intent', 'frames', 'hosted'] as const).filter((flow) => modes[flow] === 'off');
  if (missing.length > 0) {
    dependencies.logger?.warn(
      { flows: missing },
      'payments: no provider keys for these flows; their card payments are refused in production',
    );
  }
  if (sandbox && config.NODE_ENV === 'production') {
    dependencies.logger?.warn(
      { modes },
      'payments: sandbox gateway in use; test cards are accepted and no money moves',
    );
  }
  return {
    intent,
    frames,
    hosted,
    modes,
    mode: sandbox ? 'sandbox' : missing.length > 0 ? 'off' : 'live',
    sandbox,
  };
}
