import { request } from 'node:http';

/**
 * A JSON POST sent from one of several loopback addresses (127.0.0.1 to 127.0.0.254 all reach
 * this machine on Linux), so that tests of limits and money steps under concurrency come from
 * more than one client address, as real payers do.
 */
export function postFrom(
  address: string,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const target = new URL(url);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: 'POST',
        localAddress: address,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: Record<string, unknown> = {};
          try {
            parsed = JSON.parse(text) as Record<string, unknown>;
          } catch {
            parsed = { text };
          }
          resolve({ status: answer.statusCode ?? 0, body: parsed });
        });
        answer.on('error', reject);
      },
    );
    sent.on('error', reject);
    sent.end(payload);
  });
}

/** The n-th of a few loopback client addresses (127.0.0.2, .3, ...), cycling through `count`. */
export const loopbackAddress = (n: number, count = 5) => `127.0.0.${2 + (n % count)}`;

/** A stream (Server-Sent Events) opened from one loopback address: its status, what it received, a close. */
export interface LoopbackStream {
  status: number;
  /** The text received so far. */
  text(): string;
  close(): void;
}

export function streamFrom(
  address: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<LoopbackStream> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: 'GET',
        localAddress: address,
        headers: { ...headers, accept: 'text/event-stream' },
      },
      (answer) => {
        let text = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk: string) => (text += chunk));
        answer.on('error', () => undefined);
        resolve({
          status: answer.statusCode ?? 0,
          text: () => text,
          close: () => sent.destroy(),
        });
      },
    );
    sent.on('error', (error) => (sent.destroyed ? undefined : reject(error)));
    sent.end();
  });
}
