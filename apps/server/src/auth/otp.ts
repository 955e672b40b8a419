import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, lt, min, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { otpCodes } from '../db/schema.js';
import { OtpBreaker, type OtpBreakerOptions } from './otp-breaker.js';
import type { OtpSender } from './otp-sender.js';

export const OTP_TTL_SECONDS = 5 * 60;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_SECONDS = 30;
export const OTP_MAX_SENDS_PER_PHONE_PER_HOUR = 5;
export const OTP_MAX_SENDS_PER_IP_PER_HOUR = 20;
export const OTP_MAX_SENDS_PER_BRAND_PER_HOUR = 500;

export type OtpRequestResult =
  | { ok: true; resendAfter: number; expiresIn: number }
  | { ok: false; reason: 'tooSoon' | 'phoneLimit' | 'ipLimit' | 'brandLimit'; retryAfter: number }
  /** Sending is paused by the breaker (the sender keeps failing, or too many sends a minute). */
  | { ok: false; reason: 'senderPaused'; retryAfter: number }
  /** The sender failed; the code was withdrawn. */
  | { ok: false; reason: 'notSent' };

/** The send limits beyond the fixed per-number ones. */
export interface OtpLimits extends OtpBreakerOptions {
  /** Sends allowed per IP an hour: shared networks (offices, carrier NAT) may need more. */
  perIpPerHour?: number;
  /** Sends allowed per brand an hour, all numbers and IPs together. */
  perBrandPerHour?: number;
}

