/** The one place the payment-link app reads build-time configuration. */
export const env = {
  apiBaseUrl: (import.meta.env.VITE_API_BASE_URL as string | undefined) ?? '/api/v1',
  production: import.meta.env.PROD,
} as const;
