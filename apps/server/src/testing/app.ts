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
 * A fresh database on `engine` and the API started on it, for the tests of the enclosing describe
 * (or file): opened and started in a beforeAll, closed in an afterAll. Answers their accessor,
 * whose getters read them once started, so from a beforeAll registered after this call on (hooks
 * run in order: vitest's default `sequence.hooks: 'stack'`, whose afterAll hooks run in reverse,
 * so this server closes after the file's own afterAll). `options` may be a function, read when
 * the server starts, for a value the file's own earlier beforeAll prepares (a media folder).
 */
export function useTestApp(engine: Engine, options: TestAppOptions | (() => TestAppOptions) = {}): UsedTestApp {
  let database: UsedTestApp['database'] | undefined;
  let started: TestApp | undefined;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    started = await startTestApp(database, typeof options === 'function' ? options() : options);
  });
  afterAll(async () => {
    await started?.app.close();
    await database?.close();
  });
  const running = (): TestApp & Pick<UsedTestApp, 'database'> => {
    if (!started || !database) throw new Error('the test app is not started yet: read it in a hook or a test');
    return { ...started, database };
  };
  return {
    get database() {
      return running().database;
    },
    get app() {
      return running().app;
    },
    get services() {
      return running().services;
    },
    get origin() {
      return running().origin;
    },
    get baseUrl() {
      return running().baseUrl;
    },
    get anonymous() {
      return running().anonymous;
    },
  };
}
