import type { Schemas } from '@storefront/api';
import type { BrandStorage } from '@storefront/flows';
import { SESSION_EVENT_KEY } from '../app-kit/shell-events.js';
import { identifyCustomer } from '../app-kit/analytics.js';

/** The signed-in customer of one brand (spec section 3 "Current user"), kept per brand id. */
export interface Session {
  readonly token: string;
  readonly user: Schemas['CurrentUser'];
  /** Unix milliseconds of the sign-in. */
  readonly createdAt: number;
}

const SLICE = 'session';

/**
 * The token the API client sends. One brand is open per page, so one module-level holder is
 * enough; the provider sets it from the brand's stored session.
 */
let currentToken: string | undefined;

export function sessionToken(): string | undefined {
  return currentToken;
}

export function loadSession(storage: BrandStorage): Session | null {
  const session = storage.load<Session>(SLICE);
  const valid = session && typeof session.token === 'string' && session.user?.userId ? session : null;
  currentToken = valid?.token;
  return valid;
}

/** Sign-in (spec section 4): the session is kept for the brand, tracking learns who it is, other tabs reload. */
export function saveSession(storage: BrandStorage, session: Session): void {
  storage.save(SLICE, session);
  currentToken = session.token;
  void identifyCustomer(session.user);
  announce('login');
}

/** Logout (spec section 4): every persisted slice of the brand goes, other tabs reload. */
export function clearSession(storage: BrandStorage): void {
  storage.clear();
  currentToken = undefined;
  try {
    window.sessionStorage.clear();
  } catch {
    // no session storage: nothing to clear
  }
  announce('logout');
}

/** A login or logout event in local storage: other tabs of the brand reload on it. */
function announce(kind: 'login' | 'logout'): void {
  try {
    window.localStorage.setItem(SESSION_EVENT_KEY, `${kind}:${Date.now()}`);
  } catch {
    // storage unavailable: other tabs notice on their next request
  }
}
