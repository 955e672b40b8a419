import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { RESEND_COUNTDOWN_SECONDS, signInMachine, type SignInSession } from './sign-in.machine.js';

const phoneNumber = '+971501234567';
const session: SignInSession = {
  token: 'token-1',
  user: { userId: 'user-1', brandId: 'brand-1', phoneNumber, name: null, email: null },
};

function signIn(
  overrides: {
    sendCode?: (input: { phoneNumber: string }) => Promise<void>;
    resendCode?: (input: { phoneNumber: string }) => Promise<void>;
    verifyCode?: (input: { phoneNumber: string; code: string }) => Promise<SignInSession>;
  } = {},
) {
  const sendCode = vi.fn(overrides.sendCode ?? (async () => undefined));
  const resendCode = vi.fn(overrides.resendCode ?? (async () => undefined));
  const verifyCode = vi.fn(overrides.verifyCode ?? (async () => session));
  const machine = signInMachine.provide({
    actors: {
      sendCode: fromPromise(({ input }: { input: { phoneNumber: string } }) => sendCode(input)),
      resendCode: fromPromise(({ input }: { input: { phoneNumber: string } }) => resendCode(input)),
      verifyCode: fromPromise(({ input }: { input: { phoneNumber: string; code: string } }) =>
        verifyCode(input),
      ),
    },
  });
  const actor = createActor(machine);
  actor.start();
  return { actor, sendCode, resendCode, verifyCode };
}

/** Lets resolved actor promises deliver their results without moving the clock. */
const settle = () => vi.advanceTimersByTimeAsync(0);
const seconds = (count: number) => vi.advanceTimersByTimeAsync(count * 1000);

