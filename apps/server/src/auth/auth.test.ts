import { createApiClient, type ApiClient } from '@storefront/api';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type AppServices } from '../app.js';
import type { Database } from '../db/database.js';
import { otpCodes, sessions, users } from '../db/schema.js';
import { demoBrandIds } from '../db/seed/brands.js';
import { useTestApp } from '../testing/app.js';
import { expectMatchesDescription } from '../testing/contract.js';
import { engines, openTestDatabase } from '../testing/test-database.js';
import { OTP_MAX_SENDS_PER_IP_PER_HOUR, otpMessages } from './otp.js';
import { loadSecret } from './secrets.js';
import { SESSION_TTL_SECONDS } from './sessions.js';
import { signToken, type TokenClaims } from './tokens.js';

const zaatar = demoBrandIds.zaatarHouse;
const karak = demoBrandIds.karakCorner;

describe.each(engines)('passwordless sign-in on %s', (engine) => {
  let database: Database;
  let app: FastifyInstance;
  let services: AppServices;
  let client: ApiClient;
  let current = new Date('2026-11-22T06:00:00Z');
  let phoneCounter = 1000;
  const test = useTestApp(engine, {
    clock: () => current,
    otpSendsPerIpPerHour: OTP_MAX_SENDS_PER_IP_PER_HOUR,
  });

  /** A fresh UAE mobile number per test, so limits never leak between tests. */
  const newPhone = () => {
    phoneCounter += 1;
    return `50${String(1000000 + phoneCounter).slice(-7)}`;
  };
  const e164 = (national: string) => `+971${national}`;
  const advance = (seconds: number) => {
    current = new Date(current.getTime() + seconds * 1000);
  };
  const lastCode = (national: string) => services.outbox!.outbox(e164(national))[0]!.code;
  const wrongCode = (right: string) => String((Number(right) + 1) % 10_000).padStart(4, '0');

  const login = (phoneNumber: string, brandId = zaatar) =>
    client.POST('/user/password-less-login-v2', {
      body: { brandId, phoneNumber, countryObj: { dialCode: '+971' }, userType: 'customer' },
    });
  const verify = (phoneNumber: string, verificationCode: string, brandId = zaatar) =>
    client.POST('/user/verify-account-v2', {
      body: { brandId, phoneNumber, countryObj: { dialCode: '+971' }, verificationCode },
    });

  beforeAll(async () => {
    ({ database, app, services, anonymous: client } = test);
  });

  beforeEach(() => {
    advance(3600);
  });

  it('sends a code, then signs in with it and registers the customer', async () => {
    const phone = newPhone();
    const sent = await login(phone);
    expectMatchesDescription('passwordLessLogin', 200, sent.data);
    expect(sent.data?.data).toEqual({ phoneNumber: e164(phone), resendAfter: 30, expiresIn: 300 });
    const code = lastCode(phone);
    expect(code).toMatch(/^\d{4}$/);

    const signedIn = await verify(phone, code);
    expectMatchesDescription('verifyAccount', 200, signedIn.data);
    expect(signedIn.data?.data.user).toMatchObject({ brandId: zaatar, phoneNumber: e164(phone), name: null });
    expect(signedIn.data?.data.token).toMatch(/^v1\./);
    const [user] = await database.db
      .select()
      .from(users)
      .where(eq(users.phoneNumber, e164(phone)));
    expect(user?.userType).toBe('customer');
  });

  it('stores the code only as a hash', async () => {
    const phone = newPhone();
    await login(phone);
    const code = lastCode(phone);
    const [row] = await database.db
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.phoneNumber, e164(phone)));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(`"${code}"`);
  });

  it('answers the same for a number with and without an account', async () => {
    const known = newPhone();
    await login(known);
    await verify(known, lastCode(known));
    advance(60);
    const again = await login(known);
    const unknown = await login(newPhone());
    expect({ ...again.data, data: { ...again.data!.data, phoneNumber: 'x' } }).toEqual({
      ...unknown.data,
      data: { ...unknown.data!.data, phoneNumber: 'x' },
    });
  });

  it('accepts Arabic-Indic digits and a leading zero in the number', async () => {
    const response = await login('٠٥٠١٢٣٤٥٦٧');
    expect(response.data?.data.phoneNumber).toBe('+971501234567');
  });

  it.each([['12'], ['abcdefgh'], ['0412345678'.slice(0, 4)]])(
    "refuses the number %s with 'Please provide a working mobile number'",
    async (phoneNumber) => {
      const { error, response } = await login(phoneNumber);
      expect(response.status).toBe(400);
      expect(error?.message).toBe('Please provide a working mobile number');
    },
  );

  it('refuses a resend before 30 s, and allows it at 30 s', async () => {
    const phone = newPhone();
    await login(phone);
    advance(29);
    const early = await client.POST('/user/send-otp-code', { body: { brandId: zaatar, phoneNumber: phone } });
    expect(early.response.status).toBe(429);
    expectMatchesDescription('sendOtpCode', 429, early.error);
    expect(early.error?.message).toBe(otpMessages.tooSoon.replace('{seconds}', '1'));
    expect(early.response.headers.get('retry-after')).toBe('1');
    advance(1);
    const onTime = await client.POST('/user/send-otp-code', {
      body: { brandId: zaatar, phoneNumber: phone },
    });
    expect(onTime.response.status).toBe(200);
  });

  it('sends at most 5 codes to a number in an hour', async () => {
    const phone = newPhone();
    for (let sent = 0; sent < 5; sent += 1) {
      expect((await login(phone)).response.status).toBe(200);
      advance(31);
    }
    const sixth = await login(phone);
    expect(sixth.response.status).toBe(429);
    advance(3600);
    expect((await login(phone)).response.status).toBe(200);
  });

  it('sends at most 20 codes from one IP in an hour, whatever the numbers', async () => {
    const send = (phoneNumber: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/user/password-less-login-v2',
        remoteAddress: '203.0.113.9',
        payload: { brandId: zaatar, phoneNumber },
      });
    for (let sent = 0; sent < 20; sent += 1) expect((await send(newPhone())).statusCode).toBe(200);
    const refused = await send(newPhone());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/from this network/);
  });

  it('refuses a wrong code and counts the tries', async () => {
    const phone = newPhone();
    await login(phone);
    const code = lastCode(phone);
    const wrong = await verify(phone, wrongCode(code));
    expect(wrong.response.status).toBe(400);
    expectMatchesDescription('verifyAccount', 400, wrong.error);
    expect(wrong.error).toMatchObject({ message: otpMessages.invalid, error: { code: 'OTP_INVALID' } });
    expect((await verify(phone, code)).response.status).toBe(200);
  });

  it('locks the code after 5 wrong tries: the 6th try is refused even with the right code, until a new code', async () => {
    const phone = newPhone();
    await login(phone);
    const code = lastCode(phone);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await verify(phone, wrongCode(code))).error?.error?.code).toBe('OTP_INVALID');
    }
    const locked = await verify(phone, code);
    expect(locked.response.status).toBe(400);
    expect(locked.error).toMatchObject({ message: otpMessages.locked, error: { code: 'OTP_LOCKED' } });
    advance(31);
    await client.POST('/user/send-otp-code', { body: { brandId: zaatar, phoneNumber: phone } });
    expect((await verify(phone, lastCode(phone))).response.status).toBe(200);
  });

  it('never lets parallel guesses exceed 5 tries', async () => {
    const phone = newPhone();
    await login(phone);
    const code = lastCode(phone);
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        verify(phone, String((Number(code) + 1 + index) % 10_000).padStart(4, '0')),
      ),
    );
    expect(guesses.filter((guess) => guess.error?.error?.code === 'OTP_INVALID').length).toBeLessThanOrEqual(
      5,
    );
    const [row] = await database.db
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.phoneNumber, e164(phone)));
    expect(row?.attempts).toBe(5);
  });

  it('refuses a code after 5 minutes', async () => {
    const phone = newPhone();
    await login(phone);
    const code = lastCode(phone);
    advance(300);
    const expired = await verify(phone, code);
    expect(expired.error).toMatchObject({ message: otpMessages.expired, error: { code: 'OTP_EXPIRED' } });
  });

  it('uses a code once only', async () => {
    const phone = newPhone();
    await login(phone);
    const code = lastCode(phone);
    expect((await verify(phone, code)).response.status).toBe(200);
    expect((await verify(phone, code)).response.status).toBe(400);
  });

  it('makes the previous code worthless once a new one is sent', async () => {
    const phone = newPhone();
    await login(phone);
    const first = lastCode(phone);
    advance(30);
    await login(phone);
    const second = lastCode(phone);
    if (first !== second) expect((await verify(phone, first)).response.status).toBe(400);
    expect((await verify(phone, second)).response.status).toBe(200);
  });

  it('binds the token to its brand and revokes it at logout', async () => {
    const phone = newPhone();
    await login(phone);
    const token = (await verify(phone, lastCode(phone))).data!.data.token;
    const signed = createApiClient({ baseUrl: client_base(), getToken: () => token });
    const profile = await signed.POST('/user/update-user-profile', {
      body: { brandId: zaatar, name: 'Mariam' },
    });
    expect(profile.response.status).toBe(200);
    const otherBrand = await signed.POST('/user/update-user-profile', {
      body: { brandId: karak, name: 'Mariam' },
    });
    expect(otherBrand.response.status).toBe(401);
    expectMatchesDescription('updateUserProfile', 401, otherBrand.error);

    expect((await signed.POST('/user/logout', { body: { brandId: zaatar } })).response.status).toBe(200);
    const [session] = await database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, (await userOf(phone)).id));
    expect(session?.revokedAt).not.toBeNull();
    const afterLogout = await signed.POST('/user/update-user-profile', {
      body: { brandId: zaatar, name: 'Mariam' },
    });
    expect(afterLogout.response.status).toBe(401);
  });

  it('refuses a tampered or made-up token', async () => {
    const phone = newPhone();
    await login(phone);
    const token = (await verify(phone, lastCode(phone))).data!.data.token;
    const [version, body, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString()) as Record<string, unknown>;
    const forged = `${version}.${Buffer.from(JSON.stringify({ ...claims, uid: 'ffffffffffffffffffffffff' })).toString('base64url')}.${signature}`;
    for (const bad of [forged, 'v1.e30.AAAA', 'not-a-token']) {
      const signed = createApiClient({ baseUrl: client_base(), getToken: () => bad });
      const answer = await signed.POST('/user/update-user-profile', { body: { brandId: zaatar, name: 'X' } });
      expect(answer.response.status).toBe(401);
    }
  });

  it("refuses a token re-signed with the server's key for another brand", async () => {
    const phone = newPhone();
    await login(phone);
    const token = (await verify(phone, lastCode(phone))).data!.data.token;
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as TokenClaims;
    const secret = await loadSecret(database.db, 'session');
    const as = (bid: string) =>
      createApiClient({ baseUrl: client_base(), getToken: () => signToken({ ...claims, bid }, secret) });
    // Control: the same claims re-signed unchanged are accepted, so the secret is right.
    const same = await as(zaatar).POST('/user/update-user-profile', {
      body: { brandId: zaatar, name: 'Aisha' },
    });
    expect(same.response.status).toBe(200);
    const otherBrand = as(karak);
    const profile = await otherBrand.POST('/user/update-user-profile', {
      body: { brandId: karak, name: 'X' },
    });
    expect(profile.response.status).toBe(401);
    expect(profile.error?.message).toBe('Please login to continue');
    const orders = await otherBrand.GET('/order/getCustomerOrders', {
      params: { query: { brandId: karak } },
    });
    expect(orders.response.status).toBe(401);
    expect((await otherBrand.POST('/user/logout', { body: { brandId: karak } })).response.status).toBe(401);
    expect((await userOf(phone)).name).toBe('Aisha');
  });

  it('takes the token in the Authorization header bare (as the spec says) or after Bearer', async () => {
    const phone = newPhone();
    await login(phone);
    const token = (await verify(phone, lastCode(phone))).data!.data.token;
    const rename = (authorization: string, name: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/user/update-user-profile',
        headers: { authorization },
        payload: { brandId: zaatar, name },
      });
    expect((await rename(token, 'Bare')).statusCode).toBe(200);
    expect((await userOf(phone)).name).toBe('Bare');
    expect((await rename(`Bearer ${token}`, 'Bearer')).statusCode).toBe(200);
    expect((await rename(`bearer  ${token}`, 'Lower case')).statusCode).toBe(200);
    expect((await userOf(phone)).name).toBe('Lower case');
    for (const bad of [`Basic ${token}`, `Bearer ${token} extra`, 'Bearer', ''])
      expect((await rename(bad, 'Nobody')).statusCode).toBe(401);
    expect((await userOf(phone)).name).toBe('Lower case');
  });

  describe('session expiry and logout', () => {
    const signedInAs = async (phone: string) => {
      await login(phone);
      const token = (await verify(phone, lastCode(phone))).data!.data.token;
      return { token, client: createApiClient({ baseUrl: client_base(), getToken: () => token }) };
    };
    const rename = (signed: ApiClient, name: string) =>
      signed.POST('/user/update-user-profile', { body: { brandId: zaatar, name } });

    it("refuses a token once its 90 days have passed, with 'Please login to continue', and writes nothing", async () => {
      const phone = newPhone();
      const { client: signed } = await signedInAs(phone);
      expect((await rename(signed, 'Fatima')).response.status).toBe(200);
      advance(SESSION_TTL_SECONDS - 1);
      expect((await rename(signed, 'Fatima A.')).response.status).toBe(200);
      advance(1);
      const expired = await rename(signed, 'Somebody else');
      expect(expired.response.status).toBe(401);
      expectMatchesDescription('updateUserProfile', 401, expired.error);
      expect(expired.error).toMatchObject({
        success: 0,
        message: 'Please login to continue',
        error: { code: 'UNAUTHORIZED' },
      });
      expect((await userOf(phone)).name).toBe('Fatima A.');
      // Every customer call refuses it alike, and logout cannot be done with it either.
      const orders = await signed.GET('/order/getCustomerOrders', { params: { query: { brandId: zaatar } } });
      expect(orders.response.status).toBe(401);
      expect((await signed.POST('/user/logout', { body: { brandId: zaatar } })).response.status).toBe(401);
    });

    it('refuses a correctly signed token whose own expiry has passed, even while its session row is live', async () => {
      const phone = newPhone();
      const { token } = await signedInAs(phone);
      const claims = JSON.parse(
        Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'),
      ) as TokenClaims;
      const secret = await loadSecret(database.db, 'session');
      const nowSeconds = Math.floor(current.getTime() / 1000);
      const resigned = (exp: number) =>
        createApiClient({ baseUrl: client_base(), getToken: () => signToken({ ...claims, exp }, secret) });
      // Control: the same claims re-signed with a future expiry are accepted, so the secret is right.
      expect((await rename(resigned(nowSeconds + 60), 'Noura')).response.status).toBe(200);
      for (const exp of [nowSeconds, nowSeconds - 1, 0]) {
        const answer = await rename(resigned(exp), 'Not Noura');
        expect(answer.response.status).toBe(401);
        expect(answer.error?.message).toBe('Please login to continue');
      }
      expect((await userOf(phone)).name).toBe('Noura');
    });

    it('revokes only the session it is called with; the revoked token stays refused', async () => {
      const phone = newPhone();
      const first = await signedInAs(phone);
      advance(31);
      const second = await signedInAs(phone);
      expect(first.token).not.toBe(second.token);

      const loggedOut = await first.client.POST('/user/logout', { body: { brandId: zaatar } });
      expect(loggedOut.response.status).toBe(200);
      expectMatchesDescription('logout', 200, loggedOut.data);
      const rows = await database.db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, (await userOf(phone)).id));
      expect(rows.filter((row) => row.revokedAt !== null)).toHaveLength(1);

      const refused = await rename(first.client, 'Old session');
      expect(refused.response.status).toBe(401);
      expect(refused.error?.message).toBe('Please login to continue');
      expect((await first.client.POST('/user/logout', { body: { brandId: zaatar } })).response.status).toBe(
        401,
      );
      expect((await rename(second.client, 'Still signed in')).response.status).toBe(200);
      expect((await userOf(phone)).name).toBe('Still signed in');
    });
  });

  it("updates the profile name and email with the spec's validation", async () => {
    const phone = newPhone();
    await login(phone);
    const token = (await verify(phone, lastCode(phone))).data!.data.token;
    const signed = createApiClient({ baseUrl: client_base(), getToken: () => token });
    const saved = await signed.POST('/user/update-user-profile', {
      body: { brandId: zaatar, name: '  Mariam Al Suwaidi ', email: 'mariam@example.ae' },
    });
    expectMatchesDescription('updateUserProfile', 200, saved.data);
    expect(saved.data?.data).toEqual({ name: 'Mariam Al Suwaidi', email: 'mariam@example.ae' });
    const badEmail = await signed.POST('/user/update-user-profile', {
      body: { brandId: zaatar, name: 'Mariam', email: 'mariam@' },
    });
    expect(badEmail.error?.message).toBe('Please enter a valid email address');
    const blankName = await signed.POST('/user/update-user-profile', {
      body: { brandId: zaatar, name: '   ' },
    });
    expect(blankName.response.status).toBe(400);
    expect((await userOf(phone)).name).toBe('Mariam Al Suwaidi');
  });

  it('shows the codes in the dev outbox call', async () => {
    const phone = newPhone();
    await login(phone);
    const { data } = await client.GET('/dev/otp-outbox', { params: { query: { phoneNumber: e164(phone) } } });
    expectMatchesDescription('devOtpOutbox', 200, data);
    expect(data?.data.messages[0]?.code).toBe(lastCode(phone));
  });

  it('writes nothing for a refused request', async () => {
    const before = await database.db.select({ value: count() }).from(otpCodes);
    await login('12');
    await client.POST('/user/password-less-login-v2', {
      body: { brandId: 'ffffffffffffffffffffffff', phoneNumber: newPhone() },
    });
    expect(await database.db.select({ value: count() }).from(otpCodes)).toEqual(before);
  });

  function client_base() {
    const address = app.server.address();
    return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/v1`;
  }

  async function userOf(national: string) {
    const [user] = await database.db
      .select()
      .from(users)
      .where(eq(users.phoneNumber, e164(national)));
    return user!;
  }
});

describe('production mode', () => {
  it('has no dev outbox and refuses to start without real secrets and sender', async () => {
    const database = await openTestDatabase('pglite');
    try {
      await expect(buildApp({ database, appsDir: '/nonexistent', production: true })).rejects.toThrow(
        /SESSION_SECRET/,
      );
      const secrets = { session: 's'.repeat(40), otp: 'o'.repeat(40) };
      await expect(
        buildApp({ database, appsDir: '/nonexistent', production: true, secrets }),
      ).rejects.toThrow(/OTP sender/);
      const { app } = await buildApp({
        database,
        appsDir: '/nonexistent',
        production: true,
        secrets,
        otpSender: { name: 'test', send: async () => undefined },
      });
      const response = await app.inject({ url: '/api/v1/dev/otp-outbox?phoneNumber=%2B971501234567' });
      expect(response.statusCode).toBe(404);
      await app.close();
    } finally {
      await database.close();
    }
  });
});
