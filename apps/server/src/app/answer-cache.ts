/**
 * How the app keeps the read calls' answers (http/answer-cache.ts holds the cache itself): what
 * each answer is made from, so a change drops only the answers it touches, which brand a host
 * names for the key, and how a kept answer is sent (compressed, with its ETag, or 304).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BrandService } from '../brands/brand-service.js';
import type { CatalogueService } from '../catalogue/catalogue-service.js';
import { AnswerCache, type CachedAnswer } from '../http/answer-cache.js';
import { negotiateEncoding, varyOnEncoding } from '../http/compression.js';

/** The brand a custom domain names, or '' (the shared domain, or a host no brand has). */
export async function hostBrandId(brands: BrandService, host: string | undefined): Promise<string> {
  if (!host) return '';
  const brand = await brands.byCustomDomain(host.replace(/:\d+$/, ''));
  return brand?.brand._id ?? '';
}

/**
 * A read call's answer from its cached bytes: the form the client accepts (brotli, gzip or plain
 * JSON), with that form's ETag; 304 when If-None-Match names any form (the same JSON).
 */
export function sendCachedAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  const encoding = answer.compressible ? negotiateEncoding(request.headers['accept-encoding']) : undefined;
  const form = encoding ? answer.form(encoding) : answer.plain;
  reply.header('etag', form.etag).header('cache-control', 'no-cache');
  if (answer.compressible) varyOnEncoding(reply);
  if (answer.matches(request.headers['if-none-match'])) return reply.status(304).send();
  reply.status(200).type('application/json; charset=utf-8');
  if (!encoding) return reply.send(form.bytes);
  return reply.header('content-encoding', encoding).send(form.bytes);
}

/**
 * Answers kept in memory, each while what it was made from is unchanged: for an answer about one
 * brand, that brand's catalogue (it lives while other brands' catalogues change) and the brand
 * settings (few, read whole); for an answer about one store, the brand as a whole and that store
 * (it lives while another store's kitchen changes); for any other answer, every catalogue.
 * A scope is '<brand>' or '<brand> <store>'.
 */
export function answerCache(
  catalogue: CatalogueService,
  brands: BrandService,
  clock: () => Date,
  maxBytes: number | undefined,
): AnswerCache {
  return new AnswerCache(
    (scope?: string) => {
      if (scope === undefined) return catalogue.version + brands.version;
      const [brandId = scope, storeId] = scope.split(' ');
      return `${catalogue.versionOf(brandId, storeId)}.${brands.version}`;
    },
    () => clock().getTime(),
    { ...(maxBytes !== undefined && { maxBytes }) },
  );
}

/**
 * The read calls whose answer is about the one store they name (its menu, an item there) and
 * nothing of the brand's other stores: kept while another store's kitchen changes.
 */
const STORE_ANSWERS = new Set([
  'getDeliveryStoreMenu',
  'getPickupStoreMenu',
  'getDineInStoreMenu',
  'getRecommendedItems',
  'getItemDetail',
]);

/**
 * What a read call's answer is made from: the brand it names itself (`brandId` in its query, body
 * or path), and the store for a call about one store; none for calls about several brands (a
 * business card).
 */
export function answerScope(operationId: string, request: FastifyRequest): string | undefined {
  for (const part of [request.query, request.body, request.params]) {
    const named = part as { brandId?: unknown; storeId?: unknown } | null | undefined;
    if (typeof named?.brandId !== 'string') continue;
    return STORE_ANSWERS.has(operationId) && typeof named.storeId === 'string'
      ? `${named.brandId} ${named.storeId}`
      : named.brandId;
  }
  return undefined;
}
