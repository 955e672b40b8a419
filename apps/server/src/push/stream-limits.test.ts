import { fils } from '@storefront/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTP_MAX_SENDS_PER_IP_PER_HOUR } from '../auth/otp.js';
import { demoStaff } from '../staff/demo-staff.js';
import { useTestApp } from '../testing/app.js';
import { postFrom, streamFrom, type LoopbackStream } from '../testing/loopback.js';
import { phone, tableToken, zaatar } from '../testing/table-sessions.js';
import { engines } from '../testing/test-database.js';
import type { AppServices } from '../app.js';
import { createApiClient, type Schemas } from '@storefront/api';
import { frameOnce, SharedReads } from './shared-reads.js';

const [jumeirahStaff] = demoStaff;
const LIMITS = { perToken: 3, perIp: 5, total: 8 };

const until = async (check: () => boolean, timeoutMs = 5_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

/**
 * Live streams are capped per token, per client IP and in all (hardening round three, item 6: one
 * customer token held 19,965 streams and the server's descriptors ran out), and each change is
 * read and serialised once for every stream that shows it (item 7).
 */
describe.each(engines)('live stream limits, on %s', (engine) => {
  const test = useTestApp(engine, {
    streamLimits: LIMITS,
    otpSendsPerIpPerHour: OTP_MAX_SENDS_PER_IP_PER_HOUR,
  });
  let services: AppServices;
  let baseUrl: string;
  const open: LoopbackStream[] = [];

  beforeAll(() => {
    ({ services, baseUrl } = test);
  });

  // Runs before useTestApp's afterAll closes the server (hooks run as a stack).
  afterAll(() => {
    open.forEach((stream) => stream.close());
  });

  const staffToken = async () => {
    const answer = await postFrom('127.0.0.9', `${baseUrl}/staff/sign-in`, {
      email: jumeirahStaff!.email,
      password: jumeirahStaff!.password,
    });
    return (answer.body.data as { token: string }).token;
  };
  const board = async (from: string, token: string) => {
    const stream = await streamFrom(from, `${baseUrl}/staff/order-events`, {
      authorization: `Bearer ${token}`,
    });
    if (stream.status === 200) open.push(stream);
    return stream;
  };
  const closeAll = async () => {
    open.splice(0).forEach((stream) => stream.close());
    await until(() => services.streams.open === 0);
  };

  it('refuses a token its fourth stream with 429 and a clear message, and takes it again once one closes', async () => {
    const token = await staffToken();
    const streams = await Promise.all([1, 2, 3].map(() => board('127.0.0.2', token)));
    expect(streams.map((stream) => stream.status)).toEqual([200, 200, 200]);
    const refused = await streamFrom('127.0.0.3', `${baseUrl}/staff/order-events`, {
      authorization: `Bearer ${token}`,
    });
    expect(refused.status).toBe(429);
    await until(() => refused.text().length > 0);
    expect(JSON.parse(refused.text())).toMatchObject({
      messageKey: 'errors:tooManyStreams',
      message: 'Too many live updates are open for you. Please close other tabs and try again',
    });
    streams[0]!.close();
    await until(() => services.streams.open === 2);
    expect((await board('127.0.0.3', token)).status).toBe(200);
    await closeAll();
  });

  it('refuses an address beyond its streams and the process beyond its total; ordinary calls still answer', async () => {
    const tokens = await Promise.all([1, 2, 3, 4].map(() => staffToken()));
    // Five from one address (two tokens), then that address is refused, another is not.
    for (const token of [tokens[0]!, tokens[0]!, tokens[0]!, tokens[1]!, tokens[1]!])
      expect((await board('127.0.0.4', token)).status).toBe(200);
    expect(
      (
        await streamFrom('127.0.0.4', `${baseUrl}/staff/order-events`, {
          authorization: `Bearer ${tokens[2]}`,
        })
      ).status,
    ).toBe(429);
    // Up to the process's total from other addresses, then everyone is refused.
    for (const [from, token] of [
      ['127.0.0.5', tokens[2]!],
      ['127.0.0.5', tokens[2]!],
      ['127.0.0.6', tokens[3]!],
    ] as const)
      expect((await board(from, token)).status).toBe(200);
    expect(services.streams.open).toBe(LIMITS.total);
    expect(
      (
        await streamFrom('127.0.0.7', `${baseUrl}/staff/order-events`, {
          authorization: `Bearer ${tokens[3]}`,
        })
      ).status,
    ).toBe(429);
    const ordinary = await postFrom(
      '127.0.0.7',
      `${baseUrl}/branding/get-brand-settings-by-brand-id-for-store-front`,
      {
        brandId: zaatar,
      },
    );
    expect(ordinary.status).toBe(200);
    await closeAll();
    expect((await board('127.0.0.7', tokens[3]!)).status).toBe(200);
    await closeAll();
  });

  it('writes one change to every stream of a diner as the same bytes, from one read', async () => {
    const api = createApiClient({ baseUrl });
    const opened = await api.POST('/table-sessions/open', {
      body: { brandId: zaatar, tableToken: tableToken(services, 11), name: 'Huda' },
    });
    const entry = opened.data!.data as Schemas['TableSessionEntry'];
    const diner = phone(api, entry.dinerToken);
    const url = `${baseUrl}/table-sessions/events?brandId=${zaatar}&dinerToken=${encodeURIComponent(entry.dinerToken)}`;
    const streams = await Promise.all([1, 2, 3].map(() => streamFrom('127.0.0.8', url)));
    streams.forEach((stream) => open.push(stream));
    expect(streams.map((stream) => stream.status)).toEqual([200, 200, 200]);
    await until(() => streams.every((stream) => stream.text().includes('event: ready')));
    const reads: string[] = [];
    const get = services.tableFeed.snapshots.get.bind(services.tableFeed.snapshots);
    services.tableFeed.snapshots.get = (key, version, read) =>
      get(key, version, () => {
        reads.push(`${key}@${version}`);
        return read();
      });
    const menu = await api.POST('/menus/get-dine-in-store-menu', {
      body: { brandId: zaatar, storeId: entry.session.storeId },
    });
    const item = menu
      .data!.data.storeMenu.categories.flatMap((category) => category.items.map((line) => line.itemId))
      .find(
        (candidate) =>
          candidate.price > 0 &&
          candidate.modifierGroups.every((group) => group.minimumAllowedSelection === 0),
      )!;
    expect((await diner.add(entry.session.version, item)).response.status).toBe(200);
    const frameOf = (stream: LoopbackStream) =>
      stream
        .text()
        .split('\n\n')
        .filter((frame) => frame.includes('event: session'))
        .at(-1);
    await until(() => streams.every((stream) => frameOf(stream)?.includes(item._id)));
    expect(new Set(streams.map(frameOf)).size).toBe(1);
    expect(reads).toHaveLength(1);
    await closeAll();
  });
});

describe('shared reads and frames', () => {
  it('reads a key once per version for any number of callers, again for a new version, again after a failure', async () => {
    const reads = new SharedReads<number>();
    let count = 0;
    const read = async () => (count += 1);
    const first = await Promise.all(Array.from({ length: 1000 }, () => reads.get('session:diner', 7, read)));
    expect(new Set(first)).toEqual(new Set([1]));
    expect(await reads.get('session:diner', 8, read)).toBe(2);
    const failing = reads.get('other', 1, () => Promise.reject(new Error('down')));
    await expect(failing).rejects.toThrow('down');
    expect(await reads.get('other', 1, read)).toBe(3);
  });

  it('builds a frame once per event and serialiser', () => {
    const event = { id: 1, status: 'PREPARING', amount: fils(100) };
    let builds = 0;
    const build = (value: typeof event) => {
      builds += 1;
      return `data: ${JSON.stringify(value)}\n\n`;
    };
    const frames = Array.from({ length: 1000 }, () => frameOnce(event, build));
    expect(new Set(frames).size).toBe(1);
    expect(builds).toBe(1);
  });
});
