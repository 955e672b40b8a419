/**
 * Load shedding (docs/operations.md): once the event loop lags past the bound, new requests are
 * refused with 503 and Retry-After before the process drowns, rather than answering everyone late.
 * The health routes are never shed.
 */
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';

export async function registerLoadShedding(
  app: FastifyInstance,
  options: { maxEventLoopDelayMs: number; retryAfterSeconds: number },
): Promise<void> {
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    retryAfter: options.retryAfterSeconds,
    exposeStatusRoute: false,
  });
}
