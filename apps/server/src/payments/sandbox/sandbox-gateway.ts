/**
 * The offline gateway: the three provider flows with the public Stripe test cards, state in the
 * database. It behaves like the providers: the browser confirms or tokenises the card and passes
 * 3-D Secure on a challenge page; the server only ever learns the outcome by asking.
 *
 * Safety rules, enforced by compare-and-set updates (`WHERE status = <expected>`):
 * - a final status (succeeded, declined, cancelled) never changes;
 * - a 3-D Secure challenge is decided once; a second decision is refused;
 * - the amount is written at creation and never updated.
 * The one non-final step back mirrors Stripe: a declined or failed-authentication intent returns
 * to `requires_payment_method` so that the payer can try another card.
 *
 * This class is the sandbox's face; each flow's steps live in the files beside it.
 */
import type { Db } from '../../db/database.js';
import type { CardInput } from '../card.js';
import type {
  CreatedIntent,
  CreateIntentInput,
  FramesGateway,
  FramesPaymentDetails,
  FramesPaymentInput,
  FramesPaymentResult,
  HostedPage,
  HostedPageGateway,
  HostedPageInput,
  HostedPaymentDetails,
  IntentDetails,
  IntentGateway,
  RefundInput,
  RefundResult,
  SavedCard,
} from '../gateway.js';
import * as challenge from './challenge.js';
import * as frames from './frames-flow.js';
import * as hosted from './hosted-flow.js';
import * as intents from './intent-flow.js';
import type { SandboxPaymentChange } from './payment-changes.js';
import { SandboxPaymentStore } from './payment-store.js';
import * as refunds from './refunds.js';
import type {
  ConfirmIntentInput,
  ConfirmIntentResult,
  SandboxCardToken,
  SandboxOptions,
  SandboxPaymentView,
  SandboxRedirect,
} from './types.js';

/** The sandbox implements all three gateway shapes plus the steps a browser takes. */
export class SandboxGateway implements IntentGateway, FramesGateway, HostedPageGateway {
  readonly mode = 'sandbox' as const;
  readonly #store: SandboxPaymentStore;

  constructor(db: Db, options: SandboxOptions = {}) {
    this.#store = new SandboxPaymentStore(db, options);
  }

  /** Link to the 3-D Secure challenge page of a payment. */
  challengeUrl(paymentId: string): string {
    return this.#store.challengeUrl(paymentId);
  }

  /** Link to the hosted payment page of a reference. */
  hostedPageUrl(reference: string): string {
    return this.#store.hostedPageUrl(reference);
  }

  /** Calls `listener` with every change its gateway would send a webhook for; returns its removal. */
  onPaymentChange(listener: (change: SandboxPaymentChange) => void): () => void {
    this.#store.listeners.add(listener);
    return () => this.#store.listeners.delete(listener);
  }

  // -------------------------------------------------------------------------------------------
  // Intent flow (intent-flow.ts)

  async createPaymentIntent(input: CreateIntentInput): Promise<CreatedIntent> {
    return intents.createPaymentIntent(this.#store, input);
  }

  async retrievePaymentIntent(id: string): Promise<IntentDetails> {
    return intents.retrievePaymentIntent(this.#store, id);
  }

  async cancelPaymentIntent(id: string): Promise<IntentDetails> {
    return intents.cancelPaymentIntent(this.#store, id);
  }

  async confirmIntent(input: ConfirmIntentInput): Promise<ConfirmIntentResult> {
    return intents.confirmIntent(this.#store, input);
  }

  async listCards(customerRef: string): Promise<SavedCard[]> {
    return intents.listCards(this.#store, customerRef);
  }

  // -------------------------------------------------------------------------------------------
  // Frames flow (frames-flow.ts)

  async tokenizeCard(input: CardInput): Promise<SandboxCardToken> {
    return frames.tokenizeCard(this.#store, input);
  }

  async requestPayment(input: FramesPaymentInput): Promise<FramesPaymentResult> {
    return frames.requestPayment(this.#store, input);
  }

  async getPaymentDetails(id: string): Promise<FramesPaymentDetails> {
    return frames.getPaymentDetails(this.#store, id);
  }

  // -------------------------------------------------------------------------------------------
  // Giving money back, all flows (refunds.ts)

  async refundPayment(input: RefundInput): Promise<RefundResult> {
    return refunds.refundPayment(this.#store, input);
  }

  // -------------------------------------------------------------------------------------------
  // Hosted page flow (hosted-flow.ts)

  async createHostedPage(input: HostedPageInput): Promise<HostedPage> {
    return hosted.createHostedPage(this.#store, input);
  }

  async checkHostedPayment(reference: string): Promise<HostedPaymentDetails> {
    return hosted.checkHostedPayment(this.#store, reference);
  }

  async submitHostedPayment(reference: string, input: CardInput): Promise<SandboxRedirect> {
    return hosted.submitHostedPayment(this.#store, reference, input);
  }

  async cancelHostedPayment(reference: string): Promise<SandboxRedirect> {
    return hosted.cancelHostedPayment(this.#store, reference);
  }

  // -------------------------------------------------------------------------------------------
  // 3-D Secure challenge, all flows (challenge.ts)

  async viewPayment(id: string): Promise<SandboxPaymentView> {
    return challenge.viewPayment(this.#store, id);
  }

  async decideChallenge(id: string, decision: 'approve' | 'deny'): Promise<SandboxRedirect> {
    return challenge.decideChallenge(this.#store, id, decision);
  }
}
