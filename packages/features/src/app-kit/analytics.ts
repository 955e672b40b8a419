/**
 * Who the customer is, for the brand's tracking (spec section 4 "Sign-in": success "identifies
 * the user to tracking"). One small interface; the default sends nothing anywhere and only keeps
 * the events in memory, readable as `window.__storefrontAnalytics` (journeys and developers read
 * it). A tracking integration replaces the sink with `setAnalytics`.
 */
export type AnalyticsEvent =
  | {
      readonly type: 'identify';
      readonly userId: string;
      readonly traits: { readonly brandId: string; readonly phoneHash: string | null };
      readonly at: number;
    }
  | {
      readonly type: 'track';
      readonly name: string;
      readonly properties: Readonly<Record<string, unknown>>;
      readonly at: number;
    };

export interface Analytics {
  identify(userId: string, traits: { brandId: string; phoneHash: string | null }): void;
  track(name: string, properties?: Record<string, unknown>): void;
}

declare global {
  interface Window {
    __storefrontAnalytics?: AnalyticsEvent[];
  }
}

/** The buffer keeps the latest events only, so a long session cannot grow it without end. */
const BUFFER_LIMIT = 200;

/** A sink that records events in `buffer` (oldest dropped beyond the limit) and sends nothing. */
export function bufferAnalytics(buffer: AnalyticsEvent[]): Analytics {
  const push = (event: AnalyticsEvent) => {
    buffer.push(event);
    if (buffer.length > BUFFER_LIMIT) buffer.splice(0, buffer.length - BUFFER_LIMIT);
  };
  return {
    identify: (userId, traits) => push({ type: 'identify', userId, traits: { ...traits }, at: Date.now() }),
    track: (name, properties = {}) =>
      push({ type: 'track', name, properties: { ...properties }, at: Date.now() }),
  };
}

function defaultSink(): Analytics {
  const buffer: AnalyticsEvent[] = [];
  if (typeof window !== 'undefined') window.__storefrontAnalytics = buffer;
  return bufferAnalytics(buffer);
}

let sink: Analytics | null = null;

export function analytics(): Analytics {
  sink ??= defaultSink();
  return sink;
}

/** Replaces the sink (a tracking integration, or a test's own buffer). */
export function setAnalytics(next: Analytics): void {
  sink = next;
}

/**
 * SHA-256 (hex) of the phone number in E.164 form ('+971501234567'), the form ad and analytics
 * tools match customers on; the number itself never leaves in clear. Null where the browser has
 * no Web Crypto (pages not served over HTTPS or localhost).
 */
export async function hashPhone(phoneNumber: string): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const e164 = phoneNumber.replace(/[^\d+]/g, '');
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(e164));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Records a placed order (spec §4 "Placing order outcome": purchase recorded to the pixel tracker
 * with the cart total): `total` is the cart total (the items, before discount, fee and VAT), in fils.
 */
export function trackPurchase(order: { readonly orderNumber: string; readonly total: number }): void {
  analytics().track('purchase', { orderNumber: order.orderNumber, total: order.total, currency: 'AED' });
}

/** Identifies a customer who just signed in: user id and the hash of their phone number. */
export async function identifyCustomer(user: {
  readonly userId: string;
  readonly brandId: string;
  readonly phoneNumber: string;
}): Promise<void> {
  const phoneHash = await hashPhone(user.phoneNumber).catch(() => null);
  analytics().identify(user.userId, { brandId: user.brandId, phoneHash });
}
