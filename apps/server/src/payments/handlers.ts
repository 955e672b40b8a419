/**
 * The payment API's handlers, one file per flow (intent, Frames, hosted page, Apple Pay), put
 * together here for the app to register. Handlers stay thin: queries live in the stores.
 */
import { applePayHandlers } from './apple-pay-handlers.js';
import { framesHandlers } from './frames-handlers.js';
import { hostedPageHandlers } from './hosted-page-handlers.js';
import { intentHandlers } from './intent-handlers.js';
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
