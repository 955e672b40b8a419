import { createApiClient, type ApiClient } from '@storefront/api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type AppOptions, type AppServices } from '../app.js';
import type { Database } from '../db/database.js';
import { openTestDatabase, type Engine } from './test-database.js';

/** What a test file sets of the app (its clock, the admin key, limits): the rest as startTestApp has it. */
export type TestAppOptions = Partial<Omit<AppOptions, 'database'>>;

/** A running server for a test file, its base URL and an anonymous client. */
export interface TestApp {
  app: FastifyInstance;
  services: AppServices;
  origin: string;
  baseUrl: string;
  anonymous: ApiClient;
}

/**
 * Starts the whole API on a free loopback port, as the tests of one file share it: no built apps
 * to serve, sign-in codes not limited per address (tests sign many customers in from one), and
 * whatever else the file sets (its clock, the admin key, limits).
 */
export async function startTestApp(database: Database, options: TestAppOptions = {}): Promise<TestApp> {
  const { app, services } = await buildApp({
    database,
    appsDir: '/nonexistent',
    otpSendsPerIpPerHour: 1000,
    ...options,
  });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `${origin}/api/v1`;
  return { app, services, origin, baseUrl, anonymous: createApiClient({ baseUrl }) };
}

/** The server of useTestApp and its database, readable from the file's own beforeAll on. */
export interface UsedTestApp extends TestApp {
  database: Awaited<ReturnType<typeof openTestDatabase>>;
}

/**
 * A fresh database on `engine` and the API started on it (startTestApp), shared by the tests of
 * the enclosing describe: opened and started in a beforeAll, closed in an afterAll, both
 * registered by this call. Answers an accessor whose getters read them once started: in the
 * tests and in any beforeAll registered after this call (vitest's `sequence.hooks: 'stack'` runs
 * beforeAll hooks in order and afterAll hooks in reverse, so the server closes after the file's
 * own afterAll). `options` may be a function, read at start, for what an earlier hook prepares.
 */
export function useTestApp(
  engine: Engine,
  options: TestAppOptions | (() => TestAppOptions) = {},
): UsedTestApp {
  let running: UsedTestApp | undefined;
  let database: UsedTestApp['database'] | undefined;
  let started: TestApp | undefined;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    started = await startTestApp(database, typeof options === 'function' ? options() : options);
    running = { ...started, database };
  });
  afterAll(async () => {
    await started?.app.close();
    await database?.close();
  });
  const get = (): UsedTestApp => {
    if (!running) throw new Error('The test app is not started yet: read it in a hook or a test.');
    return running;
  };
  return {
    get database() {
      return get().database;
    },
    get app() {
      return get().app;
    },
    get services() {
      return get().services;
    },
    get origin() {
      return get().origin;
    },
    get baseUrl() {
      return get().baseUrl;
    },
    get anonymous() {
      return get().anonymous;
    },
  };
}
