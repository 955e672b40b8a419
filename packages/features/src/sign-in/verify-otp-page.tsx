import { normalizeOtpInput, OTP_LENGTH } from '@storefront/core';
import { useTranslation } from '@storefront/i18n/react';
import { ErrorText } from '@storefront/ui/error-text';
import { PageHeader } from '@storefront/ui/page-header';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useSignIn } from './sign-in-flow.js';
import { useShownText } from '../app-kit/localise.js';
import { useAppRoutes } from '../app-kit/routes.js';
import { PageFrame } from '@storefront/ui/page-frame';

/**
 * Verification (spec sections 2, 4 and 5): the 4-digit code, verified as soon as it is complete;
 * the number it went to; a 30 s resend countdown ticking each second; back to the number.
 */
export function VerifyOtpPage() {
  const routes = useAppRoutes();
  const { t } = useTranslation(['account', 'errors', 'common']);
  const shownText = useShownText();
  const navigate = useNavigate();
  const location = useLocation();
  const signIn = useSignIn();
  const state = useSelector(signIn, (snapshot) => snapshot);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const phoneNumber =
    (location.state as { phoneNumber?: string } | null)?.phoneNumber ?? state.context.phoneNumber;
  const verifying = state.matches('verifying');
  const resending = state.matches('resending');

  useEffect(() => {
    if (state.matches('enteringCode')) input.current?.focus();
  }, [state]);

  // Without a number (opened directly, or after a reload) there is nothing to verify.
  if (!phoneNumber || state.matches('enteringPhone')) return <Navigate to={routes.login()} replace />;

  const back = () => {
    signIn.send({ type: 'back' });
    void navigate(routes.login(), { replace: true });
  };

  return (
    <PageFrame>
      <PageHeader title={t('account:verification.title')} onAction={back} />
      <div className="grid gap-4 p-4">
        <label htmlFor={inputId} className="text-muted">
          {/* The number isolated left-to-right inside Arabic text (U+2066 … U+2069). */}
          {t('account:verification.subtitle', { phone: `\u2066${phoneNumber}\u2069` })}
        </label>
        <input
          ref={input}
          id={inputId}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH * 2}
          value={state.context.code}
          disabled={verifying}
          onChange={(event) =>
            signIn.send({ type: 'code.change', code: normalizeOtpInput(event.target.value) })
          }
          dir="ltr"
          className="min-h-14 w-full rounded-xl border border-line bg-surface px-3 text-center text-3xl tracking-[0.6em]"
        />
        {verifying && (
          <p role="status" className="text-center text-muted">
            {t('account:verification.verifying')}
          </p>
        )}
        <ErrorText text={shownText(state.context.error)} />
        <div className="flex flex-wrap items-center justify-between gap-2">
          {state.context.secondsLeft > 0 ? (
            <p aria-live="polite" className="text-muted">
              {t('account:verification.resendIn', { seconds: state.context.secondsLeft })}
            </p>
          ) : (
            <button
              type="button"
              disabled={resending || verifying}
              onClick={() => signIn.send({ type: 'code.resend' })}
              className="min-h-11 rounded-xl px-2 font-semibold text-brand underline"
            >
              {t('account:verification.resend')}
            </button>
          )}
          <button type="button" onClick={back} className="min-h-11 rounded-xl px-2 font-semibold underline">
            {t('account:verification.changeNumber')}
          </button>
        </div>
      </div>
    </PageFrame>
  );
}
