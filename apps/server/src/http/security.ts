import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Customer } from '../auth/sessions.js';
import type { StaffMember } from '../staff/staff-sessions.js';
import type { Diner } from '../table-sessions/diners.js';
import { errorBody } from './api-types.js';
import { said, type Said } from './messages.js';

/**
 * Who may call an operation is declared once, in the API description (`security` of each
 * operation, docs/architecture.md "Auth"), and enforced here before the input is validated and
 * before any handler runs: a handler of a secured operation starts with its caller known.
 */

/** The description's security schemes. */
export type Scheme = 'bearerAuth' | 'staffAuth' | 'dinerToken' | 'adminKey';

/** One way to call an operation: every scheme named must hold (OpenAPI security requirement). */
export type Requirement = readonly Scheme[];

/** Who the hook found calling: what the declared schemes proved. */
export interface Caller {
  customer?: Customer;
  staff?: StaffMember;
  diner?: Diner;
  admin?: true;
}

/** How each scheme is checked: the brand is the one the call names (body or query `brandId`). */
export interface Authenticators {
  bearerAuth(request: FastifyRequest, brandId: string): Promise<Customer | undefined>;
  staffAuth(request: FastifyRequest): Promise<StaffMember | undefined>;
  dinerToken(request: FastifyRequest, brandId: string, token: string): Promise<Diner | undefined>;
  adminKey(key: string): boolean;
}

const refusals: Record<Scheme, Said> = {
  bearerAuth: said('loginToContinue', 'Please login to continue'),
  staffAuth: said('staffLoginRequired', 'Please sign in to the order board'),
  dinerToken: said('dinerTokenInvalid', 'Please scan the code on your table to join it'),
  adminKey: said('adminKeyRequired', 'A valid admin key is needed'),
};

export type Refusal = { status: 401; body: ReturnType<typeof errorBody> };

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** The brand a call names: `brandId` of its body, else of its query ('' when it names none). */
function brandOf(request: FastifyRequest): string {
  for (const source of [request.body, request.query]) {
    const brandId = (source as { brandId?: unknown } | null | undefined)?.brandId;
    if (typeof brandId === 'string') return brandId;
  }
  return '';
}

/**
 * The diner token a call carries: `X-Diner-Token`, or (for the one stream EventSource opens, which
 * cannot set headers) `Authorization: Bearer dn1.…` or the `dinerToken` query parameter.
 */
function dinerTokenOf(request: FastifyRequest): string | undefined {
  const given = header(request, 'x-diner-token');
  if (given) return given;
  const bearer = /^Bearer (dn1\.\S+)$/.exec(header(request, 'authorization') ?? '')?.[1];
  if (bearer) return bearer;
  const query = (request.query as { dinerToken?: unknown } | undefined)?.dinerToken;
  return typeof query === 'string' ? query : undefined;
}

/** Checks one scheme: the caller it proves, or undefined. */
async function prove(
  scheme: Scheme,
  request: FastifyRequest,
  check: Authenticators,
): Promise<Caller | undefined> {
  switch (scheme) {
    case 'bearerAuth': {
      const customer = await check.bearerAuth(request, brandOf(request));
      return customer && { customer };
    }
    case 'staffAuth': {
      const staff = await check.staffAuth(request);
      return staff && { staff };
    }
    case 'dinerToken': {
      const token = dinerTokenOf(request);
      const diner = token ? await check.dinerToken(request, brandOf(request), token) : undefined;
      return diner && { diner };
    }
    case 'adminKey': {
      const key = header(request, 'x-admin-key');
      return key && check.adminKey(key) ? { admin: true } : undefined;
    }
  }
}

/**
 * The caller of an operation with these requirements, or the refusal (401 with the text of the
 * first scheme that failed in the first requirement). No requirement: a public operation, anyone.
 */
export async function authorize(
  requirements: readonly Requirement[],
  request: FastifyRequest,
  check: Authenticators,
): Promise<{ caller: Caller } | { refusal: Refusal }> {
  if (requirements.length === 0) return { caller: {} };
  let firstFailure: Scheme | undefined;
  for (const requirement of requirements) {
    let caller: Caller | undefined = {};
    for (const scheme of requirement) {
      const proved = await prove(scheme, request, check);
      if (!proved) {
        firstFailure ??= scheme;
        caller = undefined;
        break;
      }
      caller = { ...caller, ...proved };
    }
    if (caller) return { caller };
  }
  return { refusal: { status: 401, body: errorBody('UNAUTHORIZED', refusals[firstFailure!]) } };
}

/** The signed-in customer of an operation that declares `bearerAuth` (the hook has checked it). */
export function customerOf(caller: Caller): Customer {
  if (!caller.customer) throw new Error('This operation does not declare bearerAuth');
  return caller.customer;
}

/** The staff member of an operation that declares `staffAuth`. */
export function staffOf(caller: Caller): StaffMember {
  if (!caller.staff) throw new Error('This operation does not declare staffAuth');
  return caller.staff;
}

/** The diner of an operation that declares `dinerToken`. */
export function dinerOf(caller: Caller): Diner {
  if (!caller.diner) throw new Error('This operation does not declare dinerToken');
  return caller.diner;
}

/** Compares two secrets in constant time (their SHA-256, so lengths leak nothing either). */
export function sameText(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
