import type { Schemas } from '@storefront/api';
import errorsAr from '@storefront/i18n/resources/ar/errors.json';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type AppServices } from '../app.js';
import type { Database } from '../db/database.js';
import { demoBrandIds } from '../db/seed/brands.js';
import { demoIds } from '../db/seed/demo-ids.js';
import { openapiFile } from '../paths.js';
import { validLine } from '../testing/customers.js';
import { openTestDatabase } from '../testing/test-database.js';
import { loadOpenApi, operationRoutes, type JsonSchema, type OperationRoute } from './openapi.js';
import { MAX_INPUT_DEPTH } from './refuse-nul.js';
import { phoneToken } from '../testing/table-sessions.js';

/**
 * The bad-input run: every operation of the description, sent missing, mistyped, oversized and
 * hostile values (NUL characters, markup, SQL, paths, RTL overrides, huge numbers), signed in
 * and not. No answer may be a 5xx or carry SQL, stack frames or internal error messages.
 */

/** Sunday 22 November 2026, 12:00 in Dubai: the open outlets are open. */
const NOW = new Date(Date.UTC(2026, 10, 22, 8, 0, 0));
const ADMIN_KEY = 'test-admin-key-0123456789';
const zaatar = demoBrandIds.zaatarHouse;
const routes = operationRoutes(loadOpenApi(openapiFile));

const HOSTILE_STRINGS: unknown[] = [
  'a\u0000b',
  '\u0000',
  'x'.repeat(100_000),
  '<script>alert(1)</script>',
  "'; drop table orders; --",
  '../../../../etc/passwd',
  '\u202Egnp.exe',
  '\ud800',
  12345,
  null,
  {},
];
const HOSTILE_NUMBERS: unknown[] = [1e16, -1, 'NaN', 3_000_000_000, 2_147_483_648, 1.5, -1e16, 'abc', null];
const HOSTILE_BOOLEANS: unknown[] = ['true', 1, null];

/** Text that must never reach a client: SQL, stack frames, driver and runtime error messages. */
const LEAKS: RegExp[] = [
  /failed query/i,
  /\bselect\b[^]*\bfrom\s+"/i,
  /\binsert into\b/i,
  /\bupdate\s+"/i,
  /syntax error/i,
  /violates .* constraint/i,
  /invalid byte sequence/i,
  /out of range for type/i,
  /\bat\s+[\w.<>]+\s+\([^)]*:\d+:\d+\)/,
  /\n\s+at\s/,
  /node_modules/,
  /\b(TypeError|ReferenceError|RangeError)\b/,
  /Cannot read propert/,
  /\b(pglite|drizzle)\b/i,
  /\bpostgres(ql)?\b/i,
];

/** A value fitting the schema, with the demo dataset's ids where a field names one. */
const NAMED: Record<string, unknown> = {
  brandId: zaatar,
  storeId: demoIds.stores.zaatarJumeirah,
  areaId: demoIds.areas.zaatarMarina,
  categoryId: demoIds.categories.zaatarManakish,
  phoneNumber: '+971501234567',
  tableNumber: 7,
  email: 'diner@example.com',
  itemId: demoIds.items.zaatarFoul,
  lat: 25.0805,
  lng: 55.1403,
  cartId: 'PL-ZH-24001',
  slug: 'gulf-kitchens',
  domainName: 'zaatar-house',
  temporaryDomainName: 'zaatar-house',
};

const BY_PATTERN: Record<string, string> = {
  '^[a-f0-9]{24}$': zaatar,
  '^\\+[0-9]{1,4}$': '+971',
  '^\\+[0-9]{6,15}$': '+971501234567',
  '^[0-9]{4}$': '1234',
  '^[A-Z0-9-]{6,24}$': 'ZH-000001',
  '^[A-Za-z0-9_-]{6,64}$': 'PL-ZH-24001',
  '^[0-2][0-9]:[0-5][0-9]$': '12:00',
  '^[a-z0-9][a-z0-9-]{1,62}$': 'zaatar-house',
  '^[a-z0-9][a-z0-9-]{0,62}$': 'zaatar-house',
  '^[a-z0-9-]{1,40}$': 'about',
  '^#[0-9A-Fa-f]{6}$': '#2F6B3A',
};

