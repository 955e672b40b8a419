import { beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../app.js';
import { demoBrandIds } from '../db/seed/brands.js';
import { openapiFile } from '../paths.js';
import { demoStaff } from '../staff/demo-staff.js';
import { useTestApp } from '../testing/app.js';
import { signIn } from '../testing/customers.js';
import { tableToken } from '../testing/table-sessions.js';
import { dereference, loadOpenApi, loadOperationRoutes, type OperationRoute } from './openapi.js';
import type { Scheme } from './security.js';

/**
 * Who may call each operation is declared once, in the API description, and enforced before any
 * handler (http/security.ts). This walks every operation of the description: a secured one
 * refuses a call without its credentials and with the wrong kind of token (401), and takes the
 * right ones; a public one refuses no one and never crashes (a handler that needs a caller its
 * operation does not declare answers 500, so an operation whose declaration is removed fails here).
 */

const zaatar = demoBrandIds.zaatarHouse;
const ADMIN_KEY = 'operation-security-admin-key';
const NOW = new Date(Date.UTC(2026, 10, 22, 8, 0, 0));
const routes = loadOperationRoutes(openapiFile);
/** Signing out ends the credentials every other call uses: those two go last. */
const endsSession = (route: OperationRoute) => ['logout', 'staffSignOut'].includes(route.operationId);
const secured = routes
  .filter((route) => route.security.length > 0)
  .sort((a, b) => Number(endsSession(a)) - Number(endsSession(b)));
const open = routes.filter((route) => route.security.length === 0 && route.operationId !== 'devOtpOutbox');

type Credentials = Record<string, string>;

/** Each operation's first request example in the description, so a call reaches its handler. */
const document = loadOpenApi(openapiFile);
const examples = new Map<string, unknown>();
for (const item of Object.values(dereference(document.paths, document))) {
  for (const operation of Object.values(item) as {
    operationId?: string;
    requestBody?: {
      content?: { 'application/json'?: { example?: unknown; examples?: Record<string, { value: unknown }> } };
    };
  }[]) {
    const json = operation?.requestBody?.content?.['application/json'];
    const example = json?.example ?? Object.values(json?.examples ?? {})[0]?.value;
    if (operation?.operationId && example !== undefined) examples.set(operation.operationId, example);
  }
}

describe('every operation is called only as its description declares', () => {
  const test = useTestApp('pglite', { clock: () => NOW, adminKey: ADMIN_KEY });
  let services: AppServices;
  let baseUrl: string;
  /** One set of headers per scheme, each proving that scheme alone. */
  const proof = {} as Record<Scheme, Credentials>;
  /** A token of another kind for each scheme: right format, wrong holder. */
  const wrongKind = {} as Record<Scheme, Credentials>;

  beforeAll(async () => {
    ({ services, baseUrl } = test);
    const customer = await signIn(baseUrl, services, zaatar);
    const staffAnswer = await fetch(`${baseUrl}/staff/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: demoStaff[0]!.email, password: demoStaff[0]!.password }),
    });
    const staff = ((await staffAnswer.json()) as { data: { token: string } }).data.token;
    const opened = await fetch(`${baseUrl}/table-sessions/open`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ brandId: zaatar, tableToken: tableToken(services, 3), name: 'Layla' }),
    });
    const diner = ((await opened.json()) as { data: { dinerToken: string } }).data.dinerToken;
    proof.bearerAuth = { authorization: `Bearer ${customer.token}` };
    proof.staffAuth = { authorization: `Bearer ${staff}` };
    proof.dinerToken = { 'x-diner-token': diner };
    proof.adminKey = { 'x-admin-key': ADMIN_KEY };
    wrongKind.bearerAuth = proof.staffAuth;
    wrongKind.staffAuth = proof.bearerAuth;
    wrongKind.dinerToken = { 'x-diner-token': customer.token };
    wrongKind.adminKey = { 'x-admin-key': `${ADMIN_KEY}-not` };
  }, 60_000);

  /** Calls the operation with the brand named and placeholder path parameters; answers the status. */
  async function call(route: OperationRoute, headers: Credentials): Promise<number> {
    const path = route.path.replace(/\{[^}]+\}/g, '6650a1e0c0ffee0000000099');
    const get = route.method === 'GET';
    const controller = new AbortController();
    const answer = await fetch(`${baseUrl}${path}${get ? `?brandId=${zaatar}` : ''}`, {
      method: route.method,
      headers: { ...headers, ...(!get && { 'content-type': 'application/json' }) },
      ...(!get && {
        body: JSON.stringify({ ...(examples.get(route.operationId) as object), brandId: zaatar }),
      }),
      signal: controller.signal,
    });
    // A stream that opened has answered its status; nothing more is read.
    controller.abort();
    return answer.status;
  }

  it('declares security on the operations that act for someone', () => {
    expect(secured.length).toBeGreaterThanOrEqual(41);
    const kinds = new Set(secured.flatMap((route) => route.security.flat()));
    expect([...kinds].sort()).toEqual(['adminKey', 'bearerAuth', 'dinerToken', 'staffAuth']);
  });

  it('lets only a rating through without a scheme, to be proved by its link', () => {
    const optional = secured.filter((route) =>
      route.security.some((requirement) => requirement.length === 0),
    );
    expect(optional.map((route) => route.operationId)).toEqual(['createFeedback']);
  });

  it.each(secured.map((route) => [route.operationId, route] as const))(
    '%s: 401 without credentials, with the wrong kind, and with part of them; taken with its own',
    async (_id, route) => {
      expect(await call(route, {})).toBe(401);
      for (const requirement of route.security) {
        // An empty requirement lets the call reach its handler, which asks for a proof of its own
        // (a rating link's token): tested with the operation; without it the handler's 401 above.
        if (requirement.length === 0) continue;
        for (const scheme of requirement) {
          const others = requirement.filter((other) => other !== scheme);
          const rest = Object.assign({}, ...others.map((other) => proof[other]));
          expect(await call(route, { ...rest, ...wrongKind[scheme] }), `${scheme} of another kind`).toBe(401);
          if (others.length > 0) expect(await call(route, rest), `without ${scheme}`).toBe(401);
        }
        const all = Object.assign({}, ...requirement.map((scheme) => proof[scheme]));
        const taken = await call(route, all);
        expect(taken, 'with its credentials').not.toBe(401);
        expect(taken).toBeLessThan(500);
      }
    },
  );

  it.each(open.map((route) => [route.operationId, route] as const))(
    '%s is public: no credentials refused, no crash',
    async (_id, route) => {
      const status = await call(route, {});
      expect(status).not.toBe(401);
      expect(status).toBeLessThan(500);
    },
  );
});
