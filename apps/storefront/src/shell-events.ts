/** App-state signals from the API client to the shell (spec section 4 "App states"). */
export const shellEvents = new EventTarget();

export const OFFLINE_EVENT = 'offline';
export const NEW_VERSION_EVENT = 'new-version';
/** Written to local storage by sign-in and logout; other tabs reload when they see it. */
export const SESSION_EVENT_KEY = 'storefront.session-event';
/** A failed screen load reads as offline after this long (spec section 4). */
export const OFFLINE_DELAY_MS = 2000;
