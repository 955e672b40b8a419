import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../app.js';
import type { Database } from '../db/database.js';
import { sessions, users } from '../db/schema.js';
import { demoBrandIds } from '../db/seed/brands.js';
import { useTestApp } from '../testing/app.js';
import { signIn } from '../testing/customers.js';
import { engines } from '../testing/test-database.js';
import { SESSION_TTL_SECONDS } from './sessions.js';

/**
 * The embedded server keeps signed-in customers in memory (one process, which hears its own
 * notices); any write to a session or a customer, by any writer, must reach the very next call.
 */

const zaatar = demoBrandIds.zaatarHouse;

describe.each(engines)('signed-in customers after a write on %s', (engine) => {
  const test = useTestApp(engine);
  let database: Database;
  let services: AppServices;
  let baseUrl: string;

  const as = (token: string) => ({ headers: { authorization: `Bearer ${token}` } }) as FastifyRequest;

  beforeAll(async () => {
    ({ database, services, baseUrl } = test);
  });

  it('answers the next call with a customer renamed by plain SQL', async () => {
    const { token, user } = await signIn(baseUrl, services, zaatar);
    const now = new Date();
    expect((await services.sessions.authenticate(as(token), now))?.user.name).toBeNull();
    await database.db.update(users).set({ name: 'Layla' }).where(eq(users.id, user.userId));
    expect((await services.sessions.authenticate(as(token), now))?.user.name).toBe('Layla');
  });

  it('refuses the next call of a session revoked by plain SQL, and of a logged-out one', async () => {
    const first = await signIn(baseUrl, services, zaatar);
    const now = new Date();
    const session = await services.sessions.authenticate(as(first.token), now);
    expect(session).toBeDefined();
    await database.db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, session!.sessionId));
    expect(await services.sessions.authenticate(as(first.token), now)).toBeUndefined();

    const second = await signIn(baseUrl, services, zaatar);
    const open = await services.sessions.authenticate(as(second.token), now);
    await services.sessions.revoke(open!.sessionId, now);
    expect(await services.sessions.authenticate(as(second.token), now)).toBeUndefined();
  });

  it('refuses a session once it has expired, though it was kept', async () => {
    const { token } = await signIn(baseUrl, services, zaatar);
    const now = new Date();
    expect(await services.sessions.authenticate(as(token), now)).toBeDefined();
    const later = new Date(now.getTime() + (SESSION_TTL_SECONDS + 60) * 1000);
    expect(await services.sessions.authenticate(as(token), later)).toBeUndefined();
  });
});
