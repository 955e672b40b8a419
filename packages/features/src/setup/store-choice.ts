/**
 * A change of area, store or service asked for on the store page finishes on the brand home,
 * which opens the new store's menu once it is known. The brand home normally opens the store page
 * only after a choice made on it (so Back from the store page does not bounce), but the new store
 * may already be known when it appears: this flag says that choice is under way.
 */
let awaitingStore = false;

export function expectStoreChoice(): void {
  awaitingStore = true;
}

/** Whether a choice was under way; reading clears it. */
export function takeStoreChoice(): boolean {
  const pending = awaitingStore;
  awaitingStore = false;
  return pending;
}

/** Whether a choice is under way (without clearing it): the store page then goes home quietly. */
export function storeChoicePending(): boolean {
  return awaitingStore;
}
