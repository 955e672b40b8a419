import { fils } from '@storefront/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { confirmCardElement } from '../payments/stripe-confirm.js';
import { PENDING_SHARE_KEY, payShareByCard, resumeSharePayment, type ShareCard } from './share-card-pay.js';
import type { TableCallResult, TableCalls, TableSession } from './table-api.js';

const CARD = { number: '4242424242424242', expMonth: '12', expYear: '2030', cvc: '123' };
const SANDBOX = { kind: 'sandbox' as const, card: CARD };
const SHARE = { shareId: 'sh1', total: fils(4500) };
const paidSession = { sessionId: 's1', version: 9, status: 'closed' } as TableSession;

function fakeCalls(overrides: Partial<TableCalls>): TableCalls {
  const unused = () => Promise.reject(new Error('not expected in this test'));
  return {
    current: unused,
    add: unused,
    setQuantity: unused,
    reopenJoining: unused,
    sendRound: unused,
    split: unused,
    payShare: unused,
    verifyShare: unused,
    payShareFromWallet: unused,
    ...overrides,
  };
}

const storage = new Map<string, string>();
const assign = vi.fn();
const gateway = vi.fn();

beforeEach(() => {
  storage.clear();
  assign.mockReset();
  gateway.mockReset();
  vi.stubGlobal('window', {
    location: {
      origin: 'http://localhost',
      href: 'http://localhost/zaatar-house/dine-in/table?table=t1',
      assign,
    },
    sessionStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
      removeItem: (key: string) => storage.delete(key),
    },
  });
  vi.stubGlobal('fetch', gateway);
});
afterEach(() => vi.unstubAllGlobals());

const answer = (body: unknown) => ({ ok: true, json: () => Promise.resolve(body) });
const intent = {
  kind: 'ok' as const,
  id: 'pi_1',
  clientSecret: 'pi_1_secret_x',
  confirmUrl: '/sandbox/confirm',
};

describe("paying a table's share by card", () => {
  it('claims the share with its tip, confirms the card, then has the server verify it', async () => {
    const payShare = vi.fn(() => Promise.resolve(intent));
    const verifyShare = vi.fn((): Promise<TableCallResult> =>
      Promise.resolve({ kind: 'ok', session: paidSession }),
    );
    gateway.mockResolvedValue(answer({ status: 'succeeded' }));
    const outcome = await payShareByCard(
      fakeCalls({ payShare, verifyShare }),
      SHARE,
      fils(150),
      SANDBOX,
      'en',
    );
    expect(payShare).toHaveBeenCalledWith('sh1', 150);
    const [url, init] = gateway.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://localhost/sandbox/confirm');
    expect(JSON.parse(init.body as string)).toMatchObject({ clientSecret: 'pi_1_secret_x', card: CARD });
    expect(verifyShare).toHaveBeenCalledWith('sh1', 'pi_1');
    expect(outcome).toEqual({ kind: 'paid', session: paidSession });
  });

  it('never touches the card when someone else is paying the share', async () => {
    const taken = { message: 'This share is being paid by someone else.', key: 'errors:tableShareBeingPaid' };
    const payShare = vi.fn(() => Promise.resolve({ kind: 'error' as const, error: taken, status: 409 }));
    const outcome = await payShareByCard(fakeCalls({ payShare }), SHARE, fils(0), SANDBOX, 'en');
    expect(gateway).not.toHaveBeenCalled();
    expect(outcome).toEqual({ kind: 'failed', error: taken });
  });

  it("verifies a declined card too, so the server hands the share back, and shows the gateway's reason", async () => {
    const verifyShare = vi.fn((): Promise<TableCallResult> =>
      Promise.resolve({ kind: 'error', error: { message: 'Payment failed' }, status: 400 }),
    );
    gateway.mockResolvedValue(
      answer({ status: 'failed', lastError: { message: 'Your card was declined.' } }),
    );
    const outcome = await payShareByCard(
      fakeCalls({ payShare: () => Promise.resolve(intent), verifyShare }),
      SHARE,
      fils(0),
      SANDBOX,
      'en',
    );
    expect(verifyShare).toHaveBeenCalledOnce();
    expect(outcome).toEqual({ kind: 'failed', error: { message: 'Your card was declined.' } });
  });

  it('remembers the share before 3-D Secure and verifies it once on the way back', async () => {
    gateway.mockResolvedValue(answer({ status: 'requires_action', nextActionUrl: '/sandbox/3ds/pi_1' }));
    const verifyShare = vi.fn((): Promise<TableCallResult> =>
      Promise.resolve({ kind: 'ok', session: paidSession }),
    );
    const calls = fakeCalls({ payShare: () => Promise.resolve(intent), verifyShare });
    expect(await payShareByCard(calls, SHARE, fils(0), SANDBOX, 'en')).toEqual({ kind: 'redirected' });
    expect(assign).toHaveBeenCalledWith('/sandbox/3ds/pi_1');
    expect(verifyShare).not.toHaveBeenCalled();
    expect(storage.has(PENDING_SHARE_KEY)).toBe(true);

    expect(await resumeSharePayment(calls, 'en')).toEqual({ kind: 'paid', session: paidSession });
    expect(await resumeSharePayment(calls, 'en')).toBeNull();
    expect(verifyShare).toHaveBeenCalledTimes(1);
  });
});

