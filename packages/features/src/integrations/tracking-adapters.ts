import type { LoadableTracking, TrackingIntegrationName } from '@storefront/core';
import { insertScript } from './page-scripts.js';

/**
 * One adapter per tracking integration of spec §5, each as its vendor documents the snippet: the
 * vendor's queue is set up on `window` (calls made before the script arrives wait in it) and the
 * vendor's script is inserted. Only hashed phone numbers are handed over (`phoneHash`), never the
 * number; money goes as AED (the vendors' unit), from the order's total in fils.
 */
export interface Tracker {
  identify(user: { userId: string; phoneHash: string | null }): void;
  purchase(order: { orderNumber: string; value: number; currency: 'AED' }): void;
}

type Queue = unknown[];
/** What the vendors' snippets leave on `window`. */
export interface TrackingGlobals {
  dataLayer?: Queue;
  gtag?: (...args: unknown[]) => void;
  fbq?: ((...args: unknown[]) => void) & { queue?: Queue; callMethod?: unknown; loaded?: boolean };
  _fbq?: unknown;
  /** The pixel's queue: an array of calls, with its methods set on it as properties. */
  ttq?: unknown[] & Record<string, (...args: unknown[]) => void>;
  TiktokAnalyticsObject?: string;
  snaptr?: ((...args: unknown[]) => void) & { queue?: Queue; handleRequest?: unknown };
}

export type TrackingWindow = Window & TrackingGlobals;
type Adapter = (metaData: Readonly<Record<string, string>>, win: TrackingWindow) => Tracker;

/** A function that queues its calls' arguments, as the vendors' stubs do until their script runs. */
function queueingStub(queue: Queue): (...args: unknown[]) => void {
  return (...args: unknown[]) => void queue.push(args);
}

const nothing: Tracker = { identify: () => undefined, purchase: () => undefined };

/** Google Analytics 4 (gtag.js): `dataLayer` with `gtag('config', measurementId)`. */
const googleAnalytics: Adapter = ({ measurementId }, win) => {
  const dataLayer = (win.dataLayer ??= []);
  // gtag.js reads each call as an `arguments` object, as its official snippet pushes it.
  win.gtag ??= function gtag() {
    // eslint-disable-next-line prefer-rest-params -- gtag.js expects the arguments object itself
    dataLayer.push(arguments);
  };
  const gtag = win.gtag;
  gtag('js', new Date());
  gtag('config', measurementId);
  insertScript(
    win.document,
    'googleAnalytics',
    `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId!)}`,
  );
  return {
    identify: ({ userId }) => gtag('set', { user_id: userId }),
    purchase: ({ orderNumber, value, currency }) =>
      gtag('event', 'purchase', { transaction_id: orderNumber, value, currency }),
  };
};

/** Google Tag Manager: the `gtm.js` start event in `dataLayer`, then the container. */
const googleTagManager: Adapter = ({ containerId }, win) => {
  const dataLayer = (win.dataLayer ??= []);
  dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  insertScript(
    win.document,
    'googleTagManager',
    `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId!)}`,
  );
  return {
    identify: ({ userId, phoneHash }) =>
      void dataLayer.push({ event: 'login', user_id: userId, phone_hash: phoneHash }),
    purchase: ({ orderNumber, value, currency }) =>
      void dataLayer.push({ event: 'purchase', ecommerce: { transaction_id: orderNumber, value, currency } }),
  };
};

/** Meta pixel: the `fbq` queue, `init` and a PageView. */
const facebookPixel: Adapter = ({ pixelId }, win) => {
  if (!win.fbq) {
    const queue: Queue = [];
    const fbq = Object.assign(queueingStub(queue), { queue, loaded: true, version: '2.0' });
    win.fbq = fbq;
    win._fbq ??= fbq;
  }
  const fbq = win.fbq;
  fbq('init', pixelId);
  fbq('track', 'PageView');
  insertScript(win.document, 'facebookPixel', 'https://connect.facebook.net/en_US/fbevents.js');
  return {
    // Advanced matching: `ph` takes the SHA-256 of the number.
    identify: ({ userId, phoneHash }) =>
      fbq('init', pixelId, { external_id: userId, ...(phoneHash && { ph: phoneHash }) }),
    purchase: ({ orderNumber, value, currency }) =>
      fbq('track', 'Purchase', { value, currency }, { eventID: orderNumber }),
  };
};

/** Poptin (popups): its pixel script only; it tracks nothing of ours. */
const poptin: Adapter = ({ accountId }, win) => {
  insertScript(win.document, 'poptin', `https://cdn.popt.in/pixel.js?id=${encodeURIComponent(accountId!)}`);
  return nothing;
};

/** Snap pixel: the `snaptr` queue, `init` and a PAGE_VIEW. */
const snapchatPixel: Adapter = ({ pixelId }, win) => {
  if (!win.snaptr) {
    const queue: Queue = [];
    win.snaptr = Object.assign(queueingStub(queue), { queue });
  }
  const snaptr = win.snaptr;
  snaptr('init', pixelId);
  snaptr('track', 'PAGE_VIEW');
  insertScript(win.document, 'snapchatPixel', 'https://sc-static.net/scevent.min.js');
  return {
    identify: ({ phoneHash }) =>
      phoneHash && snaptr('init', pixelId, { user_hashed_phone_number: phoneHash }),
    purchase: ({ orderNumber, value, currency }) =>
      snaptr('track', 'PURCHASE', { price: value, currency, transaction_id: orderNumber }),
  };
};

const TIKTOK_METHODS = ['page', 'track', 'identify', 'instances', 'debug', 'on', 'off', 'once', 'ready'];

/** TikTok pixel: the `ttq` array with its deferred methods, loaded with the pixel id. */
const tiktokPixel: Adapter = ({ pixelId }, win) => {
  win.TiktokAnalyticsObject = 'ttq';
  const ttq = win.ttq ?? Object.assign<unknown[], Record<string, (...args: unknown[]) => void>>([], {});
  win.ttq = ttq;
  for (const method of TIKTOK_METHODS) {
    ttq[method] ??= (...args: unknown[]) => void ttq.push([method, ...args]);
  }
  const src = `https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=${encodeURIComponent(pixelId!)}&lib=ttq`;
  insertScript(win.document, 'tiktokPixel', src);
  ttq['page']!();
  return {
    identify: ({ userId, phoneHash }) =>
      ttq['identify']!({ external_id: userId, ...(phoneHash && { phone_number: phoneHash }) }),
    purchase: ({ orderNumber, value, currency }) =>
      ttq['track']!('CompletePayment', { value, currency, content_id: orderNumber, content_type: 'product' }),
  };
};

export const TRACKING_ADAPTERS: Readonly<Record<TrackingIntegrationName, Adapter>> = {
  googleAnalytics,
  googleTagManager,
  facebookPixel,
  poptin,
  snapchatPixel,
  tiktokPixel,
};

/** Loads each loadable integration into `win`: its queue, its calls so far and its script. */
export function loadTrackers(loadable: readonly LoadableTracking[], win: TrackingWindow): Tracker[] {
  return loadable.map(({ name, metaData }) => TRACKING_ADAPTERS[name](metaData, win));
}
