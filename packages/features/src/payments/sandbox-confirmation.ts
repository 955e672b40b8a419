/** The sandbox gateway's confirm answer, read as Stripe.js's confirmation (the payment machine's view). */
import { serverErrorText } from '../checkout/server-error.js';
import type { PaymentConfirmation } from './stripe-confirm.js';

/** The sandbox confirmation endpoint's answer as the payment machine reads it. */
export function fromSandbox(result: SandboxConfirmation, language: 'EN' | 'AR'): PaymentConfirmation {
  const decline = result.lastError;
  return {
    status:
      result.status === 'succeeded'
        ? ('succeeded' as const)
        : result.status === 'requires_action'
          ? ('requires_action' as const)
          : ('failed' as const),
    ...(result.nextActionUrl ? { nextActionUrl: result.nextActionUrl } : {}),
    ...(decline?.message ? { message: serverErrorText(decline, language === 'AR' ? 'ar' : 'en') } : {}),
  };
}

export type SandboxConfirmation = {
  status: string;
  nextActionUrl?: string;
  /** The decline, with the key of its text (the sandbox's stand-in for Stripe.js's own messages). */
  lastError?: { message?: string; messageKey?: string };
};
