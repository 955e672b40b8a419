/**
 * An app's build-time configuration, checked when the app starts, so a wrong build setting fails
 * loudly instead of sending every API call to a broken address. Each app's `src/env.ts` is the
 * one place that reads `import.meta.env` (lint refuses it anywhere else) and hands it here.
 */
export interface AppEnv {
  /** Where the API answers: a path on this origin ('/api/v1') or an http(s) URL. */
  readonly apiBaseUrl: string;
  /** A production build (new-build detection runs only there). */
  readonly production: boolean;
}

/** What Vite hands the app: its own flags and the `VITE_` variables, as strings. */
export interface RawEnv {
  readonly PROD?: boolean;
  readonly VITE_API_BASE_URL?: string;
}

const DEFAULT_API_BASE_URL = '/api/v1';

function apiBaseUrl(value: string | undefined): string {
  const text = value?.trim() ?? '';
  if (text === '') return DEFAULT_API_BASE_URL;
  if (text.startsWith('/') && !text.startsWith('//')) return text;
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {
    url = undefined;
  }
  if (url && (url.protocol === 'https:' || url.protocol === 'http:')) return text;
  throw new Error(`VITE_API_BASE_URL must be a path such as '/api/v1' or an http(s) URL; it is '${text}'.`);
}

/** Checks the raw values and gives the typed configuration; throws on a value it cannot use. */
export function parseEnv(raw: RawEnv): AppEnv {
  return { apiBaseUrl: apiBaseUrl(raw.VITE_API_BASE_URL), production: raw.PROD === true };
}
