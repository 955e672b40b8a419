import type { Schemas } from '@storefront/contract';

/** One Server-Sent Event as the stream said it. */
export interface StreamEvent {
  id: string;
  event: string;
  data: string;
}

/**
 * Splits text/event-stream text into events (the WHATWG rules the product's server uses: `id`,
 * `event`, `data` and `retry` fields, blank line ends an event, `:` lines are comments). Answers
 * the complete events and the unfinished rest, to be prefixed to the next chunk.
 */
export function parseEventStream(text: string): { events: StreamEvent[]; rest: string; retry?: number } {
  const events: StreamEvent[] = [];
  const normalised = text.replace(/\r\n?/g, '\n');
  const blocks = normalised.split('\n\n');
  const rest = blocks.pop() ?? '';
  let retry: number | undefined;
  for (const block of blocks) {
    const event: StreamEvent = { id: '', event: 'message', data: '' };
    const data: string[] = [];
    let any = false;
    for (const line of block.split('\n')) {
      if (!line || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'data') data.push(value);
      else if (field === 'id') event.id = value;
      else if (field === 'event') event.event = value;
      else if (field === 'retry' && /^\d+$/.test(value)) retry = Number(value);
      else continue;
      if (field !== 'retry') any = true;
    }
    event.data = data.join('\n');
    if (any) events.push(event);
  }
  return { events, rest, ...(retry !== undefined && { retry }) };
}

export interface FollowOptions {
  /** The stream's absolute URL. */
  url: string;
  getToken?: () => string | undefined;
  /** Each event; `ready` comes after a (re)connection's catch-up: read the whole state again then. */
  onEvent: (event: StreamEvent) => void;
  /** The stream refused to open for good (401, 404): the caller falls back to asking. */
  onRefused?: (status: number) => void;
  /** Connected or not (for a fallback while it is down). */
  onConnection?: (connected: boolean) => void;
  fetch?: typeof globalThis.fetch;
  /** First wait before reconnecting (the server's `retry:` replaces it); doubles up to 30 s. */
  retryMs?: number;
}

const MAX_RETRY_MS = 30_000;

/**
 * Waits `ms` before the next connection; in a browser that knows it is offline, until it is
 * online again instead (asking while offline only fails, and wakes the phone's radio for nothing).
 */
function untilRetry(ms: number): Promise<void> {
  const browser = globalThis as {
    navigator?: { onLine?: boolean };
    addEventListener?: Window['addEventListener'];
  };
  if (browser.navigator?.onLine === false && browser.addEventListener) {
    return new Promise((resolve) => browser.addEventListener!('online', () => resolve(), { once: true }));
  }
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Follows a Server-Sent Events stream with fetch (so it carries the Authorization header an
 * EventSource cannot), reconnecting after a drop and resuming from the last event's id with
 * `Last-Event-ID`. Answers the call that stops it.
 */
export function followEventStream(options: FollowOptions): () => void {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  let controller: AbortController | undefined;
  let stopped = false;
  let lastId = '';
  let retryMs = options.retryMs ?? 2_000;
  let failures = 0;

  const connectOnce = async (): Promise<'again' | 'stop'> => {
    controller = new AbortController();
    const headers: Record<string, string> = { accept: 'text/event-stream' };
    const token = options.getToken?.();
    if (token) headers.authorization = `Bearer ${token}`;
    if (lastId) headers['last-event-id'] = lastId;
    const response = await doFetch(options.url, { headers, signal: controller.signal, cache: 'no-store' });
    if (response.status === 401 || response.status === 403 || response.status === 404) {
      options.onRefused?.(response.status);
      return 'stop';
    }
    if (!response.ok || !response.body) return 'again';
    options.onConnection?.(true);
    failures = 0;
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return 'again';
      const parsed = parseEventStream(buffer + value);
      buffer = parsed.rest;
      if (parsed.retry !== undefined) retryMs = parsed.retry;
      for (const event of parsed.events) {
        if (event.id) lastId = event.id;
        options.onEvent(event);
      }
    }
  };

  void (async () => {
    while (!stopped) {
      const outcome = await connectOnce().catch(() => 'again' as const);
      options.onConnection?.(false);
      if (outcome === 'stop' || stopped) return;
      failures += 1;
      await untilRetry(Math.min(MAX_RETRY_MS, retryMs * 2 ** Math.min(failures - 1, 5)));
    }
  })();

  return () => {
    stopped = true;
    controller?.abort();
  };
}

/** The data of a `status` event of the order streams. */
export type StatusEventData = Schemas['StatusEvent'];
