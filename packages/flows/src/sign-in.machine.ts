import {
  isOtpComplete,
  normalizeOtpInput,
  OTP_RESEND_SECONDS,
  shownMessage,
  shownMessageOf,
  type ShownMessage,
} from '@storefront/core';
import { assign, fromPromise, setup } from 'xstate';

/** Seconds before another code may be requested (spec section 9). */
export const RESEND_COUNTDOWN_SECONDS = OTP_RESEND_SECONDS;

/** The customer and token a verified code returns (spec section 7 "user/verify-account-v2"). */
export interface SignInSession {
  readonly token: string;
  readonly user: {
    readonly userId: string;
    readonly brandId: string;
    readonly phoneNumber: string;
    readonly name: string | null;
    readonly email: string | null;
  };
}

export interface SignInContext {
  /** E.164, e.g. +971501234567. */
  readonly phoneNumber: string | null;
  /** Digits typed so far, at most 4. */
  readonly code: string;
  /** Why the last step failed, translated where it is shown. */
  readonly error: ShownMessage | null;
  /** Resend countdown; resend is allowed at 0. */
  readonly secondsLeft: number;
  readonly session: SignInSession | null;
}

export type SignInEvent =
  | { type: 'phone.submit'; phoneNumber: string }
  | { type: 'code.change'; code: string }
  | { type: 'code.resend' }
  | { type: 'back' };

/** What the failing actor said; without a word, the generic sign-in failure. */
function failureMessage(error: unknown): ShownMessage {
  const said = shownMessageOf(error);
  return said.key === 'somethingWentWrong' && said.text === undefined
    ? shownMessage('somethingIncorrect')
    : said;
}

const restartCountdown = { secondsLeft: RESEND_COUNTDOWN_SECONDS } as const;

/**
 * Passwordless sign-in (spec sections 4 and 5 "Sign-in"): the number gets a code, the screen
 * waits 1 s after sending, the code is verified as soon as it has 4 digits, and another code can
 * be asked for once the 30 s countdown reaches 0. The countdown ticks while the code screen is
 * waiting for input and holds still while a code is being verified. The three calls are injected
 * actors; the final state's output is the session.
 */
export const signInMachine = setup({
  types: {
    context: {} as SignInContext,
    events: {} as SignInEvent,
    output: {} as SignInSession | null,
  },
  actors: {
    sendCode: fromPromise<void, { phoneNumber: string }>(async () => undefined),
    resendCode: fromPromise<void, { phoneNumber: string }>(async () => undefined),
    verifyCode: fromPromise<SignInSession, { phoneNumber: string; code: string }>(async () => {
      throw new Error('verifyCode: provide an implementation with signInMachine.provide()');
    }),
  },
  delays: {
    /** Spec section 9: send-code success delay. */
    afterCodeSent: 1000,
    countdownTick: 1000,
  },
  guards: {
    countingDown: ({ context }) => context.secondsLeft > 0,
    resendAllowed: ({ context }) => context.secondsLeft === 0,
  },
  actions: {
    forgetCode: assign({ code: '', error: null, secondsLeft: 0 }),
  },
}).createMachine({
  id: 'signIn',
  context: {
    phoneNumber: null,
    code: '',
    error: null,
    secondsLeft: 0,
    session: null,
  },
  initial: 'enteringPhone',
  output: ({ context }) => context.session,
  states: {
    enteringPhone: {
      on: {
        'phone.submit': {
          guard: ({ event }) => event.phoneNumber.trim() !== '',
          target: 'sendingCode',
          actions: assign({ phoneNumber: ({ event }) => event.phoneNumber, code: '', error: null }),
        },
      },
    },
    sendingCode: {
      invoke: {
        src: 'sendCode',
        input: ({ context }) => ({ phoneNumber: context.phoneNumber ?? '' }),
        onDone: { target: 'codeSent', actions: assign(restartCountdown) },
        onError: {
          target: 'enteringPhone',
          actions: assign({ error: ({ event }) => failureMessage(event.error) }),
        },
      },
    },
    codeSent: {
      after: { afterCodeSent: 'enteringCode' },
      on: { back: { target: 'enteringPhone', actions: 'forgetCode' } },
    },
    enteringCode: {
      after: {
        countdownTick: {
          guard: 'countingDown',
          target: 'enteringCode',
          reenter: true,
          actions: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }),
        },
      },
      on: {
        'code.change': [
          {
            guard: ({ event }) => isOtpComplete(normalizeOtpInput(event.code)),
            target: 'verifying',
            actions: assign({ code: ({ event }) => normalizeOtpInput(event.code), error: null }),
          },
          { actions: assign({ code: ({ event }) => normalizeOtpInput(event.code) }) },
        ],
        'code.resend': { guard: 'resendAllowed', target: 'resending', actions: assign({ error: null }) },
        back: { target: 'enteringPhone', actions: 'forgetCode' },
      },
    },
    verifying: {
      invoke: {
        src: 'verifyCode',
        input: ({ context }) => ({ phoneNumber: context.phoneNumber ?? '', code: context.code }),
        onDone: { target: 'signedIn', actions: assign({ session: ({ event }) => event.output }) },
        onError: {
          target: 'enteringCode',
          actions: assign({ code: '', error: ({ event }) => failureMessage(event.error) }),
        },
      },
      on: { back: { target: 'enteringPhone', actions: 'forgetCode' } },
    },
    resending: {
      invoke: {
        src: 'resendCode',
        input: ({ context }) => ({ phoneNumber: context.phoneNumber ?? '' }),
        onDone: { target: 'enteringCode', actions: assign({ ...restartCountdown, error: null }) },
        onError: {
          target: 'enteringCode',
          actions: assign({ error: ({ event }) => failureMessage(event.error) }),
        },
      },
      on: { back: { target: 'enteringPhone', actions: 'forgetCode' } },
    },
    signedIn: { type: 'final' },
  },
});