/** Up to the code screen: number sent, the 1 s pause over. */
async function onCodeScreen(overrides: Parameters<typeof signIn>[0] = {}) {
  const run = signIn(overrides);
  run.actor.send({ type: 'phone.submit', phoneNumber });
  await settle();
  await seconds(1);
  expect(run.actor.getSnapshot().value).toBe('enteringCode');
  return run;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('signInMachine', () => {
  it('signs in: sends the code, waits 1 s, verifies at the 4th digit and outputs the session', async () => {
    const { actor, sendCode, verifyCode } = signIn();
    expect(actor.getSnapshot().value).toBe('enteringPhone');

    actor.send({ type: 'phone.submit', phoneNumber });
    expect(actor.getSnapshot().value).toBe('sendingCode');
    expect(sendCode).toHaveBeenCalledWith({ phoneNumber });

    await settle();
    expect(actor.getSnapshot().value).toBe('codeSent');
    expect(actor.getSnapshot().context.secondsLeft).toBe(RESEND_COUNTDOWN_SECONDS);
    await vi.advanceTimersByTimeAsync(999);
    expect(actor.getSnapshot().value).toBe('codeSent');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('enteringCode');

    actor.send({ type: 'code.change', code: '123' });
    expect(actor.getSnapshot().value).toBe('enteringCode');
    expect(verifyCode).not.toHaveBeenCalled();
    actor.send({ type: 'code.change', code: '1234' });
    expect(actor.getSnapshot().value).toBe('verifying');
    expect(verifyCode).toHaveBeenCalledWith({ phoneNumber, code: '1234' });

    await settle();
    const done = actor.getSnapshot();
    expect(done.value).toBe('signedIn');
    expect(done.status).toBe('done');
    expect(done.output).toEqual(session);
    expect(done.context.session).toEqual(session);
    expect(verifyCode).toHaveBeenCalledTimes(1);
  });

  it('exports a 30 s resend countdown', () => {
    expect(RESEND_COUNTDOWN_SECONDS).toBe(30);
  });

  it('the pause after sending is a named delay the app or a test may change', async () => {
    const machine = signInMachine.provide({
      actors: { sendCode: fromPromise<void, { phoneNumber: string }>(async () => undefined) },
      delays: { afterCodeSent: 10 },
    });
    const actor = createActor(machine);
    actor.start();
    actor.send({ type: 'phone.submit', phoneNumber });
    await settle();
    await vi.advanceTimersByTimeAsync(10);
    expect(actor.getSnapshot().value).toBe('enteringCode');
  });

  it('a wrong code keeps the code screen with the error, clears the code and keeps the countdown', async () => {
    const { actor, verifyCode } = await onCodeScreen({
      verifyCode: async () => {
        throw new Error('The code is not correct');
      },
    });
    await seconds(5);
    expect(actor.getSnapshot().context.secondsLeft).toBe(25);

    actor.send({ type: 'code.change', code: '9999' });
    await settle();
    expect(actor.getSnapshot().value).toBe('enteringCode');
    expect(actor.getSnapshot().context).toMatchObject({
      code: '',
      error: { text: 'The code is not correct' },
      secondsLeft: 25,
      session: null,
    });
    expect(verifyCode).toHaveBeenCalledTimes(1);

    await seconds(1);
    expect(actor.getSnapshot().context.secondsLeft).toBe(24);
  });

  it('typing again after a wrong code clears the error once verification starts', async () => {
    let attempts = 0;
    const { actor } = await onCodeScreen({
      verifyCode: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('The code is not correct');
        return session;
      },
    });
    actor.send({ type: 'code.change', code: '0000' });
    await settle();
    actor.send({ type: 'code.change', code: '12' });
    expect(actor.getSnapshot().context.error).toEqual({ text: 'The code is not correct' });
    actor.send({ type: 'code.change', code: '1234' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await settle();
    expect(actor.getSnapshot().output).toEqual(session);
  });

  it('a failure without a message falls back to the generic sign-in error key', async () => {
    const { actor } = await onCodeScreen({
      verifyCode: () => Promise.reject({ status: 500 }),
    });
    actor.send({ type: 'code.change', code: '1234' });
    await settle();
    expect(actor.getSnapshot().context.error).toEqual({ key: 'somethingIncorrect' });
  });

  it('the countdown ticks each second from 30 to 0 and stops there', async () => {
    const { actor } = await onCodeScreen();
    expect(actor.getSnapshot().context.secondsLeft).toBe(30);
    await seconds(1);
    expect(actor.getSnapshot().context.secondsLeft).toBe(29);
    await vi.advanceTimersByTimeAsync(999);
    expect(actor.getSnapshot().context.secondsLeft).toBe(29);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().context.secondsLeft).toBe(28);
    await seconds(27);
    expect(actor.getSnapshot().context.secondsLeft).toBe(1);
    await seconds(1);
    expect(actor.getSnapshot().context.secondsLeft).toBe(0);
    await seconds(10);
    expect(actor.getSnapshot().context.secondsLeft).toBe(0);
  });

  it('the countdown starts only after the 1 s pause, on the code screen', async () => {
    const { actor } = signIn();
    actor.send({ type: 'phone.submit', phoneNumber });
    await settle();
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(30);
  });

  it('refuses a resend before 0, allows it at exactly 0 and restarts the countdown at 30', async () => {
    const { actor, resendCode } = await onCodeScreen();
    await seconds(29);
    expect(actor.getSnapshot().context.secondsLeft).toBe(1);
    actor.send({ type: 'code.resend' });
    expect(actor.getSnapshot().value).toBe('enteringCode');
    expect(resendCode).not.toHaveBeenCalled();

    await seconds(1);
    expect(actor.getSnapshot().context.secondsLeft).toBe(0);
    actor.send({ type: 'code.resend' });
    expect(actor.getSnapshot().value).toBe('resending');
    expect(resendCode).toHaveBeenCalledWith({ phoneNumber });

    await settle();
    expect(actor.getSnapshot().value).toBe('enteringCode');
    expect(actor.getSnapshot().context.secondsLeft).toBe(30);
    await seconds(1);
    expect(actor.getSnapshot().context.secondsLeft).toBe(29);
    actor.send({ type: 'code.resend' });
    expect(resendCode).toHaveBeenCalledTimes(1);
  });

  it('a successful resend clears an earlier error', async () => {
    const { actor } = await onCodeScreen({
      verifyCode: async () => {
        throw new Error('The code is not correct');
      },
    });
    actor.send({ type: 'code.change', code: '9999' });
    await settle();
    await seconds(30);
    actor.send({ type: 'code.resend' });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ error: null, secondsLeft: 30 });
  });

  it('a failed resend shows the error and can be tried again at once', async () => {
    let calls = 0;
    const { actor, resendCode } = await onCodeScreen({
      resendCode: async () => {
        calls += 1;
        if (calls === 1) throw new Error('Too many requests');
      },
    });
    await seconds(30);
    actor.send({ type: 'code.resend' });
    await settle();
    expect(actor.getSnapshot().value).toBe('enteringCode');
    expect(actor.getSnapshot().context).toMatchObject({
      error: { text: 'Too many requests' },
      secondsLeft: 0,
    });

    actor.send({ type: 'code.resend' });
    await settle();
    expect(resendCode).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context).toMatchObject({ error: null, secondsLeft: 30 });
  });

  it('back returns to phone entry and keeps nothing of the code', async () => {
    const { actor } = await onCodeScreen();
    actor.send({ type: 'code.change', code: '12' });
    actor.send({ type: 'back' });
    expect(actor.getSnapshot().value).toBe('enteringPhone');
    expect(actor.getSnapshot().context).toMatchObject({ code: '', error: null, secondsLeft: 0 });
    await seconds(5);
    expect(actor.getSnapshot().context.secondsLeft).toBe(0);
  });

  it('back during verification drops the answer that arrives later', async () => {
    let answer: (value: SignInSession) => void = () => undefined;
    const { actor } = await onCodeScreen({
      verifyCode: () => new Promise<SignInSession>((resolve) => (answer = resolve)),
    });
    actor.send({ type: 'code.change', code: '1234' });
    expect(actor.getSnapshot().value).toBe('verifying');
    actor.send({ type: 'back' });
    answer(session);
    await settle();
    expect(actor.getSnapshot().value).toBe('enteringPhone');
    expect(actor.getSnapshot().context).toMatchObject({ code: '', session: null });
  });

  it('back during the pause after sending returns to phone entry', async () => {
    const { actor } = signIn();
    actor.send({ type: 'phone.submit', phoneNumber });
    await settle();
    actor.send({ type: 'back' });
    await seconds(1);
    expect(actor.getSnapshot().value).toBe('enteringPhone');
  });

  it('a failed send returns to phone entry with the error; sending again clears it', async () => {
    let calls = 0;
    const { actor, sendCode } = signIn({
      sendCode: async () => {
        calls += 1;
        if (calls === 1) throw new Error('Please provide a working mobile number');
      },
    });
    actor.send({ type: 'phone.submit', phoneNumber });
    await settle();
    expect(actor.getSnapshot().value).toBe('enteringPhone');
    expect(actor.getSnapshot().context.error).toEqual({ text: 'Please provide a working mobile number' });

    actor.send({ type: 'phone.submit', phoneNumber });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(actor.getSnapshot().value).toBe('sendingCode');
    await settle();
    expect(sendCode).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().value).toBe('codeSent');
  });

  it('ignores an empty phone number', () => {
    const { actor, sendCode } = signIn();
    actor.send({ type: 'phone.submit', phoneNumber: '  ' });
    expect(actor.getSnapshot().value).toBe('enteringPhone');
    expect(sendCode).not.toHaveBeenCalled();
  });

  it('keeps digits only, converts Arabic-Indic digits and truncates to 4 (which submits)', async () => {
    const { actor, verifyCode } = await onCodeScreen();
    actor.send({ type: 'code.change', code: 'a1b' });
    expect(actor.getSnapshot().context.code).toBe('1');
    actor.send({ type: 'code.change', code: 'abc' });
    expect(actor.getSnapshot().context.code).toBe('');
    actor.send({ type: 'code.change', code: '١٢ ' });
    expect(actor.getSnapshot().context.code).toBe('12');
    expect(actor.getSnapshot().value).toBe('enteringCode');

    actor.send({ type: 'code.change', code: '123456' });
    expect(actor.getSnapshot().value).toBe('verifying');
    expect(actor.getSnapshot().context.code).toBe('1234');
    expect(verifyCode).toHaveBeenCalledWith({ phoneNumber, code: '1234' });
  });

  it('ignores typing while a code is being verified', async () => {
    const { actor, verifyCode } = await onCodeScreen({
      verifyCode: () => new Promise<SignInSession>(() => undefined),
    });
    actor.send({ type: 'code.change', code: '1234' });
    actor.send({ type: 'code.change', code: '5678' });
    expect(actor.getSnapshot().context.code).toBe('1234');
    expect(verifyCode).toHaveBeenCalledTimes(1);
  });

  it('the default verifyCode refuses, so an app that forgets to provide it never signs in', async () => {
    const actor = createActor(signInMachine);
    actor.start();
    actor.send({ type: 'phone.submit', phoneNumber });
    await settle();
    await seconds(1);
    actor.send({ type: 'code.change', code: '1234' });
    await settle();
    expect(actor.getSnapshot().value).toBe('enteringCode');
    expect(actor.getSnapshot().context.session).toBeNull();
  });
});
