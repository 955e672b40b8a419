import { describe, expect, it } from 'vitest';
import { followEventStream, parseEventStream, type StreamEvent } from './event-stream.js';

const encoder = new TextEncoder();

/** A response whose body says the given chunks, then ends. */
function streamResponse(chunks: string[]): Response {
  return new Response(
    new ReadableStream({
      start(controller) {
        chunks.forEach((chunk) => controller.enqueue(encoder.encode(chunk)));
        controller.close();
      },
    }),
    { headers: { 'content-type': 'text/event-stream' } },
  );
}

describe('parseEventStream', () => {
  it('reads id, event and data, skips comments, keeps an unfinished event for the next chunk', () => {
    const parsed = parseEventStream(
      'retry: 2000\n\n: ping\n\nid: 7\nevent: status\ndata: {"a":1}\n\nid: 8\nev',
    );
    expect(parsed.events).toEqual([{ id: '7', event: 'status', data: '{"a":1}' }]);
    expect(parsed.retry).toBe(2000);
    expect(parsed.rest).toBe('id: 8\nev');
  });

  it('joins multi-line data and accepts CRLF line ends', () => {
    expect(parseEventStream('data: one\r\ndata: two\r\n\r\n').events).toEqual([
      { id: '', event: 'message', data: 'one\ntwo' },
    ]);
  });
});

describe('followEventStream', () => {
  it('reconnects after a drop and resumes from the last event id', async () => {
    const asked: (string | null)[] = [];
    const received: StreamEvent[] = [];
    const answers = [
      streamResponse(['id: 3\nevent: status\ndata: {}\n\nid: 4\nevent: sta', 'tus\ndata: {}\n\n']),
      streamResponse(['id: 5\nevent: status\ndata: {}\n\n']),
    ];
    const done = new Promise<void>((resolve) => {
      const stop = followEventStream({
        url: 'http://test/events',
        getToken: () => 'tok',
        retryMs: 1,
        fetch: async (_url, init) => {
          const headers = new Headers(init?.headers);
          expect(headers.get('authorization')).toBe('Bearer tok');
          asked.push(headers.get('last-event-id'));
          return answers.shift() ?? new Response(null, { status: 404 });
        },
        onEvent: (event) => received.push(event),
        onRefused: () => {
          stop();
          resolve();
        },
      });
    });
    await done;
    expect(received.map((event) => event.id)).toEqual(['3', '4', '5']);
    expect(asked).toEqual([null, '4', '5']);
  });
});

describe('followEventStream offline', () => {
  it('waits for the browser to be online again instead of retrying while it knows it is offline', async () => {
    const browser = globalThis as unknown as { navigator: { onLine: boolean } };
    const events = new EventTarget();
    const saved = {
      navigator: Object.getOwnPropertyDescriptor(globalThis, 'navigator'),
      addEventListener: (globalThis as { addEventListener?: unknown }).addEventListener,
    };
    Object.defineProperty(globalThis, 'navigator', { value: { onLine: false }, configurable: true });
    (globalThis as { addEventListener?: unknown }).addEventListener = events.addEventListener.bind(events);
    try {
      let calls = 0;
      const fetch = async () => {
        calls += 1;
        if (calls === 1) throw new TypeError('Failed to fetch');
        return streamResponse(['id: 1\nevent: ready\ndata: {}\n\n']);
      };
      const seen: string[] = [];
      const stop = followEventStream({
        url: 'http://api.test/s',
        fetch,
        onEvent: (event) => seen.push(event.event),
        retryMs: 1,
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      // Offline: one try, and none again however long it waits (the retry would be after 1 ms).
      expect(calls).toBe(1);
      browser.navigator.onLine = true;
      events.dispatchEvent(new Event('online'));
      await expect.poll(() => seen).toContain('ready');
      stop();
    } finally {
      if (saved.navigator) Object.defineProperty(globalThis, 'navigator', saved.navigator);
      else delete (globalThis as { navigator?: unknown }).navigator;
      (globalThis as { addEventListener?: unknown }).addEventListener = saved.addEventListener;
    }
  });
});
