/**
 * Test helper: a fetch that answers recorded provider responses in order and keeps every request
 * so tests can assert the exact URL, method, headers and body sent.
 */
export interface RecordedRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

export interface RecordedAnswer {
  status: number;
  body?: unknown;
  /** A body sent as it is (form-encoded answers), instead of `body` as JSON. */
  text?: string;
}

export function recordedFetch(...answers: RecordedAnswer[]): {
  fetch: typeof fetch;
  requests: RecordedRequest[];
} {
  const requests: RecordedRequest[] = [];
  const queue = [...answers];
  const fake = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => {
      headers[key] = value;
    });
    requests.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers,
      body: typeof init?.body === 'string' ? init.body : undefined,
    });
    const answer = queue.shift();
    if (!answer) throw new Error('recordedFetch: no recorded answer left');
    const text = answer.text ?? (answer.body === undefined ? '' : JSON.stringify(answer.body));
    return new Response(answer.status === 204 ? null : text, {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch: fake as typeof fetch, requests };
}

/** A fetch that fails like a dropped connection. */
export const unreachableFetch = (async () => {
  throw new TypeError('fetch failed');
}) as typeof fetch;
