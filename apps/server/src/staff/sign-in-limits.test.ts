import { beforeAll, describe, expect, it } from 'vitest';
import { OTP_MAX_SENDS_PER_IP_PER_HOUR } from '../auth/otp.js';
import { useTestApp } from '../testing/app.js';
import { expectMatchesDescription } from '../testing/contract.js';
import { forged } from '../testing/forged.js';
import { postFrom } from '../testing/loopback.js';
import { engines } from '../testing/test-database.js';
import { demoStaff } from './demo-staff.js';
import { STAFF_SIGN_IN_LIMITS } from './staff-sessions.js';

const [jumeirahStaff, zaatarManager, datesManager] = demoStaff;

/**
 * Staff sign-in limits slow down the attacker, not the owner (hardening round three, items 4 and
 * 5; SECURITY.md "Staff sign-in"): counted before the password is checked, per e-mail and IP, per
 * IP and per e-mail from everywhere; the owner's known devices count only their own failures, and
 * the owner sees the failures on the board and clears the lock.
 */
describe.each(engines)('staff sign-in limits, on %s', (engine) => {
  const test = useTestApp(engine, { otpSendsPerIpPerHour: OTP_MAX_SENDS_PER_IP_PER_HOUR });
  let baseUrl: string;

  beforeAll(() => {
    baseUrl = test.baseUrl;
  });

  const signIn = (from: string, who: { email: string }, password: string, deviceToken?: string) =>
    postFrom(from, `${baseUrl}/staff/sign-in`, {
      email: who.email,
      password,
      ...(deviceToken !== undefined && { deviceToken }),
    });
  const me = (token: string) =>
    fetch(`${baseUrl}/staff/me`, { headers: { authorization: `Bearer ${token}` } }).then(
      async (answer) => (await answer.json()) as { data: { signInAlert: unknown } },
    );
  const dataOf = (answer: { body: Record<string, unknown> }) =>
    answer.body.data as { token: string; deviceToken: string };

  it('counts sign-ins before checking them: 60 guesses at once check at most the limit (all 60 were checked)', async () => {
    const guesses = await Promise.all(
      Array.from({ length: 60 }, (_, n) =>
        signIn('127.0.0.7', datesManager!, n === 59 ? datesManager!.password : `guess-${n}`),
      ),
    );
    const checked = guesses.filter((answer) => answer.status !== 429);
    expect(checked.length).toBeLessThanOrEqual(STAFF_SIGN_IN_LIMITS.perEmailAndIp);
    expect(guesses[59]!.status).toBe(429);
    // Many e-mails from one address: at most the address's limit in all are checked.
    const spread = await Promise.all(
      Array.from({ length: 60 }, (_, n) =>
        signIn('127.0.0.7', { email: `nobody-${n}@example.com` }, 'guess'),
      ),
    );
    expect(spread.filter((answer) => answer.status !== 429).length).toBeLessThanOrEqual(
      STAFF_SIGN_IN_LIMITS.perIp - checked.length,
    );
  });

  it('a stranger who guesses wrong locks only their own address, not the owner (5 wrong locked the account)', async () => {
    for (let n = 0; n < STAFF_SIGN_IN_LIMITS.perEmailAndIp; n += 1)
      expect((await signIn('127.0.0.2', jumeirahStaff!, `wrong-${n}`)).status).toBe(401);
    const stranger = await signIn('127.0.0.2', jumeirahStaff!, jumeirahStaff!.password);
    expect(stranger.status).toBe(429);
    expect(stranger.body).toMatchObject({ messageKey: 'errors:staffSignInTooMany', retryAfter: 900 });
    const owner = await signIn('127.0.0.3', jumeirahStaff!, jumeirahStaff!.password);
    expect(owner.status).toBe(200);
    expectMatchesDescription('staffSignIn', 200, owner.body);
    expect(dataOf(owner).deviceToken).toMatch(/^sd1\./);
  });

  it('a guessing network locks the account for new devices; the owner signs in from a known one, sees the alert and clears it', async () => {
    const owner = dataOf(await signIn('127.0.0.3', zaatarManager!, zaatarManager!.password));
    expect((await me(owner.token)).data.signInAlert).toBeNull();
    // 55 wrong guesses from 11 addresses, 5 each: each address stays under its own limit.
    await Promise.all(
      Array.from({ length: 11 }, (_, address) =>
        (async () => {
          for (let n = 0; n < STAFF_SIGN_IN_LIMITS.perEmailAndIp; n += 1)
            await signIn(`127.0.1.${address + 1}`, zaatarManager!, `guess-${address}-${n}`);
        })(),
      ),
    );
    // Locked for every device that never signed in to it, even with the right password.
    const newDevice = await signIn('127.0.0.40', zaatarManager!, zaatarManager!.password);
    expect(newDevice.status).toBe(429);
    // The owner's known device signs in, from any address.
    const known = await signIn('127.0.0.40', zaatarManager!, zaatarManager!.password, owner.deviceToken);
    expect(known.status).toBe(200);
    const session = dataOf(known);
    // The board warns them, and they clear it.
    const alerted = await me(session.token);
    expectMatchesDescription('getStaffMember', 200, alerted);
    // 50 were checked and failed; the 5 beyond the lock were refused unchecked.
    expect(alerted.data.signInAlert).toEqual({ failedSignIns: STAFF_SIGN_IN_LIMITS.perEmail, locked: true });
    const cleared = await fetch(`${baseUrl}/staff/sign-in-alert/clear`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(cleared.status).toBe(200);
    const body = await cleared.json();
    expectMatchesDescription('clearStaffSignInAlert', 200, body);
    expect(body.data.signInAlert).toBeNull();
    expect((await signIn('127.0.0.41', zaatarManager!, zaatarManager!.password)).status).toBe(200);
    // Clearing needs a staff token.
    expect((await fetch(`${baseUrl}/staff/sign-in-alert/clear`, { method: 'POST' })).status).toBe(401);
  });

  it("a known device counts only its own failures; another account's or a changed device token is no known device", async () => {
    const owner = dataOf(await signIn('127.0.0.50', jumeirahStaff!, jumeirahStaff!.password));
    const other = dataOf(await signIn('127.0.0.50', datesManager!, datesManager!.password)).deviceToken;
    // A full address's worth of failures elsewhere: the known device is not slowed by it.
    await Promise.all(
      Array.from({ length: STAFF_SIGN_IN_LIMITS.perIp }, (_, n) =>
        signIn('127.0.0.51', { email: `someone-${n}@example.com` }, 'guess'),
      ),
    );
    expect((await signIn('127.0.0.51', jumeirahStaff!, jumeirahStaff!.password)).status).toBe(429);
    expect(
      (await signIn('127.0.0.51', jumeirahStaff!, jumeirahStaff!.password, owner.deviceToken)).status,
    ).toBe(200);
    expect((await signIn('127.0.0.51', jumeirahStaff!, jumeirahStaff!.password, other)).status).toBe(429);
    const changed = forged(owner.deviceToken);
    expect((await signIn('127.0.0.51', jumeirahStaff!, jumeirahStaff!.password, changed)).status).toBe(429);
    // Its own failures: 5, then refused, as anyone.
    for (let n = 0; n < STAFF_SIGN_IN_LIMITS.perKnownDevice; n += 1)
      expect((await signIn('127.0.0.52', jumeirahStaff!, `wrong-${n}`, owner.deviceToken)).status).toBe(401);
    expect(
      (await signIn('127.0.0.52', jumeirahStaff!, jumeirahStaff!.password, owner.deviceToken)).status,
    ).toBe(429);
  });
});