/** Where the service reports what the customer is not told (a pino logger). */
export interface OtpLog {
  warn(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

export type OtpVerifyResult =
  | { ok: true }
  | { ok: false; reason: 'invalid'; attemptsLeft: number }
  | { ok: false; reason: 'locked' | 'expired' | 'noCode' };

/** What the customer reads for each refusal (the spec leaves these texts to the server). */
export const otpMessages = {
  sent: 'We have sent a verification code to your WhatsApp number.',
  tooSoon: 'Please wait {seconds} seconds before asking for a new code.',
  phoneLimit: 'Too many codes were requested for this number. Please try again in {minutes} minutes.',
  ipLimit: 'Too many codes were requested from this network. Please try again in {minutes} minutes.',
  brandLimit: 'Too many sign-in codes are being requested right now. Please try again in {minutes} minutes.',
  invalid: 'The verification code is not correct. Please check it and try again.',
  locked: 'Too many wrong codes. Please ask for a new code.',
  expired: 'This code has expired. Please ask for a new code.',
  noCode: 'The verification code is not correct. Please check it and try again.',
} as const;

/**
 * Passwordless sign-in codes: 4 digits from a CSPRNG, stored only as an HMAC, valid for 5
 * minutes and 5 tries, resent no sooner than 30 s, at most 5 per number, 20 per IP and 500 per
 * brand an hour. Those limits are counted in the database, so they hold across any number of
 * server processes; the breaker in front of the sender (otp-breaker.ts) is per process.
 */
export class OtpService {
  private readonly maxSendsPerIpPerHour: number;
  private readonly maxSendsPerBrandPerHour: number;
  private readonly breaker: OtpBreaker;
  private readonly log: OtpLog;

  constructor(
    private readonly db: Db,
    private readonly secret: Buffer,
    private readonly sender: OtpSender,
    limits: OtpLimits = {},
    log: OtpLog = { warn: () => undefined, error: () => undefined },
  ) {
    this.maxSendsPerIpPerHour = limits.perIpPerHour ?? OTP_MAX_SENDS_PER_IP_PER_HOUR;
    this.maxSendsPerBrandPerHour = limits.perBrandPerHour ?? OTP_MAX_SENDS_PER_BRAND_PER_HOUR;
    this.log = log;
    this.breaker = new OtpBreaker(limits, (details, message) => log.warn(details, message));
  }

  #hash(brandId: string, phoneNumber: string, code: string): string {
    return createHmac('sha256', this.secret).update(`${brandId}:${phoneNumber}:${code}`).digest('hex');
  }

  async request(input: {
    brandId: string;
    brandName: string;
    phoneNumber: string;
    ip: string;
    language: 'EN' | 'AR';
    now: Date;
  }): Promise<OtpRequestResult> {
    const { brandId, phoneNumber, ip, now } = input;
    const hourAgo = new Date(now.getTime() - 3600_000);
    const paused = this.breaker.refusal(now);
    if (paused !== undefined) return { ok: false, reason: 'senderPaused', retryAfter: paused };
    const code = String(randomInt(0, 10_000)).padStart(4, '0');
    let codeId: number | undefined;
    const outcome = await this.db.transaction(async (tx): Promise<OtpRequestResult> => {
      // Serialise sends per number (across processes) while the limits are checked.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${brandId}:${phoneNumber}`}))`);
      const [latest] = await tx
        .select({ createdAt: otpCodes.createdAt })
        .from(otpCodes)
        .where(and(eq(otpCodes.brandId, brandId), eq(otpCodes.phoneNumber, phoneNumber)))
        .orderBy(desc(otpCodes.createdAt))
        .limit(1);
      if (latest) {
        const waited = (now.getTime() - latest.createdAt.getTime()) / 1000;
        if (waited < OTP_RESEND_SECONDS) {
          return { ok: false, reason: 'tooSoon', retryAfter: Math.ceil(OTP_RESEND_SECONDS - waited) };
        }
      }
      const [perPhone] = await tx
        .select({ value: count() })
        .from(otpCodes)
        .where(
          and(
            eq(otpCodes.brandId, brandId),
            eq(otpCodes.phoneNumber, phoneNumber),
            gt(otpCodes.createdAt, hourAgo),
          ),
        );
      if ((perPhone?.value ?? 0) >= OTP_MAX_SENDS_PER_PHONE_PER_HOUR) {
        return { ok: false, reason: 'phoneLimit', retryAfter: 3600 };
      }
      const [perIp] = await tx
        .select({ value: count() })
        .from(otpCodes)
        .where(and(eq(otpCodes.ip, ip), gt(otpCodes.createdAt, hourAgo)));
      if ((perIp?.value ?? 0) >= this.maxSendsPerIpPerHour) {
        return { ok: false, reason: 'ipLimit', retryAfter: 3600 };
      }
      const [perBrand] = await tx
        .select({ value: count(), oldest: min(otpCodes.createdAt) })
        .from(otpCodes)
        .where(and(eq(otpCodes.brandId, brandId), gt(otpCodes.createdAt, hourAgo)));
      if ((perBrand?.value ?? 0) >= this.maxSendsPerBrandPerHour) {
        const oldest = perBrand?.oldest ? new Date(perBrand.oldest).getTime() : now.getTime();
        const retryAfter = Math.max(1, Math.ceil((oldest + 3600_000 - now.getTime()) / 1000));
        return { ok: false, reason: 'brandLimit', retryAfter };
      }
      // A new code replaces any earlier one.
      await tx
        .update(otpCodes)
        .set({ consumedAt: now })
        .where(
          and(
            eq(otpCodes.brandId, brandId),
            eq(otpCodes.phoneNumber, phoneNumber),
            isNull(otpCodes.consumedAt),
          ),
        );
      const [inserted] = await tx
        .insert(otpCodes)
        .values({
          brandId,
          phoneNumber,
          ip,
          codeHash: this.#hash(brandId, phoneNumber, code),
          expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
          createdAt: now,
        })
        .returning({ id: otpCodes.id });
      codeId = inserted?.id;
      return { ok: true, resendAfter: OTP_RESEND_SECONDS, expiresIn: OTP_TTL_SECONDS };
    });
    if (!outcome.ok) return outcome;
    this.breaker.sending(now);
    try {
      await this.sender.send({ phoneNumber, code, brandName: input.brandName, language: input.language });
    } catch (error) {
      // The code never reached the customer (or we cannot know that it did): withdraw it, so no
      // usable code is left behind. The row stays, so the send still counts against the limits.
      if (codeId !== undefined) {
        await this.db.update(otpCodes).set({ consumedAt: now }).where(eq(otpCodes.id, codeId));
      }
      this.log.error({ err: error, sender: this.sender.name, brandId }, 'sign-in code could not be sent');
      this.breaker.failed(now);
      return { ok: false, reason: 'notSent' };
    }
    this.breaker.succeeded();
    return outcome;
  }

  async verify(input: {
    brandId: string;
    phoneNumber: string;
    code: string;
    now: Date;
  }): Promise<OtpVerifyResult> {
    const { brandId, phoneNumber, code, now } = input;
    const [current] = await this.db
      .select()
      .from(otpCodes)
      .where(
        and(
          eq(otpCodes.brandId, brandId),
          eq(otpCodes.phoneNumber, phoneNumber),
          isNull(otpCodes.consumedAt),
        ),
      )
      .orderBy(desc(otpCodes.createdAt))
      .limit(1);
    if (!current) return { ok: false, reason: 'noCode' };
    if (current.attempts >= OTP_MAX_ATTEMPTS) return { ok: false, reason: 'locked' };
    if (current.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
    // Count the try first and atomically, so parallel guesses cannot exceed the limit.
    const [counted] = await this.db
      .update(otpCodes)
      .set({ attempts: sql`${otpCodes.attempts} + 1` })
      .where(
        and(
          eq(otpCodes.id, current.id),
          lt(otpCodes.attempts, OTP_MAX_ATTEMPTS),
          isNull(otpCodes.consumedAt),
        ),
      )
      .returning({ attempts: otpCodes.attempts });
    if (!counted) return { ok: false, reason: 'locked' };
    const expected = Buffer.from(current.codeHash, 'hex');
    const given = Buffer.from(this.#hash(brandId, phoneNumber, code), 'hex');
    if (!timingSafeEqual(expected, given)) {
      return { ok: false, reason: 'invalid', attemptsLeft: OTP_MAX_ATTEMPTS - counted.attempts };
    }
    const [consumed] = await this.db
      .update(otpCodes)
      .set({ consumedAt: now })
      .where(and(eq(otpCodes.id, current.id), isNull(otpCodes.consumedAt)))
      .returning({ id: otpCodes.id });
    return consumed ? { ok: true } : { ok: false, reason: 'noCode' };
  }
}
