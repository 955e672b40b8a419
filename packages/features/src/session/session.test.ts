import { createHash } from 'node:crypto';
import { memoryStorage } from '@storefront/core/testing/memory-storage';
import { createBrandStorage } from '@storefront/flows';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bufferAnalytics, hashPhone, setAnalytics, type AnalyticsEvent } from '../app-kit/analytics.js';
import { saveSession, type Session } from './session.js';

const brandId = '6650a1e0c0ffee0000000001';
const session: Session = {
  token: 'token-1',
  user: {
    brandId,
    phoneNumber: '+971501234567',
    userId: '6650a1e0c0ffee9000000001',
    email: null,
    name: null,
  },
  createdAt: 0,
};
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('analytics identify on sign-in', () => {
  it('saveSession identifies the customer by user id and the SHA-256 of the phone number', async () => {
    const events: AnalyticsEvent[] = [];
    setAnalytics(bufferAnalytics(events));
    saveSession(createBrandStorage(memoryStorage(), brandId), session);
    await vi.waitFor(() => expect(events).toHaveLength(1));
    expect(events[0]).toMatchObject({
      type: 'identify',
      userId: '6650a1e0c0ffee9000000001',
      traits: { brandId, phoneHash: sha256('+971501234567') },
    });
  });

  it('hashes the E.164 form: spaces and dashes do not change the hash', async () => {
    expect(await hashPhone('+971 50-123 4567')).toBe(sha256('+971501234567'));
  });

  it('without Web Crypto the customer is still identified, without a phone hash', async () => {
    vi.stubGlobal('crypto', {});
    expect(await hashPhone('+971501234567')).toBeNull();
  });

  it('the default sink sends nothing and keeps the events on window.__storefrontAnalytics', async () => {
    const fakeWindow: { __storefrontAnalytics?: AnalyticsEvent[] } = {};
    vi.stubGlobal('window', fakeWindow);
    const fresh = await import('../app-kit/analytics.js');
    await fresh.identifyCustomer(session.user);
    expect(fakeWindow.__storefrontAnalytics).toEqual([
      expect.objectContaining({ type: 'identify', userId: session.user.userId }),
    ]);
  });

  it('the buffer keeps the latest 200 events', () => {
    const events: AnalyticsEvent[] = [];
    const sink = bufferAnalytics(events);
    for (let index = 0; index < 205; index += 1) sink.track(`event-${index}`);
    expect(events).toHaveLength(200);
    expect(events[0]).toMatchObject({ name: 'event-5' });
  });
});
