import { PaymentError } from './payment-error.js';

/** A provider's answer: HTTP status and the parsed JSON body (null when not JSON). */
export interface ProviderAnswer {
  status: number;
  body: unknown;
}

/** Providers get 20 s: long enough for an issuer's slow answer, short enough to free the payer. */
export const PROVIDER_TIMEOUT_MS = 20_000;

/**
 * Sends one request to a provider. Network failures and timeouts become `gatewayUnavailable`;
 * any HTTP status comes back to the adapter, which knows the provider's error shapes.
 */
export async function callProvider(
  fetchImpl: typeof fetch,
  provider: string,
  url: string,
  init: RequestInit,
): Promise<ProviderAnswer> {
  let response: Response;
  try {
    response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  } catch (error) {
    const reason = error instanceof Error ? error.name : 'unknown';
    throw new PaymentError('gatewayUnavailable', `${provider}: request failed (${reason})`);
  }
  const text = await response.text();
  let body: unknown = null;
  if (text !== '') {
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      body = null;
    }
  }
  return { status: response.status, body };
}
