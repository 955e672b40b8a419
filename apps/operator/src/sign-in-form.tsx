import { resolveError } from '@storefront/api';
import { useLocalised } from '@storefront/features/app-kit/localise';
import { translateServerError } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { Button } from '@storefront/ui/button';
import { Card } from '@storefront/ui/card';
import { ErrorText } from '@storefront/ui/error-text';
import { useState, type FormEvent } from 'react';
import { unlockBeep } from './beep.js';
import { deviceTokenOf, saveDeviceToken, saveStaffSession, staffApi } from './staff-api.js';

const FIELD = 'min-h-11 w-full rounded-xl border border-line bg-surface px-3 text-base';

/** Staff sign in with their e-mail and password; the session is kept for this brand on this device. */
export function SignInForm({ brandId }: { brandId: string }) {
  const { t } = useTranslation(['operator']);
  const { language } = useLocalised();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The click that signs in lets the page play the new-order sound later (browsers' autoplay rule).
    unlockBeep();
    setBusy(true);
    setError(null);
    const deviceToken = deviceTokenOf(email);
    const { data, error: refused } = await staffApi()
      .POST('/staff/sign-in', { body: { email, password, ...(deviceToken && { deviceToken }) } })
      .catch(() => ({ data: undefined, error: undefined }));
    setBusy(false);
    if (data) saveDeviceToken(email, data.data.deviceToken);
    if (data && data.data.staff.brandId === brandId) {
      saveStaffSession(brandId, { token: data.data.token, staff: data.data.staff });
      return;
    }
    setError(translateServerError(resolveError(refused ?? null), language));
  };

  return (
    <main className="mx-auto grid max-w-sm gap-4 p-6">
      <h1 className="text-2xl font-bold">{t('operator:title')}</h1>
      <Card>
        <form className="grid gap-3" onSubmit={(event) => void submit(event)}>
          <h2 className="text-lg font-semibold">{t('operator:signIn.title')}</h2>
          <label className="grid gap-1">
            <span>{t('operator:signIn.email')}</span>
            <input
              className={FIELD}
              type="email"
              autoComplete="username"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </label>
          <label className="grid gap-1">
            <span>{t('operator:signIn.password')}</span>
            <input
              className={FIELD}
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </label>
          <ErrorText text={error} />
          <Button type="submit" block loading={busy}>
            {t('operator:signIn.submit')}
          </Button>
        </form>
      </Card>
    </main>
  );
}
