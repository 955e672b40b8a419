import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import { sessions, users, type UserRow } from '../db/schema.js';
import { newSessionId, signToken, verifyToken } from './tokens.js';

export const SESSION_TTL_SECONDS = 90 * 24 * 3600;

export interface Customer {
  user: UserRow;
  sessionId: string;
}

/**
 * The token of an Authorization header: the spec's client sends it bare, ours with `Bearer `;
 * both are accepted (the scheme name in any case, RFC 9110).
 */
export function tokenOf(header: string | undefined): string | undefined {
  const match = /^(?:bearer\s+)?(\S+)$/i.exec(header?.trim() ?? '');
  return match?.[1];
}

/** 24 hex characters from a CSPRNG, like every other id of the API. */
export function newId(): string {
  return randomBytes(12).toString('hex');
}

/**
 * Signed, expiring session tokens bound to one user and one brand. Each token names a session
 * row, so logout revokes it everywhere at once.
 */
/** The NOTIFY channel of writes to sessions and customers (triggers of migration 0007). */
export const SESSIONS_CHANNEL = 'sessions_changed';

/** Signed-in customers kept in memory at most (the oldest go first). */
const KEPT_SESSIONS = 10_000;

interface KeptSession {
  user: UserRow;
  sessionBrandId: string;
  expiresAt: Date;
}

export class SessionService {
  /** The signed-in customer's row, built once (a prepared statement on PostgreSQL): every signed-in call asks it. */
  readonly #customerOfSession;
  /**
   * Open sessions already looked up, when `keepSessions` (the embedded database: one process, whose
   * own NOTIFY of any write to sessions or customers empties it before that write's answer).
   */
  readonly #kept: Map<string, KeptSession> | undefined;
  /** Moves on each forgetting, so a lookup that was in flight meanwhile is not kept. */
  #generation = 0;

  constructor(
    private readonly db: Db,
    private readonly secret: Buffer,
    options: { keepSessions?: boolean } = {},
  ) {
    this.#kept = options.keepSessions ? new Map() : undefined;
    this.#customerOfSession = db
      .select({ user: users, sessionBrandId: sessions.brandId, expiresAt: sessions.expiresAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.id, sql.placeholder('sessionId')),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql.placeholder('now')),
        ),
      )
      .prepare('storefront_customer_of_session');
  }

  /** Finds or registers the customer (userType customer, per brand) and opens a session. */
  async signIn(brandId: string, phoneNumber: string, now: Date): Promise<{ token: string; user: UserRow }> {
    await this.db.insert(users).values({ id: newId(), brandId, phoneNumber }).onConflictDoNothing();
    const [user] = await this.db
      .select()
      .from(users)
      .where(and(eq(users.brandId, brandId), eq(users.phoneNumber, phoneNumber)));
    if (!user) throw new Error('The customer could not be registered');
    const sessionId = newSessionId();
    const expiresAt = new Date(now.getTime() + SESSION_TTL_SECONDS * 1000);
    await this.db
      .insert(sessions)
      .values({ id: sessionId, userId: user.id, brandId, createdAt: now, expiresAt });
    const token = signToken(
      { sid: sessionId, uid: user.id, bid: brandId, exp: Math.floor(expiresAt.getTime() / 1000) },
      this.secret,
    );
    return { token, user };
  }

  /**
   * The signed-in customer of a request for the given brand, or undefined. The token's brand must
   * be the brand its session was opened for (and the customer's), and the request's brand when the
   * call names one: a token re-signed for another brand is refused even with the right key.
   */
  async authenticate(request: FastifyRequest, now: Date, brandId?: string): Promise<Customer | undefined> {
    const token = tokenOf(request.headers.authorization);
    if (!token) return undefined;
    const claims = verifyToken(token, this.secret, Math.floor(now.getTime() / 1000));
    if (!claims || (brandId && claims.bid !== brandId)) return undefined;
    const row = await this.#openSession(claims.sid, now);
    if (!row || row.user.id !== claims.uid) return undefined;
    if (row.sessionBrandId !== claims.bid || row.user.brandId !== claims.bid) return undefined;
    return { user: row.user, sessionId: claims.sid };
  }

  /** The open session's customer: from memory when kept and not expired, else from the database. */
  async #openSession(sessionId: string, now: Date): Promise<KeptSession | undefined> {
    const kept = this.#kept?.get(sessionId);
    if (kept && kept.expiresAt > now) return kept;
    const generation = this.#generation;
    const [row] = await this.#customerOfSession.execute({ sessionId, now });
    if (row && this.#kept && generation === this.#generation) {
      if (this.#kept.size >= KEPT_SESSIONS) this.#kept.delete(this.#kept.keys().next().value!);
      this.#kept.set(sessionId, row);
    }
    return row;
  }

  /** Forgets every kept session: a session or a customer changed (the database's notice). */
  forgetKeptSessions(): void {
    this.#generation += 1;
    this.#kept?.clear();
  }

  async revoke(sessionId: string, now: Date): Promise<void> {
    await this.db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
    this.forgetKeptSessions();
  }
}
