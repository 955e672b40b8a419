import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import {
  brotliCompress,
  brotliCompressSync,
  constants,
  createBrotliCompress,
  createGzip,
  gzipSync,
  type BrotliOptions,
} from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Compression of text answers: brotli when the client takes it, else gzip, else none (cached menu
 * reads with and without it: docs/scaling.md, "Measured").
 * Our own small onSend hook rather than @fastify/compress: that plugin hooks routes one by one (the
 * page handler, a not-found handler, is not a route and would stay raw) and also starts inflating
 * compressed request bodies, which the API does not accept today.
 *
 * - Answers that already carry a Content-Encoding pass as they are: the read calls' cached forms
 *   (answer-cache.ts) and the built apps' files compressed at build time (scripts/precompress.mjs).
 * - Everything else of a text type and over `COMPRESS_THRESHOLD_BYTES` is compressed here, with a
 *   fast brotli setting: pages (a few KB, different on every answer by their nonce), translations,
 *   media SVGs, source maps.
 */

export type Encoding = 'br' | 'gzip';

/** Smaller answers gain less than the encoding costs (a TCP packet holds ~1.4 KB). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** On the fly: quality 5, the usual trade for dynamic answers (near gzip -9 time, smaller). */
const liveBrotli: BrotliOptions = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
};

/**
 * A cached answer's first brotli form, for the request waiting while `smallestBrotli` makes the
 * lasting one: quality 1 (~0.07 ms for a 57 KB menu, 8.8 KB; quality 3 takes ~0.14 ms for 8.3 KB),
 * kept only until the smallest form replaces it a few milliseconds later.
 */
const quickBrotli: BrotliOptions = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 1, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
};

/** Once per cached answer: quality 9 (11 costs ~50x the time for ~1 % fewer bytes). */
const storedBrotli = (size: number): BrotliOptions => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 9,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});

/**
 * The encoding to answer in for an Accept-Encoding header: brotli preferred, gzip the fallback,
 * none when neither is acceptable (absent header, `identity`, or `q=0`). `*` stands for either.
 */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...parameters] = part.split(';').map((piece) => piece.trim());
    if (!name) continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: Encoding) => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gzip = weightOf('gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return undefined;
}

const brotliLater = promisify(brotliCompress);

/** The smallest brotli form, made on libuv's thread pool: the event loop keeps answering meanwhile. */
export function smallestBrotli(bytes: Buffer): Promise<Buffer> {
  return brotliLater(bytes, storedBrotli(bytes.length));
}

/**
 * An answer's bytes in an encoding for the read calls' cache, at once, for the request waiting:
 * brotli 1 (~0.07 ms for a 57 KB menu; `smallestBrotli` later makes the ~20 % smaller form off
 * the event loop), gzip -9 (~0.6 ms, its lasting form).
 */
export function compressedForm(bytes: Buffer, encoding: Encoding): Buffer {
  return encoding === 'gzip' ? gzipSync(bytes, { level: 9 }) : brotliCompressSync(bytes, quickBrotli);
}

const TEXT_TYPE =
  /^(text\/|application\/(json|javascript|manifest\+json|xml|[\w.+-]+\+json|[\w.+-]+\+xml)|image\/svg\+xml)/i;

/** Adds accept-encoding to the answer's Vary (caches must keep one copy per encoding). */
export function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (vary === undefined) {
    reply.header('vary', 'accept-encoding');
    return;
  }
  const names = String(vary)
    .split(',')
    .map((name) => name.trim().toLowerCase());
  if (!names.includes('accept-encoding') && !names.includes('*')) {
    reply.header('vary', `${String(vary)}, accept-encoding`);
  }
}

function sizeOf(payload: unknown, reply: FastifyReply): number | undefined {
  if (typeof payload === 'string') return Buffer.byteLength(payload);
  if (Buffer.isBuffer(payload)) return payload.length;
  const length = Number(reply.getHeader('content-length'));
  return Number.isFinite(length) && length > 0 ? length : undefined;
}

/** Registered before any plugin, so the files' and the sandbox's answers are compressed too. */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (payload === null || payload === undefined) return payload;
    if (reply.statusCode === 204 || reply.statusCode === 206 || reply.statusCode === 304) return payload;
    if (reply.hasHeader('content-range')) return payload;
    if (!TEXT_TYPE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    // Compressed already (a built file's precompressed form): only the Vary is missing.
    if (reply.hasHeader('content-encoding')) {
      varyOnEncoding(reply);
      return payload;
    }
    const size = sizeOf(payload, reply);
    if (size !== undefined && size < COMPRESS_THRESHOLD_BYTES) return payload;
    const isStream = payload instanceof Readable;
    if (!isStream && typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    varyOnEncoding(reply);
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    reply.header('content-encoding', encoding);
    if (isStream) {
      reply.removeHeader('content-length');
      const zipped = encoding === 'br' ? createBrotliCompress(liveBrotli) : createGzip();
      payload.on('error', (error) => zipped.destroy(error));
      return payload.pipe(zipped);
    }
    const bytes = typeof payload === 'string' ? Buffer.from(payload) : payload;
    const zipped = encoding === 'br' ? brotliCompressSync(bytes, liveBrotli) : gzipSync(bytes);
    reply.header('content-length', zipped.length);
    return zipped;
  });
}
