import { loadableTracking, toAed, type BrandIntegration, type Fils } from '@storefront/core';
import { analytics, setAnalytics, type Analytics } from '../app-kit/analytics.js';
import { afterFirstView } from './page-scripts.js';
import type { Tracker, TrackingWindow } from './tracking-adapters.js';

/** Calls kept until the trackers load (after the first view); a few suffice (identify, purchase). */
const PENDING_LIMIT = 20;

/**
 * The analytics sink with the brand's trackers behind it: every event still reaches `base` (the
 * in-memory buffer journeys read), and identify / purchase reach each tracker, those made before
 * the trackers loaded once they have.
 */
export function trackingAnalytics(base: Analytics): { sink: Analytics; attach(trackers: Tracker[]): void } {
  let trackers: Tracker[] | null = null;
  const pending: ((tracker: Tracker) => void)[] = [];
  const each = (call: (tracker: Tracker) => void) => {
    if (trackers) trackers.forEach(call);
    else if (pending.push(call) > PENDING_LIMIT) pending.shift();
  };
  return {
    sink: {
      identify(userId, traits) {
        base.identify(userId, traits);
        each((tracker) => tracker.identify({ userId, phoneHash: traits.phoneHash }));
      },
      track(name, properties = {}) {
        base.track(name, properties);
        const { orderNumber, total } = properties;
        if (name !== 'purchase' || typeof orderNumber !== 'string' || typeof total !== 'number') return;
        each((tracker) => tracker.purchase({ orderNumber, value: toAed(total as Fils), currency: 'AED' }));
      },
    },
    attach(loaded) {
      trackers = loaded;
      for (const call of pending.splice(0)) loaded.forEach(call);
    },
  };
}

const started = new WeakMap<Window, string>();

/**
 * The brand's tracking integrations (spec §5: each only when active with all its metadata
 * filled): the analytics sink forwards to them at once, their scripts load after the first view.
 * Nothing happens for a brand without any.
 */
export function startTracking(
  integrations: readonly BrandIntegration[],
  win: TrackingWindow = window,
  schedule: (task: () => Promise<void>) => void = (task) => afterFirstView(() => void task(), win),
): void {
  const loadable = loadableTracking(integrations);
  const signature = JSON.stringify(loadable);
  // Once per page: the brand's answer read again must not insert the scripts again.
  if (loadable.length === 0 || started.get(win) === signature) return;
  started.set(win, signature);
  const { sink, attach } = trackingAnalytics(analytics());
  setAnalytics(sink);
  // The adapters arrive with the scripts, after the first view: the first paint does not carry them.
  schedule(() =>
    import('./tracking-adapters.js')
      .then(({ loadTrackers }) => attach(loadTrackers(loadable, win)))
      .catch(() => undefined),
  );
}
