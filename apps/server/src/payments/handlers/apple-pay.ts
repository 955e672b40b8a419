/**
 * The Apple Pay merchant session handler: validates the merchant with Apple (or the offline
 * sandbox) so the browser's payment sheet can open; the payment itself goes through a flow.
 */
import { customerOf } from '../../http/security.js';
import { errorBody, type Handler } from '../../http/api-types.js';
import { isApplePayError } from '../apple-pay.js';
import { paymentMessages } from '../messages.js';
import type { PaymentsContext } from '../payments-context.js';

export function applePayHandlers(context: PaymentsContext) {
  const createApplePayMerchantSession: Handler<'createApplePayMerchantSession'> = async ({
    body,
    request,
    caller,
  }) => {
    customerOf(caller);
    const brand = await context.brands.byId(body.brandId);
    if (!brand) return { status: 404, body: errorBody('NOT_FOUND', paymentMessages.brandNotFound) };
    try {
      const merchantSession = await context.applePay.requestMerchantSession({
        validationURL: body.validationURL,
        domainName: body.domainName,
        displayName: brand.brand.brandName,
      });
      return { status: 200, body: { success: 1, data: { merchantSession } } };
    } catch (error) {
      if (!isApplePayError(error)) throw error;
      request.log.warn({ code: error.code, detail: error.detail }, 'apple pay merchant validation refused');
      return {
        status: 400,
        body: errorBody(
          error.code === 'untrustedValidationUrl' ? 'BAD_REQUEST' : 'PAYMENT_FAILED',
          error.said,
        ),
      };
    }
  };

  return { createApplePayMerchantSession };
}
