import { beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../app.js';
import { OTP_MAX_SENDS_PER_IP_PER_HOUR } from '../auth/otp.js';
import { openDatabase, type Database } from '../db/database.js';
import { demoBrandIds } from '../db/seed/brands.js';
import { moveOrder } from '../orders/move-order.js';
import { startTestApp, useTestApp, type TestAppOptions } from '../testing/app.js';
import { openEventStream, placePickupOrder } from '../testing/orders.js';
import { engines, openTestDatabase } from '../testing/test-database.js';

/** Sunday 22 November 2026, 12:00 in Dubai: the open outlets are open. */
const NOW = new Date(Date.UTC(2026, 10, 22, 8, 0, 0));
const zaatar = demoBrandIds.zaatarHouse;
const ADMIN_KEY = 'test-admin-key-0123456789';

const options: TestAppOptions = {
  clock: () => NOW,
  adminKey: ADMIN_KEY,
  otpSendsPerIpPerHour: OTP_MAX_SENDS_PER_IP_PER_HOUR,
};
const startApp = (database: Database) => startTestApp(database, options);

function moveByAdmin(baseUrl: string, orderNumber: string, status: string) {
  return fetch(`${baseUrl}/admin/update-order-status`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-admin-key': ADMIN_KEY },
    body: JSON.stringify({ orderNumber, status }),
  });
}

describe.each(engines)('order status pushed to the customer on %s', (engine) => {
  const test = useTestApp(engine, options);
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let services: AppServices;
  let baseUrl: string;

  beforeAll(() => {
    ({ database, services, baseUrl } = test);
  });

  const streamUrl = (orderNumber: string) =>
    `${baseUrl}/order/order-status-events/${orderNumber}?brandId=${zaatar}`;

  it('pushes each move of the order to its customer as it happens', async () => {
    const { order, token } = await placePickupOrder(baseUrl, services, zaatar);
    const stream = await openEventStream(streamUrl(order.orderNumber), { authorization: `Bearer ${token}` });
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    await stream.until((event) => event.event === 'ready');
    expect((await moveByAdmin(baseUrl, order.orderNumber, 'PREPARING')).status).toBe(200);
    expect((await moveByAdmin(baseUrl, order.orderNumber, 'ON_THE_WAY')).status).toBe(200);
    const events = await stream.until((event) => event.event === 'status', 2);
    expect(events.map((event) => JSON.parse(event.data) as { status: string })).toEqual([
      expect.objectContaining({ orderNumber: order.orderNumber, status: 'PREPARING', reason: null }),
      expect.objectContaining({ status: 'ON_THE_WAY' }),
    ]);
    expect(Number(events[1]!.id)).toBeGreaterThan(Number(events[0]!.id));
    stream.close();
  });

  it('catches a reconnecting client up from its Last-Event-ID, each event once', async () => {
    const { order, token } = await placePickupOrder(baseUrl, services, zaatar);
    const first = await openEventStream(streamUrl(order.orderNumber), { authorization: `Bearer ${token}` });
    const [ready] = await first.until((event) => event.event === 'ready');
    first.close();
    // Moved while the client was away.
    await moveByAdmin(baseUrl, order.orderNumber, 'PREPARING');
    await moveByAdmin(baseUrl, order.orderNumber, 'CANCELLED');
    const again = await openEventStream(streamUrl(order.orderNumber), {
      authorization: `Bearer ${token}`,
      'last-event-id': ready!.id,
    });
    const missed = await again.until((event) => event.event === 'status', 2);
    await again.until((event) => event.event === 'ready');
    expect(missed.map((event) => (JSON.parse(event.data) as { status: string }).status)).toEqual([
      'PREPARING',
      'CANCELLED',
    ]);
    expect(again.received.filter((event) => event.event === 'status')).toHaveLength(2);
    again.close();
  });

  it("answers 401 without a session and 404 for another customer's order", async () => {
    const { order } = await placePickupOrder(baseUrl, services, zaatar);
    const other = await placePickupOrder(baseUrl, services, zaatar);
    expect((await fetch(streamUrl(order.orderNumber))).status).toBe(401);
    const foreign = await fetch(streamUrl(order.orderNumber), {
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(foreign.status).toBe(404);
  });

  it('pushes a move made outside the API too (the order:status command moves with the same code)', async () => {
    const { order, token } = await placePickupOrder(baseUrl, services, zaatar);
    const stream = await openEventStream(streamUrl(order.orderNumber), { authorization: `Bearer ${token}` });
    await stream.until((event) => event.event === 'ready');
    expect(await moveOrder(database.db, order.orderNumber, 'PREPARING')).toEqual({ ok: true });
    const [event] = await stream.until((received) => received.event === 'status');
    expect(JSON.parse(event!.data)).toMatchObject({ status: 'PREPARING' });
    stream.close();
  });

  it('says nothing of a move that was refused', async () => {
    const { order, token } = await placePickupOrder(baseUrl, services, zaatar);
    const stream = await openEventStream(streamUrl(order.orderNumber), { authorization: `Bearer ${token}` });
    await stream.until((event) => event.event === 'ready');
    expect((await moveByAdmin(baseUrl, order.orderNumber, 'COMPLETE')).status).toBe(409);
    await moveByAdmin(baseUrl, order.orderNumber, 'REJECTED');
    const [event] = await stream.until((received) => received.event === 'status');
    expect(JSON.parse(event!.data)).toMatchObject({ status: 'REJECTED' });
    stream.close();
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('order status pushed across processes on PostgreSQL', () => {
  it('a move made through one server reaches a stream held by another', async () => {
    const database = await openTestDatabase('postgres');
    const second = await openDatabase({ kind: 'postgres', url: database.url! });
    const one = await startApp(database);
    const two = await startApp(second);
    try {
      const { order, token } = await placePickupOrder(one.baseUrl, one.services, zaatar);
      const stream = await openEventStream(
        `${two.baseUrl}/order/order-status-events/${order.orderNumber}?brandId=${zaatar}`,
        { authorization: `Bearer ${token}` },
      );
      await stream.until((event) => event.event === 'ready');
      expect((await moveByAdmin(one.baseUrl, order.orderNumber, 'PREPARING')).status).toBe(200);
      const [event] = await stream.until((received) => received.event === 'status');
      expect(JSON.parse(event!.data)).toMatchObject({ orderNumber: order.orderNumber, status: 'PREPARING' });
      stream.close();
    } finally {
      await two.app.close();
      await one.app.close();
      await second.close();
      await database.close();
    }
  });
});
