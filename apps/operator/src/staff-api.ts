import { createApiClient, type ApiClient, type Schemas } from '@storefront/api';
import { apiRootUrl } from '@storefront/features/app-kit/api';
import { useSyncExternalStore } from 'react';

/** The signed-in staff member of this browser, kept per brand (a tablet at the pass stays signed in). */
export interface StaffSession {
  token: string;
  staff: Schemas['StaffMember'];
}

/** What the board warns a staff member of: failed sign-ins to their account (null: none). */
export type SignInAlert = NonNullable<Schemas['StaffMember']['signInAlert']>;

const keyOf = (brandId: string) => `operator.session.${brandId}`;
const listeners = new Set<() => void>();
const cache = new Map<string, { raw: string | null; session: StaffSession | null }>();

function read(brandId: string): StaffSession | null {
  const raw = window.localStorage.getItem(keyOf(brandId));
  const cached = cache.get(brandId);
  if (cached && cached.raw === raw) return cached.session;
  let session: StaffSession | null = null;
  try {
    session = raw ? (JSON.parse(raw) as StaffSession) : null;
  } catch {
    session = null;
  }
  cache.set(brandId, { raw, session });
  return session;
}

/**
 * The token that makes this browser a known device of a staff account (answered by its sign-in):
 * others' failed sign-ins never lock a known device out. Kept across sign-outs, per e-mail.
 */
const deviceKeyOf = (email: string) => `operator.device.${email.trim().toLowerCase()}`;

export function deviceTokenOf(email: string): string | undefined {
  return window.localStorage.getItem(deviceKeyOf(email)) ?? undefined;
}

export function saveDeviceToken(email: string, token: string): void {
  window.localStorage.setItem(deviceKeyOf(email), token);
}

export function saveStaffSession(brandId: string, session: StaffSession | null): void {
  if (session) window.localStorage.setItem(keyOf(brandId), JSON.stringify(session));
  else window.localStorage.removeItem(keyOf(brandId));
  listeners.forEach((listener) => listener());
}

export function useStaffSession(brandId: string): StaffSession | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => read(brandId),
  );
}

/** A client of the staff calls, carrying the staff token (never the customer's session). */
export function staffApi(token?: string): ApiClient {
  return createApiClient({
    baseUrl: apiRootUrl().toString().replace(/\/$/, ''),
    appName: 'operator',
    getToken: () => token,
  });
}