function firstOf(schema: JsonSchema): JsonSchema {
  const choices = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
  if (choices?.length) return firstOf({ ...schema, oneOf: undefined, anyOf: undefined, ...choices[0] });
  const all = schema.allOf as JsonSchema[] | undefined;
  if (all?.length) return all.reduce<JsonSchema>((merged, part) => ({ ...merged, ...firstOf(part) }), {});
  return schema;
}

function sample(input: JsonSchema, name = ''): unknown {
  const schema = firstOf(input);
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const type = Array.isArray(schema.type) ? (schema.type as string[]).find((t) => t !== 'null') : schema.type;
  if (name in NAMED && type !== 'object' && type !== 'array') return NAMED[name];
  if (schema.example !== undefined) return schema.example;
  if (type === 'object' || schema.properties) {
    const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
    return Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, sample(value, key)]));
  }
  if (type === 'array') {
    const count = Math.max(1, Number(schema.minItems ?? 1));
    return Array.from({ length: count }, () => sample((schema.items ?? {}) as JsonSchema, name));
  }
  if (type === 'integer' || type === 'number') return Number(schema.minimum ?? 1);
  if (type === 'boolean') return false;
  if (typeof schema.pattern === 'string' && schema.pattern in BY_PATTERN) return BY_PATTERN[schema.pattern];
  if (schema.format === 'date') return '2026-11-23';
  if (schema.format === 'email') return 'diner@example.com';
  if (schema.format === 'uri') return 'https://example.com/';
  return 'a'.repeat(Math.max(Number(schema.minLength ?? 1), 8));
}

/** Paths to every value of a sample (leaves, and the objects and arrays around them). */
function paths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const found: (string | number)[][] = prefix.length ? [prefix] : [];
  if (Array.isArray(value)) value.forEach((item, index) => found.push(...paths(item, [...prefix, index])));
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) found.push(...paths(item, [...prefix, key]));
  return found;
}

function at(value: unknown, path: (string | number)[]): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)?.[key], value);
}

function replaced(value: unknown, path: (string | number)[], next: unknown): unknown {
  if (path.length === 0) return next;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head!] = replaced(copy[head!], rest, next);
  return copy;
}

function hostileFor(value: unknown): unknown[] {
  if (typeof value === 'string') return HOSTILE_STRINGS;
  if (typeof value === 'number') return HOSTILE_NUMBERS;
  if (typeof value === 'boolean') return HOSTILE_BOOLEANS;
  return ['a\u0000b', 7, null, []];
}

interface Probe {
  label: string;
  params: Record<string, unknown>;
  query: Record<string, unknown> | undefined;
  /** `undefined`: no body at all. */
  body: unknown;
  rawBody?: string;
}

/** Bodies the generic sample would not get past the first check with. */
const bodies = (line: unknown): Record<string, unknown> => ({
  addUserAddress: {
    brandId: zaatar,
    address: 'Apartment 1203, Marina Heights Tower',
    street: 'Marina Walk',
    area: 'Dubai Marina',
    city: 'Dubai',
    country: 'United Arab Emirates',
    building: 'Marina Heights',
    apartmentNo: '1203',
    floor: '12',
    addressType: 'Home',
    coordinates: { lat: 25.0805, lng: 55.1403 },
    deliveryMethodType: 'AREA_BASED',
    areaId: demoIds.areas.zaatarMarina,
  },
  placeOrder: {
    brandId: zaatar,
    storeId: demoIds.stores.zaatarJumeirah,
    serviceType: 'DINE_IN',
    tableNumber: 7,
    cart: [line],
    timing: { type: 'ASAP' },
    payment: { paymentType: 'PAY_LATER' },
    tip: { type: 'fixed', amount: 500 },
    orderLevelSpecialRequest: 'No onions',
    pickupVehicleInfo: 'White car',
    expectedTotal: 2300,
    idempotencyKey: 'hostile-input-order-1',
  },
});

