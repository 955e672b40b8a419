/** App-state signals from the API client to the shell (spec section 4 "App states"). */
export const shellEvents = new EventTarget();

export const OFFLINE_EVENT = 'offline';
export const NEW_VERSION_EVENT = 'new-version';
/** Written to local storage by sign-in and logout; other tabs reload when they see it. */
export const SESSION_EVENT_KEY = 'storefront.session-event';
/** A failed screen load reads as offline after this long (spec section 4). */
export const OFFLINE_DELAY_MS = 2000;

let newVersionPending = false;

/**
 * A newer version must be loaded (`new_version_enforced`, or a new release deployed). Remembered,
 * so a shell that mounts after the signal (the brand still loading) shows the update screen too.
 */
export function announceNewVersion(): void {
  newVersionPending = true;
  shellEvents.dispatchEvent(new Event(NEW_VERSION_EVENT));
}

export function isNewVersionPending(): boolean {
  return newVersionPending;
}
