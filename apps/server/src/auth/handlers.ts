import { validateOtp, validatePhone } from '@storefront/core';
import { customerOf } from '../http/security.js';
import { said, type ErrorsKey, type Said } from '../http/messages.js';
import { errorBody, type Handler } from '../http/api-types.js';
import type { BrandService } from '../brands/brand-service.js';
import type { ConsoleOtpSender } from './otp-sender.js';
import { otpMessages, type OtpService } from './otp.js';
import type { SessionService } from './sessions.js';

export interface AuthContext {
  brands: BrandService;
  otp: OtpService;
  sessions: SessionService;
  /** Present only outside production mode. */
  outbox?: ConsoleOtpSender;
  clock: () => Date;
}

export const authMessages = {
  invalidPhone: said('invalidPhone', 'Please provide a working mobile number'),
  brandNotFound: said('brandNotFound', 'Brand not found'),
  loginRequired: said('loginToContinue', 'Please login to continue'),
  /** The spec's generic failure, also its text for a code that could not be sent. */
  codeNotSent: said('somethingIncorrect', 'Something was incorrect.'),
} as const;

type OtpReason = Exclude<keyof typeof otpMessages, 'sent'>;

const otpKeys: Record<OtpReason, ErrorsKey> = {
  tooSoon: 'otpTooSoon',
  phoneLimit: 'otpPhoneLimit',
  ipLimit: 'otpIpLimit',
  brandLimit: 'otpBrandLimit',
  invalid: 'otpInvalid',
  locked: 'otpLocked',
  expired: 'otpExpired',
  noCode: 'otpInvalid',
};

/** A code refusal: its text with `{seconds}` / `{minutes}` filled in, and its key with those values. */
function otpSaid(reason: OtpReason, values: Record<string, number> = {}): Said {
  const template: string = otpMessages[reason];
  const used = Object.fromEntries(Object.entries(values).filter(([name]) => template.includes(`{${name}}`)));
  return said(otpKeys[reason], fill(template, values), Object.keys(used).length > 0 ? used : undefined);
}

type CountryCode = NonNullable<Parameters<typeof validatePhone>[1]>;

const DIAL_TO_COUNTRY: Record<string, CountryCode> = {
  '+971': 'AE',
  '+966': 'SA',
  '+968': 'OM',
  '+974': 'QA',
  '+973': 'BH',
  '+965': 'KW',
};

function fill(template: string, values: Record<string, number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
}

function parsePhone(phoneNumber: string, dialCode: string | undefined) {
  const country = (dialCode && DIAL_TO_COUNTRY[dialCode]) || 'AE';
  const parsed = validatePhone(phoneNumber, country);
  return parsed.ok ? parsed.value.e164 : undefined;
}

export function authHandlers(context: AuthContext) {
  const sendCode = async ({
    body,
    request,
  }: {
    body: { brandId: string; phoneNumber: string; countryObj?: { dialCode: string }; language?: 'EN' | 'AR' };
    request: { ip: string };
  }) => {
    const brand = await context.brands.byId(body.brandId);
    if (!brand) return { status: 404 as const, body: errorBody('NOT_FOUND', authMessages.brandNotFound) };
    const phoneNumber = parsePhone(body.phoneNumber, body.countryObj?.dialCode);
    if (!phoneNumber)
      return { status: 400 as const, body: errorBody('BAD_REQUEST', authMessages.invalidPhone) };
    const language = body.language ?? 'EN';
    const result = await context.otp.request({
      brandId: body.brandId,
      brandName: language === 'AR' ? brand.brand.brandNameAR : brand.brand.brandName,
      phoneNumber,
      ip: request.ip,
      language,
      now: context.clock(),
    });
    if (!result.ok && result.reason === 'notSent') {
      return { status: 502 as const, body: errorBody('OTP_NOT_SENT', authMessages.codeNotSent) };
    }
    if (!result.ok && result.reason === 'senderPaused') {
      return {
        status: 503 as const,
        body: { ...errorBody('OTP_NOT_SENT', authMessages.codeNotSent), retryAfter: result.retryAfter },
      };
    }
    if (!result.ok) {
      const message = otpSaid(result.reason, {
        seconds: result.retryAfter,
        minutes: Math.ceil(result.retryAfter / 60),
      });
      return {
        status: 429 as const,
        body: { ...errorBody('RATE_LIMITED', message), retryAfter: result.retryAfter },
      };
    }
    return {
      status: 200 as const,
      body: {
        success: 1 as const,
        message: otpMessages.sent,
        data: { phoneNumber, resendAfter: result.resendAfter, expiresIn: result.expiresIn },
      },
    };
  };

  const passwordLessLogin: Handler<'passwordLessLogin'> = async ({ body, request, reply }) => {
    const result = await sendCode({ body, request });
    if (result.status === 429 || result.status === 503)
      reply.header('retry-after', String(result.body.retryAfter));
    return result;
  };

  const sendOtpCode: Handler<'sendOtpCode'> = async ({ body, request, reply }) => {
    const result = await sendCode({ body, request });
    if (result.status === 429 || result.status === 503)
      reply.header('retry-after', String(result.body.retryAfter));
    return result;
  };

  const verifyAccount: Handler<'verifyAccount'> = async ({ body }) => {
    const brand = await context.brands.byId(body.brandId);
    if (!brand) return { status: 404, body: errorBody('NOT_FOUND', authMessages.brandNotFound) };
    const phoneNumber = parsePhone(body.phoneNumber, body.countryObj?.dialCode);
    if (!phoneNumber) return { status: 400, body: errorBody('BAD_REQUEST', authMessages.invalidPhone) };
    const code = validateOtp(body.verificationCode);
    if (!code.ok) return { status: 400, body: errorBody('OTP_INVALID', otpSaid('invalid')) };
    const now = context.clock();
    const result = await context.otp.verify({ brandId: body.brandId, phoneNumber, code: code.value, now });
    if (!result.ok) {
      const errorCode =
        result.reason === 'locked'
          ? 'OTP_LOCKED'
          : result.reason === 'expired'
            ? 'OTP_EXPIRED'
            : 'OTP_INVALID';
      return { status: 400, body: errorBody(errorCode, otpSaid(result.reason)) };
    }
    const { token, user } = await context.sessions.signIn(body.brandId, phoneNumber, now);
    return {
      status: 200,
      body: {
        success: 1,
        message: 'Signed in',
        data: {
          token,
          user: {
            brandId: user.brandId,
            phoneNumber: user.phoneNumber,
            userId: user.id,
            email: user.email,
            name: user.name,
          },
        },
      },
    };
  };

  const logout: Handler<'logout'> = async ({ caller }) => {
    const customer = customerOf(caller);
    await context.sessions.revoke(customer.sessionId, context.clock());
    return { status: 200, body: { success: 1, data: {} } };
  };

  const devOtpOutbox: Handler<'devOtpOutbox'> = async ({ query }) => {
    const messages = context.outbox?.outbox(query.phoneNumber) ?? [];
    return {
      status: 200,
      body: {
        success: 1,
        data: {
          messages: messages.map(({ phoneNumber, code, brandName, sentAt }) => ({
            phoneNumber,
            code,
            brandName,
            sentAt,
          })),
        },
      },
    };
  };

  return { passwordLessLogin, sendOtpCode, verifyAccount, logout, devOtpOutbox };
}
