/**
 * The app's one call for an error it caught itself (a screen that failed): small and loaded with
 * the first view, while the reporter (Sentry, `error-reports.ts`) arrives later, if at all. Errors
 * before it arrives wait (the last few), and go nowhere when reports are off.
 */
type Capture = (error: unknown) => void;

const EARLY_LIMIT = 10;
let capture: Capture | null = null;
const early: unknown[] = [];

export function reportError(error: unknown): void {
  if (capture) capture(error);
  else if (early.push(error) > EARLY_LIMIT) early.shift();
}

/** Connects the reporter; the errors caught before it came go to it at once. */
export function attachReporter(next: Capture): void {
  capture = next;
  for (const error of early.splice(0)) next(error);
}
