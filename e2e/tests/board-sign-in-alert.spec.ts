import { request } from 'node:http';
import { expect, test } from '../fixtures/product.js';

// Five wrong passwords must not let anyone lock a staff member out: wrong guesses from another
// address slow that address only; the owner signs in as usual, the board tells them how many failed
// sign-ins their account had, and they clear it. EN and AR.

const MANAGER = { email: 'manager@zaatarhouse.example', password: 'zaatar-manager-demo' };

const A = {
  en: {
    email: 'E-mail',
    password: 'Password',
    signIn: 'Sign in',
    failed: (count: number) => `${count} failed sign-ins to your account in the last 24 hours`,
    clear: 'Clear and unlock',
  },
  ar: {
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    signIn: 'تسجيل الدخول',
    failed: (count: number) => `${count} محاولات دخول فاشلة إلى حسابك خلال آخر 24 ساعة`,
    clear: 'مسح وإلغاء القفل',
  },
} as const;

/** A wrong password for the manager from another loopback address than the browser's. */
function guessFrom(address: string, origin: string): Promise<number> {
  const url = new URL('/api/v1/staff/sign-in', origin);
  const body = JSON.stringify({ email: MANAGER.email, password: `guess-${Math.random()}` });
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        host: '127.0.0.1',
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: address,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (answer) => {
        answer.resume();
        answer.on('end', () => resolve(answer.statusCode ?? 0));
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

for (const lang of ['en', 'ar'] as const) {
  test(`wrong guesses elsewhere do not lock the manager out; the board says how many and clears them (${lang})`, async ({
    page,
    product,
  }) => {
    const a = A[lang];
    // Five from one address lock that address only.
    for (let n = 0; n < 5; n += 1) expect(await guessFrom('127.0.0.2', product.origin)).toBe(401);
    expect(await guessFrom('127.0.0.2', product.origin)).toBe(429);

    await page.addInitScript(
      (language) => window.localStorage.setItem('storefront.language', language),
      lang,
    );
    await page.goto(`${product.origin}/zaatar-house/operator`);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await page.getByLabel(a.email).fill(MANAGER.email);
    await page.getByLabel(a.password).fill(MANAGER.password);
    await page.getByRole('button', { name: a.signIn }).click();
    await expect(page.getByTestId('board-connection')).toHaveAttribute('data-live', 'true');

    const alert = page.getByTestId('sign-in-alert');
    await expect(alert).toHaveText(new RegExp(a.failed(5)));
    await alert.getByRole('button', { name: a.clear }).click();
    await expect(alert).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('board-connection')).toHaveAttribute('data-live', 'true');
    await expect(page.getByTestId('sign-in-alert')).toHaveCount(0);
  });
}
