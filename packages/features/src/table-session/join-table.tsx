/** 'Join your table': the 6-digit code shown on the other diners' screens, and an optional name. */
import type { ResolvedError } from '@storefront/api';
import { isTableJoinCode, normalizeDigits, TABLE_JOIN_CODE_DIGITS } from '@storefront/core';
import { useTranslation } from '@storefront/i18n/react';
import { Button } from '@storefront/ui/button';
import { PageFrame } from '@storefront/ui/page-frame';
import { useId, useState, type FormEvent } from 'react';
import { ServerErrorText } from '../app-kit/server-error.js';

const INPUT = 'min-h-12 w-full rounded-xl border border-line bg-surface px-3 text-base';

export function JoinTable({
  tableNumber,
  error,
  busy,
  onJoin,
}: {
  tableNumber: number;
  error: ResolvedError | null;
  busy: boolean;
  onJoin: (code: string, name: string) => void;
}) {
  const { t } = useTranslation('dineIn');
  const ids = { code: useId(), name: useId(), error: useId() };
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isTableJoinCode(code) && !busy) onJoin(code, name);
  };
  return (
    <PageFrame>
      <main className="mx-auto grid max-w-panel gap-5 p-6">
        <span className="w-fit rounded-full bg-brand px-3 py-1 text-sm font-bold text-on-brand">
          {t('badge')}
        </span>
        <h1 className="text-2xl font-bold">{t('session.joinTitle')}</h1>
        <p className="text-muted">{t('session.joinText', { tableNumber })}</p>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <div className="grid gap-1">
            <label htmlFor={ids.code} className="font-semibold">
              {t('session.codeLabel')}
            </label>
            <input
              id={ids.code}
              className={`${INPUT} text-center text-2xl tracking-[0.5em] tabular-nums`}
              dir="ltr"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={TABLE_JOIN_CODE_DIGITS}
              value={code}
              aria-invalid={error !== null}
              aria-describedby={error ? ids.error : undefined}
              onChange={(event) =>
                setCode(
                  normalizeDigits(event.target.value).replace(/\D/g, '').slice(0, TABLE_JOIN_CODE_DIGITS),
                )
              }
            />
          </div>
          <div className="grid gap-1">
            <label htmlFor={ids.name} className="font-semibold">
              {t('session.nameLabel')}
            </label>
            <input
              id={ids.name}
              className={INPUT}
              autoComplete="given-name"
              maxLength={40}
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
          </div>
          {error && (
            <p id={ids.error} role="alert" className="text-danger">
              <ServerErrorText error={error} />
            </p>
          )}
          <Button type="submit" block loading={busy} disabled={!isTableJoinCode(code) || busy}>
            {busy ? t('session.joining') : t('session.join')}
          </Button>
        </form>
      </main>
    </PageFrame>
  );
}
