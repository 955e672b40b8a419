import { useTranslation } from '@storefront/i18n/react';
import { Button } from '@storefront/ui/button';
import { useEffect, useState } from 'react';
import { staffApi, type SignInAlert, type StaffSession } from './staff-api.js';

/**
 * Failed sign-ins to the signed-in member's account, from devices that never signed in to it
 * (SECURITY.md "Staff sign-in"): read once when the board opens; 'Clear and unlock' ends the alert
 * and the lock others' guesses put on the account.
 */
export function useSignInAlert(session: StaffSession) {
  const [alert, setAlert] = useState<SignInAlert | null>(null);
  useEffect(() => {
    let current = true;
    void staffApi(session.token)
      .GET('/staff/me')
      .then(({ data }) => {
        if (current) setAlert(data?.data.signInAlert ?? null);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [session.token]);
  const clear = async () => {
    const { data } = await staffApi(session.token)
      .POST('/staff/sign-in-alert/clear')
      .catch(() => ({ data: undefined }));
    if (data) setAlert(data.data.signInAlert ?? null);
  };
  return { alert, clear };
}

/** The alert as the board shows it, with its button. */
export function SignInAlertView({ alert, onClear }: { alert: SignInAlert; onClear: () => Promise<void> }) {
  const { t } = useTranslation(['operator']);
  const [busy, setBusy] = useState(false);
  return (
    <div
      role="alert"
      data-testid="sign-in-alert"
      className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-danger p-3"
    >
      <div className="grid gap-1">
        <p className="font-semibold">{t('operator:signInAlert.failed', { count: alert.failedSignIns })}</p>
        {alert.locked && <p>{t('operator:signInAlert.locked')}</p>}
      </div>
      <Button
        variant="secondary"
        loading={busy}
        onClick={() => {
          setBusy(true);
          void onClear().finally(() => setBusy(false));
        }}
      >
        {t('operator:signInAlert.clear')}
      </Button>
    </div>
  );
}

export function SignInAlertBanner({ session }: { session: StaffSession }) {
  const { alert, clear } = useSignInAlert(session);
  return alert ? <SignInAlertView alert={alert} onClear={clear} /> : null;
}
