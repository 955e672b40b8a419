import { loadableTracking, toAed, type BrandIntegration, type Fils } from '@storefront/core';
import { analytics, setAnalytics, type Analytics, type AnalyticsEvent } from '../app-kit/analytics.js';
import { loadTrackers, type Tracker, type TrackingWindow } from './tracking-adapters.js';

/**
 * The brand's tracking (spec §5, §4): loaded after the first view (`use-tracking.ts` imports this
 * module then), so neither the adapters nor this code weigh on the first paint.
 */

function purchaseOf(properties: Readonly<Record<string, unknown>>) {
  const { orderNumber, total } = properties;
  if (typeof orderNumber !== 'string' || typeof total !== 'number') return null;
  return { orderNumber, value: toAed(total as Fils), currency: 'AED' as const };
}

/**
 * The analytics sink with the brand's trackers behind it: every event still reaches `base` (the
 * in-memory record journeys read), and identify / purchase reach each tracker.
 */
export function trackingAnalytics(base: Analytics, trackers: readonly Tracker[]): Analytics {
  return {
    identify(userId, traits) {
      base.identify(userId, traits);
      for (const tracker of trackers) tracker.identify({ userId, phoneHash: traits.phoneHash });
    },
    track(name, properties = {}) {
      base.track(name, properties);
      const purchase = name === 'purchase' ? purchaseOf(properties) : null;
      if (purchase) for (const tracker of trackers) tracker.purchase(purchase);
    },
  };
}

const started = new WeakMap<Window, string>();

/**
 * Loads the brand's tracking integrations that may load (each only when active with all its
 * metadata filled), puts them behind the analytics sink, and hands them what happened before they
 * came (`past`: a sign-in during the first view). Once per page for the same integrations.
 */
export function startTracking(
  integrations: readonly BrandIntegration[],
  win: TrackingWindow = window,
  past: readonly AnalyticsEvent[] = win.__storefrontAnalytics ?? [],
): void {
  const loadable = loadableTracking(integrations);
  const signature = JSON.stringify(loadable);
  if (loadable.length === 0 || started.get(win) === signature) return;
  started.set(win, signature);
  const trackers = loadTrackers(loadable, win);
  const identified = past.filter((event) => event.type === 'identify').at(-1);
  if (identified) {
    for (const tracker of trackers)
      tracker.identify({ userId: identified.userId, phoneHash: identified.traits.phoneHash });
  }
  for (const event of past) {
    const purchase =
      event.type === 'track' && event.name === 'purchase' ? purchaseOf(event.properties) : null;
    if (purchase) for (const tracker of trackers) tracker.purchase(purchase);
  }
  setAnalytics(trackingAnalytics(analytics(), trackers));
}
