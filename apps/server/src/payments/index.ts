export * from './gateway.js';
export * from './gateway-factory.js';
export * from './payment-error.js';
export {
  checkCard,
  passesLuhn,
  detectBrand,
  SANDBOX_TEST_CARDS,
  type CardInput,
  type CardBrand,
} from './card.js';
export { SandboxGateway } from './sandbox/sandbox-gateway.js';
export {
  MIN_INTENT_AMOUNT_FILS,
  SANDBOX_WALLET_TOKENS,
  type WalletInput,
  type SandboxWalletType,
  type SandboxOptions,
  type ConfirmIntentInput,
  type ConfirmIntentResult,
  type SandboxCardToken,
  type SandboxRedirect,
  type SandboxPaymentView,
} from './sandbox/types.js';
export { sandboxRoutes, type SandboxRoutesOptions } from './sandbox-routes.js';
export { StripeIntentGateway, type StripeOptions } from './stripe.js';
export { CheckoutComFramesGateway, type CheckoutComOptions } from './checkout-com.js';
export { TelrHostedPageGateway, type TelrOptions } from './hosted-page.js';
export {
  AppleMerchantValidator,
  SandboxMerchantValidator,
  createApplePayValidator,
  isApplePayGatewayUrl,
  APPLE_PAY_GATEWAY_HOSTS,
  SANDBOX_APPLE_MERCHANT_ID,
  ApplePayError,
  type ApplePayMerchantValidator,
  type ApplePayConfig,
  type MerchantSession,
  type HttpsRequester,
} from './apple-pay.js';
export {
  createPaymentTables,
  sandboxPayments,
  sandboxSavedCards,
  sandboxCardTokens,
  paymentTablesSql,
} from './payments.schema.js';
