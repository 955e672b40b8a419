import type { BrandIntegration } from '@storefront/core';
import { JSDOM } from 'jsdom';
import { afterEach, describe, expect, it } from 'vitest';
import {
  bufferAnalytics,
  identifyCustomer,
  setAnalytics,
  trackPurchase,
  type AnalyticsEvent,
} from '../app-kit/analytics.js';
import { afterFirstView } from './page-scripts.js';
import { startTracking } from './tracking.js';
import type { TrackingWindow } from './tracking-adapters.js';

// A page as the server sends it (its bootstrap script carries the CSP nonce). jsdom fetches no
// script and runs none: the tests see what the adapters put in the page, nothing is downloaded.
function page(): TrackingWindow {
  const dom = new JSDOM(
    '<!doctype html><html><head><script nonce="n0nce">window.__BOOTSTRAP__={}</script></head><body></body></html>',
    { url: 'https://zaatar.example/' },
  );
  return dom.window as unknown as TrackingWindow;
}

const tracking = (name: string, metaData: Record<string, string>, isActive = true): BrandIntegration => ({
  name,
  isActive,
  category: 'TRACKING',
  metaData,
});

/** A brand page whose analytics record into `events`; `run()` starts its tracking (after the first view). */
function start(win: TrackingWindow, integrations: BrandIntegration[]) {
  const events: AnalyticsEvent[] = [];
  setAnalytics(bufferAnalytics(events));
  return { events, run: () => startTracking(integrations, win, events) };
}

const scripts = (win: TrackingWindow) =>
  [...win.document.querySelectorAll<HTMLScriptElement>('script[data-integration]')].map((script) => ({
    name: script.dataset['integration'],
    src: script.src,
    async: script.async,
    nonce: script.nonce,
  }));

afterEach(() => setAnalytics(bufferAnalytics([])));

describe('afterFirstView', () => {
  it('waits for the load event, then for the browser to be idle', () => {
    const listeners: (() => void)[] = [];
    const idle: (() => void)[] = [];
    const win = {
      document: { readyState: 'loading' },
      addEventListener: (type: string, listener: () => void) => type === 'load' && listeners.push(listener),
      requestIdleCallback: (callback: () => void) => idle.push(callback),
    } as unknown as Window;
    let ran = 0;
    afterFirstView(() => ran++, win);
    expect(ran).toBe(0);
    listeners.forEach((listener) => listener());
    expect(ran).toBe(0);
    idle.forEach((callback) => callback());
    expect(ran).toBe(1);
  });
});

describe('tracking integrations (spec §5)', () => {
  it('loads nothing for a brand without an integration that may load', () => {
    const win = page();
    const { run } = start(win, [
      tracking('googleAnalytics', { measurementId: '' }),
      tracking('facebookPixel', { pixelId: '1' }, false),
      { name: 'stripe', isActive: true, category: 'PAYMENT', metaData: { publishableKey: 'pk_test_1' } },
    ]);
    run();
    expect(scripts(win)).toEqual([]);
    expect(win.dataLayer).toBeUndefined();
    expect(win.fbq).toBeUndefined();
  });

  it('inserts each vendor script, async and with the page nonce, and sets up its queue', () => {
    const win = page();
    const { run } = start(win, [
      tracking('googleAnalytics', { measurementId: 'G-ZH1' }),
      tracking('googleTagManager', { containerId: 'GTM-ZH2' }),
      tracking('facebookPixel', { pixelId: '1234567890' }),
      tracking('poptin', { accountId: 'abc123' }),
      tracking('snapchatPixel', { pixelId: 'snap-1' }),
      tracking('tiktokPixel', { pixelId: 'CTT1' }),
    ]);
    run();
    expect(scripts(win)).toEqual([
      {
        name: 'googleAnalytics',
        src: 'https://www.googletagmanager.com/gtag/js?id=G-ZH1',
        async: true,
        nonce: 'n0nce',
      },
      {
        name: 'googleTagManager',
        src: 'https://www.googletagmanager.com/gtm.js?id=GTM-ZH2',
        async: true,
        nonce: 'n0nce',
      },
      {
        name: 'facebookPixel',
        src: 'https://connect.facebook.net/en_US/fbevents.js',
        async: true,
        nonce: 'n0nce',
      },
      { name: 'poptin', src: 'https://cdn.popt.in/pixel.js?id=abc123', async: true, nonce: 'n0nce' },
      { name: 'snapchatPixel', src: 'https://sc-static.net/scevent.min.js', async: true, nonce: 'n0nce' },
      {
        name: 'tiktokPixel',
        src: 'https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=CTT1&lib=ttq',
        async: true,
        nonce: 'n0nce',
      },
    ]);
    // Each vendor's queue holds its start-up calls until its script runs.
    // gtag pushes `arguments` objects; GTM pushes plain objects.
    const asList = (entry: unknown) =>
      entry instanceof Object && 'length' in entry ? Array.from(entry as ArrayLike<unknown>) : entry;
    expect(win.dataLayer?.map(asList)).toEqual([
      ['js', expect.any(Date)],
      ['config', 'G-ZH1'],
      { 'gtm.start': expect.any(Number), event: 'gtm.js' },
    ]);
    expect(win.fbq?.queue).toEqual([
      ['init', '1234567890'],
      ['track', 'PageView'],
    ]);
    expect(win.snaptr?.queue).toEqual([
      ['init', 'snap-1'],
      ['track', 'PAGE_VIEW'],
    ]);
    expect([...(win.ttq ?? [])]).toEqual([['page']]);
    expect(win.TiktokAnalyticsObject).toBe('ttq');
  });

  it('identifies on sign-in with the hashed number and records the purchase with the total, also when they came first', async () => {
    const win = page();
    const { run, events } = start(win, [
      tracking('facebookPixel', { pixelId: '42' }),
      tracking('tiktokPixel', { pixelId: 'T1' }),
    ]);
    await identifyCustomer({ userId: 'u-1', brandId: 'b-1', phoneNumber: '+971501234567' });
    run();
    trackPurchase({ orderNumber: 'ZH-7K3Q9PXA', total: 12_050 });
    const hash = (events[0] as Extract<AnalyticsEvent, { type: 'identify' }>).traits.phoneHash;
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(win.fbq?.queue?.slice(2)).toEqual([
      ['init', '42', { external_id: 'u-1', ph: hash }],
      ['track', 'Purchase', { value: 120.5, currency: 'AED' }, { eventID: 'ZH-7K3Q9PXA' }],
    ]);
    expect([...(win.ttq ?? [])].slice(1)).toEqual([
      ['identify', { external_id: 'u-1', phone_number: hash }],
      [
        'track',
        'CompletePayment',
        { value: 120.5, currency: 'AED', content_id: 'ZH-7K3Q9PXA', content_type: 'product' },
      ],
    ]);
    expect(JSON.stringify([win.fbq?.queue, [...(win.ttq ?? [])]])).not.toContain('501234567');
    // The in-memory record journeys read still gets every event.
    expect(events.map((event) => event.type)).toEqual(['identify', 'track']);
  });

  it('loads a brand’s scripts once, however often its answer is read again', () => {
    const win = page();
    const integrations = [tracking('poptin', { accountId: 'p1' })];
    const first = start(win, integrations);
    first.run();
    const again = start(win, integrations);
    again.run();
    expect(scripts(win)).toHaveLength(1);
  });
});