describe("paying a table's share with a brand's real Stripe account", () => {
  const cardElement = { mounted: true };
  const confirmCardPayment = vi.fn();
  /** A stand-in Stripe.js: Elements hands over its card field, confirmCardPayment answers. */
  const stripeCard = (): ShareCard => {
    const stripe = { confirmCardPayment } as unknown as Stripe;
    const elements = { getElement: () => cardElement } as unknown as StripeElements;
    return {
      kind: 'stripe',
      field: {
        complete: true,
        confirm: (secret, save) => confirmCardElement(stripe, elements, secret, save),
      },
    };
  };
  const realIntent = {
    kind: 'ok' as const,
    id: 'pi_live_1',
    clientSecret: 'pi_live_1_secret_y',
    confirmUrl: undefined,
  };
  beforeEach(() => confirmCardPayment.mockReset());

  it("confirms the intent's client secret with Stripe.js, never the sandbox, then verifies once", async () => {
    confirmCardPayment.mockResolvedValue({ paymentIntent: { id: 'pi_live_1', status: 'succeeded' } });
    const verifyShare = vi.fn((): Promise<TableCallResult> =>
      Promise.resolve({ kind: 'ok', session: paidSession }),
    );
    const calls = fakeCalls({ payShare: () => Promise.resolve(realIntent), verifyShare });
    const outcome = await payShareByCard(calls, SHARE, fils(200), stripeCard(), 'en');
    expect(confirmCardPayment).toHaveBeenCalledExactlyOnceWith('pi_live_1_secret_y', {
      payment_method: { card: cardElement },
    });
    expect(gateway).not.toHaveBeenCalled();
    expect(verifyShare).toHaveBeenCalledExactlyOnceWith('sh1', 'pi_live_1');
    expect(outcome).toEqual({ kind: 'paid', session: paidSession });
  });

  it("a card Stripe declines is verified once (the share goes back) and Stripe's reason is shown", async () => {
    confirmCardPayment.mockResolvedValue({ error: { message: 'Your card has insufficient funds.' } });
    const verifyShare = vi.fn((): Promise<TableCallResult> =>
      Promise.resolve({ kind: 'error', error: { message: 'Payment failed' }, status: 400 }),
    );
    const calls = fakeCalls({ payShare: () => Promise.resolve(realIntent), verifyShare });
    const outcome = await payShareByCard(calls, SHARE, fils(0), stripeCard(), 'en');
    expect(verifyShare).toHaveBeenCalledOnce();
    expect(outcome).toEqual({ kind: 'failed', error: { message: 'Your card has insufficient funds.' } });
  });

  it('claims nothing while Stripe.js is not ready, and hands back a sandbox intent it cannot confirm', async () => {
    const payShare = vi.fn(() => Promise.resolve(intent));
    const verifyShare = vi.fn((): Promise<TableCallResult> =>
      Promise.resolve({ kind: 'error', error: { message: 'Payment failed' }, status: 400 }),
    );
    const notReady = await payShareByCard(
      fakeCalls({ payShare }),
      SHARE,
      fils(0),
      {
        kind: 'stripe',
        field: null,
      },
      'en',
    );
    expect(notReady).toMatchObject({ kind: 'failed', error: { key: 'errors:onlinePaymentUnavailable' } });
    expect(payShare).not.toHaveBeenCalled();
    const mismatch = await payShareByCard(
      fakeCalls({ payShare, verifyShare }),
      SHARE,
      fils(0),
      stripeCard(),
      'en',
    );
    expect(mismatch).toMatchObject({ kind: 'failed', error: { key: 'errors:onlinePaymentUnavailable' } });
    expect(confirmCardPayment).not.toHaveBeenCalled();
    expect(verifyShare).toHaveBeenCalledExactlyOnceWith('sh1', 'pi_1');
  });
});
