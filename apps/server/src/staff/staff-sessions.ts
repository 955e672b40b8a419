import { createHmac } from 'node:crypto';
import { and, count, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { tokenOf } from '../auth/sessions.js';
import { openClaims, signClaims } from '../auth/signed-token.js';
import { newSessionId } from '../auth/tokens.js';
import type { Db } from '../db/database.js';
import { stores } from '../db/schema.js';
import { unknownStaffHash, verifyPassword } from './passwords.js';
import { staff, staffSessions, staffSignInAttempts, type StaffRow } from './staff.schema.js';

/** A staff session lasts a working week; signing in again is cheap. */
export const STAFF_SESSION_TTL_SECONDS = 7 * 24 * 3600;
/** Failed attempts allowed in the window, per e-mail and per IP, before sign-in answers 429. */
export const STAFF_SIGN_IN_LIMITS = { perEmail: 5, perIp: 20, windowMs: 15 * 60_000 } as const;

/** A staff token is its own type: another prefix and another key than a customer's. */
const VERSION = 'st1';

interface StaffClaims {
  sid: string;
  stf: string;
  exp: number;
}

/** The staff member behind a request, with the stores their role lets them see. */
export interface StaffMember {
  staff: StaffRow;
  sessionId: string;
  /** The store of store staff; undefined for a brand manager (every store of the brand). */
  storeIds: readonly string[] | undefined;
}

export type StaffSignIn =
  | { ok: true; token: string; member: StaffMember }
  | { ok: false; reason: 'wrong' }
  | { ok: false; reason: 'tooMany'; retryAfter: number };

export class StaffSessions {
  readonly #key: Buffer;

  constructor(
    private readonly db: Db,
    sessionSecret: Buffer,
  ) {
    this.#key = createHmac('sha256', sessionSecret).update('staff-session-token').digest();
  }

  /**
   * Signs a staff member in. Each attempt is counted before its password is checked, atomically
   * per e-mail and per IP (advisory locks, e-mail first), so that guesses sent at once are refused
   * beyond the limits instead of all being checked: an attempt still being checked counts as failed.
   */
  async signIn(emailGiven: string, password: string, ip: string, now: Date): Promise<StaffSignIn> {
    const email = emailGiven.trim().toLowerCase();
    const since = new Date(now.getTime() - STAFF_SIGN_IN_LIMITS.windowMs);
    const attempt = await this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`staff-sign-in:email:${email}`}))`);
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`staff-sign-in:ip:${ip}`}))`);
      const failures = async (column: 'email' | 'ip', value: string) => {
        const [row] = await tx
          .select({ value: count() })
          .from(staffSignInAttempts)
          .where(
            and(
              eq(staffSignInAttempts[column], value),
              or(isNull(staffSignInAttempts.succeeded), eq(staffSignInAttempts.succeeded, false)),
              gt(staffSignInAttempts.at, since),
            ),
          );
        return row?.value ?? 0;
      };
      if (
        (await failures('email', email)) >= STAFF_SIGN_IN_LIMITS.perEmail ||
        (await failures('ip', ip)) >= STAFF_SIGN_IN_LIMITS.perIp
      ) {
        return undefined;
      }
      const [row] = await tx
        .insert(staffSignInAttempts)
        .values({ email, ip, succeeded: null, at: now })
        .returning({ id: staffSignInAttempts.id });
      return row!.id;
    });
    if (attempt === undefined) {
      return { ok: false, reason: 'tooMany', retryAfter: STAFF_SIGN_IN_LIMITS.windowMs / 1000 };
    }
    const [row] = await this.db.select().from(staff).where(eq(staff.email, email));
    const matches = await verifyPassword(password, row?.passwordHash ?? (await unknownStaffHash()));
    await this.db
      .update(staffSignInAttempts)
      .set({ succeeded: !!row && matches })
      .where(eq(staffSignInAttempts.id, attempt));
    if (!row || !matches) return { ok: false, reason: 'wrong' };
    const sessionId = newSessionId();
    const expiresAt = new Date(now.getTime() + STAFF_SESSION_TTL_SECONDS * 1000);
    await this.db.insert(staffSessions).values({ id: sessionId, staffId: row.id, createdAt: now, expiresAt });
    const token = this.#sign({ sid: sessionId, stf: row.id, exp: Math.floor(expiresAt.getTime() / 1000) });
    return { ok: true, token, member: await this.#member(row, sessionId) };
  }

  /** The staff member of a request's staff token, or undefined (a customer's token never passes). */
  async authenticate(request: FastifyRequest, now: Date): Promise<StaffMember | undefined> {
    const claims = this.#verify(
      tokenOf(request.headers.authorization) ?? '',
      Math.floor(now.getTime() / 1000),
    );
    if (!claims) return undefined;
    const [row] = await this.db
      .select({ staff })
      .from(staffSessions)
      .innerJoin(staff, eq(staff.id, staffSessions.staffId))
      .where(
        and(
          eq(staffSessions.id, claims.sid),
          isNull(staffSessions.revokedAt),
          gt(staffSessions.expiresAt, now),
        ),
      );
    if (!row || row.staff.id !== claims.stf) return undefined;
    return this.#member(row.staff, claims.sid);
  }

  async revoke(sessionId: string, now: Date): Promise<void> {
    await this.db.update(staffSessions).set({ revokedAt: now }).where(eq(staffSessions.id, sessionId));
  }

  /** A store staff member's store (still the brand's); a manager's scope is the brand. */
  async #member(row: StaffRow, sessionId: string): Promise<StaffMember> {
    if (row.role === 'brand_manager') return { staff: row, sessionId, storeIds: undefined };
    const [store] = row.storeId
      ? await this.db
          .select({ id: stores.id })
          .from(stores)
          .where(and(eq(stores.id, row.storeId), eq(stores.brandId, row.brandId)))
      : [];
    return { staff: row, sessionId, storeIds: store ? [store.id] : [] };
  }

  #sign(claims: StaffClaims): string {
    return signClaims(this.#key, VERSION, claims);
  }

  #verify(token: string, now: number): StaffClaims | undefined {
    const claims = openClaims(this.#key, VERSION, token) as Partial<StaffClaims> | undefined;
    if (!claims || typeof claims.sid !== 'string' || typeof claims.stf !== 'string') return undefined;
    if (typeof claims.exp !== 'number' || claims.exp <= now) return undefined;
    return claims as StaffClaims;
  }
}
