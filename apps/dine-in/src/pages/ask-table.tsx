import { resolveError } from '@storefront/api';
import { failureOf } from '@storefront/features/data/query-cache';
import { tableTabRead } from '@storefront/features/data/use-table-tab';
import { useStorefront } from '@storefront/features/session/storefront-context';
import { translateServerError } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { Button } from '@storefront/ui/button';
import { ErrorText } from '@storefront/ui/error-text';
import { PageFrame } from '@storefront/ui/page-frame';
import { useId, useState, type FormEvent } from 'react';
import { useLocalised } from '@storefront/features/app-kit/localise';

/**
 * A store's dine-in link without a table number (a code at the counter or on a menu stand, spec
 * section 2 "Dine-in"): the diner types the number on their table; the store is asked whether it
 * has that table before the menu opens with it, the store's code carried along (docs/dine-in.md).
 */
export function AskTable({ storeId, storeToken }: { storeId: string; storeToken: string }) {
  const { t } = useTranslation(['dineIn', 'errors']);
  const { brand } = useStorefront();
  const { language } = useLocalised();
  const [number, setNumber] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const ids = { field: useId(), error: useId() };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = number.trim();
    if (!/^\d{1,4}$/.test(text) || Number(text) < 1) {
      setError(t('dineIn:askTable.missing'));
      return;
    }
    const tableNumber = Number(text);
    setChecking(true);
    setError(null);
    try {
      await tableTabRead(brand.brand._id, { storeId, tableNumber, tableToken: storeToken }).load();
      // The table's link from now on: the app starts again with it, every path carrying the table.
      const url = new URL(window.location.href);
      url.searchParams.set('table-number', String(tableNumber));
      window.location.replace(url);
    } catch (failure) {
      setError(translateServerError(resolveError(failureOf(failure)), language));
      setChecking(false);
    }
  };

  return (
    <PageFrame>
      <main className="mx-auto grid max-w-panel gap-4 p-6">
        <h1 className="text-xl font-bold">{t('dineIn:askTable.title')}</h1>
        <p className="text-muted">{t('dineIn:askTable.hint')}</p>
        <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-3">
          <label htmlFor={ids.field} className="font-semibold">
            {t('dineIn:askTable.label')}
          </label>
          <input
            id={ids.field}
            value={number}
            onChange={(event) => {
              setNumber(event.target.value);
              setError(null);
            }}
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            aria-invalid={error !== null || undefined}
            aria-describedby={error ? ids.error : undefined}
            className="min-h-12 rounded-xl border border-line px-3 text-lg"
          />
          <div id={ids.error}>
            <ErrorText text={error} />
          </div>
          <Button type="submit" block disabled={checking}>
            {t('dineIn:viewMenu')}
          </Button>
        </form>
      </main>
    </PageFrame>
  );
}
