import { createHmac } from 'node:crypto';
import { and, count, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
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
/**
 * Failed sign-ins allowed in the window before sign-in answers 429 (SECURITY.md "Staff sign-in"):
 * per e-mail from one IP, per IP, and per e-mail from everywhere (the account is then locked for
 * every device but the owner's known ones, until the owner clears it from the board); a known
 * device (one that signed in to the account before) counts only its own failures.
 */
export const STAFF_SIGN_IN_LIMITS = {
  perEmailAndIp: 5,
  perIp: 20,
  perEmail: 50,
  perKnownDevice: 5,
  windowMs: 15 * 60_000,
} as const;
/** The board warns of failed sign-ins to the account over this long. */
export const SIGN_IN_ALERT_MS = 24 * 3600_000;
/** A device stays known for half a year after its last sign-in. */
export const KNOWN_DEVICE_TTL_SECONDS = 183 * 24 * 3600;

/** A staff token is its own type: another prefix and another key than a customer's. */
const VERSION = 'st1';
/** A known device's token: which staff member it signed in, and the device's own id. */
const DEVICE_VERSION = 'sd1';

interface DeviceClaims {
  stf: string;
  dev: string;
  exp: number;
}

/** Failed sign-ins to the account (the board's alert): how many lately, and whether it is locked. */
export interface SignInAlert {
  failedSignIns: number;
  locked: boolean;
}

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
  | { ok: true; token: string; deviceToken: string; member: StaffMember }
  | { ok: false; reason: 'wrong' }
  | { ok: false; reason: 'tooMany'; retryAfter: number };

/** Attempts that failed (or are being checked) since then and were not cleared by the owner. */
function failedSince(since: Date): SQL {
  return and(
    or(isNull(staffSignInAttempts.succeeded), eq(staffSignInAttempts.succeeded, false)),
    gt(staffSignInAttempts.at, since),
    isNull(staffSignInAttempts.clearedAt),
  )!;
}

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
   * beyond the limits instead of all being checked: an attempt still being checked counts as
   * failed. A known device of the account (`deviceToken`) counts only its own failures, so others'
   * guesses never lock the owner out.
   */
  async signIn(
    emailGiven: string,
    password: string,
    ip: string,
    now: Date,
    deviceToken?: string,
  ): Promise<StaffSignIn> {
    const email = emailGiven.trim().toLowerCase();
    const since = new Date(now.getTime() - STAFF_SIGN_IN_LIMITS.windowMs);
    const [row] = await this.db.select().from(staff).where(eq(staff.email, email));
    const device = row && deviceToken ? this.#knownDevice(deviceToken, row.id, now) : undefined;
    const attempt = await this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`staff-sign-in:email:${email}`}))`);
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`staff-sign-in:ip:${ip}`}))`);
      const failures = async (...where: SQL[]) => {
        const [found] = await tx
          .select({ value: count() })
          .from(staffSignInAttempts)
          .where(and(...where, failedSince(since)));
        return found?.value ?? 0;
      };
      const byEmail = eq(staffSignInAttempts.email, email);
      const refused = device
        ? (await failures(byEmail, eq(staffSignInAttempts.device, device))) >=
          STAFF_SIGN_IN_LIMITS.perKnownDevice
        : (await failures(byEmail, eq(staffSignInAttempts.ip, ip))) >= STAFF_SIGN_IN_LIMITS.perEmailAndIp ||
          (await failures(eq(staffSignInAttempts.ip, ip), isNull(staffSignInAttempts.device))) >=
            STAFF_SIGN_IN_LIMITS.perIp ||
          (await failures(byEmail, isNull(staffSignInAttempts.device))) >= STAFF_SIGN_IN_LIMITS.perEmail;
      if (refused) return undefined;
      const [inserted] = await tx
        .insert(staffSignInAttempts)
        .values({ email, ip, succeeded: null, at: now, device: device ?? null })
        .returning({ id: staffSignInAttempts.id });
      return inserted!.id;
    });
    if (attempt === undefined) {
      return { ok: false, reason: 'tooMany', retryAfter: STAFF_SIGN_IN_LIMITS.windowMs / 1000 };
    }
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
    const deviceExp = Math.floor(now.getTime() / 1000) + KNOWN_DEVICE_TTL_SECONDS;
    const known = signClaims(this.#key, DEVICE_VERSION, {
      stf: row.id,
      dev: device ?? newSessionId(),
      exp: deviceExp,
    } satisfies DeviceClaims);
    return { ok: true, token, deviceToken: known, member: await this.#member(row, sessionId) };
  }

  /** Failed sign-ins to this member's account lately, and whether others are locked out of it. */
  async signInAlert(member: StaffMember, now: Date): Promise<SignInAlert | null> {
    const failures = async (since: Date) => {
      const [found] = await this.db
        .select({ value: count() })
        .from(staffSignInAttempts)
        .where(
          and(
            eq(staffSignInAttempts.email, member.staff.email),
            isNull(staffSignInAttempts.device),
            failedSince(since),
          ),
        );
      return found?.value ?? 0;
    };
    const failedSignIns = await failures(new Date(now.getTime() - SIGN_IN_ALERT_MS));
    if (failedSignIns === 0) return null;
    const recent = await failures(new Date(now.getTime() - STAFF_SIGN_IN_LIMITS.windowMs));
    return { failedSignIns, locked: recent >= STAFF_SIGN_IN_LIMITS.perEmail };
  }

  /** The owner clears the failed sign-ins to their account: the lock and the alert end. */
  async clearSignInAlert(member: StaffMember, now: Date): Promise<void> {
    await this.db
      .update(staffSignInAttempts)
      .set({ clearedAt: now })
      .where(
        and(
          eq(staffSignInAttempts.email, member.staff.email),
          isNull(staffSignInAttempts.clearedAt),
          or(isNull(staffSignInAttempts.succeeded), eq(staffSignInAttempts.succeeded, false)),
        ),
      );
  }

  /** The device id of a known device of this staff member, from its token; undefined otherwise. */
  #knownDevice(token: string, staffId: string, now: Date): string | undefined {
    const claims = openClaims(this.#key, DEVICE_VERSION, token) as Partial<DeviceClaims> | undefined;
    if (!claims || claims.stf !== staffId || typeof claims.dev !== 'string') return undefined;
    if (typeof claims.exp !== 'number' || claims.exp <= now.getTime() / 1000) return undefined;
    return claims.dev;
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
