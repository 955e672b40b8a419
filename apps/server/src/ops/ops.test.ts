import { fils } from '@storefront/core';
import { describe, expect, it } from 'vitest';
import { OTP_MAX_SENDS_PER_IP_PER_HOUR } from '../auth/otp.js';
import { startTestApp, useTestApp, type TestAppOptions } from '../testing/app.js';
import { signIn } from '../testing/customers.js';
import { loopbackAddress, postFrom } from '../testing/loopback.js';
import { pickupMenu, placePickupOrder } from '../testing/orders.js';
import { confirmIntent, zaatar } from '../testing/table-sessions.js';
import { engines, openTestDatabase } from '../testing/test-database.js';
import { drain } from './shutdown.js';

/** Sunday 22 November 2026, 12:00 in Dubai: the stores are open. */
const NOW = new Date(Date.UTC(2026, 10, 22, 8, 0, 0));
const TOKEN = 'metrics-token-for-tests-2c81f0';

const options = (draining: () => boolean = () => false): TestAppOptions => ({
  clock: () => NOW,
  sandboxWebhooks: { drop: true },
  metricsToken: TOKEN,
  draining,
  otpSendsPerIpPerHour: OTP_MAX_SENDS_PER_IP_PER_HOUR,
});

/** The value of one series in the Prometheus text (0 when it is not there yet). */
async function series(origin: string, name: string, labels: Record<string, string> = {}): Promise<number> {
  const text = await (
    await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
  ).text();
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text
    .split('\n')
    .find((entry) =>
      entry.startsWith(`${name}{`) || entry.startsWith(`${name} `)
        ? wanted.every((label) => entry.includes(label))
        : false,
    );
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

describe.each(engines)('health, readiness and metrics, on %s', (engine) => {
  let draining = false;
  const running = useTestApp(
    engine,
    options(() => draining),
  );

  it('healthz answers; readyz is ready with the database up, migrations applied and LISTEN up', async () => {
    const health = await fetch(`${running.origin}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${running.origin}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({
      ready: true,
      database: true,
      migrations: true,
      listening: true,
      draining: false,
    });
  });

  it('readyz says 503 while the process drains', async () => {
    draining = true;
    try {
      const ready = await fetch(`${running.origin}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ ready: false, draining: true, database: true });
    } finally {
      draining = false;
    }
  });

  it('metrics need the token, and count a placed order, a card payment and a refund', async () => {
    const refused = await fetch(`${running.origin}/metrics`);
    expect(refused.status).toBe(401);
    const wrong = await fetch(`${running.origin}/metrics`, { headers: { authorization: 'Bearer nope' } });
    expect(wrong.status).toBe(401);

    const placedBefore = await series(running.origin, 'orders_placed_total', {
      service: 'PICKUP',
      surface: 'storefront',
    });
    await placePickupOrder(running.baseUrl, running.services, zaatar);
    expect(
      await series(running.origin, 'orders_placed_total', { service: 'PICKUP', surface: 'storefront' }),
    ).toBe(placedBefore + 1);

    // A card payment started, paid, and never used by an order: the sweep gives it back.
    const startedBefore = await series(running.origin, 'payments_total', {
      gateway: 'intent',
      outcome: 'started',
    });
    const refundsBefore = await series(running.origin, 'refunds_total', {
      gateway: 'intent',
      status: 'refunded',
    });
    const { store } = await pickupMenu(running.baseUrl, zaatar);
    const customer = await signIn(running.baseUrl, running.services, zaatar);
    const intent = await customer.client.POST('/orders-checkout-payment/stripe/create-payment-intent-v2', {
      body: {
        brandId: zaatar,
        amount: fils(4200),
        storeId: store._id,
        currency: 'aed',
        paymentMethod: 'CARD',
        idempotencyKey: crypto.randomUUID(),
      },
    });
    const detail = intent.data!.gatewayData.data;
    await confirmIntent(running.origin, detail.client_secret!);
    expect(await series(running.origin, 'payments_total', { gateway: 'intent', outcome: 'started' })).toBe(
      startedBefore + 1,
    );
    await running.services.unplaced.sweepAbandoned({
      now: new Date(NOW.getTime() + 3_600_000),
      abandonAfterMs: 0,
    });
    expect(await series(running.origin, 'refunds_total', { gateway: 'intent', status: 'refunded' })).toBe(
      refundsBefore + 1,
    );

    // Requests are timed by route pattern, never by id; the event loop and the streams are there.
    const text = await (
      await fetch(`${running.origin}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
    ).text();
    expect(text).toContain(
      'http_request_duration_seconds_bucket{le="0.005",route="/api/v1/order/place-order-v2"',
    );
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toMatch(/^push_streams_open \d+$/m);
    expect(text).toMatch(/^answer_cache_bytes \d+$/m);
    expect(text).not.toContain('route="/healthz"');
  });
});

describe.each(engines)('stopping without losing anything, on %s', (engine) => {
  it('readyz says 503 once the database is down', async () => {
    const database = await openTestDatabase(engine);
    const { app, origin } = await startTestApp(database, options());
    try {
      await database.close();
      const ready = await fetch(`${origin}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ ready: false, database: false });
    } finally {
      await app.close().catch(() => undefined);
    }
  }, 60_000);

  it('told to stop with 50 requests in flight from several addresses, it answers every one, says it is draining, and tells streams to reconnect', async () => {
    const database = await openTestDatabase(engine);
    const stopping = drain();
    const { app, services, origin, baseUrl } = await startTestApp(database, options(stopping.draining));
    const { store } = await pickupMenu(baseUrl, zaatar);
    // An order's status stream, open when the stop comes.
    const placed = await placePickupOrder(baseUrl, services, zaatar);
    const stream = await fetch(
      `${baseUrl}/order/order-status-events/${placed.order.orderNumber}?brandId=${zaatar}`,
      {
        headers: { authorization: `Bearer ${placed.token}`, accept: 'text/event-stream' },
      },
    );
    expect(stream.status).toBe(200);
    const heard = (async () => {
      const reader = stream.body!.getReader();
      let text = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return text;
        text += new TextDecoder().decode(value);
      }
    })();

    const requests = Array.from({ length: 50 }, (_, n) =>
      postFrom(loopbackAddress(n), `${baseUrl}/menus/get-pickup-store-menu`, {
        brandId: zaatar,
        storeId: store._id,
      }),
    );
    // The stop comes while they are in flight; the drain window lets the proxy notice first.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const stopped = stopping.stop({ app, database, drainMs: 200 });
    const duringDrain = await fetch(`${origin}/readyz`);
    expect(duringDrain.status).toBe(503);
    const answers = await Promise.all(requests);
    await stopped;
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
    // The stream was told to come back soon (to another process), then ended.
    expect(await heard).toContain('retry: 250');
  }, 60_000);
});