/** The baseline request of an operation, then one probe per field and hostile value. */
function probesOf(route: OperationRoute, overrides: Record<string, unknown>): Probe[] {
  const params = (route.schema.params ? sample(route.schema.params) : {}) as Record<string, unknown>;
  const query = route.schema.querystring
    ? (sample(route.schema.querystring) as Record<string, unknown>)
    : undefined;
  const body = overrides[route.operationId] ?? (route.schema.body ? sample(route.schema.body) : undefined);
  const probes: Probe[] = [{ label: 'baseline', params, query, body }];
  if (route.schema.body) {
    probes.push({ label: 'no body', params, query, body: undefined });
    probes.push({ label: 'empty object', params, query, body: {} });
    probes.push({ label: 'array body', params, query, body: [] });
    probes.push({ label: 'unreadable JSON', params, query, body: undefined, rawBody: '{"brandId":' });
    probes.push({ label: 'NUL key', params, query, body: { ...(body as object), 'a\u0000': 1 } });
    probes.push({
      label: 'escaped NUL in JSON',
      params,
      query,
      body: undefined,
      rawBody: JSON.stringify(body).replace(/"([^"]*)"/, '"$1\\u0000"'),
    });
  }
  for (const [part, value] of [
    ['params', params],
    ['query', query],
    ['body', body],
  ] as const) {
    if (value === undefined) continue;
    for (const path of paths(value)) {
      for (const hostile of hostileFor(at(value, path))) {
        const next = replaced(value, path, hostile);
        probes.push({
          label: `${part}.${path.join('.')} = ${JSON.stringify(hostile)?.slice(0, 40)}`,
          params: part === 'params' ? (next as Record<string, unknown>) : params,
          query: part === 'query' ? (next as Record<string, unknown>) : query,
          body: part === 'body' ? next : body,
        });
      }
    }
  }
  return probes;
}

