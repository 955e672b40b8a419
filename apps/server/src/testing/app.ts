import { createApiClient, type ApiClient } from '@storefront/api';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions, type AppServices } from '../app.js';
import type { Database } from '../db/database.js';

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
export async function startTestApp(
  database: Database,
  options: Partial<Omit<AppOptions, 'database'>> = {},
): Promise<TestApp> {
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
