import { DEFAULT_DIAL_CODE, normalizePhoneInput, validatePhone, withLeadingZero } from '@storefront/core';
import { coreMessage } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { Button } from '@storefront/ui/button';
import { ErrorText } from '@storefront/ui/error-text';
import { PageHeader } from '@storefront/ui/page-header';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useSignIn } from './sign-in-flow.js';
import { useShownText } from '../app-kit/localise.js';
import { useAppRoutes } from '../app-kit/routes.js';
import { PageFrame } from '@storefront/ui/page-frame';

/**
 * Login (spec sections 2 and 5 "Sign-in"): the WhatsApp number, UAE by default, shown with a
 * leading zero and sent without it; Arabic-Indic digits accepted; send disabled until valid.
 */
export function LoginPage() {
  const routes = useAppRoutes();
  const { t } = useTranslation(['account', 'errors', 'common']);
  const shownText = useShownText();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const state = useSelector(signIn, (snapshot) => snapshot);
  const [input, setInput] = useState('');
  const [touched, setTouched] = useState(false);
  const inputId = useId();
  const errorId = useId();
  const sending = state.matches('sendingCode') || state.matches('codeSent');
  const phone = validatePhone(input);

  useEffect(() => {
    if (state.matches('enteringCode'))
      void navigate(routes.verifyOtp(), { state: { phoneNumber: state.context.phoneNumber } });
  }, [state, navigate, routes]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!phone.ok || sending) return;
    signIn.send({ type: 'phone.submit', phoneNumber: phone.value.e164 });
  };

  const fieldError = touched && !phone.ok ? coreMessage(phone.error, t) : null;

  return (
    <PageFrame>
      <PageHeader title={t('account:login.title')} onAction={() => void navigate(-1)} />
      <form onSubmit={submit} noValidate className="grid gap-4 p-4">
        <p className="text-muted">{t('account:login.subtitle')}</p>
        <label htmlFor={inputId} className="font-semibold">
          {t('account:login.phoneLabel')}
        </label>
        <div className="flex items-stretch gap-2" dir="ltr">
          <span
            aria-label={t('account:login.countryCode')}
            className="flex min-h-12 items-center rounded-xl border border-line bg-canvas px-3 font-semibold"
          >
            {DEFAULT_DIAL_CODE}
          </span>
          <input
            id={inputId}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder={t('account:login.phonePlaceholder')}
            value={withLeadingZero(normalizePhoneInput(input))}
            onChange={(event) => setInput(event.target.value)}
            onBlur={() => setTouched(input !== '')}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? errorId : undefined}
            className="min-h-12 w-full rounded-xl border border-line bg-surface px-3 text-lg tracking-wide"
          />
        </div>
        {fieldError && (
          <p id={errorId} role="alert" className="text-sm font-medium text-danger">
            {fieldError}
          </p>
        )}
        <ErrorText text={shownText(state.context.error)} />
        <Button type="submit" disabled={!phone.ok || sending} aria-busy={sending}>
          {sending ? t('account:login.sending') : t('account:login.sendCode')}
        </Button>
      </form>
    </PageFrame>
  );
}
