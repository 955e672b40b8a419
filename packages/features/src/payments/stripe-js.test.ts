import type { BrandInfo } from '@storefront/api';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadStripeWithin, realStripeKey, STRIPE_LOAD_TIMEOUT_MS, stripeFor } from './stripe-js.js';

vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: vi.fn() }));

const load = vi.mocked(loadStripe);
const fakeStripe = { confirmCardPayment: vi.fn() } as unknown as Stripe;

/** A promise that never settles: Stripe.js hanging on a stalled network. */
const never = () => new Promise<Stripe | null>(() => undefined);

beforeEach(() => {
  load.mockReset();
});

afterEach(() => {
  vi.useRealTimers();
});

function stripeIntegration(publishableKey: string, isActive = true): BrandInfo['activeIntegrations'] {
  return [
    { name: 'stripe', isActive, metaData: { publishableKey } },
  ] as unknown as BrandInfo['activeIntegrations'];
}

describe('realStripeKey', () => {
  it('takes pk_test_ and pk_live_ keys of the active Stripe integration', () => {
    expect(realStripeKey(stripeIntegration('pk_test_51AbC'))).toBe('pk_test_51AbC');
    expect(realStripeKey(stripeIntegration('pk_live_51AbC'))).toBe('pk_live_51AbC');
  });

  it('gives null for the seeded pk_sandbox_ keys, an inactive integration or none', () => {
    expect(realStripeKey(stripeIntegration('pk_sandbox_zaatar_house'))).toBeNull();
    expect(realStripeKey(stripeIntegration('pk_test_51AbC', false))).toBeNull();
    expect(realStripeKey([])).toBeNull();
  });
});

describe('loadStripeWithin', () => {
  it("resolves loadStripe's Stripe for the key, in the page language", async () => {
    load.mockResolvedValue(fakeStripe);
    await expect(loadStripeWithin('pk_test_1', 'ar')).resolves.toBe(fakeStripe);
    expect(load).toHaveBeenCalledWith('pk_test_1', { locale: 'ar' });
  });

  it('rejects when loadStripe rejects (Stripe.js could not load)', async () => {
    load.mockRejectedValue(new Error('Failed to load Stripe.js'));
    await expect(loadStripeWithin('pk_test_1', 'en')).rejects.toThrow('Failed to load Stripe.js');
  });

  it('rejects when loadStripe answers null or throws at once', async () => {
    load.mockResolvedValue(null);
    await expect(loadStripeWithin('pk_test_1', 'en')).rejects.toThrow('not available');
    load.mockImplementation(() => {
      throw new Error('Expected publishable key to be of type string');
    });
    await expect(loadStripeWithin('pk_test_1', 'en')).rejects.toThrow('publishable key');
  });

  it('rejects once Stripe.js has taken exactly the 10 s limit, not a moment before', async () => {
    vi.useFakeTimers();
    load.mockImplementation(never);
    const settled = vi.fn();
    const loading = loadStripeWithin('pk_test_1', 'en');
    loading.then(settled, settled);
    expect(STRIPE_LOAD_TIMEOUT_MS).toBe(10_000);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(loading).rejects.toThrow('did not load in time');
  });

  it('a load that succeeds in time is not failed by the timer afterwards', async () => {
    vi.useFakeTimers();
    load.mockResolvedValue(fakeStripe);
    const loading = loadStripeWithin('pk_test_1', 'en');
    await expect(loading).resolves.toBe(fakeStripe);
    await vi.advanceTimersByTimeAsync(STRIPE_LOAD_TIMEOUT_MS * 2);
    await expect(loading).resolves.toBe(fakeStripe);
  });
});

describe('stripeFor', () => {
  it('loads once per key and language: <Elements> keeps the same promise', async () => {
    load.mockResolvedValue(fakeStripe);
    const first = stripeFor('pk_test_once', 'en');
    expect(stripeFor('pk_test_once', 'en')).toBe(first);
    await first;
    expect(stripeFor('pk_test_once', 'en')).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
    const arabic = stripeFor('pk_test_once', 'ar');
    expect(arabic).not.toBe(first);
    await arabic;
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('forgets a failed load, so coming back to checkout tries again', async () => {
    load.mockRejectedValueOnce(new Error('Failed to load Stripe.js'));
    const failed = stripeFor('pk_test_retry', 'en');
    await expect(failed).rejects.toThrow('Failed to load Stripe.js');
    load.mockResolvedValueOnce(fakeStripe);
    const retried = stripeFor('pk_test_retry', 'en');
    expect(retried).not.toBe(failed);
    await expect(retried).resolves.toBe(fakeStripe);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('forgets a timed-out load too', async () => {
    vi.useFakeTimers();
    load.mockImplementationOnce(never);
    const slow = stripeFor('pk_test_slow', 'en');
    const outcome = expect(slow).rejects.toThrow('did not load in time');
    await vi.advanceTimersByTimeAsync(STRIPE_LOAD_TIMEOUT_MS);
    await outcome;
    load.mockResolvedValueOnce(fakeStripe);
    await expect(stripeFor('pk_test_slow', 'en')).resolves.toBe(fakeStripe);
  });
});
