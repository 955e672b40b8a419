/**
 * The payment API's handlers, one file per flow (intent, Frames, hosted page, Apple Pay), put
 * together here for the app to register. Handlers stay thin: queries live in the stores.
 */
import { applePayHandlers } from './handlers/apple-pay.js';
import { framesHandlers } from './handlers/frames.js';
import { hostedPageHandlers } from './handlers/hosted-page.js';
import { intentHandlers } from './handlers/intent.js';
import { paymentSteps, type PaymentsContext } from './payments-context.js';

export function paymentsHandlers(context: PaymentsContext) {
  const steps = paymentSteps(context);
  return {
    ...intentHandlers(context, steps),
    ...framesHandlers(context, steps),
    ...hostedPageHandlers(context, steps),
    ...applePayHandlers(context),
  };
}