/** Percent-encoded; a lone surrogate goes as the invalid UTF-8 bytes it would be. */
function encoded(text: string): string {
  return text
    .split(/([\ud800-\udfff])/)
    .map((part) => (/^[\ud800-\udfff]$/.test(part) ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('');
}

function urlOf(route: OperationRoute, probe: Probe): string {
  const path = route.url.replace(/:(\w+)/g, (_whole, name: string) => {
    const value = probe.params[name];
    return encoded(value === null || typeof value === 'object' ? '' : String(value));
  });
  if (!probe.query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(probe.query)) {
    if (value === null || value === undefined) continue;
    search.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

describe('hostile input to every operation', () => {
  let database: Database;
  let app: FastifyInstance;
  let services: AppServices;
  let token: string;
  let overrides: Record<string, unknown>;
  let items: Schemas['Item'][];

  let customers = 0;
  async function signIn(): Promise<string> {
    customers += 1;
    const phoneNumber = `+97155${String(Date.now()).slice(-5)}${String(customers).padStart(2, '0')}`;
    const sent = await app.inject({
      method: 'POST',
      url: '/api/v1/user/password-less-login-v2',
      payload: { brandId: zaatar, phoneNumber },
    });
    if (sent.statusCode !== 200) throw new Error(`sign-in ${phoneNumber}: ${sent.body}`);
    const sentTo = (sent.json() as { data: { phoneNumber: string } }).data.phoneNumber;
    const code = services.outbox!.outbox(sentTo)[0]!.code;
    const verified = await app.inject({
      method: 'POST',
      url: '/api/v1/user/verify-account-v2',
      payload: { brandId: zaatar, phoneNumber, verificationCode: code },
    });
    return (verified.json() as { data: { token: string } }).data.token;
  }

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    ({ app, services } = await buildApp({
      database,
      appsDir: '/nonexistent',
      clock: () => NOW,
      adminKey: ADMIN_KEY,
      otpSendsPerIpPerHour: 1_000_000,
    }));
    await app.ready();
    token = await signIn();
    const menu = await app.inject({
      method: 'POST',
      url: '/api/v1/menus/get-dine-in-store-menu',
      payload: { brandId: zaatar, storeId: demoIds.stores.zaatarJumeirah },
    });
    const { storeMenu } = (menu.json() as { data: Schemas['StoreMenu'] }).data;
    items = storeMenu.categories
      .flatMap((category) => category.items.map((entry) => entry.itemId))
      .filter((item) => item.price > 0);
    overrides = bodies(validLine(items[0]!));
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  /**
   * Sends one probe; answers its status and body. Taken as a stream: an event stream that opens
   * (the store's menu stream, for a real store) never ends, so its body is not waited for.
   */
  async function send(route: OperationRoute, probe: Probe, signedIn: boolean) {
    const payload = probe.rawBody ?? (probe.body === undefined ? undefined : JSON.stringify(probe.body));
    const answer = await app.inject({
      method: route.method,
      url: urlOf(route, probe),
      headers: {
        'x-admin-key': ADMIN_KEY,
        ...(payload !== undefined && { 'content-type': 'application/json' }),
        ...(signedIn && { authorization: `Bearer ${token}` }),
      },
      ...(payload !== undefined && { payload }),
      payloadAsStream: true,
    });
    const stream = answer.stream();
    if (String(answer.headers['content-type'] ?? '').startsWith('text/event-stream')) {
      stream.destroy();
      return { statusCode: answer.statusCode, body: '' };
    }
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
    return { statusCode: answer.statusCode, body: Buffer.concat(chunks).toString('utf8') };
  }

  const post = (url: string, payload: unknown, bearer?: string) =>
    app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      payload: payload as Record<string, unknown>,
      headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
    });

  it('refuses a NUL character in any text with 400 and its key, before any handler', async () => {
    const customer = await signIn();
    const named = await post('/user/update-user-profile', { brandId: zaatar, name: 'Amal' }, customer);
    expect(named.statusCode).toBe(200);
    const refused = await post(
      '/user/update-user-profile',
      { brandId: zaatar, name: 'Am\u0000al' },
      customer,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      success: 0,
      messageKey: 'errors:nulCharacter',
      message: 'body/name holds a character that is not allowed (U+0000)',
      messageParams: { field: 'body/name' },
      error: { code: 'BAD_REQUEST' },
    });
    expect(errorsAr.nulCharacter).toContain('{{field}}');
    const order = await app.inject({ method: 'GET', url: '/api/v1/order/get-order-info/%00' });
    expect(order.statusCode).toBe(400);
    expect(order.json()).toMatchObject({
      messageKey: 'errors:nulCharacter',
      messageParams: { field: 'url' },
    });
    const query = await app.inject({ method: 'GET', url: `/api/v1/dev/otp-outbox?phoneNumber=%2B971%00` });
    expect(query.json()).toMatchObject({ messageParams: { field: 'querystring/phoneNumber' } });
    const again = await post('/user/update-user-profile', { brandId: zaatar, name: 'Amal B' }, customer);
    expect(again.json()).toMatchObject({ data: { name: 'Amal B' } });
  });

  it('answers 400 to JSON nested 100,000 levels deep (it overflowed the stack from ~7,750), on every kind of call', async () => {
    const deep = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
    for (const url of [
      '/branding/get-brand-settings-by-brand-id-for-store-front',
      '/user/update-user-profile',
      '/order/place-order-v2',
    ]) {
      for (const levels of [40, 10_000, 100_000]) {
        const answer = await app.inject({
          method: 'POST',
          url: `/api/v1${url}`,
          headers: { 'content-type': 'application/json' },
          payload: deep(levels),
        });
        expect(answer.statusCode).toBe(400);
        expect(answer.json()).toMatchObject({
          messageKey: 'errors:nestedTooDeeply',
          messageParams: { field: `body${'/a'.repeat(MAX_INPUT_DEPTH)}` },
        });
      }
    }
    // Arrays count as levels too; the API's own deepest shapes still pass.
    const arrays = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;
    const refused = await app.inject({
      method: 'POST',
      url: '/api/v1/brands/get-brand-settings',
      headers: { 'content-type': 'application/json' },
      payload: `{"brandId":${arrays}}`,
    });
    expect(refused.json()).toMatchObject({ messageKey: 'errors:nestedTooDeeply' });
    const settings = await post('/branding/get-brand-settings-by-brand-id-for-store-front', {
      brandId: zaatar,
    });
    expect(settings.statusCode).toBe(200);
  });

  it('answers the sandbox pages through the same error handler: no SQL or internal text, ever', async () => {
    const nul = await app.inject({ method: 'GET', url: '/sandbox/3ds/%00' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ messageKey: 'errors:nulCharacter' });
    const sandbox = services.gateways.sandbox!;
    const viewPayment = sandbox.viewPayment.bind(sandbox);
    sandbox.viewPayment = () => Promise.reject(new Error('Failed query: select "secret" from "payments"'));
    try {
      const crashed = await app.inject({ method: 'GET', url: '/sandbox/3ds/pay_1' });
      expect(crashed.statusCode).toBe(500);
      expect(crashed.json()).toMatchObject({ messageKey: 'errors:somethingWentWrong' });
      expect(crashed.body).not.toMatch(/select|secret|Failed query|\bat\s/);
    } finally {
      sandbox.viewPayment = viewPayment;
    }
  });

  describe('tips and order totals', () => {
    const order = (overrides: Record<string, unknown>) => ({
      brandId: zaatar,
      storeId: demoIds.stores.zaatarJumeirah,
      serviceType: 'DINE_IN',
      tableNumber: 7,
      tableToken: phoneToken(services, 7),
      cart: [validLine(items[0]!)],
      timing: { type: 'ASAP' },
      payment: { paymentType: 'PAY_LATER' },
      expectedTotal: 1,
      idempotencyKey: `tip-${Math.random().toString(36).slice(2)}`,
      ...overrides,
    });

    /** Places the order at the server's own total (asked first with a wrong one). */
    async function placeAtServerTotal(customer: string, body: Record<string, unknown>) {
      const probe = await post('/order/place-order-v2', body, customer);
      const total = (probe.json() as { data?: { total?: number } }).data?.total;
      if (probe.statusCode !== 400 || total === undefined) return probe;
      return post('/order/place-order-v2', { ...body, expectedTotal: total }, customer);
    }

    it('refuses a tip on a pickup order, and takes one on a dine-in order', async () => {
      const customer = await signIn();
      const tip = { type: 'fixed', amount: 500 };
      const pickup = await placeAtServerTotal(
        customer,
        order({
          serviceType: 'PICKUP',
          tableNumber: undefined,
          pickupVehicleInfo: 'White Patrol',
          payment: { paymentType: 'CASH' },
          tip,
        }),
      );
      expect(pickup.statusCode).toBe(400);
      expect(pickup.json()).toMatchObject({ messageKey: 'errors:tipDineInOnly' });
      const dineIn = await placeAtServerTotal(customer, order({ tip }));
      expect(dineIn.statusCode, dineIn.body).toBe(200);
      expect(dineIn.json()).toMatchObject({ data: { savedOrder: { tipAmount: 500 } } });
    });

    it('refuses a tip or total beyond AED 1,000,000 with 400, and stores the largest it accepts', async () => {
      const customer = await signIn();
      for (const amount of [3_000_000_000, 1e16, 100_000_001]) {
        const huge = await post('/order/place-order-v2', order({ tip: { type: 'fixed', amount } }), customer);
        expect(huge.statusCode, `tip ${amount}`).toBe(400);
        expect(huge.json()).toMatchObject({ messageKey: 'errors:requestInvalid' });
      }
      const tooLarge = await placeAtServerTotal(
        customer,
        order({ tip: { type: 'fixed', amount: 100_000_000 } }),
      );
      expect(tooLarge.statusCode).toBe(400);
      expect(tooLarge.json()).toMatchObject({ messageKey: 'errors:orderTooLarge' });
      const price = items[0]!.price;
      const largest = await placeAtServerTotal(
        customer,
        order({ tip: { type: 'fixed', amount: 100_000_000 - price * 2 } }),
      );
      expect(largest.statusCode, largest.body).toBe(200);
      const saved = (largest.json() as { data: { savedOrder: Schemas['Order'] } }).data.savedOrder;
      expect(saved.totalOrderPrice).toBeLessThanOrEqual(100_000_000);
      expect(saved.totalOrderPrice).toBeGreaterThan(100_000_000 - price * 2);
    });
  });

  it('answers no 5xx, and no SQL, stack or internal message, to any of it', async () => {
    const failures: string[] = [];
    let sent = 0;
    // Signing out last keeps the token good for every other operation.
    const ordered = [...routes].sort(
      (a, b) => Number(a.operationId === 'logout') - Number(b.operationId === 'logout'),
    );
    for (const route of ordered) {
      for (const signedIn of [false, true]) {
        for (const probe of probesOf(route, overrides)) {
          const answer = await send(route, probe, signedIn);
          sent += 1;
          const where = `${route.operationId} ${signedIn ? '(signed in) ' : ''}${probe.label}`;
          if (answer.statusCode >= 500)
            failures.push(`${where}: ${answer.statusCode} ${answer.body.slice(0, 200)}`);
          const leak = LEAKS.find((pattern) => pattern.test(answer.body));
          if (leak) failures.push(`${where}: answer matches ${leak}: ${answer.body.slice(0, 300)}`);
        }
      }
    }
    expect(sent).toBeGreaterThan(routes.length * 20);
    expect(failures.slice(0, 60), `${failures.length} bad answers of ${sent}`).toEqual([]);
  }, 600_000);
});
